//! Finned and Sashimi X-Wing, Swordfish and Jellyfish: one search, parameterized by size.
//!
//! **Pattern.** For a digit, n base lines (rows, or columns) whose places for it all
//! fall in n cover lines of the other kind, except for some fins: places outside the
//! cover lines, all in one box. A *sashimi* fish is a finned fish in which a base line
//! keeps a single place (body cell) in the cover lines once its fins are set aside:
//! without the fins it would be no fish at all. **Eliminations.** Either a fin is the
//! digit, or the fish without its fins holds; so the digit goes from every cover-line
//! cell outside the base lines that sees every fin: the cells of the fins' box on the
//! cover lines. **Order.** Digits 1 to 9; rows as base, then columns; base-line tuples
//! in colex order; the fins' box by its stack (band) across the base lines, left to
//! right (top to bottom); the cover lines inside that stack in colex order.
//! **Rating.** The eight-tier ladder's table: finned X-Wing 3.4, Swordfish 4.0, Jellyfish 5.4
//! (Expert). Sudoku Explainer 1.2.1 has no finned fish; sashimi fish are rated as the
//! finned fish of their size, as the eight-tier ladder does not tell them apart.
//!
//! **Search.** Per base tuple, on the lines' 9-bit position masks: with the union U of
//! the tuple's places, a box in stack s can hold the fins only if at most n − 1 places
//! of U lie outside s (those are all cover lines) and U has more than n places; the
//! cover lines inside s are then a choice of the rest, at least one, and the places of
//! s left over are the fins, which must lie in one band. So a tuple costs a few mask
//! operations, and cells are touched only for a fish that eliminates.
//!
//! **Example.** HoDoKu's Finned X-Wing: 9 in rows 2 and 4 only in columns 3 and 5, but
//! for the fin r2c1; r2c1 or the X-Wing puts a 9 in box 1 or column 3, so r3c3 is not 9.

use std::ops::ControlFlow;

use super::search::{Fish, Kind};
use crate::bits::indices;
use crate::grid::{CellSet, Digit, House, HouseKind};
use crate::logic::order::colex;
use crate::logic::registry::Sink;
use crate::logic::{Board, Technique};

/// The finned (or, with `sashimi`, the sashimi) fish of `size` base houses (2, 3, 4).
pub(crate) fn technique(size: u32, sashimi: bool) -> Technique {
    match (size, sashimi) {
        (2, false) => Technique::FinnedXWing,
        (2, true) => Technique::SashimiXWing,
        (3, false) => Technique::FinnedSwordfish,
        (3, true) => Technique::SashimiSwordfish,
        (_, false) => Technique::FinnedJellyfish,
        (_, true) => Technique::SashimiJellyfish,
    }
}

/// Sends every finned (or, with `sashimi`, every sashimi) fish of `size` (2, 3, 4) that
/// eliminates something.
pub(crate) fn find(
    board: &Board,
    size: u32,
    sashimi: bool,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let technique = technique(size, sashimi);
    let wanted = if sashimi { Kind::Sashimi } else { Kind::Finned };
    for digit in Digit::ALL {
        for base in [HouseKind::Row, HouseKind::Column] {
            search(board, digit, size, base, &mut |fish| {
                if fish.kind() == wanted {
                    sink(fish.step(technique))
                } else {
                    ControlFlow::Continue(())
                }
            })?;
        }
    }
    ControlFlow::Continue(())
}

