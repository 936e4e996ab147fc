//! The eight-tier ladder's tier of a puzzle, from the hardest technique a solve needs.

use super::all::{RateError, classic_givens};
use crate::grid::Grid;
use crate::logic::{Board, Ladder, LogicError, Technique, Tier, info, unique_solution};
use crate::rules::Puzzle;

/// Empty cells above which a naked-singles-only puzzle is Easy rather than Beginner.
pub(crate) const BEGINNER_MAX_EMPTY: u8 = 35;

/// A puzzle's tier and what set it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct TierRating {
    pub tier: Tier,
    /// The technique that set the tier: the hardest the solve used, or
    /// [`Technique::Backtracking`] when the ladder got stuck (the eight-tier ladder
    /// rates such a puzzle Extreme because it needs backtracking); `None` only for a full grid,
    /// which needs no step.
    pub hardest: Option<Technique>,
    /// Whether the eight-tier ladder got stuck (the puzzle needs backtracking: Extreme).
    pub stuck: bool,
}

/// The eight-tier ladder's tier of a proper puzzle: the highest tier of any technique its ladder
/// needs; naked singles only is Beginner with at most 35 empty cells, Easy with more;
/// a solve that gets stuck is Extreme.
///
/// "Hardest" is by tier, not by ladder position: the ladder's reference engine takes the maximum of
/// its technique enum, which is ordered by tier, while its ladder tries some techniques
/// of a lower tier late (Unique Rectangles and Hidden Rectangle, Expert, come after the
/// Extreme ALS-XY-Wing and ALS Chain). Within a tier, the later technique of the ladder
/// is the one reported.
///
/// Rules that are not classic are answered with [`RateError::ClassicOnly`]: the
/// ladder's techniques and tiers are classic Sudoku's.
///
/// ```
/// use nonet::rate::{rate_tier, Tier};
/// use nonet::Grid;
/// let grid: Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///         .parse().unwrap();
/// // Naked singles alone solve it, and 51 cells are empty: Easy rather than Beginner.
/// assert_eq!(rate_tier(&grid.into()).unwrap().tier, Tier::Easy);
/// ```
pub fn rate_tier(puzzle: &Puzzle) -> Result<TierRating, RateError> {
    Ok(rate_tier_grid(classic_givens(puzzle)?)?)
}

/// [`rate_tier`] of classic givens, for the crate's own classic callers (the other
/// scales and the generator), which never hold other rules.
pub(crate) fn rate_tier_grid(grid: &Grid) -> Result<TierRating, LogicError> {
    unique_solution(grid)?;
    Ok(rate_tier_board(Board::new(grid), 81 - grid.filled_count()))
}

/// The tier of the path from `board` (a position mid-solve, from its candidates as
/// given), whose puzzle has `empty` empty cells; the board's puzzle must be proper.
pub fn rate_tier_board(mut board: Board, empty: usize) -> TierRating {
    let steps = Ladder::eight_tier().run(&mut board);
    if !board.is_solved() {
        return TierRating {
            tier: Tier::Extreme,
            hardest: Some(Technique::Backtracking),
            stuck: true,
        };
    }
    let hardest = hardest_by_tier(steps.iter().map(|s| s.technique));
    TierRating {
        tier: tier_of(hardest, empty),
        hardest,
        stuck: false,
    }
}

/// The technique of the highest tier among `used`, the latest in ladder order on a tie.
fn hardest_by_tier(used: impl Iterator<Item = Technique>) -> Option<Technique> {
    used.max_by_key(|&t| (info(t).tier, t.rank()))
}

/// The tier of a solved path whose hardest technique is `hardest`, on a puzzle with
/// `empty` empty cells.
fn tier_of(hardest: Option<Technique>, empty: usize) -> Tier {
    match hardest.map(|t| info(t).tier) {
        None | Some(Tier::Beginner | Tier::Easy) if empty <= usize::from(BEGINNER_MAX_EMPTY) => {
            Tier::Beginner
        }
        None | Some(Tier::Beginner | Tier::Easy) => Tier::Easy,
        Some(tier) => tier,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn naked_singles_split_at_35_empty_cells() {
        let solution: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .unwrap();
        // Emptying a whole row leaves a full house in every column: Beginner.
        let mut few = solution;
        for c in crate::grid::House::row(0).cells() {
            few.set(*c, None);
        }
        assert_eq!(rate_tier_grid(&few).unwrap().tier, Tier::Beginner);
    }

    #[test]
    fn a_stuck_ladder_names_backtracking_as_the_hardest() {
        // The third puzzle of hardest_1000.txt: the ladder places a few hidden
        // singles, then nothing of the eight-tier ladder applies.
        let g: Grid =
            "98.76.5..5.....9....4....8.8..5..7...3..2.........8..16......9..9.6...75....8.6.."
                .parse()
                .unwrap();
        let r = rate_tier_grid(&g).unwrap();
        assert_eq!(
            (r.tier, r.hardest, r.stuck),
            (Tier::Extreme, Some(Technique::Backtracking), true)
        );
        assert_eq!(info(Technique::Backtracking).tier, Tier::Extreme);
    }

    #[test]
    fn hardest_is_by_tier_not_by_ladder_position() {
        // The ladder tries Unique Rectangles (Expert) after ALS-XY-Wing (Extreme).
        assert!(Technique::UniqueRectangle1.rank() > Technique::AlsXyWing.rank());
        let used = [
            Technique::HiddenSingle,
            Technique::AlsXyWing,
            Technique::UniqueRectangle1,
        ];
        assert_eq!(
            hardest_by_tier(used.into_iter()),
            Some(Technique::AlsXyWing)
        );
        assert_eq!(tier_of(Some(Technique::AlsXyWing), 60), Tier::Extreme);
        // Same tier: the later one in the ladder.
        let used = [
            Technique::XWing,
            Technique::UniqueRectangle2,
            Technique::Pointing,
        ];
        assert_eq!(
            hardest_by_tier(used.into_iter()),
            Some(Technique::UniqueRectangle2)
        );
    }

    #[test]
    fn one_technique_per_tier() {
        // One technique per row of the eight-tier ladder's table.
        let rows = [
            (Technique::HiddenSingle, Tier::Medium),
            (Technique::HiddenTriple, Tier::Intermediate),
            (Technique::BoxLine, Tier::Hard),
            (Technique::Jellyfish, Tier::Expert),
            (Technique::AvoidableRectangle1, Tier::Expert),
            (Technique::UniqueRectangle3, Tier::Expert),
            (Technique::HiddenRectangle, Tier::Expert),
            (Technique::WWing, Tier::Master),
            (Technique::ExtendedUniqueRectangle, Tier::Master),
            (Technique::Bug1, Tier::Master),
            (Technique::AlsXz, Tier::Master),
            (Technique::AlsChain, Tier::Extreme),
            (Technique::AlignedPairExclusion, Tier::Extreme),
            (Technique::DynamicForcingChain, Tier::Extreme),
        ];
        for (t, tier) in rows {
            assert!(info(t).eight_tier, "{t:?}");
            assert_eq!(tier_of(Some(t), 50), tier, "{t:?}");
        }
        assert_eq!(tier_of(Some(Technique::NakedSingle), 35), Tier::Beginner);
        assert_eq!(tier_of(Some(Technique::FullHouse), 36), Tier::Easy);
        assert_eq!(tier_of(None, 0), Tier::Beginner);
    }
}
