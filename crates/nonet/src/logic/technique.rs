//! `Technique` and `Family`: the names of the deductions. `Technique` itself is
//! declared by the [registry](super::registry), one variant per row, so that a new
//! technique is one row there; everything else about a technique (its slug, display
//! name, tier, ratings, ladders and finder) is a column of that row.

use std::fmt;
use std::str::FromStr;

pub use super::registry::Technique;
use super::registry::{REGISTRY, info};

/// The family a technique belongs to: how its evidence is shaped and phrased.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    Singles,
    Intersections,
    Subsets,
    Fish,
    SingleDigit,
    Wings,
    Chains,
    Coloring,
    Uniqueness,
    Als,
    SueDeCoq,
    Exclusion,
    Forcing,
    /// A variant constraint's own reasoning (cages, lines, dots): [`Pattern::Constraint`].
    ///
    /// [`Pattern::Constraint`]: super::Pattern::Constraint
    Constraint,
    Backtracking,
}

impl Technique {
    /// Every technique, in ladder order.
    pub fn all() -> impl ExactSizeIterator<Item = Technique> + Clone {
        REGISTRY.iter().map(|row| row.technique)
    }

    /// The kebab-case name, e.g. `x-wing`.
    pub fn slug(self) -> &'static str {
        info(self).slug
    }

    /// The display name, e.g. `X-Wing`.
    pub fn name(self) -> &'static str {
        info(self).name
    }

    /// Position in the standard ladder (the registry's row order), 0 for the first tried.
    pub fn rank(self) -> usize {
        super::registry::rank(self)
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A slug that names no technique.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown technique `{0}` (`nonet techniques` lists them)")]
pub struct UnknownTechnique(pub String);

impl FromStr for Technique {
    type Err = UnknownTechnique;

    /// Parses a slug (`x-wing`), case-insensitively.
    fn from_str(s: &str) -> Result<Technique, UnknownTechnique> {
        let s = s.trim();
        REGISTRY
            .iter()
            .find(|row| row.slug.eq_ignore_ascii_case(s))
            .map(|row| row.technique)
            .ok_or_else(|| UnknownTechnique(s.to_string()))
    }
}

impl serde::Serialize for Technique {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.slug())
    }
}
