//! Sudoku Explainer's XY-Wing (4.2) and XYZ-Wing (4.4) producers against serate: every
//! training puzzle serate rates 4.2 or 4.4 must rate exactly the same (ER, EP and ED).

mod common;

use common::se_rated;
use nonet::Grid;
use nonet::rate::se::{SeOptions, SeOutcome, rate};

#[test]
fn wing_rated_training_puzzles_match_serate() {
    let mut checked = 0;
    for r in se_rated().filter(|r| r.er == "4.2" || r.er == "4.4") {
        let puzzle: Grid = r.puzzle.parse().expect("puzzle");
        let SeOutcome::Rated { rating, .. } = rate(&puzzle.into(), &SeOptions::default()).unwrap()
        else {
            unreachable!("no time limit");
        };
        assert_eq!(
            rating.to_string(),
            format!("{}/{}/{}", r.er, r.ep, r.ed),
            "{puzzle}"
        );
        checked += 1;
    }
    assert!(checked >= 3, "{checked} wing-rated puzzles");
}
