//! Colouring: the two truth values of clusters of strongly linked candidates.

pub(crate) mod medusa;
