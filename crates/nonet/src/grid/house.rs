//! `GroupId`: a group of a puzzle's topology by number, and `House`, its classic name:
//! the 27 rows, columns and boxes in which each digit appears exactly once.
//!
//! One number names a group wherever a step, a pattern or a role names one, whatever
//! the rules: rows 0..9, columns 9..18, boxes (or jigsaw regions) 18..27, then the
//! variant's own groups in the order [`Topology`](crate::rules::Topology) lists them.
//! Classic code keeps calling it `House` and reads the static tables below 27; a
//! variant's group is named and its cells found through its topology.

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

/// A group of a topology: 0..27 are the classic houses (rows 0..9, columns 9..18,
/// boxes or jigsaw regions 18..27), the numbers above a variant's own groups (a
/// diagonal, a window, an extra region), in its topology's order.
///
/// The classic accessors ([`GroupId::kind`], [`GroupId::cells`], the `Display` "row 3")
/// describe the classic houses and are only meaningful below 27 on classic boxes; a
/// variant's group is described by its [`Topology`](crate::rules::Topology).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GroupId(u8);

/// A classic house: the group ids 0..27 under their classic name, which the classic
/// engines (the fast solver, the logic finders, the ratings) keep using.
pub type House = GroupId;

impl GroupId {
    /// Number of houses.
    pub const COUNT: usize = 27;

    /// Row `n` (0-based). Panics if `n >= 9`.
    pub const fn row(n: u8) -> House {
        assert!(n < 9);
        GroupId(n)
    }

    /// Column `n` (0-based). Panics if `n >= 9`.
    pub const fn column(n: u8) -> House {
        assert!(n < 9);
        GroupId(9 + n)
    }

    /// Box `n` (0-based, row-major). Panics if `n >= 9`.
    pub const fn box_(n: u8) -> House {
        assert!(n < 9);
        GroupId(18 + n)
    }

    /// How many groups one topology can number: a byte's worth, which keeps a step, a
    /// pattern and a role that name groups as small as the classic ones (a wider id
    /// made the classic tier rating about 10% slower). A topology with more groups
    /// numbers only the first ones and still counts the rest in its peers (see
    /// [`Topology::ids`](crate::rules::Topology::ids)).
    pub const MAX_GROUPS: usize = 256;

    /// Group `index` of a topology. Panics at [`GroupId::MAX_GROUPS`] or beyond.
    pub const fn group(index: usize) -> GroupId {
        assert!(index < GroupId::MAX_GROUPS, "group index out of range");
        GroupId(index as u8)
    }

    /// Whether this is one of the 27 classic house numbers.
    pub const fn is_house(self) -> bool {
        self.0 < 27
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
        GroupId(index as u8)
    }

    /// All 27 houses: rows, columns, boxes.
    pub fn all() -> impl DoubleEndedIterator<Item = House> + ExactSizeIterator + Clone {
        (0..27u8).map(GroupId)
    }

    /// Index: 0..27 for a house, beyond for a variant's group.
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

impl fmt::Display for GroupId {
    /// "row 3", "column 7", "box 5": 1-based, as classic explanations say it; "group
    /// 30" past the houses (a topology names those: see
    /// [`Topology::name`](crate::rules::Topology::name)).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.is_house() {
            return write!(f, "group {}", self.0 + 1);
        }
        write!(f, "{} {}", self.kind().name(), self.number() + 1)
    }
}

impl fmt::Debug for GroupId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.is_house() {
            return write!(f, "g{}", self.0 + 1);
        }
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
