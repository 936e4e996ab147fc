//! `ShareCode`: the text that gives another player the same puzzle.

use std::fmt;

use super::game::Game;
use crate::format::{WriteError, share_text};
use crate::generate::PuzzleId;

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
        None => share_text(game.puzzle()).map(ShareCode::Text),
    }
}
