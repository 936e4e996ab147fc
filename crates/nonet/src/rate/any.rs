//! `rate_any_with`: the ratings of whatever puzzle a reader gives, a classic puzzle, a
//! position mid-solve (a pencil-mark grid, read as given candidates) or a variant.

use super::all::{
    RateError, RateOptions, Ratings, Scale, rate_all_with, rate_position_with, rate_variant_with,
};
use crate::logic::{LogicError, Position, SearchContext};
use crate::rules::{Puzzle, Rules, Unavailable};

/// A puzzle's ratings, and what they were read from (whose record names the scales that
/// do not rate it: see [`RatingRecord::unrated`](crate::record::RatingRecord::unrated)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnyRatings {
    pub ratings: Ratings,
    pub basis: Basis,
}

/// What a puzzle's ratings were read from, which decides the scales that rate it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Basis {
    /// Classic givens: every scale.
    Classic,
    /// A position's candidates as given: see [`Scale::not_for_positions`].
    Position,
    /// A variant's givens under its rules: see [`Scale::not_for_variants`].
    Variant,
    /// A variant's givens under rules Sudoku Explainer's scale rates (the rule sets
    /// SukakuExplainer rates: [`se::rates`](super::se::rates)): as [`Basis::Variant`],
    /// with the SE rating too.
    SeVariant,
    /// A variant's givens under rules Sudoku Explainer's scale rates by its extension to
    /// the constraint kinds SE has not got ([`se::extends`](super::se::extends)): as
    /// [`Basis::SeVariant`], the SE numbers being nonet's extension, not SE's own.
    SeExtended,
}

impl Basis {
    /// Why `scale` does not rate a puzzle of this basis, or `None` when it does.
    pub const fn unrated(self, scale: Scale) -> Option<&'static str> {
        match self {
            Basis::Classic => None,
            Basis::Position => scale.not_for_positions(),
            Basis::Variant => scale.not_for_variants(),
            Basis::SeVariant | Basis::SeExtended => match scale {
                Scale::Se => None,
                _ => scale.not_for_variants(),
            },
        }
    }
}

/// Why a puzzle or a position has no rating.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Unrated {
    /// The puzzle's own reason: no or several solutions, clashing givens or broken
    /// rules.
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
/// for one: SE and the tier); any other rules by [`rate_variant_with`] (the tier).
pub fn rate_any_with(
    puzzle: &Puzzle,
    options: &RateOptions,
    ctx: &mut SearchContext,
) -> Result<AnyRatings, Unrated> {
    match rate_all_with(puzzle, options, ctx) {
        Ok(ratings) => Ok(AnyRatings {
            ratings,
            basis: Basis::Classic,
        }),
        Err(RateError::ClassicOnly) => match Position::of(puzzle) {
            Some(Ok(position)) => Ok(AnyRatings {
                ratings: rate_position_with(&position, options, ctx),
                basis: Basis::Position,
            }),
            Some(Err(e)) => Err(Unrated::Position(e)),
            None => match rate_variant_with(puzzle, options) {
                Ok(ratings) => Ok(AnyRatings {
                    ratings,
                    basis: if super::se::rates(&puzzle.rules) {
                        Basis::SeVariant
                    } else if super::se::extends(&puzzle.rules) {
                        Basis::SeExtended
                    } else {
                        Basis::Variant
                    },
                }),
                Err(e) => Err(Unrated::Puzzle(e)),
            },
        },
        Err(e) => Err(Unrated::Puzzle(e)),
    }
}
