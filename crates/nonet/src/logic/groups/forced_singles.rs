//! Forced singles: naked and hidden singles placed one after another over a board's
//! topology until none is left or the position breaks, the reasoning behind the game's
//! "why is this wrong" answers.
//!
//! **Order.** Each round looks for a contradiction first (an empty cell without
//! candidates, then a full group missing a digit, groups in
//! [`Topology::houses`](crate::rules::Topology::houses)
//! order), then places one single: the first naked single from r1c1, else the first
//! digit with one place left in a full group, in that same group order. One placement
//! per round, so the list of placements reads as a sequence in which each is a single
//! when it is made.
//!
//! Sound on any rules: a group's cells hold distinct digits and a full group holds all
//! nine, whatever else the rules say, so singles never place a digit the rules allow
//! elsewhere; rules beyond groups and peers (sums, lines) are simply not seen.

use crate::grid::{Candidates, Cell, CellSet, Digit};
use crate::logic::singles::naked_single;
use crate::logic::{Board, Candidate};
use crate::rules::GroupLabel;

use super::singles::one_places;

/// Where forced singles ran out of room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Contradiction {
    /// No digit is left for this empty cell.
    EmptyCell(Cell),
    /// This digit has no place left in this full group.
    NoPlace(GroupLabel, Digit),
}

/// Places singles on `board` one at a time until none is left, pushing each placement
/// on `forced`; stops at the first contradiction.
pub(crate) fn force_singles(
    board: &mut Board,
    forced: &mut Vec<Candidate>,
) -> Result<(), Contradiction> {
    loop {
        contradiction(board)?;
        let Some((cell, digit)) = naked_single::first(board).or_else(|| hidden_single(board))
        else {
            return Ok(());
        };
        board.place(cell, digit);
        forced.push(Candidate::new(cell, digit));
    }
}

/// The first empty cell without candidates, or full group digit without a place.
fn contradiction(board: &Board) -> Result<(), Contradiction> {
    if let Some(cell) = board
        .empty_cells()
        .iter()
        .find(|&c| board.candidates(c).is_empty())
    {
        return Err(Contradiction::EmptyCell(cell));
    }
    for group in board.topology().houses() {
        let missing = Candidates::ALL - digits(board, group.cells);
        if let Some(d) = missing.first() {
            return Err(Contradiction::NoPlace(group.label, d));
        }
    }
    Ok(())
}

/// The digits placed in `cells` or still open in one of them.
fn digits(board: &Board, cells: CellSet) -> Candidates {
    cells
        .iter()
        .fold(Candidates::EMPTY, |acc, c| match board.value(c) {
            Some(d) => acc.with(d),
            None => acc | board.candidates(c),
        })
}

/// The first digit with one place left in a full group, in the module's group order.
fn hidden_single(board: &Board) -> Option<(Cell, Digit)> {
    board
        .topology()
        .houses()
        .find_map(|group| one_places(board, group.cells).next())
}
