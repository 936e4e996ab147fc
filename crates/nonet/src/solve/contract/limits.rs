//! The node and time limits every search checks the same way, node by node.

use crate::clock::Instant;

use super::outcome::Cutoff;
use super::policy::{Counters, Policy};
use super::request::Request;

/// How often, in nodes, a search with a time limit reads the clock.
pub(crate) const CLOCK_EVERY: u64 = 256;

/// When a search that started at `start` must stop (only under a policy with limits).
pub(crate) fn deadline<P: Policy>(start: Option<Instant>, req: &Request) -> Option<Instant> {
    if P::LIMITS {
        start
            .zip(req.time_limit)
            .and_then(|(t, d)| t.checked_add(d))
    } else {
        None
    }
}

/// Checks the limits for one more node, then counts it (and, below the root, a guess):
/// the rule every search follows. True when a limit refuses the node: it is not
/// counted, so a search cut off by the node limit reports exactly the limit's nodes.
#[inline(always)]
pub(crate) fn enter_node<P: Policy>(
    counters: &mut Counters,
    cutoff: &mut Option<Cutoff>,
    req: &Request,
    deadline: Option<Instant>,
    depth: u32,
    root: bool,
) -> bool {
    if P::LIMITS {
        let next = counters.nodes + 1;
        if next > req.node_limit {
            *cutoff = Some(Cutoff::Nodes);
            return true;
        }
        if (root || next % CLOCK_EVERY == 0) && deadline.is_some_and(|d| Instant::now() >= d) {
            *cutoff = Some(Cutoff::Time);
            return true;
        }
    }
    if P::STATS && !root {
        counters.guesses += 1;
        counters.max_depth = counters.max_depth.max(depth);
    }
    if P::STATS || P::LIMITS {
        counters.nodes += 1;
    }
    false
}
