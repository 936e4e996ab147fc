//! Naked Single: a cell with one candidate left.
//!
//! **Pattern.** An empty cell whose candidates are down to one digit.
//! **Conclusion.** The cell takes it. **Order.** Cells r1c1 to r9c9.

use std::ops::ControlFlow;

use crate::grid::{Cell, Digit};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends a step for every empty cell with exactly one candidate.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for cell in board.empty_cells() {
        if let Some(digit) = board.candidates(cell).single_digit() {
            let pattern = Pattern::Single {
                cell,
                digit,
                house: None,
            };
            sink(Step::new(Technique::NakedSingle, pattern).place(cell, digit))?;
        }
    }
    ControlFlow::Continue(())
}

/// The placement [`find`] sends first, without building a step: a straight scan of
/// the 81 candidate sets (a filled cell's is empty, so it never has one candidate).
pub(crate) fn first(board: &Board) -> Option<(Cell, Digit)> {
    let i = board
        .all_candidates()
        .iter()
        .position(|c| c.bits().is_power_of_two())?;
    let digit = board.all_candidates()[i].first()?;
    Some((Cell::from_index(i), digit))
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::testing::{
        assert_step, first_step, first_step_on, givens, se_board, se_fixture,
    };

    #[test]
    fn fires_on_a_cell_seeing_eight_digits() {
        // r5c5 sees 1-4 in its row and 6-9 in its column: only 5 is left.
        let g = givens(&[
            ("r5c1", 1),
            ("r5c2", 2),
            ("r5c3", 3),
            ("r5c7", 4),
            ("r1c5", 6),
            ("r2c5", 7),
            ("r3c5", 8),
            ("r8c5", 9),
        ]);
        let step = first_step(&g, Technique::NakedSingle).expect("naked single");
        assert_eq!(step.explanation(), "Naked Single: r5c5=5");
    }

    #[test]
    fn silent_on_an_empty_grid() {
        assert!(first_step(&crate::Grid::EMPTY, Technique::NakedSingle).is_none());
    }

    /// Line 223 of `se_rated_train.tsv` (tests/fixtures: serate's own ratings of public
    /// puzzles): a QQwing intermediate puzzle that serate rates 2.3/1.2/1.2. Its 2.3 is
    /// this naked single, SE's 28th hint: no hidden single was left.
    #[test]
    fn fires_where_serate_rates_2_3() {
        let puzzle =
            "..6.1....8........7....31....4.62.3.6...7....3...89..7.2.....4.43..2..1....7..9.2";
        let step = se_fixture(puzzle, 27, Technique::NakedSingle);
        assert_step(&step, "Naked Single: r5c8=9", "2.3");
        assert!(first_step_on(&se_board(puzzle, 27), Technique::HiddenSingle).is_none());
    }
}
