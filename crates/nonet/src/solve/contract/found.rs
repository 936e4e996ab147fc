//! What a search has found so far, kept as its request asks: one way for every search.

use std::time::Duration;

use super::budget::Budget;
use super::outcome::Outcome;
use super::policy::Policy;
use super::request::{Keep, Request, Sink};
use crate::grid::Grid;

/// The solutions a search has met: how many, the first one when kept, and the sink each
/// goes to under [`Keep::All`].
pub(crate) struct Found<'s> {
    count: usize,
    solution: Option<Grid>,
    sink: Option<Sink<'s>>,
}

impl<'s> Found<'s> {
    /// Nothing found yet; under [`Keep::All`], each solution will go to `sink`.
    pub(crate) fn new(sink: Option<Sink<'s>>) -> Self {
        Found {
            count: 0,
            solution: None,
            sink,
        }
    }

    /// Records one more solution, which `grid` builds only when `req` keeps it. True
    /// when the search must stop: `req.stop_at` solutions found, or the sink said so.
    #[inline]
    pub(crate) fn record(&mut self, req: &Request, grid: impl FnOnce() -> Grid) -> bool {
        self.count += 1;
        match req.keep {
            Keep::Count => {}
            Keep::First => {
                if self.solution.is_none() {
                    self.solution = Some(grid());
                }
            }
            Keep::All => {
                let solution = grid();
                self.solution.get_or_insert(solution);
                if let Some(sink) = self.sink.as_mut()
                    && sink(solution).is_break()
                {
                    return true;
                }
            }
        }
        self.count >= req.stop_at
    }

    /// The outcome of a search that found this and spent `budget`.
    pub(crate) fn outcome<P: Policy>(self, budget: Budget) -> Outcome {
        let (cutoff, counters, start) = budget.spent();
        Outcome {
            count: self.count,
            solution: self.solution,
            cutoff,
            counters,
            elapsed: if P::STATS {
                start.map_or(Duration::ZERO, |t| t.elapsed())
            } else {
                Duration::ZERO
            },
        }
    }
}
