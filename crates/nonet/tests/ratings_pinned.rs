//! Pinned ratings: 39 puzzles (`fixtures/ratings_pinned.tsv`) with their expected ratings
//! on all four scales, so that a change in a technique or a solver cannot move a rating
//! without this test saying so.
//!
//! The puzzles: 30 of `se_rated_train.tsv` (every group but `hardest_to_solve`, spread
//! over each group's ER range; their SE numbers are serate's own), 4 of
//! `most_difficult_100.txt` (logic levels medium and samurai), 4 17-clue puzzles and one
//! Beginner. The dig-hole scores were checked against an independent transcription of
//! seeds 001 and 002 when the fixture was made.
//!
//! To change the expected ratings on purpose (a fixed technique, a seed read better),
//! regenerate the file and review the diff line by line:
//!
//! ```text
//! NONET_BLESS=1 cargo test --release -p nonet --test ratings_pinned
//! git diff crates/nonet/tests/fixtures/ratings_pinned.tsv
//! ```

use std::fmt::Write as _;

use nonet::Grid;
use nonet::rate::se::SeOutcome;
use nonet::rate::{RateOptions, Ratings, rate_all};

const FIXTURE: &str = "tests/fixtures/ratings_pinned.tsv";
const HEADER: &str =
    "puzzle\ter\tep\ted\ttier\thardest\tlogic_score\tlogic_level\tdig_hole_level\tdig_hole_score";

/// The fixture line of a puzzle's ratings.
fn line(puzzle: &Grid, r: &Ratings) -> String {
    let Some(SeOutcome::Rated { rating: se, .. }) = r.se else {
        panic!("{puzzle}: no SE rating without a time limit")
    };
    let tier = r.tier.expect("tier asked for");
    let logic = r.logic.expect("logic asked for");
    let dig = r.dig_hole.expect("dig-hole asked for");
    format!(
        "{puzzle}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}.{}",
        se.er,
        se.ep,
        se.ed,
        tier.tier.slug(),
        r.hardest.map_or("-", |t| t.slug()),
        logic.score,
        logic.level.slug(),
        dig.level.slug(),
        dig.score_tenths / 10,
        dig.score_tenths % 10,
    )
}

#[test]
fn ratings_are_pinned() {
    let text = std::fs::read_to_string(FIXTURE).expect("fixture");
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some(HEADER));
    let mut fresh = format!("{HEADER}\n");
    let mut moved = Vec::new();
    let mut count = 0;
    for expected in lines {
        let puzzle: Grid = expected
            .split('\t')
            .next()
            .unwrap()
            .parse()
            .expect("a puzzle");
        let ratings = rate_all(&puzzle.into(), &RateOptions::default()).expect("a proper puzzle");
        let got = line(&puzzle, &ratings);
        if got != expected {
            moved.push(format!("expected {expected}\n     got {got}"));
        }
        let _ = writeln!(fresh, "{got}");
        count += 1;
    }
    assert!(count >= 39, "{count} puzzles");
    if std::env::var_os("NONET_BLESS").is_some() {
        std::fs::write(FIXTURE, fresh).expect("write the fixture");
        return;
    }
    assert!(
        moved.is_empty(),
        "{} of {count} ratings moved (if on purpose, see this file's header):\n{}",
        moved.len(),
        moved.join("\n")
    );
}
