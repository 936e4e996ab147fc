//! Solvers: the fast bitboard search behind [`Solver`], and three others kept for what
//! they teach and what they fingerprint: the cross-language benchmark's brute force
//! ([`brute`]), Norvig's constraint propagation ([`Algorithm::Propagate`]) and Algorithm X with
//! dancing links ([`dlx`]). [`Algorithm`] puts all four behind one signature;
//! [`reference`](mod@reference) is the small oracle the tests hold every solver to.
//!
//! [`benchmark_cp`] is the cross-language benchmark's own constraint propagation, kept
//! for its iteration count (`nonet brute --algo cp`): weaker than [`Algorithm::Propagate`], and not
//! one of the [`Algorithm`]s. The benchmark's brute force and DLX counts are
//! [`brute`]'s iterations and [`dlx`]'s nodes.
//!
//! The free functions here are shorthands for the common [`Solver`] calls, and take a
//! [`Puzzle`] as it does. The contract both of [`Solver`]'s searches follow (request,
//! outcome, counters, limits) is in `solve/contract/`, beside the classic bitboard
//! search (`solve/fast/`) and the generic variant search (`solve/variant/`).

pub mod benchmark_cp;
pub mod brute;
pub mod dlx;
mod propagate;
pub mod reference;

mod algorithm;
mod contract;
mod fast;
mod listing;
mod result;
mod solver;
#[cfg(test)]
mod testing;
mod variant;

pub use algorithm::{Algorithm, Count, UnknownAlgorithm};
pub use result::{SolveResult, SolveStats, SolveStatus};
pub use solver::Solver;

use crate::grid::{Cell, Digit, Grid};
use crate::rules::Puzzle;

/// Counts the solutions of `puzzle`, stopping at `limit` (0 is read as 1): the
/// solver's default path, no statistics, no solution kept.
///
/// ```
/// use nonet::{Grid, solve};
/// assert_eq!(solve::count_solutions(&Grid::EMPTY.into(), 5), 5);
/// ```
pub fn count_solutions(puzzle: &Puzzle, limit: usize) -> usize {
    Solver::new().stop_at(limit).count(puzzle)
}

/// Whether `puzzle` has exactly one solution (a proper puzzle).
///
/// ```
/// use nonet::{Grid, solve};
/// let grid: Grid =
///     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
///         .parse()?;
/// assert!(solve::is_unique(&grid.into()));
/// assert!(!solve::is_unique(&Grid::EMPTY.into()));
/// # Ok::<(), nonet::format::ParseError>(())
/// ```
pub fn is_unique(puzzle: &Puzzle) -> bool {
    count_solutions(puzzle, 2) == 1
}

/// [`is_unique`] on classic givens, straight to the bitboard search: for the
/// generator's and the ratings' loops, which hold a grid.
pub(crate) fn is_unique_grid(grid: &Grid) -> bool {
    Solver::new().stop_at(2).count_grid(grid) == 1
}

/// Whether `grid` has a solution in which `cell` does not hold `digit`.
///
/// This is the question a generator asks when it removes a given from a proper
/// puzzle: the puzzle stays proper exactly when no solution puts another digit
/// there. One search that stops at the first solution answers it, and it is
/// cheaper than counting to two (which must find the known solution as well as rule
/// out the rest). A given of `digit` in `cell` leaves no such solution.
pub(crate) fn has_solution_without(grid: &Grid, cell: Cell, digit: Digit) -> bool {
    let (req, mode) = first_without(cell, digit);
    fast::solve(grid, req, mode, None).count > 0
}

/// The search for a first solution that does not put `digit` in `cell`, with nothing
/// counted and no limit: what both uniqueness tests of carving ask.
fn first_without(cell: Cell, digit: Digit) -> (contract::Request, contract::Mode) {
    let req = contract::Request {
        exclude: Some((cell, digit)),
        ..plain(1, contract::Keep::Count)
    };
    (req, PLAIN)
}

