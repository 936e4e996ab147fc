//! The Sudoku Explainer rating (ER / EP / ED), reproducing Sudoku Explainer 1.2.1.
//!
//! Sudoku Explainer runs its hint producers in a fixed order and applies the first hint
//! of the first producer that has one ([`crate::logic::SE_PRODUCERS`]); ER is the highest
//! rating of any step, EP the highest up to the first step that places a digit, ED the
//! first step's rating. The producers are the shared technique finders, enumerating in
//! SE's order. Files: `rating` (the values), `placements` (the loop's fast path for the
//! first five producers), this one (the loop).

use crate::clock::Instant;

use super::all::{RateError, classic_givens};
use crate::grid::Grid;
use crate::logic::se_order::first_hint;
use crate::logic::{Board, SeValue, SearchContext};
use crate::rules::Puzzle;
use placements::{EmptyCounts, box_column_row_bits, first_direct, first_single};

mod placements;
mod rating;

pub use rating::{SeOptions, SeOutcome, SeRating, Tenths};

/// Sudoku Explainer's producers in its order, from the registry's SE order column.
use crate::logic::SE_PRODUCERS as PRODUCERS;

/// The hint SE would apply next on `board`: the first hint of the first producer that
/// has one.
#[cfg(test)]
pub(crate) fn next_hint(board: &Board) -> Option<crate::logic::Step> {
    crate::logic::se_order::next_hint(board, &mut SearchContext::new())
}

/// Rates `puzzle` as Sudoku Explainer 1.2.1 does.
///
/// Like SE, it never checks uniqueness: give it proper puzzles (the `rate` command
/// does). A grid no producer can finish rates ER 20.0. Rules that are not classic are
/// answered with [`RateError::ClassicOnly`]: SE's techniques are classic Sudoku's.
///
/// ```
/// use nonet::rate::se::{rate, SeOptions, SeOutcome};
/// use nonet::Grid;
/// let grid: Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///         .parse().unwrap();
/// let SeOutcome::Rated { rating, .. } = rate(&grid.into(), &SeOptions::default()).unwrap()
/// else { panic!() };
/// assert_eq!(rating.to_string(), "1.2/1.2/1.2");
/// ```
pub fn rate(puzzle: &Puzzle, options: &SeOptions) -> Result<SeOutcome, RateError> {
    rate_with(puzzle, options, &mut SearchContext::new())
}

/// [`rate`] with the chaining searches' buffers kept in `ctx`, whose deadline it sets
/// from `options`: a batch that rates many puzzles on one thread keeps one context and
/// saves setting the buffers up again for every puzzle that needs chains.
pub fn rate_with(
    puzzle: &Puzzle,
    options: &SeOptions,
    ctx: &mut SearchContext,
) -> Result<SeOutcome, RateError> {
    Ok(rate_grid_with(classic_givens(puzzle)?, options, ctx))
}

/// [`rate_with`] of classic givens, for the crate's own classic callers (the other
/// scales and the generator).
pub(crate) fn rate_grid_with(
    grid: &Grid,
    options: &SeOptions,
    ctx: &mut SearchContext,
) -> SeOutcome {
    rate_board_with(Board::new(grid), options, ctx)
}

/// [`rate_with`] from a board: a position mid-solve whose candidates are given (a
/// pencil-mark grid), rated from those candidates as SukakuExplainer rates it.
pub fn rate_board_with(
    mut board: Board,
    options: &SeOptions,
    ctx: &mut SearchContext,
) -> SeOutcome {
    let start = options.time_limit.map(|limit| (Instant::now(), limit));
    ctx.set_deadline(start.map(|(t0, limit)| t0 + limit));
    let mut counts = EmptyCounts::of(&board);
    let mut settled = 0;
    let (mut er, mut ep, mut ed) = (SeValue::ZERO, SeValue::ZERO, SeValue::ZERO);
    let mut steps = 0;
    while !board.is_solved() {
        if let Some((t0, limit)) = start
            && t0.elapsed() > limit
        {
            return SeOutcome::Timeout;
        }
        // SE's first five producers (singles and direct placements) without building a step,
        // else the producers after them.
        let direct = first_single(&board, &counts, &mut settled).or_else(|| first_direct(&board));
        let (rating, places) = if let Some((cell, d, rating)) = direct {
            settled &= !box_column_row_bits(board.place_changed(cell, d));
            counts.filled(cell);
            (rating, true)
        } else {
            settled = 0;
            let hint = first_hint(&board, ctx, &PRODUCERS[5..]);
            if start.is_some() && ctx.expired() {
                return SeOutcome::Timeout;
            }
            let Some(step) = hint else {
                er = SeValue::new(20.0);
                break;
            };
            board.apply(&step);
            if !step.placements.is_empty() {
                counts = EmptyCounts::of(&board);
            }
            (step.rating, !step.placements.is_empty())
        };
        if rating > er {
            er = rating;
        }
        steps += 1;
        if ep == SeValue::ZERO {
            if ed == SeValue::ZERO {
                ed = er;
            }
            if places {
                ep = er;
            }
        }
    }
    SeOutcome::Rated {
        rating: SeRating {
            er: er.into(),
            ep: ep.into(),
            ed: ed.into(),
        },
        steps,
    }
}
