//! The solution a game is played against: found when the game starts, and proved the
//! only one.
//!
//! Every puzzle goes to the [`Solver`]: classic rules take its bitboard search, any
//! other rules its variant searches (the generic one or the digit planes), which count to
//! two so that a game never starts on a puzzle with several solutions.

use super::game_error::GameError;
use crate::grid::Grid;
use crate::rules::Puzzle;
use crate::solve::{SolveStatus, Solver};

/// The unique solution of `puzzle`, or why there is none.
pub(crate) fn unique_solution(puzzle: &Puzzle) -> Result<Grid, GameError> {
    if puzzle.rules.is_classic() {
        let clashes = puzzle.givens.conflicts();
        if !clashes.is_empty() {
            return Err(GameError::GivensClash(clashes));
        }
    }
    let broken = puzzle.conflicts();
    if !broken.is_empty() {
        return Err(GameError::GivensBreakRules(broken));
    }
    let result = Solver::new().solve(puzzle);
    match (result.status, result.solution) {
        (SolveStatus::Unique, Some(solution)) => Ok(solution),
        (SolveStatus::Multiple, _) => Err(GameError::MultipleSolutions),
        _ => Err(GameError::NoSolution),
    }
}
