//! `Target`: what a generator is asked for — a scheme, a level and options.

use std::fmt;
use std::str::FromStr;

use super::symmetry::Symmetry;
use super::variant::Variant;
use crate::rate::{DigHoleLevel, LogicLevel, Tenths, Tier};

/// A generation pipeline, each the one of its seed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Scheme {
    /// `sudoku-core`'s: tier presets, generate and rate, best-candidate fallback.
    #[default]
    Tiers,
    /// The V4.1 pseudocode's: orbit carving with a uniqueness gate and a logic-score probe.
    Logic,
    /// The dig-hole specification's: Las Vegas terminal grids, digging sequences with
    /// restrictions and pruning, equivalence transforms.
    DigHole,
}

impl Scheme {
    /// All three.
    pub const ALL: [Scheme; 3] = [Scheme::Tiers, Scheme::Logic, Scheme::DigHole];

    /// The command-line name.
    pub const fn slug(self) -> &'static str {
        match self {
            Scheme::Tiers => "tiers",
            Scheme::Logic => "logic",
            Scheme::DigHole => "dig-hole",
        }
    }

    /// The scheme's levels, easiest first, [`Level::Any`] not included.
    pub fn levels(self) -> Vec<Level> {
        match self {
            Scheme::Tiers => Tier::ALL.into_iter().map(Level::Tier).collect(),
            Scheme::Logic => LogicLevel::ALL.into_iter().map(Level::Logic).collect(),
            Scheme::DigHole => DigHoleLevel::ALL.into_iter().map(Level::DigHole).collect(),
        }
    }
}

impl fmt::Display for Scheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// A name that is not a scheme.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown scheme `{0}`: expected tiers, logic or dig-hole")]
pub struct UnknownScheme(pub String);

impl FromStr for Scheme {
    type Err = UnknownScheme;

    fn from_str(s: &str) -> Result<Scheme, UnknownScheme> {
        Scheme::ALL
            .into_iter()
            .find(|sc| sc.slug().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownScheme(s.to_string()))
    }
}

impl serde::Serialize for Scheme {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.slug())
    }
}

/// A difficulty level on one scheme's scale, or none at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// No difficulty target: any proper puzzle (minimal unless a givens range stops
    /// the carving earlier). It fits every scheme.
    Any,
    /// One of `sudoku-core`'s tiers (scheme `tiers`).
    Tier(Tier),
    /// One of the V4.1 pseudocode's levels (scheme `logic`).
    Logic(LogicLevel),
    /// One of the dig-hole specification's levels (scheme `dig-hole`).
    DigHole(DigHoleLevel),
}

impl Level {
    /// The scheme whose scale this level is on; `None` for [`Level::Any`].
    pub const fn scheme(self) -> Option<Scheme> {
        match self {
            Level::Any => None,
            Level::Tier(_) => Some(Scheme::Tiers),
            Level::Logic(_) => Some(Scheme::Logic),
            Level::DigHole(_) => Some(Scheme::DigHole),
        }
    }

    /// The command-line name (`any`, `expert`, `samurai`, `extremely-easy`, ...).
    pub const fn slug(self) -> &'static str {
        match self {
            Level::Any => "any",
            Level::Tier(t) => t.slug(),
            Level::Logic(l) => l.slug(),
            Level::DigHole(d) => d.slug(),
        }
    }

    /// The level in words, for messages: "level expert of the tiers scheme", "any
    /// level of the logic scheme".
    pub fn words(self, scheme: Scheme) -> String {
        match self {
            Level::Any => format!("any level of the {scheme} scheme"),
            l => format!("level {l} of the {scheme} scheme"),
        }
    }

    /// The level called `name` on `scheme`'s scale (or `any`).
    pub fn parse(scheme: Scheme, name: &str) -> Result<Level, UnknownLevel> {
        if name.trim().eq_ignore_ascii_case("any") {
            return Ok(Level::Any);
        }
        scheme
            .levels()
            .into_iter()
            .find(|l| l.slug().eq_ignore_ascii_case(name.trim()))
            .ok_or_else(|| UnknownLevel {
                name: name.to_string(),
                scheme,
            })
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

impl serde::Serialize for Level {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.slug())
    }
}

