//! Little killer clues: diagonals of the grid with the sum of their solution digits.

use std::ops::RangeInclusive;

use super::pick;
use crate::grid::{Cell, CellSet, Grid};
use crate::rng::Rng;
use crate::rules::Constraint;
use crate::rules::kinds::{DiagonalStep, LittleKiller};
use crate::rules::shape;

/// Four to eight clues: little killer puzzles in print carry a handful, each a sum over
/// a whole diagonal that the solver must combine with others.
const CLUES: RangeInclusive<usize> = 4..=8;

/// The four directions a diagonal can point.
const STEPS: [DiagonalStep; 4] = [
    DiagonalStep::DownRight,
    DiagonalStep::DownLeft,
    DiagonalStep::UpRight,
    DiagonalStep::UpLeft,
];

/// Little killer clues on `solution`, each on a different diagonal.
pub(super) fn place(solution: &Grid, rng: &mut Rng) -> Vec<Constraint> {
    let mut diagonals = diagonals();
    rng.shuffle(&mut diagonals);
    let count = pick(rng, &CLUES);
    let mut taken: Vec<CellSet> = Vec::with_capacity(count);
    let mut placed = Vec::with_capacity(count);
    for (start, step) in diagonals {
        if placed.len() == count {
            break;
        }
        let clue = LittleKiller {
            start,
            step,
            total: 0,
        };
        let line = clue.line();
        let cells: CellSet = line.iter().copied().collect();
        // The same diagonal read from its other end says the same: one clue per line.
        if taken.contains(&cells) {
            continue;
        }
        let total = line
            .iter()
            .filter_map(|&c| shape::value(solution, c))
            .map(u16::from)
            .sum();
        taken.push(cells);
        placed.push(Constraint::LittleKiller(LittleKiller { total, ..clue }));
    }
    placed
}

/// Every clue position the kind accepts, in grid order: a start cell at the edge the
/// clue points in from (the cell before it, against the step, is off the grid), on a
/// diagonal of two cells or more (a one-cell diagonal is a given in disguise).
fn diagonals() -> Vec<(Cell, DiagonalStep)> {
    Cell::all()
        .flat_map(|start| STEPS.map(|step| (start, step)))
        .filter(|&(start, step)| {
            let (dr, dc) = step.delta();
            shape::offset(start, -dr, -dc).is_none() && shape::offset(start, dr, dc).is_some()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::random_solved_grid;

    #[test]
    fn every_diagonal_of_two_cells_or_more_from_both_ends() {
        // 17 diagonals each way, less the two corners' single cells: 15 of two cells or
        // more in each of the two directions, each read from both ends.
        assert_eq!(diagonals().len(), 4 * 15);
        assert!(diagonals().iter().all(|&(start, step)| {
            LittleKiller {
                start,
                step,
                total: 0,
            }
            .line()
            .len()
                >= 2
        }));
    }

    #[test]
    fn clues_sum_their_diagonals_on_distinct_lines() {
        for seed in 0..20 {
            let solution = random_solved_grid(seed);
            let placed = place(&solution, &mut Rng::new(seed));
            assert!(
                CLUES.contains(&placed.len()),
                "seed {seed}: {}",
                placed.len()
            );
            let mut lines: Vec<CellSet> = Vec::new();
            for c in placed {
                let Constraint::LittleKiller(lk) = c else {
                    panic!("not a little killer: {c:?}")
                };
                let cells: CellSet = lk.line().into_iter().collect();
                assert!(!lines.contains(&cells), "{lk:?} twice");
                lines.push(cells);
            }
        }
    }
}
