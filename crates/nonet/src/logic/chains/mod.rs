//! Chains: alternating strong and weak inferences between candidates.

pub(crate) mod aic;
pub(crate) mod graph;
pub(crate) mod implications;
pub(crate) mod layers;
pub(crate) mod xy_chain;
