//! [`rate_all`]: every scale of a puzzle in one call, after one check that the puzzle
//! is proper. The `rate` command and the generator use it.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use super::dig_hole::{DigHoleRating, rating_from_grid as dig_hole_from_tier_grid};
use super::logic_score::{LogicScore, logic_score_grid};
use super::se::{self, SeOptions, SeOutcome};
use super::tier::{TierRating, rate_tier_board, rate_tier_grid};
use crate::grid::{Clash, Conflict, Grid};
use crate::logic::{LogicError, Position, SearchContext, Technique, unique_solution};
use crate::rules::Puzzle;

/// One of the four rating scales.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Scale {
    /// Sudoku Explainer's ER/EP/ED: the slow one (seconds to minutes on the hardest
    /// puzzles, which need nested forcing chains).
    Se,
    /// The eight-tier ladder's tiers.
    Tier,
    /// The logic score.
    Logic,
    /// The dig-hole levels.
    DigHole,
}

impl Scale {
    /// All scales, in output order.
    pub const ALL: [Scale; 4] = [Scale::Se, Scale::Tier, Scale::Logic, Scale::DigHole];

    /// The name on the command line.
    pub const fn slug(self) -> &'static str {
        match self {
            Scale::Se => "se",
            Scale::Tier => "tier",
            Scale::Logic => "logic",
            Scale::DigHole => "dig-hole",
        }
    }

    /// Why this scale does not rate a position mid-solve (a pencil-mark grid), or
    /// `None` when it does ([`rate_position_with`]): Sudoku Explainer's rating and the
    /// tier come from a path of steps, which starts as well from given candidates; the
    /// logic score and the dig-hole levels are defined on the givens themselves.
    pub const fn not_for_positions(self) -> Option<&'static str> {
        match self {
            Scale::Se | Scale::Tier => None,
            Scale::Logic | Scale::DigHole => {
                Some("defined on givens alone: a position's candidates are not givens")
            }
        }
    }
}

impl Scale {
    /// Why this scale does not rate a variant puzzle, or `None` when it does
    /// ([`rate_variant_with`]): the tier comes from a path of steps, which the
    /// constraint techniques walk on any rules; Sudoku Explainer's rating is its
    /// classic techniques' scale, which SukakuExplainer extends to a few rule sets only
    /// (a variant of those has [`Basis::SeVariant`](super::Basis::SeVariant), which
    /// SE rates), and the logic score and the dig-hole levels read the
    /// classic searches' statistics, none of which a variant's rules keep.
    pub const fn not_for_variants(self) -> Option<&'static str> {
        match self {
            Scale::Tier => None,
            Scale::Se => Some(
                "neither SukakuExplainer's rule sets nor the scale's extension cover these rules",
            ),
            Scale::Logic => Some("read off the classic solver's search statistics"),
            Scale::DigHole => Some("read off the classic brute-force search count"),
        }
    }
}

impl fmt::Display for Scale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// A name that is not a scale.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown scale `{0}`: expected se, tier, logic or dig-hole")]
pub struct UnknownScale(pub String);

impl FromStr for Scale {
    type Err = UnknownScale;

    fn from_str(s: &str) -> Result<Scale, UnknownScale> {
        Scale::ALL
            .into_iter()
            .find(|k| k.slug().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownScale(s.to_string()))
    }
}

/// What [`rate_all`] computes and how long SE may take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RateOptions {
    /// The scales to compute; the others are `None` in [`Ratings`].
    pub scales: Vec<Scale>,
    /// Per-puzzle limit on the SE rating, the only scale that can take long; when it
    /// runs out the SE result is [`SeOutcome::Timeout`], never a number.
    pub time_limit: Option<Duration>,
}

impl Default for RateOptions {
    /// All four scales, no time limit.
    fn default() -> RateOptions {
        RateOptions {
            scales: Scale::ALL.to_vec(),
            time_limit: None,
        }
    }
}

impl RateOptions {
    fn wants(&self, scale: Scale) -> bool {
        self.scales.contains(&scale)
    }
}

