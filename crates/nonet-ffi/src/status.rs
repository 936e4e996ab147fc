//! What a call answers besides its result: a [`NonetStatus`] code, and a [`Failure`]
//! (the code with the library's message) built from each library error, so that a C
//! caller can branch on the kind of failure and show the words.

use std::any::Any;

use nonet::format::ReadError;
use nonet::generate::GenerateRequestError;
use nonet::logic::LogicError;
use nonet::play::{ActionError, GameError, SaveError, ShareCodeError};
use nonet::rate::{RateError, UnknownScale, Unrated};
use nonet::record::ClassicOnly;

/// The outcome of a call: `NONET_STATUS_OK`, or the kind of failure (its message is
/// in the call's `out` or `error` string).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NonetStatus {
    /// The call did what it was asked; `out` holds its answer.
    Ok = 0,
    /// A pointer argument that must not be null was null.
    NullArgument = 1,
    /// A string argument is not UTF-8.
    InvalidUtf8 = 2,
    /// The text is not a puzzle nonet reads (the message names the line and place).
    BadPuzzle = 3,
    /// The puzzle has no solution (its givens clash or break its rules, or nothing
    /// completes them) where the call needs one.
    NoSolution = 4,
    /// The puzzle has more than one solution where the call needs exactly one.
    MultipleSolutions = 5,
    /// The call does not take the puzzle's rules (a search or a scale defined on
    /// classic rules only).
    Unsupported = 6,
    /// An argument other than the puzzle is wrong: options, an action, a scale, a cell
    /// name or a saved game that is malformed, of the wrong type or impossible.
    BadArgument = 7,
    /// The game refused the move: a given cannot change, the move changes nothing, or
    /// there is nothing to undo or redo.
    Refused = 8,
    /// The generator found no puzzle for a request it accepted.
    GenerateFailed = 9,
    /// The caller's buffer is too small for the answer.
    BufferTooSmall = 10,
    /// A bug: the engine panicked. The panic was caught at the boundary and its message
    /// is the call's; a game handle that panicked answers this from then on.
    Panic = 11,
}

/// A failed call: its status and the message for the caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Failure {
    pub(crate) status: NonetStatus,
    pub(crate) message: String,
}

impl Failure {
    pub(crate) fn new(status: NonetStatus, message: impl Into<String>) -> Failure {
        Failure {
            status,
            message: message.into(),
        }
    }

    /// A caught panic, with its message when the payload is text.
    pub(crate) fn panic(payload: &(dyn Any + Send)) -> Failure {
        let what = payload
            .downcast_ref::<&str>()
            .copied()
            .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
            .unwrap_or("no message");
        Failure::new(
            NonetStatus::Panic,
            format!("internal error (a bug in nonet, please report it): {what}"),
        )
    }

    /// A JSON argument that serde could not read as `what`: its message says what is
    /// wrong and where.
    pub(crate) fn json(what: &str, e: &serde_json::Error) -> Failure {
        Failure::new(NonetStatus::BadArgument, format!("not {what}: {e}"))
    }
}

/// The failure of a library error, with the error's own message.
fn of(status: NonetStatus, e: &impl ToString) -> Failure {
    Failure::new(status, e.to_string())
}

impl From<ReadError> for Failure {
    fn from(e: ReadError) -> Failure {
        of(NonetStatus::BadPuzzle, &e)
    }
}

impl From<LogicError> for Failure {
    fn from(e: LogicError) -> Failure {
        let status = match e {
            LogicError::MultipleSolutions | LogicError::PositionMultipleSolutions => {
                NonetStatus::MultipleSolutions
            }
            _ => NonetStatus::NoSolution,
        };
        of(status, &e)
    }
}

impl From<RateError> for Failure {
    fn from(e: RateError) -> Failure {
        let status = match e {
            RateError::MultipleSolutions => NonetStatus::MultipleSolutions,
            RateError::ClassicOnly => NonetStatus::Unsupported,
            _ => NonetStatus::NoSolution,
        };
        of(status, &e)
    }
}

impl From<Unrated> for Failure {
    fn from(e: Unrated) -> Failure {
        match e {
            Unrated::Puzzle(e) => e.into(),
            Unrated::Position(e) => e.into(),
            other => of(NonetStatus::Unsupported, &other),
        }
    }
}

impl From<GameError> for Failure {
    fn from(e: GameError) -> Failure {
        let status = match e {
            GameError::MultipleSolutions => NonetStatus::MultipleSolutions,
            _ => NonetStatus::NoSolution,
        };
        of(status, &e)
    }
}

impl From<SaveError> for Failure {
    fn from(e: SaveError) -> Failure {
        of(NonetStatus::BadArgument, &e)
    }
}

impl From<ShareCodeError> for Failure {
    fn from(e: ShareCodeError) -> Failure {
        let status = match &e {
            ShareCodeError::Read(_) => NonetStatus::BadPuzzle,
            ShareCodeError::Generate(_) => NonetStatus::GenerateFailed,
            ShareCodeError::Game(g) => Failure::from(g.clone()).status,
            _ => NonetStatus::BadArgument,
        };
        of(status, &e)
    }
}

impl From<ActionError> for Failure {
    fn from(e: ActionError) -> Failure {
        of(NonetStatus::Refused, &e)
    }
}

impl From<GenerateRequestError> for Failure {
    /// A bad or impossible request is the caller's to change; a seed that gave no
    /// puzzle is the generator's failure.
    fn from(e: GenerateRequestError) -> Failure {
        let status = match e {
            GenerateRequestError::Failed { .. } => NonetStatus::GenerateFailed,
            _ => NonetStatus::BadArgument,
        };
        of(status, &e)
    }
}

impl From<UnknownScale> for Failure {
    fn from(e: UnknownScale) -> Failure {
        of(NonetStatus::BadArgument, &e)
    }
}

impl From<ClassicOnly> for Failure {
    fn from(e: ClassicOnly) -> Failure {
        of(NonetStatus::Unsupported, &e)
    }
}
