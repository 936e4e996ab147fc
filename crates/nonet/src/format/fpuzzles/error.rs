//! Why f-puzzles JSON could not be read: which key, which entry of it, a cut of its
//! text, and what is wrong.

use std::fmt;

use crate::format::lz_string::LzError;
use crate::grid::Cell;
use crate::rules::RulesError;

/// Why an f-puzzles puzzle could not be read.
///
/// Prints as `"killercage" entry 2 {"cells":["R1C1","R10C1"],"value":"3"}: `R10C1` is
/// not a cell of the grid (R1C1 .. R9C9)`, or `"clone" [{"cells":["R1C1"],...: unknown
/// f-puzzles constraint: nonet does not read it`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct FpuzzlesError {
    /// The JSON key the problem is under (`None` for the text as a whole).
    pub key: Option<String>,
    /// Where under the key: an entry of its list, or a cell of the grid.
    pub place: Option<Place>,
    /// A cut of the offending JSON (its first 60 characters).
    pub text: String,
    /// What is wrong.
    pub kind: FpuzzlesErrorKind,
}

/// Where under a key a problem is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// The entry at this index (0-based) of the key's list.
    Entry(usize),
    /// A cell of the grid.
    Cell(Cell),
}

/// What is wrong with f-puzzles input.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum FpuzzlesErrorKind {
    /// The text is not JSON (serde_json's message, with line and column).
    Json(String),
    /// An object that gives one key twice (serde_json's message, with the key, line and
    /// column): which of the two was meant cannot be told.
    RepeatedKey(String),
    /// The JSON is not an object.
    NotAnObject,
    /// An f-puzzles link whose payload is broken.
    Lz(LzError),
    /// A link with no `load=` payload.
    NoPayload,
    /// A key nonet does not know, carrying something.
    UnknownKey,
    /// A constraint or feature nonet knows and cannot represent.
    Unsupported(&'static str),
    /// A value of the wrong shape: what was expected.
    Shape(&'static str),
    /// A cell name that is not `R1C1` .. `R9C9` (outside the grid), or not beside the
    /// grid for a clue outside it.
    BadCell(String),
    /// A number that does not read.
    BadNumber(String),
    /// The constraint reads but is not valid (a total that cannot be made, a revisited
    /// cell, an empty line).
    Invalid(Box<RulesError>),
}

impl fmt::Display for FpuzzlesErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FpuzzlesErrorKind::Json(e) => write!(f, "not valid JSON: {e}"),
            FpuzzlesErrorKind::RepeatedKey(e) => f.write_str(e),
            FpuzzlesErrorKind::NotAnObject => f.write_str("f-puzzles JSON is an object `{...}`"),
            FpuzzlesErrorKind::Lz(e) => write!(f, "{e}"),
            FpuzzlesErrorKind::NoPayload => f.write_str(
                "an f-puzzles link without a `load=` payload (short `?id=` links need the site)",
            ),
            FpuzzlesErrorKind::UnknownKey => {
                f.write_str("unknown f-puzzles constraint: nonet does not read it")
            }
            FpuzzlesErrorKind::Unsupported(what) => write!(f, "not supported: {what}"),
            FpuzzlesErrorKind::Shape(what) => write!(f, "expected {what}"),
            FpuzzlesErrorKind::BadCell(text) => {
                write!(f, "`{text}` is not a cell of the grid (R1C1 .. R9C9)")
            }
            FpuzzlesErrorKind::BadNumber(text) => write!(f, "`{text}` is not a valid number"),
            FpuzzlesErrorKind::Invalid(e) => write!(f, "{}: {}", e.what, e.problem),
        }
    }
}

impl fmt::Display for FpuzzlesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(key) = &self.key {
            write!(f, "\"{key}\"")?;
            match self.place {
                Some(Place::Entry(i)) => write!(f, " entry {}", i + 1)?,
                Some(Place::Cell(c)) => write!(f, " {c}")?,
                None => {}
            }
            if !self.text.is_empty() {
                write!(f, " {}", self.text)?;
            }
            f.write_str(": ")?;
        }
        write!(f, "{}", self.kind)
    }
}

impl FpuzzlesError {
    /// An error about the text as a whole.
    pub(crate) fn whole(kind: FpuzzlesErrorKind) -> FpuzzlesError {
        FpuzzlesError {
            key: None,
            place: None,
            text: String::new(),
            kind,
        }
    }
}
