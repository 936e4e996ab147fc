//! Difficulty rating: seed 003's tiers and the Sudoku Explainer scale.

pub mod se;
mod se_value;
mod tier;

pub use se::{SeRating, Tenths};
pub use se_value::SeValue;
pub use tier::{Tier, UnknownTier};
