//! What a search found, and why it stopped early when it did.

use std::time::Duration;

use super::policy::Counters;
use crate::grid::Grid;

/// Why a search stopped before it could conclude.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cutoff {
    Nodes,
    Time,
}

/// What one search found.
#[derive(Clone, Debug)]
pub(crate) struct Outcome {
    /// Solutions found (at most `stop_at`).
    pub(crate) count: usize,
    /// The first solution found, if asked for.
    pub(crate) solution: Option<Grid>,
    /// Set when a limit stopped the search.
    pub(crate) cutoff: Option<Cutoff>,
    /// The counters (zero where the policy does not keep them).
    pub(crate) counters: Counters,
    /// Wall time, when the policy keeps statistics.
    pub(crate) elapsed: Duration,
}
