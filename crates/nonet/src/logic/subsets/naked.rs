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

use crate::bits::indices;
use crate::grid::{Candidates, Digit, House};
use crate::logic::order::{box_column_row, tight_subsets};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// The technique of a naked set of `size` (2, 3 or 4).
fn technique(size: u32) -> Technique {
    match size {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    }
}

/// Sends every naked subset of `size` (2, 3 or 4) that eliminates something.
pub(crate) fn find(board: &Board, size: u32, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let technique = technique(size);
    for house in box_column_row() {
        if board.empty_count(house) < 2 * size {
            continue;
        }
        let cells = house.cells();
        // Cells that may join a set (two to `size` candidates: a cell of more can be
        // in none), in house order; colex order over this list is the colex order over
        // all positions with the others skipped.
        let mut positions = [0u8; 9];
        let mut masks = [0u16; 9];
        let mut len = 0;
        for (p, &cell) in cells.iter().enumerate() {
            let n = board.candidates(cell).len();
            if (2..=size).contains(&n) {
                positions[len] = p as u8;
                masks[len] = board.candidates(cell).bits();
                len += 1;
            }
        }
        tight_subsets(&masks[..len], size, |chosen, digits| {
            let set: u16 = indices(chosen).fold(0, |m, i| m | 1 << positions[i]);
            // The set's digits elsewhere in the house: nothing to eliminate, no step.
            let elsewhere = indices(u32::from(digits))
                .fold(0, |m, d| m | board.positions(house, Digit::from_index(d)));
            if elsewhere & !set == 0 {
                return ControlFlow::Continue(());
            }
            sink(step(
                board,
                technique,
                house,
                set,
                Candidates::from_bits(digits),
            ))
        })?;
    }
    ControlFlow::Continue(())
}

/// The step of the naked set of `digits` on positions `set` of `house`.
fn step(board: &Board, technique: Technique, house: House, set: u16, digits: Candidates) -> Step {
    let cells = house.cells();
    let mut step = Step::new(
        technique,
        Pattern::Subset {
            house,
            cells: indices(u32::from(set)).map(|p| cells[p]).collect(),
            digits,
        },
    );
    for (p, &cell) in cells.iter().enumerate() {
        if set >> p & 1 == 0 {
            for d in board.candidates(cell) & digits {
                step.push_elimination(cell, d);
            }
        }
    }
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::order::colex;
    use crate::logic::testing::{first_step, first_step_on, givens, se_board, se_fixture};

    /// The search as first written: every tuple of cells with two or more candidates,
    /// a step built for each naked set and sent when productive.
    fn reference(board: &Board, size: u32, sink: &mut Sink<'_>) -> ControlFlow<()> {
        let technique = technique(size);
        for house in box_column_row() {
            if board.empty_count(house) < 2 * size {
                continue;
            }
            let cells = house.cells();
            let eligible: Vec<usize> = (0..9)
                .filter(|&p| board.candidates(cells[p]).len() >= 2)
                .collect();
            for mask in colex(eligible.len() as u32, size) {
                let mut set = 0u16;
                let mut digits = Candidates::EMPTY;
                for i in indices(mask) {
                    set |= 1 << eligible[i];
                    digits |= board.candidates(cells[eligible[i]]);
                }
                if digits.len() != size {
                    continue;
                }
                let step = step(board, technique, house, set, digits);
                if step.is_productive() {
                    sink(step)?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    #[test]
    fn agrees_with_the_reference_search() {
        crate::logic::testing::assert_agrees_by_size(find, reference);
    }

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

    /// Line 245 of `se_rated_train.tsv` (tests/fixtures: serate's own ratings of public puzzles): a
    /// QQwing intermediate puzzle that serate rates 3.0/1.2/1.2. Its 3.0 is this naked
    /// pair, SE's 18th hint, where no intersection was left.
    #[test]
    fn naked_pair_where_serate_rates_3_0() {
        let puzzle =
            "6.7..........86......4.......47....6.9..3....3....1.5..1.....74....95.1..58...3..";
        let step = se_fixture(puzzle, 17, Technique::NakedPair);
        assert_eq!(
            step.explanation(),
            "Naked Pair on 3 and 6 in box 7 (r7c3, r8c3): r8c2<>3, r8c2<>6"
        );
        let board = se_board(puzzle, 17);
        assert!(first_step_on(&board, Technique::Pointing).is_none());
        assert!(first_step_on(&board, Technique::BoxLine).is_none());
    }

    /// Line 171 of `se_rated_train.tsv`: a QQwing expert puzzle that serate rates
    /// 3.6/1.2/1.2. Its 3.6 is this naked triple, SE's 18th hint; no naked or hidden
    /// pair was left.
    #[test]
    fn naked_triple_where_serate_rates_3_6() {
        let puzzle =
            "..83.9...5.7..19.3....5.4..8..9.5..4.9..43.15.1...7.6.9..........1.....8..4...7..";
        let step = se_fixture(puzzle, 17, Technique::NakedTriple);
        assert_eq!(
            step.explanation(),
            "Naked Triple on 2, 3 and 6 in box 7 (r7c3, r8c1, r9c1): r7c2<>2, r7c2<>3, \
             r7c2<>6, r8c2<>2, r8c2<>3, r8c2<>6, r9c2<>2, r9c2<>3, r9c2<>6"
        );
        let board = se_board(puzzle, 17);
        assert!(first_step_on(&board, Technique::NakedPair).is_none());
        assert!(first_step_on(&board, Technique::HiddenPair).is_none());
    }

    /// "Q is for Quad" (mith, Enjoy Sudoku Players Forum, forum.enjoysudoku.com/
    /// q-is-for-quad-t38208.html): solved there with naked quads, an X-Wing, a Swordfish
    /// and a Jellyfish (HoDoKu alike). SE's 24th hint there is a naked quad.
    #[test]
    fn naked_quad_on_a_forum_puzzle() {
        let step = se_fixture(
            ".............9...8..76.5.....64..5...3..2..1...4..76.....9.47......3..51.2.......",
            23,
            Technique::NakedQuad,
        );
        assert_eq!(
            step.explanation(),
            "Naked Quad on 4, 5, 6 and 9 in box 1 (r1c1, r1c2, r2c1, r2c2): r2c3<>5, \
             r3c1<>4, r3c1<>9, r3c2<>4, r3c2<>9"
        );
        assert_eq!(step.rating.to_string(), "5.0");
    }
}
