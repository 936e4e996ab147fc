//! Even and odd cells: a shaded square holds an even digit, a circle an odd one
//! (f-puzzles' `even` and `odd`; in the Interactive Sudoku Solver, a given with the
//! candidates `2_4_6_8` or `1_3_5_7_9`).

use crate::grid::{Candidates, Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// Even or odd.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Parity {
    /// 2, 4, 6, 8.
    Even,
    /// 1, 3, 5, 7, 9.
    Odd,
}

impl Parity {
    /// The digits of this parity.
    pub const fn digits(self) -> Candidates {
        match self {
            Parity::Even => Candidates::from_bits(0b010_101_010),
            Parity::Odd => Candidates::from_bits(0b101_010_101),
        }
    }

    /// Whether `digit` has this parity.
    pub const fn allows(self, digit: u8) -> bool {
        match self {
            Parity::Even => digit % 2 == 0,
            Parity::Odd => digit % 2 == 1,
        }
    }
}

/// One cell that must be even or odd.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct EvenOdd {
    /// The cell.
    pub cell: Cell,
    /// Its parity.
    pub parity: Parity,
}

impl Kind for EvenOdd {
    const NAME: &'static str = "even/odd cell";

    fn locate(&self) -> String {
        format!("at {}", self.cell)
    }

    fn validate(&self) -> Result<(), Problem> {
        Ok(())
    }

    fn cells(&self) -> CellSet {
        CellSet::single(self.cell)
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        match shape::value(grid, self.cell) {
            Some(v) if !self.parity.allows(v) => vec![CellSet::single(self.cell)],
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Constraint;
    use crate::rules::testing::{broken, cell, grid};

    #[test]
    fn parity() {
        let even = Constraint::EvenOdd(EvenOdd {
            cell: cell("r3c3"),
            parity: Parity::Even,
        });
        let odd = Constraint::EvenOdd(EvenOdd {
            cell: cell("r3c3"),
            parity: Parity::Odd,
        });
        assert!(!broken(even.clone(), &grid(&[("r3c3", 8)])));
        assert!(broken(even.clone(), &grid(&[("r3c3", 9)])));
        assert!(broken(odd.clone(), &grid(&[("r3c3", 8)])));
        assert!(!broken(odd, &grid(&[])));
        assert!(!broken(even, &grid(&[("r3c4", 9)])));
    }
}
