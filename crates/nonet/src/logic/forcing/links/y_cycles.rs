//! `YCycles`: which potentials can lie on a Y cycle (cell links only), for the Y pass
//! of Sudoku Explainer's cycles.

use super::NO_SCOPE;
use super::cell_graphs::CellGraphs;
use crate::grid::{Cell, CellSet, Digit};
use crate::logic::Board;
use crate::logic::forcing::potential::{Pot, cell_of, digit_of, is_on};

/// Which potentials can lie on a Y cycle, for the Y pass of SE's cycles: an exact test
/// that skips cycle searches with nothing to find.
///
/// In the Y view an on links to every off of its cell and houses, and an off links
/// only to the other value of its cell, if that cell is bivalue. So from the on of
/// `d` in a bivalue cell `a` the ons a search can enter are `a`'s own `d` again
/// (through `a`'s other value) and the other value of each bivalue peer of `a` that
/// holds `d`. The graph of those steps between the ons of bivalue cells (node `a` is
/// `a`'s lower value, `81 + a` its higher one) has a cycle through `on(s)` whenever
/// the cycle search finds one: it expands each on once, never enters the source
/// again before closing, and closes after at least four links, so it passes through
/// an on other than `s` that leads back to `s`, in `s`'s component.
///
/// **Eliminations.** Most Y cycles eliminate nothing (two cells of a naked pair
/// make one), and a search whose cycles all eliminate nothing gives no hint. A cycle
/// eliminates `d` from a cell `z` outside it that sees a cell `a` with `on(a, d)` in
/// the cycle and a cell `b` with `off(b, d)` in it (`a` and `b` may be one cell).
/// Every on of a cycle through `on(s)` is in `s`'s component, and every off of it
/// leads to the next on of the cycle (the other value of its bivalue cell), also in
/// the component. So such a cycle can eliminate something only if, for some digit
/// `d`, a cell holding `d` sees a cell whose on of `d` is in the component and a cell
/// whose off of `d` leads into it ([`YCycles::may_eliminate`]).
#[derive(Default)]
pub(crate) struct YCycles {
    graphs: CellGraphs,
    /// Each cell's candidate mask on the board built on.
    masks: Vec<u16>,
    /// Per component: whether a cycle through it may eliminate something.
    fruitful: Vec<bool>,
}

impl YCycles {
    /// The components of the graph between the ons of `board`'s bivalue cells.
    pub(crate) fn build(&mut self, board: &Board) {
        self.graphs.reset(1);
        let cands = board.all_candidates();
        self.masks.clear();
        self.masks.extend(cands.iter().map(|c| c.bits()));
        let mut bivalue = 0u128;
        for cell in board.empty_cells() {
            if cands[cell.index()].len() == 2 {
                bivalue |= 1 << cell.index();
            }
        }
        let digit_bit = |v: u8| {
            let m = cands[v as usize % 81].bits();
            if v < 81 {
                m & m.wrapping_neg()
            } else {
                m & (m - 1)
            }
        };
        let roots = CellSet::from_bits(bivalue)
            .iter()
            .flat_map(|c| [c.index() as u8, 81 + c.index() as u8]);
        self.graphs.search(
            0,
            roots,
            |v| {
                let d = Digit::from_index(digit_bit(v).trailing_zeros() as usize);
                CellSet::peers_of(Cell::from_index(v as usize % 81)).bits()
                    & bivalue
                    & board.cells_with(d).bits()
            },
            |v, c| {
                // The other value of `c` is its higher one when `v`'s digit is its lower.
                let m = cands[c as usize].bits();
                let low = m & m.wrapping_neg();
                c as u8 + if digit_bit(v) == low { 81 } else { 0 }
            },
            |_| 1,
        );
        self.fruitful_components(board, bivalue);
    }

    /// Which components may hold a cycle that eliminates something (see [`YCycles`]).
    fn fruitful_components(&mut self, board: &Board, bivalue: u128) {
        let n = self.graphs.reach.len();
        // Per component and digit: the cells with an on of the digit in it, and the
        // cells with an off of the digit leading into it.
        let mut ons = vec![[0u128; 9]; n];
        let mut offs = vec![[0u128; 9]; n];
        for c in CellSet::from_bits(bivalue) {
            let i = c.index();
            let m = self.masks[i];
            let lo = m.trailing_zeros() as usize;
            let hi = 15 - m.leading_zeros() as usize;
            for (node, on, off) in [(i, lo, hi), (81 + i, hi, lo)] {
                if let Some(comp) = self.graphs.comp_of(0, node) {
                    ons[comp][on] |= 1 << i;
                    offs[comp][off] |= 1 << i;
                }
            }
        }
        let seen = |cells: u128| {
            CellSet::from_bits(cells)
                .iter()
                .fold(0u128, |m, c| m | CellSet::peers_of(c).bits())
        };
        self.fruitful.clear();
        self.fruitful.extend((0..n).map(|comp| {
            self.graphs.marked[comp] >= 2
                && Digit::ALL.into_iter().any(|d| {
                    let k = d.index();
                    ons[comp][k] != 0
                        && offs[comp][k] != 0
                        && seen(ons[comp][k]) & seen(offs[comp][k]) & board.cells_with(d).bits()
                            != 0
                })
        }));
    }

    /// Whether a Y cycle through `on(cell, digit)`, a bivalue cell's, may eliminate
    /// something (see [`YCycles`]): `false` only where every cycle the search can
    /// find eliminates nothing.
    #[inline]
    pub(crate) fn may_eliminate(&self, cell: usize, digit: usize) -> bool {
        let m = self.masks[cell];
        let high = m & m.wrapping_neg() != 1 << digit;
        self.graphs
            .comp_of(0, cell + if high { 81 } else { 0 })
            .is_some_and(|c| self.fruitful[c])
    }

    /// Whether `on(cell, digit)` of a bivalue cell can lie on a Y cycle.
    #[inline]
    pub(crate) fn cyclic(&self, board: &Board, cell: usize, digit: usize) -> bool {
        let m = board.all_candidates()[cell].bits();
        let high = m & m.wrapping_neg() != 1 << digit;
        self.graphs
            .comp_of(0, cell + if high { 81 } else { 0 })
            .is_some_and(|c| self.graphs.marked[c] >= 2)
    }

    /// The component of potential `p` in the graph between the ons of bivalue cells:
    /// an on's own, an off's that of the on it leads to (its cell's other value); or
    /// [`NO_SCOPE`] if it is in none (a cell that is not bivalue, an on no cycle
    /// search enters).
    #[inline]
    pub(crate) fn component(&self, p: Pot) -> u32 {
        let cell = cell_of(p);
        let m = self.masks[cell];
        let low = m & m.wrapping_neg() == 1 << digit_of(p);
        // An on is its digit's node; an off leads to the other value's on.
        let high = if is_on(p) { !low } else { low };
        self.graphs
            .comp_of(0, cell + if high { 81 } else { 0 })
            .map_or(NO_SCOPE, |c| c as u32)
    }
}
