//! The contract every search of [`crate::Solver`] follows, the classic bitboard search
//! (`solve/fast/`) and the generic variant search (`solve/variant/`) alike: what it is
//! asked ([`Request`], [`Keep`], a [`Sink`] for the solutions), what it answers
//! ([`Outcome`], [`Cutoff`], [`Counters`]), how it checks its limits and counts its work ([`Budget`]),
//! and the compile-time switches it is instantiated with ([`Policy`], [`Mode`]).
//!
//! It lives beside both searches rather than inside one, so that neither borrows the
//! other's types and [`crate::Solver`] turns every outcome into a result one way.

mod found;
mod limits;
mod outcome;
mod policy;
mod request;

pub(crate) use found::Found;
pub(crate) use limits::Budget;
pub(crate) use outcome::{Cutoff, Outcome};
pub(crate) use policy::{Counters, Mode, Policy, Switches};
pub(crate) use request::{Keep, Request, Sink};
