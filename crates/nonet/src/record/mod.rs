//! The records every front end prints or passes: serde types for what a search found
//! ([`SolveRecord`], [`CountRecord`], [`SolutionsRecord`], built from a
//! [`SearchOutcome`]), why givens have no solution ([`Broken`]), a search's counters
//! ([`Stats`]), every rating ([`RatingRecord`]), a rated puzzle or why it has no
//! rating ([`RatedRecord`], [`UnratedRecord`]), a generated puzzle
//! ([`GeneratedRecord`]) or a seed that gave none ([`FailedSeed`]), the schemes and
//! levels a generator takes ([`SchemesRecord`]), a logical step ([`StepRecord`]), a
//! hint or a whole logical path ([`PathRecord`]), a technique of the registry
//! ([`TechniqueRecord`]), a puzzle as read with its drawing ([`PuzzleInfo`]), and an
//! input that could not be read ([`InputError`], with the file, the line and, when the
//! reader knows it, the bad character's place, [`TextPlace`]).
//!
//! The shapes live here rather than in the `nonet` binary so that the CLI, the game, a
//! web page or a binding print one shape and read one back; the CLI's JSON is these
//! records serialized, field for field what it printed before they moved here.
//!
//! ```
//! use nonet::record::{Search, SolveRecord};
//! use nonet::solve::Algorithm;
//! use nonet::{Grid, Puzzle};
//! let puzzle: Puzzle =
//!     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
//!         .parse::<Grid>()?
//!         .into();
//! let outcome = Search::new(Algorithm::Fast, 2, false).run(&puzzle)?;
//! let json = serde_json::to_string(&SolveRecord::new(&puzzle, &outcome))?;
//! assert!(json.starts_with(r#"{"puzzle":"4.....8.5"#) && json.contains(r#""status":"unique""#));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod broken;
mod count;
mod failed_seed;
mod generated;
mod id;
mod input_error;
mod outcome;
mod path;
mod puzzle_info;
mod rated;
mod rating;
mod schemes;
mod search;
mod solutions;
mod solve;
mod stats;
mod step;
mod technique;

pub use broken::{Broken, BrokenRules};
pub use count::CountRecord;
pub use failed_seed::FailedSeed;
pub use generated::GeneratedRecord;
pub use id::IdRecord;
pub use input_error::{InputError, TextPlace};
pub use outcome::SearchOutcome;
pub use path::PathRecord;
pub use puzzle_info::PuzzleInfo;
pub use rated::{RatedRecord, UnratedRecord};
pub use rating::RatingRecord;
pub use schemes::{SchemeRecord, SchemesRecord};
pub use search::{ClassicOnly, Search};
pub use solutions::SolutionsRecord;
pub use solve::SolveRecord;
pub use stats::Stats;
pub use step::StepRecord;
pub use technique::TechniqueRecord;

use crate::rules::{Puzzle, Rules};

/// The rules a record carries: none for classic rules, so that a classic record reads
/// as a plain grid's.
fn rules_of(puzzle: &Puzzle) -> Option<Rules> {
    (!puzzle.rules.is_classic()).then(|| puzzle.rules.clone())
}