/// A name that is not a level of the scheme.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown level `{name}` for scheme {scheme}: expected any, {}", list(*scheme))]
pub struct UnknownLevel {
    pub name: String,
    pub scheme: Scheme,
}

fn list(scheme: Scheme) -> String {
    let names: Vec<&str> = scheme.levels().iter().map(|l| l.slug()).collect();
    names.join(", ")
}

/// An inclusive range of givens, `min..=max`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GivensRange {
    pub min: u8,
    pub max: u8,
}

impl GivensRange {
    /// `min..=max`.
    pub const fn new(min: u8, max: u8) -> GivensRange {
        GivensRange { min, max }
    }

    /// Whether `n` givens are in the range.
    pub const fn contains(self, n: usize) -> bool {
        self.min as usize <= n && n <= self.max as usize
    }

    /// The range in words, for messages: "22 to 26", or "25" for one number.
    pub fn words(self) -> String {
        if self.min == self.max {
            self.min.to_string()
        } else {
            format!("{} to {}", self.min, self.max)
        }
    }
}

impl fmt::Display for GivensRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.min, self.max)
    }
}

/// Text that is not a givens range.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a givens range: expected A..B (both included) or a single number, 0 to 81")]
pub struct BadGivensRange(pub String);

impl FromStr for GivensRange {
    type Err = BadGivensRange;

    /// `22..26` or `22..=26` (both mean 22 to 26 givens), or `25`.
    fn from_str(s: &str) -> Result<GivensRange, BadGivensRange> {
        let err = || BadGivensRange(s.to_string());
        let number = |t: &str| t.trim().parse::<u8>().ok().filter(|&n| n <= 81);
        let (min, max) = match s.split_once("..") {
            Some((a, b)) => {
                let b = b.strip_prefix('=').unwrap_or(b);
                (number(a).ok_or_else(err)?, number(b).ok_or_else(err)?)
            }
            None => {
                let n = number(s).ok_or_else(err)?;
                (n, n)
            }
        };
        Ok(GivensRange { min, max })
    }
}

/// What to generate: a scheme, a level on its scale, and options.
///
/// Options left at `None` take the scheme's defaults: the tier presets of `sudoku-core`
/// for `tiers` (symmetry, givens, attempts, SE floor), the V4.1 pseudocode's clue floors and
/// attempt count for `logic`, the dig-hole specification's configuration table for `dig-hole`; no
/// symmetry and no bounds for [`Level::Any`]. An option set explicitly replaces the
/// default (a givens range replaces the preset's range, a symmetry the preset's
/// symmetry).
///
/// ```
/// use nonet::generate::{Level, Scheme, Symmetry, Target};
/// use nonet::rate::Tier;
/// let t = Target::tier(Tier::Expert).symmetry(Symmetry::Rot90).minimal(true);
/// assert_eq!((t.scheme, t.level), (Scheme::Tiers, Level::Tier(Tier::Expert)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Target {
    pub scheme: Scheme,
    pub level: Level,
    /// The symmetry of the givens (`None`: the scheme's default).
    pub symmetry: Option<Symmetry>,
    /// How many givens (`None`: the scheme's default).
    pub givens: Option<GivensRange>,
    /// Lowest Sudoku Explainer rating (ER) accepted (`None`: the scheme's default).
    pub min_se: Option<Tenths>,
    /// Highest Sudoku Explainer rating (ER) accepted.
    pub max_se: Option<Tenths>,
    /// Only puzzles from which no orbit of givens can be removed without losing
    /// uniqueness.
    pub minimal: bool,
    /// Attempt budget (`None`: the scheme's default).
    pub attempts: Option<u32>,
    /// The rules: classic, or the kinds of a variant and their options.
    pub variant: Variant,
}

impl Default for Target {
    /// A medium puzzle: `sudoku-core`'s Medium tier with its preset.
    fn default() -> Target {
        Target::tier(Tier::Medium)
    }
}

impl Target {
    /// `level` on `scheme`, everything else by default. The two must agree
    /// ([`Level::Any`] fits every scheme); [`Generator::generate`] says so if not.
    ///
    /// [`Generator::generate`]: super::Generator::generate
    pub const fn new(scheme: Scheme, level: Level) -> Target {
        Target {
            scheme,
            level,
            symmetry: None,
            givens: None,
            min_se: None,
            max_se: None,
            minimal: false,
            attempts: None,
            variant: Variant::CLASSIC,
        }
    }

