//! Why a puzzle cannot be written in a variant format: which constraint the format has
//! no notation for.

use std::fmt;

use crate::rules::Constraint;

/// A constraint that a format cannot express, so the puzzle is not written rather than
/// written as a different puzzle.
///
/// Prints as `constraint 3 (thermometer from r1c1) has no Interactive Sudoku Solver
/// notation: a slow thermometer`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct WriteError {
    /// The format: "Interactive Sudoku Solver", "f-puzzles", "ISS killer layout".
    pub format: &'static str,
    /// Position of the constraint in the rules (0-based); `None` for the puzzle as a
    /// whole (its layout, or a compact form's shape).
    pub index: Option<usize>,
    /// The constraint, as [`Constraint::describe`] names it (empty for the puzzle).
    pub what: String,
    /// Why the format cannot say it.
    pub why: &'static str,
}

impl WriteError {
    /// The constraint at `index` of `constraints` has no notation in `format`.
    pub(crate) fn constraint(
        format: &'static str,
        index: usize,
        constraint: &Constraint,
        why: &'static str,
    ) -> WriteError {
        WriteError {
            format,
            index: Some(index),
            what: constraint.describe(),
            why,
        }
    }

    /// The puzzle as a whole does not fit `format`.
    pub(crate) fn puzzle(format: &'static str, why: &'static str) -> WriteError {
        WriteError {
            format,
            index: None,
            what: String::new(),
            why,
        }
    }
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.index {
            Some(i) => write!(
                f,
                "constraint {} ({}) has no {} notation: {}",
                i + 1,
                self.what,
                self.format,
                self.why
            ),
            None => write!(f, "not expressible as {}: {}", self.format, self.why),
        }
    }
}
