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
