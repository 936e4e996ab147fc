//! The dig-hole levels: Extremely Easy, Easy, Medium, Difficult, Evil.
//!
//! The dig-hole rating weighs four measures of a puzzle — total givens (0.4), their spread over
//! rows and columns (0.2), the techniques it needs (0.2) and the enumeration search
//! count (0.2) — and reads the weighted score against its ranges (below 1.5 Extremely
//! Easy, 2.5 Easy, 3.5 Medium, 4.5 Difficult, else Evil). Each measure is placed on the
//! 1..5 scale by the dig-hole generator's configuration table:
//!
//! | level | givens | lowest givens in a row or column | search count | eight-tier ladder |
//! |---|---|---|---|---|
//! | 1 Extremely Easy | 50+ | 5+ | < 100 | Beginner, Easy |
//! | 2 Easy | 36-49 | 4 | 100-999 | Medium |
//! | 3 Medium | 32-35 | 3 | 1,000-9,999 | Intermediate, Hard |
//! | 4 Difficult | 28-31 | 2 | 10,000-99,999 | Expert |
//! | 5 Evil | 27- | 0-1 | 100,000+ | Master, Extreme |
//!
//! The dig-hole description names the techniques measure but not its scale; nonet places
//! the eight-tier ladder's tiers on it as in the last column (singles only; hidden singles; subsets and
//! intersections; fish and rectangles; chains and beyond). The search count is the
//! cross-language benchmark's brute-force iteration count up to the first solution,
//! which is what the dig-hole generator's `count_enumeration_searches` counts; it is only counted up to 100,000, the
//! threshold of the top level.

use std::fmt;
use std::str::FromStr;

use super::all::{RateError, classic_givens};
use super::tier::rate_tier_grid;
use crate::grid::{Grid, House, HouseKind};
use crate::logic::{LogicError, Tier};
use crate::rules::Puzzle;
use crate::solve::brute;

/// The search count from which a puzzle is Evil on that measure (the dig-hole
/// Evil level's `min_search_count`).
pub(crate) const EVIL_SEARCH_COUNT: u64 = 100_000;

/// The dig-hole levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DigHoleLevel {
    ExtremelyEasy,
    Easy,
    Medium,
    Difficult,
    Evil,
}

impl DigHoleLevel {
    /// All levels, easiest first.
    pub const ALL: [DigHoleLevel; 5] = [
        DigHoleLevel::ExtremelyEasy,
        DigHoleLevel::Easy,
        DigHoleLevel::Medium,
        DigHoleLevel::Difficult,
        DigHoleLevel::Evil,
    ];

    /// Kebab-case name for the command line and JSON.
    pub const fn slug(self) -> &'static str {
        match self {
            DigHoleLevel::ExtremelyEasy => "extremely-easy",
            DigHoleLevel::Easy => "easy",
            DigHoleLevel::Medium => "medium",
            DigHoleLevel::Difficult => "difficult",
            DigHoleLevel::Evil => "evil",
        }
    }

    /// The level numbered 1..=5 (clamped).
    pub const fn from_number(n: u8) -> DigHoleLevel {
        match n {
            0 | 1 => DigHoleLevel::ExtremelyEasy,
            2 => DigHoleLevel::Easy,
            3 => DigHoleLevel::Medium,
            4 => DigHoleLevel::Difficult,
            _ => DigHoleLevel::Evil,
        }
    }

    /// The level's number, 1..=5.
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }

    /// The weighted scores (in tenths, both ends included) of this level: below 15
    /// Extremely Easy, then 15 to 24, 25 to 34, 35 to 44, and 45 (up to the top score,
    /// 50) Evil.
    pub const fn score_range(self) -> (u16, u16) {
        match self {
            DigHoleLevel::ExtremelyEasy => (0, 14),
            DigHoleLevel::Easy => (15, 24),
            DigHoleLevel::Medium => (25, 34),
            DigHoleLevel::Difficult => (35, 44),
            DigHoleLevel::Evil => (45, 50),
        }
    }

    /// The level of a weighted score in tenths: below 15, 25, 35, 45, else Evil.
    pub const fn of_score(tenths: u16) -> DigHoleLevel {
        match tenths {
            0..15 => DigHoleLevel::ExtremelyEasy,
            15..25 => DigHoleLevel::Easy,
            25..35 => DigHoleLevel::Medium,
            35..45 => DigHoleLevel::Difficult,
            _ => DigHoleLevel::Evil,
        }
    }
}

