//! Wings: a few cells whose candidates force a digit into one of the pincers.

pub(crate) mod w_wing;
pub(crate) mod wxyz_wing;
pub(crate) mod xy_wing;
