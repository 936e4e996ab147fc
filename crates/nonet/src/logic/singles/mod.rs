//! Singles: a cell with one candidate, or a digit with one place in a house.

pub mod full_house;
pub mod hidden_single;
pub mod naked_single;
