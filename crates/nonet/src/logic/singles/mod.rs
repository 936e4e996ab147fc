//! Singles: a cell with one candidate, or a digit with one place in a house.

pub(crate) mod full_house;
pub(crate) mod hidden_single;
pub(crate) mod naked_single;