/// Sends every finned or sashimi fish of `size` on `digit` with base lines of kind
/// `base` that eliminates something, in the module's order: the fish of one base tuple
/// come one after the other.
pub(crate) fn search(
    board: &Board,
    digit: Digit,
    size: u32,
    base: HouseKind,
    visit: &mut dyn FnMut(&Fish) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let cover_kind = match base {
        HouseKind::Row => HouseKind::Column,
        _ => HouseKind::Row,
    };
    // The lines holding the digit twice or more, and their places.
    let mut lines = [0u8; 9];
    let mut places = [0u16; 9];
    let mut count = 0;
    for n in 0..9 {
        let p = board.positions(House::new(base, n), digit);
        if p.count_ones() >= 2 {
            lines[count] = n;
            places[count] = p;
            count += 1;
        }
    }
    let cands = board.cells_with(digit);
    for tuple in colex(count as u32, size) {
        let union = indices(tuple).fold(0, |u, i| u | places[i]);
        let spread = union.count_ones();
        if spread <= size || spread > size + 2 {
            continue;
        }
        for stack in 0..3 {
            let third = 0b111u16 << (3 * stack);
            let (outside, inside) = (union & !third, union & third);
            let Some(chosen) = size.checked_sub(outside.count_ones()) else {
                continue;
            };
            for inner in subsets(inside) {
                if inner.count_ones() != chosen || inner == 0 || inner == inside {
                    continue;
                }
                let tuple_lines = indices(tuple).map(|i| (lines[i], places[i]));
                let fish = Lines {
                    digit,
                    base,
                    cover_kind,
                    cover: outside | inner,
                    fin_places: inside & !inner,
                };
                if let Some(fish) = fish.build(tuple_lines, cands) {
                    visit(&fish)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The non-empty subsets of a mask, in increasing order.
fn subsets(mask: u16) -> impl Iterator<Item = u16> {
    (1..=mask).filter(move |s| s & !mask == 0)
}

/// A candidate finned fish: its base kind, cover lines and fin places as position masks.
struct Lines {
    digit: Digit,
    base: HouseKind,
    cover_kind: HouseKind,
    cover: u16,
    fin_places: u16,
}

impl Lines {
    /// The fish, if every base line keeps a body cell, the fins lie in one box and some
    /// cell of that box on a cover line, outside the base lines, holds the digit.
    fn build(&self, tuple: impl Iterator<Item = (u8, u16)>, cands: CellSet) -> Option<Fish> {
        let mut base_mask = 0u32;
        let mut base_cells = CellSet::EMPTY;
        let mut fins = CellSet::EMPTY;
        let mut band = None;
        for (n, p) in tuple {
            if p & self.cover == 0 {
                return None;
            }
            let line = House::new(self.base, n);
            base_mask |= 1 << line.index();
            base_cells |= line.cell_set() & cands;
            if p & self.fin_places != 0 {
                if band.is_some_and(|b| b != n / 3) {
                    return None;
                }
                band = Some(n / 3);
                for at in indices(u32::from(p & self.fin_places)) {
                    fins.insert(line.cells()[at]);
                }
            }
        }
        let fin_box = fins.first()?.house(HouseKind::Box);
        let cover_mask = indices(u32::from(self.cover))
            .map(|at| House::new(self.cover_kind, at as u8).index())
            .fold(0u32, |m, h| m | 1 << h);
        let cover_cells =
            indices(cover_mask).fold(CellSet::EMPTY, |s, h| s | House::from_index(h).cell_set());
        let eliminations = (cands & fin_box.cell_set() & cover_cells) - base_cells;
        if eliminations.is_empty() {
            return None;
        }
        Some(Fish {
            digit: self.digit,
            base: base_mask,
            cover: cover_mask,
            fins,
            endo_fins: CellSet::EMPTY,
            body: base_cells - fins,
            eliminations,
        })
    }
}

#[cfg(test)]
mod tests {
    use std::ops::ControlFlow;

    use super::super::hodoku_examples as hodoku;
    use super::super::search::{self, Fish, Kind, Kinds, MAX_FINS, Shape};
    use crate::format::parse_puzzles;
    use crate::grid::{Digit, HouseKind};
    use crate::logic::testing::{all_steps_on, explanations};
    use crate::logic::{Board, Ladder, Technique};

    /// The explanations of every step `technique` sends on `board`.
    #[test]
    fn hodoku_finned_x_wings() {
        assert_eq!(
            explanations(&hodoku::finned_x_wing(), Technique::FinnedXWing),
            ["Finned X-Wing on 9 in rows 2 and 4, columns 3 and 5 with fin r2c1: r3c3<>9"]
        );
        assert_eq!(
            explanations(&hodoku::finned_x_wing_rows_4_8(), Technique::FinnedXWing),
            ["Finned X-Wing on 9 in rows 4 and 8, columns 3 and 8 with fin r8c7: r7c8<>9"]
        );
        assert_eq!(
            explanations(&hodoku::finned_x_wing_rows_2_4(), Technique::FinnedXWing),
            ["Finned X-Wing on 3 in rows 2 and 4, columns 1 and 5 with fin r2c6: r1c5<>3, r3c5<>3"]
        );
    }

    #[test]
    fn hodoku_sashimi_x_wing() {
        assert_eq!(
            explanations(&hodoku::sashimi_x_wing(), Technique::SashimiXWing),
            ["Sashimi X-Wing on 3 in columns 3 and 6, rows 3 and 7 with fins r8c3, r9c3: r7c1<>3"]
        );
        let step = &all_steps_on(&hodoku::sashimi_x_wing(), Technique::SashimiXWing)[0];
        assert_eq!(step.rating, crate::logic::SeValue::new(3.4));
    }

    #[test]
    fn hodoku_finned_swordfish() {
        let found = explanations(&hodoku::finned_swordfish(), Technique::FinnedSwordfish);
        assert_eq!(
            found,
            ["Finned Swordfish on 7 in columns 1, 5 and 9, rows 3, 5 and 7 with fin r1c9: r3c7<>7"]
        );
        let found = explanations(
            &hodoku::finned_swordfish_columns(),
            Technique::FinnedSwordfish,
        );
        assert_eq!(
            found,
            ["Finned Swordfish on 4 in columns 1, 6 and 8, rows 2, 4 and 7 with fin r1c6: r2c4<>4"]
        );
    }

    #[test]
    fn hodoku_sashimi_swordfish() {
        // HoDoKu's fish and a second one on the same rows, whose fin is HoDoKu's body
        // cell r2c5 (the two make a siamese fish).
        assert_eq!(
            explanations(&hodoku::sashimi_swordfish(), Technique::SashimiSwordfish),
            [
                "Sashimi Swordfish on 2 in rows 2, 6 and 9, columns 2, 4 and 8 with fin r2c5: \
                 r3c4<>2",
                "Sashimi Swordfish on 2 in rows 2, 6 and 9, columns 2, 5 and 8 with fin r6c4: \
                 r4c5<>2, r5c5<>2"
            ]
        );
    }

    #[test]
    fn hodoku_finned_jellyfish() {
        let found = explanations(&hodoku::finned_jellyfish(), Technique::FinnedJellyfish);
        assert_eq!(
            found[0],
            "Finned Jellyfish on 9 in rows 2, 4, 7 and 9, columns 1, 3, 4 and 8 with fin r4c9: \
             r5c8<>9, r6c8<>9"
        );
        let found = explanations(&hodoku::finned_jellyfish_rows(), Technique::FinnedJellyfish);
        assert_eq!(
            found[0],
            "Finned Jellyfish on 7 in rows 1, 5, 6 and 9, columns 4, 6, 8 and 9 with fin r9c7: \
             r7c9<>7"
        );
    }

    #[test]
    fn hodoku_sashimi_jellyfish() {
        let found = explanations(&hodoku::sashimi_jellyfish(), Technique::SashimiJellyfish);
        assert_eq!(
            found[0],
            "Sashimi Jellyfish on 8 in rows 1, 4, 6 and 9, columns 1, 2, 8 and 9 with fin r9c3: \
             r7c1<>8, r7c2<>8, r8c1<>8, r8c2<>8"
        );
        let found = explanations(
            &hodoku::sashimi_jellyfish_rows(),
            Technique::SashimiJellyfish,
        );
        assert_eq!(
            found[0],
            "Sashimi Jellyfish on 6 in rows 1, 2, 6 and 9, columns 5, 6, 7 and 8 with fin r9c4: \
             r7c5<>6, r7c6<>6"
        );
    }

    #[test]
    fn finned_and_sashimi_fish_are_told_apart() {
        // The finned example is no sashimi fish and the other way round, and neither
        // fires where no finned fish of its size is.
        assert!(explanations(&hodoku::finned_x_wing(), Technique::SashimiXWing).is_empty());
        assert!(explanations(&hodoku::sashimi_x_wing(), Technique::FinnedXWing).is_empty());
        assert!(explanations(&hodoku::sashimi_swordfish(), Technique::FinnedSwordfish).is_empty());
        assert!(explanations(&hodoku::finned_x_wing(), Technique::SashimiSwordfish).is_empty());
        assert!(explanations(&hodoku::finned_x_wing(), Technique::FinnedJellyfish).is_empty());
        assert!(explanations(&hodoku::finned_x_wing(), Technique::SashimiJellyfish).is_empty());
    }

    #[test]
    fn silent_on_an_empty_grid() {
        let board = Board::new(&crate::Grid::EMPTY);
        for t in [
            Technique::FinnedXWing,
            Technique::SashimiXWing,
            Technique::FinnedSwordfish,
            Technique::SashimiSwordfish,
            Technique::FinnedJellyfish,
            Technique::SashimiJellyfish,
        ] {
            assert!(explanations(&board, t).is_empty(), "{t}");
        }
    }

    /// Every finned or sashimi fish of this line search, as (base, cover, fins,
    /// eliminations) in its order.
    fn by_lines(board: &Board, digit: Digit, size: u32) -> Vec<Fish> {
        let mut found = Vec::new();
        for base in [HouseKind::Row, HouseKind::Column] {
            let _ = super::search(board, digit, size, base, &mut |f| {
                found.push(*f);
                ControlFlow::Continue(())
            });
        }
        found
    }

    /// The same fish from the general fish search on rows against columns.
    fn by_search(board: &Board, digit: Digit, size: u32) -> Vec<Fish> {
        let mut found = Vec::new();
        for (base, cover) in [(Kinds::ROWS, Kinds::COLUMNS), (Kinds::COLUMNS, Kinds::ROWS)] {
            let _ = search::search(board, digit, size, Shape { base, cover }, &mut |f| {
                if matches!(f.kind(), Kind::Finned | Kind::Sashimi) {
                    found.push(*f);
                }
                ControlFlow::Continue(())
            });
        }
        found
    }

    /// The line search and the general search find the same finned fish (up to the
    /// general search's fin limit) on HoDoKu's examples and along real logical paths.
    #[test]
    fn the_line_search_agrees_with_the_general_search() {
        let mut boards = vec![
            hodoku::finned_x_wing(),
            hodoku::sashimi_x_wing(),
            hodoku::finned_swordfish(),
            hodoku::sashimi_swordfish(),
            hodoku::finned_jellyfish(),
            hodoku::sashimi_jellyfish(),
        ];
        let ladder = Ladder::logic_only();
        let puzzles = parse_puzzles(include_str!("../../../tests/fixtures/clue17_300.txt"));
        for puzzle in puzzles.into_iter().filter_map(Result::ok).take(40) {
            let mut board = Board::new(&puzzle);
            while let Some(step) = ladder.next_step(&board) {
                board.apply(&step);
                boards.push(board.clone());
            }
        }
        let key = |f: &Fish| (f.base, f.cover, f.fins.bits(), f.eliminations.bits());
        let mut total = 0;
        for board in &boards {
            for digit in Digit::ALL {
                for size in 2..=4 {
                    let mut lines: Vec<_> = by_lines(board, digit, size)
                        .iter()
                        .filter(|f| f.fins.len() <= MAX_FINS)
                        .map(key)
                        .collect();
                    let mut general: Vec<_> =
                        by_search(board, digit, size).iter().map(key).collect();
                    lines.sort_unstable();
                    general.sort_unstable();
                    assert_eq!(lines, general, "{board:?} digit {digit} size {size}");
                    total += lines.len();
                }
            }
        }
        assert!(total > 50, "only {total} finned fish compared");
    }
}
