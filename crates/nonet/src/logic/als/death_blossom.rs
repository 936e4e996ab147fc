//! Death Blossom: a stem cell whose every candidate is restricted common with a petal.
//!
//! **Pattern.** A stem cell with candidates d1 … dk and, for each di, a petal: an almost
//! locked set holding di whose di-cells all see the stem. The petals share no cell with
//! each other or the stem, and all hold a digit z that the stem lacks. Whatever the stem
//! takes, say di, petal i lacks di and so holds z.
//!
//! **Eliminations.** z, from every cell that sees all the z-cells of all the petals.
//!
//! **Order.** Stem cells in row-major order; petals chosen digit by digit, each from the
//! ALS list (`sets::almost_locked_sets`, smallest first), depth first. A branch is cut
//! as soon as no digit z is left with a possible victim.
//!
//! **Example** (SudokuWiki, "Death Blossom" 1). The stem r1c5 {1,3}; the petal of 1 is
//! r3c5,r3c6,r3c8 {1,6,7,8}, the petal of 3 is r1c3,r5c3,r6c3 {1,3,5,7}. Both hold 7,
//! and r3c3 sees all their 7s: r3c3<>7.

use std::ops::ControlFlow;

use super::sets::{AlsSet, almost_locked_sets};
use crate::grid::{Candidates, Cell, CellSet, Digit};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every death blossom that eliminates something.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find_in(board, &almost_locked_sets(board), CellSet::peers_of, sink)
}

/// Sends every death blossom of `sets` (the board's sets, in the order of the ALS
/// list) whose petals see the stem through `peers` (the classic peers or a
/// topology's) that eliminates something.
pub(crate) fn find_in(
    board: &Board,
    sets: &[AlsSet],
    peers: impl Fn(Cell) -> CellSet,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let mut petals: Vec<usize> = Vec::new();
    for stem in board.empty_cells() {
        let digits = board.candidates(stem);
        if digits.len() < 2 {
            continue;
        }
        let seen = peers(stem);
        // petals[offsets[k]..offsets[k + 1]]: the sets that can be the petal of the
        // k-th digit of the stem.
        petals.clear();
        let mut offsets = [0usize; 10];
        let mut reach = Candidates::ALL - digits;
        for (k, d) in digits.iter().enumerate() {
            let mut holds = Candidates::EMPTY;
            for (i, a) in sets.iter().enumerate() {
                if is_petal(a, stem, seen, d) {
                    petals.push(i);
                    holds |= a.digits;
                }
            }
            offsets[k + 1] = petals.len();
            reach &= holds;
        }
        if reach.is_empty() {
            continue;
        }
        let blossom = Blossom {
            board,
            sets,
            stem,
            digits,
            petals: &petals,
            offsets,
        };
        let mut victims = [CellSet::EMPTY; 9];
        for z in reach {
            victims[z.index()] = board.cells_with(z);
        }
        let mut chosen = [0usize; 9];
        blossom.grow(0, CellSet::single(stem), reach, &victims, &mut chosen, sink)?;
    }
    ControlFlow::Continue(())
}

/// Whether `a` can be the petal of digit `d` of `stem`.
/// `seen`: the stem's peers.
fn is_petal(a: &AlsSet, stem: Cell, seen: CellSet, d: Digit) -> bool {
    a.digits.contains(d) && !a.cells.contains(stem) && seen.is_superset(a.cells_with(d))
}

/// One stem and the petals each of its digits can take.
struct Blossom<'a> {
    board: &'a Board,
    sets: &'a [AlsSet],
    stem: Cell,
    digits: Candidates,
    petals: &'a [usize],
    offsets: [usize; 10],
}

