//! `nonet generate`, `nonet id` and the ratings they print, run as a user runs them:
//! every claim a generated puzzle carries (minimal, its level, its ratings) checked
//! from the puzzle alone, and requests that cannot succeed refused before any work.

use nonet::Grid;
use nonet::generate::Symmetry;
use serde_json::Value;

mod common;
use common::nonet;

/// Whether no orbit of `symmetry` can leave `puzzle` with one solution, by counting
/// the solutions of each smaller puzzle.
fn minimal_by_counting(puzzle: &Grid, symmetry: Symmetry) -> bool {
    let filled = puzzle.filled_cells();
    symmetry
        .orbits()
        .sets()
        .iter()
        .filter(|o| o.intersects(filled))
        .all(|&orbit| {
            let mut smaller = *puzzle;
            for cell in orbit {
                smaller.set(cell, None);
            }
            nonet::solve::count_solutions(&smaller, 2) != 1
        })
}

fn grid(v: &Value) -> Grid {
    v.as_str().unwrap().parse().unwrap()
}

/// The reported case: `--minimal` claimed a puzzle minimal while the rot180 orbit
/// {r2c3, r8c7} could still go.
#[test]
fn minimal_puzzles_are_minimal() {
    let run = nonet(
        &[
            "generate",
            "--level",
            "intermediate",
            "--seed",
            "387895886468",
            "--minimal",
            "--format",
            "json",
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let r = &run.json()[0];
    assert_eq!(r["minimal"], true);
    assert_eq!(r["symmetry"], "rot180");
    assert!(
        minimal_by_counting(&grid(&r["puzzle"]), Symmetry::Rot180),
        "{r}"
    );
}
