//! The logic score: a difficulty read off the fast solver's own statistics.
//!
//! `score = hidden_singles + 2 * locked_candidate_elims + 4 * hidden_pair_elims
//!          + 10 * guesses + 3 * max_depth + conflicts`,
//! from one deterministic search with heavy rules on, stopping at the first solution,
//! under the probe node limit of 8,000; 700 / 900 / 1200 split Easy, Medium,
//! Hard and Samurai, and a search that hits the node limit reads as Samurai.

use std::fmt;
use std::str::FromStr;

use super::all::{RateError, classic_givens};
use crate::grid::Grid;
use crate::rules::Puzzle;
use crate::solve::{SolveStats, SolveStatus, Solver};

/// The logic score's `DIFF_NODE_LIMIT`: the probe search gives up (Samurai) after this many
/// nodes.
pub(super) const PROBE_NODE_LIMIT: u64 = 8_000;

/// The logic score's four levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum LogicLevel {
    Easy,
    Medium,
    Hard,
    Samurai,
}

impl LogicLevel {
    /// All levels, easiest first.
    pub const ALL: [LogicLevel; 4] = [
        LogicLevel::Easy,
        LogicLevel::Medium,
        LogicLevel::Hard,
        LogicLevel::Samurai,
    ];

    /// The level of a score: at most 700 Easy, 900 Medium, 1200 Hard, else Samurai.
    pub const fn of_score(score: u64) -> LogicLevel {
        match score {
            0..=700 => LogicLevel::Easy,
            701..=900 => LogicLevel::Medium,
            901..=1200 => LogicLevel::Hard,
            _ => LogicLevel::Samurai,
        }
    }

    /// Lowercase name for the command line and JSON.
    pub const fn slug(self) -> &'static str {
        match self {
            LogicLevel::Easy => "easy",
            LogicLevel::Medium => "medium",
            LogicLevel::Hard => "hard",
            LogicLevel::Samurai => "samurai",
        }
    }
}

impl fmt::Display for LogicLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// A name that is not a logic level.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown level `{0}`: expected easy, medium, hard or samurai")]
pub struct UnknownLogicLevel(pub String);

impl FromStr for LogicLevel {
    type Err = UnknownLogicLevel;

    fn from_str(s: &str) -> Result<LogicLevel, UnknownLogicLevel> {
        LogicLevel::ALL
            .into_iter()
            .find(|l| l.slug().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownLogicLevel(s.to_string()))
    }
}

impl serde::Serialize for LogicLevel {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.slug())
    }
}

/// A puzzle's logic score and level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct LogicScore {
    /// The score; when the node limit was hit, the score of the search so far.
    pub score: u64,
    pub level: LogicLevel,
    /// Whether the probe hit its node limit (which reads as Samurai).
    pub node_limit: bool,
}

/// The score of a set of search statistics.
pub(super) const fn score_of(s: &SolveStats) -> u64 {
    s.hidden_singles
        + 2 * s.locked_candidate_elims
        + 4 * s.hidden_pair_elims
        + 10 * s.guesses
        + 3 * s.max_depth as u64
        + s.conflicts
}

/// The logic score's probe (`probeDifficulty`) of a puzzle: [`RateError::NoSolution`]
/// when it has none, [`RateError::ClassicOnly`] when its rules are not classic (the
/// score weighs the classic search's own statistics).
///
/// ```
/// use nonet::rate::{logic_score, LogicLevel};
/// use nonet::Grid;
/// let grid: Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///         .parse().unwrap();
/// assert_eq!(logic_score(&grid.into()).unwrap().level, LogicLevel::Easy);
/// ```
pub fn logic_score(puzzle: &Puzzle) -> Result<LogicScore, RateError> {
    logic_score_grid(classic_givens(puzzle)?).ok_or(RateError::NoSolution)
}

/// [`logic_score`] of classic givens, `None` when they have no solution, for the
/// crate's own classic callers (the other scales and the generator).
pub(crate) fn logic_score_grid(grid: &Grid) -> Option<LogicScore> {
    let result = Solver::new()
        .stop_at(1)
        .heavy_rules(true)
        .stats(true)
        .node_limit(PROBE_NODE_LIMIT)
        .solve_grid(grid);
    let score = score_of(&result.stats);
    match result.status {
        SolveStatus::NodeLimit | SolveStatus::Timeout => Some(LogicScore {
            score,
            level: LogicLevel::Samurai,
            node_limit: true,
        }),
        SolveStatus::NoSolution => None,
        _ => Some(LogicScore {
            score,
            level: LogicLevel::of_score(score),
            node_limit: false,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thresholds() {
        assert_eq!(LogicLevel::of_score(700), LogicLevel::Easy);
        assert_eq!(LogicLevel::of_score(701), LogicLevel::Medium);
        assert_eq!(LogicLevel::of_score(900), LogicLevel::Medium);
        assert_eq!(LogicLevel::of_score(1200), LogicLevel::Hard);
        assert_eq!(LogicLevel::of_score(1201), LogicLevel::Samurai);
    }

    #[test]
    fn formula_weights() {
        let s = SolveStats {
            hidden_singles: 1,
            locked_candidate_elims: 10,
            hidden_pair_elims: 100,
            guesses: 1000,
            max_depth: 10_000,
            conflicts: 100_000,
            ..SolveStats::default()
        };
        assert_eq!(score_of(&s), 1 + 20 + 400 + 10_000 + 30_000 + 100_000);
    }

    #[test]
    fn no_solution_has_no_score() {
        let mut g = Grid::EMPTY;
        g.set(crate::Cell::from_index(0), crate::Digit::new(1));
        g.set(crate::Cell::from_index(1), crate::Digit::new(1));
        assert_eq!(logic_score_grid(&g), None);
        assert_eq!(logic_score(&g.into()), Err(RateError::NoSolution));
    }
}
