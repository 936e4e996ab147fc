//! Backtracking: the last resort, for completeness only.
//!
//! When no technique applies, the value of the emptiest-choice cell (fewest candidates,
//! first in row-major order) is taken from the puzzle's solution, found by search. It
//! proves nothing a human could follow; it lets `hint` always answer and marks a path
//! that logic alone could not finish.

use std::ops::ControlFlow;

use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};
use crate::solve::{SolveStatus, Solver};

/// Sends one placement from the solution, if the board's values have exactly one.
pub(super) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let result = Solver::new().solve_grid(&board.to_grid());
    let (SolveStatus::Unique, Some(solution)) = (result.status, result.solution) else {
        return ControlFlow::Continue(());
    };
    let Some(cell) = board
        .empty_cells()
        .iter()
        .min_by_key(|&c| board.candidates(c).len())
    else {
        return ControlFlow::Continue(());
    };
    let Some(digit) = solution.get(cell) else {
        return ControlFlow::Continue(());
    };
    sink(Step::new(Technique::Backtracking, Pattern::Solution { cell, digit }).place(cell, digit))
}

/// Backtracking on a variant's board: the emptiest cell's digit in the puzzle's
/// solution, which the board carries (it is made only for a proper puzzle, and every
/// sound step keeps its values inside that solution).
pub(super) fn find_variant(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let Some(variant) = board.variant() else {
        return find(board, sink);
    };
    let Some(cell) = board
        .empty_cells()
        .iter()
        .min_by_key(|&c| board.candidates(c).len())
    else {
        return ControlFlow::Continue(());
    };
    let Some(digit) = variant.solution.get(cell) else {
        return ControlFlow::Continue(());
    };
    sink(Step::new(Technique::Backtracking, Pattern::Solution { cell, digit }).place(cell, digit))
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::testing::{first_step, grid};

    /// Peter Norvig's `grid2` ("Solving Every Sudoku Puzzle", norvig.com/sudoku.html):
    /// backtracking places the solution's value of the first cell with the fewest
    /// candidates, and nothing else.
    #[test]
    fn places_a_solution_digit() {
        let puzzle = grid(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        let step = first_step(&puzzle, Technique::Backtracking).expect("a placement");
        let solution = crate::Solver::new().solve(&puzzle.into()).solution.unwrap();
        let p = step.placements[0];
        assert_eq!(solution.get(p.cell), Some(p.digit));
        assert_eq!(step.placements.len(), 1);
        assert!(step.eliminations.is_empty());
        assert_eq!(step.explanation(), "Backtracking from the solution: r7c2=8");
    }

    #[test]
    fn silent_when_the_puzzle_is_not_unique() {
        assert!(first_step(&crate::Grid::EMPTY, Technique::Backtracking).is_none());
    }
}
