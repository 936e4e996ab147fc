//! Chains: alternating strong and weak inferences between candidates.

pub(crate) mod layers;
pub mod xy_chain;
