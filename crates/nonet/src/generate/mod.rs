//! Puzzle generation.

pub mod dig_hole;
