//! Generation: proper puzzles at a requested difficulty, reproducible from a seed.
//!
//! A [`Target`] names a scheme (the pipeline of one source document), a level on that
//! scheme's scale and options; [`Generator::generate`] turns it into a [`Generated`]
//! puzzle or says why it cannot. Three schemes:
//!
//! - `tiers` ([`Scheme::Tiers`], after `sudoku-core`'s generator): the tier presets,
//!   generate and rate, best candidate as fallback;
//! - `logic` ([`Scheme::Logic`], after the V4.1 generator pseudocode): orbit carving
//!   with a uniqueness gate and a logic-score probe;
//! - `dig-hole` ([`Scheme::DigHole`], after the dig-hole specification): digging sequences
//!   with restrictions and pruning, equivalence transforms, quality checks.
//!
//! [`Level::Any`] asks for no difficulty at all: a proper puzzle, minimal unless a
//! givens range stops the carving earlier, the same on every scheme.
//!
//! Every puzzle depends on its seed and its target alone: a [`Generator`] hands out
//! the seeds `s, s + 1, s + 2, ...` from [`Generator::with_seed`]`(s)`, and the
//! puzzle of one seed never reads the clock, the thread or the puzzles before it.
//! So a batch split over threads gives the same puzzles as one thread.
//!
//! ```
//! use nonet::generate::{Generator, Symmetry, Target};
//! use nonet::rate::Tier;
//! let target = Target::tier(Tier::Hard).symmetry(Symmetry::Rot90);
//! let puzzle = Generator::with_seed(7).generate(&target)?;
//! assert!(nonet::solve::is_unique(&puzzle.puzzle.into()));
//! assert!(Symmetry::Rot90.holds_for(&puzzle.puzzle));
//! assert_eq!(Generator::with_seed(7).generate(&target)?, puzzle);
//! # Ok::<(), nonet::generate::GenerateError>(())
//! ```

mod bounds;
mod checked;
mod dig_hole;
pub(crate) mod error;
mod generated;
mod id;
mod logic_scheme;
mod minimal;
mod plan;
mod presets;
mod request;
mod request_error;
mod solved;
mod symmetry;
mod target;
mod tier_scheme;
mod unique;
mod variant;

pub use checked::CheckedRequest;
pub use error::GenerateError;
pub use generated::{Generated, Rated};
pub use id::{ID_LEN, IdError, PuzzleId, VARIANT_ID_LEN};
pub use logic_scheme::{MAX_GEN_ATTEMPTS as LOGIC_ATTEMPTS, MeasuredRate, measured_rate};
use minimal::carve_to;
pub use minimal::is_minimal;
pub use request::{GenerateRequest, RequestError};
pub use request_error::GenerateRequestError;
pub use symmetry::{Orbits, Symmetry, UnknownSymmetry};
pub use target::{BadGivensRange, GivensRange, Level, Scheme, Target, UnknownLevel, UnknownScheme};
pub use variant::{
    BadCageSizes, CageSizes, UnknownVariantKind, Variant, VariantKind, VariantKinds,
};

/// The schemes' internals that the integration tests and `nonet-bench` check or time:
/// not part of the API, free to change, and hidden from the documentation.
#[doc(hidden)]
pub mod internals {
    pub use super::bounds::se_ceiling;
    pub use super::dig_hole::{DigHoleOptions, LevelConfig, generate as dig_hole_generate};
    pub use super::logic_scheme::{accepts, min_clues};
    pub use super::presets::{Preset, preset_of};
}

use crate::grid::Grid;
use crate::rng::Rng;
use plan::Plan;
use variant::VariantPlan;

/// A generator: a seed, and the next puzzle's seed after each puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generator {
    next: u64,
}

impl Generator {
    /// A generator whose first puzzle has seed `seed`, its second `seed + 1`, and so
    /// on (wrapping).
    pub const fn with_seed(seed: u64) -> Generator {
        Generator { next: seed }
    }

    /// The seed of the next puzzle.
    pub const fn next_seed(&self) -> u64 {
        self.next
    }

    /// The next puzzle for `target`. The seed moves on whether or not it succeeds, so
    /// a failed seed is not tried twice.
    pub fn generate(&mut self, target: &Target) -> Result<Generated, GenerateError> {
        let seed = self.next;
        self.next = self.next.wrapping_add(1);
        generate_seeded(target, seed)
    }

    /// The puzzle a [`PuzzleId`] stands for; an id of an earlier format version is
    /// refused (see [`PuzzleId::regenerable`]).
    pub fn regenerate(id: PuzzleId) -> Result<Generated, GenerateError> {
        id.regenerable()?;
        generate_seeded(&id.target(), id.seed())
    }
}

/// Checks `target` without generating anything: the error [`Generator::generate`]
/// would give at once, if any.
pub fn check(target: &Target) -> Result<(), GenerateError> {
    if !target.variant.is_classic() {
        return VariantPlan::new(target).map(|_| ());
    }
    Plan::new(target).map(|_| ())
}

/// The symmetry the puzzles of `target` have: its own, or its scheme's default for
/// the level.
pub fn symmetry_of(target: &Target) -> Result<Symmetry, GenerateError> {
    if !target.variant.is_classic() {
        return VariantPlan::new(target).map(|p| p.symmetry);
    }
    Plan::new(target).map(|p| p.symmetry)
}

