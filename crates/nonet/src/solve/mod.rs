//! Solvers: the fast bitboard search behind [`Solver`], and three others kept for what
//! they teach and what they fingerprint: seed 002's brute force ([`brute`]), seed 004's
//! constraint propagation ([`propagate`]) and Algorithm X with dancing links ([`dlx`]).
//! [`Algorithm`] puts all four behind one signature; [`reference`](mod@reference) is the small
//! oracle the tests hold every solver to.
//!
//! The free functions here are shorthands for the common [`Solver`] calls.

pub mod brute;
pub mod dlx;
pub mod propagate;
pub mod reference;

mod algorithm;
mod fast;
mod result;
mod solver;

pub use algorithm::{Algorithm, Count, UnknownAlgorithm};
pub use result::{SolveResult, SolveStats, SolveStatus};
pub use solver::Solver;

use crate::grid::Grid;

/// Counts the solutions of `grid`, stopping at `limit` (0 is read as 1): the
/// fast solver's default path, no statistics, no solution kept.
///
/// ```
/// use nonet::{Grid, solve};
/// assert_eq!(solve::count_solutions(&Grid::EMPTY, 5), 5);
/// ```
pub fn count_solutions(grid: &Grid, limit: usize) -> usize {
    Solver::new().stop_at(limit).count(grid)
}

/// Whether `grid` has exactly one solution (a proper puzzle).
///
/// ```
/// use nonet::{Grid, solve};
/// let puzzle: Grid =
///     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
///         .parse()?;
/// assert!(solve::is_unique(&puzzle));
/// assert!(!solve::is_unique(&Grid::EMPTY));
/// # Ok::<(), nonet::format::ParseError>(())
/// ```
pub fn is_unique(grid: &Grid) -> bool {
    count_solutions(grid, 2) == 1
}

/// A solution of `grid`, if it has one (the first the search meets, with no proof
/// that it is the only one).
pub fn first_solution(grid: &Grid) -> Option<Grid> {
    Solver::new().stop_at(1).solve(grid).solution
}

/// A random solved grid, the same for the same seed on every platform: the empty
/// grid solved with random cell tie-breaks and random digit order.
///
/// ```
/// let g = nonet::solve::random_solved_grid(7);
/// assert!(g.is_solved());
/// assert_eq!(g, nonet::solve::random_solved_grid(7));
/// ```
pub fn random_solved_grid(seed: u64) -> Grid {
    Solver::new()
        .stop_at(1)
        .seed(seed)
        .random_mrv(true)
        .random_values(true)
        .solve(&Grid::EMPTY)
        .solution
        .unwrap_or(Grid::EMPTY)
}
