//! The almost locked sets of a board, enumerated once per finder call and shared by
//! every ALS technique.
//!
//! An almost locked set (ALS) is n cells of one house whose candidates, together, are
//! exactly n + 1 digits: whatever happens, at most one of those digits is missing from
//! the set, and if one is known to be missing the other n are locked in it. A bivalue
//! cell is the smallest ALS.
//!
//! Every set is kept in bitsets: its cells, its digits, and per digit the cells of the
//! set holding it and the *zone* of that digit (the cells outside the set that see all
//! of them). Two sets with a digit x whose x-cells all see each other share a
//! *restricted common* digit: x can be in one of them at most.

use crate::grid::{Candidates, Cell, CellSet, Digit, House, HouseKind};
use crate::logic::Board;
use crate::logic::pattern::Als;

/// One almost locked set and its per-digit views.
#[derive(Clone, Copy, Debug)]
pub(crate) struct AlsSet {
    pub cells: CellSet,
    pub digits: Candidates,
    /// `cells_of[d]`: the cells of the set holding digit d.
    pub cells_of: [CellSet; 9],
    /// `zone[d]`: the cells outside the set that see every cell of `cells_of[d]` (empty
    /// when the set lacks d).
    pub zone: [CellSet; 9],
    /// The union of the zones: a set shares no restricted common digit with a set
    /// outside its reach.
    pub reach: CellSet,
}

impl AlsSet {
    /// The set of `cells` (candidates `digits`) on `board`, whose zones are the cells
    /// in `common_peers` of its cells holding each digit: the classic peers' or a
    /// topology's.
    pub(crate) fn new(
        board: &Board,
        cells: CellSet,
        digits: Candidates,
        common_peers: impl Fn(CellSet) -> CellSet,
    ) -> AlsSet {
        let mut cells_of = [CellSet::EMPTY; 9];
        let mut zone = [CellSet::EMPTY; 9];
        let mut reach = CellSet::EMPTY;
        for d in digits {
            let holding = board.cells_with(d) & cells;
            cells_of[d.index()] = holding;
            zone[d.index()] = common_peers(holding) - cells;
            reach |= zone[d.index()];
        }
        AlsSet {
            cells,
            digits,
            cells_of,
            zone,
            reach,
        }
    }

    /// The cells of the set holding `d`.
    pub(crate) fn cells_with(&self, d: Digit) -> CellSet {
        self.cells_of[d.index()]
    }

    /// The cells outside the set that see every cell of it holding `d`.
    pub(crate) fn zone(&self, d: Digit) -> CellSet {
        self.zone[d.index()]
    }

    /// The digits x that are restricted common to this set and `other`: both hold x,
    /// the sets share no cell, and every x-cell of one sees every x-cell of the other.
    pub(crate) fn restricted_commons(&self, other: &AlsSet) -> Candidates {
        if !self.reach.intersects(other.cells) || self.cells.intersects(other.cells) {
            return Candidates::EMPTY;
        }
        (self.digits & other.digits)
            .iter()
            .filter(|&x| self.zone(x).is_superset(other.cells_with(x)))
            .collect()
    }

    /// The evidence form of the set.
    pub(crate) fn evidence(&self) -> Als {
        Als {
            cells: self.cells,
            digits: self.digits,
        }
    }
}

/// Every almost locked set of 1 to 8 cells of the board, each listed once.
///
/// **Order.** Smallest sets first; among sets of one size, houses in index order (rows,
/// columns, boxes) and, within a house, subsets as increasing bitmasks of house
/// positions. A set that lies in two houses (one cell, or two or three cells of a
/// box-line intersection) is listed from its row or column only.
pub(crate) fn almost_locked_sets(board: &Board) -> Vec<AlsSet> {
    // Enumerate light (cells, digits) pairs first and sort those: the full sets are
    // ten times larger and cost more to move than to build.
    let mut light: Vec<(CellSet, Candidates)> = Vec::with_capacity(512);
    let mut unions = [Candidates::EMPTY; 512];
    let mut subsets = [CellSet::EMPTY; 512];
    for house in House::all() {
        let mut empty = [Cell::from_index(0); 9];
        let mut n = 0;
        for &cell in house.cells() {
            if board.value(cell).is_none() {
                empty[n] = cell;
                n += 1;
            }
        }
        // unions[m], subsets[m]: the candidates and the cells of the empty cells picked
        // by m, built from the subset without m's lowest bit.
        for m in 1usize..(1 << n) {
            let low = m.trailing_zeros() as usize;
            let rest = m & (m - 1);
            unions[m] = unions[rest] | board.candidates(empty[low]);
            subsets[m] = subsets[rest].with(empty[low]);
            let size = m.count_ones();
            if size < n as u32
                && unions[m].len() == size + 1
                && !listed_elsewhere(house, subsets[m])
            {
                light.push((subsets[m], unions[m]));
            }
        }
    }
    light.sort_by_key(|(cells, _)| cells.len());
    light
        .into_iter()
        .map(|(cells, digits)| AlsSet::new(board, cells, digits, CellSet::common_peers))
        .collect()
}

