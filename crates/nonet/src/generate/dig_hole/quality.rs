//! The dig-hole specification's quality checks on the finished (transformed) puzzle:
//! `verify_puzzle_quality` for every level, `verify_evil_puzzle` on top for Evil.

use super::config::LevelConfig;
use crate::grid::Grid;
use crate::rate::{DigHoleLevel, EVIL_SEARCH_COUNT, dig_hole_search_count, lowest_line_givens};
use crate::solve::is_unique_grid;

/// The dig-hole specification's "a row or column with very few givens" bound for Evil.
pub(super) const EVIL_SPARSE_LINE: usize = 2;

/// Why a finished puzzle failed its checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum QualityFailure {
    /// Not exactly one solution.
    NotUnique,
    /// Givens outside the level's range.
    Givens,
    /// Evil: the enumeration search count stays under 100,000.
    SearchCount,
    /// Evil: every row and column keeps more than 2 givens.
    NotSparse,
}

/// What the checks measured on a puzzle that passed them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Quality {
    /// The cross-language benchmark's search count (capped at 100,000), measured for Evil
    /// only, the level whose check reads it.
    pub search_count: Option<u64>,
}

/// Runs the dig-hole specification's checks for `config`'s level on `puzzle`, cheapest first.
pub(super) fn verify(puzzle: &Grid, config: &LevelConfig) -> Result<Quality, QualityFailure> {
    if !config.givens_in_range(puzzle.filled_count()) {
        return Err(QualityFailure::Givens);
    }
    if config.level != DigHoleLevel::Evil {
        return if is_unique_grid(puzzle) {
            Ok(Quality { search_count: None })
        } else {
            Err(QualityFailure::NotUnique)
        };
    }
    if lowest_line_givens(puzzle) > EVIL_SPARSE_LINE {
        return Err(QualityFailure::NotSparse);
    }
    let count = dig_hole_search_count(puzzle);
    if count < EVIL_SEARCH_COUNT {
        return Err(QualityFailure::SearchCount);
    }
    if !is_unique_grid(puzzle) {
        return Err(QualityFailure::NotUnique);
    }
    Ok(Quality {
        search_count: Some(count),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_check_can_fail() {
        let evil = LevelConfig::of(DigHoleLevel::Evil);
        // A proper 17-clue puzzle: below Evil's 22 givens.
        let seventeen: Grid =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
                .parse()
                .unwrap();
        assert_eq!(verify(&seventeen, &evil), Err(QualityFailure::Givens));
        let empty = Grid::EMPTY;
        assert_eq!(
            verify(&empty, &LevelConfig::of(DigHoleLevel::ExtremelyEasy)),
            Err(QualityFailure::Givens)
        );
        let medium = LevelConfig::of(DigHoleLevel::Medium);
        let mut two = crate::solve::random_solved_grid(1);
        for cell in crate::grid::Cell::all().take(81 - 33) {
            two.set(cell, None);
        }
        // The top five rows and three cells of the sixth emptied: many solutions.
        assert_eq!(verify(&two, &medium), Err(QualityFailure::NotUnique));
    }
}
