//! The killer cages the sums over houses add up: those with totals, each cell in one
//! of them at most (the 45 rule adds up disjoint parts, so of two cages that overlap
//! the later is left out).

use super::super::board::Board;
use super::indexed;
use crate::grid::CellSet;
use crate::rules::Constraint;

/// A killer cage with a total, as the sums read it.
#[derive(Clone, Copy)]
pub(super) struct Piece {
    /// The cage's index in the rules' constraints.
    pub(super) index: usize,
    pub(super) cells: CellSet,
    pub(super) total: i32,
}

/// The cages with totals that share no cell (an overlapping cage is left out: the 45
/// rule adds up disjoint parts).
pub(super) fn pieces(board: &Board) -> Vec<Piece> {
    let mut taken = CellSet::EMPTY;
    let mut out = Vec::new();
    for (index, constraint) in indexed(board) {
        let Constraint::Killer(cage) = constraint else {
            continue;
        };
        let Some(total) = cage.total else { continue };
        let cells: CellSet = cage.cells.iter().copied().collect();
        if cells.intersects(taken) {
            continue;
        }
        taken |= cells;
        out.push(Piece {
            index,
            cells,
            total: i32::from(total),
        });
    }
    out
}
