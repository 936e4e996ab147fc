//! `Technique` and `Family`: the names of the deductions. Everything else about a
//! technique (its slug, display name, tier, rating and finder) is a row of the
//! [registry](super::registry).

use std::fmt;
use std::str::FromStr;

use super::registry::{REGISTRY, info};

/// A solving technique.
///
/// Variants are grouped by family; the order in which a ladder tries them is the
/// registry's row order ([`Technique::rank`]), not the declaration order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Technique {
    // singles
    FullHouse,
    NakedSingle,
    HiddenSingle,
    // intersections
    Pointing,
    BoxLine,
    DirectPointing,
    DirectClaiming,
    // subsets
    NakedPair,
    NakedTriple,
    NakedQuad,
    HiddenPair,
    HiddenTriple,
    HiddenQuad,
    DirectHiddenPair,
    DirectHiddenTriple,
    // fish
    XWing,
    Swordfish,
    Jellyfish,
    FinnedXWing,
    SashimiXWing,
    FinnedSwordfish,
    SashimiSwordfish,
    FinnedJellyfish,
    SashimiJellyfish,
    FrankenFish,
    SiameseFish,
    MutantFish,
    KrakenFish,
    // forcing chains (Sudoku Explainer's chaining producers)
    BidirectionalXCycle,
    BidirectionalYCycle,
    ForcingXChain,
    BidirectionalCycle,
    ForcingChain,
    NishioForcingChain,
    RegionForcingChain,
    CellForcingChain,
    DynamicForcingChain,
    DynamicForcingChainPlus,
    NestedForcingChain,
    NestedMultipleForcingChain,
    NestedDynamicForcingChain,
    // single-digit patterns
    Skyscraper,
    TwoStringKite,
    EmptyRectangle,
    XChain,
    // wings
    XyWing,
    XyzWing,
    WxyzWing,
    WWing,
    // chains
    XyChain,
    // sue de coq
    SueDeCoq,
    // almost locked sets
    AlsXz,
    AlsXyWing,
    AlsChain,
    DeathBlossom,
    // exclusion
    AlignedPairExclusion,
    AlignedTripletExclusion,
    // uniqueness
    AvoidableRectangle1,
    AvoidableRectangle2,
    UniqueRectangle1,
    UniqueRectangle2,
    UniqueRectangle3,
    UniqueRectangle4,
    UniqueLoop1,
    UniqueLoop2,
    UniqueLoop3,
    UniqueLoop4,
    HiddenRectangle,
    ExtendedUniqueRectangle,
    Bug1,
    Bug2,
    Bug3,
    Bug4,
    Aic,
    // colouring
    Medusa,
    // last resort
    Backtracking,
}

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

    /// Position in the standard ladder (the registry's row order), 0 for the easiest.
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
