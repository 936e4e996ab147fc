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
use super::forcing_memo::OnMemo;
use super::forcing_steps::{Found, common_conclusions};
use crate::grid::{Candidates, Cell, Digit, GroupId};
use crate::logic::registry::Sink;
use crate::logic::{Board, Forcing, ForcingKind, SearchContext, Technique};

/// Sends every Cell Forcing Chain on `board`, shortest first; nothing once `ctx`'s
/// deadline has passed.
pub(crate) fn find_cell(
    board: &Board,
    ctx: &mut SearchContext,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let (memo, deadline) = ctx.on_memo();
    memo.start(board);
    let mut found = Found::default();
    for cell in board.empty_cells() {
        if deadline.expired() {
            return ControlFlow::Continue(());
        }
        let digits = board.candidates(cell);
        if digits.len() < 2 {
            continue;
        }
        let assumptions: Vec<(Cell, Digit)> = digits.iter().map(|d| (cell, d)).collect();
        if let Some((groups, branches)) = follow(memo, &assumptions) {
            let source = (Technique::CellForcingChain, ForcingKind::Cell, None);
            collect(board, groups, &branches, source, &mut found);
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
    let (memo, deadline) = ctx.on_memo();
    memo.start(board);
    let mut found = Found::default();
    for g in 0..memo.groups().cells().len() {
        if deadline.expired() {
            return ControlFlow::Continue(());
        }
        let (cells, placed) = (memo.groups().cells()[g], memo.groups().placed(g));
        for digit in Candidates::ALL - placed {
            let places = board.cells_with(digit) & cells;
            if places.len() < 2 {
                continue;
            }
            let assumptions: Vec<(Cell, Digit)> = places.iter().map(|c| (c, digit)).collect();
            if let Some((groups, branches)) = follow(memo, &assumptions) {
                let group = Some(groups.id(g));
                let source = (Technique::RegionForcingChain, ForcingKind::Region, group);
                collect(board, groups, &branches, source, &mut found);
            }
        }
    }
    found.send(sink)
}

/// Propagates each assumption (a digit on in a cell) through `memo`; the full
/// groups and the branches, in order, if at least one did not reach a contradiction
/// (otherwise the board has no solution, and there is nothing to conclude).
pub(crate) fn follow<'m>(
    memo: &'m mut OnMemo,
    assumptions: &[(Cell, Digit)],
) -> Option<(&'m Groups, Vec<&'m Consequences>)> {
    for &(cell, digit) in assumptions {
        memo.propagate(cell, digit);
    }
    let memo: &'m OnMemo = memo;
    let branches: Vec<&Consequences> = assumptions.iter().map(|&(c, d)| memo.on(c, d)).collect();
    branches
        .iter()
        .any(|b| b.contradiction().is_none())
        .then_some((memo.groups(), branches))
}

/// A step for each conclusion all `branches` that reach no contradiction share (one
/// that does was a false assumption: its chains to the contradiction stand in its
/// place), of `source`: its technique, its kind of forcing and the group whose places
/// the branches assume (region chains).
pub(crate) fn collect(
    board: &Board,
    groups: &Groups,
    branches: &[&Consequences],
    source: (Technique, ForcingKind, Option<GroupId>),
    found: &mut Found,
) {
    let (technique, kind, group) = source;
    let live: Vec<&Consequences> = branches
        .iter()
        .copied()
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
