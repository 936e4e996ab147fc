//! The solvers a comparison can run: nonet and its peers behind one trait, so a new
//! peer is one more impl and every comparison can time it.

use nonet::Grid;

/// A solver that counts solutions up to a limit.
pub trait Counter {
    /// Its name in the report.
    const NAME: &'static str;
    /// A puzzle in the solver's own form, converted before timing starts.
    type Puzzle;
    /// Converts a parsed grid.
    fn load(grid: &Grid) -> Self::Puzzle;
    /// Counts the solutions of `puzzle`, stopping at `limit`.
    fn count(puzzle: &Self::Puzzle, limit: usize) -> usize;
}

/// nonet's fast solver on its default path (no statistics, no limits).
pub struct Nonet;

impl Counter for Nonet {
    const NAME: &'static str = "nonet";
    type Puzzle = Grid;
    fn load(grid: &Grid) -> Grid {
        *grid
    }
    fn count(puzzle: &Grid, limit: usize) -> usize {
        nonet::solve::count_solutions(&puzzle.into(), limit)
    }
}

/// The `sudoku` crate 0.8, a Rust port of JCZSolve.
pub struct SudokuCrate;

impl Counter for SudokuCrate {
    const NAME: &'static str = "sudoku 0.8";
    type Puzzle = sudoku::Sudoku;
    fn load(grid: &Grid) -> sudoku::Sudoku {
        sudoku::Sudoku::from_bytes(*grid.values()).expect("grid values are 0..=9")
    }
    fn count(puzzle: &sudoku::Sudoku, limit: usize) -> usize {
        puzzle.solutions_count_up_to(limit)
    }
}
