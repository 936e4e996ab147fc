//! The reader of `fixtures/solver.txt`, the solvers' fixture: `puzzle:count[:solution]`
//! lines (`#` comments), puzzles with no, one and many solutions.

use super::Grid;

/// One fixture line: the puzzle, its solution count (capped at 2) and, for a proper
/// puzzle, its solution.
pub struct Case {
    pub puzzle: Grid,
    pub count: usize,
    pub solution: Option<Grid>,
}

/// Every case of the fixture, in order.
pub fn solver_cases() -> Vec<Case> {
    include_str!("../fixtures/solver.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut parts = l.split(':');
            let puzzle = parts.next().unwrap().parse().unwrap();
            let count = parts.next().unwrap().parse().unwrap();
            let solution = parts.next().map(|s| s.parse().unwrap());
            Case {
                puzzle,
                count,
                solution,
            }
        })
        .collect()
}
