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
//! - [`rng`]: the one seeded random generator the solvers and generators share;
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
//! - [`record`]: the records every front end prints or passes (serde types): a solve,
//!   count or listing of solutions with its status and why there is none, a search's
//!   counters, a rating, a logical step with its sentence and evidence, an input error;
//! - [`play`]: the game a player plays, move by move ([`play::Game`]): entries, notes,
//!   undo, hints in words, saved games and share codes, for a front end to draw.
//!
//! Solve a puzzle, take its next logical step, rate it, and make a new one:
//!
//! ```
//! use nonet::generate::{Generator, Target};
//! use nonet::rate::{Tier, rate_tier};
//! use nonet::{Grid, Solver, SolveStatus};
//!
//! let puzzle: Grid =
//!     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
//!         .parse()?;
//! let result = Solver::new().solve(&puzzle.into());
//! assert_eq!(result.status, SolveStatus::Unique);
//! println!("{}", result.solution.unwrap());
//!
//! let step = nonet::logic::hint(&nonet::rules::Puzzle::classic(puzzle))?
//!     .expect("an unsolved puzzle has a next step");
//! println!("{}", step.explanation());
//! println!("tier: {}", rate_tier(&puzzle.into())?.tier);
//!
//! let new = Generator::with_seed(1).generate(&Target::tier(Tier::Easy))?;
//! assert_eq!(Solver::new().solve(&new.puzzle.into()).status, SolveStatus::Unique);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

// The public API is the few types and functions a user needs; every other item says
// `pub(crate)` (or narrower), so that a `pub` that no user can reach is a warning.
#![warn(unreachable_pub)]

pub mod format;
pub mod generate;
pub mod grid;
pub mod logic;
pub mod play;
pub mod rate;
pub mod record;
pub mod rng;
pub mod rules;
pub mod solve;

pub use grid::{Candidates, Cell, CellSet, Digit, Grid, GroupId, House, HouseKind};
pub use rules::Puzzle;
pub use solve::{SolveResult, SolveStats, SolveStatus, Solver};
