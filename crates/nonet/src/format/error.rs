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
    /// More than 81 cells in a row: the 82nd cell follows the 81st with no separator
    /// between them (most likely a shifted puzzle).
    TooManyCells { found: usize },
    /// A character that is neither a digit, an empty-cell mark nor a separator (or, right
    /// after the 81st cell, a character that is not a separator).
    BadCharacter { ch: char, column: usize },
    /// A line longer than [`MAX_LINE_CHARS`](super::MAX_LINE_CHARS): refused whole,
    /// without being read into memory.
    LineTooLong { chars: usize },
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
            ParseErrorKind::LineTooLong { chars } => write!(
                f,
                "line too long: {} characters, more than the {} a line may hold",
                Thousands(chars),
                Thousands(super::MAX_LINE_CHARS)
            ),
        }
    }
}

/// A count with thousands separators: `10,000,000`.
struct Thousands(usize);

impl fmt::Display for Thousands {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digits = self.0.to_string();
        for (i, d) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i) % 3 == 0 {
                f.write_str(",")?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn too_long_counts_read_with_separators() {
        assert_eq!(
            ParseErrorKind::LineTooLong { chars: 10_000_000 }.to_string(),
            "line too long: 10,000,000 characters, more than the 1,000,000 a line may hold"
        );
        assert_eq!(Thousands(999).to_string(), "999");
        assert_eq!(Thousands(1000).to_string(), "1,000");
        assert_eq!(Thousands(0).to_string(), "0");
    }
}
