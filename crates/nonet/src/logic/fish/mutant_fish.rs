//! Mutant fish: a fish whose base or cover set mixes rows and columns.
//!
//! **Pattern.** For a digit, n base houses and n cover houses of any kinds (the base
//! set or the cover set holding both rows and columns, or rows on both sides), such
//! that every base candidate lies in a cover house except for fins; a candidate in two
//! base houses is an endo fin. **Eliminations.** The digit from the cover cells outside
//! the base, and from base cells in two cover houses (cannibalism); with fins, only
//! from cells that see every fin. **Order.** Sizes 2 to 4; digits 1 to 9; base and
//! cover sets as the fish search (`fish::search`) enumerates them over all 27 houses.
//! **Rating.** The eight-tier ladder's 6.5 (Extreme); Sudoku Explainer 1.2.1 has no mutant fish.
//!
//! **Example.** HoDoKu's Finned Mutant Jellyfish: 4 in rows 3 and 6 and columns 1 and 5
//! lies only in rows 1 and 8, column 6 and box 4, but for the fin r3c9, which r1c9 sees:
//! r1c9 is not 4.

use std::ops::ControlFlow;

use super::search::{Kind, Kinds, Shape, search};
use crate::grid::Digit;
use crate::logic::registry::Sink;
use crate::logic::{Board, Technique};

const ANY: Shape = Shape {
    base: Kinds::ALL,
    cover: Kinds::ALL,
};

/// Sends every mutant fish of size 2 to 4 that eliminates something.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for size in 2..=4 {
        for digit in Digit::ALL {
            search(board, digit, size, ANY, &mut |fish| {
                if fish.kind() == Kind::Mutant {
                    sink(fish.step(Technique::MutantFish))
                } else {
                    ControlFlow::Continue(())
                }
            })?;
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
    fn hodoku_finned_mutant_jellyfish() {
        assert_eq!(
            explanations(&hodoku::finned_mutant_jellyfish(), Technique::MutantFish)[0],
            "Mutant Fish on 4 in row 3, row 6, column 1 and column 5, row 1, row 8, column 6 \
             and box 4 with fin r3c9: r1c9<>4"
        );
    }

    #[test]
    fn franken_fish_are_not_mutant() {
        // HoDoKu's Franken Swordfish is found as a Franken fish only.
        let found = explanations(&hodoku::franken_swordfish(), Technique::MutantFish);
        assert!(
            found
                .iter()
                .all(|t| !t.contains("rows 2, 3 and 6, column 2, column 4 and box 3")),
            "{found:?}"
        );
    }

    #[test]
    fn silent_where_no_fish_is_left() {
        let mut board = hodoku::finned_x_wing_rows_4_8();
        board.eliminate("r7c8".parse().unwrap(), crate::grid::Digit::new(9).unwrap());
        assert!(explanations(&board, Technique::MutantFish).is_empty());
    }
}
