//! `sudoku-core`'s generator presets: per tier, the symmetry, the givens range, the
//! attempt budget and the Sudoku Explainer floor.
//!
//! | tier | symmetry | givens | attempts | min SE |
//! |---|---|---:|---:|---:|
//! | Beginner | rot180 | 45-55 | 30 | — |
//! | Easy | rot180 | 36-45 | 50 | — |
//! | Medium | rot180 | 32-38 | 100 | — |
//! | Intermediate | rot180 | 28-34 | 150 | — |
//! | Hard | rot180 | 24-30 | 200 | — |
//! | Expert | rot180 | 22-26 | 500 | 3.0 |
//! | Master | rot180 | 20-24 | 1000 | 4.5 |
//! | Extreme | none | 17-22 | 2000 | 6.0 |
//!
//! The SE floors keep the top tiers apart; the tier itself caps them from above.

use super::bounds::{MAX_GIVENS, MIN_GIVENS};
use super::symmetry::Symmetry;
use super::target::GivensRange;
use crate::rate::{BEGINNER_MAX_EMPTY, Tenths, Tier};

/// One tier's preset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    pub tier: Tier,
    pub symmetry: Symmetry,
    pub givens: GivensRange,
    pub attempts: u32,
    pub min_se: Option<Tenths>,
}

/// The presets, easiest tier first.
pub(super) const PRESETS: [Preset; 8] = [
    preset(Tier::Beginner, Symmetry::Rot180, 45, 55, 30, None),
    preset(Tier::Easy, Symmetry::Rot180, 36, 45, 50, None),
    preset(Tier::Medium, Symmetry::Rot180, 32, 38, 100, None),
    preset(Tier::Intermediate, Symmetry::Rot180, 28, 34, 150, None),
    preset(Tier::Hard, Symmetry::Rot180, 24, 30, 200, None),
    preset(Tier::Expert, Symmetry::Rot180, 22, 26, 500, Some(30)),
    preset(Tier::Master, Symmetry::Rot180, 20, 24, 1000, Some(45)),
    preset(Tier::Extreme, Symmetry::None, 17, 22, 2000, Some(60)),
];

const fn preset(
    tier: Tier,
    symmetry: Symmetry,
    min: u8,
    max: u8,
    attempts: u32,
    min_se: Option<u16>,
) -> Preset {
    Preset {
        tier,
        symmetry,
        givens: GivensRange::new(min, max),
        attempts,
        min_se: match min_se {
            Some(t) => Some(Tenths(t)),
            None => None,
        },
    }
}

/// The preset of `tier`.
pub const fn preset_of(tier: Tier) -> &'static Preset {
    &PRESETS[tier as usize]
}

/// The givens a puzzle of `tier` can have at all: `sudoku-core` tells Beginner from Easy
/// by the number of empty cells (at most 35 for Beginner), so a Beginner puzzle has
/// at least 46 givens and an Easy one at most 45; every proper puzzle has at least 17
/// and keeps at least one empty cell.
///
/// The other tiers need a technique beyond naked singles, so the ladder reaches a
/// grid where no full house and no naked single applies. Then every empty cell A has
/// another empty cell in its row (B), in its column (C), and B another in its column
/// (D, neither A nor C, which lie in A's column): at least `MIN_EMPTY_PAST_SINGLES`
/// empty cells, at most 77 givens.
pub(super) const fn tier_givens(tier: Tier) -> GivensRange {
    match tier {
        Tier::Beginner => GivensRange::new(81 - BEGINNER_MAX_EMPTY, MAX_GIVENS),
        Tier::Easy => GivensRange::new(MIN_GIVENS, 80 - BEGINNER_MAX_EMPTY),
        _ => GivensRange::new(MIN_GIVENS, 81 - MIN_EMPTY_PAST_SINGLES),
    }
}

/// The fewest empty cells of a puzzle that naked singles cannot finish (see
/// [`tier_givens`]).
pub(super) const MIN_EMPTY_PAST_SINGLES: u8 = 4;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_preset_per_tier_in_order() {
        for (p, t) in PRESETS.iter().zip(Tier::ALL) {
            assert_eq!(p.tier, t);
            assert_eq!(preset_of(t), p);
        }
    }
}
