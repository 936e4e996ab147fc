//! What a level allows at all: the givens a puzzle of it can have and the highest
//! Sudoku Explainer rating it can reach, so that a request outside them is refused
//! before any work rather than run to a fallback.
//!
//! Each bound comes from the data its pipeline uses or from a short proof written
//! beside it: the tier definitions and the technique registry's SE values for the
//! eight-tier ladder, the clue floors for the logic score, the configuration table
//! for the dig-hole levels.

use super::dig_hole::LevelConfig;
use super::logic_scheme::{THEORETICAL_MIN_CLUES, min_clues};
use super::presets::tier_givens;
use super::target::{GivensRange, Level};
use crate::logic::{Ladder, info};
use crate::rate::{Tenths, Tier};

/// The fewest givens of a proper puzzle (McGuire, Tugemann and Civario, 2012; the
/// V4.1 pseudocode's `THEORETICAL_MIN_CLUES`).
pub(super) const MIN_GIVENS: u8 = THEORETICAL_MIN_CLUES;

/// The most givens of a puzzle: it keeps at least one empty cell (a full grid is no
/// puzzle).
pub(super) const MAX_GIVENS: u8 = 80;

/// The givens a puzzle of `level` can have, and why, in words.
pub(super) fn givens_reach(level: Level) -> (GivensRange, &'static str) {
    let any = GivensRange::new(MIN_GIVENS, MAX_GIVENS);
    match level {
        Level::Any => (
            any,
            "fewer givens never leave one solution, and a puzzle keeps an empty cell",
        ),
        Level::Tier(t) => (
            tier_givens(t),
            match t {
                Tier::Beginner => {
                    "the eight-tier ladder calls a puzzle beginner when naked singles solve it with at most 35 empty cells"
                }
                Tier::Easy => {
                    "the eight-tier ladder calls a puzzle easy when naked singles solve it with more than 35 empty cells"
                }
                _ => "a puzzle that naked singles cannot finish has at least 4 empty cells",
            },
        ),
        Level::Logic(l) => (
            GivensRange::new(min_clues(l), MAX_GIVENS),
            "the logic scheme accepts no puzzle below its clue floor for the level",
        ),
        Level::DigHole(d) => {
            let c = LevelConfig::of(d);
            (
                GivensRange::new(c.min_givens, c.max_givens.min(MAX_GIVENS)),
                "the dig-hole configuration digs to this range for the level",
            )
        }
    }
}

/// The tiers whose every puzzle Sudoku Explainer rates no higher than the hardest
/// technique of the tier and below: Hard and the tiers under it.
///
/// Their techniques (singles, naked and hidden pairs and triples, pointing, box-line)
/// have the confluence property: a pattern present at one point of a solve is still
/// present, or has already yielded its conclusion, after any further sound
/// eliminations. So at every step of Sudoku Explainer's own solve of such a puzzle one
/// of them applies, and Sudoku Explainer, which takes the first producer that has a
/// hint, never reaches a producer after its hidden triplets; none of the producers up
/// to that one (X-Wing 3.2 and Swordfish 3.8 among them) rates above 4.0. The higher
/// tiers hold techniques Sudoku Explainer does not have (finned fish, Empty Rectangle,
/// wings, ALS), which it replaces by chains rated far higher, so they get no ceiling
/// but the scale's.
const SE_CAPPED_TIERS: Tier = Tier::Hard;

/// The highest Sudoku Explainer rating (ER) a puzzle of `level` can have, and why, in
/// words.
pub fn se_ceiling(level: Level) -> (Tenths, &'static str) {
    match level {
        Level::Tier(t) if t <= SE_CAPPED_TIERS => {
            let top = Ladder::eight_tier()
                .techniques()
                .iter()
                .filter(|&&tech| info(tech).tier <= t)
                .map(|&tech| info(tech).se.tenths())
                .max()
                .unwrap_or(0);
            (
                Tenths(top),
                match t {
                    Tier::Beginner | Tier::Easy | Tier::Medium => {
                        "they are solved by singles alone, and Sudoku Explainer always finds a single to place"
                    }
                    _ => {
                        "they are solved by singles, subsets and intersections, and Sudoku Explainer always finds one of those or an easier step first"
                    }
                },
            )
        }
        _ => (
            Tenths::BEYOND,
            "that is the top of Sudoku Explainer's scale, the rating of a puzzle its techniques cannot finish",
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::Scheme;

    #[test]
    fn se_ceilings_of_the_tiers() {
        let ceiling = |t| se_ceiling(Level::Tier(t)).0;
        assert_eq!(ceiling(Tier::Beginner), Tenths(23));
        assert_eq!(ceiling(Tier::Medium), Tenths(23));
        assert_eq!(ceiling(Tier::Intermediate), Tenths(40));
        assert_eq!(ceiling(Tier::Hard), Tenths(40));
        assert_eq!(ceiling(Tier::Expert), Tenths::BEYOND);
        assert_eq!(se_ceiling(Level::Any).0, Tenths::BEYOND);
    }

    #[test]
    fn givens_reach_every_level() {
        for scheme in Scheme::ALL {
            for level in scheme.levels().into_iter().chain([Level::Any]) {
                let (g, why) = givens_reach(level);
                assert!(MIN_GIVENS <= g.min && g.min <= g.max && g.max <= MAX_GIVENS);
                assert!(!why.is_empty());
            }
        }
    }
}
