//! Hidden Pair, Triple and Quad, and Sudoku Explainer's Direct Hidden Pair and Triple.
//!
//! **Pattern.** In a house, n digits (each with at least two places) have between them
//! exactly n places. **Eliminations.** Every other candidate of those n cells.
//! **Direct form.** The same set, when another digit then has exactly one place left
//! outside it: that digit is placed there, and only the placement is applied.
//! **Order.** Houses box, column, row; digit tuples in colex order; a house needs more
//! than 2n empty cells (more than n for the direct form), as in Sudoku Explainer.
//!
//! **Example.** In row 4, 3 and 7 can only go in r4c2 and r4c6: those two cells hold
//! nothing but 3 and 7.

use std::ops::ControlFlow;

use crate::grid::{Candidates, Digit, House};
use crate::logic::order::{bits, box_column_row, colex};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every hidden subset of `size` (2, 3 or 4) that eliminates something.
pub fn find(board: &Board, size: u32, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let technique = match size {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    };
    for house in box_column_row() {
        if board.empty_count(house) <= 2 * size {
            continue;
        }
        sets(board, house, size, |digits, places| {
            let mut step = Step::new(technique, subset(board, house, digits, places));
            for p in bits(u32::from(places)) {
                let cell = house.cells()[p];
                for d in board.candidates(cell) - digits {
                    step.push_elimination(cell, d);
                }
            }
            if step.is_productive() {
                sink(step)?;
            }
            ControlFlow::Continue(())
        })?;
    }
    ControlFlow::Continue(())
}

/// Sends every direct hidden pair or triple (`size` 2 or 3): a hidden set that leaves
/// another digit a single place in the house.
pub fn find_direct(board: &Board, size: u32, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let technique = if size == 2 {
        Technique::DirectHiddenPair
    } else {
        Technique::DirectHiddenTriple
    };
    for house in box_column_row() {
        if board.empty_count(house) <= size {
            continue;
        }
        sets(board, house, size, |digits, places| {
            let forced = Digit::ALL.into_iter().find_map(|w| {
                let pos = board.positions(house, w);
                let outside = pos & !places;
                (!digits.contains(w) && pos.count_ones() >= 2 && outside.count_ones() == 1)
                    .then(|| (w, outside.trailing_zeros() as usize))
            });
            match forced {
                Some((w, p)) => {
                    let cell = house.cells()[p];
                    let pattern = subset(board, house, digits, places);
                    sink(Step::new(technique, pattern).place(cell, w))
                }
                None => ControlFlow::Continue(()),
            }
        })?;
    }
    ControlFlow::Continue(())
}

/// Calls `f(digits, places)` for every hidden set of `size` in `house`, digit tuples in
/// colex order: digits each with at least two places, whose places number exactly `size`.
fn sets(
    board: &Board,
    house: House,
    size: u32,
    mut f: impl FnMut(Candidates, u16) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let eligible: Vec<Digit> = Digit::ALL
        .into_iter()
        .filter(|&d| board.positions(house, d).count_ones() >= 2)
        .collect();
    for mask in colex(eligible.len() as u32, size) {
        let mut digits = Candidates::EMPTY;
        let mut places = 0u16;
        for i in bits(mask) {
            digits.insert(eligible[i]);
            places |= board.positions(house, eligible[i]);
        }
        if places.count_ones() == size {
            f(digits, places)?;
        }
    }
    ControlFlow::Continue(())
}

fn subset(_board: &Board, house: House, digits: Candidates, places: u16) -> Pattern {
    Pattern::Subset {
        house,
        cells: bits(u32::from(places)).map(|p| house.cells()[p]).collect(),
        digits,
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::testing::{first_step, givens};

    #[test]
    fn hidden_pair_in_a_box() {
        // In box 1, 1 and 2 are kept out of every cell but r1c1 and r1c2: 1s and 2s at
        // r2c4/r3c7 (rows 2, 3: 1) and r2c7/r3c4 (2), and r4c3 = 1, r5c3 = 2.
        let g = givens(&[
            ("r2c4", 1),
            ("r3c7", 1),
            ("r2c7", 2),
            ("r3c4", 2),
            ("r4c3", 1),
            ("r5c3", 2),
        ]);
        let step = first_step(&g, Technique::HiddenPair).expect("hidden pair");
        assert_eq!(
            step.explanation().split(':').next().unwrap(),
            "Hidden Pair on 1 and 2 in box 1 (r1c1, r1c2)"
        );
        assert_eq!(step.eliminations.len(), 14);
    }

    #[test]
    fn silent_on_an_empty_grid() {
        assert!(first_step(&crate::Grid::EMPTY, Technique::HiddenPair).is_none());
        assert!(first_step(&crate::Grid::EMPTY, Technique::DirectHiddenPair).is_none());
    }
}
