//! The known sums the 45 rule adds up: killer cages with totals, then little killers'
//! diagonals, each cell in one of them at most (the 45 rule adds up disjoint parts, so
//! of two that overlap the later is left out, and a cage comes before a diagonal).

use super::super::board::Board;
use super::indexed;
use crate::grid::CellSet;
use crate::rules::Constraint;

/// A set of cells whose digits add up to a known total: a killer cage's or a little
/// killer's.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Piece {
    /// The cage's index in the rules' constraints.
    pub(super) index: usize,
    pub(super) cells: CellSet,
    pub(super) total: i32,
    /// Whether it is a cage (its digits differ); a diagonal's may repeat.
    pub(super) cage: bool,
}

/// The cages with totals, then the little killers, that share no cell with an earlier
/// one: an overlapping sum is left out, since the 45 rule adds up disjoint parts.
pub(super) fn pieces(board: &Board) -> Vec<Piece> {
    let mut taken = CellSet::EMPTY;
    let mut out = Vec::new();
    for cages in [true, false] {
        for (index, constraint) in indexed(board) {
            let (cells, total): (CellSet, u16) = match constraint {
                Constraint::Killer(cage) if cages => match cage.total {
                    Some(total) => (cage.cells.iter().copied().collect(), total),
                    None => continue,
                },
                Constraint::LittleKiller(clue) if !cages => {
                    (clue.line().into_iter().collect(), clue.total)
                }
                _ => continue,
            };
            if cells.intersects(taken) {
                continue;
            }
            taken |= cells;
            out.push(Piece {
                index,
                cells,
                total: i32::from(total),
                cage: cages,
            });
        }
    }
    out
}
