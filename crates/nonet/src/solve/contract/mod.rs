//! The contract every search of [`crate::Solver`] follows, the classic bitboard search
//! (`solve/fast/`) and the variant searches (`solve/variant/`, generic and on the digit
//! planes) alike: what it is asked ([`Request`], [`Keep`], a [`Sink`] for the
//! solutions), what it answers ([`Outcome`], [`Cutoff`], [`Counters`]), how it checks its
//! limits and counts its work ([`Budget`]), what it has found ([`Found`]), and the
//! compile-time switches it is instantiated with ([`Policy`], [`Mode`]).
//!
//! It lives beside both searches rather than inside one, so that neither borrows the
//! other's types and [`crate::Solver`] turns every outcome into a result one way.

mod budget;
mod found;
mod outcome;
mod policy;
mod request;

pub(crate) use budget::Budget;
pub(crate) use found::Found;
pub(crate) use outcome::{Cutoff, Outcome};
pub(crate) use policy::{Counters, Mode, Policy, Switches};
pub(crate) use request::{Keep, Request, Sink};
