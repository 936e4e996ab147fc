//! Fish: a digit's places in n base lines covered by n cross lines.

pub mod basic_fish;
pub mod kraken;
