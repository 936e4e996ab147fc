//! Naked Pair, Triple and Quad.
//!
//! **Pattern.** In a house, n cells (each with at least two candidates) hold between
//! them exactly n digits. **Eliminations.** Those digits, from the house's other cells.
//! **Order.** Houses box, column, row (each 1 to 9); cell tuples in colex order of
//! their positions in the house; a house needs at least 2n empty cells (Sudoku
//! Explainer's rules, so the first set found is the one SE reports).
//!
//! **Example.** Row 2 has r2c3 = {1,5} and r2c7 = {1,5}: no other cell of row 2 can be
//! 1 or 5.

use std::ops::ControlFlow;

use crate::grid::{Candidates, CellSet};
use crate::logic::order::{bits, box_column_row, colex};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every naked subset of `size` (2, 3 or 4) that eliminates something.
pub fn find(board: &Board, size: u32, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let technique = match size {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    };
    for house in box_column_row() {
        if board.empty_count(house) < 2 * size {
            continue;
        }
        let cells = house.cells();
        // Cells that may join a set, in house order; colex order over this list is the
        // colex order over all positions with the ineligible ones skipped.
        let eligible: Vec<usize> = (0..9)
            .filter(|&p| board.candidates(cells[p]).len() >= 2)
            .collect();
        for mask in colex(eligible.len() as u32, size) {
            let mut set = CellSet::EMPTY;
            let mut digits = Candidates::EMPTY;
            for i in bits(mask) {
                let cell = cells[eligible[i]];
                set.insert(cell);
                digits |= board.candidates(cell);
            }
            if digits.len() != size {
                continue;
            }
            let mut step = Step::new(
                technique,
                Pattern::Subset {
                    house,
                    cells: set,
                    digits,
                },
            );
            for &cell in cells {
                if set.contains(cell) {
                    continue;
                }
                for d in board.candidates(cell) & digits {
                    step.push_elimination(cell, d);
                }
            }
            if step.is_productive() {
                sink(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::testing::{first_step, givens};

    #[test]
    fn naked_pair_in_a_row() {
        // r1c1 and r1c2 see 5-9 in their columns and 3, 4 in box 1: both are {1,2}.
        let g = givens(&[
            ("r2c3", 3),
            ("r3c3", 4),
            ("r4c1", 5),
            ("r5c1", 6),
            ("r6c1", 7),
            ("r7c1", 8),
            ("r8c1", 9),
            ("r4c2", 8),
            ("r5c2", 9),
            ("r7c2", 5),
            ("r8c2", 6),
            ("r9c2", 7),
        ]);
        let step = first_step(&g, Technique::NakedPair).expect("naked pair");
        assert_eq!(
            step.explanation().split(':').next().unwrap(),
            "Naked Pair on 1 and 2 in box 1 (r1c1, r1c2)"
        );
        assert!(step.eliminations.iter().all(|e| e.digit.get() <= 2));
    }

    #[test]
    fn silent_on_an_empty_grid() {
        assert!(first_step(&crate::Grid::EMPTY, Technique::NakedPair).is_none());
    }
}
