//! `Symmetry`: the patterns a puzzle's givens may be asked to keep, and their orbits.
//!
//! A symmetry is a set of cell maps (its generators). A puzzle has the symmetry when
//! every generator maps each given onto a given, so givens come and go a whole
//! *orbit* at a time: the cells one cell reaches by applying the generators again
//! and again. Coordinates are (row, column), 0-based:
//!
//! | name | generators | orbit sizes |
//! |---|---|---|
//! | `none` | — | 1 |
//! | `rot180` | (r,c) -> (8-r,8-c) | 2, centre 1 |
//! | `rot90` | (r,c) -> (c,8-r) | 4, centre 1 |
//! | `diagonal` | (r,c) -> (c,r), the V4.1 pseudocode's MIRROR_XY | 2, diagonal 1 |
//! | `anti-diagonal` | (r,c) -> (8-c,8-r) | 2, anti-diagonal 1 |
//! | `horizontal` | (r,c) -> (8-r,c) | 2, middle row 1 |
//! | `vertical` | (r,c) -> (r,8-c) | 2, middle column 1 |
//! | `mirrors` | horizontal and vertical | 4, 2 on the middle lines, centre 1 |
//! | `diagonals` | diagonal and anti-diagonal | 4, 2 on the diagonals, centre 1 |
//! | `dihedral` | rot90 and diagonal (all eight) | 8, 4, centre 1 |
//!
//! Orbits are closed as the V4.1 pseudocode's `getSymmetryOrbits` closes them — follow the map
//! from the lowest unseen cell until it comes back — generalized to several
//! generators by following each of them (a breadth-first closure); with one
//! generator the two are the same walk.

use std::fmt;
use std::str::FromStr;

use crate::grid::{Cell, CellSet, Grid};

/// A symmetry of the givens' pattern.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Symmetry {
    /// No constraint.
    #[default]
    None,
    /// Half-turn rotation.
    Rot180,
    /// Quarter-turn rotation (so also the half turn).
    Rot90,
    /// Mirror in the main diagonal, r1c1 to r9c9 (the V4.1 pseudocode's MIRROR_XY).
    Diagonal,
    /// Mirror in the anti-diagonal, r1c9 to r9c1.
    AntiDiagonal,
    /// Mirror in the horizontal axis: row r and row 8-r.
    Horizontal,
    /// Mirror in the vertical axis: column c and column 8-c.
    Vertical,
    /// Both axis mirrors (so also the half turn).
    Mirrors,
    /// Both diagonal mirrors (so also the half turn).
    Diagonals,
    /// All eight symmetries of the square.
    Dihedral,
}

/// One generator: a map of cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Map {
    Rot180,
    Rot90,
    Diagonal,
    AntiDiagonal,
    Horizontal,
    Vertical,
}

impl Map {
    const fn apply(self, cell: Cell) -> Cell {
        let (r, c) = (cell.row(), cell.col());
        let (r, c) = match self {
            Map::Rot180 => (8 - r, 8 - c),
            Map::Rot90 => (c, 8 - r),
            Map::Diagonal => (c, r),
            Map::AntiDiagonal => (8 - c, 8 - r),
            Map::Horizontal => (8 - r, c),
            Map::Vertical => (r, 8 - c),
        };
        Cell::from_index(r as usize * 9 + c as usize)
    }
}

impl Symmetry {
    /// All ten, in the order of their numbers in a [`PuzzleId`](super::PuzzleId).
    pub const ALL: [Symmetry; 10] = [
        Symmetry::None,
        Symmetry::Rot180,
        Symmetry::Rot90,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
        Symmetry::Horizontal,
        Symmetry::Vertical,
        Symmetry::Mirrors,
        Symmetry::Diagonals,
        Symmetry::Dihedral,
    ];

