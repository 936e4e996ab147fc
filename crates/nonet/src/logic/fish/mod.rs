//! Fish: a digit's places in n base houses covered by n cover houses.

pub(crate) mod basic_fish;
pub(crate) mod finned_fish;
pub(crate) mod franken_fish;
pub(crate) mod kraken;
pub(crate) mod mutant_fish;
pub(crate) mod search;
pub(crate) mod siamese_fish;
pub(crate) mod templates;

#[cfg(test)]
mod hodoku_examples;
