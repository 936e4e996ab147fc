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

use nonet::logic::{
    Board, Family, Finder, Ladder, REGISTRY, Scope, SearchContext, Step, Technique, info,
};
use nonet::rng::Rng;
use nonet::{Cell, Grid};
use variant_fixtures::fixtures;

/// Random clue subsets per fixture.
const PUZZLES_PER_FIXTURE: usize = 25;

/// A random subset of `solution`'s digits as givens: each cell kept with a
/// probability drawn once per puzzle between 22 and 40 in 81, from nearly empty
/// boards (many solutions, where logic soon stops) to nearly proper ones.
fn random_clues(solution: &Grid, rng: &mut Rng) -> Grid {
    let keep = 22 + rng.below(19);
    let mut g = Grid::EMPTY;
    for cell in Cell::all() {
        if rng.below(81) < keep {
            g.set(cell, solution.get(cell));
        }
    }
    g
}

/// `board` with each candidate the solution does not hold removed at random (one in
/// two): a position the solution still fits, with subsets and fish a board reached
/// by placements seldom shows (a hidden quad needs a full group with nine empty cells).
fn thinned(board: &Board, solution: &Grid, rng: &mut Rng) -> Board {
    let mut board = board.clone();
    for cell in board.empty_cells() {
        for d in board.candidates(cell) {
            if solution.get(cell) != Some(d) && rng.below(2) == 0 {
                board.eliminate(cell, d);
            }
        }
    }
    board
}

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

/// Every step of every generic row's finder on `board`, checked against `solution`
/// and counted; the chaining rows only with `chains` (they cost the most).
fn check_generic_rows(
    board: &Board,
    solution: &Grid,
    chains: bool,
    sent: &mut BTreeMap<&'static str, usize>,
) {
    let topology = board.topology();
    for row in REGISTRY {
        let Scope::Any(find) = row.scope else {
            continue;
        };
        if row.technique == Technique::Backtracking
            || (!chains && matches!(find, Finder::Chains(_)))
        {
            continue;
        }
        let _ = find.run(board, &mut SearchContext::new(), &mut |step| {
            let at = || format!("{board:?}: {}", step.explanation_in(topology));
            assert_agrees(board, solution, &step, &at);
            *sent.entry(row.name).or_default() += 1;
            ControlFlow::Continue(())
        });
    }
}

/// Walks each random puzzle with the ladder up to backtracking, checking every step
/// it takes; on the boards where the singles are stuck it also runs every generic
/// row's finder (the chaining ones where everything below forcing chains is stuck)
/// and checks every step each sends, so that rows the ladder rarely reaches are
/// checked too, and so it does on the puzzle's first board with wrong candidates
/// thinned out at random.
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
            let givens = random_clues(&f.solution, &mut rng);
            let mut board = Board::for_variant(&givens, topology.clone(), f.solution);
            check_generic_rows(
                &thinned(&board, &f.solution, &mut rng),
                &f.solution,
                false,
                &mut sent,
            );
            let mut ctx = SearchContext::new();
            while let Some(step) = ladder.next_step_with(&board, &mut ctx) {
                let at = || {
                    format!(
                        "{} from {givens}: {}",
                        f.name,
                        step.explanation_in(&topology)
                    )
                };
                assert_agrees(&board, &f.solution, &step, &at);
                let family = info(step.technique).family;
                if family != Family::Singles {
                    check_generic_rows(&board, &f.solution, family == Family::Forcing, &mut sent);
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
