//! `Broken`: a rule that a variant puzzle's givens already break.

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
