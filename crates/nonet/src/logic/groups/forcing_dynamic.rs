//! Dynamic Forcing Chains over any topology.
//!
//! **Pattern.** A candidate assumed true and assumed false, each followed through
//! every rule of the topology (see [`forcing`](super::forcing)): when the assumption
//! that it is true reaches a contradiction, the candidate is false; when the
//! assumption that it is false does, the candidate is true; when both reach the same
//! candidate on or off, that holds either way. **Conclusion.** The elimination or
//! placement, one per step, with the chains that prove it. **Order.** Shortest first
//! (see [`forcing_steps`](super::forcing_steps)); candidates from r1c1 and digit 1.

use std::ops::ControlFlow;

use super::forcing::{Consequences, Groups};
use super::forcing_multiple::collect;
use super::forcing_steps::{Found, potential};
use crate::grid::{Cell, Digit};
use crate::logic::registry::Sink;
use crate::logic::{Board, Forcing, ForcingKind, SearchContext, Technique};

/// Sends every Dynamic Forcing Chain on `board`, shortest first; nothing once `ctx`'s
/// deadline has passed.
pub(crate) fn find(board: &Board, ctx: &mut SearchContext, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let (memo, deadline) = ctx.on_memo();
    memo.start(board);
    let mut off = Consequences::default();
    let mut found = Found::default();
    for cell in board.empty_cells() {
        if deadline.expired() {
            return ControlFlow::Continue(());
        }
        for digit in board.candidates(cell) {
            memo.propagate(cell, digit);
            let groups = memo.groups();
            off.propagate(board, groups, potential(cell, digit, false), false);
            let branches = [memo.on(cell, digit), &off];
            both_ways(board, groups, cell, digit, &branches, &mut found);
        }
    }
    found.send(sink)
}

/// The conclusions of `digit` in `cell` assumed on and off (`branches`, propagated):
/// a contradiction proves the other way; otherwise what both force holds.
fn both_ways(
    board: &Board,
    groups: &Groups,
    cell: Cell,
    digit: Digit,
    branches: &[&Consequences; 2],
    found: &mut Found,
) {
    let mut clashed = false;
    for (branch, on) in branches.iter().zip([true, false]) {
        if let Some(c) = branch.contradiction() {
            let chains = branch.contradiction_chains(board, groups, c);
            let conclusion = potential(cell, digit, !on);
            let forcing = Forcing {
                kind: ForcingKind::Contradiction,
                branches: chains,
                group: c.group(groups),
            };
            found.push(Technique::DynamicForcingChain, forcing, conclusion);
            clashed = true;
        }
    }
    if !clashed {
        let source = (Technique::DynamicForcingChain, ForcingKind::Double, None);
        collect(board, groups, branches, source, found);
    }
}
