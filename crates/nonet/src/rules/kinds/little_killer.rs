//! Little killer: a clue outside the grid gives the sum of the digits along the diagonal
//! it points down; digits may repeat unless another rule forbids it (f-puzzles'
//! `littlekillersum`, the Interactive Sudoku Solver's `LittleKiller`).

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// The direction a little killer clue points, from its first cell into the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DiagonalStep {
    /// One row down, one column right.
    DownRight,
    /// One row down, one column left.
    DownLeft,
    /// One row up, one column right.
    UpRight,
    /// One row up, one column left.
    UpLeft,
}

impl DiagonalStep {
    /// (rows, columns) moved by one step.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            DiagonalStep::DownRight => (1, 1),
            DiagonalStep::DownLeft => (1, -1),
            DiagonalStep::UpRight => (-1, 1),
            DiagonalStep::UpLeft => (-1, -1),
        }
    }
}

/// A little killer clue: the cells from `start` in direction `step` to the edge sum to
/// `total`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct LittleKiller {
    /// The first cell of the diagonal, at the edge next to the clue.
    pub start: Cell,
    /// The direction of the diagonal.
    pub step: DiagonalStep,
    /// The sum of the digits on it.
    pub total: u16,
}

impl LittleKiller {
    /// The cells of the diagonal, from `start` to the far edge.
    pub fn line(&self) -> Vec<Cell> {
        let (dr, dc) = self.step.delta();
        std::iter::successors(Some(self.start), |&c| shape::offset(c, dr, dc)).collect()
    }
}

impl Kind for LittleKiller {
    const NAME: &'static str = "little killer";

    fn locate(&self) -> String {
        format!("from {}", self.start)
    }

    fn validate(&self) -> Result<(), Problem> {
        let (dr, dc) = self.step.delta();
        if shape::offset(self.start, -dr, -dc).is_some() {
            return Err(Problem::NotAtEdge(self.start));
        }
        let n = self.line().len() as u32;
        if !(n..=9 * n).contains(&u32::from(self.total)) {
            return Err(Problem::ImpossibleTotal {
                total: self.total,
                why: "the digits on the diagonal sum to less or more",
            });
        }
        Ok(())
    }

    fn cells(&self) -> CellSet {
        self.line().into_iter().collect()
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        let line = self.line();
        let (sum, empty) = shape::filled_sum(grid, &line);
        let total = u32::from(self.total);
        let empty = empty as u32;
        if sum + empty > total || sum + 9 * empty < total {
            vec![shape::set(&line)]
        } else {
            Vec::new()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Constraint;
    use crate::rules::testing::{broken, cell, grid};

    #[test]
    fn diagonal_sums_with_repeats_allowed() {
        let lk = LittleKiller {
            start: cell("r7c1"),
            step: DiagonalStep::DownRight,
            total: 6,
        };
        assert_eq!(lk.line().len(), 3);
        let c = Constraint::LittleKiller(lk);
        assert!(!broken(
            c.clone(),
            &grid(&[("r7c1", 2), ("r8c2", 2), ("r9c3", 2)])
        ));
        assert!(broken(
            c.clone(),
            &grid(&[("r7c1", 2), ("r8c2", 2), ("r9c3", 3)])
        ));
        assert!(broken(c.clone(), &grid(&[("r7c1", 5), ("r8c2", 1)])));
        assert!(!broken(c, &grid(&[("r7c1", 4), ("r8c2", 1)])));
    }

    #[test]
    fn validation() {
        let inside = LittleKiller {
            start: cell("r5c5"),
            step: DiagonalStep::UpLeft,
            total: 10,
        };
        assert_eq!(inside.validate(), Err(Problem::NotAtEdge(cell("r5c5"))));
        let big = LittleKiller {
            start: cell("r2c1"),
            step: DiagonalStep::UpRight,
            total: 19,
        };
        assert!(matches!(
            big.validate(),
            Err(Problem::ImpossibleTotal { total: 19, .. })
        ));
    }
}
