//! `PathRecord`: a hint or a whole logical path, as `nonet hint` and `nonet explain`
//! write it.

use super::rules_of;
use super::step::StepRecord;
use crate::grid::Grid;
use crate::logic::{self, Board, Ladder, LogicError, Step, Walk};
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

    /// The record of a [`Walk`] of `puzzle` (a hint's or a whole path's), each step
    /// with the walk's sentence: what `nonet hint` and `nonet explain` print.
    pub fn walked(puzzle: &Puzzle, walk: &Walk) -> PathRecord {
        PathRecord {
            puzzle: walk.puzzle,
            rules: rules_of(puzzle),
            solved: walk.solved(),
            steps: walk
                .steps
                .iter()
                .zip(walk.sentences())
                .map(|(step, text)| StepRecord::new(step, text))
                .collect(),
        }
    }

    /// The whole path of `puzzle` from its givens with the standard ladder, each step
    /// with its evidence ([`PathRecord::with_evidence`]): what a page or an app plays
    /// step by step on the board, one call for every front end.
    pub fn explained_with_evidence(puzzle: &Puzzle) -> Result<PathRecord, LogicError> {
        let (start, _) = logic::start(puzzle)?;
        let mut board = start.clone();
        let steps = Ladder::standard().run(&mut board);
        Ok(PathRecord::with_evidence(
            puzzle,
            &start,
            &steps,
            board.is_solved(),
        ))
    }

    /// [`PathRecord::new`] with each step's evidence and houses
    /// ([`StepRecord::with_evidence`]), read on the board before the step: `start` is
    /// the board `steps` were found from (e.g. [`logic::start`](crate::logic::start)'s),
    /// and each step is applied to it in turn.
    pub fn with_evidence(
        puzzle: &Puzzle,
        start: &Board,
        steps: &[Step],
        solved: bool,
    ) -> PathRecord {
        let topology = puzzle.rules.topology();
        let mut board = start.clone();
        let steps = steps
            .iter()
            .map(|s| {
                let record = StepRecord::with_evidence(s, s.explanation_in(&topology), &board);
                board.apply(s);
                record
            })
            .collect();
        PathRecord {
            steps,
            ..PathRecord::new(puzzle, &[], solved)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::{self, Ladder};
    use crate::play::{Game, HintRecord};

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// Each step's evidence and houses are the game's hint's for the position before
    /// it; the steps and sentences are the plain record's.
    #[test]
    fn evidence_is_the_hints_of_each_position() {
        let puzzle = Puzzle::classic(PUZZLE.parse().unwrap());
        let (start, _) = logic::start(&puzzle).unwrap();
        let path = logic::explain(&puzzle, &Ladder::standard()).unwrap();
        let plain = PathRecord::new(&puzzle, &path.steps, path.solved);
        let marked = PathRecord::with_evidence(&puzzle, &start, &path.steps, path.solved);
        assert_eq!(marked.steps.len(), plain.steps.len());
        let mut game = Game::new(puzzle.clone()).unwrap();
        for (m, p) in marked.steps.iter().zip(&plain.steps) {
            assert_eq!(
                (&m.technique, &m.placements, &m.eliminations, &m.text),
                (&p.technique, &p.placements, &p.eliminations, &p.text)
            );
            assert!(p.evidence.is_empty() && p.houses.is_empty());
            let hint = HintRecord::new(&game.hint(), game.topology());
            assert_eq!(
                (&m.evidence, &m.houses),
                (&hint.marks, &hint.houses),
                "{}",
                m.text
            );
            assert!(!m.evidence.is_empty());
            game.apply(crate::play::Action::ApplyHint).unwrap();
        }
        assert_eq!(
            serde_json::to_value(&marked).unwrap()["puzzle"],
            serde_json::to_value(&plain).unwrap()["puzzle"]
        );
    }
}
