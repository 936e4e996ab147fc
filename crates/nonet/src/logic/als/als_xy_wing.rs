//! ALS-XY-Wing: two almost locked sets each joined to a third, the pivot set.
//!
//! **Pattern.** Almost locked sets A, C and B, pairwise without common cells: A and C
//! share a restricted common digit x, C and B a restricted common digit y ≠ x, and A
//! and B share a digit z other than x and y. If C lacks x it holds y, so B lacks y and
//! holds z; if C lacks y, A lacks x and holds z; if C holds both, both A and B hold z.
//!
//! **Eliminations.** z, from every cell that sees all the z-cells of A and B.
//!
//! **Order.** Pivot sets in the order of the ALS list (`sets::almost_locked_sets`,
//! smallest first); for each, pairs of its restricted-common neighbours in that order;
//! then x and y upward. The three sets share no cell.
//!
//! **Example** (HoDoKu, "axy01"). A = r7c1,r7c5,r7c6 {3,6,7,8} -7- C = r9c3,r9c4
//! {1,7,9} -9- B = r5c8,r7c8,r9c8 {2,3,8,9}: 3 is in A or B, and r7c7 sees all their
//! 3s: r7c7<>3.

use std::ops::ControlFlow;

use super::sets::{AlsSet, RcGraph, almost_locked_sets};
use crate::grid::{Candidates, Digit};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every ALS-XY-Wing that eliminates something.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find_in(board, &almost_locked_sets(board), sink)
}

/// Sends every ALS-XY-Wing of `sets` (the board's sets, in the order of the ALS list)
/// that eliminates something: the search any topology's sets share.
pub(crate) fn find_in(board: &Board, sets: &[AlsSet], sink: &mut Sink<'_>) -> ControlFlow<()> {
    let graph = RcGraph::new(sets);
    for (ci, pivot) in sets.iter().enumerate() {
        let wings = graph.neighbours(ci);
        for (k, &(ai, rc_a)) in wings.iter().enumerate() {
            for &(bi, rc_b) in &wings[k + 1..] {
                let (a, b) = (&sets[ai], &sets[bi]);
                let common = a.digits & b.digits;
                if common.is_empty() || a.cells.intersects(b.cells) {
                    continue;
                }
                for x in rc_a {
                    for y in rc_b {
                        if x == y {
                            continue;
                        }
                        if let Some(step) = wing(board, [a, pivot, b], x, y) {
                            sink(step)?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The step of the wing A -x- C -y- B, if it eliminates something.
fn wing(board: &Board, [a, pivot, b]: [&AlsSet; 3], x: Digit, y: Digit) -> Option<Step> {
    let links = Candidates::single(x).with(y);
    let mut step: Option<Step> = None;
    for z in (a.digits & b.digits) - links {
        for cell in a.zone(z) & b.zone(z) & board.cells_with(z) {
            step.get_or_insert_with(|| {
                Step::new(
                    Technique::AlsXyWing,
                    Pattern::Als {
                        sets: vec![a.evidence(), pivot.evidence(), b.evidence()],
                        restricted: links,
                        z: Candidates::EMPTY,
                        pivot: None,
                        links: vec![Candidates::single(x), Candidates::single(y)],
                    },
                )
            })
            .push_elimination(cell, z);
        }
    }
    step.map(super::with_z)
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{all_steps_on, assert_sound, pencil, solution};
    use crate::logic::{Board, Technique};

    /// HoDoKu's ALS-XY-Wing example "axy01": A = r7c1,r7c5,r7c6 {3,6,7,8} and the set
    /// B of column 8 are joined through a pivot set in row 9; 3 leaves r7c7. The finder
    /// reports that wing, after another one with the same elimination.
    #[test]
    fn hodoku_example() {
        let puzzle =
            "4.6....7......1.6.....8....23..........34.......8..95..9.........2.5761.5...2...4";
        let board = pencil(
            "4 125 6 25 39 359 12358 7 12589
             89 258 3589 257 379 1 4 6 259
             179 1257 359 6 8 4 1235 239 1259
             2 3 589 57 1679 569 178 4 167
             16789 1567 589 3 4 569 1278 28 1267
             167 1467 147 8 167 2 9 5 3
             678 9 14 14 36 368 23578 238 2578
             3 48 2 49 5 7 6 1 89
             5 1678 17 19 2 368 378 389 4",
        );
        let steps = all_steps_on(&board, Technique::AlsXyWing);
        let solution = solution(puzzle);
        steps
            .iter()
            .for_each(|s| assert_sound(&board, &solution, s));
        let texts: Vec<String> = steps.iter().map(|s| s.explanation()).collect();
        assert!(
            texts.contains(
                &"ALS-XY-Wing r7c1,r7c5,r7c6 {3,6,7,8} -7- r9c3,r9c4 {1,7,9} -9- \
              r5c8,r7c8,r9c8 {2,3,8,9}, z = 3: r7c7<>3"
                    .to_string()
            )
        );
        let step = &steps[0];
        assert_eq!(
            step.explanation(),
            "ALS-XY-Wing r9c3,r9c4,r9c7,r9c8 {1,3,7,8,9} -8- r8c9 {8,9} -9- \
             r1c7,r1c9,r2c9,r3c7,r3c9 {1,2,3,5,8,9}, z = 3: r7c7<>3"
        );
        assert_eq!(step.rating.to_string(), "7.0");
    }

    #[test]
    fn silent_on_an_empty_grid() {
        assert!(all_steps_on(&Board::new(&crate::Grid::EMPTY), Technique::AlsXyWing).is_empty());
    }
}
