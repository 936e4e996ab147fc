//! `SolveRecord`: one puzzle as `nonet solve` reports it.

use super::broken::Broken;
use super::outcome::SearchOutcome;
use super::rules_of;
use super::stats::Stats;
use crate::grid::{Conflict, Grid};
use crate::rules::{Puzzle, Rules};
use crate::solve::SolveStatus;

/// One solved (or unsolvable) puzzle: its givens, its rules when they are not classic,
/// the status, *the* solution (only a proven-unique one, or the first with a search
/// that stops at one), the count, why there is none, and the counters when kept.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct SolveRecord {
    pub puzzle: Grid,
    /// The rules, when they are not classic.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<Rules>,
    pub status: SolveStatus,
    pub solution: Option<Grid>,
    pub count: usize,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub conflicts: Vec<Conflict>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub broken: Vec<Broken>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stats: Option<Stats>,
}

impl SolveRecord {
    /// The record of `outcome`, a search of `puzzle`.
    pub fn new(puzzle: &Puzzle, outcome: &SearchOutcome) -> SolveRecord {
        SolveRecord {
            puzzle: puzzle.givens,
            rules: rules_of(puzzle),
            status: outcome.status,
            solution: SolveRecord::shown(outcome),
            count: outcome.count,
            conflicts: outcome.conflicts().to_vec(),
            broken: outcome.broken().to_vec(),
            stats: outcome.stats().cloned(),
        }
    }

    /// The solution a record shows: only a proven-unique one, or any when the search
    /// stopped at the first. A second solution makes the first an arbitrary pick.
    pub fn shown(outcome: &SearchOutcome) -> Option<Grid> {
        match outcome.status {
            SolveStatus::Unique | SolveStatus::Solved => outcome.solution,
            _ => None,
        }
    }
}
