//! Anti-knight: two cells a chess knight's move apart hold different digits (f-puzzles'
//! `antiknight`, the Interactive Sudoku Solver's `AntiKnight`).

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// The anti-knight rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct AntiKnight;

/// The knight's moves that go forward in cell order (the other four are their mirror).
const FORWARD: [(i8, i8); 4] = [(1, 2), (2, 1), (1, -2), (2, -1)];

/// Every pair of cells a knight's move apart, each once.
pub(crate) fn knight_pairs() -> impl Iterator<Item = (Cell, Cell)> {
    shape::pairs_by_moves(&FORWARD)
}

impl Kind for AntiKnight {
    const NAME: &'static str = "anti-knight";

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
        knight_pairs().collect()
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        shape::broken_pairs(grid, knight_pairs(), |x, y| x == y)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Constraint;
    use crate::rules::testing::{broken, grid};

    #[test]
    fn knight_moves_only() {
        let k = Constraint::AntiKnight(AntiKnight);
        assert!(broken(k.clone(), &grid(&[("r5c5", 6), ("r3c4", 6)])));
        assert!(broken(k.clone(), &grid(&[("r5c5", 6), ("r6c7", 6)])));
        assert!(!broken(k.clone(), &grid(&[("r5c5", 6), ("r6c6", 6)])));
        assert!(!broken(k, &grid(&[("r5c5", 6), ("r3c4", 7)])));
        assert_eq!(knight_pairs().count(), 4 * 8 * 7);
    }
}
