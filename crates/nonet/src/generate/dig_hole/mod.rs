//! The dig-hole specification's generator: a terminal pattern by the Las Vegas
//! algorithm, holes dug along the level's sequence under its restrictions, each hole proved
//! safe by reduction to absurdity, pruning, equivalence transforms, then the quality
//! checks.
//!
//! # Entry point
//!
//! ```text
//! pub fn generate(
//!     rng: &mut nonet::rng::Rng,
//!     level: DigHoleLevel,
//!     options: &DigHoleOptions,
//! ) -> Result<DigHoleGenerated, DigHoleError>
//! ```
//!
//! The same generator state, level and options give the same puzzle on every
//! platform and run (the default options use no clock). [`DigHoleLevel`] is the
//! rating scale of [`crate::rate::rate_dig_hole`].
//!
//! # The pipeline (the dig-hole specification's `generate_sudoku_puzzle`), one round at a time
//!
//! 1. **Terminal pattern** (`terminal.rs`): 11 random givens, completed by the fast
//!    solver under a node limit; a failed attempt starts over (Las Vegas).
//! 2. **Digging sequence** (`sequence.rs`) of the level: left to right then top to
//!    bottom (Evil), "S" (Difficult), jumping one cell (Medium), random (Easy and
//!    Extremely Easy).
//! 3. **Target**: a random number of givens in the level's range (Evil: 22 to 24, the
//!    aim of the dig-hole specification's `generate_evil_puzzle_optimized`).
//! 4. **Digging** ([`digger`]): one pass over the sequence until the givens reach the
//!    target. A cell is dug if it has not been explored (pruning), the givens stay at
//!    or above the level's minimum (restriction 1), its row and column keep the level's
//!    lower bound (restriction 2), and no other digit that its peers allow leads to a
//!    solution (reduction to absurdity).
//! 5. If the givens are in the level's range, **equivalence transforms**
//!    (`transform.rs`): 1 to 5 random digit swaps, row or column swaps inside a band or
//!    stack, band or stack swaps and quarter turns, on puzzle and solution alike.
//! 6. **Quality checks** (`quality.rs`) on the transformed puzzle: exactly one solution,
//!    givens in range; for Evil also the cross-language benchmark's search count of at
//!    least 100,000 and a row or column with at most 2 givens. A failed round starts again
//!    from step 1.
//! 7. **Acceptance** (nonet's, not the specification's): the puzzle is rated on the dig-hole
//!    scale ([`rate_dig_hole`], the dig-hole specification's own weighted measures) and
//!    kept only when it rates at the level asked for; otherwise the round starts again
//!    from step 1. The specification's digging only steers towards its level: of its
//!    Evil puzzles about two in three rate Difficult (their technique measure is low: singles suffice), and a
//!    tenth of its Medium and Difficult ones rate a level off. When no round of a call
//!    rates at the level, the closest puzzle that passed step 6 is returned, marked
//!    [`DigHoleGenerated::fell_back`].
//!
//! | level | givens | row/column lower bound | sequence |
//! |---|---|---|---|
//! | Extremely Easy | 50-81 | 5 | random |
//! | Easy | 36-49 | 4 | random |
//! | Medium | 32-35 | 3 | jumping |
//! | Difficult | 28-31 | 2 | S |
//! | Evil | 22-27 | 0 | left to right, top to bottom |
//!
//! The dig-hole specification bounds a call by wall time (30 s); here the bound is a number
//! of rounds ([`DigHoleOptions::max_rounds`]), so that success does not depend on the
//! machine.
//!
//! The dig-hole specification lets Extremely Easy keep all 81 givens; a puzzle keeps at
//! least one empty cell here ([`MAX_GIVENS`]), so the round's target is at most 80.

mod config;
pub(super) mod digger;
mod quality;
mod sequence;
mod terminal;
mod transform;

#[cfg(test)]
mod tests;

pub use config::LevelConfig;

pub(super) use terminal::LasVegasLimits;
pub(super) use transform::Transform;

use digger::Digger;
use sequence::digging_sequence;
use terminal::terminal_pattern;
use transform::{apply_all, random_transforms};

use super::bounds::MAX_GIVENS;
use crate::grid::Grid;
pub(super) use crate::rate::DigHoleLevel;
use crate::rate::{DigHoleRating, rate_dig_hole_grid};
use crate::rng::Rng;

/// Options of [`generate`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DigHoleOptions {
    /// Rounds (terminal pattern, dig, transform, check) before giving up.
    pub max_rounds: u32,
    /// Limits of each Las Vegas attempt at a terminal pattern.
    pub las_vegas: LasVegasLimits,
}

impl Default for DigHoleOptions {
    /// 1,000 rounds; Las Vegas attempts of at most 100 search nodes, 1,000 attempts
    /// (the dig-hole specification's `max_attempts`), no clock.
    fn default() -> DigHoleOptions {
        DigHoleOptions {
            max_rounds: 1_000,
            las_vegas: LasVegasLimits {
                node_limit: 100,
                time_limit: None,
                max_attempts: 1_000,
            },
        }
    }
}

