//! `rate_any_with`: the ratings of whatever puzzle a reader gives, a classic puzzle or a
//! position mid-solve (a pencil-mark grid, read as given candidates).

use super::all::{RateError, RateOptions, Ratings, rate_all_with, rate_position_with};
use crate::logic::{LogicError, Position, SearchContext};
use crate::rules::{Puzzle, Rules, Unavailable};

/// A puzzle's ratings, and whether it was a position mid-solve (whose record names the
/// scales that do not rate one: see
/// [`RatingRecord::unrated_for_position`](crate::record::RatingRecord::unrated_for_position)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnyRatings {
    pub ratings: Ratings,
    pub position: bool,
}

/// Why a puzzle or a position has no rating.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Unrated {
    /// The puzzle's own reason: no or several solutions, clashing givens, or rules that
    /// are not classic and not a position ([`RateError::ClassicOnly`]).
    #[error(transparent)]
    Puzzle(RateError),
    /// The position's reason: its candidates leave no or several solutions.
    #[error(transparent)]
    Position(LogicError),
}

impl Unrated {
    /// How a batch's summary counts it: `multiple` (several solutions) or `none`.
    pub fn outcome(&self) -> &'static str {
        match self {
            Unrated::Puzzle(RateError::MultipleSolutions)
            | Unrated::Position(LogicError::PositionMultipleSolutions) => "multiple",
            _ => "none",
        }
    }

    /// Why, as a front end says it: for rules the ratings do not cover, their name and
    /// what takes them ([`Unavailable`]); otherwise the engine's reason.
    pub fn reason(&self, rules: &Rules) -> String {
        match self {
            Unrated::Puzzle(RateError::ClassicOnly) => {
                Unavailable::new("rating", rules).to_string()
            }
            why => why.to_string(),
        }
    }
}

/// Rates `puzzle` on `options`' scales: classic rules by [`rate_all_with`]; other rules
/// that are a position's given candidates by [`rate_position_with`] (the scales defined
/// for one: SE and the tier); any other rules are [`RateError::ClassicOnly`], since the
/// ratings are of classic techniques.
pub fn rate_any_with(
    puzzle: &Puzzle,
    options: &RateOptions,
    ctx: &mut SearchContext,
) -> Result<AnyRatings, Unrated> {
    match rate_all_with(puzzle, options, ctx) {
        Ok(ratings) => Ok(AnyRatings {
            ratings,
            position: false,
        }),
        Err(RateError::ClassicOnly) => match Position::of(puzzle) {
            Some(Ok(position)) => Ok(AnyRatings {
                ratings: rate_position_with(&position, options, ctx),
                position: true,
            }),
            Some(Err(e)) => Err(Unrated::Position(e)),
            None => Err(Unrated::Puzzle(RateError::ClassicOnly)),
        },
        Err(e) => Err(Unrated::Puzzle(e)),
    }
}