impl Blossom<'_> {
    /// Chooses the petal of the `k`-th stem digit, given the cells used so far, the
    /// digits z still possible and their victims.
    fn grow(
        &self,
        k: usize,
        used: CellSet,
        zs: Candidates,
        victims: &[CellSet; 9],
        chosen: &mut [usize; 9],
        sink: &mut Sink<'_>,
    ) -> ControlFlow<()> {
        if k == self.digits.len() as usize {
            return sink(self.step(&chosen[..k], zs, victims));
        }
        for &i in &self.petals[self.offsets[k]..self.offsets[k + 1]] {
            let petal = &self.sets[i];
            if petal.cells.intersects(used) {
                continue;
            }
            let mut next = *victims;
            let mut left = Candidates::EMPTY;
            for z in zs & petal.digits {
                next[z.index()] &= petal.zone(z);
                if !next[z.index()].is_empty() {
                    left.insert(z);
                }
            }
            if left.is_empty() {
                continue;
            }
            chosen[k] = i;
            self.grow(k + 1, used | petal.cells, left, &next, chosen, sink)?;
        }
        ControlFlow::Continue(())
    }

    fn step(&self, chosen: &[usize], zs: Candidates, victims: &[CellSet; 9]) -> Step {
        let mut step = Step::new(
            Technique::DeathBlossom,
            Pattern::Als {
                sets: chosen.iter().map(|&i| self.sets[i].evidence()).collect(),
                restricted: self.digits,
                z: zs,
                pivot: Some(self.stem),
                links: self.digits.iter().map(Candidates::single).collect(),
            },
        );
        for z in zs {
            for cell in victims[z.index()] {
                step.push_elimination(cell, z);
            }
        }
        debug_assert!(
            step.eliminations
                .iter()
                .all(|e| self.board.has(e.cell, e.digit))
        );
        step
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{all_steps_on, first_on_basic_path, narrowed};
    use crate::logic::{Board, Technique};

    /// SudokuWiki, "Death Blossom", example 1, its cells rebuilt on an open board: the
    /// stem r1c5 {13}; the petal of 3 is r1c3,r5c3,r6c3 {1,3,5,7}, the petal of 1 is
    /// r3c5,r3c6,r3c8 {1,6,7,8}; both hold 7, so 7 leaves r3c3, which sees all their 7s.
    #[test]
    fn sudokuwiki_example() {
        let board = narrowed(&[
            ("r1c5", "13"),
            ("r1c3", "37"),
            ("r5c3", "17"),
            ("r6c3", "57"),
            ("r3c5", "168"),
            ("r3c6", "678"),
            ("r3c8", "68"),
        ]);
        let steps = all_steps_on(&board, Technique::DeathBlossom);
        let texts: Vec<String> = steps.iter().map(|s| s.explanation()).collect();
        assert!(
            texts.contains(
                &"Death Blossom stem r1c5: 1 in r3c5,r3c6,r3c8 {1,6,7,8}, \
                  3 in r1c3,r5c3,r6c3 {1,3,5,7}, z = 7: r3c3<>7"
                    .to_string()
            ),
            "{texts:#?}"
        );
        assert_eq!(steps[0].rating.to_string(), "8.5");
    }

    /// A 17-clue puzzle of Gordon Royle's collection: after the basic techniques, the
    /// stem r2c2 {4,8} has the petals r2c7 {4,7} and r8c2,r8c8 {7,8,9}.
    #[test]
    fn blossom_on_a_17_clue_puzzle() {
        let step = first_on_basic_path(
            "................12..3..4.........3.5.2..5....16...........1..6....32.....74...8..",
            Technique::DeathBlossom,
        )
        .expect("a death blossom");
        assert_eq!(
            step.explanation(),
            "Death Blossom stem r2c2: 4 in r2c7 {4,7}, 8 in r8c2,r8c8 {7,8,9}, z = 7: r1c8<>7"
        );
    }

    #[test]
    fn silent_on_an_empty_grid() {
        let board = Board::new(&crate::Grid::EMPTY);
        assert!(all_steps_on(&board, Technique::DeathBlossom).is_empty());
    }
}
