//! Naked and hidden subsets in the groups of any topology.
//!
//! **Naked.** `n` empty cells of a group whose candidates together are `n` digits:
//! those digits go in those cells, so the group's other cells lose them (any group:
//! its digits are distinct). **Hidden.** `n` digits whose open cells in a full group
//! are `n` cells together: those cells hold those digits, so they lose every other
//! candidate (full groups only: a smaller group need not hold the digits).
//! **Order.** Groups in topology order, then subsets in increasing order. As in Sudoku
//! Explainer and the classic finders, a naked set needs a group of at least 2n empty
//! cells and a hidden set more than 2n (else its complement, the smaller, is named),
//! and a hidden set's digits two places or more each.

use std::ops::ControlFlow;

use crate::grid::{Candidates, Cell, CellSet, Digit, GroupId};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every naked subset of `size` (2 to 4) that eliminates something.
pub(crate) fn find_naked(board: &Board, size: usize, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let technique = match size {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    };
    let topology = board.topology();
    for group in topology.ids() {
        let empty: Vec<Cell> = (board.empty_cells() & topology.cells(group))
            .iter()
            .collect();
        if empty.len() < 2 * size {
            continue;
        }
        // Cells of two to `size` candidates may join a set (a cell of more can be in
        // none, a cell of one is a naked single).
        let open: Vec<Cell> = empty
            .iter()
            .copied()
            .filter(|&c| (2..=size).contains(&(board.candidates(c).len() as usize)))
            .collect();
        if open.len() < size {
            continue;
        }
        each_subset(open.len(), size, &mut |picked| {
            let cells: CellSet = picked.iter().map(|&k| open[k]).collect();
            let digits = cells
                .iter()
                .fold(Candidates::EMPTY, |d, c| d | board.candidates(c));
            if digits.len() as usize != size {
                return ControlFlow::Continue(());
            }
            let mut step = Step::new(
                technique,
                Pattern::Subset {
                    house: group,
                    cells,
                    digits,
                },
            );
            for other in empty.iter().filter(|c| !cells.contains(**c)) {
                for d in board.candidates(*other) & digits {
                    step.push_elimination(*other, d);
                }
            }
            if step.is_productive() {
                return sink(step);
            }
            ControlFlow::Continue(())
        })?;
    }
    ControlFlow::Continue(())
}

/// Sends every hidden subset of `size` (2 to 4) in a full group that eliminates
/// something.
pub(crate) fn find_hidden(board: &Board, size: usize, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let technique = match size {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    };
    let topology = board.topology();
    for group in topology.full_groups() {
        let cells = topology.cells(group);
        let open: Vec<(Digit, CellSet)> = Digit::ALL
            .into_iter()
            .map(|d| (d, board.cells_with(d) & cells))
            .filter(|(_, at)| at.len() >= 2)
            .collect();
        if (board.empty_cells() & cells).len() as usize <= 2 * size || open.len() < size {
            continue;
        }
        each_subset(open.len(), size, &mut |picked| {
            let digits: Candidates = picked.iter().map(|&k| open[k].0).collect();
            let at = picked.iter().fold(CellSet::EMPTY, |s, &k| s | open[k].1);
            if at.len() as usize != size {
                return ControlFlow::Continue(());
            }
            send_hidden(board, technique, group, at, digits, sink)
        })?;
    }
    ControlFlow::Continue(())
}

fn send_hidden(
    board: &Board,
    technique: Technique,
    group: GroupId,
    cells: CellSet,
    digits: Candidates,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let mut step = Step::new(
        technique,
        Pattern::Subset {
            house: group,
            cells,
            digits,
        },
    );
    for cell in cells {
        for d in board.candidates(cell) - digits {
            step.push_elimination(cell, d);
        }
    }
    if step.is_productive() {
        sink(step)
    } else {
        ControlFlow::Continue(())
    }
}

/// Calls `f` with every `size`-subset of `0..n`, in lexicographic order, until it
/// breaks.
fn each_subset(
    n: usize,
    size: usize,
    f: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let mut picked: Vec<usize> = (0..size).collect();
    loop {
        f(&picked)?;
        let Some(i) = (0..size).rev().find(|&i| picked[i] < n - size + i) else {
            return ControlFlow::Continue(());
        };
        picked[i] += 1;
        for j in i + 1..size {
            picked[j] = picked[j - 1] + 1;
        }
    }
}
