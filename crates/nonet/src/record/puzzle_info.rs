//! `PuzzleInfo`: what a front end needs to show a puzzle it has just read, before any
//! search: its givens, its rules, which kinds they are, a text to share it, and its
//! [`Figure`].

use crate::format::figure::Figure;
use crate::format::share_text;
use crate::grid::{Cell, Grid};
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
    /// The region of each cell, r1c1 to r9c9 row by row: its box, or its jigsaw
    /// region, numbered 0 to 8 (so a view can highlight the cursor's region without
    /// knowing the shapes).
    pub regions: Vec<u8>,
    /// The kinds of the constraints, by their serde names, each once, in the order they
    /// first appear.
    pub kinds: Vec<String>,
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
        PuzzleInfo {
            givens: puzzle.givens,
            classic: rules.is_classic(),
            rules: rules.constraints().to_vec(),
            jigsaw: matches!(rules.layout(), Layout::Jigsaw(_)),
            regions: Cell::all().map(|c| rules.layout().region_of(c)).collect(),
            kinds: rules.kind_tags(),
            share: share_text(puzzle).ok(),
            figure: Figure::new(rules),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;
    use crate::rules::kinds::Jigsaw;

    /// A classic puzzle's regions are its boxes; a jigsaw's are the ones its text
    /// draws (one region label per cell, as the Interactive Sudoku Solver writes them).
    #[test]
    fn regions_are_the_boxes_or_the_jigsaws() {
        let classic = PuzzleInfo::new(&Puzzle::classic(Grid::EMPTY));
        let boxes: Vec<u8> = (0..81).map(|i| (i / 27 * 3 + i % 9 / 3) as u8).collect();
        assert_eq!(classic.regions, boxes);
        let layout =
            "001122222000103332100143332111143332504444462577748888577748668577768666555558866";
        let jigsaw = Layout::Jigsaw(Jigsaw::from_labels(layout).unwrap());
        let puzzle = Puzzle {
            givens: Grid::EMPTY,
            rules: Rules::new(jigsaw, Vec::new()).unwrap(),
        };
        let info = PuzzleInfo::new(&puzzle);
        assert!(info.jigsaw);
        let drawn: Vec<u8> = layout.bytes().map(|b| b - b'0').collect();
        assert_eq!(info.regions, drawn);
        let json = serde_json::to_value(&info).unwrap();
        assert_eq!(json["regions"].as_array().unwrap().len(), 81);
    }
}
