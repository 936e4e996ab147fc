//! Pointing and Box-Line Reduction (claiming): locked candidates.
//!
//! **Pattern.** In a base house, every place of a digit lies in one cover house (a box's
//! places in one line: pointing; a line's places in one box: claiming).
//! **Eliminations.** The digit, from the cover's cells outside the base.
//! **Order.** Sudoku Explainer's: (box, column), (box, row), (column, box), (row, box);
//! then digit, base, cover.
//!
//! **Example.** Box 1 has its 4s only in r2c1 and r2c3: 4 is locked in row 2, so no
//! other cell of row 2 can be 4.

use std::ops::ControlFlow;

use super::{CLAIMING, POINTING, confinements_of};
use crate::grid::{Digit, House, HouseKind};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Pointing: a box's places for a digit all in one row or column.
pub(crate) fn find_pointing(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find(board, POINTING, Technique::Pointing, sink)
}

/// Box-line reduction: a line's places for a digit all in one box.
pub(crate) fn find_claiming(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find(board, CLAIMING, Technique::BoxLine, sink)
}

fn find(
    board: &Board,
    pairs: [(HouseKind, HouseKind); 2],
    technique: Technique,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    for pair in pairs {
        if !eliminates(board, pair) {
            continue;
        }
        confinements_of(board, pair, &mut |digit, base, cover| {
            send(board, technique, digit, base, cover, sink)
        })?;
    }
    ControlFlow::Continue(())
}

/// Sends the step of `digit` confined to `cover` in `base`, if it eliminates anything.
fn send(
    board: &Board,
    technique: Technique,
    digit: Digit,
    base: House,
    cover: House,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let victims = board.cells_with_in(digit, cover) - base.cell_set();
    if victims.is_empty() {
        return ControlFlow::Continue(());
    }
    let mut step = Step::new(technique, Pattern::Intersection { digit, base, cover });
    for cell in victims {
        step.push_elimination(cell, digit);
    }
    sink(step)
}

/// Whether a confinement of `(base, cover)` kinds eliminates something, decided for
/// all nine digits at once from the line segments (the three cells a line shares with
/// a box): a box's places all in one line, with the digit in that line outside the
/// box (pointing), or a line's places all in one box, with the digit in that box
/// outside the line (claiming). Exact, so the search that follows always sends a step;
/// most boards the rating loop asks have none, and that answer costs a few hundred
/// word operations instead of a walk over every digit of every house.
fn eliminates(board: &Board, (base, cover): (HouseKind, HouseKind)) -> bool {
    let (line, pointing) = match (base, cover) {
        (HouseKind::Box, line) => (line, true),
        (line, HouseKind::Box) => (line, false),
        _ => return true,
    };
    let segments = Segments::of(board, line);
    (0..9).any(|l| {
        let band = l / 3 * 3;
        (0..3).any(|s| {
            // The digit elsewhere in the box (other lines of the band), and elsewhere
            // in the line (its other segments).
            let in_box = (band..band + 3)
                .filter(|&m| m != l)
                .fold(0, |acc, m| acc | segments.any[m][s]);
            let in_line = (0..3)
                .filter(|&t| t != s)
                .fold(0, |acc, t| acc | segments.any[l][t]);
            let (outside, victims) = if pointing {
                (in_box, in_line)
            } else {
                (in_line, in_box)
            };
            segments.two[l][s] & !outside & victims != 0
        })
    })
}

/// For each line of one kind and each box it crosses, the digits open in the three
/// cells they share (`any`) and those open in at least two of them (`two`).
struct Segments {
    any: [[u16; 3]; 9],
    two: [[u16; 3]; 9],
}

