//! The fast solver behind [`crate::Solver`]: a bitboard search in the class of
//! JCZSolve and tdoku.
//!
//! Each digit has one 27-bit board per band ([`board`]). Between guesses,
//! propagation ([`deductions`]) runs whole-band table updates that do naked and hidden
//! singles and locked candidates (pointing and claiming, in rows and in columns) to a
//! fixpoint; the heavy rules add hidden pairs ([`heavy`]). The search ([`search`])
//! guesses on a bivalue cell when there is one, else on a cell with the fewest
//! candidates.
//!
//! Statistics, limits, randomness and heavy rules are compile-time switches
//! (the [`Policy`](super::contract::Policy) of the contract in `solve/contract/`): [`solve`] picks one of sixteen instantiations once per call, so
//! the default one carries no check or counter for any of them.
//!
//! Portable Rust, no `unsafe` and no target-specific code: it builds for wasm32 as
//! it is. (A time limit or statistics read `std::time::Instant`, which a bare
//! `wasm32-unknown-unknown` does not have; everything else runs there.)

mod board;
mod branch;
mod deductions;
mod heavy;
mod search;
mod tables;
mod triads;

use super::contract::{Mode, Outcome, Request, Sink, Switches};
use crate::grid::Grid;

/// Searches `grid`: dispatches once to the search instantiated for `mode`; with
/// [`Keep::All`](super::contract::Keep::All), each solution goes to `sink`.
pub(crate) fn solve(grid: &Grid, req: Request, mode: Mode, sink: Option<Sink<'_>>) -> Outcome {
    macro_rules! dispatch {
        ($($s:literal $l:literal $r:literal $h:literal),* $(,)?) => {
            match (mode.stats, mode.limits, mode.random, mode.heavy) {
                $(($s, $l, $r, $h) => search::run::<Switches<$s, $l, $r, $h>>(grid, req, sink),)*
            }
        };
    }
    dispatch!(
        false false false false, false false false true, false false true false, false false true true,
        false true false false, false true false true, false true true false, false true true true,
        true false false false, true false false true, true false true false, true false true true,
        true true false false, true true false true, true true true false, true true true true,
    )
}
