//! `PathRecord`: a hint or a whole logical path, as `nonet hint` and `nonet explain`
//! write it.

use super::rules_of;
use super::step::StepRecord;
use crate::grid::Grid;
use crate::logic::Step;
use crate::rules::{Puzzle, Rules};

/// The steps logic takes on a puzzle: its givens, its rules when they are not classic
/// (a position's candidates as given-candidates rules), whether the steps fill the
/// grid, and each step with its sentence. A hint is the path cut after its first step.
///
/// ```json
/// {"puzzle":"53..7....","solved":false,"steps":[{"technique":"hidden-single",...}]}
/// ```
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct PathRecord {
    pub puzzle: Grid,
    /// The rules, when they are not classic.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<Rules>,
    /// Whether the grid is full once the steps are applied.
    pub solved: bool,
    pub steps: Vec<StepRecord>,
}

impl PathRecord {
    /// The record of `steps`, taken in order on `puzzle` (a whole path, or a hint's one
    /// step), their sentences naming `puzzle`'s groups as its topology does; `solved`:
    /// whether they fill the grid.
    pub fn new(puzzle: &Puzzle, steps: &[Step], solved: bool) -> PathRecord {
        let topology = puzzle.rules.topology();
        PathRecord {
            puzzle: puzzle.givens,
            rules: rules_of(puzzle),
            solved,
            steps: steps
                .iter()
                .map(|s| StepRecord::new(s, s.explanation_in(&topology)))
                .collect(),
        }
    }
}
