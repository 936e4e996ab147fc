//! ALS-XZ: two almost locked sets joined by a restricted common digit.
//!
//! **Pattern.** Almost locked sets A and B with no cell in common and a restricted
//! common digit x: both hold x, and every x-cell of A sees every x-cell of B, so x is in
//! one of them at most. The set that lacks x is locked on its other digits.
//!
//! **Eliminations.** Singly linked: for every other digit z of both sets, z is in A or
//! in B, so it goes in no cell that sees every z-cell of both. Doubly linked (two
//! restricted commons x and x'): both sets are locked — each holds all its digits but
//! one of x, x' — so every digit of A other than x, x' leaves the cells that see all
//! of A's cells holding it (likewise for B), and x and x' leave the cells that see all
//! their cells in both sets.
//!
//! **Order.** Pairs of sets in the order of the ALS list (`sets::almost_locked_sets`,
//! smallest first), A before B. The sets share no cell (the common convention; HoDoKu
//! also allows overlaps that hold no restricted common digit).
//!
//! **Example** (HoDoKu, "axz02"). A = r7c2,r9c1 {3,7,8} and B = r4c3,r5c3,r6c2,r6c3
//! {3,4,5,6,8}: their only 3s, r7c2 and r6c2, share column 2, so one set lacks 3 and
//! holds 8; r7c3, r8c3 and r9c3 see all their 8s and lose 8.

use std::ops::ControlFlow;

use super::sets::{AlsSet, almost_locked_sets};
use crate::grid::Candidates;
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every ALS-XZ (singly or doubly linked) that eliminates something.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find_in(board, &almost_locked_sets(board), sink)
}

