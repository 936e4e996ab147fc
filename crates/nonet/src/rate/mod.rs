//! Difficulty rating: seed 003's tiers and the Sudoku Explainer scale.

mod se_value;
mod tier;

pub use se_value::SeValue;
pub use tier::{Tier, UnknownTier};
