//! Arrows: the digits along the shaft sum to the number in the circle. A circle of two
//! or three cells (a pill) reads as a number, most significant digit first; digits on a
//! shaft may repeat unless another rule forbids it (f-puzzles' `arrow`, one constraint
//! per line when a circle has several; the Interactive Sudoku Solver's `Arrow` and
//! `PillArrow`, whose pills read left to right, top to bottom).

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// An arrow: a circle of 1 to 3 cells and a shaft of at least one.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Arrow {
    /// The circle's cells, most significant digit first.
    pub circle: Vec<Cell>,
    /// The shaft's cells, from the circle to the tip.
    pub shaft: Vec<Cell>,
}

impl Arrow {
    /// The smallest and largest numbers the circle can show (digits are 1..9, so a
    /// pill of two cells shows 11 to 99).
    pub fn circle_range(&self) -> (u32, u32) {
        let ones = self.circle.iter().fold(0u32, |acc, _| acc * 10 + 1);
        (ones, 9 * ones)
    }
}

impl Kind for Arrow {
    const NAME: &'static str = "arrow";

    fn locate(&self) -> String {
        self.circle
            .first()
            .map_or(String::new(), |c| format!("at {c}"))
    }

    fn validate(&self) -> Result<(), Problem> {
        shape::line(&self.circle, 1, 3)?;
        // The shaft's digits are summed along it: a shaft that passes a cell twice adds
        // its digit twice, as the Interactive Sudoku Solver reads it.
        shape::path(&self.shaft, 1, 81)?;
        if let Some(&c) = self.shaft.iter().find(|c| self.circle.contains(c)) {
            return Err(Problem::SharedCell(c));
        }
        let (lo, hi) = self.circle_range();
        let n = self.shaft.len() as u32;
        if n > hi {
            return Err(Problem::TooManyCells {
                max: hi as usize,
                found: n as usize,
            });
        }
        if 9 * n < lo {
            return Err(Problem::TooFewCells {
                min: lo.div_ceil(9) as usize,
                found: n as usize,
            });
        }
        Ok(())
    }

    fn cells(&self) -> CellSet {
        shape::set(&self.circle) | shape::set(&self.shaft)
    }

    fn distinct_pairs(&self) -> Vec<(Cell, Cell)> {
        // With two shaft cells or more, each is smaller than a one-cell circle.
        if self.circle.len() == 1 && self.shaft.len() >= 2 {
            self.shaft.iter().map(|&s| (self.circle[0], s)).collect()
        } else {
            Vec::new()
        }
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        // The circle's number lies between its digits with empty cells read as 1 and
        // as 9.
        let (mut low, mut high) = (0u32, 0u32);
        for &c in &self.circle {
            let (l, h) = match shape::value(grid, c) {
                Some(v) => (u32::from(v), u32::from(v)),
                None => (1, 9),
            };
            low = low * 10 + l;
            high = high * 10 + h;
        }
        let (sum, empty) = shape::filled_sum(grid, &self.shaft);
        let empty = empty as u32;
        if sum + empty > high || sum + 9 * empty < low {
            vec![Kind::cells(self)]
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
    fn circles_and_pills() {
        let a = Constraint::Arrow(Arrow {
            circle: cells(&["r1c1"]),
            shaft: cells(&["r1c2", "r1c3"]),
        });
        assert!(!broken(
            a.clone(),
            &grid(&[("r1c1", 9), ("r1c2", 4), ("r1c3", 5)])
        ));
        assert!(broken(
            a.clone(),
            &grid(&[("r1c1", 8), ("r1c2", 4), ("r1c3", 5)])
        ));
        assert!(broken(a.clone(), &grid(&[("r1c2", 4), ("r1c3", 6)])));
        assert!(broken(a.clone(), &grid(&[("r1c1", 3), ("r1c2", 3)])));
        assert!(!broken(a, &grid(&[("r1c1", 3), ("r1c2", 2)])));
        let pill = Constraint::Arrow(Arrow {
            circle: cells(&["r5c1", "r5c2"]),
            shaft: cells(&["r6c1", "r7c1", "r8c1"]),
        });
        assert!(!broken(
            pill.clone(),
            &grid(&[
                ("r5c1", 1),
                ("r5c2", 8),
                ("r6c1", 9),
                ("r7c1", 4),
                ("r8c1", 5)
            ])
        ));
        assert!(broken(
            pill.clone(),
            &grid(&[
                ("r5c1", 2),
                ("r5c2", 8),
                ("r6c1", 9),
                ("r7c1", 4),
                ("r8c1", 5)
            ])
        ));
        assert!(broken(pill, &grid(&[("r5c1", 3)])));
    }

    #[test]
    fn validation() {
        let long = Arrow {
            circle: cells(&["r1c1"]),
            shaft: crate::grid::Cell::all().skip(9).take(10).collect(),
        };
        assert_eq!(
            long.validate(),
            Err(Problem::TooManyCells { max: 9, found: 10 })
        );
        let shared = Arrow {
            circle: cells(&["r1c1"]),
            shaft: cells(&["r1c2", "r1c1"]),
        };
        assert!(shared.validate().is_err());
        let short = Arrow {
            circle: cells(&["r1c1", "r1c2", "r1c3"]),
            shaft: cells(&["r2c1"]),
        };
        assert_eq!(
            short.validate(),
            Err(Problem::TooFewCells { min: 13, found: 1 })
        );
    }
}
