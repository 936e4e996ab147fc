//! `Generated`: a puzzle, its solution, how it was asked for and how it rates.

use super::id::PuzzleId;
use super::symmetry::Symmetry;
use super::target::{Level, Scheme};
use crate::format::fpuzzles::Metadata;
use crate::grid::Grid;
use crate::logic::SearchContext;
use crate::rate::se::{self, SeOptions, SeOutcome};
use crate::rate::{
    DigHoleRating, LogicScore, SeRating, TierRating, dig_hole_from_tier_grid, logic_score_grid,
    rate_tier_grid,
};
use crate::rules::{Puzzle, Rules};

/// A puzzle's ratings on the four scales. A pipeline fills in the ones it measured
/// to choose the puzzle (its own scale, and SE when the target bounds it);
/// [`Rated::complete`] fills in the rest, which only costs time: every rating is a
/// function of the puzzle alone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Rated {
    /// `sudoku-core`'s tier.
    pub tier: Option<TierRating>,
    /// Sudoku Explainer's ER/EP/ED.
    pub se: Option<SeRating>,
    /// The V4.1 pseudocode's logic score.
    pub logic: Option<LogicScore>,
    /// The dig-hole specification's level.
    pub dig_hole: Option<DigHoleRating>,
}

impl Rated {
    /// All four ratings of a proper puzzle.
    pub fn of(puzzle: &Grid) -> Rated {
        let mut rated = Rated::default();
        rated.complete(puzzle);
        rated
    }

    /// Fills in the ratings not yet there (the puzzle must be proper; a rating that
    /// cannot be computed stays `None`).
    pub fn complete(&mut self, puzzle: &Grid) {
        if self.tier.is_none() {
            self.tier = rate_tier_grid(puzzle).ok();
        }
        if self.se.is_none() {
            self.se = se_rating(puzzle);
        }
        if self.logic.is_none() {
            self.logic = logic_score_grid(puzzle);
        }
        if self.dig_hole.is_none() {
            self.dig_hole = self.tier.map(|t| dig_hole_from_tier_grid(puzzle, t.tier));
        }
    }
}

impl Rated {
    /// Fills in the ratings that rate a variant (the tier, and SE on the rule sets its
    /// scale covers); the classic solver's scales stay `None`.
    fn complete_variant(&mut self, puzzle: &Puzzle, solution: &Grid) {
        if self.tier.is_none() {
            self.tier = Some(super::variant::variant_tier(puzzle, solution));
        }
        if self.se.is_none() && (se::rates(&puzzle.rules) || se::extends(&puzzle.rules)) {
            self.se = match se::rate_with(puzzle, &SeOptions::default(), &mut SearchContext::new())
            {
                Ok(SeOutcome::Rated { rating, .. }) => Some(rating),
                _ => None,
            };
        }
    }
}

/// The SE rating with no time limit: generation never reads the clock, so that a
/// puzzle depends on its seed alone.
pub(crate) fn se_rating(puzzle: &Grid) -> Option<SeRating> {
    match se::rate_grid_with(puzzle, &SeOptions::default(), &mut SearchContext::new()) {
        SeOutcome::Rated { rating, .. } => Some(rating),
        SeOutcome::Timeout => None,
    }
}

/// A generated puzzle.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Generated {
    /// The puzzle's givens: proper under [`Generated::rules`], symmetric under
    /// [`Generated::symmetry`].
    pub puzzle: Grid,
    /// Its rules: classic, or a variant's with the constraints drawn for it.
    pub rules: Rules,
    /// Its one solution.
    pub solution: Grid,
    /// The puzzle's own seed: [`Generator::with_seed`] with it, and the same target,
    /// gives this puzzle again as its first.
    ///
    /// [`Generator::with_seed`]: super::Generator::with_seed
    pub seed: u64,
    /// The shareable code that regenerates this puzzle; `None` when the target has
    /// options a code cannot hold (see [`Target::fits_an_id`]) or the seed does not
    /// fit in one (see [`PuzzleId::SEED_BITS`]).
    ///
    /// [`Target::fits_an_id`]: super::Target::fits_an_id
    pub id: Option<PuzzleId>,
    /// The scheme that made it.
    pub scheme: Scheme,
    /// The level asked for.
    pub level: Level,
    /// The ratings the pipeline measured (see [`Rated`]).
    pub rated: Rated,
    /// Number of givens.
    pub givens: u8,
    /// The symmetry of the givens.
    pub symmetry: Symmetry,
    /// Whether no orbit of givens can be removed without losing uniqueness
    /// (guaranteed when asked for, and true of every [`Level::Any`] puzzle without a
    /// givens range).
    pub minimal: bool,
    /// Whether no attempt met the whole target and this is the best candidate seen
    /// instead (the scheme's best-so-far fallback): its rating then differs from the
    /// level asked for, or its SE from the bounds.
    pub fell_back: bool,
    /// Attempts spent (each a new solved grid).
    pub attempts: u32,
}

impl Generated {
    /// Fills in every rating (see [`Rated::complete`]).
    pub fn rate_all(&mut self) {
        if self.rules.is_classic() {
            self.rated.complete(&self.puzzle);
        } else {
            self.rated
                .complete_variant(&self.variant_puzzle(), &self.solution);
        }
    }

    /// What a form with room for them says of the puzzle: a title naming the seed and
    /// the level, and nonet as the author.
    pub fn metadata(&self) -> Metadata {
        Metadata {
            title: Some(match self.level {
                Level::Any => format!("nonet puzzle, seed {}", self.seed),
                level => format!("nonet {level} puzzle, seed {}", self.seed),
            }),
            author: Some("nonet".to_string()),
            ruleset: None,
        }
    }

    /// The givens under the rules, as one [`Puzzle`].
    pub fn variant_puzzle(&self) -> Puzzle {
        Puzzle {
            givens: self.puzzle,
            rules: self.rules.clone(),
        }
    }
}
