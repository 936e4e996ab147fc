//! The solution a game is played against: found when the game starts, and proved the
//! only one.
//!
//! Classic puzzles go to the fast [`Solver`]. Variants, until the library has a solver
//! for them, get a small search here: singles over the rules' groups and peers, then
//! forward checking by the constraints' own checkers (a candidate goes when placing it
//! would break a constraint on the cells already filled), and a branch on the cell with
//! fewest candidates; it counts to two and gives up after [`NODE_LIMIT`] nodes with an
//! error that says so, never a wrong answer.

use super::game_error::GameError;
use super::singles::Singles;
use crate::grid::{Cell, Grid};
use crate::rules::{Derived, Puzzle};
use crate::solve::{SolveStatus, Solver};

/// Nodes the variant search may visit before it gives up.
pub(crate) const NODE_LIMIT: u64 = 200_000;

/// The unique solution of `puzzle`, or why there is none.
pub(crate) fn unique_solution(puzzle: &Puzzle, derived: &Derived) -> Result<Grid, GameError> {
    let broken = puzzle.conflicts();
    if !broken.is_empty() {
        return Err(GameError::GivensBreakRules(broken));
    }
    if puzzle.rules.is_classic() {
        let result = Solver::new().solve(&puzzle.givens);
        return match (result.status, result.solution) {
            (SolveStatus::Unique, Some(solution)) => Ok(solution),
            (SolveStatus::Multiple, _) => Err(GameError::MultipleSolutions),
            _ => Err(GameError::NoSolution),
        };
    }
    let mut search = Search {
        puzzle,
        nodes: 0,
        found: Vec::new(),
    };
    search.run(Singles::new(derived, &puzzle.givens))?;
    match search.found.as_slice() {
        [] => Err(GameError::NoSolution),
        [one] => Ok(*one),
        _ => Err(GameError::MultipleSolutions),
    }
}

struct Search<'p> {
    puzzle: &'p Puzzle,
    nodes: u64,
    found: Vec<Grid>,
}

impl Search<'_> {
    fn run(&mut self, mut state: Singles<'_>) -> Result<(), GameError> {
        self.nodes += 1;
        if self.nodes > NODE_LIMIT {
            return Err(GameError::SearchLimit(NODE_LIMIT));
        }
        if !self.settle(&mut state) {
            return Ok(());
        }
        let Some(cell) = fewest_candidates(&state) else {
            self.found.push(*state.values());
            return Ok(());
        };
        for digit in state.candidates(cell) {
            let mut next = state.clone();
            next.place(cell, digit);
            self.run(next)?;
            if self.found.len() >= 2 {
                break;
            }
        }
        Ok(())
    }

    /// Singles and forward checking until neither removes anything; `false` at a
    /// contradiction.
    fn settle(&self, state: &mut Singles<'_>) -> bool {
        loop {
            if state.propagate(&mut Vec::new()).is_err() {
                return false;
            }
            let grid = *state.values();
            if !self.puzzle.rules.violations(&grid).is_empty() {
                return false;
            }
            match self.forward_check(state) {
                Some(true) => continue,
                Some(false) => return true,
                None => return false,
            }
        }
    }

    /// Removes each candidate of a constrained cell that its constraint's checker
    /// rejects on the grid so far: `Some(removed anything)`, `None` when a cell is left
    /// with nothing. Constraints over the whole grid (anti-knight, anti-king, the
    /// diagonals) are all peers already and are skipped.
    fn forward_check(&self, state: &mut Singles<'_>) -> Option<bool> {
        let rules = &self.puzzle.rules;
        let mut removed = false;
        for constraint in rules.constraints() {
            let cells = constraint.cells();
            if cells.len() == 81 {
                continue;
            }
            for cell in cells & state.values().empty_cells() {
                for digit in state.candidates(cell) {
                    let mut grid = *state.values();
                    grid.set(cell, Some(digit));
                    if !constraint.violations(&grid, rules).is_empty() {
                        state.eliminate(cell, digit);
                        removed = true;
                    }
                }
                if state.candidates(cell).is_empty() {
                    return None;
                }
            }
        }
        Some(removed)
    }
}

fn fewest_candidates(state: &Singles<'_>) -> Option<Cell> {
    state
        .values()
        .empty_cells()
        .iter()
        .min_by_key(|&c| state.candidates(c).len())
}
