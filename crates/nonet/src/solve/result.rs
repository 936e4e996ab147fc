//! What a search returns: its status, the solutions it found, and its statistics.

use std::time::Duration;

use crate::grid::Grid;

/// How a search ended (seed 000's `SolveStatus`, plus `Solved`).
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

/// Counters of one search (seed 000's `SolveStats`).
///
/// Collected only when asked for ([`Solver::stats`](super::Solver::stats)); otherwise all
/// zero, and the search pays nothing for them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct SolveStats {
    /// Search nodes: propagation rounds entered, the root included.
    pub nodes: u64,
    /// Guesses: branches tried at a choice point.
    pub guesses: u64,
    /// Deepest nesting of guesses.
    pub max_depth: u32,
    /// Dead ends: propagation found a cell or a house with no place left.
    pub conflicts: u64,
    /// Digits placed because a house had only one place for them.
    pub hidden_singles: u64,
    /// Candidates removed by locked candidates (pointing / box-line), heavy rules only.
    pub locked_candidate_elims: u64,
    /// Candidates removed by hidden pairs, heavy rules only.
    pub hidden_pair_elims: u64,
    /// Wall time of the search.
    #[serde(serialize_with = "serialize_micros")]
    pub elapsed: Duration,
}

fn serialize_micros<S: serde::Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_u64(d.as_micros() as u64)
}

/// The outcome of [`Solver::solve`](super::Solver::solve).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveResult {
    /// How the search ended.
    pub status: SolveStatus,
    /// Solutions found, at most the solver's `stop_at`.
    pub solution_count: usize,
    /// The first solution found, if any.
    pub solution: Option<Grid>,
    /// Counters, when the solver was asked to keep them.
    pub stats: SolveStats,
}
