//! `Position`: what the player has written: digits, corner marks, centre marks, colours.

use crate::grid::{Candidates, Cell, Grid};
use crate::rules::Topology;

/// The player's writing on the grid: everything an action changes and undo restores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Position {
    /// The player's digits (0 on givens and empty cells).
    pub(crate) entries: Grid,
    /// Corner marks per cell.
    pub(crate) corner: [Candidates; 81],
    /// Centre marks per cell.
    pub(crate) centre: [Candidates; 81],
    /// Colours per cell, by number (see [`Colour`](super::Colour)).
    pub(crate) colours: [Candidates; 81],
}

impl Position {
    /// Nothing written yet.
    pub(crate) const EMPTY: Position = Position {
        entries: Grid::EMPTY,
        corner: [Candidates::EMPTY; 81],
        centre: [Candidates::EMPTY; 81],
        colours: [Candidates::EMPTY; 81],
    };

    /// `givens` with the player's digits over them.
    pub(crate) fn grid(&self, givens: &Grid) -> Grid {
        let mut grid = *givens;
        for cell in self.entries.filled_cells() {
            grid.set(cell, self.entries.get(cell));
        }
        grid
    }

    /// The digits `cell` can take in `grid` under `derived`: none of its peers holds
    /// them. Empty for a filled cell.
    pub(crate) fn candidates(grid: &Grid, derived: &Topology, cell: Cell) -> Candidates {
        if grid.get(cell).is_some() {
            return Candidates::EMPTY;
        }
        let mut c = Candidates::ALL;
        for p in derived.peers(cell) {
            if let Some(d) = grid.get(p) {
                c.remove(d);
            }
        }
        c
    }
}
