//! X-Wing, Swordfish and Jellyfish: one search, parameterized by size.
//!
//! **Pattern.** For a digit, n base lines (rows, or columns) whose places for it all
//! fall in n cover lines of the other kind. **Eliminations.** The digit, from the cover
//! lines' cells outside the base lines. **Order.** Sudoku Explainer's: first columns as
//! base (rows as cover), then rows as base; line tuples in colex order outside, digits
//! 1 to 9 inside; a digit already placed more than 9 − 2n times is skipped; every base
//! line needs at least two places.
//!
//! **Example.** 7 can go only in columns 3 and 8 of rows 2 and 6: an X-Wing, so 7 goes
//! nowhere else in columns 3 and 8.

use std::ops::ControlFlow;

use crate::bits::indices;
use crate::grid::{CellSet, Digit, House, HouseKind};
use crate::logic::order::tight_subsets;
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every basic fish of `size` (2, 3, 4) that eliminates something.
pub(crate) fn find(board: &Board, size: u32, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let technique = match size {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    };
    let mut placed: [Option<u32>; 9] = [None; 9];
    for (base_kind, cover_kind) in [
        (HouseKind::Column, HouseKind::Row),
        (HouseKind::Row, HouseKind::Column),
    ] {
        // Searched digit by digit, then sent in SE's order (line tuples outside,
        // digits inside): most boards have none, and the per-digit search prunes.
        let mut found: Vec<(u32, Digit, u16)> = Vec::new();
        for digit in Digit::ALL {
            fish_of(
                board,
                digit,
                size,
                (base_kind, cover_kind),
                |lines, covers| {
                    found.push((lines, digit, covers));
                },
            );
        }
        found.sort_unstable_by_key(|&(lines, digit, _)| (lines, digit));
        for (lines, digit, covers) in found {
            // SE skips a digit placed too often; counted only when a fish is found.
            let placed = *placed[digit.index()].get_or_insert_with(|| board.placed_count(digit));
            if placed + 2 * size > 9 {
                continue;
            }
            sink(step(
                board,
                technique,
                digit,
                (base_kind, cover_kind),
                lines,
                covers,
            ))?;
        }
    }
    ControlFlow::Continue(())
}

/// Calls `f(lines, covers)` for every productive fish of `digit` with `size` base lines
/// of `base_kind` (`lines`, bit n for line n) whose places, two or more in each, lie
/// in `size` lines of `cover_kind` (`covers`) that hold the digit elsewhere.
fn fish_of(
    board: &Board,
    digit: Digit,
    size: u32,
    (base_kind, cover_kind): (HouseKind, HouseKind),
    mut f: impl FnMut(u32, u16),
) {
    // Lines that may be a base (two to `size` places), ascending.
    let mut numbers = [0u8; 9];
    let mut masks = [0u16; 9];
    let mut len = 0;
    for n in 0..9 {
        let places = board.positions(House::new(base_kind, n), digit);
        if (2..=size).contains(&places.count_ones()) {
            numbers[len] = n;
            masks[len] = places;
            len += 1;
        }
    }
    let _ = tight_subsets(&masks[..len], size, |chosen, covers| {
        let lines = indices(chosen).fold(0u32, |m, i| m | 1 << numbers[i]);
        // A cover line's positions are numbered by the base lines crossing it.
        let elsewhere = indices(u32::from(covers)).fold(0u32, |m, c| {
            m | u32::from(board.positions(House::new(cover_kind, c as u8), digit))
        });
        if elsewhere & !lines != 0 {
            f(lines, covers);
        }
        ControlFlow::Continue(())
    });
}

fn step(
    board: &Board,
    technique: Technique,
    digit: Digit,
    (base_kind, cover_kind): (HouseKind, HouseKind),
    lines: u32,
    covers: u16,
) -> Step {
    let base: Vec<House> = indices(lines)
        .map(|n| House::new(base_kind, n as u8))
        .collect();
    let cover: Vec<House> = indices(u32::from(covers))
        .map(|n| House::new(cover_kind, n as u8))
        .collect();
    fish_step(board, technique, digit, base, cover)
}

/// The step of a fish of `digit` with these base and cover groups (no fins): its
/// eliminations are the [`victims`]. Shared by the classic finder and the one over
/// any topology's families of groups (`logic/groups/fish.rs`).
pub(crate) fn fish_step(
    board: &Board,
    technique: Technique,
    digit: Digit,
    base: Vec<House>,
    cover: Vec<House>,
) -> Step {
    let victims = victims(board, digit, &base, &cover);
    let mut step = Step::new(
        technique,
        Pattern::Fish {
            digit,
            base,
            cover,
            fins: CellSet::EMPTY,
            endo_fins: CellSet::EMPTY,
        },
    );
    for cell in victims {
        step.push_elimination(cell, digit);
    }
    step
}

