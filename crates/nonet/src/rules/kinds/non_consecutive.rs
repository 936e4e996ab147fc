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
        let unmarked = shape::orthogonal_pairs().filter(|p| !dotted.contains(p));
        shape::broken_pairs(grid, unmarked, |x, y| x.abs_diff(y) == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Constraint;
    use crate::rules::kinds::{KropkiColor, KropkiDot};
    use crate::rules::testing::{broken, broken_with, cell, grid};

    #[test]
    fn consecutive_neighbours_unless_dotted() {
        let n = Constraint::NonConsecutive(NonConsecutive);
        let g = grid(&[("r1c1", 4), ("r1c2", 5)]);
        assert!(broken(n.clone(), &g));
        assert!(!broken(n.clone(), &grid(&[("r1c1", 4), ("r2c2", 5)])));
        assert!(!broken(n.clone(), &grid(&[("r1c1", 4), ("r1c2", 6)])));
        let dot = Constraint::Kropki(KropkiDot {
            cells: [cell("r1c2"), cell("r1c1")],
            color: KropkiColor::White,
        });
        assert!(!broken_with(vec![n, dot], &g));
    }
}