/// The puzzle of one seed: the same for the same target and seed, always.
pub fn generate_seeded(target: &Target, seed: u64) -> Result<Generated, GenerateError> {
    if !target.variant.is_classic() {
        return variant::generate(&VariantPlan::new(target)?, seed);
    }
    let plan = Plan::new(target)?;
    let found = match (plan.target.level, plan.scheme()) {
        (Level::Any, _) => any_puzzle(&plan, seed),
        (_, Scheme::Tiers) => tier_scheme::generate(&plan, seed),
        (_, Scheme::Logic) => logic_scheme::generate(&plan, seed),
        (Level::DigHole(level), _) => dig_hole_puzzle(&plan, level, seed),
        (_, Scheme::DigHole) => Err(plan.exhausted()),
    }?;
    Ok(finish(&plan, seed, found))
}

/// What a pipeline hands back: the puzzle and what it learnt on the way.
#[derive(Clone, Debug)]
pub(crate) struct Found {
    pub(crate) puzzle: Grid,
    pub(crate) solution: Grid,
    pub(crate) rated: Rated,
    pub(crate) minimal: bool,
    pub(crate) fell_back: bool,
    pub(crate) attempts: u32,
}

fn finish(plan: &Plan, seed: u64, found: Found) -> Generated {
    // Each pipeline knows minimality by its own path (a carving pass that tested every
    // orbit, or a test of each); in debug builds every claim is checked from scratch
    // on the finished puzzle, under the plan's symmetry.
    debug_assert_eq!(
        found.minimal,
        is_minimal(&found.puzzle, &found.solution, &plan.orbits),
        "minimal flag of {}",
        found.puzzle
    );
    let id = plan
        .target
        .fits_an_id()
        .then(|| PuzzleId::new(&plan.target, seed).ok())
        .flatten();
    Generated {
        givens: found.puzzle.filled_count() as u8,
        puzzle: found.puzzle,
        rules: crate::rules::Rules::classic(),
        solution: found.solution,
        seed,
        id,
        scheme: plan.scheme(),
        level: plan.target.level,
        rated: found.rated,
        symmetry: plan.symmetry,
        minimal: found.minimal,
        fell_back: found.fell_back,
        attempts: found.attempts,
    }
}

/// [`Level::Any`]: a solved grid carved in random orbit order down to the givens
/// range's floor; minimal when nothing stopped it, and checked when asked to be.
fn any_puzzle(plan: &Plan, seed: u64) -> Result<Found, GenerateError> {
    let mut rng = Rng::new(seed);
    for attempt in 1..=plan.attempts {
        let solution = crate::solve::random_solved_grid(rng.next_u64());
        let mut order: Vec<usize> = (0..plan.orbits.len()).collect();
        rng.shuffle(&mut order);
        let (puzzle, floored) = carve_to(&solution, &plan.orbits, &order, plan.floor());
        if !plan.givens_ok(puzzle.filled_count()) {
            continue;
        }
        let minimal = !floored || is_minimal(&puzzle, &solution, &plan.orbits);
        if plan.target.minimal && !minimal {
            continue;
        }
        let mut rated = Rated::default();
        if plan.bounds_se() {
            rated.se = generated::se_rating(&puzzle);
            if !rated.se.is_some_and(|se| plan.se_ok(se.er)) {
                continue;
            }
        }
        return Ok(Found {
            puzzle,
            solution,
            rated,
            minimal,
            fell_back: false,
            attempts: attempt,
        });
    }
    Err(plan.exhausted())
}

/// The dig-hole specification's pipeline, accepted by its rating ([`dig_hole::generate`]),
/// on the specification's generator, called again while nonet's own options (givens range,
/// minimality, SE bounds) turn its puzzle down. Its puzzles keep no symmetry, so minimality
/// is cell by cell. When no call gives a puzzle that rates at the level and meets the
/// options, the closest one that met the hard options (givens, minimality) stands in,
/// marked as a fallback.
fn dig_hole_puzzle(
    plan: &Plan,
    level: crate::rate::DigHoleLevel,
    seed: u64,
) -> Result<Found, GenerateError> {
    let mut rng = Rng::new(seed);
    let options = dig_hole::DigHoleOptions::default();
    let mut best: Option<(u32, Found)> = None;
    for attempt in 1..=plan.attempts {
        let g = dig_hole::generate(&mut rng, level, &options)?;
        if !plan.givens_ok(g.givens) {
            continue;
        }
        let minimal = is_minimal(&g.puzzle, &g.solution, &plan.orbits);
        if plan.target.minimal && !minimal {
            continue;
        }
        let mut rated = Rated {
            dig_hole: Some(g.rating),
            ..Rated::default()
        };
        let mut distance = dig_hole::level_distance(level, &g.rating) * 1000;
        if plan.bounds_se() {
            rated.se = generated::se_rating(&g.puzzle);
            distance += rated.se.map_or(1000, |se| plan.se_distance(se.er));
        }
        let found = Found {
            puzzle: g.puzzle,
            solution: g.solution,
            rated,
            minimal,
            fell_back: distance != 0,
            attempts: attempt,
        };
        if distance == 0 {
            return Ok(found);
        }
        if best.as_ref().is_none_or(|(d, _)| distance < *d) {
            best = Some((distance, found));
        }
    }
    let (_, found) = best.ok_or_else(|| plan.exhausted())?;
    Ok(Found {
        attempts: plan.attempts,
        ..found
    })
}
