//! Cell and Region Forcing Chains over any topology.
//!
//! **Pattern.** Every candidate of an empty cell (Cell Forcing Chain), or every place
//! of a missing digit in a full group (Region Forcing Chain), assumed true in turn,
//! forces the same candidate on or off. One of them is true, so that conclusion holds.
//! **Conclusion.** The placement or elimination, one per step, with each branch's
//! chain from its assumption to it. **Order.** Shortest first (see
//! [`forcing_steps`](super::forcing_steps)); cells from r1c1, full groups in topology
//! order and digits from 1.
//!
//! A branch that reaches a contradiction is a false assumption: the others still
//! cover every possibility, so their common conclusions hold, and the step shows that
//! branch's chains to its contradiction.

use std::ops::ControlFlow;

use super::forcing::{Consequences, Groups};
use super::forcing_steps::{Found, common_conclusions, potential};
use crate::grid::{Candidates, Cell, CellSet, Digit, GroupId};
use crate::logic::registry::Sink;
use crate::logic::{Board, Forcing, ForcingKind, Potential, SearchContext, Technique};

/// Sends every Cell Forcing Chain on `board`, shortest first; nothing once `ctx`'s
/// deadline has passed.
pub(crate) fn find_cell(
    board: &Board,
    ctx: &mut SearchContext,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let groups = Groups::of(board);
    let mut branches = Vec::new();
    let mut found = Found::default();
    for cell in board.empty_cells() {
        if ctx.expired() {
            return ControlFlow::Continue(());
        }
        let digits = board.candidates(cell);
        if digits.len() < 2 {
            continue;
        }
        let assumptions = digits.iter().map(|d| potential(cell, d, true));
        if follow(board, &groups, assumptions, &mut branches) {
            let source = (Technique::CellForcingChain, ForcingKind::Cell, None);
            collect(board, &groups, &branches, source, &mut found);
        }
    }
    found.send(sink)
}

/// Sends every Region Forcing Chain on `board`, shortest first; nothing once `ctx`'s
/// deadline has passed.
pub(crate) fn find_region(
    board: &Board,
    ctx: &mut SearchContext,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let groups = Groups::of(board);
    let mut branches = Vec::new();
    let mut found = Found::default();
    for (g, &cells) in groups.cells().iter().enumerate() {
        if ctx.expired() {
            return ControlFlow::Continue(());
        }
        for digit in Candidates::ALL - groups.placed(g) {
            let places = board.cells_with(digit) & cells;
            if places.len() < 2 {
                continue;
            }
            if follow(board, &groups, on_each(places, digit), &mut branches) {
                let group = Some(groups.id(g));
                let source = (Technique::RegionForcingChain, ForcingKind::Region, group);
                collect(board, &groups, &branches, source, &mut found);
            }
        }
    }
    found.send(sink)
}

/// `digit` assumed on in each of `cells`.
fn on_each(cells: CellSet, digit: Digit) -> impl Iterator<Item = Potential> {
    cells.iter().map(move |c: Cell| potential(c, digit, true))
}

/// Propagates each assumption into `branches` (one per assumption, buffers reused);
/// false when every one reaches a contradiction (the board has no solution).
pub(crate) fn follow(
    board: &Board,
    groups: &Groups,
    assumptions: impl Iterator<Item = Potential>,
    branches: &mut Vec<Consequences>,
) -> bool {
    let mut n = 0;
    let mut live = false;
    for assumption in assumptions {
        if branches.len() == n {
            branches.push(Consequences::default());
        }
        live |= branches[n]
            .propagate(board, groups, assumption, false)
            .is_none();
        n += 1;
    }
    branches.truncate(n);
    live
}

/// A step for each conclusion all `branches` that reach no contradiction share (one
/// that does was a false assumption: its chains to the contradiction stand in its
/// place), of `source`: its technique, its kind of forcing and the group whose places
/// the branches assume (region chains).
pub(crate) fn collect(
    board: &Board,
    groups: &Groups,
    branches: &[Consequences],
    source: (Technique, ForcingKind, Option<GroupId>),
    found: &mut Found,
) {
    let (technique, kind, group) = source;
    let live: Vec<&Consequences> = branches
        .iter()
        .filter(|b| b.contradiction().is_none())
        .collect();
    for conclusion in common_conclusions(board, &live) {
        let branches = branches
            .iter()
            .flat_map(|b| match b.contradiction() {
                Some(c) => b.contradiction_chains(board, groups, c),
                None => vec![b.chain(conclusion)],
            })
            .collect();
        let forcing = Forcing {
            kind,
            branches,
            group,
        };
        found.push(technique, forcing, conclusion);
    }
}
