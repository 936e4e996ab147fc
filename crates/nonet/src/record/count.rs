//! `CountRecord`: one puzzle as `nonet count` reports it.

use super::broken::Broken;
use super::outcome::SearchOutcome;
use super::rules_of;
use super::stats::Stats;
use crate::grid::{Conflict, Grid};
use crate::rules::{Puzzle, Rules};
use crate::solve::SolveStatus;

/// One counted puzzle: its givens, its rules when they are not classic, the status,
/// the count and the limit it stopped at, why there is no solution, and the counters
/// when kept.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct CountRecord {
    pub puzzle: Grid,
    /// The rules, when they are not classic.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<Rules>,
    pub status: SolveStatus,
    pub count: usize,
    pub limit: usize,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub conflicts: Vec<Conflict>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub broken: Vec<Broken>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stats: Option<Stats>,
}

impl CountRecord {
    /// The record of `outcome`, a count of `puzzle` up to `limit`.
    pub fn new(puzzle: &Puzzle, outcome: &SearchOutcome, limit: usize) -> CountRecord {
        CountRecord {
            puzzle: puzzle.givens,
            rules: rules_of(puzzle),
            status: outcome.status,
            count: outcome.count,
            limit,
            conflicts: outcome.conflicts().to_vec(),
            broken: outcome.broken().to_vec(),
            stats: outcome.stats().cloned(),
        }
    }
}
