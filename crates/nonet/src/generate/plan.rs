//! `Plan`: a [`Target`] checked and resolved against its scheme's defaults.
//!
//! Everything that can be known impossible before any work is turned down here, with
//! a message that says why: a level of another scheme, a givens range outside 17..80
//! or outside what the level allows ([`givens_reach`]), a range no union of the
//! symmetry's orbits can hit, minimal puzzles with more givens than minimal puzzles
//! have, empty SE bounds or a floor above what the level can rate ([`se_ceiling`]), a
//! zero attempt budget. What is left is bounded by the attempt budget.

use super::bounds::{MAX_GIVENS, MIN_GIVENS, givens_reach, se_ceiling};
use super::error::GenerateError;
use super::logic_scheme;
use super::presets::preset_of;
use super::symmetry::{Orbits, Symmetry};
use super::target::{GivensRange, Level, Scheme, Target};
use crate::rate::Tenths;

/// The default attempt budget of [`Level::Any`].
pub(super) const ANY_ATTEMPTS: u32 = 100;

/// The default attempt budget of `dig-hole`: calls of the dig-hole specification's pipeline
/// (each with its own 1,000 rounds, a round's puzzle kept only when it rates at the level).
/// The first call's puzzle is taken unless an option of nonet's (a givens range narrower
/// than the level's, minimality, SE bounds) turns it down.
pub(super) const DIG_HOLE_ATTEMPTS: u32 = 20;

/// The most givens nonet looks for in a minimal puzzle (the largest minimal puzzles
/// known have 40).
pub(super) const MINIMAL_MAX_GIVENS: u8 = 40;

/// A target with every default filled in, checked.
#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub(crate) target: Target,
    pub(crate) symmetry: Symmetry,
    pub(crate) orbits: Orbits,
    pub(crate) givens: GivensRange,
    pub(crate) min_se: Option<Tenths>,
    pub(crate) max_se: Option<Tenths>,
    pub(crate) attempts: u32,
}

impl Plan {
    pub(crate) fn new(target: &Target) -> Result<Plan, GenerateError> {
        let level = target.level;
        if level.scheme().is_some_and(|s| s != target.scheme) {
            return Err(GenerateError::LevelNotInScheme {
                level,
                scheme: target.scheme,
            });
        }
        let (symmetry, givens, attempts, min_se) = match level {
            Level::Any => (Symmetry::None, givens_reach(level).0, ANY_ATTEMPTS, None),
            Level::Tier(t) => {
                let p = preset_of(t);
                (p.symmetry, p.givens, p.attempts, p.min_se)
            }
            Level::Logic(_) => (
                Symmetry::None,
                givens_reach(level).0,
                logic_scheme::MAX_GEN_ATTEMPTS,
                None,
            ),
            Level::DigHole(_) => (
                Symmetry::None,
                givens_reach(level).0,
                DIG_HOLE_ATTEMPTS,
                None,
            ),
        };
        let plan = Plan {
            target: *target,
            symmetry: target.symmetry.unwrap_or(symmetry),
            orbits: target.symmetry.unwrap_or(symmetry).orbits(),
            givens: target.givens.unwrap_or(givens),
            min_se: target.min_se.or(min_se),
            max_se: target.max_se,
            attempts: target.attempts.unwrap_or(attempts),
        };
        plan.check()?;
        Ok(plan)
    }

    fn check(&self) -> Result<(), GenerateError> {
        let g = self.givens;
        if self.target.scheme == Scheme::DigHole && self.symmetry != Symmetry::None {
            return Err(GenerateError::SymmetryNotInScheme(self.symmetry));
        }
        if g.min > g.max {
            return Err(GenerateError::EmptyGivensRange(g));
        }
        if g.max < MIN_GIVENS || g.min > MAX_GIVENS {
            return Err(GenerateError::GivensOutOfBounds(g));
        }
        let (needs, why) = givens_reach(self.target.level);
        if g.max < needs.min || g.min > needs.max {
            return Err(GenerateError::LevelGivens {
                level: self.target.level,
                scheme: self.target.scheme,
                range: g,
                needs,
                why,
            });
        }
        let reach = self.orbits.reachable_counts();
        let (lo, hi) = (g.min.max(needs.min), g.max.min(needs.max));
        let in_range = (lo..=hi).any(|n| reach >> n & 1 == 1);
        if !in_range {
            let below = (MIN_GIVENS..lo).rev().find(|&n| reach >> n & 1 == 1);
            let above = (hi + 1..=MAX_GIVENS).find(|&n| reach >> n & 1 == 1);
            return Err(GenerateError::UnreachableGivens {
                symmetry: self.symmetry,
                range: g,
                orbits: self.symmetry.orbit_shape(),
                below,
                above,
            });
        }
        if self.target.minimal && lo > MINIMAL_MAX_GIVENS {
            return Err(GenerateError::MinimalTooManyGivens(g));
        }
        if let (Some(min), Some(max)) = (self.min_se, self.max_se)
            && min > max
        {
            return Err(GenerateError::EmptySeRange { min, max });
        }
        let (ceiling, why) = se_ceiling(self.target.level);
        if let Some(min) = self.min_se
            && min > ceiling
        {
            return Err(GenerateError::SeOutOfReach {
                min,
                level: self.target.level,
                scheme: self.target.scheme,
                ceiling,
                why,
            });
        }
        if self.attempts == 0 {
            return Err(GenerateError::NoAttempts);
        }
        Ok(())
    }

    /// The givens the level allows at all (see [`givens_reach`]).
    fn needs(&self) -> GivensRange {
        givens_reach(self.target.level).0
    }

    /// The fewest givens a puzzle may have: the range's floor, raised to what the
    /// level allows.
    pub(crate) fn floor(&self) -> u8 {
        self.givens.min.max(self.needs().min)
    }

    /// The most givens a puzzle may have.
    pub(crate) fn ceiling(&self) -> u8 {
        self.givens.max.min(self.needs().max)
    }

    /// Whether `n` givens are allowed.
    pub(crate) fn givens_ok(&self, n: usize) -> bool {
        usize::from(self.floor()) <= n && n <= usize::from(self.ceiling())
    }

    /// Whether `se` is within the SE bounds.
    pub(crate) fn se_ok(&self, er: Tenths) -> bool {
        self.min_se.is_none_or(|m| er >= m) && self.max_se.is_none_or(|m| er <= m)
    }

    /// Whether the target bounds the SE rating at all.
    pub(crate) fn bounds_se(&self) -> bool {
        self.min_se.is_some() || self.max_se.is_some()
    }

    /// How far `er` is outside the SE bounds, in tenths (0 inside).
    pub(crate) fn se_distance(&self, er: Tenths) -> u32 {
        let below = self.min_se.map_or(0, |m| m.0.saturating_sub(er.0));
        let above = self.max_se.map_or(0, |m| er.0.saturating_sub(m.0));
        u32::from(below) + u32::from(above)
    }

    /// The error for a budget spent without any candidate.
    pub(crate) fn exhausted(&self) -> GenerateError {
        GenerateError::exhausted(&self.target, self.symmetry, self.givens, self.attempts)
    }

    /// The scheme.
    pub(crate) fn scheme(&self) -> Scheme {
        self.target.scheme
    }
}
