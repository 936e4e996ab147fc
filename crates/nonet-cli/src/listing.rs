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

use nonet::rules::Puzzle;
use nonet::{Digit, Grid, Solver};

/// The first `limit` solutions of `puzzle` (all of them when it has fewer), sorted by
/// their 81 digits.
pub fn solutions(puzzle: &Puzzle, limit: usize) -> Vec<Grid> {
    let mut out = Vec::new();
    let solver = Solver::new().stop_at(2);
    if puzzle.conflicts().is_empty() {
        walk(&solver, puzzle.clone(), limit, &mut out);
    }
    out
}

/// Adds the solutions of `puzzle` to `out`, up to `limit` in all.
fn walk(solver: &Solver, mut puzzle: Puzzle, limit: usize, out: &mut Vec<Grid>) {
    if out.len() >= limit {
        return;
    }
    let r = solver.solve_puzzle(&puzzle);
    match (r.solution_count, r.solution) {
        (0, _) => {}
        (1, Some(solution)) => out.push(solution),
        _ => {
            let Some(cell) = puzzle.givens.empty_cells().first() else {
                return;
            };
            for digit in Digit::ALL {
                puzzle.givens.set(cell, Some(digit));
                if puzzle.conflicts().is_empty() {
                    walk(solver, puzzle.clone(), limit, out);
                }
                if out.len() >= limit {
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nonet::format::read_puzzle;

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
