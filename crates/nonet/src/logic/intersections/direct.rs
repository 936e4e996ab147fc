//! Direct Pointing and Direct Claiming: Sudoku Explainer's placements through locked
//! candidates.
//!
//! **Pattern.** In a base house a digit is locked in a cover house (as for pointing or
//! claiming). In another house T of the base's kind that crosses the cover, the digit
//! has at least two places, and exactly one of them lies outside the cover.
//! **Conclusion.** The digit goes in that one place (the locked candidates leave it no
//! other). Only the placement is applied; the eliminations that justify it are not.
//! **Order.** As for pointing and claiming, then T by increasing number.
//!
//! **Example** (one of Sudoku Explainer's own hints). Box 3 has its 4s only in r1c7 and
//! r2c7, locked in
//! column 7; in box 9 the 4s are in column 7 and at r9c8 only: r9c8 = 4.

use std::ops::ControlFlow;

use super::{CLAIMING, POINTING, confinements};
use crate::grid::{Cell, Digit, House, HouseKind};
use crate::logic::order::crossing;
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Direct pointing: a box's digit locked in a line forces it into the one place it has
/// outside that line in another box.
pub(crate) fn find_pointing(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find(board, POINTING, Technique::DirectPointing, sink)
}

/// Direct claiming: a line's digit locked in a box forces it into the one place it has
/// outside that box in another line.
pub(crate) fn find_claiming(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find(board, CLAIMING, Technique::DirectClaiming, sink)
}

/// The placement [`find_pointing`] sends first, read off the board's position masks
/// without building a step. The rating loop asks for it whenever no single is left, and
/// on most such boards there is none.
///
/// Same order as [`find_pointing`]: columns then rows as cover, digit, base box, then
/// the other boxes crossing the cover by increasing number. The boxes that can be a
/// base are found for all nine at once (`base_boxes`); only those are tried.
pub(crate) fn first_pointing(board: &Board) -> Option<(Cell, Digit)> {
    for by_row in [false, true] {
        let bases = base_boxes(board, by_row);
        for (d, &digit_bases) in bases.iter().enumerate() {
            let mut left = digit_bases;
            while left != 0 {
                let base = left.trailing_zeros() as u8;
                left &= left - 1;
                if let Some(hint) = pointing_at(board, by_row, Digit::from_index(d), base) {
                    return Some(hint);
                }
            }
        }
    }
    None
}

