//! Avoidable Rectangle, types 1 and 2 (Andrew Stuart's name; Sudopedia's page of the
//! same name).
//!
//! **Pattern.** A rectangle of four cells over two rows, two columns and two boxes,
//! none of them a given, some already solved. If all four ended up holding two digits
//! swapped at the diagonals, those cells (not being givens) could be swapped: a second
//! solution. Type 1: three corners are solved, `a` at one and `b` at its two
//! neighbours. Type 2: two corners of one line are solved, `a` and `b`; the corner
//! next to `a` holds `b` and one other digit `x`, the corner next to `b` holds `a` and
//! the same `x`.
//!
//! **Eliminations.** Type 1: `a` from the unsolved corner. Type 2: one of the two
//! unsolved corners is `x`, so `x` goes from every cell that sees both.
//!
//! **Order.** Rectangles by rows then columns; type 1's unsolved corner, type 2's
//! solved line, in the order r1c1, r1c2, r2c1, r2c2 (rows before columns for type 2).
//!
//! **Example.** r1c2 = 8, r1c4 = 5 and r2c2 = 5 were solved (none was given) and r2c4
//! still holds 8: were it 8, the 5s and 8s could be swapped (`Avoidable Rectangle
//! Type 1 on 5 and 8 in r1c2, r1c4, r2c2, r2c4: r2c4<>8`).

use std::ops::ControlFlow;

use super::rectangles;
use crate::grid::{Candidates, Cell, CellSet};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every type 1 avoidable rectangle that eliminates something.
pub(crate) fn find_type1(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for corners in rectangles() {
        if !no_givens(board, corners) {
            continue;
        }
        for k in 0..4 {
            let target = corners[k];
            let (mate1, mate2, opposite) = (corners[k ^ 1], corners[k ^ 2], corners[3 - k]);
            let (Some(a), Some(b1), Some(b2)) = (
                board.value(opposite),
                board.value(mate1),
                board.value(mate2),
            ) else {
                continue;
            };
            if b1 != b2 || a == b1 || !board.has(target, a) {
                continue;
            }
            let pair = Candidates::single(a).with(b1);
            let step = Step::new(
                Technique::AvoidableRectangle1,
                pattern(corners, pair, &[], Candidates::EMPTY),
            )
            .eliminate(target, a);
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// Sends every type 2 avoidable rectangle that eliminates something.
pub(crate) fn find_type2(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    // The solved line as (its two corners, the two facing corners), rows then columns.
    const LINES: [[usize; 4]; 4] = [[0, 1, 2, 3], [2, 3, 0, 1], [0, 2, 1, 3], [1, 3, 0, 2]];
    for corners in rectangles() {
        if !no_givens(board, corners) {
            continue;
        }
        for [s1, s2, f1, f2] in LINES {
            let (Some(a), Some(b)) = (board.value(corners[s1]), board.value(corners[s2])) else {
                continue;
            };
            let (c, d) = (corners[f1], corners[f2]);
            // The corner facing `a` would need `b`, the one facing `b` would need `a`.
            let (cc, dc) = (board.candidates(c), board.candidates(d));
            if cc.len() != 2 || dc.len() != 2 || !cc.contains(b) || !dc.contains(a) {
                continue;
            }
            let (Some(x), Some(y)) = (cc.without(b).first(), dc.without(a).first()) else {
                continue;
            };
            if x != y || x == a || x == b {
                continue;
            }
            let pair = Candidates::single(a).with(b);
            let extra_digits = Candidates::single(x);
            let mut step = Step::new(
                Technique::AvoidableRectangle2,
                pattern(corners, pair, &[c, d], extra_digits),
            );
            let both: CellSet = [c, d].into_iter().collect();
            for cell in both.common_peers() & board.cells_with(x) {
                step.push_elimination(cell, x);
            }
            if step.is_productive() {
                sink(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Whether none of the corners is a given (a given cannot be swapped).
fn no_givens(board: &Board, corners: [Cell; 4]) -> bool {
    corners.iter().all(|&c| !board.givens().contains(c))
}

fn pattern(
    corners: [Cell; 4],
    pair: Candidates,
    extra: &[Cell],
    extra_digits: Candidates,
) -> Pattern {
    Pattern::Uniqueness {
        cells: corners.to_vec(),
        digits: pair,
        extra: extra.to_vec(),
        subset: None,
        extra_digits,
        hidden: false,
        links: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Digit, Grid};
    use crate::logic::testing::{first_step_on, hodoku};

    const AR101: &str = ":0607:9:+95+4+3..+1.+7+76+15.42..+2+38.71...4+1...36.8.+2....+9.+189.1..7..3...+1+9.+7+2..+92.7+31.+172.3..9.:639:929:";

    /// HoDoKu's example for Avoidable Rectangle Type 1
    /// (hodoku.sourceforge.net/en/show_example.php?file=ar101): "Avoidable Rectangle
    /// Type 1: 9/7 in r1c19,r2c19 => r2c9<>9"; r1c1 = 9, r1c9 = 7 and r2c1 = 7 were
    /// solved, not given.
    #[test]
    fn type_1_hodoku() {
        let step = first_step_on(&hodoku(AR101), Technique::AvoidableRectangle1).expect("AR 1");
        assert_eq!(
            step.explanation(),
            "Avoidable Rectangle Type 1 on 7 and 9 in r1c1, r1c9, r2c1, r2c9: r2c9<>9"
        );
    }

    /// The same board with every filled cell a given: givens cannot be swapped, so
    /// nothing is avoided.
    #[test]
    fn not_on_givens() {
        let board = hodoku(AR101);
        let mut all_given = Board::new(&board.to_grid());
        for cell in board.empty_cells() {
            for d in all_given.candidates(cell) - board.candidates(cell) {
                all_given.eliminate(cell, d);
            }
        }
        assert!(first_step_on(&all_given, Technique::AvoidableRectangle1).is_none());
        assert!(first_step_on(&all_given, Technique::AvoidableRectangle2).is_none());
    }

    fn cell(name: &str) -> Cell {
        name.parse().unwrap()
    }

    /// SudokuCoach's (taupierbw.be) Avoidable Rectangle Type 2, rebuilt on an empty
    /// grid: r4c5 = 6 and r4c9 = 5 were solved (not given); r5c5 holds 5 and 3, r5c9
    /// holds 6 and 3. Without a 3 in one of them, 5 and 6 would form a deadly
    /// rectangle, so 3 goes from the rest of row 5.
    #[test]
    fn type_2_sudokucoach() {
        let mut b = Board::new(&Grid::EMPTY);
        b.place(cell("r4c5"), Digit::new(6).unwrap());
        b.place(cell("r4c9"), Digit::new(5).unwrap());
        for (c, keep) in [("r5c5", [3, 5]), ("r5c9", [3, 6])] {
            for d in Digit::ALL {
                if !keep.contains(&d.get()) {
                    b.eliminate(cell(c), d);
                }
            }
        }
        let step = first_step_on(&b, Technique::AvoidableRectangle2).expect("AR 2");
        assert_eq!(
            step.explanation(),
            "Avoidable Rectangle Type 2 on 5 and 6 in r4c5, r4c9, r5c5, r5c9 \
             (3 in r5c5, r5c9): r5c1<>3, r5c2<>3, r5c3<>3, r5c4<>3, r5c6<>3, r5c7<>3, r5c8<>3"
        );
        assert!(first_step_on(&b, Technique::AvoidableRectangle1).is_none());
    }
}
