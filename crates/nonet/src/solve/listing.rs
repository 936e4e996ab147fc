//! Every solution of a puzzle under rules that are not classic, up to a limit, in the
//! order of their 81 digits: how [`Solver::each_solution`](super::Solver::each_solution)
//! lists them.
//!
//! The variant searches meet solutions in the order their cell choices make, which changes
//! with any change to their heuristics; a listing should not. So the walk here asks the
//! solver for up to two solutions, keeps the one it finds when it is the only one, and
//! otherwise fills the first empty cell with each digit in turn (skipping digits the
//! givens already break a rule with) and asks again. Every branch that has a solution
//! is split until it has exactly one, so each solution is found once, and in order. A
//! node that has two or more solutions costs up to nine solver calls; listing a hundred
//! solutions takes a few thousand calls of a few microseconds to milliseconds each.
//! Classic puzzles are listed by the bitboard search itself, in its order.

use std::ops::ControlFlow;

use super::Solver;
use crate::grid::{Digit, Grid};
use crate::rules::Puzzle;

/// Hands the first `limit` solutions of `puzzle` (all of them when it has fewer),
/// sorted by their 81 digits, to `f` as they are found, until `f` breaks; returns how
/// many it handed over. Each call of `solver` (asked for two solutions) is one step of
/// the walk, and its limits apply to each step. Nothing is kept but the path of the
/// walk (at most 81 cells deep), so any `limit` runs in the same memory.
pub(super) fn each_sorted(
    solver: Solver,
    puzzle: &Puzzle,
    limit: usize,
    f: &mut dyn FnMut(Grid) -> ControlFlow<()>,
) -> usize {
    let mut walk = Walk {
        solver: solver.stop_at(2),
        limit,
        found: 0,
        f,
    };
    if puzzle.conflicts().is_empty() {
        let _ = walk.from(puzzle.clone());
    }
    walk.found
}

/// The state of a listing: the solutions handed over so far and where they go.
struct Walk<'a> {
    solver: Solver,
    limit: usize,
    found: usize,
    f: &'a mut dyn FnMut(Grid) -> ControlFlow<()>,
}

impl Walk<'_> {
    /// Hands over the solutions of `puzzle`; `Break` once `limit` are handed over or
    /// the receiver has had enough.
    fn from(&mut self, mut puzzle: Puzzle) -> ControlFlow<()> {
        if self.found >= self.limit {
            return ControlFlow::Break(());
        }
        let r = self.solver.solve(&puzzle);
        match (r.solution_count, r.solution) {
            (0, _) => ControlFlow::Continue(()),
            (1, Some(solution)) => {
                self.found += 1;
                (self.f)(solution)?;
                if self.found >= self.limit {
                    return ControlFlow::Break(());
                }
                ControlFlow::Continue(())
            }
            _ => {
                let Some(cell) = puzzle.givens.empty_cells().first() else {
                    return ControlFlow::Continue(());
                };
                for digit in Digit::ALL {
                    puzzle.givens.set(cell, Some(digit));
                    if puzzle.conflicts().is_empty() {
                        self.from(puzzle.clone())?;
                    }
                }
                ControlFlow::Continue(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::read_puzzle;

    /// An anti-knight puzzle with its givens thinned out: the listing matches what the
    /// solver counts, every solution solves it, they come sorted, and the receiver can
    /// stop the walk.
    #[test]
    fn the_listing_is_complete_sorted_and_correct() {
        let (puzzle, ..) = read_puzzle(
            ".AntiKnight.~R1C1_1~R1C5_7~R2C3_8~R3C8_4~R4C4_3~R5C9_2~R6C2_5~R7C6_9~R8C7_6~R9C3_4",
        )
        .unwrap();
        let counted = Solver::new().stop_at(50).count(&puzzle);
        let listed = Solver::new().stop_at(50).solutions(&puzzle);
        let mut handed = 0;
        let stopped = Solver::new().stop_at(50).each_solution(&puzzle, |_| {
            handed += 1;
            if handed == 3 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        assert_eq!((stopped, handed), (3, 3), "the receiver stops the walk");
        assert_eq!(listed.len(), counted);
        assert!(
            listed.len() > 1,
            "the test needs a puzzle with several solutions"
        );
        for s in &listed {
            assert!(puzzle.rules.solves(s, &puzzle.givens));
        }
        let lines: Vec<String> = listed.iter().map(Grid::to_line).collect();
        let mut sorted = lines.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(lines, sorted);
        assert_eq!(Solver::new().stop_at(2).solutions(&puzzle), listed[..2]);
    }
}
