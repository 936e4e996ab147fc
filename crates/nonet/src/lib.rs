//! # nonet
//!
//! A Sudoku engine: it solves, counts solutions, explains puzzles step by step with
//! human techniques, rates their difficulty and generates puzzles.
//!
//! The library returns values and errors and never prints; the `nonet` binary is a thin
//! shell around it.
//!
//! # Modules
//!
//! Each module depends only on the ones listed before it:
//!
//! - [`grid`]: cells, digits, houses, candidate and cell sets, and the [`Grid`];
//! - [`rules`]: variants as data (the rules of a puzzle, the groups and peers they make);
//! - [`format`](mod@format): text in and out, every input form read and every output form written;
//! - [`solve`]: the [`Solver`] and its results, and the other solvers kept for comparison;
//! - [`logic`]: human techniques, their registry and ladders, [`logic::hint`] and
//!   [`logic::explain`];
//! - [`rate`]: difficulty on four scales (Sudoku Explainer, the eight-tier ladder, the
//!   logic score, the dig-hole levels);
//! - [`generate`]: puzzles at a target difficulty ([`generate::Generator`],
//!   [`generate::Target`]), reproducible from a seed or a [`generate::PuzzleId`];
//! - [`rng`]: the one seeded random generator they share.
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
pub mod logic;
pub mod play;
pub mod rate;
pub mod rng;
pub mod rules;
pub mod solve;

/// The puzzle id's former path: it lives in [`generate`] now ([`generate::PuzzleId`]);
/// this path stays so existing callers keep compiling.
#[doc(hidden)]
pub mod id {
    pub use crate::generate::{ID_LEN, IdError, PuzzleId};
}

pub use grid::{Candidates, Cell, CellSet, Digit, Grid, House, HouseKind};
pub use solve::{SolveResult, SolveStats, SolveStatus, Solver};
