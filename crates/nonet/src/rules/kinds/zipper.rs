//! Zipper lines: digits the same distance from the middle of the line have the same sum;
//! on a line of odd length, that sum is the digit in the middle (f-puzzles'
//! `zipperline`, the Interactive Sudoku Solver's `Zipper`).

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// A zipper line.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct ZipperLine {
    /// Its cells, end to end.
    pub cells: Vec<Cell>,
}

impl ZipperLine {
    /// The pairs of cells the same distance from the middle, outermost first.
    pub fn pairs(&self) -> Vec<(Cell, Cell)> {
        let n = self.cells.len();
        (0..n / 2)
            .map(|i| (self.cells[i], self.cells[n - 1 - i]))
            .collect()
    }

    /// The middle cell of a line of odd length.
    pub fn middle(&self) -> Option<Cell> {
        let n = self.cells.len();
        (n % 2 == 1).then(|| self.cells[n / 2])
    }
}

impl Kind for ZipperLine {
    const NAME: &'static str = "zipper line";

    fn locate(&self) -> String {
        self.cells
            .first()
            .map_or(String::new(), |c| format!("from {c}"))
    }

    fn validate(&self) -> Result<(), Problem> {
        // The rule pairs places along the line: a cell on it twice is in two pairs (or
        // a pair with itself, a digit that is half the sum); but the middle digit is
        // the sum of each pair, so it cannot also be one digit of a pair.
        shape::path(&self.cells, 2, 81)?;
        if let Some(m) = self.middle() {
            if self.pairs().iter().any(|&(a, b)| a == m || b == m) {
                return Err(Problem::Revisit {
                    cell: m,
                    why: "the middle digit of a zipper line is the sum of each pair, so it \
                          cannot be a digit of a pair too",
                });
            }
        }
        Ok(())
    }

    fn cells(&self) -> CellSet {
        shape::set(&self.cells)
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        // Every pair's sum lies between its filled digits plus 1 and plus 9 for an empty
        // one; all pairs (and the middle digit) must be able to agree on one sum.
        let (mut low, mut high) = (2u32, 18u32);
        if let Some(m) = self.middle() {
            (low, high) = (2, 9);
            if let Some(v) = shape::value(grid, m) {
                (low, high) = (u32::from(v), u32::from(v));
            }
        }
        for (a, b) in self.pairs() {
            let range = |c| shape::value(grid, c).map_or((1, 9), |v| (u32::from(v), u32::from(v)));
            let ((la, ha), (lb, hb)) = (range(a), range(b));
            low = low.max(la + lb);
            high = high.min(ha + hb);
        }
        if low > high {
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

    #[test]
    fn odd_and_even_zippers() {
        let odd = Constraint::Zipper(ZipperLine {
            cells: cells(&["r1c1", "r1c2", "r1c3", "r1c4", "r1c5"]),
        });
        assert!(!broken(
            odd.clone(),
            &grid(&[
                ("r1c1", 2),
                ("r1c5", 7),
                ("r1c3", 9),
                ("r1c2", 4),
                ("r1c4", 5)
            ])
        ));
        assert!(broken(
            odd.clone(),
            &grid(&[("r1c1", 2), ("r1c5", 7), ("r1c3", 8)])
        ));
        assert!(broken(odd.clone(), &grid(&[("r1c1", 2), ("r1c5", 8)])));
        assert!(broken(odd.clone(), &grid(&[("r1c3", 3), ("r1c2", 3)])));
        let even = Constraint::Zipper(ZipperLine {
            cells: cells(&["r1c1", "r1c2", "r1c3", "r1c4"]),
        });
        assert!(!broken(
            even.clone(),
            &grid(&[("r1c1", 2), ("r1c4", 9), ("r1c2", 5), ("r1c3", 6)])
        ));
        assert!(broken(
            even,
            &grid(&[("r1c1", 2), ("r1c4", 9), ("r1c2", 5), ("r1c3", 7)])
        ));
    }
}
