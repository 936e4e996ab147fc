//! Parse errors: what is wrong with a puzzle, and on which line.

use std::fmt;

/// Why a puzzle could not be read, and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {kind}")]
pub struct ParseError {
    /// 1-based line number of the puzzle (its first row, for a block).
    pub line: usize,
    /// What is wrong.
    pub kind: ParseErrorKind,
}

/// What is wrong with a puzzle's text.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// Fewer than 81 cells before the end of the line (or of the block).
    TooFewCells { found: usize },
    /// More than 81 cells in a row with no separator after the 81st.
    TooManyCells { found: usize },
    /// A character that is neither a digit, an empty-cell mark nor a separator.
    BadCharacter { ch: char, column: usize },
    /// A row of a 9-row block without exactly 9 cells.
    BadRow { found: usize },
    /// A block that ended before its ninth row.
    ShortBlock { rows: usize },
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ParseErrorKind::TooFewCells { found } => {
                write!(f, "too few cells: found {found}, expected 81")
            }
            ParseErrorKind::TooManyCells { found } => {
                write!(f, "too many cells: found {found}, expected 81")
            }
            ParseErrorKind::BadCharacter { ch, column } => {
                write!(f, "bad character {ch:?} at column {column}")
            }
            ParseErrorKind::BadRow { found } => {
                write!(f, "a grid row must have 9 cells, found {found}")
            }
            ParseErrorKind::ShortBlock { rows } => {
                write!(f, "incomplete grid: {rows} rows, expected 9")
            }
        }
    }
}