/// A search for up to `stop_at` solutions kept as `keep`, with no limit, no
/// randomness and no statistics: the generator's internal questions.
fn plain(stop_at: usize, keep: contract::Keep) -> contract::Request {
    contract::Request {
        stop_at,
        keep,
        node_limit: u64::MAX,
        time_limit: None,
        seed: 0,
        random_mrv: false,
        random_values: false,
        exclude: None,
    }
}

/// The switches of [`plain`] searches: all off.
const PLAIN: contract::Mode = contract::Mode {
    stats: false,
    limits: false,
    random: false,
    heavy: false,
};

/// [`has_solution_without`] for a puzzle under any rules, `known` being a solution of
/// them (the one carving keeps): the bitboard search for classic rules, else the
/// variant searches, for the variant generator's carving.
pub(crate) fn puzzle_has_solution_without(
    puzzle: &Puzzle,
    cell: Cell,
    digit: Digit,
    known: &Grid,
) -> bool {
    if puzzle.rules.is_classic() {
        return has_solution_without(&puzzle.givens, cell, digit);
    }
    variant::has_solution_without(puzzle, cell, digit, known)
}

/// A solution of `puzzle` other than `known` (one of its solutions), if it has one:
/// one search that keeps the first two solutions it meets. (The sorted listing of
/// [`Solver::solutions`] splits a puzzle with two solutions into sub-puzzles until each
/// has one, a search per split, which on a pure killer's reshaping cost 500 searches
/// where this takes one.)
pub(crate) fn other_solution(puzzle: &Puzzle, known: &Grid) -> Option<Grid> {
    let (req, mode) = (plain(2, contract::Keep::All), PLAIN);
    let mut other = None;
    let mut keep = |grid: Grid| {
        if grid == *known {
            return std::ops::ControlFlow::Continue(());
        }
        other = Some(grid);
        std::ops::ControlFlow::Break(())
    };
    if puzzle.rules.is_classic() {
        fast::solve(&puzzle.givens, req, mode, Some(&mut keep));
    } else {
        variant::solve(puzzle, req, mode, Some(&mut keep));
    }
    other
}

/// A random solution of `puzzle` (the same for the same seed), or `None` when it has
/// none or the search passes `node_limit` nodes: rules drawn at random (a jigsaw's
/// regions) may have no solution, and proving that can take long.
pub(crate) fn random_solution(puzzle: &Puzzle, seed: u64, node_limit: u64) -> Option<Grid> {
    Solver::new()
        .stop_at(1)
        .seed(seed)
        .random_mrv(true)
        .random_values(true)
        .node_limit(node_limit)
        .solve(puzzle)
        .solution
}

/// A solution of `puzzle`, if it has one (the first the search meets, with no proof
/// that it is the only one).
pub fn first_solution(puzzle: &Puzzle) -> Option<Grid> {
    Solver::new().stop_at(1).solve(puzzle).solution
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
        .solve_grid(&Grid::EMPTY)
        .solution
        .unwrap_or(Grid::EMPTY)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::testing::{first_givens, non_consecutive};

    /// `other_solution` answers none for a proper puzzle, and for a puzzle with many
    /// solutions, given any one of them, another that the rules accept, under variant
    /// and classic rules alike (the sorted listing is the reference).
    #[test]
    fn other_solution_is_another_or_none() {
        let proper = non_consecutive();
        let only = Solver::new().stop_at(2).solutions(&proper);
        assert_eq!(only.len(), 1);
        assert_eq!(other_solution(&proper, &only[0]), None);
        // Its first five givens alone: many solutions, non-consecutive or classic.
        let loose = first_givens(&proper, 5);
        let classic = Puzzle::classic(loose.givens);
        for puzzle in [&loose, &classic] {
            let some = Solver::new().stop_at(5).solutions(puzzle);
            assert!(some.len() >= 2, "{}", some.len());
            for known in &some {
                let other = other_solution(puzzle, known).unwrap();
                assert_ne!(&other, known);
                assert!(puzzle.rules.solves(&other, &puzzle.givens));
            }
        }
    }
}