/// Sends every ALS-XZ between `sets` (the board's sets, in the order of the ALS list)
/// that eliminates something: the search any topology's sets share.
pub(crate) fn find_in(board: &Board, sets: &[AlsSet], sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (i, a) in sets.iter().enumerate() {
        for b in &sets[i + 1..] {
            let common = a.digits & b.digits;
            if common.len() < 2 || a.cells.intersects(b.cells) {
                continue;
            }
            let rc = a.restricted_commons(b);
            let step = match rc.len() {
                0 => None,
                1 => singly_linked(board, a, b, rc),
                _ => doubly_linked(board, a, b, rc),
            };
            if let Some(step) = step {
                sink(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// z, a common digit other than the restricted common, leaves every cell that sees all
/// its cells in both sets.
fn singly_linked(board: &Board, a: &AlsSet, b: &AlsSet, rc: Candidates) -> Option<Step> {
    let mut step: Option<Step> = None;
    for z in (a.digits & b.digits) - rc {
        let victims = a.zone(z) & b.zone(z) & board.cells_with(z);
        for cell in victims {
            step.get_or_insert_with(|| new_step(a, b, rc))
                .push_elimination(cell, z);
        }
    }
    step.map(super::with_z)
}

/// Both sets are locked: their non-restricted digits leave the cells that see all
/// their cells in their set, and each restricted digit the cells that see all its cells
/// in both sets.
fn doubly_linked(board: &Board, a: &AlsSet, b: &AlsSet, rc: Candidates) -> Option<Step> {
    let mut step: Option<Step> = None;
    for x in rc {
        for cell in a.zone(x) & b.zone(x) & board.cells_with(x) {
            step.get_or_insert_with(|| new_step(a, b, rc))
                .push_elimination(cell, x);
        }
    }
    for set in [a, b] {
        for d in set.digits - rc {
            for cell in set.zone(d) & board.cells_with(d) {
                step.get_or_insert_with(|| new_step(a, b, rc))
                    .push_elimination(cell, d);
            }
        }
    }
    step.map(super::with_z)
}

fn new_step(a: &AlsSet, b: &AlsSet, rc: Candidates) -> Step {
    Step::new(
        Technique::AlsXz,
        Pattern::Als {
            sets: vec![a.evidence(), b.evidence()],
            restricted: rc,
            z: Candidates::EMPTY,
            pivot: None,
            links: vec![rc],
        },
    )
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{all_steps_on, assert_sound, pencil, solution};
    use crate::logic::{Board, Technique};

    /// HoDoKu's ALS-XZ example "axz02": A = r4c3,r5c3,r6c2,r6c3 {3,4,5,6,8} and B, the
    /// set around r7c2, share the restricted common 3, so 8 leaves r7c3 (and the other
    /// cells of column 3 in box 7). Every step found must agree with the solution.
    #[test]
    fn hodoku_singly_linked_example() {
        let puzzle =
            "..34.7.6.4....59...276....1........591.....8.2..78....6..25.4...4..........1....3";
        let board = pencil(
            "158 9 3 4 12 7 258 6 28
             4 68 168 38 12 5 9 237 278
             58 2 7 6 39 389 358 4 1
             378 3678 468 39 3469 123469 1236 1239 5
             9 1 46 5 346 2346 2367 8 2467
             2 356 456 7 8 13469 136 139 469
             6 378 189 2 5 389 4 179 789
             1378 4 12589 389 3679 3689 12678 12579 26789
             78 578 2589 1 4679 4689 2678 2579 3",
        );
        let steps = all_steps_on(&board, Technique::AlsXz);
        let solution = solution(puzzle);
        steps
            .iter()
            .for_each(|s| assert_sound(&board, &solution, s));
        // HoDoKu's B is r7c2,r9c1 {3,7,8}, restricted 3, z = 8; the first step found.
        assert_eq!(
            steps[0].explanation(),
            "ALS-XZ r7c2,r9c1 {3,7,8} / r4c3,r5c3,r6c2,r6c3 {3,4,5,6,8} restricted 3, \
             z = 8: r7c3<>8, r8c3<>8, r9c3<>8"
        );
        assert_eq!(steps[0].rating.to_string(), "5.5");
    }

    /// HoDoKu's "Doubly Linked ALS-XZ" example "daxz01": A = r2c2,r2c3,r2c9 {2,4,7,9}
    /// and B = r4c2,r4c3 {1,2,4} share 2 and 4. HoDoKu: r1,5,6c3<>4, r1,6c2<>2,
    /// r2c5<>7, r2c56<>9, r4c19,r5c13,r6c123<>1 (those still candidates here).
    #[test]
    fn hodoku_doubly_linked_example() {
        let puzzle =
            ".........6..5..18..83.1.......9573...6.....92...............254.487...1...23.....";
        let board = pencil(
            "24579 12579 14579 2468 24789 2489 45679 3 5679
             6 279 479 5 23479 2349 1 8 79
             4579 8 3 46 1 49 45679 2 5679
             1248 12 14 9 5 7 3 46 168
             134578 6 157 148 348 1348 578 9 2
             1345789 13579 14579 28 2368 123468 578 47 1578
             37 37 6 18 89 189 2 5 4
             59 4 8 7 26 256 69 1 3
             159 159 2 3 46 456 6789 67 6789",
        );
        let steps = all_steps_on(&board, Technique::AlsXz);
        let solution = solution(puzzle);
        steps
            .iter()
            .for_each(|s| assert_sound(&board, &solution, s));
        // Smaller sets are listed first, so B comes first; it is the only ALS-XZ here.
        let [step] = &steps[..] else {
            panic!("one step expected: {steps:#?}")
        };
        assert_eq!(
            step.explanation(),
            "ALS-XZ r4c2,r4c3 {1,2,4} / r2c2,r2c3,r2c9 {2,4,7,9} doubly linked by 2 and 4: \
             r1c2<>2, r1c3<>4, r2c5<>7, r2c5<>9, r2c6<>9, r4c1<>1, r4c9<>1, r5c1<>1, \
             r5c3<>1, r6c1<>1, r6c2<>1, r6c3<>1, r6c3<>4"
        );
        assert_eq!(step.rating.to_string(), "5.5");
    }

    #[test]
    fn silent_on_an_empty_grid() {
        assert!(all_steps_on(&Board::new(&crate::Grid::EMPTY), Technique::AlsXz).is_empty());
    }
}
