//! What the wing and chain finders read of a board's shape: each cell's peers (two
//! cells that cannot hold the same digit: a weak link on any digit) and the full groups
//! holding it (a digit's two places in one of them: a strong link).
//!
//! The classic finders and their forms over any topology are one code, generic over
//! [`Links`]: [`Classic`] answers from the constant tables (the classic fast path, no
//! pointer followed), [`TopologyLinks`] from a variant board's topology, so a wing or a
//! chain on a jigsaw, an X-Sudoku or an anti-knight board is found by the very search
//! that finds it on a classic board.

use crate::grid::{Cell, CellSet, House};
use crate::rules::Topology;

/// The peers and full groups a finder links cells through.
pub(crate) trait Links {
    /// The cells that cannot hold the digit `cell` holds (never `cell` itself).
    fn peers(&self, cell: Cell) -> CellSet;

    /// Whether `a` and `b` cannot hold the same digit.
    fn sees(&self, a: Cell, b: Cell) -> bool {
        self.peers(a).contains(b)
    }

    /// The cells that see every cell of `cells` (and are not in it).
    fn common_peers(&self, cells: CellSet) -> CellSet {
        cells
            .iter()
            .fold(CellSet::ALL, |acc, c| acc & self.peers(c))
            - cells
    }

    /// The cells of each group holding all nine digits that contains `cell`, in group
    /// id order (on a classic board: its row, column and box).
    fn full_groups_of(&self, cell: Cell) -> impl Iterator<Item = CellSet> + '_;
}

/// Classic Sudoku's links: the 20 peers and the three houses of the constant tables.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Classic;

impl Links for Classic {
    #[inline]
    fn peers(&self, cell: Cell) -> CellSet {
        CellSet::peers_of(cell)
    }

    #[inline]
    fn sees(&self, a: Cell, b: Cell) -> bool {
        a.sees(b)
    }

    #[inline]
    fn common_peers(&self, cells: CellSet) -> CellSet {
        cells.common_peers()
    }

    #[inline]
    fn full_groups_of(&self, cell: Cell) -> impl Iterator<Item = CellSet> + '_ {
        cell.houses().into_iter().map(House::cell_set)
    }
}

/// A topology's links, with each cell's full groups listed once per search (a
/// topology keeps its groups, not the groups of each cell).
#[derive(Debug)]
pub(crate) struct TopologyLinks<'a> {
    topology: &'a Topology,
    full_of: Vec<Vec<CellSet>>,
}

impl<'a> TopologyLinks<'a> {
    pub(crate) fn new(topology: &'a Topology) -> TopologyLinks<'a> {
        let mut full_of = vec![Vec::new(); 81];
        for id in topology.full_groups() {
            let cells = topology.cells(id);
            for cell in cells {
                full_of[cell.index()].push(cells);
            }
        }
        TopologyLinks { topology, full_of }
    }
}

impl Links for TopologyLinks<'_> {
    fn peers(&self, cell: Cell) -> CellSet {
        self.topology.peers(cell)
    }

    fn full_groups_of(&self, cell: Cell) -> impl Iterator<Item = CellSet> + '_ {
        self.full_of[cell.index()].iter().copied()
    }
}
