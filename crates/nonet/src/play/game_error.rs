//! `GameError`: why a puzzle cannot be played.

use crate::rules::Violation;

/// Why a game cannot start: a game needs a puzzle with exactly one solution, which it
/// finds when it starts.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GameError {
    /// The givens already break the rules (a repeated digit, a broken constraint).
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
