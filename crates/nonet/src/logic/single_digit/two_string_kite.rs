//! 2-String Kite: a row and a column strong link joined in a box.
//!
//! **Pattern.** For a digit, a row and a column where it has exactly two places each;
//! one place of the row and one of the column (distinct cells) lie in the same box, the
//! other two (the ends) outside it. The two box cells cannot both hold the digit, so
//! one of the ends does: `(d)end1=(d)box1-(d)box2=(d)end2`. **Eliminations.** The digit
//! from every cell that sees both ends. **Order.** Digits 1 to 9; rows 1 to 9; columns 1
//! to 9; the row's places, then the column's, in cell order.
//! **Rating.** 4.1: Sudoku Explainer 1.2.1 has no 2-String Kite; this is SukakuExplainer's
//! turbot-family rating (Skyscraper 4.0, 2-String Kite 4.1). The eight-tier ladder gives it
//! no tier, so it sits with Empty Rectangle in Expert.
//!
//! **Example.** Sudopedia's 2-String Kite: the digit's strings in row 1 (r1c3, r1c7)
//! and column 1 (r3c1, r7c1) meet in box 1, so r7c7 cannot hold it.

use std::ops::ControlFlow;

use super::{pair, x_chain};
use crate::grid::{CellSet, Digit, House};
use crate::logic::registry::Sink;
use crate::logic::{Board, Step, Technique};

/// Sends every 2-String Kite that eliminates something.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for digit in Digit::ALL {
        for r in 0..9 {
            let Some((r1, r2)) = pair(board.cells_with_in(digit, House::row(r))) else {
                continue;
            };
            if r1.box_index() == r2.box_index() {
                continue;
            }
            for c in 0..9 {
                let Some((c1, c2)) = pair(board.cells_with_in(digit, House::column(c))) else {
                    continue;
                };
                if c1.box_index() == c2.box_index() {
                    continue;
                }
                for (row_in, row_end) in [(r1, r2), (r2, r1)] {
                    for (col_in, col_end) in [(c1, c2), (c2, c1)] {
                        if row_in == col_in
                            || row_in.box_index() != col_in.box_index()
                            || row_end == col_end
                        {
                            continue;
                        }
                        let cells: CellSet =
                            [row_end, row_in, col_in, col_end].into_iter().collect();
                        let victims = CellSet::peers_of(row_end)
                            & CellSet::peers_of(col_end)
                            & (board.cells_with(digit) - cells);
                        if victims.is_empty() {
                            continue;
                        }
                        let nodes = [row_end, row_in, col_in, col_end].map(CellSet::single);
                        let mut step = Step::new(Technique::TwoStringKite, x_chain(digit, &nodes));
                        for cell in victims {
                            step.push_elimination(cell, digit);
                        }
                        sink(step)?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use crate::grid::{Cell, Digit};
    use crate::logic::testing::first_step_on;
    use crate::logic::{Board, Technique};

    /// Sudopedia's 2-String Kite diagram (sudopedia.org, "2-String Kite"): the strings
    /// are row 1 (r1c3, r1c7) and column 1 (r3c1, r7c1), meeting in box 1; r7c7 sees
    /// both ends. Built on an empty board by removing the digit from the rest of row 1
    /// and column 1.
    fn sudopedia_kite() -> Board {
        let mut board = Board::new(&crate::Grid::EMPTY);
        let d = Digit::new(5).unwrap();
        for name in ["r1c1", "r1c2", "r1c4", "r1c5", "r1c6", "r1c8", "r1c9"] {
            board.eliminate(name.parse::<Cell>().unwrap(), d);
        }
        for name in ["r2c1", "r4c1", "r5c1", "r6c1", "r8c1", "r9c1"] {
            board.eliminate(name.parse::<Cell>().unwrap(), d);
        }
        board
    }

    #[test]
    fn sudopedia_kite_eliminates_the_far_corner() {
        let step = first_step_on(&sudopedia_kite(), Technique::TwoStringKite).expect("kite");
        assert_eq!(
            step.explanation(),
            "2-String Kite on 5: (5)r1c7=(5)r1c3-(5)r3c1=(5)r7c1: r7c7<>5"
        );
    }

    #[test]
    fn no_kite_when_the_strings_meet_in_one_cell() {
        let mut board = Board::new(&crate::Grid::EMPTY);
        let d = Digit::new(5).unwrap();
        for name in ["r1c2", "r1c3", "r1c4", "r1c5", "r1c6", "r1c8", "r1c9"] {
            board.eliminate(name.parse::<Cell>().unwrap(), d);
        }
        for name in ["r2c1", "r3c1", "r4c1", "r5c1", "r6c1", "r8c1", "r9c1"] {
            board.eliminate(name.parse::<Cell>().unwrap(), d);
        }
        assert!(first_step_on(&board, Technique::TwoStringKite).is_none());
    }
}
