//! `XReach`: reachability on each digit's X graph (house links only), for the X pass of
//! Sudoku Explainer's cycles and forcing X-chains.

use super::NO_SCOPE;
use super::cell_graphs::CellGraphs;
use crate::grid::{Cell, CellSet, Digit, House};
use crate::logic::Board;
use crate::logic::forcing::potential::{Pot, cell_of, digit_of, is_on};

/// Reachability on the X graph (house links only) of a board, digit by digit, for the X
/// pass of SE's cycles and forcing chains: exact answers to whether an X cycle or forcing
/// X-chain from a potential can exist, cheaper than reachability on the whole X view.
///
/// The X graph links potentials of one digit only: `on(a)` to `off(x)` for each
/// other place `x` of the digit in `a`'s houses, and `off(x)` to `on(b)` when `b` is
/// the digit's only other place in a house of `x` (`b` is `x`'s *partner*). So each
/// digit is a graph of its own, on at most 162 nodes (node `a` is `on(a)`, node
/// `81 + x` is `off(x)`; an off without a partner leads nowhere and is left out), and
/// a reach set is the cells of the ons reached: one `u128`.
///
/// **Cycles.** The cycle search (SE's `doCycles`) expands each on once and never
/// enters the source again before the cycle closes, after at least four links. So a
/// cycle `on(s) -> off -> on(o1) -> ... -> on(s)` passes through an on `o1` other
/// than `s` that reaches `on(s)`: `on(s)` and `on(o1)` are in one component. A
/// component holding `on(s)` and no other on (`on(s) -> off(x) -> on(s)` for a
/// partner `x` of `s`) has no such cycle. (Reachability on the whole graph answers yes there.)
///
/// **Chains.** `on(s)` reaches `off(s)` exactly when it reaches an on of a peer of
/// `s`; `off(s)` reaches `on(s)` exactly when its component's reach holds `s`.
#[derive(Default)]
pub(crate) struct XReach {
    graphs: CellGraphs,
    /// Per component: whether a cycle through it may eliminate something.
    fruitful: Vec<bool>,
    /// Per digit: the cells with a partner. Only their ons have a link into them, so
    /// the other ons, which no search enters, are left out of the components and
    /// answered from their successors ([`XReach::on_reaches_off`]).
    linked: [u128; 9],
}

impl XReach {
    /// The components of every digit's X graph on `board`.
    pub(crate) fn build(&mut self, board: &Board) {
        self.graphs.reset(9);
        self.fruitful.clear();
        for d in 0..9 {
            let digit = Digit::from_index(d);
            // Each cell's partners, and the cells that have one.
            let mut partners = [0u128; 81];
            let mut linked = 0u128;
            for h in House::all() {
                let pair = board.cells_with_in(digit, h).bits();
                if pair.count_ones() == 2 {
                    let (a, b) = (pair.trailing_zeros(), 127 - pair.leading_zeros());
                    partners[a as usize] |= 1 << b;
                    partners[b as usize] |= 1 << a;
                    linked |= pair;
                }
            }
            self.linked[d] = linked;
            let linked_cells = CellSet::from_bits(linked);
            let roots = linked_cells
                .iter()
                .map(|c| c.index() as u8)
                .chain(linked_cells.iter().map(|c| 81 + c.index() as u8));
            let peers = |c: u8| CellSet::peers_of(Cell::from_index(c as usize)).bits();
            self.graphs.search(
                d,
                roots,
                |v| {
                    if v < 81 {
                        peers(v) & linked
                    } else {
                        partners[v as usize - 81]
                    }
                },
                |v, c| if v < 81 { 81 + c as u8 } else { c as u8 },
                |v| if v < 81 { 1 << v } else { 0 },
            );
            self.fruitful_components(d, linked, board.cells_with(digit).bits());
        }
    }

    /// Which components of digit `d`'s graph, the last searched, may hold a cycle
    /// that eliminates something (see [`XReach`]); `with` is the digit's cells.
    fn fruitful_components(&mut self, d: usize, linked: u128, with: u128) {
        let first = self.fruitful.len();
        let n = self.graphs.reach.len() - first;
        // Per component: the cells seen by its ons, and by its offs.
        let mut by_ons = vec![0u128; n];
        let mut by_offs = vec![0u128; n];
        for c in CellSet::from_bits(linked) {
            let peers = CellSet::peers_of(c).bits();
            if let Some(comp) = self.graphs.comp_of(d, c.index()) {
                by_ons[comp - first] |= peers;
            }
            if let Some(comp) = self.graphs.comp_of(d, 81 + c.index()) {
                by_offs[comp - first] |= peers;
            }
        }
        self.fruitful.extend(
            (0..n)
                .map(|k| self.graphs.marked[first + k] >= 2 && by_ons[k] & by_offs[k] & with != 0),
        );
    }

    /// Whether an X cycle through `on(cell, digit)` may eliminate something (see
    /// [`XReach`]): `false` only where every cycle the search can find eliminates
    /// nothing.
    #[inline]
    pub(crate) fn may_eliminate(&self, cell: usize, digit: usize) -> bool {
        self.graphs
            .comp_of(digit, cell)
            .is_some_and(|c| self.fruitful[c])
    }

    /// Whether `on(cell, digit)` can lie on an X cycle (see [`XReach`]).
    #[inline]
    pub(crate) fn cyclic(&self, cell: usize, digit: usize) -> bool {
        self.graphs
            .comp_of(digit, cell)
            .is_some_and(|c| self.graphs.marked[c] >= 2)
    }

    /// Whether `on(cell, digit)` reaches `off(cell, digit)` in the X graph.
    #[inline]
    pub(crate) fn on_reaches_off(&self, cell: usize, digit: usize) -> bool {
        let peers = CellSet::peers_of(Cell::from_index(cell)).bits();
        let reach = match self.graphs.comp_of(digit, cell) {
            Some(c) => self.graphs.reach[c],
            // An on without a partner: the union of its successors' reach.
            None => CellSet::from_bits(peers & self.linked[digit])
                .iter()
                .filter_map(|x| self.graphs.comp_of(digit, 81 + x.index()))
                .fold(0, |r, c| r | self.graphs.reach[c]),
        };
        reach & peers != 0
    }

    /// Whether `off(cell, digit)` reaches `on(cell, digit)` in the X graph.
    #[inline]
    pub(crate) fn off_reaches_on(&self, cell: usize, digit: usize) -> bool {
        self.graphs
            .comp_of(digit, 81 + cell)
            .is_some_and(|c| self.graphs.reach[c] >> cell & 1 == 1)
    }

    /// The component of potential `p` in its digit's X graph, or [`NO_SCOPE`] if it
    /// is in none (an on without a partner, an off without one). Component numbers
    /// are distinct across digits.
    #[inline]
    pub(crate) fn component(&self, p: Pot) -> u32 {
        let cell = cell_of(p);
        let node = if is_on(p) { cell } else { 81 + cell };
        self.graphs
            .comp_of(digit_of(p), node)
            .map_or(NO_SCOPE, |c| c as u32)
    }
}