/// For each digit (by index), the boxes (bit per box number) from which it points
/// along a box column (or box row, `by_row`) into a crossing box that is left one
/// place outside that line: the bases [`pointing_at`] succeeds on.
///
/// Read off the row masks (bits by column) for columns, or the column masks (bits by
/// row) for rows, three lines at a time and nine digits at once: a line's masks of
/// the nine digits lie side by side. Take columns (rows are the same with bands and
/// stacks, rows and columns swapped). In a band, the columns holding a digit
/// (`held`) are the OR of its three rows, and those holding it twice or more are the
/// pairwise ANDs. A box is a base when exactly one of its three columns holds the
/// digit, twice or more. A crossing box, in another band, is left one place outside
/// cover column `c` when it holds the digit in `c` and exactly one of the box's two
/// other columns holds it, once: bit `c` of `forced` below, where the other two
/// columns of `c`'s box are brought to bit `c` by rotating each group of three bits.
/// No branch depends on the board: the scan this replaces mispredicted on almost every
/// box.
fn base_boxes(board: &Board, by_row: bool) -> [u16; 9] {
    const LOW: u16 = 0o111; // bit 0 of each box's group of three lines
    // Bit c of `next(x)` is bit c + 1 of x, of `after(x)` bit c + 2, within groups.
    let next = |x: u16| (x >> 1 & 0o333) | (x << 2 & 0o444);
    let after = |x: u16| (x >> 2 & 0o111) | (x << 1 & 0o666);
    let first = if by_row { 9 } else { 0 };
    let mut held = [[0u16; 9]; 3];
    let mut based = [[0u16; 9]; 3];
    let mut forced = [[0u16; 9]; 3];
    for k in 0..3 {
        let line = |j: usize| board.house_positions(House::from_index(first + 3 * k + j));
        let (a, b, c) = (line(0), line(1), line(2));
        for d in 0..9 {
            let h = a[d] | b[d] | c[d];
            let twice = (a[d] & b[d]) | (a[d] & c[d]) | (b[d] & c[d]);
            let once = h & !twice;
            let (h0, h1, h2) = (h & LOW, h >> 1 & LOW, h >> 2 & LOW);
            let one_line = (h0 | h1 | h2) & !((h0 & h1) | (h0 & h2) | (h1 & h2));
            let two_places = (twice | twice >> 1 | twice >> 2) & LOW;
            held[k][d] = h;
            based[k][d] = one_line & two_places; // bits 0, 3, 6: the group's box
            forced[k][d] = h & ((next(once) & !after(h)) | (after(once) & !next(h)));
        }
    }
    let mut bases = [0u16; 9];
    for k in 0..3 {
        let (k1, k2) = ((k + 1) % 3, (k + 2) % 3);
        for d in 0..9 {
            let cover = held[k][d] & (forced[k1][d] | forced[k2][d]);
            let found = (cover | cover >> 1 | cover >> 2) & LOW & based[k][d];
            bases[d] |= if by_row {
                // Group j of stack k is box 3j + k.
                found << k
            } else {
                // Group j of band k is box 3k + j.
                ((found | found >> 2 | found >> 4) & 0o7) << (3 * k)
            };
        }
    }
    bases
}

/// The placement of `digit`'s pointing from box `base` along a box row (`by_row`) or
/// column into the first crossing box with one place left outside the line, if any. In
/// box position order (row-major in the box), box column `k` is bits `k, k + 3,
/// k + 6` and box row `k` is bits `3k..3k + 3`.
fn pointing_at(board: &Board, by_row: bool, digit: Digit, base: u8) -> Option<(Cell, Digit)> {
    const COLUMN: u16 = 0b001_001_001;
    const ROW: u16 = 0b111;
    let places = board.positions(House::box_(base), digit);
    if places & places.wrapping_sub(1) == 0 {
        return None; // fewer than two places
    }
    // The one box column (row) holding every place, if any.
    let lines = if by_row {
        (places | places >> 1 | places >> 2) & 0b001_001_001
    } else {
        (places | places >> 3 | places >> 6) & 0b111
    };
    if lines & (lines - 1) != 0 {
        return None;
    }
    let k = lines.trailing_zeros() / if by_row { 3 } else { 1 };
    let cover = if by_row { ROW << (3 * k) } else { COLUMN << k };
    let line = if by_row {
        House::row(base / 3 * 3 + k as u8)
    } else {
        House::column(base % 3 * 3 + k as u8)
    };
    let base = House::box_(base);
    for house in crossing(line, HouseKind::Box).filter(|&b| b != base) {
        let there = board.positions(house, digit);
        let outside = there & !cover;
        if there & there.wrapping_sub(1) != 0 && outside.is_power_of_two() {
            let cell = house.cells()[outside.trailing_zeros() as usize];
            return Some((cell, digit));
        }
    }
    None
}

