//! Intersections between any two groups of a topology: pointing and claiming
//! generalised (a region against a row, a diagonal against a box).
//!
//! **Pattern.** In a full group (the base), a digit's open cells all lie in another
//! group (the cover). **Eliminations.** The digit goes in the base's cells that the two
//! share, so no other cell of the cover may hold it. **Order.** Bases in topology
//! order, digits 1 to 9, covers in topology order. The Pointing row takes the bases
//! that are not rows or columns (boxes, regions, diagonals, windows...), the Box-Line
//! row the rows and columns.

use std::ops::ControlFlow;

use crate::grid::{Digit, GroupId};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Pointing over any topology: bases that are not lines.
pub(crate) fn find_pointing(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find(board, Technique::Pointing, |base| !is_line(base), sink)
}

/// Box-Line Reduction over any topology: bases that are rows and columns.
pub(crate) fn find_claiming(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find(board, Technique::BoxLine, is_line, sink)
}

/// Rows and columns are groups 0..18 in every topology.
fn is_line(group: GroupId) -> bool {
    group.index() < 18
}

fn find(
    board: &Board,
    technique: Technique,
    bases: impl Fn(GroupId) -> bool,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let topology = board.topology();
    for base in topology.full_groups().filter(|&g| bases(g)) {
        let base_cells = topology.cells(base);
        for digit in Digit::ALL {
            let open = board.cells_with(digit) & base_cells;
            if open.len() < 2 {
                continue;
            }
            for cover in topology.groups_holding(open).filter(|&g| g != base) {
                let cover_cells = topology.cells(cover);
                let gone = board.cells_with(digit) & (cover_cells - base_cells);
                if gone.is_empty() {
                    continue;
                }
                let pattern = Pattern::Intersection { digit, base, cover };
                let mut step = Step::new(technique, pattern);
                for cell in gone {
                    step.push_elimination(cell, digit);
                }
                sink(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}