impl fmt::Display for DigHoleLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// A name that is not a dig-hole level.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown level `{0}`: expected extremely-easy, easy, medium, difficult or evil")]
pub struct UnknownDigHoleLevel(pub String);

impl FromStr for DigHoleLevel {
    type Err = UnknownDigHoleLevel;

    fn from_str(s: &str) -> Result<DigHoleLevel, UnknownDigHoleLevel> {
        DigHoleLevel::ALL
            .into_iter()
            .find(|l| l.slug().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownDigHoleLevel(s.to_string()))
    }
}

impl serde::Serialize for DigHoleLevel {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.slug())
    }
}

/// A puzzle's dig-hole rating: its four measures on the 1..5 scale, the weighted score
/// and the level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct DigHoleRating {
    pub level: DigHoleLevel,
    /// The weighted score in tenths (46 is 4.6).
    pub score_tenths: u16,
    pub givens: u8,
    pub spread: u8,
    pub techniques: u8,
    pub search: u8,
    /// The brute-force iteration count to the first solution, capped at 100,000: the
    /// count from which a puzzle is Evil on this measure.
    pub search_count: u64,
}

/// The level of a number of givens.
pub(super) const fn givens_level(givens: usize) -> u8 {
    match givens {
        50.. => 1,
        36..=49 => 2,
        32..=35 => 3,
        28..=31 => 4,
        _ => 5,
    }
}

/// The level of the lowest number of givens in any row or column.
pub(super) const fn spread_level(lowest: usize) -> u8 {
    match lowest {
        5.. => 1,
        4 => 2,
        3 => 3,
        2 => 4,
        _ => 5,
    }
}

/// The level of a search count.
pub(super) const fn search_level(count: u64) -> u8 {
    match count {
        0..100 => 1,
        100..1_000 => 2,
        1_000..10_000 => 3,
        10_000..100_000 => 4,
        _ => 5,
    }
}

/// The dig-hole level of an eight-tier ladder tier.
pub(super) const fn technique_level(tier: Tier) -> u8 {
    match tier {
        Tier::Beginner | Tier::Easy => 1,
        Tier::Medium => 2,
        Tier::Intermediate | Tier::Hard => 3,
        Tier::Expert => 4,
        Tier::Master | Tier::Extreme => 5,
    }
}

/// The fewest givens in any row or column of `grid`.
pub(crate) fn lowest_line_givens(grid: &Grid) -> usize {
    House::all()
        .filter(|h| h.kind() != HouseKind::Box)
        .map(|h| h.cells().iter().filter(|c| grid.get(**c).is_some()).count())
        .min()
        .unwrap_or(0)
}

/// The brute-force search count of `grid` up to its first solution, capped at
/// [`EVIL_SEARCH_COUNT`].
pub(crate) fn search_count(grid: &Grid) -> u64 {
    brute::count_within(grid, 1, EVIL_SEARCH_COUNT)
        .map_or(EVIL_SEARCH_COUNT, |o| o.iterations.min(EVIL_SEARCH_COUNT))
}

/// The dig-hole rating of a proper puzzle; rules that are not classic are answered
/// with [`RateError::ClassicOnly`] (its measures count rows, columns and the classic
/// search).
///
/// ```
/// use nonet::rate::{rate_dig_hole, DigHoleLevel};
/// use nonet::Grid;
/// let grid: Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///         .parse().unwrap();
/// let r = rate_dig_hole(&grid.into()).unwrap();
/// // 30 givens (level 4), a column with one given (5), naked singles (1), 37,652
/// // iterations (4): 0.4 * 4 + 0.2 * (5 + 1 + 4) = 3.6, Difficult.
/// assert_eq!((r.score_tenths, r.level), (36, DigHoleLevel::Difficult));
/// ```
pub fn rate_dig_hole(puzzle: &Puzzle) -> Result<DigHoleRating, RateError> {
    Ok(rate_dig_hole_grid(classic_givens(puzzle)?)?)
}

