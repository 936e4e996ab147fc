//! Difficulty rating on four scales: Sudoku Explainer's numbers ([`se`]), the eight-tier
//! ladder's tiers ([`rate_tier`]), the logic score of solver statistics ([`logic_score`])
//! and the dig-hole levels ([`rate_dig_hole`]).

mod all;
mod dig_hole;
mod logic_score;
pub mod se;
mod tier;

pub use crate::logic::SeValue;
pub use crate::logic::{Tier, UnknownTier};
pub use all::{RateError, RateOptions, Ratings, Scale, UnknownScale, rate_all, rate_all_with};
pub use dig_hole::{
    DigHoleLevel, DigHoleRating, EVIL_SEARCH_COUNT, UnknownDigHoleLevel, rate_dig_hole,
    rating_from as dig_hole_from_tier,
};
pub use dig_hole::{lowest_line_givens, search_count as dig_hole_search_count};
pub use logic_score::{LogicLevel, LogicScore, PROBE_NODE_LIMIT, UnknownLogicLevel, logic_score};
pub use se::{SeRating, Tenths};
pub use tier::{BEGINNER_MAX_EMPTY, TierRating, rate_tier};
