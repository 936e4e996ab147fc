//! Propagation to a fixpoint: spread each new single to its peers, wake the
//! propagators watching every changed cell, run the cheapest waiting one, until nothing
//! waits or something contradicts.
//!
//! Propagators that reason on bounds only (thermometers, the sums derived from houses)
//! wake only when a cell's smallest or largest candidate moves.
//!
//! A contradiction names its culprits, the cells of the rule that failed, so that the
//! search can raise their conflict scores.

use super::bits::{bit, has};
use super::masks::at_most_one;
use super::model::Model;
use super::queue::Queue;
use super::state::{Cells, State, bounds_moved};

/// A contradiction, with the cells of the rule that found it: a propagator's cells, or
/// a single and the peer it emptied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Culprits(pub(super) u128);

/// Propagates `state` after the cells in `dirty` changed (all of them in their bounds).
pub(super) fn propagate(
    model: &Model,
    state: &mut State,
    dirty: u128,
    queue: &mut Queue,
) -> Result<(), Culprits> {
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
) -> Result<(), Culprits> {
    let mut own = quiet.map_or(0, |q| q.1);
    while *dirty != 0 {
        let c = dirty.trailing_zeros() as usize;
        *dirty &= *dirty - 1;
        let waiting = match quiet {
            Some((p, _)) if has(own, c) => Some((p, queue.contains(p))),
            _ => None,
        };
        let v = state.cands[c];
        if at_most_one(v) && !has(state.spread, c) {
            state.spread |= bit(c);
            for &p in model.peers(c) {
                let p = p as usize;
                let m = state.cands[p];
                if m & v != 0 {
                    let left = m & !v;
                    if left == 0 {
                        return Err(Culprits(bit(c) | bit(p)));
                    }
                    state.cands[p] = left;
                    *dirty |= bit(p);
                    own &= !bit(p);
                    if bounds_moved(m, left) {
                        *bounds |= bit(p);
                    }
                }
            }
            for &(p, t) in model.spread(c) {
                let p = p as usize;
                let m = state.cands[p];
                let left = m & model.tables[t as usize][v as usize];
                if left != m {
                    if left == 0 {
                        return Err(Culprits(bit(c) | bit(p)));
                    }
                    state.cands[p] = left;
                    *dirty |= bit(p);
                    own &= !bit(p);
                    if bounds_moved(m, left) {
                        *bounds |= bit(p);
                    }
                }
            }
            queue.wake(model.fix_watchers(c));
        }
        queue.wake(model.watchers(c));
        if model.biting[v as usize] {
            queue.wake(model.two_watchers(c));
        }
        if has(*bounds, c) {
            *bounds &= !bit(c);
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
) -> Result<(), Culprits> {
    loop {
        settle(model, state, &mut dirty, &mut bounds, queue, None)?;
        let Some(p) = queue.pop() else {
            return Ok(());
        };
        let mut cells = Cells::new(&mut state.cands);
        if model.props[p as usize]
            .run(&mut cells, &model.tables)
            .is_err()
        {
            return Err(Culprits(model.cells[p as usize]));
        }
        dirty = cells.changed;
        bounds = cells.bounds;
        if dirty != 0 && model.idempotent[p as usize] {
            // Its own changes need not wake it: settle them now, without waking it.
            let own = dirty;
            settle(model, state, &mut dirty, &mut bounds, queue, Some((p, own)))?;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Cell, Grid};
    use crate::rules::kinds::{NonConsecutive, Thermo};
    use crate::rules::{Constraint, Layout, Puzzle, Rules};
    use crate::solve::variant::masks::ALL;

    /// The model of an empty grid with a thermometer from r1c1 to r5c5 (no shared
    /// house), and a queue with every propagator waiting, as at the root.
    fn thermo_model() -> (Model, Queue) {
        let thermo = Constraint::Thermo(Thermo {
            cells: vec![Cell::from_index(0), Cell::from_index(40)],
            slow: false,
        });
        let puzzle = Puzzle {
            givens: Grid::EMPTY,
            rules: Rules::new(Layout::Boxes, vec![thermo]).unwrap(),
        };
        let model = Model::new(&puzzle.rules, &puzzle.rules.topology());
        let mut queue = Queue::new(model.words);
        for p in 0..model.props.len() {
            queue.push(p as u32);
        }
        (model, queue)
    }

    /// The model of an empty non-consecutive grid, and a queue with every propagator
    /// waiting, as at the root.
    fn non_consecutive_model() -> (Model, Queue) {
        let rules = Rules::new(
            Layout::Boxes,
            vec![Constraint::NonConsecutive(NonConsecutive)],
        )
        .unwrap();
        let model = Model::new(&rules, &rules.topology());
        let mut queue = Queue::new(model.words);
        for p in 0..model.props.len() {
            queue.push(p as u32);
        }
        (model, queue)
    }

    #[test]
    fn a_single_narrows_its_non_consecutive_neighbours() {
        let (model, mut queue) = non_consecutive_model();
        let mut state = model.start;
        state.cands[40] = 1 << 4; // r5c5 = 5
        assert_eq!(propagate(&model, &mut state, 1 << 40, &mut queue), Ok(()));
        let without = ALL & !(1 << 3 | 1 << 4 | 1 << 5);
        for neighbour in [31, 39, 41, 49] {
            assert_eq!(state.cands[neighbour], without, "cell {neighbour}");
        }
        // A diagonal cell is only a peer.
        assert_eq!(state.cands[30], ALL & !(1 << 4));
    }

    #[test]
    fn a_digit_whose_places_a_cell_sees_leaves_it_their_neighbours() {
        let (model, mut queue) = non_consecutive_model();
        let mut state = model.start;
        // In row 1, 5 may go only to r1c1 or r1c3: r1c2 is beside both, so it can hold
        // neither 4 nor 6, whichever holds the 5.
        for c in [1usize, 3, 4, 5, 6, 7, 8] {
            state.cands[c] &= !(1 << 4);
        }
        state.cands[1] = ALL & !(1 << 4);
        assert_eq!(propagate(&model, &mut state, 0x1FE, &mut queue), Ok(()));
        assert_eq!(state.cands[1] & (1 << 3 | 1 << 5), 0);
        assert_ne!(state.cands[10] & (1 << 3), 0, "r2c2 sees only r1c2 of them");
    }

    #[test]
    fn a_failed_rule_names_its_cells() {
        let (model, mut queue) = thermo_model();
        let mut state = model.start;
        // A bulb of 9 leaves nothing above it.
        state.cands[0] = 1 << 8;
        let result = propagate(&model, &mut state, 1, &mut queue);
        assert_eq!(result, Err(Culprits(1 | 1 << 40)));
    }

    #[test]
    fn an_emptied_peer_names_the_single_and_the_peer() {
        let (model, mut queue) = thermo_model();
        let mut state = model.start;
        // r9c9 and its row peer r9c8 both 5 only: spreading one empties the other.
        state.cands[80] = 1 << 4;
        state.cands[79] = 1 << 4;
        let result = propagate(&model, &mut state, 1 << 79 | 1 << 80, &mut queue);
        assert_eq!(result, Err(Culprits(1 << 79 | 1 << 80)));
    }

    #[test]
    fn a_consistent_state_propagates() {
        let (model, mut queue) = thermo_model();
        let mut state = model.start;
        // A top of 2 leaves the bulb 1.
        state.cands[40] = 1 << 1;
        assert_eq!(propagate(&model, &mut state, 1 << 40, &mut queue), Ok(()));
        assert_eq!(state.cands[0], 1);
    }
}
