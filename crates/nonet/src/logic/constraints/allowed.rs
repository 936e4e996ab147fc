//! A cell restricted to a set of digits (an even/odd cell, given candidates): the step
//! both kinds take. The one cell's ways of filling are its options inside the set, so
//! [`Support`] removes the rest, and clears the last digit from its peers when one is
//! left.

use super::super::board::Board;
use super::super::step::Step;
use super::super::technique::Technique;
use super::support::{Support, options};
use crate::grid::{Candidates, Cell};

/// The step of the constraint at `index`, which keeps `cell` to `allowed`, as
/// `technique`: `None` when the cell is filled or the step concludes nothing.
/// `allowed` goes into the evidence's combinations for the sentence.
pub(super) fn keep_allowed(
    board: &Board,
    technique: Technique,
    index: usize,
    cell: Cell,
    allowed: Candidates,
) -> Option<Step> {
    if board.value(cell).is_some() {
        return None;
    }
    let kept = options(board, cell) & allowed;
    if kept.is_empty() {
        return None;
    }
    let required = if kept.len() == 1 {
        kept
    } else {
        Candidates::EMPTY
    };
    let cells = [cell];
    let mut support = Support::new(&cells);
    support.add_all(&[kept], required);
    support.step(board, technique, index, None, vec![allowed])
}
