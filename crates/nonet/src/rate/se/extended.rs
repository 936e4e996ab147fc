//! Sudoku Explainer's scale extended to the constraint kinds Sudoku Explainer has not
//! got (killer cages, thermometers, arrows, lines, dots and the rest).
//!
//! Every constraint technique has a value on SE's scale, chosen beside SE's own values
//! (the registry's SE column, tabled with the reason for each in the README). The
//! extended rating runs SukakuExplainer's loop (its singles over the rules' houses, then
//! its producers over the rules' groups and peers) with each constraint technique asked
//! among SE's producers at its value ([`EXTENDED_ORDER`]): the first hint of the first
//! producer or technique that has one is applied, and ER, EP and ED are read as SE
//! reads them. So a killer that needs only cage combinations and singles rates at most
//! the cage's 2.0, one that needs a pointing after them 2.6, and one that needs a
//! forcing chain the chain's SE rating. A grid that neither finishes rates 20.0, as in
//! SE. Uniqueness techniques stay off, as everywhere on variants. These numbers are
//! nonet's own, not SukakuExplainer's: they are what SE's scale would say if SE had the
//! constraint techniques at these values.

use super::Next;
use super::non_consecutive::NonConsecutive;
use super::se_houses::{SeHouses, first_naked_single};
use crate::logic::se_order::{EXTENDED_ORDER, Extended, first_hint};
use crate::logic::{Board, SearchContext, Step, Technique};
use std::ops::ControlFlow;

/// The next hint on a variant board: the first single over `houses`, else the first
/// hint of the first producer (and, with `constraints`, constraint technique) of the
/// extended order that has one. Without `constraints` this is SukakuExplainer's own
/// order on the variants it rates: its producers after the singles, in SE's order,
/// with its non-consecutive producers after the naked single where `nc` is given.
pub(super) fn next(
    board: &Board,
    houses: &SeHouses,
    ctx: &mut SearchContext,
    constraints: bool,
    nc: Option<NonConsecutive>,
) -> Next {
    if let Some((cell, d, rating)) = houses.first_single(board) {
        return Next::Place(cell, d, rating);
    }
    for entry in EXTENDED_ORDER.iter() {
        match *entry {
            Extended::Producer(p) if p.techniques().eq([Technique::NakedSingle]) => {
                if let Some((cell, d, rating)) = first_naked_single(board) {
                    return Next::Place(cell, d, rating);
                }
                // SukakuExplainer's non-consecutive producers come right after it.
                if let Some(step) = nc.and_then(|nc| nc.first_hint(board)) {
                    return Next::Step(step);
                }
            }
            Extended::Producer(p) => {
                if let Some(step) = first_hint(board, ctx, std::slice::from_ref(p)) {
                    return Next::Step(step);
                }
            }
            Extended::Row(_) if !constraints => {}
            Extended::Row(row) => {
                if let Some(step) = first_of_row(board, ctx, row) {
                    return Next::Step(step);
                }
            }
        }
        if ctx.expired() {
            break;
        }
    }
    Next::Stuck
}

/// The first step a constraint technique's row finds on `board`.
fn first_of_row(
    board: &Board,
    ctx: &mut SearchContext,
    row: &crate::logic::TechniqueInfo,
) -> Option<Step> {
    let finder = row.scope.finder(row.find, board)?;
    let mut found = None;
    let _ = finder.run(board, ctx, &mut |step| {
        found = Some(step);
        ControlFlow::Break(())
    });
    found
}
