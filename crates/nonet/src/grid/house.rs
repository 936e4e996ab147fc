//! `House`: the 27 rows, columns and boxes in which each digit appears exactly once.

use std::fmt;

use super::cell::Cell;
use super::cell_set::CellSet;
use super::tables::{HOUSE_CELLS, HOUSE_SETS};

/// The three kinds of house.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum HouseKind {
    Row,
    Column,
    Box,
}

impl HouseKind {
    /// The kinds in the order rows, columns, boxes.
    pub const ALL: [HouseKind; 3] = [HouseKind::Row, HouseKind::Column, HouseKind::Box];

    /// The word used in explanations: "row", "column", "box".
    pub const fn name(self) -> &'static str {
        match self {
            HouseKind::Row => "row",
            HouseKind::Column => "column",
            HouseKind::Box => "box",
        }
    }
}

/// A house, 0..27: rows 0..9, then columns 9..18, then boxes 18..27.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct House(u8);

impl House {
    /// Number of houses.
    pub const COUNT: usize = 27;

    /// Row `n` (0-based). Panics if `n >= 9`.
    pub const fn row(n: u8) -> House {
        assert!(n < 9);
        House(n)
    }

    /// Column `n` (0-based). Panics if `n >= 9`.
    pub const fn column(n: u8) -> House {
        assert!(n < 9);
        House(9 + n)
    }

    /// Box `n` (0-based, row-major). Panics if `n >= 9`.
    pub const fn box_(n: u8) -> House {
        assert!(n < 9);
        House(18 + n)
    }

    /// The house of `kind` numbered `n` (0-based). Panics if `n >= 9`.
    pub const fn new(kind: HouseKind, n: u8) -> House {
        match kind {
            HouseKind::Row => House::row(n),
            HouseKind::Column => House::column(n),
            HouseKind::Box => House::box_(n),
        }
    }

    /// The house with index `index` (0..27). Panics if out of range.
    pub const fn from_index(index: usize) -> House {
        assert!(index < 27, "house index out of range");
        House(index as u8)
    }

    /// All 27 houses: rows, columns, boxes.
    pub fn all() -> impl DoubleEndedIterator<Item = House> + ExactSizeIterator + Clone {
        (0..27u8).map(House)
    }

    /// Index 0..27.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Row, column or box.
    pub const fn kind(self) -> HouseKind {
        match self.0 / 9 {
            0 => HouseKind::Row,
            1 => HouseKind::Column,
            _ => HouseKind::Box,
        }
    }

    /// Zero-based number within its kind, 0..9.
    pub const fn number(self) -> u8 {
        self.0 % 9
    }

    /// The nine cells of the house, in house order (increasing position).
    pub fn cells(self) -> &'static [Cell; 9] {
        &HOUSE_CELLS[self.index()]
    }

    /// The nine cells as a set.
    pub fn cell_set(self) -> CellSet {
        HOUSE_SETS[self.index()]
    }

    /// Position of `cell` inside this house (0..9), if it belongs to it.
    pub fn position_of(self, cell: Cell) -> Option<u8> {
        self.cells()
            .iter()
            .position(|&c| c == cell)
            .map(|p| p as u8)
    }
}

impl fmt::Display for House {
    /// "row 3", "column 7", "box 5": 1-based, as explanations say it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind().name(), self.number() + 1)
    }
}

impl fmt::Debug for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = match self.kind() {
            HouseKind::Row => 'r',
            HouseKind::Column => 'c',
            HouseKind::Box => 'b',
        };
        write!(f, "{letter}{}", self.number() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_is_in_exactly_three_houses() {
        for cell in Cell::all() {
            let n = House::all().filter(|h| h.cells().contains(&cell)).count();
            assert_eq!(n, 3);
            for h in cell.houses() {
                assert!(h.cell_set().contains(cell));
                assert_eq!(h.cells()[h.position_of(cell).unwrap() as usize], cell);
            }
        }
    }

    #[test]
    fn names() {
        assert_eq!(House::row(2).to_string(), "row 3");
        assert_eq!(House::column(6).to_string(), "column 7");
        assert_eq!(format!("{:?}", House::box_(4)), "b5");
        assert_eq!(House::new(HouseKind::Box, 4), House::box_(4));
    }
}
