//! Boards for the variant logic tests: the fixtures whose rules are only groups and
//! peers, random clue subsets of their solutions, candidates thinned at random, and
//! every step a finder sends.
//!
//! A board of clues taken from a solution has that solution among its own, unique or
//! not, and so does a board whose removed candidates are none of the solution's
//! digits: a sound step on either never contradicts the solution.

use std::ops::ControlFlow;

use nonet::logic::{Board, Finder, SearchContext, Step};
use nonet::{Cell, Grid};

use super::{Fixture, fixtures};

/// The fixtures whose rules are only groups and peers (jigsaw, X, windoku, disjoint
/// groups, extra regions, anti-knight, anti-king and their mixes).
pub fn group_and_peer_fixtures() -> Vec<Fixture> {
    fixtures()
        .into_iter()
        .filter(|f| f.puzzle.rules.topology().is_only_groups_and_peers())
        .collect()
}

/// A random subset of `solution`'s digits as givens: each cell, in order, kept when
/// `kept()` says so (a draw of the caller's generator).
pub fn random_clues(solution: &Grid, mut kept: impl FnMut() -> bool) -> Grid {
    let mut g = Grid::EMPTY;
    for cell in Cell::all() {
        if kept() {
            g.set(cell, solution.get(cell));
        }
    }
    g
}

/// `board` with candidates the solution does not hold removed, each when `dropped()`
/// says so (a draw of the caller's generator): more bivalue cells and bilocal groups,
/// so patterns a board reached by placements seldom shows.
pub fn thinned(board: &Board, solution: &Grid, mut dropped: impl FnMut() -> bool) -> Board {
    let mut board = board.clone();
    for cell in board.empty_cells() {
        for d in board.candidates(cell) {
            if solution.get(cell) != Some(d) && dropped() {
                board.eliminate(cell, d);
            }
        }
    }
    board
}

/// Every step `find` sends on `board`, in its order.
pub fn steps(board: &Board, find: Finder) -> Vec<Step> {
    let mut out = Vec::new();
    let _ = find.run(board, &mut SearchContext::new(), &mut |step| {
        out.push(step);
        ControlFlow::Continue(())
    });
    out
}
