//! `ShareCodeError`: why a share code gives no game.

use super::game_error::GameError;
use crate::format::ReadError;
use crate::generate::GenerateError;

/// Why [`Game::from_share_code`](super::Game::from_share_code) could not start a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ShareCodeError {
    /// The text is neither a puzzle id nor a puzzle the readers take.
    #[error("not a puzzle id or a puzzle: {0}")]
    Read(#[from] ReadError),
    /// The id reads, but the generator could not make its puzzle again.
    #[error("the puzzle of this id could not be generated: {0}")]
    Generate(#[from] GenerateError),
    /// The puzzle reads but cannot be played.
    #[error(transparent)]
    Game(#[from] GameError),
}
