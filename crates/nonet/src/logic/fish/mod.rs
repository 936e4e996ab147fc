//! Fish: a digit's places in n base houses covered by n cover houses.

pub mod basic_fish;
pub mod finned_fish;
pub mod franken_fish;
pub mod kraken;
pub mod mutant_fish;
pub(crate) mod search;
pub mod siamese_fish;
pub(crate) mod templates;

#[cfg(test)]
mod hodoku_examples;
