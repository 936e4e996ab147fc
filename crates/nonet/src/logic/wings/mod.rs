//! Wings: a few cells whose candidates force a digit into one of the pincers.

pub mod w_wing;
pub mod wxyz_wing;
pub mod xy_wing;
