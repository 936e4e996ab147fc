//! `share_text`: a puzzle as the shortest text the readers take back, for a link or a
//! paste that gives another player the same puzzle.

use super::WriteError;
use super::fpuzzles::{self, Metadata};
use super::iss;
use crate::rules::Puzzle;

/// `puzzle` as text [`read_puzzle`](super::read_puzzle) reads back: an 81-character line
/// for a classic puzzle, an Interactive Sudoku Solver string for a variant (the
/// shorter, readable form), or an f-puzzles link for what that notation cannot say (a
/// corner's one-cell little killer); an error when neither can say it (two sets of
/// given candidates on one cell).
pub fn share_text(puzzle: &Puzzle) -> Result<String, WriteError> {
    if puzzle.rules.is_classic() {
        return Ok(puzzle.givens.to_string());
    }
    match iss::write(puzzle) {
        Ok(text) => Ok(text),
        Err(_) => fpuzzles::write_link(puzzle, &Metadata::default()),
    }
}
