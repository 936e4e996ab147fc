//! `SaveError`: why a saved game cannot be restored.

use super::game_error::GameError;

/// Why [`Game::from_json`](super::Game::from_json) could not restore a save. Corrupt or
/// newer saves are errors, never panics, and never a half-restored game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SaveError {
    /// The text is not JSON of a save's shape (a truncated file, a wrong field type).
    #[error("not a saved game: {0}")]
    Corrupt(String),
    /// The save was written by a newer (or unknown) format version.
    #[error(
        "saved game format version {found} is not supported (this build reads up to {supported})"
    )]
    UnsupportedVersion { found: u64, supported: u64 },
    /// The save reads as JSON but contradicts itself (a digit over a given, a history
    /// entry that is not a position of this puzzle): `0` says what.
    #[error("saved game is inconsistent: {0}")]
    Inconsistent(String),
    /// The saved puzzle cannot be played (see [`GameError`]).
    #[error("saved puzzle cannot be played: {0}")]
    Puzzle(#[from] GameError),
}
