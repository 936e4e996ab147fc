//! `Links`: the implications of every potential of a fixed board, each made the first
//! time a search asks for it, read in one of three views (house links, cell links or
//! both).

use crate::grid::{Cell, CellSet};
use crate::logic::Board;
use crate::logic::forcing::implication::{
    Implied, MAX_OFFS, MAX_ONS, MAX_VARIANT_OFFS, MAX_VARIANT_ONS, MadeOn, off_to_on, on_to_off,
};
use crate::logic::forcing::potential::{Cause, POTS, Pot, cell_of, pot};
use crate::logic::forcing::regions::Regions;
use std::sync::Arc;

/// Which links of a [`Links`] table are in use.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) enum View {
    /// House links only (`Y` off): ON_TO_OFF without the cell's other values,
    /// OFF_TO_ON without the bivalue link.
    X,
    /// Cell links only (`X` off): OFF_TO_ON without the house links.
    Y,
    /// Both kinds.
    #[default]
    XY,
}

/// The implications of every potential of a board, for one kind of link.
///
/// Every link of both kinds is stored once; the kinds of the [`View`] in use are
/// read from it. ON_TO_OFF with Y lists the cell's other values before the house
/// partners, and without Y only the house partners; OFF_TO_ON(Y, X) is the bivalue
/// link followed by the house links, and a house partner is never the cell's other
/// value (nothing is dropped as a duplicate across kinds). So each potential's links
/// are a run of cell links followed by a run of house links, and each view is a slice.
///
/// A potential's links are made the first time a search asks for them
/// ([`Links::ensure`]): most searches of a board expand a small part of it. Which
/// potentials have a link in each view is known from the board's masks at once.
#[derive(Default)]
pub(crate) struct Links {
    /// The board built on (links are made from it when first asked for).
    board: Option<Board>,
    /// Its extra houses and peers, on a variant board.
    regions: Option<Arc<Regions>>,
    /// `p`'s links are `items[at[p]..at[p] + len[p]]` once `made[p] == epoch`.
    at: Vec<u32>,
    len: Vec<u8>,
    /// How many of `p`'s links, at the start of its run, are cell links.
    cells: Vec<u8>,
    made: Vec<u32>,
    epoch: u32,
    items: Vec<(Pot, Cause)>,
    /// The potentials of the board's candidates, ascending.
    pub(crate) pots: Vec<Pot>,
    view: View,
    /// Per view (X, Y, XY): the potentials with at least one link in it.
    lives: [[u64; POTS.div_ceil(64)]; 3],
    /// The potentials with at least one link in the view in use: a search need not
    /// make a node for any other, since it can lead nowhere.
    live: [u64; POTS.div_ceil(64)],
}

impl View {
    /// The view of links of `y` (cell) and `x` (house) kind (one at least).
    fn of(y: bool, x: bool) -> View {
        debug_assert!(y || x);
        match (y, x) {
            (true, true) => View::XY,
            (true, false) => View::Y,
            _ => View::X,
        }
    }

    fn index(self) -> usize {
        match self {
            View::X => 0,
            View::Y => 1,
            View::XY => 2,
        }
    }
}

