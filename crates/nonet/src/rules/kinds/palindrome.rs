//! Palindromes: the line reads the same from either end (f-puzzles' `palindrome`, the
//! Interactive Sudoku Solver's `Palindrome`).

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// A palindrome line.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Palindrome {
    /// Its cells, end to end.
    pub cells: Vec<Cell>,
}

impl Palindrome {
    /// The pairs of cells that hold the same digit, outermost first.
    pub fn mirrored_pairs(&self) -> impl Iterator<Item = (Cell, Cell)> + '_ {
        let n = self.cells.len();
        (0..n / 2).map(move |i| (self.cells[i], self.cells[n - 1 - i]))
    }
}

impl Kind for Palindrome {
    const NAME: &'static str = "palindrome";

    fn locate(&self) -> String {
        self.cells
            .first()
            .map_or(String::new(), |c| format!("from {c}"))
    }

    fn validate(&self) -> Result<(), Problem> {
        // The rule pairs places along the line: a cell on it twice is in two pairs.
        shape::path(&self.cells, 2, 81)
    }

    fn cells(&self) -> CellSet {
        shape::set(&self.cells)
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        self.mirrored_pairs()
            .filter(|&(a, b)| match (grid.get(a), grid.get(b)) {
                (Some(x), Some(y)) => x != y,
                _ => false,
            })
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
    fn mirrored_digits() {
        let p = Constraint::Palindrome(Palindrome {
            cells: cells(&["r1c1", "r2c2", "r3c3", "r4c4"]),
        });
        assert!(!broken(
            p.clone(),
            &grid(&[("r1c1", 3), ("r4c4", 3), ("r2c2", 5)])
        ));
        assert!(broken(p.clone(), &grid(&[("r2c2", 3), ("r3c3", 4)])));
        assert!(!broken(p, &grid(&[("r1c1", 3), ("r2c2", 4)])));
    }
}
