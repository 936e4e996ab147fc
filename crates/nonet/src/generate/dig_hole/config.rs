//! The dig-hole specification's configuration table: per level, the givens range
//! (restriction 1), the lower bound of givens in every row and column (restriction 2) and
//! the digging sequence.

use super::sequence::SequenceKind;
use crate::rate::DigHoleLevel;

/// One row of the dig-hole specification's `DIFFICULTY_CONFIGS`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelConfig {
    /// The level this row configures.
    pub level: DigHoleLevel,
    /// Fewest givens a puzzle of this level may keep (restriction 1).
    pub min_givens: u8,
    /// Most givens a puzzle of this level may keep (restriction 1).
    pub max_givens: u8,
    /// Fewest givens every row and every column must keep (restriction 2).
    pub lower_bound: u8,
    /// The order in which cells are considered for digging.
    pub sequence: SequenceKind,
}

impl LevelConfig {
    /// The dig-hole specification's row for `level`.
    pub const fn of(level: DigHoleLevel) -> LevelConfig {
        let (min_givens, max_givens, lower_bound, sequence) = match level {
            DigHoleLevel::ExtremelyEasy => (50, 81, 5, SequenceKind::Random),
            DigHoleLevel::Easy => (36, 49, 4, SequenceKind::Random),
            DigHoleLevel::Medium => (32, 35, 3, SequenceKind::Jumping),
            DigHoleLevel::Difficult => (28, 31, 2, SequenceKind::SPattern),
            DigHoleLevel::Evil => (22, 27, 0, SequenceKind::LeftRightTopBottom),
        };
        LevelConfig {
            level,
            min_givens,
            max_givens,
            lower_bound,
            sequence,
        }
    }

    /// Whether `givens` lies in the level's range (restriction 1).
    pub const fn givens_in_range(&self, givens: usize) -> bool {
        givens >= self.min_givens as usize && givens <= self.max_givens as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rate::DigHoleLevel;

    #[test]
    fn ranges_tile_the_givens_scale_without_overlap() {
        // The five ranges of the dig-hole specification cover 22..=81 and meet end to end,
        // so a given count names one level at most.
        let configs = DigHoleLevel::ALL.map(LevelConfig::of);
        for pair in configs.windows(2) {
            assert_eq!(pair[1].max_givens + 1, pair[0].min_givens, "{pair:?}");
            assert!(pair[1].lower_bound < pair[0].lower_bound);
        }
        assert_eq!((configs[4].min_givens, configs[0].max_givens), (22, 81));
    }
}