    /// The command-line name.
    pub const fn slug(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rot180 => "rot180",
            Symmetry::Rot90 => "rot90",
            Symmetry::Diagonal => "diagonal",
            Symmetry::AntiDiagonal => "anti-diagonal",
            Symmetry::Horizontal => "horizontal",
            Symmetry::Vertical => "vertical",
            Symmetry::Mirrors => "mirrors",
            Symmetry::Diagonals => "diagonals",
            Symmetry::Dihedral => "dihedral",
        }
    }

    /// The generators.
    const fn maps(self) -> &'static [Map] {
        match self {
            Symmetry::None => &[],
            Symmetry::Rot180 => &[Map::Rot180],
            Symmetry::Rot90 => &[Map::Rot90],
            Symmetry::Diagonal => &[Map::Diagonal],
            Symmetry::AntiDiagonal => &[Map::AntiDiagonal],
            Symmetry::Horizontal => &[Map::Horizontal],
            Symmetry::Vertical => &[Map::Vertical],
            Symmetry::Mirrors => &[Map::Horizontal, Map::Vertical],
            Symmetry::Diagonals => &[Map::Diagonal, Map::AntiDiagonal],
            Symmetry::Dihedral => &[Map::Rot90, Map::Diagonal],
        }
    }

    /// The symmetry in words, for messages: "no symmetry", "rot180 symmetry".
    pub fn words(self) -> String {
        match self {
            Symmetry::None => "no symmetry".to_string(),
            s => format!("{s} symmetry"),
        }
    }

    /// How the givens come under this symmetry, in words, for messages.
    pub const fn orbit_shape(self) -> &'static str {
        match self {
            Symmetry::None => "one cell at a time",
            Symmetry::Rot180 => "in pairs, and the centre cell alone",
            Symmetry::Rot90 => "in fours, and the centre cell alone",
            Symmetry::Diagonal => "in pairs, and the cells of the main diagonal alone",
            Symmetry::AntiDiagonal => "in pairs, and the cells of the anti-diagonal alone",
            Symmetry::Horizontal => "in pairs, and the cells of the middle row alone",
            Symmetry::Vertical => "in pairs, and the cells of the middle column alone",
            Symmetry::Mirrors => {
                "in fours, pairs on the middle row and column, and the centre cell alone"
            }
            Symmetry::Diagonals => "in fours, pairs on the diagonals, and the centre cell alone",
            Symmetry::Dihedral => {
                "in eights, fours on the middle lines and diagonals, and the centre cell alone"
            }
        }
    }

    /// The orbits of this symmetry, each listed once, ordered by their lowest cell.
    pub fn orbits(self) -> Orbits {
        Orbits::of(self)
    }

    /// Whether every generator maps each given of `grid` onto a given.
    pub fn holds_for(self, grid: &Grid) -> bool {
        let givens = grid.filled_cells();
        self.maps()
            .iter()
            .all(|m| givens.iter().all(|c| givens.contains(m.apply(c))))
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// A name that is not a symmetry.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown symmetry `{0}`: expected none, rot180, rot90, diagonal, anti-diagonal, horizontal, vertical, mirrors, diagonals or dihedral"
)]
pub struct UnknownSymmetry(pub String);

impl FromStr for Symmetry {
    type Err = UnknownSymmetry;

    fn from_str(s: &str) -> Result<Symmetry, UnknownSymmetry> {
        Symmetry::ALL
            .into_iter()
            .find(|sym| sym.slug().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownSymmetry(s.to_string()))
    }
}

impl serde::Serialize for Symmetry {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.slug())
    }
}

/// The orbits of a symmetry: the sets of cells whose givens come and go together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Orbits {
    sets: Vec<CellSet>,
    of_cell: [u8; 81],
}

impl Orbits {
    fn of(symmetry: Symmetry) -> Orbits {
        // The most cells an orbit can have: eight, the size of the largest group.
        const MAX_ORBIT: u32 = 8;
        let maps = symmetry.maps();
        let mut sets = Vec::new();
        let mut of_cell = [0u8; 81];
        let mut seen = CellSet::EMPTY;
        for start in Cell::all() {
            if seen.contains(start) {
                continue;
            }
            let mut orbit = CellSet::single(start);
            let mut frontier = orbit;
            while !frontier.is_empty() {
                let mut next = CellSet::EMPTY;
                for cell in frontier {
                    for m in maps {
                        next.insert(m.apply(cell));
                    }
                }
                frontier = next - orbit;
                orbit |= next;
            }
            debug_assert!(orbit.len() <= MAX_ORBIT, "{symmetry}: orbit did not close");
            for cell in orbit {
                of_cell[cell.index()] = sets.len() as u8;
            }
            seen |= orbit;
            sets.push(orbit);
        }
        Orbits { sets, of_cell }
    }

    /// The orbits, ordered by their lowest cell.
    pub fn sets(&self) -> &[CellSet] {
        &self.sets
    }

    /// How many orbits there are.
    pub fn len(&self) -> usize {
        self.sets.len()
    }

    /// Never: every symmetry has orbits.
    pub fn is_empty(&self) -> bool {
        self.sets.is_empty()
    }

    /// The orbit numbered `index`.
    pub fn get(&self, index: usize) -> CellSet {
        self.sets[index]
    }

    /// The number of the orbit holding `cell`.
    pub fn index_of(&self, cell: Cell) -> usize {
        usize::from(self.of_cell[cell.index()])
    }

