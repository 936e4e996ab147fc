//! Difficulty rating on four scales: Sudoku Explainer's numbers ([`se`]), the eight-tier
//! ladder's tiers ([`rate_tier`]), the logic score of solver statistics ([`logic_score`])
//! and the dig-hole levels ([`rate_dig_hole`]).

mod all;
mod any;
mod dig_hole;
mod logic_score;
pub mod se;
mod tier;

pub use crate::logic::SeValue;
pub use crate::logic::{Tier, UnknownTier};
pub use all::{
    RateError, RateOptions, Ratings, Scale, UnknownScale, rate_all, rate_all_with,
    rate_position_with, rate_variant_with,
};
pub use any::{AnyRatings, Basis, Unrated, rate_any_with};
pub use dig_hole::{
    DigHoleLevel, DigHoleRating, UnknownDigHoleLevel, rate_dig_hole,
    rating_from as dig_hole_from_tier,
};
pub(crate) use dig_hole::{
    EVIL_SEARCH_COUNT, lowest_line_givens, rate_dig_hole_grid,
    rating_from_grid as dig_hole_from_tier_grid, search_count as dig_hole_search_count,
};
pub(crate) use logic_score::logic_score_grid;
pub use logic_score::{LogicLevel, LogicScore, UnknownLogicLevel, logic_score};
pub use se::{SeRating, Tenths};
pub(crate) use tier::{BEGINNER_MAX_EMPTY, rate_tier_grid};
pub use tier::{TierRating, rate_tier, rate_tier_board};
