//! Given candidates: a cell whose digit is one of a printed set (f-puzzles' "given
//! pencil marks"; in the Interactive Sudoku Solver, a given with several values, as in
//! `R4C4_1_2_4`). A set of one digit is a given and a set of all odd or all even digits
//! an [even/odd cell](super::EvenOdd): readers give those their own forms, and this
//! kind holds every other set.

use crate::grid::{Candidates, Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::rule_set::Rules;

/// A cell restricted to a set of digits.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct GivenCandidates {
    /// The cell.
    pub cell: Cell,
    /// The digits it may hold (as a list of digits in JSON).
    #[serde(with = "digit_list")]
    pub digits: Candidates,
}

impl Kind for GivenCandidates {
    const NAME: &'static str = "given candidates";

    fn locate(&self) -> String {
        format!("at {}", self.cell)
    }

    fn validate(&self) -> Result<(), Problem> {
        if self.digits.is_empty() {
            return Err(Problem::NoDigits);
        }
        Ok(())
    }

    fn cells(&self) -> CellSet {
        CellSet::single(self.cell)
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        match grid.get(self.cell) {
            Some(d) if !self.digits.contains(d) => vec![CellSet::single(self.cell)],
            _ => Vec::new(),
        }
    }
}

/// A set of digits as the list of its digits, smallest first.
mod digit_list {
    use crate::grid::{Candidates, Digit};
    use serde::{Deserialize, Deserializer, Serializer};

    pub(super) fn serialize<S: Serializer>(set: &Candidates, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(set.iter())
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Candidates, D::Error> {
        let digits = Vec::<Digit>::deserialize(d)?;
        Ok(digits.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Digit;
    use crate::rules::Constraint;
    use crate::rules::testing::{broken, cell, grid};

    fn marks(cell_name: &str, digits: &[u8]) -> Constraint {
        Constraint::Candidates(GivenCandidates {
            cell: cell(cell_name),
            digits: digits
                .iter()
                .map(|&d| Digit::new(d).expect("a digit"))
                .collect::<Candidates>(),
        })
    }

    #[test]
    fn a_digit_outside_the_set_breaks_it() {
        let c = marks("r4c4", &[1, 2, 4, 5, 6, 7, 8, 9]);
        assert!(!broken(c.clone(), &grid(&[("r4c4", 8)])));
        assert!(broken(c.clone(), &grid(&[("r4c4", 3)])));
        assert!(!broken(c, &grid(&[("r4c5", 3)])));
    }

    #[test]
    fn an_empty_set_is_invalid_and_json_lists_the_digits() {
        let empty = marks("r1c1", &[]);
        assert!(Rules::new(crate::rules::Layout::Boxes, vec![empty]).is_err());
        let c = marks("r1c1", &[7, 2, 4]);
        let json = serde_json::to_string(&c).expect("serializes");
        assert_eq!(json, r#"{"candidates":{"cell":"r1c1","digits":[2,4,7]}}"#);
        assert_eq!(
            serde_json::from_str::<Constraint>(&json).expect("reads back"),
            c
        );
    }
}
