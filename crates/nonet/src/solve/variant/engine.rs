//! Propagation to a fixpoint: spread each new single to its peers, wake the
//! propagators watching every changed cell, run the cheapest waiting one, until nothing
//! waits or something contradicts.
//!
//! Propagators that reason on bounds only (thermometers, the sums derived from houses)
//! wake only when a cell's smallest or largest candidate moves.

use super::masks::at_most_one;
use super::model::Model;
use super::queue::Queue;
use super::state::{Cells, Contradiction, Flow, State, bounds_moved};

/// Propagates `state` after the cells in `dirty` changed (all of them in their bounds).
pub(super) fn propagate(model: &Model, state: &mut State, dirty: u128, queue: &mut Queue) -> Flow {
    let result = run(model, state, dirty, dirty, queue);
    if result.is_err() {
        queue.clear();
    }
    result
}

/// Wakes the watchers of the cells in `dirty`, spreading new singles (whose peers join
/// `dirty`), until `dirty` is empty.
///
/// `quiet` is an idempotent propagator that changed the cells in `own` itself: those
/// changes do not wake it again. Cells that spreading narrows later are no longer its
/// own and wake it as usual, or a chain of singles through its own cells would go unseen.
#[inline(always)]
fn settle(
    model: &Model,
    state: &mut State,
    dirty: &mut u128,
    bounds: &mut u128,
    queue: &mut Queue,
    quiet: Option<(u32, u128)>,
) -> Flow {
    let mut own = quiet.map_or(0, |q| q.1);
    while *dirty != 0 {
        let c = dirty.trailing_zeros() as usize;
        *dirty &= *dirty - 1;
        let waiting = match quiet {
            Some((p, _)) if own >> c & 1 == 1 => Some((p, queue.contains(p))),
            _ => None,
        };
        let v = state.cands[c];
        if at_most_one(v) && state.spread >> c & 1 == 0 {
            state.spread |= 1 << c;
            for &p in model.peers(c) {
                let p = p as usize;
                let m = state.cands[p];
                if m & v != 0 {
                    let left = m & !v;
                    if left == 0 {
                        return Err(Contradiction);
                    }
                    state.cands[p] = left;
                    *dirty |= 1 << p;
                    own &= !(1 << p);
                    if bounds_moved(m, left) {
                        *bounds |= 1 << p;
                    }
                }
            }
            queue.wake(model.fix_watchers(c));
        }
        queue.wake(model.watchers(c));
        if *bounds >> c & 1 == 1 {
            *bounds &= !(1 << c);
            queue.wake(model.bound_watchers(c));
        }
        if let Some((p, false)) = waiting {
            queue.unwake(p);
        }
    }
    Ok(())
}

fn run(
    model: &Model,
    state: &mut State,
    mut dirty: u128,
    mut bounds: u128,
    queue: &mut Queue,
) -> Flow {
    loop {
        settle(model, state, &mut dirty, &mut bounds, queue, None)?;
        let Some(p) = queue.pop() else {
            return Ok(());
        };
        let mut cells = Cells::new(&mut state.cands);
        model.props[p as usize].run(&mut cells, &model.tables)?;
        dirty = cells.changed;
        bounds = cells.bounds;
        if dirty != 0 && model.idempotent[p as usize] {
            // Its own changes need not wake it: settle them now, without waking it.
            let own = dirty;
            settle(model, state, &mut dirty, &mut bounds, queue, Some((p, own)))?;
        }
    }
}
