//! Why a SudokuPad link gives no puzzle: a link only SudokuPad's server can resolve, a
//! form nonet does not read, a broken payload, or a drawn element whose rule cannot be
//! told.

use std::fmt;

use crate::format::fpuzzles::FpuzzlesError;
use crate::format::lz_string::LzError;

/// Why a SudokuPad link (or its bare puzzle id) could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SudokuPadError {
    /// A short id (`https://sudokupad.app/wsj7iunsg6`, or an f-puzzles "tiny id"
    /// `fpuzzlesyhkyz63b`): the puzzle is on SudokuPad's server, and nonet does not use
    /// the network.
    #[error(
        "this is a SudokuPad short link (id `{id}`): only SudokuPad's server knows the puzzle \
         behind it, and nonet does not use the network; open it in SudokuPad and give nonet \
         the puzzle's long link (with `scl`, `ctc` or `fpuzzles` after the host) or its \
         f-puzzles link instead"
    )]
    ShortLink {
        /// The id as the link gives it.
        id: String,
    },
    /// A link with no puzzle id at all (`https://sudokupad.app/`).
    #[error("a SudokuPad link without a puzzle id")]
    NoId,
    /// A form of SudokuPad's that nonet does not read (`scf`, `classic`: compact classic
    /// grids).
    #[error(
        "SudokuPad's compact classic form `{form}`: nonet does not read it; give the puzzle as an 81-character line"
    )]
    Unsupported {
        /// The prefix of the form.
        form: &'static str,
    },
    /// The payload after the prefix does not decode.
    #[error("{form} payload: {error}{}", slash_hint(*.slashes))]
    Lz {
        /// `scl`, `ctc` or `fpuzzles`.
        form: &'static str,
        /// Where and how the lz-string fails.
        error: LzError,
        /// Whether the payload has a `/`, which some software shortens from `//`.
        slashes: bool,
    },
    /// The payload decodes to text that is neither JSON nor SudokuPad's zipped JSON.
    #[error(
        "{form} payload: the decoded text is not SudokuPad's puzzle JSON: at character {position}: {reason}"
    )]
    Zip {
        /// `scl`, `ctc` or `fpuzzles`.
        form: &'static str,
        /// 1-based character of the decoded text.
        position: usize,
        /// What is wrong there.
        reason: String,
    },
    /// An `fpuzzles` payload that reads as f-puzzles JSON and not as a puzzle.
    #[error("f-puzzles payload: {0}")]
    Fpuzzles(Box<FpuzzlesError>),
    /// An id without a known prefix, too long to be a short id, that is no lz-string
    /// payload of f-puzzles JSON either.
    #[error(
        "a SudokuPad link whose id (`{cut}`) starts with none of `scl`, `ctc`, `fpuzzles`, \
         `fpuz` and is no short id: nonet cannot tell what it holds"
    )]
    UnknownId {
        /// The id's first 40 characters.
        cut: String,
    },
    /// A drawn element (or a puzzle-wide setting) whose rule nonet cannot tell or does
    /// not have: named, never dropped.
    #[error("{element}: {why}")]
    Element {
        /// The element, as the payload names it and where it is drawn:
        /// `lines[3] (a #FF0000 line through r1c1, r1c2)`.
        element: String,
        /// Why it is refused.
        why: String,
    },
}

fn slash_hint(slashes: bool) -> &'static str {
    if slashes {
        " (a `//` in the link may have been shortened to `/` on its way; nonet tried doubling each `/`)"
    } else {
        ""
    }
}

impl SudokuPadError {
    /// An element refused, with its name and why.
    pub(crate) fn element(element: impl fmt::Display, why: impl Into<String>) -> SudokuPadError {
        SudokuPadError::Element {
            element: element.to_string(),
            why: why.into(),
        }
    }
}