/// The restricted-common graph of a list of sets: for each set, the sets it shares a
/// restricted common digit with (in list order) and those digits.
pub(crate) struct RcGraph {
    /// `edges[offsets[i]..offsets[i + 1]]` are the neighbours of set i.
    offsets: Vec<usize>,
    edges: Vec<(usize, Candidates)>,
}

impl RcGraph {
    pub(crate) fn new(sets: &[AlsSet]) -> RcGraph {
        // The pair loop reads only cells and reach: keep those in a compact array so it
        // streams through cache instead of striding over the full sets.
        let hot: Vec<(CellSet, CellSet)> = sets.iter().map(|a| (a.cells, a.reach)).collect();
        let mut pairs: Vec<(usize, usize, Candidates)> = Vec::new();
        for (i, &(cells_a, reach_a)) in hot.iter().enumerate() {
            for (j, &(cells_b, _)) in hot.iter().enumerate().skip(i + 1) {
                if !reach_a.intersects(cells_b) || cells_a.intersects(cells_b) {
                    continue;
                }
                let rc = sets[i].restricted_commons(&sets[j]);
                if !rc.is_empty() {
                    pairs.push((i, j, rc));
                    pairs.push((j, i, rc));
                }
            }
        }
        // Pushed in order of the smaller index, so a stable sort by source leaves each
        // set's neighbours in increasing index.
        pairs.sort_by_key(|&(from, _, _)| from);
        let mut offsets = vec![0; sets.len() + 1];
        for &(from, _, _) in &pairs {
            offsets[from + 1] += 1;
        }
        for i in 0..sets.len() {
            offsets[i + 1] += offsets[i];
        }
        RcGraph {
            offsets,
            edges: pairs.into_iter().map(|(_, to, rc)| (to, rc)).collect(),
        }
    }

    /// The neighbours of set `i` and the restricted common digits joining them.
    pub(crate) fn neighbours(&self, i: usize) -> &[(usize, Candidates)] {
        &self.edges[self.offsets[i]..self.offsets[i + 1]]
    }
}

/// Whether `cells` of `house` also lie in another house that is enumerated first: a
/// single cell is taken from its row, and box cells lying in one row or column from
/// that line.
fn listed_elsewhere(house: House, cells: CellSet) -> bool {
    match house.kind() {
        HouseKind::Row => false,
        HouseKind::Column => cells.len() == 1,
        HouseKind::Box => {
            let mut rows = 0u16;
            let mut cols = 0u16;
            for c in cells {
                rows |= 1 << c.row();
                cols |= 1 << c.col();
            }
            rows.count_ones() == 1 || cols.count_ones() == 1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::testing::grid;

    #[test]
    fn every_set_is_almost_locked_and_listed_once() {
        let g = grid(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        let board = Board::new(&g);
        let sets = almost_locked_sets(&board);
        assert!(!sets.is_empty());
        for a in &sets {
            let digits = a
                .cells
                .iter()
                .fold(Candidates::EMPTY, |s, c| s | board.candidates(c));
            assert_eq!(digits, a.digits);
            assert_eq!(a.digits.len(), a.cells.len() + 1);
            assert!(House::all().any(|h| h.cell_set().is_superset(a.cells)));
        }
        let mut cells: Vec<_> = sets.iter().map(|a| a.cells).collect();
        cells.sort();
        cells.dedup();
        assert_eq!(cells.len(), sets.len());
        assert!(
            sets.windows(2)
                .all(|w| w[0].cells.len() <= w[1].cells.len())
        );
    }
}
