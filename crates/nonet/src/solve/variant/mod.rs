//! The generic search for any [`Rules`](crate::rules::Rules): candidates as digit
//! masks, one propagator per constraint kind, the houses and peers derived once from
//! the rules, and a depth-first search on the open cell with the fewest candidates.
//!
//! The model is the Interactive Sudoku Solver's (a handler per constraint over bitmask
//! candidates, woken by the cells it watches), in Rust and with its own propagators:
//! see `props/` for each kind's reasoning, `sums.rs` for the sums derived from the
//! houses and `less_houses.rs` for arrows rewritten less the houses their shafts cover.
//! Classic puzzles never come here: [`Solver`](crate::Solver) sends them to the
//! bitboard search. Rules made of houses, peers, the non-consecutive relation and
//! single cells' digit sets alone are searched on digit planes (`planes/`), a search
//! that costs a fraction of this one per node, except when randomness is asked.
//!
//! Statistics, limits and randomness are compile-time switches, as in the classic
//! search: [`solve`] picks once per call one of the generic search's eight
//! instantiations or one of the planes' four (never random).

mod bits;
mod compiled;
mod engine;
mod kinds;
mod less_houses;
mod masks;
mod model;
mod planes;
mod props;
mod queue;
mod search;
#[cfg(test)]
mod soundness;
mod state;
mod sums;

use super::contract::{Mode, Outcome, Request, Sink, Switches};
use crate::grid::{Cell, Digit, Grid};
use crate::rules::Puzzle;

/// Searches `puzzle`: dispatches once to the search instantiated for `mode`, on the
/// digit planes when the rules fit them and no randomness is asked, else the generic
/// search; with `Keep::All`, each solution goes to `sink`.
pub(crate) fn solve(puzzle: &Puzzle, req: Request, mode: Mode, sink: Option<Sink<'_>>) -> Outcome {
    let model = compiled::model_of(&puzzle.rules);
    if let Some(planes) = model.planes.as_ref().filter(|_| !mode.random) {
        macro_rules! dispatch {
            ($($s:literal $l:literal),* $(,)?) => {
                match (mode.stats, mode.limits) {
                    $(($s, $l) => planes::run::<Switches<$s, $l, false, false>>(
                        planes, puzzle, req, sink,
                    ),)*
                }
            };
        }
        return dispatch!(false false, false true, true false, true true);
    }
    macro_rules! dispatch {
        ($($s:literal $l:literal $r:literal),* $(,)?) => {
            match (mode.stats, mode.limits, mode.random) {
                $(($s, $l, $r) => search::run::<Switches<$s, $l, $r, false>>(
                    &model, puzzle, req, sink,
                ),)*
            }
        };
    }
    dispatch!(
        false false false, false false true, false true false, false true true,
        true false false, true false true, true true false, true true true,
    )
}

/// Whether `puzzle` has a solution that does not put `digit` in `cell` (the carving's
/// uniqueness question, `known` being a solution of its rules): the digit-plane search
/// when the rules fit it, else the generic search stopping at its first solution.
pub(crate) fn has_solution_without(
    puzzle: &Puzzle,
    cell: Cell,
    digit: Digit,
    known: &Grid,
) -> bool {
    let model = compiled::model_of(&puzzle.rules);
    if let Some(planes) = &model.planes {
        return planes::has_solution_without(planes, puzzle, cell, digit, known);
    }
    let (req, _) = super::first_without(cell, digit);
    search::run::<Switches<false, false, false, false>>(&model, puzzle, req, None).count > 0
}
