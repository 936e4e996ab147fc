//! `Cell`: one of the 81 squares, numbered row-major from r1c1 = 0 to r9c9 = 80.

use std::fmt;
use std::str::FromStr;

use super::house::{House, HouseKind};
use super::tables::{CELL_HOUSES, PEERS};

/// A cell of the grid, 0..81 in row-major order.
///
/// It prints in the community's notation, `r1c1` .. `r9c9` (1-based), and parses back
/// from it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// Number of cells in a grid.
    pub const COUNT: usize = 81;

    /// The cell with row-major index `index`, if it is below 81.
    pub const fn new(index: u8) -> Option<Cell> {
        if index < 81 { Some(Cell(index)) } else { None }
    }

    /// The cell at zero-based `row` and `col`, if both are below 9.
    pub const fn at(row: u8, col: u8) -> Option<Cell> {
        if row < 9 && col < 9 {
            Some(Cell(row * 9 + col))
        } else {
            None
        }
    }

    /// The cell with row-major index `index`.
    ///
    /// # Panics
    /// If `index >= 81`. For indices that come from tables or loops over `0..81`.
    pub const fn from_index(index: usize) -> Cell {
        assert!(index < 81, "cell index out of range");
        Cell(index as u8)
    }

    /// All 81 cells in row-major order.
    pub fn all() -> impl DoubleEndedIterator<Item = Cell> + ExactSizeIterator + Clone {
        (0..81u8).map(Cell)
    }

    /// Row-major index, 0..81.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Zero-based row, 0..9.
    pub const fn row(self) -> u8 {
        self.0 / 9
    }

    /// Zero-based column, 0..9.
    pub const fn col(self) -> u8 {
        self.0 % 9
    }

    /// Zero-based box, 0..9, boxes numbered row-major.
    pub const fn box_index(self) -> u8 {
        (self.0 / 27) * 3 + (self.0 % 9) / 3
    }

    /// Position inside the box, 0..9, row-major within the box.
    pub const fn box_position(self) -> u8 {
        (self.row() % 3) * 3 + self.col() % 3
    }

    /// The house of `kind` that holds this cell.
    pub const fn house(self, kind: HouseKind) -> House {
        match kind {
            HouseKind::Row => House::row(self.row()),
            HouseKind::Column => House::column(self.col()),
            HouseKind::Box => House::box_(self.box_index()),
        }
    }

    /// The three houses of this cell: row, column, box.
    pub fn houses(self) -> [House; 3] {
        CELL_HOUSES[self.index()]
    }

    /// The 20 other cells that share a house with this one, in increasing index.
    pub fn peers(self) -> &'static [Cell; 20] {
        &PEERS[self.index()]
    }

    /// Whether `other` shares a house with this cell (a cell does not see itself).
    pub const fn sees(self, other: Cell) -> bool {
        self.0 != other.0
            && (self.row() == other.row()
                || self.col() == other.col()
                || self.box_index() == other.box_index())
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a text is not a cell name like `r3c7`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a cell: expected r1c1 .. r9c9")]
pub struct CellParseError(pub String);

impl FromStr for Cell {
    type Err = CellParseError;

    fn from_str(s: &str) -> Result<Cell, CellParseError> {
        let err = || CellParseError(s.to_string());
        let b = s.trim().as_bytes();
        if b.len() != 4 || !b[0].eq_ignore_ascii_case(&b'r') || !b[2].eq_ignore_ascii_case(&b'c') {
            return Err(err());
        }
        let digit = |c: u8| match c {
            b'1'..=b'9' => Some(c - b'1'),
            _ => None,
        };
        match (digit(b[1]), digit(b[3])) {
            (Some(r), Some(c)) => Ok(Cell(r * 9 + c)),
            _ => Err(err()),
        }
    }
}

impl serde::Serialize for Cell {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// Reads the form `Serialize` writes, `r1c1` .. `r9c9` (either case), so variant rules
/// round-trip through JSON.
impl<'de> serde::Deserialize<'de> for Cell {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Cell, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates() {
        let c = Cell::at(4, 7).unwrap();
        assert_eq!(c.index(), 43);
        assert_eq!((c.row(), c.col(), c.box_index()), (4, 7, 5));
        assert_eq!(c.box_position(), 4);
        assert_eq!(c.to_string(), "r5c8");
        assert!(Cell::new(81).is_none());
        assert!(Cell::at(9, 0).is_none());
    }

    #[test]
    fn names_round_trip() {
        for cell in Cell::all() {
            assert_eq!(cell.to_string().parse::<Cell>(), Ok(cell));
        }
        for bad in ["", "r0c1", "r1c0", "r10c1", "x1c1", "r1c", "r1c1 x"] {
            assert!(bad.parse::<Cell>().is_err(), "{bad}");
        }
    }

    #[test]
    fn serde_round_trip() {
        for cell in Cell::all() {
            let json = serde_json::to_string(&cell).unwrap();
            assert_eq!(serde_json::from_str::<Cell>(&json).unwrap(), cell);
        }
        assert!(serde_json::from_str::<Cell>("\"r0c1\"").is_err());
    }

    #[test]
    fn sees_is_symmetric_and_irreflexive() {
        for a in Cell::all() {
            assert!(!a.sees(a));
            let seen = Cell::all().filter(|&b| a.sees(b)).count();
            assert_eq!(seen, 20);
            for &p in a.peers() {
                assert!(a.sees(p) && p.sees(a));
            }
        }
    }
}
