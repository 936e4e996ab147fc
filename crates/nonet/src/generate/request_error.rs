//! Why a [`GenerateRequest`](super::GenerateRequest) gave no puzzle, in the words every
//! front end shows.

use super::error::GenerateError;
use super::id::IdError;
use super::request::RequestError;

/// Why a generation request gave no puzzle: a field that names nothing, an id this
/// build cannot regenerate, a target no puzzle meets (said before any work), too many
/// seeds, or the generator's failure on one seed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GenerateRequestError {
    /// A field names no scheme, level, symmetry or givens range.
    #[error(transparent)]
    Request(#[from] RequestError),
    /// A puzzle id that this build cannot regenerate.
    #[error(transparent)]
    Id(#[from] IdError),
    /// The target can be met by no puzzle (found before any work).
    #[error("impossible request: {0}")]
    Impossible(GenerateError),
    /// `count` puzzles from seed `first` would pass the largest seed.
    #[error(
        "impossible request: puzzle n has seed {first} + n - 1, and {count} puzzles would go past the largest seed, {}",
        u64::MAX
    )]
    PastLastSeed { first: u64, count: u64 },
    /// The generator found no puzzle for `seed`; the message is the generator's (a
    /// caller that makes several says which seed).
    #[error("{error}")]
    Failed { seed: u64, error: GenerateError },
}
