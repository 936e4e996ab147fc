//! Full House and Hidden Single in the full groups of any topology.
//!
//! **Pattern.** A full group with one empty cell (Full House), or in which a digit not
//! yet placed has one cell left (Hidden Single). **Conclusion.** That cell takes the
//! digit. **Order.** Groups in topology order, then digits 1 to 9.

use std::ops::ControlFlow;

use crate::grid::{Candidates, Cell, CellSet, Digit};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends a Full House for every full group with exactly one empty cell.
pub(crate) fn full_house(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let topology = board.topology();
    for group in topology.full_groups() {
        let empty = board.empty_cells() & topology.cells(group);
        let Some(cell) = empty.iter().next().filter(|_| empty.len() == 1) else {
            continue;
        };
        let placed: Candidates = topology
            .cells(group)
            .iter()
            .filter_map(|c| board.value(c))
            .collect();
        if let Some(digit) = (Candidates::ALL - placed).single_digit() {
            let pattern = Pattern::Single {
                cell,
                digit,
                house: Some(group),
            };
            sink(Step::new(Technique::FullHouse, pattern).place(cell, digit))?;
        }
    }
    ControlFlow::Continue(())
}

/// Sends a Hidden Single for every digit with one open cell left in a full group
/// (a group with one empty cell is a Full House, which comes first).
pub(crate) fn hidden_single(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let topology = board.topology();
    for group in topology.full_groups() {
        let cells = topology.cells(group);
        if (board.empty_cells() & cells).len() < 2 {
            continue;
        }
        for (cell, digit) in one_places(board, cells) {
            let pattern = Pattern::Single {
                cell,
                digit,
                house: Some(group),
            };
            sink(Step::new(Technique::HiddenSingle, pattern).place(cell, digit))?;
        }
    }
    ControlFlow::Continue(())
}

/// Each digit (1 to 9) with one open cell left among `cells`, with that cell: in a
/// full group, the group's hidden singles (and its full house, when one cell is empty).
pub(crate) fn one_places(
    board: &Board,
    cells: CellSet,
) -> impl Iterator<Item = (Cell, Digit)> + '_ {
    Digit::ALL.into_iter().filter_map(move |digit| {
        let open = board.cells_with(digit) & cells;
        let cell = open.iter().next()?;
        (open.len() == 1).then_some((cell, digit))
    })
}
