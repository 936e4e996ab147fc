//! `VariantPlan`: a variant [`Target`] checked and resolved against the variant
//! generator's defaults, so that a request that cannot succeed fails before any work.

use super::spec::{CageSizes, Variant, VariantKind};
use crate::generate::error::GenerateError;
use crate::generate::symmetry::{Orbits, Symmetry};
use crate::generate::target::{GivensRange, Level, Target};
use crate::rate::Tier;
use crate::rules::kinds::*;
use crate::rules::{Constraint, Layout, Rules};

/// Attempts of a request for a tier: each a new solution with new constraints.
const TIER_ATTEMPTS: u32 = 30;

/// Attempts of a request for any level (one attempt nearly always succeeds; more are
/// for a givens range or minimality that an attempt may miss).
const ANY_ATTEMPTS: u32 = 20;

/// A variant target with every default filled in, checked.
#[derive(Clone, Debug)]
pub(crate) struct VariantPlan {
    pub(crate) target: Target,
    pub(crate) variant: Variant,
    /// The tier asked for; `None` for [`Level::Any`].
    pub(crate) tier: Option<Tier>,
    pub(crate) symmetry: Symmetry,
    pub(crate) orbits: Orbits,
    pub(crate) givens: GivensRange,
    pub(crate) attempts: u32,
}

impl VariantPlan {
    pub(crate) fn new(target: &Target) -> Result<VariantPlan, GenerateError> {
        let variant = target.variant;
        let tier = match target.level {
            Level::Any => None,
            Level::Tier(t) => Some(t),
            level => return Err(GenerateError::VariantLevel(level)),
        };
        if target.scheme != Variant::SCHEME && tier.is_some() {
            return Err(GenerateError::VariantScheme(target.scheme));
        }
        if target.min_se.is_some() || target.max_se.is_some() {
            return Err(GenerateError::VariantSeBounds);
        }
        fixed_rules(&variant, Layout::Boxes).map_err(GenerateError::VariantRules)?;
        let symmetry = target.symmetry.unwrap_or(Symmetry::None);
        let givens = target.givens.unwrap_or(GivensRange::new(0, 80));
        if givens.min > givens.max {
            return Err(GenerateError::EmptyGivensRange(givens));
        }
        if givens.min > 80 {
            return Err(GenerateError::GivensOutOfBounds(givens));
        }
        let killer = variant.kinds.contains(VariantKind::Killer);
        if givens.max == 0 && !killer {
            return Err(GenerateError::NoGivensWithoutCages);
        }
        if killer && !tiles(variant.cages) {
            return Err(GenerateError::CagesCannotTile(variant.cages));
        }
        let attempts = target.attempts.unwrap_or(if tier.is_some() {
            TIER_ATTEMPTS
        } else {
            ANY_ATTEMPTS
        });
        if attempts == 0 {
            return Err(GenerateError::NoAttempts);
        }
        Ok(VariantPlan {
            target: *target,
            variant,
            tier,
            symmetry,
            orbits: symmetry.orbits(),
            givens,
            attempts,
        })
    }

    /// Whether the puzzle is to have no givens: a pure killer.
    pub(crate) fn pure(&self) -> bool {
        self.givens.max == 0
    }

    /// The error for a budget spent without any candidate.
    pub(crate) fn exhausted(&self) -> GenerateError {
        GenerateError::exhausted(&self.target, self.symmetry, self.givens, self.attempts)
    }
}

/// Whether some number of cages with sizes in `sizes` covers exactly 81 cells.
fn tiles(sizes: CageSizes) -> bool {
    let (lo, hi) = (u32::from(sizes.min), u32::from(sizes.max));
    (1..=81).any(|k| k * lo <= 81 && 81 <= k * hi)
}

/// The rules of `variant` that do not depend on a solution (extra houses, peers), on
/// `layout`: what the solution is drawn under.
pub(super) fn fixed_rules(
    variant: &Variant,
    layout: Layout,
) -> Result<Rules, crate::rules::RulesError> {
    let mut constraints = Vec::new();
    for kind in variant.kinds.iter() {
        constraints.extend(fixed_constraints(kind));
    }
    Rules::new(layout, constraints)
}

/// The constraints a kind stands for by itself (none for the kinds drawn on a
/// solution).
fn fixed_constraints(kind: VariantKind) -> Vec<Constraint> {
    match kind {
        VariantKind::X => vec![
            Constraint::Diagonal(Diagonal::Main),
            Constraint::Diagonal(Diagonal::Anti),
        ],
        VariantKind::MainDiagonal => vec![Constraint::Diagonal(Diagonal::Main)],
        VariantKind::AntiDiagonal => vec![Constraint::Diagonal(Diagonal::Anti)],
        VariantKind::AntiKnight => vec![Constraint::AntiKnight(AntiKnight)],
        VariantKind::AntiKing => vec![Constraint::AntiKing(AntiKing)],
        VariantKind::NonConsecutive => vec![Constraint::NonConsecutive(NonConsecutive)],
        VariantKind::Windoku => vec![Constraint::Windoku(Windoku)],
        VariantKind::Disjoint => vec![Constraint::DisjointGroups(DisjointGroups)],
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cage_sizes_tile_when_some_count_of_cages_covers_81_cells() {
        assert!(tiles(CageSizes { min: 2, max: 5 }));
        assert!(tiles(CageSizes { min: 9, max: 9 }));
        assert!(tiles(CageSizes { min: 3, max: 3 }));
        assert!(!tiles(CageSizes { min: 7, max: 7 }));
        assert!(!tiles(CageSizes { min: 5, max: 5 }));
        assert!(tiles(CageSizes { min: 7, max: 8 }));
    }
}