    /// The orbit holding `cell`.
    pub fn orbit_of(&self, cell: Cell) -> CellSet {
        self.sets[self.index_of(cell)]
    }

    /// The numbers of givens a pattern of whole orbits can have, as a bit set over
    /// 0..=81 (bit n set when some union of orbits has n cells).
    pub fn reachable_counts(&self) -> u128 {
        let mut reach: u128 = 1;
        for set in &self.sets {
            reach |= reach << set.len();
        }
        reach & ((1u128 << 82) - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sizes(sym: Symmetry) -> Vec<u32> {
        let mut s: Vec<u32> = sym.orbits().sets().iter().map(|o| o.len()).collect();
        s.sort();
        s.dedup();
        s
    }

    #[test]
    fn orbits_partition_the_grid() {
        for sym in Symmetry::ALL {
            let orbits = sym.orbits();
            let mut all = CellSet::EMPTY;
            for (i, &o) in orbits.sets().iter().enumerate() {
                assert!(!o.intersects(all), "{sym}");
                all |= o;
                for c in o {
                    assert_eq!(orbits.index_of(c), i);
                }
            }
            assert_eq!(all, CellSet::ALL, "{sym}");
        }
    }

    #[test]
    fn orbit_sizes_follow_the_table() {
        assert_eq!(sizes(Symmetry::None), [1]);
        assert_eq!(sizes(Symmetry::Rot180), [1, 2]);
        assert_eq!(sizes(Symmetry::Rot90), [1, 4]);
        assert_eq!(sizes(Symmetry::Diagonal), [1, 2]);
        assert_eq!(sizes(Symmetry::AntiDiagonal), [1, 2]);
        assert_eq!(sizes(Symmetry::Horizontal), [1, 2]);
        assert_eq!(sizes(Symmetry::Vertical), [1, 2]);
        assert_eq!(sizes(Symmetry::Mirrors), [1, 2, 4]);
        assert_eq!(sizes(Symmetry::Diagonals), [1, 2, 4]);
        assert_eq!(sizes(Symmetry::Dihedral), [1, 4, 8]);
        assert_eq!(Symmetry::Rot90.orbits().len(), 21);
        assert_eq!(Symmetry::Dihedral.orbits().len(), 15);
    }

    #[test]
    fn maps_match_the_issue() {
        let c = Cell::at(1, 2).unwrap();
        let at = |r, c| Cell::at(r, c).unwrap();
        assert_eq!(Map::Rot180.apply(c), at(7, 6));
        assert_eq!(Map::Rot90.apply(c), at(2, 7));
        assert_eq!(Map::Diagonal.apply(c), at(2, 1));
        assert_eq!(Map::AntiDiagonal.apply(c), at(6, 7));
        assert_eq!(Map::Horizontal.apply(c), at(7, 2));
        assert_eq!(Map::Vertical.apply(c), at(1, 6));
        let rot90 = Symmetry::Rot90.orbits().orbit_of(c);
        assert_eq!(
            rot90,
            [at(1, 2), at(2, 7), at(7, 6), at(6, 1)]
                .into_iter()
                .collect()
        );
    }

    #[test]
    fn symmetric_patterns_are_recognized() {
        let solved: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .unwrap();
        for sym in Symmetry::ALL {
            let orbits = sym.orbits();
            let mut g = solved;
            for (i, &o) in orbits.sets().iter().enumerate() {
                if i % 3 == 0 {
                    for c in o {
                        g.set(c, None);
                    }
                }
            }
            assert!(sym.holds_for(&g), "{sym}");
        }
        let mut one_gone = solved;
        one_gone.set(Cell::at(0, 1).unwrap(), None);
        assert!(Symmetry::None.holds_for(&one_gone));
        for sym in &Symmetry::ALL[1..] {
            assert!(!sym.holds_for(&one_gone), "{sym}");
        }
    }

    #[test]
    fn reachable_counts() {
        let rot90 = Symmetry::Rot90.orbits().reachable_counts();
        assert!(rot90 & 1 << 17 != 0 && rot90 & 1 << 20 != 0);
        assert!(rot90 & 1 << 18 == 0 && rot90 & 1 << 19 == 0);
        assert!(Symmetry::None.orbits().reachable_counts() == (1u128 << 82) - 1);
    }

    #[test]
    fn names_round_trip() {
        for sym in Symmetry::ALL {
            assert_eq!(sym.slug().parse::<Symmetry>(), Ok(sym));
        }
        assert!("rot45".parse::<Symmetry>().is_err());
    }
}
