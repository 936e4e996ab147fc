//! Chains: alternating strong and weak inferences between candidates.

pub mod aic;
pub(crate) mod graph;
pub(crate) mod implications;
pub(crate) mod layers;
pub mod xy_chain;
