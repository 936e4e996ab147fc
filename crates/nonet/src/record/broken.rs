//! `Broken`: a rule that a variant puzzle's givens already break, and
//! [`BrokenRules`], the sentence that says so.

use std::fmt;

use crate::grid::Cell;
use crate::rules::{Puzzle, RuleRef};

/// A rule that a variant puzzle's givens already break: the reason it has no solution.
/// (Classic givens that clash are reported as [`crate::grid::Conflict`]s, which also
/// name the digit.)
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Broken {
    /// The rule in words: "killer cage at r1c1", "row 3".
    pub rule: String,
    /// The cells where it breaks, as its checker names them.
    pub cells: Vec<Cell>,
}

impl Broken {
    /// Every rule the givens of `puzzle` break, in the order its checkers report them.
    pub fn of(puzzle: &Puzzle) -> Vec<Broken> {
        puzzle
            .conflicts()
            .into_iter()
            .map(|v| Broken {
                rule: match v.rule {
                    RuleRef::House(label) => label.to_string(),
                    RuleRef::Constraint(i) => puzzle.rules.constraints()[i].describe(),
                },
                cells: v.cells.iter().collect(),
            })
            .collect()
    }
}

/// The sentence every front end gives for givens that break rules, as [`Clash`](crate::grid::Clash) is
/// for clashing classic givens:
/// `givens break a rule: killer cage at r1c1 (r1c1 r1c2); row 3 (r3c1 r3c7)`.
#[derive(Clone, Copy, Debug)]
pub struct BrokenRules<'a>(pub &'a [Broken]);

impl fmt::Display for BrokenRules<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("givens break a rule: ")?;
        for (i, b) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{} (", b.rule)?;
            for (j, cell) in b.cells.iter().enumerate() {
                if j > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{cell}")?;
            }
            f.write_str(")")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::read_puzzle;

    /// Each broken rule is named with its cells, several joined by `; `.
    #[test]
    fn broken_rules_name_each_rule_and_its_cells() {
        let (thermo, ..) = read_puzzle(".Thermo~R1C1~R1C2~R1C3.~R1C1_5.~R1C3_2").unwrap();
        let broken = Broken::of(&thermo);
        assert_eq!(
            BrokenRules(&broken).to_string(),
            "givens break a rule: thermometer from r1c1 (r1c1 r1c2 r1c3)"
        );
        let two = [broken[0].clone(), broken[0].clone()];
        assert_eq!(
            BrokenRules(&two).to_string(),
            "givens break a rule: thermometer from r1c1 (r1c1 r1c2 r1c3); thermometer from r1c1 (r1c1 r1c2 r1c3)"
        );
    }
}
