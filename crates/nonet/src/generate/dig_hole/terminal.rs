//! The dig-hole specification's Las Vegas terminal pattern: scatter 11 random givens over an empty
//! grid, then let a search complete it under a limit; when the limit is reached (the
//! 11 givens may admit no completion, and proving that can take long) start over.
//!
//! The dig-hole specification limits the search by wall time (0.1 s). A clock makes the
//! outcome depend on the machine, so the limit here is the fast solver's node count, which
//! gives the same grid for the same generator state everywhere; an optional time limit is
//! available on top for callers who prefer the specification's own guard to determinism.

use std::time::Duration;

use crate::grid::{Cell, Digit, Grid};
use crate::rng::Rng;
use crate::solve::{SolveStatus, Solver};

/// The dig-hole specification's number of random givens (`initial_random_givens`, its
/// "optimal value").
pub(super) const RANDOM_GIVENS: usize = 11;

/// The search limits of one Las Vegas attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LasVegasLimits {
    /// Search nodes of the fast solver before an attempt is abandoned.
    pub node_limit: u64,
    /// Optional wall-time limit per attempt (the dig-hole specification's 0.1 s); `None` keeps the
    /// result independent of the machine.
    pub time_limit: Option<Duration>,
    /// Attempts before giving up (the dig-hole specification's `max_attempts`).
    pub max_attempts: u32,
}

/// A terminal pattern and the number of Las Vegas attempts it took (1 = first try).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Terminal {
    pub grid: Grid,
    pub attempts: u32,
}

/// Runs the Las Vegas algorithm until an attempt completes, or `None` after
/// `limits.max_attempts` failures.
pub(super) fn terminal_pattern(rng: &mut Rng, limits: &LasVegasLimits) -> Option<Terminal> {
    (1..=limits.max_attempts).find_map(|attempts| {
        let seeds = random_givens(rng);
        let mut solver = Solver::new()
            .stop_at(1)
            .seed(rng.next_u64())
            .random_values(true)
            .node_limit(limits.node_limit);
        if let Some(t) = limits.time_limit {
            solver = solver.time_limit(t);
        }
        let result = solver.solve_grid(&seeds);
        match (result.status, result.solution) {
            (SolveStatus::Solved, Some(grid)) => Some(Terminal { grid, attempts }),
            _ => None,
        }
    })
}

/// The dig-hole specification's step 1: 11 distinct random cells, each given a random
/// digit, kept only when no peer already holds it (so some of the 11 may stay empty, as in
/// the seed).
pub(super) fn random_givens(rng: &mut Rng) -> Grid {
    let mut cells: Vec<Cell> = Cell::all().collect();
    // A partial Fisher-Yates: the first 11 positions are a uniform sample.
    for i in 0..RANDOM_GIVENS {
        let j = i + rng.index(cells.len() - i);
        cells.swap(i, j);
    }
    let mut grid = Grid::EMPTY;
    for &cell in &cells[..RANDOM_GIVENS] {
        let digit = Digit::from_index(rng.index(9));
        if grid.candidates(cell).contains(digit) {
            grid.set(cell, Some(digit));
        }
    }
    grid
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: LasVegasLimits = LasVegasLimits {
        node_limit: 200,
        time_limit: None,
        max_attempts: 1000,
    };

    #[test]
    fn random_givens_are_at_most_eleven_and_never_clash() {
        let mut rng = Rng::new(11);
        for _ in 0..200 {
            let g = random_givens(&mut rng);
            assert!(g.filled_count() <= RANDOM_GIVENS && g.filled_count() >= 1);
            assert!(g.is_valid());
        }
    }

    #[test]
    fn terminal_patterns_are_solved_grids_that_keep_the_random_givens() {
        for seed in 0..50 {
            let mut rng = Rng::new(seed);
            let t = terminal_pattern(&mut rng, &LIMITS).expect("a pattern in 1000 attempts");
            assert!(t.grid.is_solved());
            let mut replay = Rng::new(seed);
            for _ in 1..t.attempts {
                random_givens(&mut replay);
                replay.next_u64();
            }
            assert!(t.grid.solves(&random_givens(&mut replay)));
        }
    }

    #[test]
    fn a_zero_node_limit_never_completes_an_attempt() {
        let limits = LasVegasLimits {
            node_limit: 0,
            ..LIMITS
        };
        assert_eq!(terminal_pattern(&mut Rng::new(1), &limits), None);
    }
}
