//! Franken fish: a fish of rows against columns in which boxes join the base or the
//! cover set.
//!
//! **Pattern.** For a digit, n base houses taken from the rows and boxes and n cover
//! houses from the columns and boxes (or columns and boxes against rows and boxes), at
//! least one of them a box, such that every base candidate lies in a cover house except
//! for fins. A candidate in two base houses (a row and a box crossing) is an endo fin.
//! **Eliminations.** The digit from the cover cells outside the base, and from base
//! cells in two cover houses; with fins, only from cells that see every fin. **Order.**
//! Sizes 2 to 4; digits 1 to 9; rows and boxes as base, then columns and boxes; base and
//! cover sets as the fish search (`fish::search`) enumerates them. **Rating.** The
//! eight-tier ladder's 5.5 (Master); Sudoku Explainer 1.2.1 has no Franken fish.
//!
//! **Example.** HoDoKu's Franken Swordfish: 8 in rows 2, 3 and 6 lies only in columns 2
//! and 4 and box 3, so column 2 has its 8 in one of those rows and r7c2 is not 8.

use std::ops::ControlFlow;

use super::search::{Kind, Kinds, Shape, search};
use crate::grid::Digit;
use crate::logic::registry::Sink;
use crate::logic::{Board, Technique};

/// The two orientations: rows and boxes against columns and boxes, and the transpose.
const SHAPES: [Shape; 2] = [
    Shape {
        base: Kinds::ROWS.or(Kinds::BOXES),
        cover: Kinds::COLUMNS.or(Kinds::BOXES),
    },
    Shape {
        base: Kinds::COLUMNS.or(Kinds::BOXES),
        cover: Kinds::ROWS.or(Kinds::BOXES),
    },
];

/// Sends every Franken fish of size 2 to 4 that eliminates something.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for size in 2..=4 {
        for digit in Digit::ALL {
            for shape in SHAPES {
                search(board, digit, size, shape, &mut |fish| {
                    if fish.kind() == Kind::Franken {
                        sink(fish.step(Technique::FrankenFish))
                    } else {
                        ControlFlow::Continue(())
                    }
                })?;
            }
        }
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::super::hodoku_examples as hodoku;
    use crate::logic::Technique;
    use crate::logic::testing::explanations;

    #[test]
    fn hodoku_franken_swordfish() {
        assert_eq!(
            explanations(&hodoku::franken_swordfish(), Technique::FrankenFish)[0],
            "Franken Fish on 8 in rows 2, 3 and 6, column 2, column 4 and box 3: r7c2<>8"
        );
    }

    #[test]
    fn hodoku_finned_franken_jellyfish() {
        let found = explanations(&hodoku::finned_franken_jellyfish(), Technique::FrankenFish);
        let hodoku = "Franken Fish on 3 in row 3, row 4, row 8 and box 1, columns 3, 4, 5 and 9 \
                      with fins r1c1, r3c8: r1c9<>3";
        assert!(found.iter().any(|t| t == hodoku), "{found:?}");
    }

    #[test]
    fn endo_fins() {
        // HoDoKu covers r6c8 with column 9, which holds no body cell (only the endo fin
        // r1c9), and calls r6c8 a fin; the search here covers it with box 6 instead:
        // the same elimination with the endo fin alone.
        assert_eq!(
            explanations(
                &hodoku::endo_finned_franken_jellyfish(),
                Technique::FrankenFish
            ),
            [
                "Franken Fish on 7 in row 1, row 6, row 9 and box 3, column 2, column 6, \
                 column 7 and box 6 with endo fin r1c9: r5c9<>7"
            ]
        );
    }

    #[test]
    fn silent_where_no_fish_is_left() {
        // HoDoKu's Finned X-Wing example once its elimination is made holds no fish.
        let mut board = hodoku::finned_x_wing_rows_4_8();
        board.eliminate("r7c8".parse().unwrap(), crate::grid::Digit::new(9).unwrap());
        assert!(explanations(&board, Technique::FrankenFish).is_empty());
        assert!(
            explanations(
                &crate::logic::Board::new(&crate::Grid::EMPTY),
                Technique::FrankenFish
            )
            .is_empty()
        );
    }
}
