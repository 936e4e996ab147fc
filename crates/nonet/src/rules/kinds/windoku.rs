//! Windoku (hyper Sudoku): four extra 3x3 windows, at rows and columns 2-4 and 6-8,
//! each hold every digit once (the Interactive Sudoku Solver's `Windoku`).

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::group::{Group, GroupLabel};
use crate::rules::kind::Kind;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// The four windoku windows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Windoku;

impl Windoku {
    /// Window `n` (0..4, row-major): the 3x3 square whose top-left cell is r2c2, r2c6,
    /// r6c2 or r6c6.
    pub fn window(n: u8) -> CellSet {
        let (top, left) = (1 + 4 * (n / 2), 1 + 4 * (n % 2));
        (0..9u8)
            .filter_map(|k| Cell::at(top + k / 3, left + k % 3))
            .collect()
    }
}

impl Kind for Windoku {
    const NAME: &'static str = "windoku";

    fn validate(&self) -> Result<(), Problem> {
        Ok(())
    }

    fn once(&self) -> bool {
        true
    }

    fn cells(&self) -> CellSet {
        (0..4).fold(CellSet::EMPTY, |acc, n| acc | Windoku::window(n))
    }

    fn groups(&self, _index: usize) -> Vec<Group> {
        (0..4)
            .map(|n| Group {
                label: GroupLabel::Window(n),
                cells: Windoku::window(n),
            })
            .collect()
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        (0..4)
            .flat_map(|n| shape::repeats(grid, Windoku::window(n)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Constraint;
    use crate::rules::testing::{broken, grid};

    #[test]
    fn windows_and_checker() {
        assert!(Windoku::window(0).contains(crate::rules::testing::cell("r2c2")));
        assert!(Windoku::window(3).contains(crate::rules::testing::cell("r8c8")));
        assert!(!Windoku::window(0).contains(crate::rules::testing::cell("r5c5")));
        let w = Constraint::Windoku(Windoku);
        assert!(broken(w.clone(), &grid(&[("r2c2", 3), ("r4c4", 3)])));
        // r2c2 and r5c5: different windows.
        assert!(!broken(w.clone(), &grid(&[("r2c2", 3), ("r6c6", 3)])));
        assert!(!broken(w, &grid(&[("r1c1", 3), ("r2c2", 4)])));
    }
}