    /// A `sudoku-core` tier.
    pub const fn tier(tier: Tier) -> Target {
        Target::new(Scheme::Tiers, Level::Tier(tier))
    }

    /// A V4.1 pseudocode logic level.
    pub const fn logic(level: LogicLevel) -> Target {
        Target::new(Scheme::Logic, Level::Logic(level))
    }

    /// A dig-hole specification level.
    pub const fn dig_hole(level: DigHoleLevel) -> Target {
        Target::new(Scheme::DigHole, Level::DigHole(level))
    }

    /// Any proper puzzle, by `scheme`'s name (the scheme is recorded; the carving is
    /// the same for all).
    pub const fn any(scheme: Scheme) -> Target {
        Target::new(scheme, Level::Any)
    }

    /// With this symmetry.
    pub const fn symmetry(mut self, symmetry: Symmetry) -> Target {
        self.symmetry = Some(symmetry);
        self
    }

    /// With `min..=max` givens.
    pub const fn givens(mut self, min: u8, max: u8) -> Target {
        self.givens = Some(GivensRange::new(min, max));
        self
    }

    /// With an ER of at least `tenths` (45 is 4.5).
    pub const fn min_se(mut self, tenths: u16) -> Target {
        self.min_se = Some(Tenths(tenths));
        self
    }

    /// With an ER of at most `tenths`.
    pub const fn max_se(mut self, tenths: u16) -> Target {
        self.max_se = Some(Tenths(tenths));
        self
    }

    /// Minimal puzzles only (or not).
    pub const fn minimal(mut self, on: bool) -> Target {
        self.minimal = on;
        self
    }

    /// With this attempt budget.
    pub const fn attempts(mut self, attempts: u32) -> Target {
        self.attempts = Some(attempts);
        self
    }

    /// Under these rules (a variant's kinds and options).
    pub const fn variant(mut self, variant: Variant) -> Target {
        self.variant = variant;
        self
    }

    /// Whether a [`PuzzleId`](super::PuzzleId) can hold this target: it records scheme,
    /// level, symmetry and the minimal flag, so a target with its own givens range,
    /// SE bounds or attempt budget has no id (a variant's id holds its rules too, and
    /// whether it has no givens).
    pub const fn fits_an_id(&self) -> bool {
        let givens = match self.givens {
            None => true,
            // A killer without givens: a variant id has a flag for it.
            Some(g) => !self.variant.is_classic() && g.max == 0,
        };
        givens && self.min_se.is_none() && self.max_se.is_none() && self.attempts.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_per_scheme() {
        assert_eq!(
            Level::parse(Scheme::Tiers, "Expert"),
            Ok(Level::Tier(Tier::Expert))
        );
        assert_eq!(
            Level::parse(Scheme::Logic, "samurai"),
            Ok(Level::Logic(LogicLevel::Samurai))
        );
        assert_eq!(
            Level::parse(Scheme::DigHole, "extremely-easy"),
            Ok(Level::DigHole(DigHoleLevel::ExtremelyEasy))
        );
        assert_eq!(Level::parse(Scheme::DigHole, "any"), Ok(Level::Any));
        let err = Level::parse(Scheme::Logic, "expert").unwrap_err();
        assert_eq!(
            err.to_string(),
            "unknown level `expert` for scheme logic: expected any, easy, medium, hard, samurai"
        );
        for scheme in Scheme::ALL {
            assert_eq!(scheme.slug().parse::<Scheme>(), Ok(scheme));
            for level in scheme.levels() {
                assert_eq!(Level::parse(scheme, level.slug()), Ok(level));
                assert_eq!(level.scheme(), Some(scheme));
            }
        }
    }

    #[test]
    fn givens_ranges_parse() {
        assert_eq!("22..26".parse(), Ok(GivensRange::new(22, 26)));
        assert_eq!("22..=26".parse(), Ok(GivensRange::new(22, 26)));
        assert_eq!(" 25 ".parse(), Ok(GivensRange::new(25, 25)));
        for bad in ["", "a..b", "10..90", "..5", "5..", "-1"] {
            assert!(bad.parse::<GivensRange>().is_err(), "{bad}");
        }
    }
}
