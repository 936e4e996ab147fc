//! `GameError`: why a puzzle cannot be played.

use crate::grid::{Clash, Conflict};
use crate::rules::Violation;

/// Why a game cannot start: a game needs a puzzle with exactly one solution, which it
/// finds when it starts.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GameError {
    /// Two givens of a classic puzzle repeat a digit in a house, worded as every
    /// command words it (see [`Clash`]).
    #[error("{}", Clash(.0))]
    GivensClash(Vec<Conflict>),
    /// The givens already break the rules of a variant (a repeated digit in a cage or a
    /// jigsaw region, a broken constraint).
    #[error("the givens break the rules: {}", list(.0))]
    GivensBreakRules(Vec<Violation>),
    /// The puzzle has no solution.
    #[error("the puzzle has no solution")]
    NoSolution,
    /// The puzzle has more than one solution, so a digit cannot be called wrong.
    #[error("the puzzle has more than one solution")]
    MultipleSolutions,
    /// A solution supplied with the puzzle (a generated puzzle's) does not solve it.
    #[error("the solution supplied does not solve the puzzle")]
    WrongSolution,
}

fn list(violations: &[Violation]) -> String {
    violations
        .iter()
        .map(|v| {
            let cells: Vec<String> = v.cells.iter().map(|c| c.to_string()).collect();
            format!("{} at {}", v.rule, cells.join(" "))
        })
        .collect::<Vec<_>>()
        .join("; ")
}
