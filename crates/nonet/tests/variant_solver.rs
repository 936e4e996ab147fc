//! The generic solver on every fixture (public puzzles with published solutions): it
//! finds the published solution and no other, and every solution it reports passes the
//! rules' own checkers.

mod variant_fixtures;

use std::collections::BTreeSet;

use nonet::rules::Layout;
use nonet::{SolveStatus, Solver};
use variant_fixtures::fixtures;

/// Fixtures too hard for a test run (seconds to minutes of search); `nonet-bench
/// variants` solves them and checks their counts and solutions. Each is named by its
/// source entry.
const SLOW: &[&str] = &[
    // Killers of 17 five-cell cages and one single cell: seconds each.
    "MATHEMAGIC_KILLERS[10]",
    "MATHEMAGIC_KILLERS[12]",
    "MATHEMAGIC_KILLERS[1]",
    "MATHEMAGIC_KILLERS[3]",
    "MATHEMAGIC_KILLERS[5]",
    "MATHEMAGIC_KILLERS[7]",
    "MATHEMAGIC_KILLERS[9]",
    // Twelve little killer sums of 37 and nothing else.
    "LITTLE_KILLER_SNIPES[10]",
    // A jigsaw killer with kropki dots from SudokuVariantSolverJS's timeout list.
    "\"Solver needs SET\"",
];

/// Fixtures whose rows are not unique puzzles, with the reason.
const NOT_UNIQUE: &[(&str, &str)] = &[(
    "\"Trollscraper\"",
    "its 24 skyscraper clues alone have several solutions (the Interactive Sudoku \
     Solver finds five); the published one passes every checker (tests/variant_rules.rs)",
)];

/// Every constraint kind of the rules model, by [`Constraint::name`], and the jigsaw
/// layout: the fixtures solved below must cover them all.
///
/// [`Constraint::name`]: nonet::rules::Constraint::name
const EVERY_KIND: usize = 27;

#[test]
fn every_fixture_has_exactly_its_published_solution() {
    let mut solved = 0;
    let mut kinds = BTreeSet::new();
    for f in fixtures() {
        if SLOW.iter().any(|s| f.source.contains(s))
            || NOT_UNIQUE.iter().any(|(s, _)| f.source.contains(s))
        {
            continue;
        }
        let result = Solver::new()
            .stop_at(2)
            .node_limit(300_000)
            .solve_puzzle(&f.puzzle);
        assert_eq!(result.status, SolveStatus::Unique, "{}", f.name);
        let solution = result.solution.expect("a unique puzzle has a solution");
        assert_eq!(solution, f.solution, "{}", f.name);
        assert!(f.puzzle.rules.is_solution(&solution), "{}", f.name);
        solved += 1;
        kinds.extend(f.puzzle.rules.constraints().iter().map(|c| c.name()));
        if matches!(f.puzzle.rules.layout(), Layout::Jigsaw(_)) {
            kinds.insert("jigsaw layout");
        }
    }
    assert!(solved >= 100, "{solved} fixtures solved");
    assert_eq!(kinds.len(), EVERY_KIND + 1, "kinds solved: {kinds:?}");
}

#[test]
fn counting_past_a_non_unique_fixture_finds_valid_solutions() {
    for f in fixtures() {
        if !NOT_UNIQUE.iter().any(|(s, _)| f.source.contains(s)) {
            continue;
        }
        // Without the search's limit there are several; within it, whatever it finds
        // is a solution.
        let result = Solver::new()
            .stop_at(2)
            .node_limit(20_000)
            .solve_puzzle(&f.puzzle);
        if let Some(s) = result.solution {
            assert!(f.puzzle.rules.is_solution(&s), "{}", f.name);
        }
    }
}
