//! Killer cages: the digits in a cage do not repeat and, when the cage has a total,
//! sum to it (f-puzzles' `killercage`, whose total is optional and whose digits may not
//! repeat by default; the Interactive Sudoku Solver's `Cage`, where a total of 0 or none
//! means no total).

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::group::Group;
use crate::rules::kind::{Kind, own_group};
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// A killer cage of 1 to 9 cells.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct KillerCage {
    /// Its cells, in any order.
    pub cells: Vec<Cell>,
    /// The sum of its digits, if the cage shows one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total: Option<u16>,
}

/// The smallest and largest sums of `n` distinct digits (n <= 9).
pub(crate) const fn distinct_sum_range(n: usize) -> (u32, u32) {
    let n = n as u32;
    (n * (n + 1) / 2, 45 - (9 - n) * (10 - n) / 2)
}

impl Kind for KillerCage {
    const NAME: &'static str = "killer cage";

    fn locate(&self) -> String {
        self.cells
            .first()
            .map_or(String::new(), |c| format!("at {c}"))
    }

    fn validate(&self) -> Result<(), Problem> {
        shape::line(&self.cells, 1, 9)?;
        if let Some(total) = self.total {
            let (lo, hi) = distinct_sum_range(self.cells.len());
            if !(lo..=hi).contains(&u32::from(total)) {
                return Err(Problem::ImpossibleTotal {
                    total,
                    why: "distinct digits in these cells sum to less or more",
                });
            }
        }
        Ok(())
    }

    fn cells(&self) -> CellSet {
        shape::set(&self.cells)
    }

    fn groups(&self, index: usize) -> Vec<Group> {
        vec![own_group(index, shape::set(&self.cells))]
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        let repeats = shape::repeats(grid, self.cells.iter().copied());
        if !repeats.is_empty() {
            return repeats;
        }
        let Some(total) = self.total else {
            return Vec::new();
        };
        // The empty cells take distinct digits the filled ones do not use.
        let (sum, empty) = shape::filled_sum(grid, &self.cells);
        let used: Vec<u8> = self
            .cells
            .iter()
            .filter_map(|&c| shape::value(grid, c))
            .collect();
        let unused: Vec<u32> = (1..=9u8)
            .filter(|d| !used.contains(d))
            .map(u32::from)
            .collect();
        let low: u32 = unused.iter().take(empty).sum();
        let high: u32 = unused.iter().rev().take(empty).sum();
        let total = u32::from(total);
        if sum + low > total || sum + high < total {
            vec![shape::set(&self.cells)]
        } else {
            Vec::new()
        }
    }
}
