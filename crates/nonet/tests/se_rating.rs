//! The Sudoku Explainer rating against serate's own numbers
//! (`fixtures/se_rated_train.tsv`: SukakuExplainer's serate with the SE 1.2.1 technique
//! set, default fixes on, one thread; see the data README).

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
    include_str!("fixtures/se_rated_train.tsv")
        .lines()
        .skip(1)
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            Rated {
                puzzle: f[0].parse().unwrap(),
                expected: SeRating {
                    er: tenths(f[1]),
                    ep: tenths(f[2]),
                    ed: tenths(f[3]),
                },
                group: f[4].to_string(),
            }
        })
        .collect()
}

fn rating(puzzle: &Grid) -> SeRating {
    match rate(puzzle, &SeOptions::default()) {
        SeOutcome::Rated { rating, .. } => rating,
        SeOutcome::Timeout => unreachable!("no time limit"),
    }
}

/// Puzzles serate rates at most 4.0 need only singles, intersections, subsets and
/// fish, all of which enumerate in SE's order: every number must match.
#[test]
fn easy_ratings_match_serate_exactly() {
    let easy: Vec<Rated> = train()
        .into_iter()
        .filter(|r| r.expected.er <= Tenths(40))
        .collect();
    assert!(easy.len() > 150);
    let mut wrong = Vec::new();
    for r in &easy {
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
        easy.len(),
        wrong.join("\n")
    );
}
