//! `CellSet`: a set of cells as 81 bits of a `u128`.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub, SubAssign};

use super::cell::Cell;
use super::tables::PEER_SETS;

const MASK: u128 = (1u128 << 81) - 1;

/// A set of cells, bit `i` for cell `i`.
///
/// The workhorse of pattern finders: the cells of a house, the cells where a digit can
/// still go, the cells that see all of a pattern's cells are all `CellSet`s, and the
/// set operations are single instructions.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct CellSet(u128);

impl CellSet {
    /// No cell.
    pub const EMPTY: CellSet = CellSet(0);
    /// All 81 cells.
    pub const ALL: CellSet = CellSet(MASK);

    /// The set whose bits are `bits`; bits above the 81st are dropped.
    pub const fn from_bits(bits: u128) -> CellSet {
        CellSet(bits & MASK)
    }

    /// The set holding only `cell`.
    pub const fn single(cell: Cell) -> CellSet {
        CellSet(1 << cell.index())
    }

    /// The raw bits.
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set with `cell` added.
    pub const fn with(self, cell: Cell) -> CellSet {
        CellSet(self.0 | 1 << cell.index())
    }

    /// The set with `cell` removed.
    pub const fn without(self, cell: Cell) -> CellSet {
        CellSet(self.0 & !(1 << cell.index()))
    }

    /// Adds `cell`.
    pub fn insert(&mut self, cell: Cell) {
        self.0 |= 1 << cell.index();
    }

    /// Removes `cell`; returns whether it was there.
    pub fn remove(&mut self, cell: Cell) -> bool {
        let had = self.contains(cell);
        self.0 &= !(1 << cell.index());
        had
    }

    /// Whether `cell` is in the set.
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 >> cell.index() & 1 != 0
    }

    /// Number of cells.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the two sets share a cell.
    pub const fn intersects(self, other: CellSet) -> bool {
        self.0 & other.0 != 0
    }

    /// Whether every cell of `other` is in this set.
    pub const fn is_superset(self, other: CellSet) -> bool {
        other.0 & !self.0 == 0
    }

    /// The lowest-index cell, if any.
    pub const fn first(self) -> Option<Cell> {
        if self.0 == 0 {
            None
        } else {
            Some(Cell::from_index(self.0.trailing_zeros() as usize))
        }
    }

    /// The only cell, if the set holds exactly one.
    pub const fn single_cell(self) -> Option<Cell> {
        if self.0.is_power_of_two() {
            self.first()
        } else {
            None
        }
    }

    /// The peers of `cell` (the 20 cells that share a house with it).
    pub fn peers_of(cell: Cell) -> CellSet {
        PEER_SETS[cell.index()]
    }

    /// The cells that see every cell of this set (and are not in it).
    ///
    /// For an empty set this is every cell.
    pub fn common_peers(self) -> CellSet {
        self.iter()
            .fold(CellSet::ALL, |acc, c| acc & PEER_SETS[c.index()])
            - self
    }

    /// The cells in increasing index.
    pub fn iter(self) -> CellSetIter {
        CellSetIter(self.0)
    }
}

/// Iterator over the cells of a [`CellSet`], lowest index first.
#[derive(Clone)]
pub struct CellSetIter(u128);

impl Iterator for CellSetIter {
    type Item = Cell;

    fn next(&mut self) -> Option<Cell> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(Cell::from_index(i))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CellSetIter {}

impl IntoIterator for CellSet {
    type Item = Cell;
    type IntoIter = CellSetIter;
    fn into_iter(self) -> CellSetIter {
        self.iter()
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> CellSet {
        iter.into_iter().fold(CellSet::EMPTY, CellSet::with)
    }
}

impl BitOr for CellSet {
    type Output = CellSet;
    fn bitor(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 | rhs.0)
    }
}

impl BitOrAssign for CellSet {
    fn bitor_assign(&mut self, rhs: CellSet) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for CellSet {
    type Output = CellSet;
    fn bitand(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 & rhs.0)
    }
}

impl BitAndAssign for CellSet {
    fn bitand_assign(&mut self, rhs: CellSet) {
        self.0 &= rhs.0;
    }
}

impl BitXor for CellSet {
    type Output = CellSet;
    fn bitxor(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 ^ rhs.0)
    }
}

impl Sub for CellSet {
    type Output = CellSet;
    fn sub(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 & !rhs.0)
    }
}

impl SubAssign for CellSet {
    fn sub_assign(&mut self, rhs: CellSet) {
        self.0 &= !rhs.0;
    }
}

impl Not for CellSet {
    type Output = CellSet;
    fn not(self) -> CellSet {
        CellSet(!self.0 & MASK)
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::House;

    #[test]
    fn set_operations() {
        let row = House::row(0).cell_set();
        let col = House::column(0).cell_set();
        let corner = Cell::new(0).unwrap();
        assert_eq!((row & col).single_cell(), Some(corner));
        assert_eq!((row | col).len(), 17);
        assert_eq!((!row).len(), 72);
        assert_eq!((row - col).len(), 8);
        assert!(row.is_superset(row & col));
        assert_eq!(row.iter().count(), 9);
    }

    #[test]
    fn common_peers_of_two_cells() {
        // r1c1 and r1c9 share row 1; the cells seeing both are the rest of row 1.
        let pair = CellSet::single(Cell::new(0).unwrap()).with(Cell::new(8).unwrap());
        assert_eq!(pair.common_peers(), House::row(0).cell_set() - pair);
        assert_eq!(
            CellSet::single(Cell::new(40).unwrap()).common_peers().len(),
            20
        );
    }
}
