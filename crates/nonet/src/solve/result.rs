//! What a search returns: its status, the solutions it found, and its statistics.

use std::time::Duration;

use crate::grid::Grid;

/// How a search ended (the V4.1 pseudocode's `SolveStatus`, plus `Solved`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SolveStatus {
    /// The puzzle has no solution (this includes givens that repeat a digit in a house).
    NoSolution,
    /// A solution was found and the search stopped there, as asked (`stop_at(1)`),
    /// without proving it is the only one.
    Solved,
    /// Exactly one solution exists: the search was exhaustive.
    Unique,
    /// At least two solutions exist (`solution_count` of them were found).
    Multiple,
    /// The node limit was reached before the search could conclude.
    NodeLimit,
    /// The time limit was reached before the search could conclude.
    Timeout,
}

/// Counters of one search (the V4.1 pseudocode's `SolveStats`).
///
/// Collected only when asked for ([`Solver::stats`](super::Solver::stats)); otherwise all
/// zero, and the search pays nothing for them. The counts describe the fast solver's
/// own search, which propagates with whole-band table updates (see `solve/fast/`), so
/// they are comparable between puzzles and between runs, not with other solvers.
/// The V4.1 pseudocode's difficulty score reads them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct SolveStats {
    /// Search nodes: the root, plus one for every branch tried. Each node is one
    /// propagation to a fixpoint. This is what [`Solver::node_limit`] counts, and it
    /// never exceeds the limit: a node the limit refuses is not counted.
    ///
    /// [`Solver::node_limit`]: super::Solver::node_limit
    pub nodes: u64,
    /// Branches tried at choice points (so `nodes == guesses + 1` once the root is
    /// searched, whether or not a limit cut the search short). A choice point is one
    /// digit's possible arrangements in a band or a stack, or, rarely, one cell's
    /// candidates; each option tried counts, the last one included.
    pub guesses: u64,
    /// Deepest nesting of choice points on the path to a node (0 when propagation
    /// alone decided the puzzle).
    pub max_depth: u32,
    /// Branches that propagation proved dead: a cell, row, column, box or triad with
    /// no way left to place its digits. Givens that clash count none: the search does
    /// not start.
    pub conflicts: u64,
    /// Cells solved because a digit had one place left in a row, column or box,
    /// counted when propagation places them. Cells placed as naked singles (one
    /// candidate left) and by guesses are not counted. A cell that is both at once is
    /// counted by the rule that meets it first: rows and boxes are checked before
    /// naked singles, columns after.
    pub hidden_singles: u64,
    /// Candidates removed by the intersection rules, heavy rules only (zero
    /// otherwise): inside a band or a stack, a digit's row-box (or column-box)
    /// intersections must form one of six patterns, and cells outside every pattern
    /// left go, which includes pointing and claiming; a column cleared from the other
    /// bands because a box holds the digit in two or more cells of that column only
    /// (pointing); and cells cleared by the rule that each intersection holds exactly
    /// three digits. The peers cleared by placing a digit are not counted; when a
    /// claiming leaves a row with one cell, its eliminations count here and the cell
    /// counts as a hidden single.
    pub locked_candidate_elims: u64,
    /// Candidates removed by hidden pairs (two digits with the same two places in a
    /// house lose every other candidate there), heavy rules only (zero otherwise).
    pub hidden_pair_elims: u64,
    /// Wall time of the search, from the call to the result.
    #[serde(serialize_with = "serialize_micros")]
    pub elapsed: Duration,
}

fn serialize_micros<S: serde::Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_u64(d.as_micros() as u64)
}

impl SolveStatus {
    /// The status of a search that ran to the end and found `count` solutions when
    /// asked to stop at `limit`, as [`Solver::solve`](super::Solver::solve) reports it:
    /// for the callers of [`Solver::count`](super::Solver::count), which returns only
    /// the count.
    pub fn of_count(count: usize, limit: usize) -> SolveStatus {
        match count {
            0 => SolveStatus::NoSolution,
            _ if limit == 1 => SolveStatus::Solved,
            1 => SolveStatus::Unique,
            _ => SolveStatus::Multiple,
        }
    }
}

/// The outcome of [`Solver::solve`](super::Solver::solve).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveResult {
    /// How the search ended.
    pub status: SolveStatus,
    /// Solutions found, at most the solver's `stop_at`; with a limit reached, the
    /// ones found before it.
    pub solution_count: usize,
    /// The first solution found, if any.
    pub solution: Option<Grid>,
    /// Counters, when the solver was asked to keep them (all zero otherwise).
    pub stats: SolveStats,
}
