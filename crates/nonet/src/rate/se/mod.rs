//! The Sudoku Explainer rating (ER / EP / ED), reproducing Sudoku Explainer 1.2.1.
//!
//! Sudoku Explainer runs its hint producers in a fixed order and applies the first hint
//! of the first producer that has one ([`crate::logic::SE_PRODUCERS`]); ER is the highest
//! rating of any step, EP the highest up to the first step that places a digit, ED the
//! first step's rating. The producers are the shared technique finders, enumerating in
//! SE's order. Files: `rating` (the values), `placements` (the loop's fast path for the
//! first five producers), `rule_sets` (the variant rules it rates, as SukakuExplainer
//! does), `extended` (the scale's extension to the other constraint kinds), this one
//! (the loop).

use crate::clock::Instant;

use super::all::RateError;
use crate::grid::Grid;
use crate::logic::Step;
use crate::logic::se_order::first_hint;
use crate::logic::{Board, SeValue, SearchContext};
use crate::rules::Puzzle;
use non_consecutive::NonConsecutive;
use placements::{EmptyCounts, box_column_row_bits, first_direct, first_single};
use se_houses::SeHouses;

mod extended;
mod non_consecutive;
mod placements;
mod rating;
mod rule_sets;
mod se_houses;

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
/// does). A grid no producer can finish rates ER 20.0.
///
/// Besides classic rules it rates the rule sets SukakuExplainer's `serate` rates with
/// its variant switches: both diagonals (X), windoku, disjoint groups, anti-knight,
/// anti-king and non-consecutive, alone or together, on the classic boxes. Their
/// producers run over the rules' houses and peers as SukakuExplainer's do (with its
/// non-consecutive producers and cancellation), so the numbers are `serate`'s
/// (checked against it on `tests/fixtures/se_variants.tsv`); such a puzzle must have one
/// solution ([`RateError::NoSolution`], [`RateError::MultipleSolutions`] otherwise).
/// Any other rules are answered with [`RateError::ClassicOnly`].
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
    if puzzle.rules.is_classic() {
        return Ok(rate_grid_with(&puzzle.givens, options, ctx));
    }
    if !rates(&puzzle.rules) {
        if !extends(&puzzle.rules) {
            return Err(RateError::ClassicOnly);
        }
        let (board, _) = crate::logic::start(puzzle)?;
        return Ok(rate_on(board, options, ctx, Order::Extended, None));
    }
    let (_, solution) = crate::logic::start(puzzle)?;
    let topology = se_houses::topology(&puzzle.rules);
    let mut board = Board::for_variant(&puzzle.givens, topology, solution);
    let nc = rule_sets::non_consecutive(&puzzle.rules);
    if let Some(nc) = nc {
        nc.cancel_placed(&mut board);
    }
    Ok(rate_on(board, options, ctx, Order::Se, nc))
}

/// Whether [`rate`] rates puzzles of `rules` on the scale's extension to the
/// constraint kinds Sudoku Explainer has not got (`rate/se/extended.rs`): any rules but
/// classic ones and those SukakuExplainer rates, whose numbers are its own.
pub fn extends(rules: &crate::rules::Rules) -> bool {
    rule_sets::extends(rules)
}

/// Whether [`rate`] rates puzzles of `rules`: classic rules and the variant rule sets
/// SukakuExplainer rates (see [`rate`]).
pub fn rates(rules: &crate::rules::Rules) -> bool {
    rule_sets::rates(rules)
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
pub fn rate_board_with(board: Board, options: &SeOptions, ctx: &mut SearchContext) -> SeOutcome {
    rate_on(board, options, ctx, Order::Se, None)
}

/// Which producers a variant board's rating asks, after the singles.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Order {
    /// Sudoku Explainer's (SukakuExplainer's on its variants).
    Se,
    /// SE's with the constraint techniques among them ([`extended`]).
    Extended,
}

/// The rating loop on `board` with `order`'s producers, and with SukakuExplainer's
/// non-consecutive rule where `nc` says the rules have it.
fn rate_on(
    mut board: Board,
    options: &SeOptions,
    ctx: &mut SearchContext,
    order: Order,
    nc: Option<NonConsecutive>,
) -> SeOutcome {
    let start = options.time_limit.map(|limit| (Instant::now(), limit));
    ctx.set_deadline(start.map(|(t0, limit)| t0 + limit));
    // The fast path of the first five producers reads the classic houses and peers
    // alone: a variant board takes SukakuExplainer's singles over its own houses.
    let variant = board.variant().map(|v| SeHouses::of(&v.topology));
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
        let next = match &variant {
            None => classic_next(&board, &counts, &mut settled, ctx),
            Some(houses) => extended::next(&board, houses, ctx, order == Order::Extended, nc),
        };
        if start.is_some() && ctx.expired() {
            return SeOutcome::Timeout;
        }
        let (rating, places) = match next {
            Next::Place(cell, d, rating) => {
                settled &= !box_column_row_bits(board.place_changed(cell, d));
                if variant.is_none() {
                    counts.filled(cell);
                }
                if let Some(nc) = nc {
                    nc.cancel(&mut board, cell, d);
                }
                (rating, true)
            }
            Next::Step(step) => {
                settled = 0;
                board.apply(&step);
                if variant.is_none() && !step.placements.is_empty() {
                    counts = EmptyCounts::of(&board);
                }
                if let Some(nc) = nc {
                    for p in &step.placements {
                        nc.cancel(&mut board, p.cell, p.digit);
                    }
                }
                (step.rating, !step.placements.is_empty())
            }
            Next::Stuck => {
                er = SeValue::new(20.0);
                break;
            }
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

/// What the rating applies next.
#[allow(
    clippy::large_enum_variant,
    reason = "one value per step of the rating, used at once"
)]
pub(super) enum Next {
    /// One of the single producers' placements, found without building a step.
    Place(crate::grid::Cell, crate::grid::Digit, SeValue),
    /// Another producer's hint.
    Step(Step),
    /// No producer has a hint.
    Stuck,
}

impl From<Option<Step>> for Next {
    fn from(step: Option<Step>) -> Next {
        step.map_or(Next::Stuck, Next::Step)
    }
}

/// SE's next hint on a classic board: its first five producers (singles and direct
/// placements) without building a step, else the producers after them.
fn classic_next(
    board: &Board,
    counts: &EmptyCounts,
    settled: &mut u32,
    ctx: &mut SearchContext,
) -> Next {
    match first_single(board, counts, settled).or_else(|| first_direct(board)) {
        Some((cell, d, rating)) => Next::Place(cell, d, rating),
        None => first_hint(board, ctx, &PRODUCERS[5..]).into(),
    }
}
