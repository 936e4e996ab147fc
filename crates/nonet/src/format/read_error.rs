//! Why a puzzle of any format could not be read, and on which line.

use std::fmt;

use super::error::{ParseError, ParseErrorKind};
use super::fpuzzles::FpuzzlesError;
use super::iss::IssError;
use super::pencil::PencilMarksError;
use super::record::RecordError;
use super::sudokupad::SudokuPadError;

/// Why a puzzle could not be read, and where: the reader of every format
/// ([`PuzzleReader`](super::PuzzleReader)) reports this.
///
/// Classic puzzles print as before (`line 3: too few cells: found 28, expected 81`); a
/// variant puzzle's error names its format and, inside it, the constraint
/// (`line 4: ISS piece 2 `Cage~50~R1C1~R1C2`: killer cage at r1c1: total 50 cannot be
/// made: ...`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {kind}")]
pub struct ReadError {
    /// 1-based line of the puzzle (its first line, for a block or a JSON object over
    /// several lines).
    pub line: usize,
    /// What is wrong.
    pub kind: ReadErrorKind,
}

/// What is wrong with a puzzle's text, by format.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ReadErrorKind {
    /// A classic line or block.
    Classic(ParseErrorKind),
    /// An Interactive Sudoku Solver string or compact line (boxed: errors are rare, and
    /// a small error keeps every entry of a classic batch small).
    Iss(Box<IssError>),
    /// f-puzzles JSON or an f-puzzles link.
    Fpuzzles(Box<FpuzzlesError>),
    /// One of nonet's own JSON records (an object with a `"puzzle"` key).
    Record(RecordError),
    /// A SudokuPad or Cracking the Cryptic link, or a bare SudokuPad puzzle id (boxed,
    /// as errors are rare).
    SudokuPad(Box<SudokuPadError>),
    /// A pencil-mark grid (a position mid-solve) that starts at `first_line`; a bad
    /// character's line in `error` counts from there.
    PencilMarks {
        first_line: usize,
        error: PencilMarksError,
    },
    /// No puzzle at all where one was expected.
    Empty,
    /// Several puzzles where one was expected.
    NotOne { found: usize },
}

impl fmt::Display for ReadErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadErrorKind::Classic(k) => write!(f, "{k}"),
            ReadErrorKind::Iss(e) if e.piece == 0 => write!(f, "ISS: {e}"),
            ReadErrorKind::Iss(e) => write!(f, "ISS {e}"),
            ReadErrorKind::Fpuzzles(e) => write!(f, "f-puzzles: {e}"),
            ReadErrorKind::SudokuPad(e) => write!(f, "SudokuPad link: {e}"),
            ReadErrorKind::Record(e) => write!(f, "nonet record: {e}"),
            ReadErrorKind::PencilMarks { first_line, error } => match error {
                PencilMarksError::BadCharacter { ch, line, column } => write!(
                    f,
                    "pencil marks: bad character {ch:?} at line {}, column {column}",
                    first_line + line - 1
                ),
                PencilMarksError::CellCount { found } => {
                    write!(f, "pencil marks: {found} cells, expected 81")
                }
                e => write!(f, "pencil marks: {e}"),
            },
            ReadErrorKind::Empty => f.write_str("no puzzle: the text is empty"),
            ReadErrorKind::NotOne { found } => {
                write!(f, "expected one puzzle, found {found}")
            }
        }
    }
}

impl ReadError {
    /// Where the fault is: its 1-based line, and its 1-based column where one character is
    /// at fault (a bad character of a classic puzzle or of a pencil-mark grid, whose line
    /// may be below the grid's first); otherwise the puzzle's line and `None`.
    ///
    /// ```
    /// use nonet::format::PuzzleReader;
    /// let entries = PuzzleReader::read_text("# one\n12x\n");
    /// let error = entries[0].puzzle.as_ref().unwrap_err();
    /// assert_eq!(error.place(), (2, Some(3)));
    /// ```
    pub fn place(&self) -> (usize, Option<usize>) {
        match &self.kind {
            ReadErrorKind::Classic(ParseErrorKind::BadCharacter { column, .. }) => {
                (self.line, Some(*column))
            }
            ReadErrorKind::PencilMarks {
                first_line,
                error: PencilMarksError::BadCharacter { line, column, .. },
            } => (first_line + line - 1, Some(*column)),
            _ => (self.line, None),
        }
    }
}

impl From<ParseError> for ReadError {
    fn from(e: ParseError) -> ReadError {
        ReadError {
            line: e.line,
            kind: ReadErrorKind::Classic(e.kind),
        }
    }
}
