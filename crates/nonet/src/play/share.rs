//! `ShareCode`: the text that gives another player the same puzzle.

use std::fmt;

use super::game::Game;
use crate::format::fpuzzles::{self, Metadata};
use crate::format::{WriteError, iss};
use crate::generate::PuzzleId;
use crate::rules::Puzzle;

/// What a player shares to give someone the same puzzle: the generator's code when the
/// game came from the generator, else the puzzle as text the readers take back
/// ([`format::read_puzzle`](crate::format::read_puzzle)): an 81-character line for a
/// classic puzzle, an Interactive Sudoku Solver string (or, for what that notation cannot
/// say, an f-puzzles link) for a variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareCode {
    /// The generator's puzzle id.
    Id(PuzzleId),
    /// The puzzle's text.
    Text(String),
}

impl fmt::Display for ShareCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareCode::Id(id) => write!(f, "{id}"),
            ShareCode::Text(text) => f.write_str(text),
        }
    }
}

/// The share code of `game`: its id, else its text.
pub(crate) fn share_code(game: &Game) -> Result<ShareCode, WriteError> {
    match game.id() {
        Some(id) => Ok(ShareCode::Id(id)),
        None => puzzle_text(game.puzzle()).map(ShareCode::Text),
    }
}

/// `puzzle` as text the readers take back: its line when classic, else its ISS string
/// or f-puzzles link.
pub(crate) fn puzzle_text(puzzle: &Puzzle) -> Result<String, WriteError> {
    if puzzle.rules.is_classic() {
        return Ok(puzzle.givens.to_string());
    }
    // The ISS string is the shorter, readable form; an f-puzzles link says what it
    // cannot (a corner's one-cell little killer).
    match iss::write(puzzle) {
        Ok(text) => Ok(text),
        Err(_) => fpuzzles::write_link(puzzle, &Metadata::default()),
    }
}
