//! Sudoku Explainer's XY-Wing (4.2) and XYZ-Wing (4.4) producers against serate: every
//! training puzzle serate rates 4.2 or 4.4 must rate exactly the same (ER, EP and ED).

use nonet::Grid;
use nonet::rate::se::{SeOptions, SeOutcome, rate};

#[test]
fn wing_rated_training_puzzles_match_serate() {
    let mut checked = 0;
    for line in include_str!("fixtures/se_rated_train.tsv").lines().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        if f[1] != "4.2" && f[1] != "4.4" {
            continue;
        }
        let puzzle: Grid = f[0].parse().expect("puzzle");
        let SeOutcome::Rated { rating, .. } = rate(&puzzle, &SeOptions::default()) else {
            unreachable!("no time limit");
        };
        assert_eq!(
            rating.to_string(),
            format!("{}/{}/{}", f[1], f[2], f[3]),
            "{puzzle}"
        );
        checked += 1;
    }
    assert!(checked >= 3, "{checked} wing-rated puzzles");
}
