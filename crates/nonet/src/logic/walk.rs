//! Walking a puzzle with a ladder as `hint` and `explain` do, for every front end:
//! classic rules from their givens, a position (a pencil-mark grid) from its
//! candidates as given, other rules from their givens. Moved here from the CLI so that the CLI and the bindings walk
//! a puzzle one way and print one record.

use super::board::Board;
use super::ladder::{Ladder, LogicError, explain, start};
use super::position::Position;
use super::step::Step;
use crate::grid::Grid;
use crate::rules::{Puzzle, Topology};

/// How far a walk goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// The next step only (`hint`).
    NextStep,
    /// Every step to the end, or to where the ladder gets stuck (`explain`).
    WholePath,
}

/// Where a walk went: the steps taken and the board they leave.
#[derive(Clone, Debug)]
pub struct Walk {
    /// The givens (a position's filled cells).
    pub puzzle: Grid,
    /// The steps taken: all of them, or just the next one.
    pub steps: Vec<Step>,
    /// The board once the steps are applied.
    pub end: Board,
    /// Whether the steps start from a position's candidates as given rather than from
    /// the candidates of the givens.
    pub position: bool,
}

impl Walk {
    /// Whether the grid is full once the steps are applied.
    pub fn solved(&self) -> bool {
        self.end.is_solved()
    }

    /// Each step's sentence, its groups named as the puzzle's rules name them (classic
    /// ones as they always were).
    pub fn sentences(&self) -> Vec<String> {
        if self.end.topology() == Topology::classic() {
            return self.steps.iter().map(Step::explanation).collect();
        }
        self.steps
            .iter()
            .map(|step| step.explanation_in(self.end.topology()))
            .collect()
    }
}

/// Walks `puzzle` with `ladder` as far as `reach` goes, or says why it cannot (no or
/// several solutions, clashing givens).
pub fn walk(puzzle: &Puzzle, ladder: &Ladder, reach: Reach) -> Result<Walk, LogicError> {
    if puzzle.rules.is_classic() {
        return from_givens(puzzle, ladder, reach);
    }
    match Position::of(puzzle) {
        Some(position) => position.map(|p| from_position(&p, ladder, reach)),
        None => from_givens(puzzle, ladder, reach),
    }
}

/// The steps from the candidates of the givens.
fn from_givens(puzzle: &Puzzle, ladder: &Ladder, reach: Reach) -> Result<Walk, LogicError> {
    let (steps, end) = match reach {
        Reach::WholePath => {
            let path = explain(puzzle, ladder)?;
            (path.steps, path.end)
        }
        Reach::NextStep => {
            let (mut board, _) = start(puzzle)?;
            let step = if board.is_solved() {
                None
            } else {
                ladder.next_step(&board)
            };
            if let Some(step) = &step {
                board.apply(step);
            }
            (step.into_iter().collect(), board)
        }
    };
    Ok(Walk {
        puzzle: puzzle.givens,
        steps,
        end,
        position: false,
    })
}

/// The steps of a position from its candidates as given.
fn from_position(p: &Position, ladder: &Ladder, reach: Reach) -> Walk {
    let (steps, end) = match reach {
        Reach::WholePath => {
            let path = p.explain(ladder);
            (path.steps, path.end)
        }
        Reach::NextStep => {
            let mut board = p.board.clone();
            let step = p.next_step(ladder);
            if let Some(step) = &step {
                board.apply(step);
            }
            (step.into_iter().collect(), board)
        }
    };
    Walk {
        puzzle: p.givens,
        steps,
        end,
        position: true,
    }
}
