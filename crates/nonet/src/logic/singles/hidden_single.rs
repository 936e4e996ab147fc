//! Hidden Single: a digit with one place left in a house.
//!
//! **Pattern.** In a house with at least two empty cells, a digit has one possible cell.
//! **Conclusion.** The digit goes there. **Order.** Boxes, columns, rows; digits 1 to 9
//! (Sudoku Explainer's pass B). **Rating.** 1.2 in a box, 1.5 in a row or column.

use std::ops::ControlFlow;

use crate::grid::{Digit, HouseKind};
use crate::logic::SeValue;
use crate::logic::order::box_column_row;
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sudoku Explainer's rating of a hidden single in a box (in a line it is 1.5).
pub(crate) const BOX_RATING: SeValue = SeValue::new(1.2);

/// Sends a step for every digit that has exactly one place in a house with at least
/// two empty cells.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for house in box_column_row() {
        if board.empty_count(house) < 2 {
            continue;
        }
        for digit in Digit::ALL {
            let Some(cell) = board.cells_with_in(digit, house).single_cell() else {
                continue;
            };
            let pattern = Pattern::Single {
                cell,
                digit,
                house: Some(house),
            };
            let mut step = Step::new(Technique::HiddenSingle, pattern).place(cell, digit);
            if house.kind() == HouseKind::Box {
                step = step.rated(BOX_RATING);
            }
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::testing::{assert_step, first_step, givens, se_fixture};

    #[test]
    fn box_single_is_rated_1_2() {
        // Box 1: digit 1 is excluded from rows 2 and 3 (r2c5, r3c8) and from columns 2
        // and 3 (r5c2, r7c3): only r1c1 is left.
        let g = givens(&[("r2c5", 1), ("r3c8", 1), ("r5c2", 1), ("r7c3", 1)]);
        let step = first_step(&g, Technique::HiddenSingle).expect("hidden single");
        assert_step(&step, "Hidden Single on 1 in box 1: r1c1=1", "1.2");
    }

    #[test]
    fn line_single_is_rated_1_5() {
        // Row 1 holds 2-7 in c1-c6; 1s at r4c7 and r7c8 leave r1c9 the only place for 1
        // in row 1, while box 3 still has r2c9 and r3c9 open.
        let g = givens(&[
            ("r1c1", 2),
            ("r1c2", 3),
            ("r1c3", 4),
            ("r1c4", 5),
            ("r1c5", 6),
            ("r1c6", 7),
            ("r4c7", 1),
            ("r7c8", 1),
        ]);
        let step = first_step(&g, Technique::HiddenSingle).expect("hidden single");
        assert_step(&step, "Hidden Single on 1 in row 1: r1c9=1", "1.5");
    }

    #[test]
    fn silent_on_an_empty_grid() {
        assert!(first_step(&crate::Grid::EMPTY, Technique::HiddenSingle).is_none());
    }

    /// Line 2 of `se_rated_train.tsv` (tests/fixtures: serate's own ratings of public
    /// puzzles): a 17-clue puzzle of Royle's collection that serate rates
    /// 1.5/1.2/1.2. Its 1.5 is this hidden single in a row, SE's 4th hint.
    #[test]
    fn fires_where_serate_rates_1_5() {
        let step = se_fixture(
            ".................1..2..3.4.......2.5.1....6..3.4..7.......6.......15......7...82.",
            3,
            Technique::HiddenSingle,
        );
        assert_step(&step, "Hidden Single on 1 in row 9: r9c1=1", "1.5");
    }
}
