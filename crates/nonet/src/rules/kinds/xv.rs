//! XV: an X between two orthogonal neighbours means their digits sum to 10, a V that they
//! sum to 5 (f-puzzles' `xv`, the Interactive Sudoku Solver's `X` and `V`).
//!
//! The negative rule ([`XvNegative`], f-puzzles' `negative: ["xv"]`, the Interactive
//! Sudoku Solver's `StrictXV`): every pair of neighbours without an X or a V sums to
//! neither 5 nor 10. A pair with either letter is exempt.

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::constraint::Constraint;
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::kinds::kropki::ordered;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// X (sum 10) or V (sum 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum XvLetter {
    /// The digits sum to 10.
    X,
    /// The digits sum to 5.
    V,
}

impl XvLetter {
    /// The sum the letter gives: 10 or 5.
    pub const fn total(self) -> u8 {
        match self {
            XvLetter::X => 10,
            XvLetter::V => 5,
        }
    }
}

/// One X or V between two orthogonally adjacent cells.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Xv {
    /// The two cells, orthogonally adjacent.
    pub cells: [Cell; 2],
    /// X or V.
    pub letter: XvLetter,
}

impl Kind for Xv {
    const NAME: &'static str = "XV sign";

    fn locate(&self) -> String {
        format!("between {} and {}", self.cells[0], self.cells[1])
    }

    fn validate(&self) -> Result<(), Problem> {
        shape::adjacent_pair(self.cells)
    }

    fn cells(&self) -> CellSet {
        shape::set(&self.cells)
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        match (
            shape::value(grid, self.cells[0]),
            shape::value(grid, self.cells[1]),
        ) {
            (Some(a), Some(b)) if a + b != self.letter.total() => vec![shape::set(&self.cells)],
            (Some(a), None) | (None, Some(a)) if a >= self.letter.total() => {
                vec![shape::set(&self.cells)]
            }
            _ => Vec::new(),
        }
    }
}

/// The negative rule of XV: neighbours without a letter sum to neither 5 nor 10.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct XvNegative;

/// The pairs that carry an X or a V in `rules`, smaller cell first.
pub(crate) fn lettered_pairs(rules: &Rules) -> Vec<(Cell, Cell)> {
    rules
        .constraints()
        .iter()
        .filter_map(|c| match c {
            Constraint::Xv(xv) => Some(ordered(xv.cells)),
            _ => None,
        })
        .collect()
}

impl Kind for XvNegative {
    const NAME: &'static str = "XV negative rule";

    fn validate(&self) -> Result<(), Problem> {
        Ok(())
    }

    fn once(&self) -> bool {
        true
    }

    fn cells(&self) -> CellSet {
        CellSet::ALL
    }

    fn violations(&self, grid: &Grid, rules: &Rules) -> Vec<CellSet> {
        let lettered = lettered_pairs(rules);
        let unmarked = shape::orthogonal_pairs().filter(|p| !lettered.contains(p));
        shape::broken_pairs(grid, unmarked, |x, y| x + y == 5 || x + y == 10)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::testing::{broken, broken_with, cell, grid};

    fn sign(letter: XvLetter) -> Constraint {
        Constraint::Xv(Xv {
            cells: [cell("r1c1"), cell("r2c1")],
            letter,
        })
    }

    #[test]
    fn letters_and_negative_rule() {
        assert!(!broken(
            sign(XvLetter::X),
            &grid(&[("r1c1", 3), ("r2c1", 7)])
        ));
        assert!(broken(
            sign(XvLetter::X),
            &grid(&[("r1c1", 3), ("r2c1", 6)])
        ));
        assert!(!broken(
            sign(XvLetter::V),
            &grid(&[("r1c1", 1), ("r2c1", 4)])
        ));
        assert!(broken(sign(XvLetter::V), &grid(&[("r1c1", 5)])));
        let neg = Constraint::XvNegative(XvNegative);
        assert!(broken(neg.clone(), &grid(&[("r5c5", 3), ("r5c6", 7)])));
        assert!(broken(neg.clone(), &grid(&[("r5c5", 3), ("r5c6", 2)])));
        assert!(!broken(neg.clone(), &grid(&[("r5c5", 3), ("r5c6", 8)])));
        let g = grid(&[("r1c1", 3), ("r2c1", 7)]);
        assert!(broken(neg.clone(), &g));
        assert!(!broken_with(vec![neg, sign(XvLetter::X)], &g));
    }
}
