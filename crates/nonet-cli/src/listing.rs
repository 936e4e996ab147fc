//! Every solution of a variant puzzle, up to a limit, for `nonet solve --all`.
//!
//! The generic solver reports counts and one solution; listing them all is built on
//! that, through its public calls only: a search that asks the solver for up to two
//! solutions, keeps the one it finds when it is the only one, and otherwise fills the
//! first empty cell with each digit in turn (skipping digits the givens already break a
//! rule with) and asks again. Every branch that has a solution is split until it has
//! exactly one, so each solution is found once, and in order: the solutions come out
//! sorted by their 81 digits. A node that has two or more solutions costs up to nine
//! solver calls; listing a hundred solutions takes a few thousand calls of a few
//! microseconds to milliseconds each.

use std::ops::ControlFlow;

use nonet::rules::Puzzle;
use nonet::{Digit, Grid, Solver};

/// Hands the first `limit` solutions of `puzzle` (all of them when it has fewer),
/// sorted by their 81 digits, to `f` as they are found, until `f` breaks; returns how
/// many it handed over. Nothing is kept but the path of the walk (at most 81 cells
/// deep), so any `limit` runs in the same memory.
pub fn each_solution(
    puzzle: &Puzzle,
    limit: usize,
    mut f: impl FnMut(Grid) -> ControlFlow<()>,
) -> usize {
    let solver = Solver::new().stop_at(2);
    let mut walk = Walk {
        solver: &solver,
        limit,
        found: 0,
        f: &mut f,
    };
    if puzzle.conflicts().is_empty() {
        let _ = walk.from(puzzle.clone());
    }
    walk.found
}

/// The state of a listing: the solutions handed over so far and where they go.
struct Walk<'a> {
    solver: &'a Solver,
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
        let r = self.solver.solve_puzzle(&puzzle);
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
    use nonet::format::read_puzzle;

    fn solutions(puzzle: &Puzzle, limit: usize) -> Vec<Grid> {
        let mut all = Vec::new();
        each_solution(puzzle, limit, |s| {
            all.push(s);
            ControlFlow::Continue(())
        });
        all
    }

    /// An anti-knight puzzle with its givens thinned out: the listing matches what the
    /// solver counts, every solution solves it, and they come sorted.
    #[test]
    fn the_listing_is_complete_sorted_and_correct() {
        let (puzzle, ..) = read_puzzle(
            ".AntiKnight.~R1C1_1~R1C5_7~R2C3_8~R3C8_4~R4C4_3~R5C9_2~R6C2_5~R7C6_9~R8C7_6~R9C3_4",
        )
        .unwrap();
        let counted = Solver::new().stop_at(50).count_puzzle(&puzzle);
        let listed = solutions(&puzzle, 50);
        let mut handed = 0;
        let stopped = each_solution(&puzzle, 50, |_| {
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
        assert_eq!(solutions(&puzzle, 2), listed[..2]);
    }
}
