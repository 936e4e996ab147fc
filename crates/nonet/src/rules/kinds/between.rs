//! Between lines: the digits on the line lie strictly between the digits in the circles
//! at its two ends (f-puzzles' `betweenline`, the Interactive Sudoku Solver's `Between`).

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// A between line: its first and last cells are the circles.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct BetweenLine {
    /// Its cells, circle to circle.
    pub cells: Vec<Cell>,
}

impl BetweenLine {
    /// The two circles.
    pub fn ends(&self) -> (Cell, Cell) {
        (self.cells[0], self.cells[self.cells.len() - 1])
    }

    /// The cells between the circles.
    pub fn inner(&self) -> &[Cell] {
        &self.cells[1..self.cells.len() - 1]
    }
}

impl Kind for BetweenLine {
    const NAME: &'static str = "between line";

    fn locate(&self) -> String {
        self.cells
            .first()
            .map_or(String::new(), |c| format!("from {c}"))
    }

    fn validate(&self) -> Result<(), Problem> {
        // Every digit between the circles lies strictly between theirs: a cell passed
        // twice between them says so twice, but a circle cannot also lie between the
        // circles, nor be both of them.
        shape::path(&self.cells, 2, 81)?;
        let (a, b) = self.ends();
        let circle_again = [a, b]
            .into_iter()
            .find(|c| self.inner().contains(c))
            .or((a == b).then_some(a));
        match circle_again {
            Some(cell) => Err(Problem::Revisit {
                cell,
                why: "the digits of a between line lie strictly between its circles' \
                      digits, so a circle cannot be on the line again",
            }),
            None => Ok(()),
        }
    }

    fn cells(&self) -> CellSet {
        shape::set(&self.cells)
    }

    fn distinct_pairs(&self) -> Vec<(Cell, Cell)> {
        // A circle differs from every inner cell, and the circles from each other when
        // there is something between them.
        let (a, b) = self.ends();
        let mut out: Vec<(Cell, Cell)> = self
            .inner()
            .iter()
            .flat_map(|&c| [(a, c), (b, c)])
            .collect();
        if !self.inner().is_empty() {
            out.push((a, b));
        }
        out
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        let (a, b) = self.ends();
        let broken = match (shape::value(grid, a), shape::value(grid, b)) {
            (Some(x), Some(y)) => {
                let (lo, hi) = (x.min(y), x.max(y));
                self.inner()
                    .iter()
                    .filter_map(|&c| shape::value(grid, c))
                    .any(|v| v <= lo || v >= hi)
                    || !self.inner().is_empty() && hi - lo < 2
            }
            // One circle known: an inner digit equal to it is already out of range.
            (Some(x), None) | (None, Some(x)) => self
                .inner()
                .iter()
                .any(|&c| shape::value(grid, c) == Some(x)),
            (None, None) => false,
        };
        if broken {
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
    fn strictly_between_the_circles() {
        let b = Constraint::Between(BetweenLine {
            cells: cells(&["r1c1", "r1c2", "r1c3", "r1c4"]),
        });
        assert!(!broken(
            b.clone(),
            &grid(&[("r1c1", 8), ("r1c2", 3), ("r1c4", 2)])
        ));
        assert!(broken(
            b.clone(),
            &grid(&[("r1c1", 8), ("r1c2", 9), ("r1c4", 2)])
        ));
        assert!(broken(b.clone(), &grid(&[("r1c1", 3), ("r1c4", 4)])));
        assert!(broken(b.clone(), &grid(&[("r1c1", 3), ("r1c3", 3)])));
        assert!(!broken(b, &grid(&[("r1c1", 3), ("r1c3", 7)])));
    }
}
