//! Human-style solving: techniques as pure functions over a [`Board`], one registry of
//! them, ladders that order them, and the loop that applies their steps.
//!
//! ```
//! use nonet::logic::{hint, explain, Ladder};
//! use nonet::rules::Puzzle;
//! let puzzle = Puzzle::classic(
//!     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
//!         .parse().unwrap(),
//! );
//! let step = hint(&puzzle).unwrap().unwrap();
//! println!("{}", step.explanation());
//! let path = explain(&puzzle, &Ladder::standard()).unwrap();
//! assert!(path.solved);
//! ```

mod backtracking;
mod board;
mod context;
mod counts;
pub(crate) mod groups;
mod ladder;
pub(crate) mod order;
mod pattern;
mod position;
pub(crate) mod prose;
pub(crate) mod registry;
mod role;
pub(crate) mod se_order;
mod se_value;
mod step;
mod technique;
mod tier;
mod walk;

pub(crate) mod als;
pub(crate) mod chains;
pub(crate) mod coloring;
pub(crate) mod constraints;
pub(crate) mod exclusion;
pub(crate) mod fish;
pub(crate) mod forcing;
pub(crate) mod intersections;
pub(crate) mod single_digit;
pub(crate) mod singles;
pub(crate) mod subsets;
pub(crate) mod sue_de_coq;
pub(crate) mod uniqueness;
pub(crate) mod wings;

#[cfg(test)]
pub(crate) mod testing;

/// Sudoku Explainer's uniqueness engines with its lk fixes switchable, which the
/// uniqueness soundness test runs both ways: not part of the API, free to change, and
/// hidden from the documentation.
#[doc(hidden)]
pub mod internals {
    pub use super::uniqueness::bug::{BugOptions, hints as bug_hints};
    pub use super::uniqueness::unique_loops::{UniqueLoopOptions, hints as unique_loop_hints};
}

pub use board::Board;
pub use constraints::techniques as constraint_techniques;
pub use constraints::trial_ladder;
pub use context::SearchContext;
pub use ladder::{Ladder, LogicError, Path, explain, hint, start, unique_solution};
pub use pattern::{
    Als, Chain, Contradiction, Forcing, ForcingKind, LinkKind, Node, Pattern, Potential, Reasoning,
    Trial,
};
pub use position::Position;
pub use registry::{Finder, REGISTRY, Scope, Sink, TechniqueInfo, info};
pub(crate) use role::marks;
pub use role::{HouseMark, HouseRole, Mark, Role};
pub use se_order::{SE_PRODUCERS, SeOrder, SeProducer};
pub use se_value::SeValue;
pub use step::{Candidate, Step};
pub use technique::{Family, Technique, UnknownTechnique};
pub use tier::{Tier, UnknownTier};
pub use walk::{Reach, Walk, walk};
