//! Exclusion: enumerate the digit combinations a few cells can take together, strike
//! those that would empty a cell every one of them sees, and remove the digits no
//! surviving combination uses.

pub(crate) mod aligned;