/// A puzzle's ratings on the scales asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ratings {
    /// Sudoku Explainer's rating, or a timeout.
    pub se: Option<SeOutcome>,
    pub tier: Option<TierRating>,
    pub logic: Option<LogicScore>,
    pub dig_hole: Option<DigHoleRating>,
    /// The technique that set the tier (see [`TierRating::hardest`]: backtracking when
    /// the ladder got stuck); `None` when neither tier nor dig-hole was asked for, or
    /// when no step was needed (a full grid).
    pub hardest: Option<Technique>,
    /// Whether the tier ladder got stuck (see [`TierRating::stuck`]); `None` when
    /// neither tier nor dig-hole was asked for.
    pub stuck: Option<bool>,
}

/// Why a grid has no rating: only proper puzzles are rated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RateError {
    /// Givens repeat a digit in a house.
    #[error("{}", Clash(.0))]
    Conflicts(Vec<Conflict>),
    #[error("the puzzle has no solution")]
    NoSolution,
    #[error("the puzzle has more than one solution")]
    MultipleSolutions,
    /// The rules are not classic: every scale is defined on classic Sudoku (Sudoku
    /// Explainer's techniques, the tier ladder, the classic search's statistics), until
    /// the logic engine takes other rules. A position mid-solve (a pencil-mark grid) is
    /// rated by [`rate_position_with`], a variant by [`rate_variant_with`]; Sudoku
    /// Explainer's own entry points also rate the rule sets SukakuExplainer rates
    /// ([`se::rates`]) and answer this for the others.
    #[error("the ratings are defined for classic rules only")]
    ClassicOnly,
}

/// The givens of `puzzle` when its rules are classic, else [`RateError::ClassicOnly`]:
/// the one gate every public rating entry point passes before its classic search.
pub(super) fn classic_givens(puzzle: &Puzzle) -> Result<&Grid, RateError> {
    if puzzle.rules.is_classic() {
        Ok(&puzzle.givens)
    } else {
        Err(RateError::ClassicOnly)
    }
}

impl From<LogicError> for RateError {
    fn from(e: LogicError) -> RateError {
        match e {
            LogicError::Conflicts(c) => RateError::Conflicts(c),
            LogicError::MultipleSolutions => RateError::MultipleSolutions,
            _ => RateError::NoSolution,
        }
    }
}

/// Rates a proper puzzle on the scales of `options`.
///
/// The puzzle is checked once for a unique solution (SE itself never checks, and the
/// uniqueness techniques are only sound on proper puzzles). The dig-hole rating's
/// technique measure is the eight-tier ladder's tier, computed once for both scales.
///
/// Rules that are not classic are answered with [`RateError::ClassicOnly`].
///
/// ```
/// use nonet::rate::{rate_all, RateError, RateOptions, Tier, DigHoleLevel};
/// use nonet::{Grid, Puzzle};
/// let grid: Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///         .parse().unwrap();
/// let r = rate_all(&grid.into(), &RateOptions::default()).unwrap();
/// assert_eq!(r.tier.unwrap().tier, Tier::Easy);
/// assert_eq!(r.dig_hole.unwrap().level, DigHoleLevel::Difficult);
///
/// let x: Puzzle = nonet::format::iss::parse(".Diagonal~1.Diagonal~-1.~R1C1_5").unwrap();
/// assert_eq!(rate_all(&x, &RateOptions::default()), Err(RateError::ClassicOnly));
/// ```
pub fn rate_all(puzzle: &Puzzle, options: &RateOptions) -> Result<Ratings, RateError> {
    rate_all_with(puzzle, options, &mut SearchContext::new())
}

/// [`rate_all`] with the SE rating's chaining buffers kept in `ctx` (see
/// [`se::rate_with`]): a batch that rates many puzzles on one thread keeps one context
/// and saves setting the buffers up again for every puzzle that needs chains.
pub fn rate_all_with(
    puzzle: &Puzzle,
    options: &RateOptions,
    ctx: &mut SearchContext,
) -> Result<Ratings, RateError> {
    let grid = classic_givens(puzzle)?;
    unique_solution(grid)?;
    let tier = if options.wants(Scale::Tier) || options.wants(Scale::DigHole) {
        Some(rate_tier_grid(grid)?)
    } else {
        None
    };
    let se = options.wants(Scale::Se).then(|| {
        se::rate_grid_with(
            grid,
            &SeOptions {
                time_limit: options.time_limit,
            },
            ctx,
        )
    });
    let logic = if options.wants(Scale::Logic) {
        Some(logic_score_grid(grid).ok_or(RateError::NoSolution)?)
    } else {
        None
    };
    let dig_hole = match tier {
        Some(t) if options.wants(Scale::DigHole) => Some(dig_hole_from_tier_grid(grid, t.tier)),
        _ => None,
    };
    Ok(Ratings {
        se,
        hardest: tier.and_then(|t| t.hardest),
        stuck: tier.map(|t| t.stuck),
        tier: tier.filter(|_| options.wants(Scale::Tier)),
        logic,
        dig_hole,
    })
}