/// The cells of `cover` outside `base` where `digit` is still open, the groups' cells
/// read from the board's topology.
pub(crate) fn victims(board: &Board, digit: Digit, base: &[House], cover: &[House]) -> CellSet {
    let topology = board.topology();
    let union = |groups: &[House]| {
        groups
            .iter()
            .fold(CellSet::EMPTY, |s, &g| s | topology.cells(g))
    };
    board.cells_with(digit) & (union(cover) - union(base))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::order::colex;
    use crate::logic::testing::{first_step, first_step_on, givens, se_board, se_fixture};

    /// The search as first written: every tuple of lines, every digit inside.
    fn reference(board: &Board, size: u32, sink: &mut Sink<'_>) -> ControlFlow<()> {
        let technique = match size {
            2 => Technique::XWing,
            3 => Technique::Swordfish,
            _ => Technique::Jellyfish,
        };
        let placed: [u32; 9] = Digit::ALL.map(|d| board.placed_count(d));
        for (base_kind, cover_kind) in [
            (HouseKind::Column, HouseKind::Row),
            (HouseKind::Row, HouseKind::Column),
        ] {
            for lines in colex(9, size) {
                for digit in Digit::ALL {
                    if placed[digit.index()] + 2 * size > 9 {
                        continue;
                    }
                    let mut covers = 0u16;
                    let mut ok = true;
                    for n in indices(lines) {
                        let pos = board.positions(House::new(base_kind, n as u8), digit);
                        if pos.count_ones() < 2 {
                            ok = false;
                            break;
                        }
                        covers |= pos;
                    }
                    if !ok || covers.count_ones() != size {
                        continue;
                    }
                    let step = step(
                        board,
                        technique,
                        digit,
                        (base_kind, cover_kind),
                        lines,
                        covers,
                    );
                    if step.eliminations.is_empty() {
                        continue;
                    }
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
    fn x_wing_on_rows() {
        // Rows 2 and 6 are filled except columns 3 and 8 (with digits other than 7), so
        // their 7s can only be in columns 3 and 8.
        let g = givens(&[
            ("r2c1", 1),
            ("r2c2", 2),
            ("r2c4", 3),
            ("r2c5", 4),
            ("r2c6", 5),
            ("r2c7", 6),
            ("r2c9", 8),
            ("r6c1", 3),
            ("r6c2", 4),
            ("r6c4", 5),
            ("r6c5", 6),
            ("r6c6", 8),
            ("r6c7", 9),
            ("r6c9", 1),
        ]);
        let step = first_step(&g, Technique::XWing).expect("x-wing");
        let text = step.explanation();
        assert!(
            text.starts_with("X-Wing on 7 in rows 2 and 6, columns 3 and 8: "),
            "{text}"
        );
        assert_eq!(step.eliminations.len(), 14);
    }

    #[test]
    fn silent_on_an_empty_grid() {
        assert!(first_step(&crate::Grid::EMPTY, Technique::XWing).is_none());
        assert!(first_step(&crate::Grid::EMPTY, Technique::Jellyfish).is_none());
    }

    /// Line 28 of `se_rated_train.tsv` (tests/fixtures: serate's own ratings of public puzzles): a
    /// 17-clue puzzle of Royle's collection that serate rates 3.2/1.2/1.2. Its 3.2 is
    /// this X-Wing, SE's 21st hint; no naked pair was left.
    #[test]
    fn x_wing_where_serate_rates_3_2() {
        let puzzle =
            "..............1..2..3.4..5............6...34..7.1.8.......3.9....27......1......8";
        let step = se_fixture(puzzle, 20, Technique::XWing);
        assert_eq!(
            step.explanation(),
            "X-Wing on 1 in columns 3 and 7, rows 1 and 4: r1c1<>1, r1c8<>1, r4c1<>1, r4c9<>1"
        );
        assert!(first_step_on(&se_board(puzzle, 20), Technique::NakedPair).is_none());
    }

    /// "Q is for Quad" (mith, Enjoy Sudoku Players Forum, forum.enjoysudoku.com/
    /// q-is-for-quad-t38208.html): solved there with naked quads, an X-Wing, a Swordfish
    /// and a Jellyfish (HoDoKu alike). SE's 17th hint there is a swordfish; no X-Wing was left.
    #[test]
    fn swordfish_on_a_forum_puzzle() {
        let step = se_fixture(
            ".............9...8..76.5.....64..5...3..2..1...4..76.....9.47......3..51.2.......",
            16,
            Technique::Swordfish,
        );
        assert_eq!(
            step.explanation(),
            "Swordfish on 3 in columns 3, 6 and 7, rows 1, 2 and 9: r1c1<>3, r2c1<>3, \
             r9c1<>3, r9c8<>3, r9c9<>3"
        );
        assert!(first_step_on(&se_board(".............9...8..76.5.....64..5...3..2..1...4..76.....9.47......3..51.2.......", 16), Technique::XWing).is_none());
    }

    /// The same puzzle: SE's 23rd hint is a jellyfish; no X-Wing or swordfish was left.
    #[test]
    fn jellyfish_on_a_forum_puzzle() {
        let step = se_fixture(
            ".............9...8..76.5.....64..5...3..2..1...4..76.....9.47......3..51.2.......",
            22,
            Technique::Jellyfish,
        );
        assert_eq!(
            step.explanation(),
            "Jellyfish on 8 in columns 3, 4, 6 and 7, rows 1, 5, 8 and 9: r1c1<>8, r1c2<>8, \
             r1c5<>8, r9c5<>8"
        );
        assert_eq!(step.rating.to_string(), "5.2");
        let board = se_board(
            ".............9...8..76.5.....64..5...3..2..1...4..76.....9.47......3..51.2.......",
            22,
        );
        assert!(first_step_on(&board, Technique::XWing).is_none());
        assert!(first_step_on(&board, Technique::Swordfish).is_none());
    }
}
