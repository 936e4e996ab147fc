//! Test helpers for the constraint techniques' unit tests: a board from a puzzle's
//! text, and the first step a finder sends.

use std::ops::ControlFlow;

use crate::grid::Grid;
use crate::logic::{Board, Sink, Step};
use crate::rules::Puzzle;

/// The board of a puzzle in any format the reader detects, its solution unknown.
pub(crate) fn board(text: &str) -> Board {
    let (puzzle, ..): (Puzzle, _, _) = crate::format::read_puzzle(text).expect("a puzzle");
    Board::for_rules(&puzzle.givens, &puzzle.rules, Grid::EMPTY)
}

/// The first step `find` sends on `board`.
pub(crate) fn first_step(
    board: &Board,
    find: fn(&Board, &mut Sink<'_>) -> ControlFlow<()>,
) -> Option<Step> {
    let mut out = None;
    let _ = find(board, &mut |s| {
        out = Some(s);
        ControlFlow::Break(())
    });
    out
}

/// Whether `step` removes `digit` from the cell named `cell` (`r1c2`).
pub(crate) fn has(step: &Step, cell: &str, digit: u8) -> bool {
    step.eliminations
        .iter()
        .any(|e| e.cell.to_string() == cell && e.digit.get() == digit)
}
