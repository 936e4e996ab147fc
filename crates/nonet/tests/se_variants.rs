//! Sudoku Explainer ratings of variant puzzles against SukakuExplainer's serate, on every
//! row of `fixtures/se_variants.tsv` (how its puzzles and ratings were made is in its
//! header): X, windoku, disjoint groups, anti-knight, anti-king and non-consecutive
//! puzzles, alone and in pairs, rated with the SE 1.2.1 technique set.
//!
//! nonet's producers run on the variant's houses and peers as SukakuExplainer's do:
//! singles, subsets, intersections, fish, wings and aligned exclusions, and SE's chaining
//! engine (cycles, forcing X/XY chains, Nishio, multiple and dynamic chains) with the
//! variant's extra houses and peers as links. Every row serate rates below 6.5 matches
//! but the three listed in [`KNOWN_BELOW_CHAINS`]; above it, the rows that differ are
//! training rows where serate's path takes a uniqueness step (a unique rectangle or a
//! BUG, which nonet keeps off on variants) or a generalized fish nonet has not got. The
//! pinned count fails when a change moves agreement either way. Non-consecutive rows
//! take SukakuExplainer's own non-consecutive producers and its cancellation of
//! consecutive digits beside each placed one.

use nonet::format::apply_rules_list;
use nonet::rate::se::{SeOptions, SeOutcome, rate, rates};
use nonet::{Grid, Puzzle};

/// Rows below 6.5 that differ, with why:
/// - two disjoint-groups puzzles serate rates 4.5: a unique rectangle, which nonet keeps
///   off on variants (the extra houses can make a rectangle's swap invalid, so the
///   deadly-pattern argument does not hold on every topology);
/// - a windoku puzzle serate rates 2.3 and nonet 2.6: serate's direct pointing runs on
///   windows and boxes too, nonet's direct producers on the classic houses only.
const KNOWN_BELOW_CHAINS: [&str; 3] = [
    "2..3.........4......5...6..8.1......7...8.5.24..1..8..1.4....7........6.........8",
    "8............2....145.3.8..7......9.5....2.41......7..9....4..7.7...8....6....95.",
    "..7.....42.....9...3..6.8..1....6.7.3...1..............59......71...8...........5",
];

struct Row {
    rules: String,
    puzzle: Puzzle,
    expected: String,
    er: f64,
    text: String,
}

fn rows() -> Vec<Row> {
    include_str!("fixtures/se_variants.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .skip(1)
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            let grid: Grid = f[1].parse().unwrap();
            Row {
                rules: f[0].to_string(),
                puzzle: apply_rules_list(grid.into(), f[0]).unwrap(),
                expected: format!("{}/{}/{}", f[2], f[3], f[4]),
                er: f[2].parse().unwrap(),
                text: f[1].to_string(),
            }
        })
        .collect()
}

/// The rows nonet rates (all of them) and those where its ER/EP/ED equal serate's.
const RATED: usize = 281;
const AGREED: usize = 274;

#[test]
fn variant_ratings_match_serate() {
    let rows = rows();
    assert!(rows.len() >= 100, "{} rows", rows.len());
    let (mut agreed, mut rated) = (0, 0);
    let mut wrong_below_chains = Vec::new();
    for row in &rows {
        assert!(rates(&row.puzzle.rules), "{}", row.rules);
        rated += 1;
        let Ok(SeOutcome::Rated { rating, .. }) = rate(&row.puzzle, &SeOptions::default()) else {
            panic!("{} {}: not rated", row.rules, row.text);
        };
        let got = rating.to_string();
        if got == row.expected {
            agreed += 1;
        } else if row.er < 6.5 {
            wrong_below_chains.push(format!(
                "{} {} serate {} nonet {got}",
                row.rules, row.text, row.expected
            ));
        }
    }
    let unexpected: Vec<&String> = wrong_below_chains
        .iter()
        .filter(|w| !KNOWN_BELOW_CHAINS.iter().any(|k| w.contains(k)))
        .collect();
    assert!(unexpected.is_empty(), "{unexpected:#?}");
    assert_eq!((agreed, rated), (AGREED, RATED), "{wrong_below_chains:#?}");
}
