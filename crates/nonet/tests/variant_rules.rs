//! The rules model against real puzzles: every fixture reads, and its published solution
//! passes every checker (fixtures in `fixtures/variants/`, sources in their headers).

mod variant_fixtures;

use variant_fixtures::{Fixture, fixtures};

#[test]
fn every_published_solution_passes_every_checker() {
    let all: Vec<Fixture> = fixtures();
    assert_eq!(
        all.len(),
        113,
        "every row of variants_train.tsv, and one more"
    );
    for f in &all {
        let violations = f.puzzle.rules.violations(&f.solution);
        assert!(violations.is_empty(), "{}: {:?}", f.name, violations);
        assert!(
            f.puzzle.rules.solves(&f.solution, &f.puzzle.givens),
            "{}",
            f.name
        );
        assert!(
            f.puzzle.conflicts().is_empty(),
            "{}: givens conflict",
            f.name
        );
    }
}

#[test]
fn a_changed_digit_breaks_some_rule() {
    // A changed digit repeats in its row, whatever the variant.
    for f in fixtures() {
        let mut wrong = f.solution;
        let cell = nonet::Cell::at(4, 4).unwrap();
        let d = wrong.get(cell).unwrap().get();
        wrong.set(cell, nonet::Digit::new(d % 9 + 1));
        assert!(!f.puzzle.rules.violations(&wrong).is_empty(), "{}", f.name);
    }
}

#[test]
fn rules_round_trip_through_json() {
    for f in fixtures() {
        let json = serde_json::to_string(&f.puzzle).unwrap();
        let back: nonet::rules::Puzzle = serde_json::from_str(&json).unwrap();
        assert_eq!(back, f.puzzle, "{}", f.name);
    }
}