/// Rates a position mid-solve from its candidates as given: Sudoku Explainer's rating
/// (as SukakuExplainer computes it from candidates) and the tier ladder's tier. The
/// other scales are defined on givens alone ([`Scale::not_for_positions`]), so they
/// are never computed for a position: their fields stay `None` whatever `options` asks.
pub fn rate_position_with(
    position: &Position,
    options: &RateOptions,
    ctx: &mut SearchContext,
) -> Ratings {
    let tier = options
        .wants(Scale::Tier)
        .then(|| rate_tier_board(position.board.clone(), 81 - position.givens.filled_count()));
    let se = options.wants(Scale::Se).then(|| {
        se::rate_board_with(
            position.board.clone(),
            &SeOptions {
                time_limit: options.time_limit,
            },
            ctx,
        )
    });
    Ratings {
        se,
        hardest: tier.and_then(|t| t.hardest),
        stuck: tier.map(|t| t.stuck),
        tier,
        logic: None,
        dig_hole: None,
    }
}

/// Rates a proper variant puzzle (rules that are not classic) from its givens: the tier
/// of the eight-tier ladder, whose constraint techniques reason about the rules, and,
/// for the rule sets SukakuExplainer rates ([`se::rates`]: diagonals, windoku, disjoint
/// groups, anti-knight, anti-king), Sudoku Explainer's rating. The other scales do not
/// rate variants ([`Scale::not_for_variants`]), so their fields stay `None` whatever
/// `options` asks.
pub fn rate_variant_with(puzzle: &Puzzle, options: &RateOptions) -> Result<Ratings, RateError> {
    let (board, _) = crate::logic::start(puzzle)?;
    let se = if options.wants(Scale::Se) && (se::rates(&puzzle.rules) || se::extends(&puzzle.rules))
    {
        let se_options = SeOptions {
            time_limit: options.time_limit,
        };
        Some(se::rate_with(
            puzzle,
            &se_options,
            &mut SearchContext::new(),
        )?)
    } else {
        None
    };
    let tier = options
        .wants(Scale::Tier)
        .then(|| rate_tier_board(board, 81 - puzzle.givens.filled_count()));
    Ok(Ratings {
        se,
        hardest: tier.and_then(|t| t.hardest),
        stuck: tier.map(|t| t.stuck),
        tier,
        logic: None,
        dig_hole: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rate::{LogicLevel, Tenths, Tier};

    const EASY: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// One context kept across a batch (as `nonet rate`'s workers keep theirs) rates
    /// every puzzle as a fresh context does: what the chaining engine keeps from one
    /// puzzle (its buffers, its last hints) never leaks into the next. The puzzles are
    /// SE-rated training puzzles whose paths need cycles, Nishio, cell and region
    /// forcing chains (serate: 7.1, 7.8, 8.3, 8.4), each rated twice in a row.
    #[test]
    fn a_kept_context_rates_as_a_fresh_one() {
        let puzzles = [
            EASY,
            "4.6.175.....8.9.46.9....1..1.....984.....6...947...6....2.8.....7.....5......54.1",
            "..21698..16...34.2.834.29...3.....87.......94.................6.4..3......69.41..",
            ".435.......2..63.8..7.3.45.2..........4....8.5.84..7.........7.7..283..5....9...2",
            "7...4...33..6..98..2.3....66..7...2...74..3.......8..124.93.....8.......9.1......",
        ];
        let options = RateOptions::default();
        let mut ctx = SearchContext::new();
        let mut chained = 0;
        for line in puzzles.iter().flat_map(|p| [p, p]) {
            let g: Grid = line.parse().unwrap();
            let kept = rate_all_with(&g.into(), &options, &mut ctx).unwrap();
            assert_eq!(kept, rate_all(&g.into(), &options).unwrap(), "{line}");
            chained += usize::from(matches!(
                kept.se,
                Some(SeOutcome::Rated { rating, .. }) if rating.er >= Tenths(65)
            ));
        }
        assert_eq!(chained, 8);
    }

    #[test]
    fn all_scales_by_default() {
        let g: Grid = EASY.parse().unwrap();
        let r = rate_all(&g.into(), &RateOptions::default()).unwrap();
        let Some(SeOutcome::Rated { rating, .. }) = r.se else {
            panic!("{r:?}")
        };
        assert_eq!(rating.to_string(), "1.2/1.2/1.2");
        assert_eq!(r.tier.unwrap().tier, Tier::Easy);
        assert_eq!(r.logic.unwrap().level, LogicLevel::Easy);
        assert!(r.dig_hole.is_some());
        assert_eq!(r.hardest, Some(Technique::NakedSingle));
    }

    #[test]
    fn only_the_scales_asked_for() {
        let g: Grid = EASY.parse().unwrap();
        let options = RateOptions {
            scales: vec![Scale::DigHole],
            time_limit: None,
        };
        let r = rate_all(&g.into(), &options).unwrap();
        assert!(r.se.is_none() && r.tier.is_none() && r.logic.is_none());
        assert!(r.dig_hole.is_some());
    }

    #[test]
    fn improper_puzzles_have_no_rating() {
        assert_eq!(
            rate_all(&Grid::EMPTY.into(), &RateOptions::default()),
            Err(RateError::MultipleSolutions)
        );
        let mut clash: Grid = EASY.parse().unwrap();
        clash.set(crate::Cell::from_index(2), crate::Digit::new(5));
        assert!(matches!(
            rate_all(&clash.into(), &RateOptions::default()),
            Err(RateError::Conflicts(_))
        ));
    }

    #[test]
    fn scale_names() {
        for s in Scale::ALL {
            assert_eq!(s.slug().parse::<Scale>(), Ok(s));
        }
        assert!("speed".parse::<Scale>().is_err());
    }

    /// Rules that are not classic are refused in words, before any search; the same
    /// givens under classic rules are rated.
    #[test]
    fn rules_that_are_not_classic_are_refused() {
        let x = crate::format::iss::parse(
            ".Diagonal~1.Diagonal~-1.~R1C3_1~R1C7_2~R2C3_2~R2C4_3~R2C9_4~R3C1_4~R4C1_5~R4C3_3\
             ~R4C8_6~R5C2_1~R5C9_5~R6C3_6~R7C5_7~R7C6_8~R8C5_9~R9C2_7~R9C6_1~R9C8_9",
        )
        .unwrap();
        let err = rate_all(&x, &RateOptions::default()).unwrap_err();
        assert_eq!(err, RateError::ClassicOnly);
        assert_eq!(
            err.to_string(),
            "the ratings are defined for classic rules only"
        );
        let classic = rate_all(&x.givens.into(), &RateOptions::default());
        assert_ne!(classic, Err(RateError::ClassicOnly));
    }

    /// Every scale's own entry point refuses rules that are not classic as
    /// [`rate_all`] does, and rates the same givens under classic rules.
    #[test]
    fn each_scale_refuses_rules_that_are_not_classic() {
        use crate::rate::{dig_hole_from_tier, logic_score, rate_dig_hole, rate_tier};
        let classic: Puzzle = EASY.parse::<Grid>().unwrap().into();
        let mut x = crate::format::iss::parse(".Diagonal~1.Diagonal~-1.~R1C1_5").unwrap();
        x.givens = classic.givens;
        let options = SeOptions::default();
        let only = Some(RateError::ClassicOnly);
        assert_eq!(rate_tier(&x).err(), only);
        assert_eq!(logic_score(&x).err(), only);
        assert_eq!(rate_dig_hole(&x).err(), only);
        assert_eq!(dig_hole_from_tier(&x, Tier::Easy).err(), only);
        // Sudoku Explainer's scale rates X and non-consecutive as SukakuExplainer does
        // (see `se::rates`), and the other rules on its extension.
        let nc = crate::format::iss::parse(".AntiConsecutive.~R1C1_5").unwrap();
        assert!(se::rates(&x.rules) && se::rates(&nc.rules));
        assert_eq!(rate_tier(&classic).map(|t| t.tier), Ok(Tier::Easy));
        assert!(logic_score(&classic).is_ok());
        assert!(rate_dig_hole(&classic).is_ok());
        assert!(dig_hole_from_tier(&classic, Tier::Easy).is_ok());
        assert!(matches!(
            se::rate(&classic, &options),
            Ok(SeOutcome::Rated { .. })
        ));
    }
}