/// A generated puzzle and how it was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DigHoleGenerated {
    /// The puzzle: exactly one solution.
    pub puzzle: Grid,
    /// Its solution.
    pub solution: Grid,
    /// The level asked for.
    pub level: DigHoleLevel,
    /// Givens in the puzzle.
    pub givens: usize,
    /// The puzzle's rating on the dig-hole scale: its level is [`Self::level`] unless
    /// the call fell back.
    pub rating: DigHoleRating,
    /// Whether no round's puzzle rated at the level asked for, and this is the closest
    /// one that passed the dig-hole specification's checks.
    pub fell_back: bool,
    /// The equivalence transforms applied after digging, in order.
    pub transforms: Vec<Transform>,
    /// Rounds run, this one included (1 = the first round passed).
    pub rounds: u32,
    /// Las Vegas attempts over all rounds.
    pub terminal_attempts: u32,
}

/// Why [`generate`] gave up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DigHoleError {
    /// Every round's puzzle failed the level's givens range or quality checks.
    #[error("no {level} puzzle passed the dig-hole quality checks in {rounds} rounds")]
    RoundsExhausted { level: DigHoleLevel, rounds: u32 },
    /// The Las Vegas algorithm found no terminal pattern within its attempts.
    #[error("no terminal pattern in {attempts} Las Vegas attempts (node limit {node_limit})")]
    NoTerminalPattern { attempts: u32, node_limit: u64 },
}

/// Generates a puzzle of `level` by the dig-hole specification's pipeline, accepted by its
/// rating (see the module docs).
pub fn generate(
    rng: &mut Rng,
    level: DigHoleLevel,
    options: &DigHoleOptions,
) -> Result<DigHoleGenerated, DigHoleError> {
    let config = LevelConfig::of(level);
    let mut terminal_attempts = 0;
    let mut closest: Option<(u32, DigHoleGenerated)> = None;
    for round in 1..=options.max_rounds {
        let terminal =
            terminal_pattern(rng, &options.las_vegas).ok_or(DigHoleError::NoTerminalPattern {
                attempts: options.las_vegas.max_attempts,
                node_limit: options.las_vegas.node_limit,
            })?;
        terminal_attempts += terminal.attempts;
        let sequence = digging_sequence(config.sequence, rng);
        let target = target_givens(&config, rng);
        let mut digger = Digger::new(terminal.grid, config);
        digger.dig_sequence(&sequence, target);
        if !config.givens_in_range(digger.givens()) {
            continue;
        }
        let transforms = random_transforms(rng);
        let puzzle = apply_all(&transforms, digger.puzzle());
        if quality::verify(&puzzle, &config).is_err() {
            continue;
        }
        // The puzzle passed the uniqueness check just above, so the rating exists.
        let Ok(rating) = rate_dig_hole_grid(&puzzle) else {
            continue;
        };
        let g = DigHoleGenerated {
            puzzle,
            solution: apply_all(&transforms, &terminal.grid),
            level,
            givens: puzzle.filled_count(),
            rating,
            fell_back: false,
            transforms,
            rounds: round,
            terminal_attempts,
        };
        let distance = level_distance(level, &rating);
        if distance == 0 {
            return Ok(g);
        }
        if closest.as_ref().is_none_or(|(d, _)| distance < *d) {
            closest = Some((distance, g));
        }
    }
    match closest {
        Some((_, g)) => Ok(DigHoleGenerated {
            fell_back: true,
            rounds: options.max_rounds,
            terminal_attempts,
            ..g
        }),
        None => Err(DigHoleError::RoundsExhausted {
            level,
            rounds: options.max_rounds,
        }),
    }
}

/// How far a rating is from `level`: levels apart times a hundred, plus how far its
/// score (in tenths) lies outside the level's score range; 0 when it rates at `level`.
pub(super) fn level_distance(level: DigHoleLevel, rating: &DigHoleRating) -> u32 {
    let levels = u32::from(level.number().abs_diff(rating.level.number()));
    let (lo, hi) = level.score_range();
    let score = rating.score_tenths;
    let off = lo.saturating_sub(score).max(score.saturating_sub(hi));
    levels * 100 + u32::from(off)
}

/// The dig-hole specification's evil generator aims at 22 to 24 givens; the others at any count of
/// their range.
pub(super) const EVIL_TARGET_MAX: u8 = 24;

/// The round's target number of givens (`random.randint(min, max)`), at most
/// [`MAX_GIVENS`]: a puzzle keeps at least one empty cell.
fn target_givens(config: &LevelConfig, rng: &mut Rng) -> usize {
    let max = if config.level == DigHoleLevel::Evil {
        EVIL_TARGET_MAX
    } else {
        config.max_givens.min(MAX_GIVENS)
    };
    usize::from(config.min_givens) + rng.index(usize::from(max - config.min_givens) + 1)
}
