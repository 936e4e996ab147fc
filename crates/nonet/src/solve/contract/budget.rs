//! The node and time limits every search checks the same way, node by node, and what it
//! counts as it goes: one [`Budget`] per search.

use crate::clock::Instant;

use super::outcome::Cutoff;
use super::policy::{Counters, Policy};
use super::request::Request;

/// How often, in nodes, a search with a time limit reads the clock.
pub(crate) const CLOCK_EVERY: u64 = 256;

/// What a search has spent (its counters) against what its request lets it spend (the
/// node limit and the deadline), and which limit, if any, cut it off.
///
/// Under a policy without statistics or limits it counts nothing and never reads the
/// clock: every check below is on a compile-time switch.
pub(crate) struct Budget {
    pub(crate) counters: Counters,
    cutoff: Option<Cutoff>,
    /// When the search started (taken only under a policy with statistics or limits).
    start: Option<Instant>,
    /// When the search must stop (only under a policy with limits and a time limit).
    deadline: Option<Instant>,
}

impl Budget {
    /// The budget of a search that starts now under policy `P`, asked `req`.
    #[inline]
    pub(crate) fn start<P: Policy>(req: &Request) -> Budget {
        let start = (P::STATS || P::LIMITS).then(Instant::now);
        let deadline = if P::LIMITS {
            start
                .zip(req.time_limit)
                .and_then(|(t, d)| t.checked_add(d))
        } else {
            None
        };
        Budget {
            counters: Counters::default(),
            cutoff: None,
            start,
            deadline,
        }
    }

    /// Checks the limits for one more node, then counts it (and, below the root, a
    /// guess): the rule every search follows. True when a limit refuses the node: it is
    /// not counted, so a search cut off by the node limit reports exactly the limit's
    /// nodes. The root is a node too, and the clock is read there before any work.
    #[inline(always)]
    pub(crate) fn enter<P: Policy>(&mut self, req: &Request, depth: u32, root: bool) -> bool {
        if P::LIMITS {
            let next = self.counters.nodes + 1;
            if next > req.node_limit {
                self.cutoff = Some(Cutoff::Nodes);
                return true;
            }
            if (root || next % CLOCK_EVERY == 0)
                && self.deadline.is_some_and(|d| Instant::now() >= d)
            {
                self.cutoff = Some(Cutoff::Time);
                return true;
            }
        }
        if P::STATS && !root {
            self.counters.guesses += 1;
            self.counters.max_depth = self.counters.max_depth.max(depth);
        }
        if P::STATS || P::LIMITS {
            self.counters.nodes += 1;
        }
        false
    }

    /// Counts a contradiction (under a policy with statistics).
    #[inline(always)]
    pub(crate) fn conflict<P: Policy>(&mut self) {
        if P::STATS {
            self.counters.conflicts += 1;
        }
    }

    /// The limit that cut the search off, the counters, and when it started.
    pub(super) fn spent(self) -> (Option<Cutoff>, Counters, Option<Instant>) {
        (self.cutoff, self.counters, self.start)
    }
}