fn find(
    board: &Board,
    pairs: [(HouseKind, HouseKind); 2],
    technique: Technique,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    confinements(board, pairs, |digit, base, cover| {
        for other in crossing(cover, base.kind()).filter(|&t| t != base) {
            let places = board.cells_with_in(digit, other);
            if places.len() < 2 {
                continue;
            }
            if let Some(cell) = (places - cover.cell_set()).single_cell() {
                let pattern = Pattern::Intersection { digit, base, cover };
                sink(Step::new(technique, pattern).place(cell, digit))?;
            }
        }
        ControlFlow::Continue(())
    })
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::testing::{first_step, first_step_on, givens, se_board, se_fixture};

    /// `base_boxes` marks exactly the boxes `pointing_at` places from, on every board
    /// the agreement tests use.
    #[test]
    fn base_boxes_are_where_pointing_places() {
        use super::{base_boxes, pointing_at};
        use crate::grid::Digit;
        let mut found = 0;
        for board in crate::logic::testing::agreement_boards() {
            for by_row in [false, true] {
                let bases = base_boxes(board, by_row);
                for digit in Digit::ALL {
                    let expected = (0..9u8)
                        .filter(|&b| pointing_at(board, by_row, digit, b).is_some())
                        .fold(0u16, |m, b| m | 1 << b);
                    assert_eq!(bases[digit.index()], expected, "{board:?} {digit} {by_row}");
                    found += expected.count_ones();
                }
            }
        }
        assert!(found > 10_000, "{found} bases");
    }

    #[test]
    fn direct_pointing_places() {
        // Box 1's rows 2-3 are full, so its 1s are locked in row 1. Box 2 has its row 2
        // full and row 3's c4 and c5 full, so outside row 1 its only 1 is r3c6.
        let g = givens(&[
            ("r2c1", 2),
            ("r2c2", 3),
            ("r2c3", 4),
            ("r3c1", 5),
            ("r3c2", 6),
            ("r3c3", 7),
            ("r2c4", 5),
            ("r2c5", 6),
            ("r2c6", 7),
            ("r3c4", 2),
            ("r3c5", 3),
        ]);
        let step = first_step(&g, Technique::DirectPointing).expect("direct pointing");
        assert_eq!(step.placements.len(), 1);
        assert!(step.eliminations.is_empty());
        assert_eq!(step.placements[0].to_string(), "1r3c6");
    }

    #[test]
    fn silent_on_an_empty_grid() {
        assert!(first_step(&crate::Grid::EMPTY, Technique::DirectPointing).is_none());
        assert!(first_step(&crate::Grid::EMPTY, Technique::DirectClaiming).is_none());
    }

    /// Line 14 of `se_rated_train.tsv` (tests/fixtures: serate's own ratings of public puzzles): a
    /// 17-clue puzzle of Royle's collection that serate rates 1.7/1.2/1.2. Its 1.7 is
    /// this direct pointing, SE's 13th hint; no hidden single was left.
    #[test]
    fn direct_pointing_where_serate_rates_1_7() {
        let puzzle =
            "................12..3.45.................35...1.62.......71..6.4........8.5...3..";
        let step = se_fixture(puzzle, 12, Technique::DirectPointing);
        assert_eq!(
            step.explanation(),
            "Direct Pointing on 4 in box 3, column 7: r9c8=4"
        );
        assert_eq!(step.rating.to_string(), "1.7");
        assert!(first_step_on(&se_board(puzzle, 12), Technique::HiddenSingle).is_none());
    }

    /// Line 4 of `se_rated_train.tsv` (a 17-clue puzzle of Royle's collection, serate
    /// 2.0/1.2/1.2), as given: column 5 holds its 3s only in box 5, so column 4's 3 is
    /// at r7c4, its one place outside box 5. SE's own first hint places the same 3 as a
    /// hidden single in box 8. Whenever a direct claiming exists, so does a hidden
    /// single or a direct pointing (the band's third box has the digit only in the
    /// band's third line), and SE tries those first: serate never rates a step 1.9.
    #[test]
    fn direct_claiming_on_a_17_clue_puzzle() {
        let puzzle =
            ".................1..2..3.4......2.....5.6.....1.....57....8......4...63..9.71....";
        let step = se_fixture(puzzle, 0, Technique::DirectClaiming);
        assert_eq!(
            step.explanation(),
            "Direct Claiming on 3 in column 5, box 5: r7c4=3"
        );
        assert_eq!(step.rating.to_string(), "1.9");
        let se = crate::logic::testing::se_next_hint(&se_board(puzzle, 0)).expect("a hint");
        assert_eq!(se.explanation(), "Hidden Single on 3 in box 8: r7c4=3");
    }
}
