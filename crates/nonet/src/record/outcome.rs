//! `SearchOutcome`: what one search of a puzzle found, and why there is no solution
//! when its givens already say so.

use super::broken::Broken;
use super::stats::Stats;
use crate::grid::{Conflict, Grid};
use crate::rules::Puzzle;
use crate::solve::SolveStatus;

/// What one search found: its status, how many solutions, the first one when kept,
/// the counters when asked for, and, when there is none, why the givens have none.
///
/// Kept small (a batch makes and moves one per puzzle): what only some puzzles or some
/// options need sits in a box of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchOutcome {
    /// The search's conclusion.
    pub status: SolveStatus,
    /// Solutions found, at most the limit.
    pub count: usize,
    /// The first solution found, when the search keeps one.
    pub solution: Option<Grid>,
    more: Option<Box<More>>,
}

/// The parts of an outcome that most puzzles do without.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct More {
    conflicts: Vec<Conflict>,
    broken: Vec<Broken>,
    stats: Option<Stats>,
}

impl SearchOutcome {
    /// The outcome of a search of `puzzle` that found `count` solutions: with no
    /// solution, the reason the givens give, if any (clashing givens for classic rules,
    /// broken rules for others).
    pub fn new(
        puzzle: &Puzzle,
        status: SolveStatus,
        count: usize,
        solution: Option<Grid>,
        stats: Option<Stats>,
    ) -> SearchOutcome {
        let mut more = More {
            stats,
            ..More::default()
        };
        if count == 0 {
            if puzzle.rules.is_classic() {
                more.conflicts = puzzle.givens.conflicts();
            } else {
                more.broken = Broken::of(puzzle);
            }
        }
        let has_more =
            !more.conflicts.is_empty() || !more.broken.is_empty() || more.stats.is_some();
        SearchOutcome {
            status,
            count,
            solution,
            more: has_more.then(|| Box::new(more)),
        }
    }

    /// The pairs of cells whose classic givens clash (the reason for no solution, if any).
    pub fn conflicts(&self) -> &[Conflict] {
        self.more.as_ref().map_or(&[], |m| &m.conflicts)
    }

    /// The rules a variant's givens break (the reason for no solution, if any).
    pub fn broken(&self) -> &[Broken] {
        self.more.as_ref().map_or(&[], |m| &m.broken)
    }

    /// The search's counters, when asked for.
    pub fn stats(&self) -> Option<&Stats> {
        self.more.as_ref().and_then(|m| m.stats.as_ref())
    }
}
