//! The elementary implications of Sudoku Explainer's chaining, in SE's exact output
//! order.
//!
//! Both rules read the *working* board: in dynamic searches it has lost every candidate
//! already assumed off, so the same rule links more as a propagation goes on.

use super::potential::{Cause, Pot, cell_of, digit_of, pot};
use super::regions::{HouseRef, Regions};
use crate::grid::{Cell, Digit, HouseKind};
use crate::logic::Board;

/// At most 8 other values and 8 + 6 + 6 other places of a value on a classic board.
pub(crate) const MAX_OFFS: usize = 28;

/// At most 8 other values and the 80 other cells on a variant's board.
pub(crate) const MAX_VARIANT_OFFS: usize = 88;

/// At most one cell value and three houses on a classic board.
pub(crate) const MAX_ONS: usize = 4;

/// At most one cell value and seven houses on a variant's board.
pub(crate) const MAX_VARIANT_ONS: usize = 8;

/// A fixed-capacity list of implied potentials with their causes.
pub(crate) struct Implied<const N: usize> {
    pub items: [(Pot, Cause); N],
    pub len: usize,
}

impl<const N: usize> Implied<N> {
    #[inline]
    pub(crate) fn new() -> Self {
        Implied {
            items: [(0, Cause::Assumption); N],
            len: 0,
        }
    }

    #[inline]
    fn push(&mut self, p: Pot, cause: Cause) {
        self.items[self.len] = (p, cause);
        self.len += 1;
    }

    #[inline]
    pub(crate) fn as_slice(&self) -> &[(Pot, Cause)] {
        &self.items[..self.len]
    }
}

/// `ON_TO_OFF(p, Y)`: if `p` is on, the other values of its cell (with cell links) and
/// the other places of its value in its box, then row, then column (a cell is named
/// once, by the first house that reaches it); on a variant, then its extra houses and
/// peers ([`Regions::offs`]).
///
/// `out` holds [`MAX_OFFS`] on a classic board, [`MAX_VARIANT_OFFS`] with `regions`.
#[inline]
pub(crate) fn on_to_off<const N: usize>(
    board: &Board,
    regions: Option<&Regions>,
    p: Pot,
    y: bool,
    out: &mut Implied<N>,
) {
    out.len = 0;
    let c = cell_of(p);
    let d = digit_of(p);
    let cell = Cell::from_index(c);
    if y {
        for w in board.candidates(cell) {
            if w.index() != d {
                out.push(pot(c, w.index(), false), Cause::Cell);
            }
        }
    }
    let digit = Digit::from_index(d);
    let bx = cell.house(HouseKind::Box);
    let mut m = board.positions(bx, digit) & !(1 << cell.box_position());
    let bcells = bx.cells();
    while m != 0 {
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        out.push(pot(bcells[i].index(), d, false), Cause::Box);
    }
    // Row positions are column numbers; skip the box's three columns.
    let col0 = cell.col() / 3 * 3;
    let row = cell.house(HouseKind::Row);
    let mut m = board.positions(row, digit) & !(0b111 << col0);
    let rcells = row.cells();
    while m != 0 {
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        out.push(pot(rcells[i].index(), d, false), Cause::Row);
    }
    // Column positions are row numbers; skip the box's three rows.
    let row0 = cell.row() / 3 * 3;
    let col = cell.house(HouseKind::Column);
    let mut m = board.positions(col, digit) & !(0b111 << row0);
    let ccells = col.cells();
    while m != 0 {
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        out.push(pot(ccells[i].index(), d, false), Cause::Column);
    }
    if let Some(r) = regions {
        variant_offs(board, r, c, d, out);
    }
}

/// The offs a variant's extra houses and peers add to `on_to_off`: kept out of line, so
/// that the classic rule stays as small as it was.
#[inline(never)]
fn variant_offs<const N: usize>(
    board: &Board,
    r: &Regions,
    c: usize,
    d: usize,
    out: &mut Implied<N>,
) {
    r.offs(board, c, d, |y, house| {
        let cause = if house { Cause::Region } else { Cause::Peer };
        out.push(pot(y, d, false), cause);
    });
}

/// One potential made on by an off: the cell or house rule that made it, and where to
/// look for hidden parents.
#[derive(Clone, Copy)]
pub(crate) struct MadeOn {
    pub pot: Pot,
    pub cause: Cause,
    /// For a house rule, the house.
    pub house: Option<HouseRef>,
}

/// `OFF_TO_ON(p, Y, X)`: if `p` is off, the last value of a bivalue cell (Y) and the
/// last place of the value in the box, row or column (X), duplicates dropped (first
/// kept), then (on a variant) in its extra houses. At most one cell value plus seven
/// houses: `out` holds [`MAX_ONS`] on a classic board, [`MAX_VARIANT_ONS`] with
/// `regions`.
#[inline]
pub(crate) fn off_to_on<const M: usize>(
    board: &Board,
    regions: Option<&Regions>,
    p: Pot,
    y: bool,
    x: bool,
    out: &mut [MadeOn; M],
) -> usize {
    let c = cell_of(p);
    let d = digit_of(p);
    let cell = Cell::from_index(c);
    let mut n = 0;
    if y {
        let cands = board.candidates(cell);
        if cands.len() == 2 {
            let other = cands
                .iter()
                .find(|w| w.index() != d)
                .expect("a bivalue cell has another value");
            out[n] = MadeOn {
                pot: pot(c, other.index(), true),
                cause: Cause::Cell,
                house: None,
            };
            n += 1;
        }
    }
    if x {
        let digit = Digit::from_index(d);
        for kind in [HouseKind::Box, HouseKind::Row, HouseKind::Column] {
            let h = cell.house(kind);
            let m = board.positions(h, digit);
            if m.count_ones() == 2 {
                let own = match kind {
                    HouseKind::Box => cell.box_position(),
                    HouseKind::Row => cell.col(),
                    HouseKind::Column => cell.row(),
                };
                let other = (m & !(1 << own)).trailing_zeros() as usize;
                if other >= 9 {
                    continue;
                }
                let q = pot(h.cells()[other].index(), d, true);
                if out[..n].iter().any(|m| m.pot == q) {
                    continue;
                }
                out[n] = MadeOn {
                    pot: q,
                    cause: Cause::house(kind),
                    house: Some(HouseRef::Classic(h)),
                };
                n += 1;
            }
        }
        if let Some(r) = regions {
            n = variant_ons(board, r, p, n, out);
        }
    }
    n
}

/// The ons a variant's extra houses add to `off_to_on` after the `n` already in `out`
/// (its new count): out of line, as [`variant_offs`].
#[inline(never)]
fn variant_ons<const M: usize>(
    board: &Board,
    r: &Regions,
    p: Pot,
    mut n: usize,
    out: &mut [MadeOn; M],
) -> usize {
    let c = cell_of(p);
    let d = digit_of(p);
    let cell = Cell::from_index(c);
    let digit = Digit::from_index(d);
    for h in r.houses_of(c) {
        let m = r.positions(board, h, digit);
        if m.count_ones() != 2 {
            continue;
        }
        let cells = r.cells(h);
        let Some(other) = (0..9).find(|&i| m >> i & 1 == 1 && cells[i] != cell) else {
            continue;
        };
        let q = pot(cells[other].index(), d, true);
        if out[..n].iter().any(|m| m.pot == q) {
            continue;
        }
        out[n] = MadeOn {
            pot: q,
            cause: Cause::Region,
            house: Some(HouseRef::Extra(h)),
        };
        n += 1;
    }
    n
}