/// [`rate_dig_hole`] of classic givens, for the crate's own classic callers (the
/// generator).
pub(crate) fn rate_dig_hole_grid(grid: &Grid) -> Result<DigHoleRating, LogicError> {
    let tier = rate_tier_grid(grid)?.tier;
    Ok(rating_from_grid(grid, tier))
}

/// The dig-hole rating when the tier is already known (from [`super::rate_tier`]);
/// rules that are not classic are answered with [`RateError::ClassicOnly`].
pub fn rating_from(puzzle: &Puzzle, tier: Tier) -> Result<DigHoleRating, RateError> {
    Ok(rating_from_grid(classic_givens(puzzle)?, tier))
}

/// [`rating_from`] of classic givens, for the crate's own classic callers.
pub(crate) fn rating_from_grid(grid: &Grid, tier: Tier) -> DigHoleRating {
    let givens = givens_level(grid.filled_count());
    let spread = spread_level(lowest_line_givens(grid));
    let techniques = technique_level(tier);
    let count = search_count(grid);
    let search = search_level(count);
    let score_tenths = 4 * u16::from(givens)
        + 2 * u16::from(spread)
        + 2 * u16::from(techniques)
        + 2 * u16::from(search);
    DigHoleRating {
        level: DigHoleLevel::of_score(score_tenths),
        score_tenths,
        givens,
        spread,
        techniques,
        search,
        search_count: count,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn measures_follow_the_configuration_table() {
        assert_eq!(
            [81, 50, 49, 36, 35, 32, 31, 28, 27, 17].map(givens_level),
            [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
        );
        assert_eq!(
            [9, 5, 4, 3, 2, 1, 0].map(spread_level),
            [1, 1, 2, 3, 4, 5, 5]
        );
        assert_eq!(
            [0, 99, 100, 999, 1_000, 9_999, 10_000, 99_999, 100_000].map(search_level),
            [1, 1, 2, 2, 3, 3, 4, 4, 5]
        );
    }

    #[test]
    fn search_count_is_the_brute_force_iteration_count() {
        // The cross-language benchmark's fingerprints: 656 iterations for matrix 1, 439,269 for matrix 2
        // (counted only up to the Evil threshold).
        let parse = |text: &str| crate::format::parse_puzzles(text).remove(0).unwrap();
        let one = parse(include_str!("../../tests/fixtures/matrices/1.matrix"));
        let two = parse(include_str!("../../tests/fixtures/matrices/2.matrix"));
        assert_eq!(search_count(&one), 656);
        assert_eq!(search_level(656), 2);
        assert_eq!(search_count(&two), EVIL_SEARCH_COUNT);
        assert_eq!(search_level(search_count(&two)), 5);
    }

    #[test]
    fn score_ranges_agree_with_the_levels() {
        for t in 0..=50 {
            let (lo, hi) = DigHoleLevel::of_score(t).score_range();
            assert!(lo <= t && t <= hi, "{t}");
        }
    }

    #[test]
    fn score_ranges() {
        assert_eq!(DigHoleLevel::of_score(10), DigHoleLevel::ExtremelyEasy);
        assert_eq!(DigHoleLevel::of_score(15), DigHoleLevel::Easy);
        assert_eq!(DigHoleLevel::of_score(34), DigHoleLevel::Medium);
        assert_eq!(DigHoleLevel::of_score(45), DigHoleLevel::Evil);
        assert_eq!(DigHoleLevel::of_score(50), DigHoleLevel::Evil);
    }

    #[test]
    fn a_17_clue_puzzle_scores_high_on_givens_and_spread() {
        // The first puzzle of Royle's 17-clue collection.
        let g: Grid =
            ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."
                .parse()
                .unwrap();
        let r = rate_dig_hole(&g.into()).unwrap();
        assert_eq!((r.givens, r.spread), (5, 5));
        assert!(r.level >= DigHoleLevel::Difficult, "{r:?}");
    }
}
