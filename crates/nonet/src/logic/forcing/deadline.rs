//! A cooperative deadline for chaining searches, so that a rating with a time limit
//! stops promptly inside a nested search that would otherwise run for seconds.
//!
//! The caller sets it on its [`SearchContext`](crate::logic::SearchContext); the chaining
//! engine hands it to every nesting depth of a search, and the searches ask
//! [`Deadline::expired`] once per source cell, at every depth: with no deadline that is
//! one branch, with one a clock read. Once the deadline has passed every search returns
//! at its next check, its hints are incomplete, and the engine drops them; the caller asks
//! [`SearchContext::expired`](crate::logic::SearchContext::expired) and reports a timeout
//! instead of a hint. The clock is monotonic, so every check after the first one that
//! finds the deadline passed finds it passed too.

use crate::clock::Instant;

/// The instant after which chaining searches give up, if any.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Deadline(Option<Instant>);

impl Deadline {
    /// No deadline: searches run to the end.
    #[cfg(test)]
    pub(crate) const NONE: Deadline = Deadline(None);

    /// Searches give up after `at` (never if `None`).
    pub(crate) const fn at(at: Option<Instant>) -> Deadline {
        Deadline(at)
    }

    /// Whether the deadline has passed.
    #[inline]
    pub(crate) fn expired(&self) -> bool {
        self.0.is_some_and(|at| Instant::now() >= at)
    }
}
