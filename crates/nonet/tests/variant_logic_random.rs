//! Soundness of the whole ladder on variants, on puzzles nobody chose: for each
//! group-and-peer fixture's solution S, random subsets of S's digits as givens,
//! explained with the standard ladder up to (not including) backtracking.
//!
//! A puzzle whose givens are taken from S has S among its solutions, unique or not,
//! so a sound step never places a digit other than S's, nor removes S's digit. Every
//! step of every technique the ladder takes is checked against S, so the property
//! covers each technique's rows as the registry has them, generic or classic, and
//! whatever rows are added later. Each generic row (scope `Any`) must fire somewhere,
//! so that the property is not vacuous for any of them.

mod variant_fixtures;

use std::collections::BTreeMap;
use std::ops::ControlFlow;

use nonet::Grid;
use nonet::logic::{
    Board, Family, Finder, Ladder, REGISTRY, Scope, SearchContext, Step, Technique, info,
};
use nonet::rng::Rng;
use variant_fixtures::{fixtures, random_clues, thinned};

/// Random clue subsets per fixture.
const PUZZLES_PER_FIXTURE: usize = 25;

/// How many steps of one row are checked on one board: on a thinned, nearly empty
/// board the ALS rows alone find millions of sets that combine.
const STEPS_PER_ROW: usize = 200;

/// Panics unless `step`, found on `board`, agrees with `solution`.
fn assert_agrees(board: &Board, solution: &Grid, step: &Step, at: &dyn Fn() -> String) {
    for p in &step.placements {
        assert!(board.value(p.cell).is_none(), "{}", at());
        assert_eq!(solution.get(p.cell), Some(p.digit), "{}", at());
    }
    for e in &step.eliminations {
        assert!(board.has(e.cell, e.digit), "{}", at());
        assert_ne!(solution.get(e.cell), Some(e.digit), "{}", at());
    }
}

/// Which generic rows a board is checked with.
#[derive(Clone, Copy, PartialEq)]
enum Rows {
    /// All of them.
    All,
    /// All but the chaining rows (forcing chains cost the most).
    BelowForcing,
    /// All but the chaining rows and the ALS rows: on a thinned, nearly empty board
    /// the ALS Chain alone takes seconds over its millions of sets (`variant_als.rs`
    /// checks the ALS rows on thinned boards of its own).
    BelowAls,
}

/// The first [`STEPS_PER_ROW`] steps of each generic row's finder that `rows` takes
/// on `board`, checked against `solution` and counted.
fn check_generic_rows(
    board: &Board,
    solution: &Grid,
    rows: Rows,
    sent: &mut BTreeMap<&'static str, usize>,
) {
    let topology = board.topology();
    for row in REGISTRY {
        let Scope::Any(find) = row.scope else {
            continue;
        };
        let skipped = match rows {
            Rows::All => false,
            Rows::BelowForcing => matches!(find, Finder::Chains(_)),
            Rows::BelowAls => matches!(find, Finder::Chains(_)) || row.family == Family::Als,
        };
        if row.technique == Technique::Backtracking || skipped {
            continue;
        }
        let mut left = STEPS_PER_ROW;
        let _ = find.run(board, &mut SearchContext::new(), &mut |step| {
            let at = || format!("{board:?}: {}", step.explanation_in(topology));
            assert_agrees(board, solution, &step, &at);
            *sent.entry(row.name).or_default() += 1;
            left -= 1;
            if left == 0 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
    }
}

/// Walks each random puzzle with the ladder up to backtracking, checking every step
/// it takes; on the first board where the singles are stuck it also runs every
/// generic row's finder (the chaining ones on each board where everything below
/// forcing chains is stuck) and checks every step each sends, so that rows the ladder
/// rarely reaches are checked too, and so it does on the puzzle's first board with
/// wrong candidates thinned out at random.
#[test]
fn every_step_on_random_clue_subsets_agrees_with_the_solution() {
    let mut rng = Rng::new(0x5eed_0021);
    let ladder = Ladder::logic_only();
    let mut taken: BTreeMap<&str, usize> = BTreeMap::new();
    let mut sent: BTreeMap<&str, usize> = BTreeMap::new();
    let mut puzzles = 0;
    for f in fixtures() {
        let topology = f.puzzle.rules.topology();
        if !topology.is_only_groups_and_peers() {
            continue;
        }
        for _ in 0..PUZZLES_PER_FIXTURE {
            puzzles += 1;
            // From nearly empty boards (many solutions, where logic soon stops) to
            // nearly proper ones.
            let keep = 22 + rng.below(19);
            let givens = random_clues(&f.solution, || rng.below(81) < keep);
            let mut board = Board::for_variant(&givens, topology.clone(), f.solution);
            check_generic_rows(
                &thinned(&board, &f.solution, || rng.below(2) == 0),
                &f.solution,
                Rows::BelowAls,
                &mut sent,
            );
            let mut ctx = SearchContext::new();
            let mut checked = false;
            while let Some(step) = ladder.next_step_with(&board, &mut ctx) {
                let at = || {
                    format!(
                        "{} from {givens}: {}",
                        f.name,
                        step.explanation_in(&topology)
                    )
                };
                assert_agrees(&board, &f.solution, &step, &at);
                // Every generic row on the first board past the singles, and on each
                // board that needs a forcing chain: every row on every board would take
                // minutes in a debug build, for few more patterns.
                let family = info(step.technique).family;
                if family == Family::Forcing || (family != Family::Singles && !checked) {
                    let rows = if family == Family::Forcing {
                        Rows::All
                    } else {
                        Rows::BelowForcing
                    };
                    check_generic_rows(&board, &f.solution, rows, &mut sent);
                    checked = true;
                }
                *taken.entry(step.technique.name()).or_default() += 1;
                board.apply(&step);
            }
        }
    }
    eprintln!(
        "{puzzles} random puzzles; steps per technique, taken in paths / sent by the generic finders:"
    );
    for row in REGISTRY {
        let (a, b) = (taken.get(row.name), sent.get(row.name));
        if a.is_some() || b.is_some() {
            eprintln!("  {}: {} / {}", row.name, a.unwrap_or(&0), b.unwrap_or(&0));
        }
    }
    assert!(puzzles >= 250, "{puzzles} puzzles");
    let silent: Vec<&str> = REGISTRY
        .iter()
        .filter(|r| matches!(r.scope, Scope::Any(_)) && r.technique != Technique::Backtracking)
        .map(|r| r.name)
        .filter(|name| !sent.contains_key(name) && !taken.contains_key(name))
        .collect();
    assert!(
        silent.is_empty(),
        "generic rows that never fired: {silent:?}"
    );
}
