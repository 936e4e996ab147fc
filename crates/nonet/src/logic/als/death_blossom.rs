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
//! sets of [`almost_locked_sets`] in that order (smallest first), depth first. A branch
//! is cut as soon as no digit z is left with a possible victim.
//!
//! [`almost_locked_sets`]: super::sets::almost_locked_sets

use std::ops::ControlFlow;

use super::sets::{AlsSet, almost_locked_sets};
use crate::grid::{Candidates, Cell, CellSet, Digit};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every death blossom that eliminates something.
pub fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let sets = almost_locked_sets(board);
    let mut petals: Vec<usize> = Vec::new();
    for stem in board.empty_cells() {
        let digits = board.candidates(stem);
        if digits.len() < 2 {
            continue;
        }
        // petals[offsets[k]..offsets[k + 1]]: the sets that can be the petal of the
        // k-th digit of the stem.
        petals.clear();
        let mut offsets = [0usize; 10];
        let mut reach = Candidates::ALL - digits;
        for (k, d) in digits.iter().enumerate() {
            let mut holds = Candidates::EMPTY;
            for (i, a) in sets.iter().enumerate() {
                if is_petal(a, stem, d) {
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
            sets: &sets,
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
fn is_petal(a: &AlsSet, stem: Cell, d: Digit) -> bool {
    a.digits.contains(d)
        && !a.cells.contains(stem)
        && CellSet::peers_of(stem).is_superset(a.cells_with(d))
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
        debug_assert!(step.eliminations.iter().all(|e| self.board.has(e.cell, e.digit)));
        step
    }
}
