//! Nishio forcing chains over any topology.
//!
//! **Pattern.** A candidate assumed true, followed through its own digit only (off in
//! its peers; on wherever a full group is left one place for it), reaches a
//! contradiction: a candidate both on and off, or a full group with no place left for
//! the digit. **Elimination.** The assumed candidate. **Order.** Shortest first (see
//! [`forcing_steps`](super::forcing_steps)); the search runs over empty cells from
//! r1c1 and their candidates from 1.
//!
//! Single-digit reasoning, as Sudoku Explainer's Nishio has it: what every other
//! digit would add is the dynamic forcing chains' work.

use std::ops::ControlFlow;

use super::forcing::{Consequences, Groups};
use super::forcing_steps::{Found, potential};
use crate::logic::registry::Sink;
use crate::logic::{Board, Forcing, ForcingKind, SearchContext, Technique};

/// Sends every Nishio forcing chain on `board`, shortest first; nothing once `ctx`'s
/// deadline has passed.
pub(crate) fn find(board: &Board, ctx: &mut SearchContext, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let groups = Groups::of(board);
    let mut branch = Consequences::default();
    let mut found = Found::default();
    for cell in board.empty_cells() {
        if ctx.expired() {
            return ControlFlow::Continue(());
        }
        for digit in board.candidates(cell) {
            let assumption = potential(cell, digit, true);
            if let Some(c) = branch.propagate(board, &groups, assumption, true) {
                let branches = branch.contradiction_chains(board, &groups, c);
                let conclusion = potential(cell, digit, false);
                let forcing = Forcing {
                    kind: ForcingKind::Contradiction,
                    branches,
                    group: c.group(&groups),
                };
                found.push(Technique::NishioForcingChain, forcing, conclusion);
            }
        }
    }
    found.send(sink)
}
