//! Subsets: n cells of a house holding just n digits (naked), or n digits of a house
//! with just n places (hidden).

pub(crate) mod hidden;
pub(crate) mod naked;
