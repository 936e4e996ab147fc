//! Quadruple: digits printed on the corner of four cells all appear in that 2x2 square;
//! a digit printed twice appears twice (f-puzzles' `quadruple`, the Interactive Sudoku
//! Solver's `Quad`). The other cells of the square are free.

use crate::grid::{Cell, CellSet, Digit, Grid};
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// A quadruple clue.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Quadruple {
    /// The top-left cell of the 2x2 square.
    pub top_left: Cell,
    /// The digits that must appear (1 to 4 of them, a digit at most twice).
    pub digits: Vec<Digit>,
}

impl Quadruple {
    /// The four cells of the square, or `None` when it would leave the grid.
    pub fn square(&self) -> Option<[Cell; 4]> {
        let c = self.top_left;
        Some([
            c,
            shape::offset(c, 0, 1)?,
            shape::offset(c, 1, 0)?,
            shape::offset(c, 1, 1)?,
        ])
    }

    /// How many times `digit` must appear.
    pub fn required(&self, digit: Digit) -> usize {
        self.digits.iter().filter(|&&d| d == digit).count()
    }
}

impl Kind for Quadruple {
    const NAME: &'static str = "quadruple";

    fn locate(&self) -> String {
        format!("at {}", self.top_left)
    }

    fn validate(&self) -> Result<(), Problem> {
        if self.square().is_none() {
            return Err(Problem::NoRoomForSquare(self.top_left));
        }
        if self.digits.is_empty() || self.digits.len() > 4 {
            return Err(Problem::BadDigitCount(self.digits.len()));
        }
        match self.digits.iter().find(|&&d| self.required(d) > 2) {
            Some(&d) => Err(Problem::DigitTooOften(d)),
            None => Ok(()),
        }
    }

    fn cells(&self) -> CellSet {
        self.square()
            .map_or(CellSet::EMPTY, |s| s.into_iter().collect())
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        let Some(square) = self.square() else {
            return Vec::new();
        };
        let empty = square.iter().filter(|c| grid.get(**c).is_none()).count();
        let mut missing = 0;
        for d in Digit::ALL {
            let present = square.iter().filter(|c| grid.get(**c) == Some(d)).count();
            missing += self.required(d).saturating_sub(present);
        }
        if missing > empty {
            vec![square.into_iter().collect()]
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

    fn quad(digits: &[u8]) -> Quadruple {
        Quadruple {
            top_left: cell("r1c1"),
            digits: digits.iter().map(|&d| Digit::new(d).unwrap()).collect(),
        }
    }

    #[test]
    fn required_digits_with_room_left() {
        let q = Constraint::Quadruple(quad(&[1, 2]));
        assert!(!broken(
            q.clone(),
            &grid(&[("r1c1", 1), ("r1c2", 5), ("r2c1", 6)])
        ));
        assert!(broken(
            q.clone(),
            &grid(&[("r1c1", 3), ("r1c2", 5), ("r2c1", 6)])
        ));
        assert!(!broken(q.clone(), &grid(&[("r1c1", 3), ("r1c2", 5)])));
        let twice = Constraint::Quadruple(quad(&[4, 4]));
        assert!(broken(
            twice.clone(),
            &grid(&[("r1c1", 4), ("r2c2", 5), ("r1c2", 6), ("r2c1", 7)])
        ));
        assert!(!broken(twice, &grid(&[("r1c1", 4), ("r2c2", 4)])));
    }

    #[test]
    fn validation() {
        assert_eq!(
            quad(&[1, 1, 1]).validate(),
            Err(Problem::DigitTooOften(Digit::new(1).unwrap()))
        );
        assert_eq!(quad(&[]).validate(), Err(Problem::BadDigitCount(0)));
        let edge = Quadruple {
            top_left: cell("r9c1"),
            ..quad(&[1])
        };
        assert_eq!(edge.validate(), Err(Problem::NoRoomForSquare(cell("r9c1"))));
    }
}
