//! Entropic lines: every three consecutive cells on the line hold one low (1-3), one
//! middle (4-6) and one high (7-9) digit; on a line of two cells, the two are from
//! different sets (f-puzzles' `entropicline`, the Interactive Sudoku Solver's
//! `Entropic`).

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// An entropic line.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct EntropicLine {
    /// Its cells, end to end.
    pub cells: Vec<Cell>,
}

/// The entropy set of a digit: 0 for 1-3, 1 for 4-6, 2 for 7-9.
pub const fn entropy_set(digit: u8) -> u8 {
    (digit - 1) / 3
}

impl EntropicLine {
    /// The pairs of cells whose digits must come from different sets: any two cells at
    /// most two steps apart along the line.
    pub fn pairs(&self) -> Vec<(Cell, Cell)> {
        let c = &self.cells;
        (0..c.len())
            .flat_map(|i| (i + 1..c.len().min(i + 3)).map(move |j| (c[i], c[j])))
            .collect()
    }
}

impl Kind for EntropicLine {
    const NAME: &'static str = "entropic line";

    fn locate(&self) -> String {
        self.cells
            .first()
            .map_or(String::new(), |c| format!("from {c}"))
    }

    fn validate(&self) -> Result<(), Problem> {
        // The rule is about neighbours (every three cells in a row hold a low, a
        // middle and a high digit), so the kinds repeat every three cells: a line may
        // come back to a cell three, six, ... cells later, and at no other distance.
        shape::path(&self.cells, 2, 81)?;
        let c = &self.cells;
        let off_beat = (0..c.len()).find_map(|i| {
            (i + 1..c.len())
                .find(|&j| c[j] == c[i] && (j - i) % 3 != 0)
                .map(|_| c[i])
        });
        match off_beat {
            Some(cell) => Err(Problem::Revisit {
                cell,
                why: "the low, middle and high digits of an entropic line repeat every three \
                      cells, so a cell can come back only a multiple of three cells later",
            }),
            None => Ok(()),
        }
    }

    fn cells(&self) -> CellSet {
        shape::set(&self.cells)
    }

    fn distinct_pairs(&self) -> Vec<(Cell, Cell)> {
        self.pairs()
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        self.pairs()
            .into_iter()
            .filter(
                |&(a, b)| match (shape::value(grid, a), shape::value(grid, b)) {
                    (Some(x), Some(y)) => entropy_set(x) == entropy_set(y),
                    _ => false,
                },
            )
            .map(|(a, b)| CellSet::single(a).with(b))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Constraint;
    use crate::rules::testing::{broken, cells, grid};

    #[test]
    fn low_middle_high_in_every_three() {
        let e = Constraint::Entropic(EntropicLine {
            cells: cells(&["r1c1", "r1c2", "r1c3", "r1c4"]),
        });
        assert!(!broken(
            e.clone(),
            &grid(&[("r1c1", 1), ("r1c2", 5), ("r1c3", 9), ("r1c4", 2)])
        ));
        assert!(broken(e.clone(), &grid(&[("r1c1", 1), ("r1c3", 3)])));
        // Three apart: free.
        assert!(!broken(e, &grid(&[("r1c1", 1), ("r1c4", 3)])));
        assert_eq!((entropy_set(3), entropy_set(4), entropy_set(9)), (0, 1, 2));
    }
}
