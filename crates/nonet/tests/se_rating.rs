//! The Sudoku Explainer rating against serate's own numbers
//! (`fixtures/se_rated_train.tsv`: SukakuExplainer's serate with the SE 1.2.1 technique
//! set, default fixes on, one thread; see the data README).

mod common;

use std::time::{Duration, Instant};

use common::se_rated;
use nonet::Grid;
use nonet::rate::se::{SeOptions, SeOutcome, rate};
use nonet::rate::{SeRating, Tenths};

struct Rated {
    puzzle: Grid,
    expected: SeRating,
    group: String,
}

fn tenths(s: &str) -> Tenths {
    let (int, frac) = s.split_once('.').expect("d.d");
    Tenths(int.parse::<u16>().unwrap() * 10 + frac.parse::<u16>().unwrap())
}

fn train() -> Vec<Rated> {
    se_rated()
        .map(|r| Rated {
            puzzle: r.puzzle.parse().unwrap(),
            expected: SeRating {
                er: tenths(r.er),
                ep: tenths(r.ep),
                ed: tenths(r.ed),
            },
            group: r.group.to_string(),
        })
        .collect()
}

fn rating(puzzle: &Grid) -> SeRating {
    match rate(&puzzle.into(), &SeOptions::default()).unwrap() {
        SeOutcome::Rated { rating, .. } => rating,
        SeOutcome::Timeout => unreachable!("no time limit"),
    }
}

/// Every training puzzle outside the hardest group (which needs minutes of nested
/// chains in serate) gets serate's own ER, EP and ED: singles through fish, wings, unique
/// rectangles and loops, BUG, aligned exclusion and the forcing chains all enumerate and
/// rate in SE's order.
#[test]
fn ratings_match_serate_exactly() {
    let rated: Vec<Rated> = train()
        .into_iter()
        .filter(|r| r.group != "hardest_to_solve")
        .collect();
    assert!(rated.len() >= 290);
    let mut wrong = Vec::new();
    for r in &rated {
        let got = rating(&r.puzzle);
        if got != r.expected {
            wrong.push(format!(
                "{} {}: got {got}, serate {}",
                r.puzzle, r.group, r.expected
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {}:\n{}",
        wrong.len(),
        rated.len(),
        wrong.join("\n")
    );
}

/// A puzzle whose very first step needs nested dynamic chains (serate: 9.7, and
/// minutes in all) stops soon after a 50 ms limit with a timeout, never a number: the
/// limit is checked inside the chaining searches, not only between steps.
#[test]
fn time_limit_interrupts_nested_chains() {
    let hard = train()
        .into_iter()
        .find(|r| r.group == "hardest_to_solve" && r.expected.ed >= Tenths(95))
        .expect("a hardest puzzle whose first step is nested");
    let limit = Duration::from_millis(50);
    let t0 = Instant::now();
    let outcome = rate(
        &hard.puzzle.into(),
        &SeOptions {
            time_limit: Some(limit),
        },
    )
    .unwrap();
    let took = t0.elapsed();
    assert_eq!(outcome, SeOutcome::Timeout);
    assert!(
        took < 20 * limit,
        "timeout took {took:?} for a {limit:?} limit"
    );
}

/// A limit that is not reached changes nothing: the number is serate's.
#[test]
fn time_limit_not_reached_gives_the_rating() {
    let r = train()
        .into_iter()
        .find(|r| r.group == "qqwing_expert" && r.expected.er >= Tenths(70))
        .expect("an expert puzzle with chains");
    let outcome = rate(
        &r.puzzle.into(),
        &SeOptions {
            time_limit: Some(Duration::from_secs(60)),
        },
    )
    .unwrap();
    let SeOutcome::Rated { rating, .. } = outcome else {
        panic!("timeout under a 60 s limit");
    };
    assert_eq!(rating, r.expected);
}
