//! The grid model: cells, digits, houses, candidate and cell sets, and the grid itself
//! ([`Grid`], defined in this file).
//!
//! Everything here is plain data with `const` tables shared by every engine: solvers,
//! human techniques, rating and generation all speak `Cell`, `Digit`, `House`,
//! `Candidates` and `CellSet`.

mod candidates;
mod cell;
mod cell_set;
mod conflict;
mod digit;
mod house;
mod tables;

pub use candidates::{Candidates, CandidatesIter};
pub use cell::{Cell, CellParseError};
pub use cell_set::{CellSet, CellSetIter};
pub use conflict::{Clash, Conflict};
pub use digit::Digit;
pub use house::{GroupId, House, HouseKind};

use std::fmt;

/// The values of the 81 cells, `None` for an empty cell.
///
/// A grid is *valid* when no house repeats a digit ([`Grid::conflicts`] is empty) and
/// *proper* when it has exactly one solution; a `Grid` in hand is only known to be
/// well-formed. It prints as an 81-character line with `.` for empty cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    values: [u8; 81],
}

impl Default for Grid {
    fn default() -> Grid {
        Grid::EMPTY
    }
}

impl Grid {
    /// The grid with every cell empty.
    pub const EMPTY: Grid = Grid { values: [0; 81] };

    /// The grid holding `values` (0 = empty), if every value is 0..=9.
    pub fn from_values(values: [u8; 81]) -> Option<Grid> {
        values.iter().all(|&v| v <= 9).then_some(Grid { values })
    }

    /// The values, row-major, 0 for an empty cell.
    pub const fn values(&self) -> &[u8; 81] {
        &self.values
    }

    /// The digit in `cell`, if any.
    pub fn get(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.values[cell.index()])
    }

    /// Puts `digit` in `cell`, or empties it with `None`.
    pub fn set(&mut self, cell: Cell, digit: Option<Digit>) {
        self.values[cell.index()] = digit.map_or(0, Digit::get);
    }

    /// Number of filled cells (givens, for a puzzle).
    pub fn filled_count(&self) -> usize {
        self.values.iter().filter(|&&v| v != 0).count()
    }

    /// The empty cells.
    pub fn empty_cells(&self) -> CellSet {
        Cell::all()
            .filter(|c| self.values[c.index()] == 0)
            .collect()
    }

    /// The filled cells.
    pub fn filled_cells(&self) -> CellSet {
        !self.empty_cells()
    }

    /// Whether every cell holds a digit.
    pub fn is_complete(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Whether the grid is complete and valid: a solved Sudoku.
    pub fn is_solved(&self) -> bool {
        self.is_complete() && self.is_valid()
    }

    /// Whether no house repeats a digit.
    pub fn is_valid(&self) -> bool {
        House::all().all(|h| {
            let mut seen = 0u16;
            h.cells().iter().all(|c| match self.get(*c) {
                None => true,
                Some(d) => {
                    let fresh = seen & d.bit() == 0;
                    seen |= d.bit();
                    fresh
                }
            })
        })
    }

    /// Every pair of cells that repeat a digit in a house, by house (rows, columns,
    /// boxes) and then by cell order.
    pub fn conflicts(&self) -> Vec<Conflict> {
        let mut out = Vec::new();
        for house in House::all() {
            let cells = house.cells();
            for (i, &a) in cells.iter().enumerate() {
                let Some(d) = self.get(a) else { continue };
                for &b in &cells[i + 1..] {
                    if self.get(b) == Some(d) {
                        out.push(Conflict {
                            digit: d,
                            house,
                            cells: [a, b],
                        });
                    }
                }
            }
        }
        out
    }

    /// The digits that no peer of `cell` holds; empty for a filled cell.
    pub fn candidates(&self, cell: Cell) -> Candidates {
        if self.values[cell.index()] != 0 {
            return Candidates::EMPTY;
        }
        let used = cell
            .peers()
            .iter()
            .filter_map(|p| self.get(*p))
            .fold(Candidates::EMPTY, Candidates::with);
        !used
    }

    /// Whether this grid is a solution of `puzzle`: solved, and agreeing with every
    /// given of `puzzle`.
    pub fn solves(&self, puzzle: &Grid) -> bool {
        self.is_solved()
            && puzzle
                .values
                .iter()
                .zip(&self.values)
                .all(|(&p, &s)| p == 0 || p == s)
    }

    /// The 81-character line, `.` for empty cells.
    pub fn to_line(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = [b'.'; 81];
        for (o, &v) in s.iter_mut().zip(&self.values) {
            if v != 0 {
                *o = b'0' + v;
            }
        }
        f.write_str(std::str::from_utf8(&s).map_err(|_| fmt::Error)?)
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    fn grid(s: &str) -> Grid {
        let mut values = [0u8; 81];
        for (v, b) in values.iter_mut().zip(s.bytes()) {
            *v = if b.is_ascii_digit() { b - b'0' } else { 0 };
        }
        Grid::from_values(values).unwrap()
    }

    #[test]
    fn solved_grid_is_valid_and_complete() {
        let g = grid(SOLVED);
        assert!(g.is_solved());
        assert!(g.conflicts().is_empty());
        assert_eq!(g.to_string(), SOLVED);
        let mut puzzle = g;
        puzzle.set(Cell::new(0).unwrap(), None);
        assert!(g.solves(&puzzle));
        assert_eq!(puzzle.candidates(Cell::new(0).unwrap()).to_string(), "{5}");
    }

    #[test]
    fn conflicts_name_house_and_cells() {
        let mut g = Grid::EMPTY;
        let d = Digit::new(4);
        g.set(Cell::at(2, 0).unwrap(), d);
        g.set(Cell::at(2, 6).unwrap(), d);
        let c = g.conflicts();
        assert_eq!(c.len(), 1);
        assert_eq!(
            c[0].to_string(),
            "digit 4 repeated in row 3 at r3c1 and r3c7"
        );
        assert!(!g.is_valid());
    }

    #[test]
    fn from_values_rejects_out_of_range() {
        let mut v = [0u8; 81];
        v[5] = 10;
        assert!(Grid::from_values(v).is_none());
    }
}
