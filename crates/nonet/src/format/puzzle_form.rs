//! `PuzzleForm`: the one-line forms a puzzle with its rules is written in for other
//! solvers and players, each a writer of its own module behind one name.

use std::fmt;
use std::str::FromStr;

use super::fpuzzles::Metadata;
use super::write_error::WriteError;
use crate::rules::Puzzle;

/// A form other solvers and players open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PuzzleForm {
    /// The Interactive Sudoku Solver's constraint string (`.Cage~15~R1C1~R1C2...`),
    /// which nonet reads back too.
    Iss,
    /// f-puzzles' JSON.
    Fpuzzles,
    /// A link that opens the puzzle in f-puzzles.
    Link,
    /// A link that opens the puzzle in SudokuPad.
    Sudokupad,
}

impl PuzzleForm {
    /// Every form, in the order help lists them.
    pub const ALL: [PuzzleForm; 4] = [
        PuzzleForm::Iss,
        PuzzleForm::Fpuzzles,
        PuzzleForm::Link,
        PuzzleForm::Sudokupad,
    ];

    /// The form's name (`iss`, `fpuzzles`, `link`, `sudokupad`).
    pub const fn name(self) -> &'static str {
        match self {
            PuzzleForm::Iss => "iss",
            PuzzleForm::Fpuzzles => "fpuzzles",
            PuzzleForm::Link => "link",
            PuzzleForm::Sudokupad => "sudokupad",
        }
    }

    /// `puzzle` in this form, on one line; `metadata` (title, author, rules text) goes
    /// where the form has room for it (not in ISS's string).
    ///
    /// ```
    /// use nonet::format::PuzzleForm;
    /// use nonet::rules::Puzzle;
    /// let p = Puzzle::default();
    /// assert!(PuzzleForm::Link.write(&p, &Default::default())?.starts_with("https://"));
    /// # Ok::<(), nonet::format::WriteError>(())
    /// ```
    pub fn write(self, puzzle: &Puzzle, metadata: &Metadata) -> Result<String, WriteError> {
        match self {
            PuzzleForm::Iss => super::iss::write(puzzle),
            PuzzleForm::Fpuzzles => super::fpuzzles::write(puzzle, metadata),
            PuzzleForm::Link => super::fpuzzles::write_link(puzzle, metadata),
            PuzzleForm::Sudokupad => super::sudokupad::write(puzzle, metadata),
        }
    }
}

impl fmt::Display for PuzzleForm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a form.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown form `{0}`: expected iss, fpuzzles, link or sudokupad")]
pub struct UnknownPuzzleForm(pub String);

impl FromStr for PuzzleForm {
    type Err = UnknownPuzzleForm;

    fn from_str(s: &str) -> Result<PuzzleForm, UnknownPuzzleForm> {
        PuzzleForm::ALL
            .into_iter()
            .find(|f| f.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownPuzzleForm(s.to_string()))
    }
}
