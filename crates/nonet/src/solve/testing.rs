//! Fixtures the solvers' unit tests share.

use crate::format::parse_puzzles;
use crate::grid::Grid;

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
