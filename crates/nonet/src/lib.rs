//! # nonet
//!
//! A Sudoku engine: it solves, counts solutions, explains puzzles step by step with
//! human techniques, rates their difficulty and generates puzzles.
//!
//! The library returns values and errors and never prints; the `nonet` binary is a thin
//! shell around it.
//!
//! ```
//! use nonet::{Grid, Solver, SolveStatus};
//!
//! let puzzle: Grid =
//!     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
//!         .parse()?;
//! let result = Solver::new().solve(&puzzle);
//! assert_eq!(result.status, SolveStatus::Unique);
//! println!("{}", result.solution.unwrap());
//! # Ok::<(), nonet::format::ParseError>(())
//! ```

pub mod format;
pub mod generate;
pub mod grid;
pub mod id;
pub mod logic;
pub mod play;
pub mod rate;
pub mod rng;
pub mod rules;
pub mod solve;

pub use grid::{Candidates, Cell, CellSet, Digit, Grid, House, HouseKind};
pub use solve::{SolveResult, SolveStats, SolveStatus, Solver};
