//! Why a generation request cannot be met.

use super::symmetry::Symmetry;
use super::target::{GivensRange, Level, Scheme};
use crate::rate::Tenths;

/// A request the generator turns down, up front when it can tell (so an impossible
/// request fails at once instead of spending its attempts), or after its attempts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GenerateError {
    /// The level is on another scheme's scale.
    #[error("level `{level}` is on the {} scale, not on the {scheme} scale", level.scheme().map_or("any", |s| s.slug()))]
    LevelNotInScheme { level: Level, scheme: Scheme },
    /// The givens range has its ends the wrong way round.
    #[error("givens range {0} is empty: its first number must not exceed its last")]
    EmptyGivensRange(GivensRange),
    /// The givens range is outside 17 to 80: fewer givens never leave one solution, and a
    /// puzzle keeps at least one empty cell.
    #[error(
        "{} givens cannot be met: a puzzle with one solution has {} to {} givens (fewer never leave one solution, and a puzzle keeps at least one empty cell)",
        .0.words(),
        super::bounds::MIN_GIVENS,
        super::bounds::MAX_GIVENS
    )]
    GivensOutOfBounds(GivensRange),
    /// The level cannot have that many givens.
    #[error(
        "puzzles at {} have {needs} givens ({why}), so {} givens cannot be met",
        level.words(*scheme),
        range.words()
    )]
    LevelGivens {
        level: Level,
        scheme: Scheme,
        range: GivensRange,
        needs: GivensRange,
        /// Why, in words.
        why: &'static str,
    },
    /// No union of the symmetry's orbits has a number of givens in the range.
    #[error(
        "{symmetry} symmetry takes givens {orbits}, so {} givens cannot be met: the nearest possible counts are {}",
        range.words(),
        nearest(*below, *above)
    )]
    UnreachableGivens {
        symmetry: Symmetry,
        range: GivensRange,
        /// How the orbits come, in words ("in orbits of 4, and the centre cell alone").
        orbits: &'static str,
        below: Option<u8>,
        above: Option<u8>,
    },
    /// Minimal puzzles with that many givens are not to be found.
    #[error(
        "minimal puzzles with {0} givens are not to be found: the largest known minimal puzzles have 40 givens, and random carving ends near 20 to 35; drop --minimal or ask for fewer givens"
    )]
    MinimalTooManyGivens(GivensRange),
    /// The SE bounds have their ends the wrong way round.
    #[error("SE range {min}..{max} is empty")]
    EmptySeRange { min: Tenths, max: Tenths },
    /// The SE floor is above every rating a puzzle of the level can have.
    #[error(
        "an SE rating of at least {min} cannot be met: puzzles at {} rate at most {ceiling} ({why})",
        level.words(*scheme)
    )]
    SeOutOfReach {
        min: Tenths,
        level: Level,
        scheme: Scheme,
        ceiling: Tenths,
        /// Why, in words.
        why: &'static str,
    },
    /// An attempt budget of zero.
    #[error("the attempt budget must be at least 1")]
    NoAttempts,
    /// The dig-hole specification's pipeline digs one cell at a time and keeps no symmetry.
    #[error(
        "the dig-hole scheme digs single cells along its sequences and keeps no symmetry, so it cannot give {0} symmetry: use --symmetry none, or the tiers or logic scheme"
    )]
    SymmetryNotInScheme(Symmetry),
    /// The dig-hole specification's pipeline gave up.
    #[error(transparent)]
    DigHole(#[from] super::dig_hole::DigHoleError),
    /// A puzzle id this build cannot regenerate faithfully.
    #[error(transparent)]
    Id(#[from] super::id::IdError),
    /// Every attempt failed and nothing could stand in (no candidate met the hard
    /// constraints: givens range, symmetry, minimality).
    #[error(
        "no {}puzzle found in {attempts} attempts at {}, with {} and {} givens",
        if *minimal { "minimal " } else { "" },
        level.words(*scheme),
        symmetry.words(),
        givens.words()
    )]
    Exhausted {
        attempts: u32,
        scheme: Scheme,
        level: Level,
        symmetry: Symmetry,
        givens: GivensRange,
        minimal: bool,
    },
}

fn nearest(below: Option<u8>, above: Option<u8>) -> String {
    match (below, above) {
        (Some(b), Some(a)) => format!("{b} and {a}"),
        (Some(n), None) | (None, Some(n)) => n.to_string(),
        (None, None) => "none".to_string(),
    }
}
