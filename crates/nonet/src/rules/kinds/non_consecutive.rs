//! Non-consecutive: orthogonal neighbours never hold consecutive digits (f-puzzles'
//! `nonconsecutive`, the Interactive Sudoku Solver's `AntiConsecutive`). As on
//! f-puzzles, a pair that carries a kropki dot is exempt, so the rule combines with
//! white dots; the Interactive Sudoku Solver exempts nothing.

use crate::grid::{CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::kinds::kropki::dotted_pairs;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// The non-consecutive rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct NonConsecutive;

impl Kind for NonConsecutive {
    const NAME: &'static str = "non-consecutive";

    fn validate(&self) -> Result<(), Problem> {
        Ok(())
    }

    fn once(&self) -> bool {
        true
    }

    fn cells(&self) -> CellSet {
        CellSet::ALL
    }

    fn violations(&self, grid: &Grid, rules: &Rules) -> Vec<CellSet> {
        let dotted = dotted_pairs(rules);
        shape::orthogonal_pairs()
            .filter(|p| !dotted.contains(p))
            .filter(
                |&(a, b)| match (shape::value(grid, a), shape::value(grid, b)) {
                    (Some(x), Some(y)) => x.abs_diff(y) == 1,
                    _ => false,
                },
            )
            .map(|(a, b)| CellSet::single(a).with(b))
            .collect()
    }
}
