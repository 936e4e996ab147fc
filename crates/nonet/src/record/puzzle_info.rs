//! `PuzzleInfo`: what a front end needs to show a puzzle it has just read, before any
//! search: its givens, its rules, which kinds they are, whether the logic engine gives
//! hints for them, a text to share it, and its [`Figure`].

use crate::format::figure::Figure;
use crate::format::share_text;
use crate::grid::Grid;
use crate::rules::{Constraint, Layout, Puzzle};

/// A puzzle as read, described for a front end (the web page's `read`).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct PuzzleInfo {
    /// The givens, 81 characters, `.` for an empty cell.
    pub givens: Grid,
    /// Whether the rules are classic (boxes, no constraint).
    pub classic: bool,
    /// The constraints, in the rules' order (the figure's items point into it).
    pub rules: Vec<Constraint>,
    /// Whether the regions are a jigsaw's rather than boxes.
    pub jigsaw: bool,
    /// The kinds of the constraints, by their serde names, each once, in the order they
    /// first appear.
    pub kinds: Vec<String>,
    /// Whether the logic engine gives hints for these rules (classic rules, or rules
    /// said whole by groups and peers); a front end says so plainly where it does not.
    pub logic: bool,
    /// The puzzle as text the readers take back (see
    /// [`share_text`](crate::format::share_text)); `null` in the rare case no format
    /// can say it (two sets of given candidates on one cell).
    pub share: Option<String>,
    /// The vector drawing of its rules.
    pub figure: Figure,
}

impl PuzzleInfo {
    /// The description of `puzzle`.
    pub fn new(puzzle: &Puzzle) -> PuzzleInfo {
        let rules = &puzzle.rules;
        let mut kinds: Vec<String> = Vec::new();
        for c in rules.constraints() {
            let tag = c.tag();
            if !kinds.contains(&tag) {
                kinds.push(tag);
            }
        }
        PuzzleInfo {
            givens: puzzle.givens,
            classic: rules.is_classic(),
            rules: rules.constraints().to_vec(),
            jigsaw: matches!(rules.layout(), Layout::Jigsaw(_)),
            kinds,
            logic: rules.is_classic() || rules.topology().is_only_groups_and_peers(),
            share: share_text(puzzle).ok(),
            figure: Figure::new(rules),
        }
    }
}
