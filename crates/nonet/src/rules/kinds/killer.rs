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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Constraint;
    use crate::rules::testing::{broken, cells, grid};

    fn cage(total: Option<u16>) -> KillerCage {
        KillerCage {
            cells: cells(&["r1c1", "r1c2", "r2c1"]),
            total,
        }
    }

    #[test]
    fn sums_and_repeats() {
        let c = Constraint::Killer(cage(Some(10)));
        assert!(!broken(
            c.clone(),
            &grid(&[("r1c1", 1), ("r1c2", 2), ("r2c1", 7)])
        ));
        assert!(broken(
            c.clone(),
            &grid(&[("r1c1", 1), ("r1c2", 2), ("r2c1", 6)])
        ));
        // 8 + 9 already exceeds 10 - ... the third cell needs at least 1: 18 > 10.
        assert!(broken(c.clone(), &grid(&[("r1c1", 8), ("r1c2", 9)])));
        // 1 + 2 leaves 7 for the last cell: fine. 1 alone: needs 9 from two cells.
        assert!(!broken(c.clone(), &grid(&[("r1c1", 1)])));
        // 4 + 5 needs a 1: fine; 4 and 6 need 0: broken.
        assert!(!broken(c.clone(), &grid(&[("r1c1", 4), ("r1c2", 5)])));
        assert!(broken(c.clone(), &grid(&[("r1c1", 4), ("r1c2", 6)])));
        let no_total = Constraint::Killer(cage(None));
        assert!(broken(no_total.clone(), &grid(&[("r1c1", 4), ("r1c2", 4)])));
        assert!(!broken(
            no_total,
            &grid(&[("r1c1", 4), ("r1c2", 9), ("r2c1", 8)])
        ));
    }

    #[test]
    fn validation() {
        assert!(cage(Some(6)).validate().is_ok());
        assert!(cage(Some(24)).validate().is_ok());
        assert!(matches!(
            cage(Some(5)).validate(),
            Err(Problem::ImpossibleTotal { total: 5, .. })
        ));
        assert!(matches!(
            cage(Some(25)).validate(),
            Err(Problem::ImpossibleTotal { .. })
        ));
        assert_eq!(distinct_sum_range(9), (45, 45));
        assert_eq!(distinct_sum_range(1), (1, 9));
    }
}
