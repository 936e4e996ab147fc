//! The consequences of an assumption (Sudoku Explainer's `PROPAGATE`), for static
//! multiple chains, Nishio, dynamic and nested chains.
//!
//! The queue discipline is SE's and it is not a layered breadth-first search: one on
//! potential per round, with priority over offs; an off's consequences are computed
//! *before* (in dynamic mode) its candidate leaves the working board; the first on/off
//! clash ends the propagation at once and leaves the sets truncated; when both queues
//! are dry and the level is above 0, the nested rules ([`advanced`]) may add more offs.
//!
//! The pending queues are the sets' own insertion order read through a cursor: every
//! member is queued exactly once, when it is added.

use super::advanced;
use super::depth::Depth;
use super::implication::{
    Implied, MAX_OFFS, MAX_ONS, MAX_VARIANT_OFFS, MAX_VARIANT_ONS, MadeOn, off_to_on, on_to_off,
};
use super::potential::{Arena, Cause, NONE, PotSet, conj, pot};
use super::regions::{HouseRef, Regions};
use crate::grid::{Cell, Digit};
use crate::logic::Board;

/// How a propagation (and the search around it) links potentials.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Mode {
    /// Cell links (one value per cell, last value of a bivalue cell); off for Nishio.
    pub y: bool,
    /// Offs remove their candidate from the working board (Nishio and dynamic).
    pub dynamic: bool,
    /// Nesting level 0..=4: which nested rules run when the queues are dry.
    pub level: u8,
    /// For level 4, the nesting level of the inner dynamic chains (0..=3).
    pub limit: u8,
}

/// The outcome of one assumption: what it turns on and off, in discovery order.
#[derive(Default)]
pub(crate) struct Branch {
    pub on: PotSet,
    pub off: PotSet,
}

impl Branch {
    pub(crate) fn clear(&mut self) {
        self.on.clear();
        self.off.clear();
    }
}

/// A clash: the on node and the off node of the same candidate.
pub(crate) type Clash = (u32, u32);

/// Propagates the sources already in `br` (an on or an off) on `board`, which is
/// restored before returning. Returns the first clash, if any.
pub(crate) fn propagate(
    depths: &mut [Depth],
    board: &mut Board,
    mode: Mode,
    br: &mut Branch,
) -> Option<Clash> {
    let restore = mode.dynamic || mode.level > 0;
    let snapshot = if restore { Some(board.clone()) } else { None };
    // A variant's links name more potentials at once: its buffers are larger, and the
    // classic ones stay as they were.
    let result = if depths[0].regions.is_some() {
        run::<MAX_VARIANT_OFFS, MAX_VARIANT_ONS>(depths, board, snapshot.as_ref(), mode, br)
    } else {
        run::<MAX_OFFS, MAX_ONS>(depths, board, snapshot.as_ref(), mode, br)
    };
    if let Some(s) = snapshot {
        *board = s;
    }
    result
}

fn run<const N: usize, const M: usize>(
    depths: &mut [Depth],
    board: &mut Board,
    snapshot: Option<&Board>,
    mode: Mode,
    br: &mut Branch,
) -> Option<Clash> {
    let (d0, rest) = depths.split_first_mut().expect("a depth for every level");
    let regions = d0.regions.clone();
    let regions = regions.as_deref();
    let mut offs: Implied<N> = Implied::new();
    let mut made = [MadeOn {
        pot: 0,
        cause: Cause::Assumption,
        house: None,
    }; M];
    let mut made_nodes = [0u32; M];
    let mut ion = 0;
    let mut ioff = 0;
    loop {
        if ion < br.on.len() {
            let n = br.on.nodes()[ion];
            ion += 1;
            let p = d0.arena.pot(n);
            on_to_off(board, regions, p, mode.y, &mut offs);
            for &(q, cause) in offs.as_slice() {
                if let Some(on) = br.on.get(conj(q)) {
                    let qn = d0.arena.push1(q, cause, n);
                    return Some((on, qn));
                }
                if !br.off.contains(q) {
                    let qn = d0.arena.push1(q, cause, n);
                    br.off.insert(q, qn);
                }
            }
        } else if ioff < br.off.len() {
            let n = br.off.nodes()[ioff];
            ioff += 1;
            let p = d0.arena.pot(n);
            let k = off_to_on(board, regions, p, mode.y, true, &mut made);
            for i in 0..k {
                made_nodes[i] = make_on(
                    &mut d0.arena,
                    &br.off,
                    board,
                    regions,
                    snapshot,
                    mode,
                    n,
                    made[i],
                );
            }
            if mode.dynamic {
                let c = super::potential::cell_of(p);
                let d = super::potential::digit_of(p);
                board.eliminate(Cell::from_index(c), Digit::from_index(d));
            }
            for i in 0..k {
                let q = made[i].pot;
                if let Some(off) = br.off.get(conj(q)) {
                    return Some((made_nodes[i], off));
                }
                br.on.insert(q, made_nodes[i]);
            }
        }
        if ion == br.on.len() && ioff == br.off.len() {
            if mode.level > 0
                && let Some(s) = snapshot
                && advanced::advanced(d0, rest, board, s, mode, br)
            {
                continue;
            }
            return None;
        }
    }
}

/// The node of a potential made on by the off node `n`: `n` first, then (dynamic mode)
/// the hidden parents, the offs of the snapshot that the working board has lost in the
/// cell (cell rule) or in the house (house rule), taken from the off set.
#[inline]
#[allow(clippy::too_many_arguments)]
fn make_on(
    arena: &mut Arena,
    offs: &PotSet,
    board: &Board,
    regions: Option<&Regions>,
    snapshot: Option<&Board>,
    mode: Mode,
    n: u32,
    m: MadeOn,
) -> u32 {
    let node = arena.open(m.pot, m.cause, NONE);
    arena.add_parent(node, n);
    if !mode.dynamic {
        return node;
    }
    let Some(snap) = snapshot else {
        return node;
    };
    let c = super::potential::cell_of(m.pot);
    let d = super::potential::digit_of(m.pot);
    match m.house {
        None => {
            let cell = Cell::from_index(c);
            let lost = snap.candidates(cell) - board.candidates(cell);
            for w in lost {
                if let Some(h) = offs.get(pot(c, w.index(), false)) {
                    arena.add_parent(node, h);
                }
            }
        }
        Some(HouseRef::Extra(h)) => {
            let r = regions.expect("an extra house is a variant's");
            let digit = Digit::from_index(d);
            for &y in r.cells(h) {
                if snap.has(y, digit)
                    && !board.has(y, digit)
                    && let Some(h) = offs.get(pot(y.index(), d, false))
                {
                    arena.add_parent(node, h);
                }
            }
        }
        Some(HouseRef::Classic(house)) => {
            let digit = Digit::from_index(d);
            let mut lost = snap.positions(house, digit) & !board.positions(house, digit);
            while lost != 0 {
                let i = lost.trailing_zeros() as usize;
                lost &= lost - 1;
                let y = house.cells()[i].index();
                if let Some(h) = offs.get(pot(y, d, false)) {
                    arena.add_parent(node, h);
                }
            }
        }
    }
    node
}