impl Segments {
    fn of(board: &Board, kind: HouseKind) -> Segments {
        let mut segments = Segments {
            any: [[0; 3]; 9],
            two: [[0; 3]; 9],
        };
        for l in 0..9 {
            let cells = House::new(kind, l as u8).cells();
            for s in 0..3 {
                let [a, b, c] = [0, 1, 2].map(|i| board.candidates(cells[3 * s + i]).bits());
                segments.any[l][s] = a | b | c;
                segments.two[l][s] = (a & b) | (c & (a | b));
            }
        }
        segments
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::intersections::confinements;
    use crate::logic::testing::{
        agreement_boards, first_step, first_step_on, givens, se_board, se_fixture, sent,
    };

    /// The search without the segment test: a step for every confinement with victims.
    fn reference(
        board: &Board,
        pairs: [(HouseKind, HouseKind); 2],
        technique: Technique,
        sink: &mut Sink<'_>,
    ) -> ControlFlow<()> {
        confinements(board, pairs, |digit, base, cover| {
            send(board, technique, digit, base, cover, sink)
        })
    }

    #[test]
    fn agrees_with_the_reference_search() {
        let mut found = [0; 2];
        for board in agreement_boards() {
            for (i, (pairs, technique)) in [
                (POINTING, Technique::Pointing),
                (CLAIMING, Technique::BoxLine),
            ]
            .into_iter()
            .enumerate()
            {
                let steps = sent(board, |b, s| find(b, pairs, technique, s));
                assert_eq!(
                    steps,
                    sent(board, |b, s| reference(b, pairs, technique, s)),
                    "{board:?}"
                );
                found[i] += steps.len();
            }
        }
        assert!(found.iter().all(|&n| n > 0), "{found:?}");
    }

    #[test]
    fn pointing_fires() {
        // Rows 2 and 3 of box 1 are filled with 2-7, so box 1's 1s are all in row 1.
        let g = givens(&[
            ("r2c1", 2),
            ("r2c2", 3),
            ("r2c3", 4),
            ("r3c1", 5),
            ("r3c2", 6),
            ("r3c3", 7),
        ]);
        let step = first_step(&g, Technique::Pointing).expect("pointing");
        assert_eq!(
            step.explanation(),
            "Pointing on 1 in box 1, row 1: r1c4<>1, r1c5<>1, r1c6<>1, r1c7<>1, r1c8<>1, r1c9<>1"
        );
    }

    #[test]
    fn claiming_fires() {
        // Row 1 is filled with 2-7 outside box 1, so row 1's 1s are all in box 1.
        let g = givens(&[
            ("r1c4", 2),
            ("r1c5", 3),
            ("r1c6", 4),
            ("r1c7", 5),
            ("r1c8", 6),
            ("r1c9", 7),
        ]);
        let step = first_step(&g, Technique::BoxLine).expect("box-line");
        assert_eq!(
            step.explanation(),
            "Box-Line Reduction on 1 in row 1, box 1: r2c1<>1, r2c2<>1, r2c3<>1, r3c1<>1, r3c2<>1, r3c3<>1"
        );
    }

    #[test]
    fn silent_on_an_empty_grid() {
        assert!(first_step(&crate::Grid::EMPTY, Technique::Pointing).is_none());
        assert!(first_step(&crate::Grid::EMPTY, Technique::BoxLine).is_none());
    }

    /// Line 5 of `se_rated_train.tsv` (tests/fixtures: serate's own ratings of public puzzles): a
    /// 17-clue puzzle of Royle's collection that serate rates 2.6/1.2/1.2. Its 2.6 is
    /// this pointing, SE's 11th hint; no direct hidden triple was left.
    #[test]
    fn pointing_where_serate_rates_2_6() {
        let puzzle =
            ".................1..2.34........1....5.6....783.....2.....9..35..1.8......4......";
        let step = se_fixture(puzzle, 10, Technique::Pointing);
        assert_eq!(
            step.explanation(),
            "Pointing on 3 in box 7, column 1: r1c1<>3, r2c1<>3"
        );
        let board = se_board(puzzle, 10);
        assert!(first_step_on(&board, Technique::DirectHiddenTriple).is_none());
    }

    /// Line 55 of `se_rated_train.tsv`: a 17-clue puzzle that serate rates 2.8/1.2/1.2.
    /// Its 2.8 is this box-line reduction, SE's 27th hint; no pointing was left.
    #[test]
    fn claiming_where_serate_rates_2_8() {
        let puzzle =
            "........1........2..3.45........657...8.......12.9.......1........9..3..74.......";
        let step = se_fixture(puzzle, 26, Technique::BoxLine);
        assert_eq!(
            step.explanation(),
            "Box-Line Reduction on 4 in column 9, box 9: r7c8<>4, r8c8<>4"
        );
        assert!(first_step_on(&se_board(puzzle, 26), Technique::Pointing).is_none());
    }
}
