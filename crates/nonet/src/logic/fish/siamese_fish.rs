//! Siamese fish: two finned fish on the same base lines, told as one step.
//!
//! **Pattern.** For a digit, n base lines (rows, or columns) that make two different
//! finned (or sashimi) fish: two sets of n cover lines, each leaving its own fins in one
//! box. Where one fish has a fin, the other often has a body cell, and the other way round.
//! **Eliminations.** The union of both fishes' eliminations; a pair is reported only when
//! each fish removes something the other does not (otherwise the larger one alone says it
//! all). **Order.** Sizes 2 to 4; digits 1 to 9; rows as base, then columns; base lines and
//! cover lines as [the finned fish search](super::finned_fish) enumerates them, the pairs
//! of one base in that order. **Evidence.** The pattern's cover list holds the first fish's
//! cover lines, then the second's (HoDoKu prints them `c258/c259` the same way); its fins
//! are both fishes' fins. **Rating.** The eight-tier ladder's 5.5 (Master); Sudoku
//! Explainer 1.2.1 has no siamese fish.
//!
//! **Example.** 7 in rows 1 and 5 lies in columns 2, 5 and 6 only, r1c5 and r5c6 and
//! the cells of column 2: covered by columns 2 and 5, r5c6 is a fin and r4c5 and r6c5
//! go; covered by columns 2 and 6, r1c5 is a fin and r2c6 and r3c6 go. One step removes
//! all four.

use std::ops::ControlFlow;

use super::finned_fish::search;
use super::search::{Fish, houses};
use crate::grid::{Digit, HouseKind};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// At most this many finned fish share a base: their fins lie in one box, so the cover
/// lines outside that box's stack (or band) are fixed and at most three choices of the
/// others remain, for each of three stacks.
const PER_BASE: usize = 9;

/// Sends every siamese fish of size 2 to 4 whose two fish each eliminate something the
/// other does not.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for size in 2..=4 {
        for digit in Digit::ALL {
            for base in [HouseKind::Row, HouseKind::Column] {
                let group = &mut Group::default();
                search(board, digit, size, base, &mut |fish| {
                    if group.base != fish.base {
                        group.send_pairs(sink)?;
                        *group = Group {
                            base: fish.base,
                            ..Group::default()
                        };
                    }
                    group.push(*fish);
                    ControlFlow::Continue(())
                })?;
                group.send_pairs(sink)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// The finned fish of one base set, in the order they were found.
#[derive(Default)]
struct Group {
    base: u32,
    fish: [Option<Fish>; PER_BASE],
    len: usize,
}

impl Group {
    fn push(&mut self, fish: Fish) {
        debug_assert!(
            self.len < PER_BASE,
            "more finned fish on one base than possible"
        );
        if self.len < PER_BASE {
            self.fish[self.len] = Some(fish);
            self.len += 1;
        }
    }

    fn send_pairs(&self, sink: &mut Sink<'_>) -> ControlFlow<()> {
        let found = self.fish[..self.len].iter().flatten();
        for (i, a) in found.clone().enumerate() {
            for b in found.clone().skip(i + 1) {
                if a.eliminations.is_superset(b.eliminations)
                    || b.eliminations.is_superset(a.eliminations)
                {
                    continue;
                }
                sink(siamese(a, b))?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// The step of two fish on one base: both cover sets, both fin sets, every elimination.
fn siamese(a: &Fish, b: &Fish) -> Step {
    let mut cover = houses(a.cover);
    cover.extend(houses(b.cover));
    let pattern = Pattern::Fish {
        digit: a.digit,
        base: houses(a.base),
        cover,
        fins: a.fins | b.fins,
        endo_fins: a.endo_fins | b.endo_fins,
    };
    let mut step = Step::new(Technique::SiameseFish, pattern);
    for cell in a.eliminations | b.eliminations {
        step.push_elimination(cell, a.digit);
    }
    step
}

#[cfg(test)]
mod tests {
    use super::super::hodoku_examples as hodoku;
    use crate::logic::Technique;
    use crate::logic::testing::{explanations, without};

    #[test]
    fn on_hodoku_sashimi_swordfish() {
        // HoDoKu's Sashimi Swordfish (rows 2, 6 and 9, columns 2, 5 and 8, fin r6c4) has
        // a twin on columns 2, 4 and 8 with fin r2c5: together they remove three 2s.
        assert_eq!(
            explanations(&hodoku::sashimi_swordfish(), Technique::SiameseFish),
            [
                "Siamese Fish on 2 in rows 2, 6 and 9, columns 2, 4 and 8 / columns 2, 5 and 8 \
                 with fins r2c5, r6c4: r3c4<>2, r4c5<>2, r5c5<>2"
            ]
        );
    }

    #[test]
    fn two_sashimi_x_wings() {
        // The module's example: 7 in row 1 only in r1c2 and r1c5, in row 5 only in r5c2
        // and r5c6.
        let board = without(
            7,
            &[
                "r1c1", "r1c3", "r1c4", "r1c6", "r1c7", "r1c8", "r1c9", "r5c1", "r5c3", "r5c4",
                "r5c5", "r5c7", "r5c8", "r5c9",
            ],
        );
        assert_eq!(
            explanations(&board, Technique::SiameseFish),
            [
                "Siamese Fish on 7 in rows 1 and 5, columns 2 and 5 / columns 2 and 6 with \
                 fins r1c5, r5c6: r2c6<>7, r3c6<>7, r4c5<>7, r6c5<>7"
            ]
        );
    }

    #[test]
    fn silent_with_a_single_finned_fish() {
        // HoDoKu's Finned X-Wing has no twin.
        assert!(explanations(&hodoku::finned_x_wing(), Technique::SiameseFish).is_empty());
        assert!(explanations(&hodoku::finned_x_wing_rows_4_8(), Technique::SiameseFish).is_empty());
    }
}
