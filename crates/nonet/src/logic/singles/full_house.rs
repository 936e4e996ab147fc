//! Full House: the last empty cell of a house.
//!
//! **Pattern.** A house has one empty cell. **Conclusion.** It takes the one digit the
//! house is missing. **Order.** Boxes, columns, rows (Sudoku Explainer's pass A), so a
//! full house anywhere is found before any hidden single.

use std::ops::ControlFlow;

use crate::logic::order::box_column_row;
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends a step for every house with exactly one empty cell.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for house in box_column_row() {
        let empty = board.empty_cells() & house.cell_set();
        let Some(cell) = empty.single_cell() else {
            continue;
        };
        let Some(digit) = board.candidates(cell).single_digit() else {
            continue;
        };
        let pattern = Pattern::Single {
            cell,
            digit,
            house: Some(house),
        };
        sink(Step::new(Technique::FullHouse, pattern).place(cell, digit))?;
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::testing::{assert_step, first_step, grid, se_fixture};

    #[test]
    fn fires_on_the_last_cell_of_a_row() {
        // A solved grid with r3c5 emptied: row 3, column 5 and box 2 all have one hole.
        let g = grid(
            "534678912672195348198.42567859761423426853791713924856961537284287419635345286179",
        );
        let step = first_step(&g, Technique::FullHouse).expect("full house");
        assert_eq!(step.explanation(), "Full House in box 2: r3c4=3");
    }

    #[test]
    fn silent_when_every_house_has_two_holes() {
        let g = grid(
            "..4678912..2195348198342567859761423426853791713924856961537284287419635345286179",
        );
        assert!(first_step(&g, Technique::FullHouse).is_none());
    }

    /// Line 2 of `se_rated_train.tsv` (tests/fixtures: serate's own ratings of public
    /// puzzles): a 17-clue puzzle of Royle's collection, serate 1.5/1.2/1.2. SE's 27th hint
    /// there is this full house.
    #[test]
    fn fires_on_se_path_of_a_17_clue_puzzle() {
        let step = se_fixture(
            ".................1..2..3.4.......2.5.1....6..3.4..7.......6.......15......7...82.",
            26,
            Technique::FullHouse,
        );
        assert_step(&step, "Full House in box 6: r6c7=9", "1.0");
    }
}
