//! Anti-king: two cells a chess king's move apart hold different digits (f-puzzles'
//! `antiking`, the Interactive Sudoku Solver's `AntiKing`). Orthogonal neighbours share
//! a row or column anyway, so the rule adds the diagonal neighbours.

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// The anti-king rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct AntiKing;

/// Every pair of diagonally touching cells, each once.
pub(crate) fn king_pairs() -> impl Iterator<Item = (Cell, Cell)> {
    shape::pairs_by_moves(&[(1, 1), (1, -1)])
}

impl Kind for AntiKing {
    const NAME: &'static str = "anti-king";

    fn validate(&self) -> Result<(), Problem> {
        Ok(())
    }

    fn once(&self) -> bool {
        true
    }

    fn cells(&self) -> CellSet {
        CellSet::ALL
    }

    fn distinct_pairs(&self) -> Vec<(Cell, Cell)> {
        king_pairs().collect()
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        shape::broken_pairs(grid, king_pairs(), |x, y| x == y)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Constraint;
    use crate::rules::testing::{broken, grid};

    #[test]
    fn diagonal_neighbours_only() {
        let k = Constraint::AntiKing(AntiKing);
        assert!(broken(k.clone(), &grid(&[("r5c5", 6), ("r4c4", 6)])));
        assert!(broken(k.clone(), &grid(&[("r5c5", 6), ("r6c4", 6)])));
        assert!(!broken(k.clone(), &grid(&[("r5c5", 6), ("r7c7", 6)])));
        assert!(!broken(k, &grid(&[("r5c5", 6), ("r4c4", 5)])));
        assert_eq!(king_pairs().count(), 2 * 8 * 8);
    }
}
