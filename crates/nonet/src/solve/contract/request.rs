//! What a search is asked to do, and where the solutions it keeps go.

use std::ops::ControlFlow;
use std::time::Duration;

use crate::grid::{Cell, Digit, Grid};

/// What one search is asked to do.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Request {
    /// Stop after this many solutions (at least 1).
    pub(crate) stop_at: usize,
    /// Which solutions to keep.
    pub(crate) keep: Keep,
    /// Give up after this many nodes (only read when the policy has limits).
    pub(crate) node_limit: u64,
    /// Give up after this much time (only read when the policy has limits).
    pub(crate) time_limit: Option<Duration>,
    /// Seed of the random choices.
    pub(crate) seed: u64,
    /// Break ties between equally constrained choice points at random.
    pub(crate) random_mrv: bool,
    /// Try the options of a choice point in random order.
    pub(crate) random_values: bool,
    /// A candidate taken out before the search starts: only solutions where this cell
    /// does not hold this digit count (a given there means no solution at all).
    pub(crate) exclude: Option<(Cell, Digit)>,
}

/// The solutions a search keeps: none (counting only), the first, or every one found,
/// each handed to the [`Sink`] as it is found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Keep {
    Count,
    First,
    All,
}

/// Where a search that keeps every solution ([`Keep::All`]) sends each one as it finds
/// it, so that none is held: a caller can print a million solutions in the memory of
/// one. `Break` stops the search.
pub(crate) type Sink<'s> = &'s mut dyn FnMut(Grid) -> ControlFlow<()>;
