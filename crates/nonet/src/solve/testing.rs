//! Fixtures the solvers' unit tests share. The reader of the solvers' fixture is the
//! integration tests' own (`tests/common`), included here so that there is one.

use crate::format::parse_puzzles;
use crate::grid::Grid;
// The unit tests read the fixture's puzzles, not its counts and solutions. The file is
// shared with the integration tests, which need its items `pub`.
#[allow(dead_code, unreachable_pub)]
#[path = "../../tests/common/solver_cases.rs"]
mod solver_cases;
pub(crate) use solver_cases::solver_cases;

/// The puzzles of `tests/fixtures/solver.txt`, in order.
pub(crate) fn solver_puzzles() -> Vec<Grid> {
    solver_cases().into_iter().map(|case| case.puzzle).collect()
}

/// The puzzles of `tests/fixtures/hardest_100.txt`, in order.
pub(crate) fn hardest_puzzles() -> Vec<Grid> {
    parse_puzzles(include_str!("../../tests/fixtures/hardest_100.txt"))
        .into_iter()
        .map(|p| p.expect("a fixture puzzle parses"))
        .collect()
}

/// The cross-language benchmark's matrix `n`: 1, 2 or 5, the ones in the repository.
pub(crate) fn benchmark_matrix(n: u32) -> Grid {
    let text = match n {
        1 => include_str!("../../tests/fixtures/matrices/1.matrix"),
        2 => include_str!("../../tests/fixtures/matrices/2.matrix"),
        5 => include_str!("../../tests/fixtures/matrices/5.matrix"),
        _ => panic!("matrix {n} is not in the repository"),
    };
    parse_puzzles(text)
        .remove(0)
        .expect("a fixture matrix parses")
}

/// A non-consecutive puzzle the variant generator made (seed 3, medium): one solution.
pub(crate) fn non_consecutive() -> crate::rules::Puzzle {
    let text = ".AntiConsecutive.~R1C8_3~R2C6_2~R2C8_8~R2C9_1~R4C5_7~R4C7_9~R5C7_5\
                ~R6C1_4~R6C3_9~R6C4_5~R6C8_1~R7C1_9~R8C5_9~R8C8_2";
    crate::format::read_puzzle(text)
        .expect("the fixture reads")
        .0
}

/// `puzzle` with its first `n` givens only (in cell order).
pub(crate) fn first_givens(puzzle: &crate::rules::Puzzle, n: usize) -> crate::rules::Puzzle {
    let mut fewer = puzzle.clone();
    for cell in puzzle.givens.filled_cells().iter().skip(n) {
        fewer.givens.set(cell, None);
    }
    fewer
}
