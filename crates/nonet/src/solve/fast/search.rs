//! The depth-first search: choose a branch, try its options, propagate, recurse.
//!
//! At a choice point (`branch.rs`: a digit's possible configurations in a band or a
//! stack) each option but the last is tried on a copy of the [`Board`] (384 bytes);
//! the last one is tried in place, since nothing comes back to the board after it.

use super::board::Board;
use crate::grid::Grid;
use crate::rng::Rng;
use crate::solve::contract::{Budget, Found, Outcome, Policy, Request, Sink};

/// The search's own state beside the board: targets, findings, counters, limits.
struct Search<'s> {
    req: Request,
    found: Found<'s>,
    budget: Budget,
    rng: Rng,
}

/// Searches `grid` under policy `P`; with [`Keep::All`], each solution goes to `sink`.
pub(crate) fn run<P: Policy>(grid: &Grid, req: Request, sink: Option<Sink<'_>>) -> Outcome {
    let mut s = Search {
        req,
        found: Found::new(sink),
        budget: Budget::start::<P>(&req),
        rng: Rng::new(req.seed),
    };
    if let Some(mut board) = Board::from_grid(grid) {
        if let Some((cell, digit)) = req.exclude {
            board.exclude(cell, digit);
        }
        // The root is a node too: it counts against the limits, and the clock is read
        // once before any work.
        if !s.budget.enter::<P>(&req, 0, true) {
            match board.propagate::<P>(&mut s.budget.counters) {
                Ok(()) => {
                    s.node::<P>(&mut board, 0);
                }
                Err(_) => s.budget.conflict::<P>(),
            }
        }
    }
    s.found.outcome::<P>(s.budget)
}

impl Search<'_> {
    /// Searches below a propagated board. True when the search must stop: enough
    /// solutions, or a limit.
    fn node<P: Policy>(&mut self, board: &mut Board, depth: u32) -> bool {
        if board.is_solved() {
            return self.record(board);
        }
        let rng = (P::RANDOM && self.req.random_mrv).then_some(&mut self.rng);
        let (branch, mut options) = board.choose_branch(rng);
        debug_assert!(options.count_ones() >= 2, "{branch:?}");
        loop {
            let option = self.take_option::<P>(&mut options);
            if self.budget.enter::<P>(&self.req, depth + 1, false) {
                return true;
            }
            if options == 0 {
                // The last option: nothing to come back to, so no copy.
                board.apply(branch, option);
                return match board.propagate::<P>(&mut self.budget.counters) {
                    Ok(()) => self.node::<P>(board, depth + 1),
                    Err(_) => {
                        self.budget.conflict::<P>();
                        false
                    }
                };
            }
            let mut child = *board;
            child.apply(branch, option);
            match child.propagate::<P>(&mut self.budget.counters) {
                Ok(()) => {
                    if self.node::<P>(&mut child, depth + 1) {
                        return true;
                    }
                }
                Err(_) => self.budget.conflict::<P>(),
            }
        }
    }

    /// Counts a solution. True when enough have been found.
    fn record(&mut self, board: &Board) -> bool {
        debug_assert!(board.is_valid_solution(), "{}", board.solution());
        self.found.record(&self.req, || board.solution())
    }

    /// Takes the next option to try out of `options`: the lowest, or a random one.
    #[inline(always)]
    fn take_option<P: Policy>(&mut self, options: &mut u16) -> usize {
        let mut o = *options;
        if P::RANDOM && self.req.random_values {
            for _ in 0..self.rng.below(o.count_ones()) {
                o &= o - 1;
            }
        }
        let option = o.trailing_zeros() as usize;
        *options &= !(1 << option);
        option
    }
}