impl Links {
    /// Starts the table of `board`'s candidates: ON_TO_OFF(y) of every on potential and
    /// OFF_TO_ON(y, x) of every off potential, read in the view of `y` (cell) and `x`
    /// (house) links (one at least).
    ///
    /// A potential is live in a view when it has a link in it: an on in every view but
    /// X when its cell has another value, and in every view when its value has another
    /// place in one of its houses; an off in every view but X when its cell is bivalue,
    /// and in every view but Y when its value has two places in one of its houses.
    ///
    /// On a variant board (`regions`) every potential of a candidate is taken as live
    /// in every view: liveness is only a shortcut, and a potential that has no link
    /// leads nowhere anyway.
    pub(crate) fn build(
        &mut self,
        board: &Board,
        regions: Option<&Arc<Regions>>,
        y: bool,
        x: bool,
    ) {
        self.view = View::of(y, x);
        if self.board.as_ref() == Some(board) {
            // The same board (a level-3 nested round runs cycles and forcing chains, then static
            // multiple chains, on one working board): the links made stay true.
            self.live = self.lives[self.view.index()];
            return;
        }
        match &mut self.board {
            Some(b) => b.clone_from(board),
            None => self.board = Some(board.clone()),
        }
        if self.made.len() != POTS {
            self.at = vec![0; POTS];
            self.len = vec![0; POTS];
            self.cells = vec![0; POTS];
            self.made = vec![0; POTS];
        }
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.made.fill(0);
            self.epoch = 1;
        }
        self.regions = regions.cloned();
        self.items.clear();
        self.pots.clear();
        let cands = board.all_candidates();
        let linked = super::linked_cells(board);
        self.lives = [[0; POTS.div_ceil(64)]; 3];
        for cell in board.empty_cells() {
            let c = cell.index();
            let peers = CellSet::peers_of(cell).bits();
            let n = cands[c].len();
            for v in cands[c] {
                let d = v.index();
                let off = pot(c, d, false);
                self.pots.push(off);
                self.pots.push(off + 1);
                let partner = linked[d] >> c & 1 == 1;
                let placed = peers & board.cells_with(v).bits() != 0;
                let on = off as usize + 1;
                let (wo, bo, won, bon) = (off as usize >> 6, off & 63, on >> 6, on & 63);
                self.lives[0][wo] |= u64::from(partner) << bo;
                self.lives[1][wo] |= u64::from(n == 2) << bo;
                self.lives[2][wo] |= u64::from(partner || n == 2) << bo;
                self.lives[0][won] |= u64::from(placed) << bon;
                self.lives[1][won] |= u64::from(placed || n >= 2) << bon;
                self.lives[2][won] |= u64::from(placed || n >= 2) << bon;
            }
        }
        if self.regions.is_some() {
            for &p in &self.pots {
                for view in &mut self.lives {
                    view[p as usize >> 6] |= 1 << (p & 63);
                }
            }
        }
        self.live = self.lives[self.view.index()];
    }

    /// Makes the links of `p`, a potential of a candidate of the board, if not yet made.
    #[inline]
    pub(crate) fn ensure(&mut self, p: Pot) {
        if self.made[p as usize] != self.epoch {
            self.make(p);
        }
    }

    #[cold]
    fn make(&mut self, p: Pot) {
        let board = self.board.as_ref().expect("a built table");
        let regions = self.regions.as_deref();
        let at = self.items.len();
        // A classic board's links fit the classic buffers, as before there were
        // variants; a variant's need the larger ones.
        if regions.is_some() {
            push_links::<MAX_VARIANT_OFFS, MAX_VARIANT_ONS>(board, regions, p, &mut self.items);
        } else {
            push_links::<MAX_OFFS, MAX_ONS>(board, None, p, &mut self.items);
        }
        // The cell links come first: an on's other values, an off's bivalue link.
        let values = board.candidates(Cell::from_index(cell_of(p))).len() as u8;
        let i = p as usize;
        self.cells[i] = if p & 1 == 1 {
            values - 1
        } else {
            u8::from(values == 2)
        };
        debug_assert_eq!(
            self.items[at..]
                .iter()
                .take_while(|l| l.1 == Cause::Cell)
                .count(),
            usize::from(self.cells[i])
        );
        self.at[i] = at as u32;
        self.len[i] = (self.items.len() - at) as u8;
        self.made[i] = self.epoch;
    }

    /// Reads the links of `y` (cell) and `x` (house) kind from now on (one at least).
    pub(crate) fn set_view(&mut self, y: bool, x: bool) {
        self.view = View::of(y, x);
        self.live = self.lives[self.view.index()];
    }

    /// Whether `p` has a link in the view in use.
    #[inline]
    pub(crate) fn live(&self, p: Pot) -> bool {
        self.live[p as usize >> 6] >> (p & 63) & 1 == 1
    }

    /// The implications of `p` in the view in use, in SE's order: nothing if `p` is
    /// not a candidate's; otherwise its links must be made ([`Links::ensure`]).
    #[inline]
    pub(crate) fn of(&self, p: Pot) -> &[(Pot, Cause)] {
        let i = p as usize;
        if self.made[i] != self.epoch {
            debug_assert!(!self.pots.contains(&p), "links of {p} not made");
            return &[];
        }
        let a = self.at[i] as usize;
        let b = a + self.len[i] as usize;
        let c = a + self.cells[i] as usize;
        let (a, b) = match self.view {
            View::XY => (a, b),
            View::X => (c, b),
            View::Y if p & 1 == 1 => (a, b),
            View::Y => (a, c),
        };
        &self.items[a..b]
    }
}

/// Appends the links of `p` to `items`: ON_TO_OFF(Y) of an on, OFF_TO_ON(Y, X) of an
/// off, in buffers of `N` offs and `M` ons.
#[inline]
fn push_links<const N: usize, const M: usize>(
    board: &Board,
    regions: Option<&Regions>,
    p: Pot,
    items: &mut Vec<(Pot, Cause)>,
) {
    if p & 1 == 1 {
        let mut offs: Implied<N> = Implied::new();
        on_to_off(board, regions, p, true, &mut offs);
        items.extend_from_slice(offs.as_slice());
    } else {
        let mut made = [MadeOn {
            pot: 0,
            cause: Cause::Assumption,
            house: None,
        }; M];
        let k = off_to_on(board, regions, p, true, true, &mut made);
        items.extend(made[..k].iter().map(|m| (m.pot, m.cause)));
    }
}
