//! Chains: alternating strong and weak inferences between candidates.

pub mod aic;
pub(crate) mod graph;
pub(crate) mod layers;
pub(crate) mod reach;
pub mod xy_chain;
