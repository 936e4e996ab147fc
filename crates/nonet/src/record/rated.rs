//! `RatedRecord` and `UnratedRecord`: one puzzle's ratings, or why it has none, as
//! `nonet rate --format json` writes them and the web page's `rate` answers.

use super::RatingRecord;
use crate::grid::Grid;
use crate::rate::{AnyRatings, Scale};
use crate::rules::{Puzzle, Rules};

/// A rated puzzle: its givens, its rules when they are not classic (a position's
/// candidates as given-candidates rules), and its ratings (see [`RatingRecord`]; scales
/// not asked for are left out), e.g.
///
/// ```json
/// {"puzzle":"4.....8.5...","se":{"er":4.5,"ep":1.2,"ed":1.2},"tier":"hard",...}
/// ```
#[derive(Debug, serde::Serialize)]
pub struct RatedRecord {
    pub puzzle: Grid,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<Rules>,
    #[serde(flatten)]
    pub ratings: RatingRecord,
}

impl RatedRecord {
    /// The record of `puzzle` rated `rated` on `scales` (the scales asked for, so that a
    /// position's or a variant's record names those that do not rate it).
    pub fn new(puzzle: &Puzzle, rated: &AnyRatings, scales: &[Scale]) -> RatedRecord {
        let mut ratings = RatingRecord::of_ratings(&rated.ratings);
        ratings.unrated(rated.basis, scales);
        RatedRecord {
            puzzle: puzzle.givens,
            rules: super::rules_of(puzzle),
            ratings,
        }
    }
}

/// A puzzle with no rating: its givens, its rules when not classic, and why.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct UnratedRecord {
    pub puzzle: Grid,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<Rules>,
    pub error: String,
}

impl UnratedRecord {
    /// The record of `puzzle` that could not be rated, for `error`.
    pub fn new(puzzle: &Puzzle, error: &impl std::fmt::Display) -> UnratedRecord {
        UnratedRecord {
            puzzle: puzzle.givens,
            rules: super::rules_of(puzzle),
            error: error.to_string(),
        }
    }
}
