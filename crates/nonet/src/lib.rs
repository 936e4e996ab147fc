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
//! - [`clock`]: the time limits' `Instant`, std's natively and `performance.now()` on
//!   wasm32, where std's panics;
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
//! Solve a puzzle, take its next logical step, rate it, and make a new one. A
//! [`Puzzle`] (givens plus rules) is what every entry point takes; a [`Grid`] of givens
//! converts into a classic one, and classic rules take the classic engines' fast paths:
//!
//! ```
//! use nonet::generate::{Generator, Target};
//! use nonet::rate::{Tier, rate_tier};
//! use nonet::{Grid, Puzzle, Solver, SolveStatus};
//!
//! let puzzle: Puzzle =
//!     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
//!         .parse::<Grid>()?
//!         .into();
//! let result = Solver::new().solve(&puzzle);
//! assert_eq!(result.status, SolveStatus::Unique);
//! println!("{}", result.solution.unwrap());
//!
//! let step = nonet::logic::hint(&puzzle)?.expect("an unsolved puzzle has a next step");
//! println!("{}", step.explanation());
//! println!("tier: {}", rate_tier(&puzzle)?.tier);
//!
//! let new = Generator::with_seed(1).generate(&Target::tier(Tier::Easy))?;
//! assert_eq!(Solver::new().solve(&new.puzzle.into()).status, SolveStatus::Unique);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A variant goes through the same calls. Here an X-Sudoku (both long diagonals hold
//! every digit once), read from the Interactive Sudoku Solver's notation; its steps name
//! the groups of its own topology:
//!
//! ```
//! use nonet::format::iss;
//! use nonet::{Solver, SolveStatus};
//!
//! let x = iss::parse(
//!     ".Diagonal~1.Diagonal~-1.~R1C3_1~R1C7_2~R2C3_2~R2C4_3~R2C9_4~R3C1_4~R4C1_5~R4C3_3\
//!      ~R4C8_6~R5C2_1~R5C9_5~R6C3_6~R7C5_7~R7C6_8~R8C5_9~R9C2_7~R9C6_1~R9C8_9",
//! )?;
//! let result = Solver::new().solve(&x);
//! assert_eq!(result.status, SolveStatus::Unique);
//! assert!(x.rules.is_solution(&result.solution.unwrap()));
//!
//! let topology = x.rules.topology();
//! let path = nonet::logic::explain(&x, &nonet::logic::Ladder::standard())?;
//! assert!(path.solved);
//! for step in &path.steps {
//!     println!("{}", step.explanation_in(&topology));
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

// The public API is the few types and functions a user needs; every other item says
// `pub(crate)` (or narrower), so that a `pub` that no user can reach is a warning.
#![warn(unreachable_pub)]

mod bits;
pub mod clock;
mod digit_sets;
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
