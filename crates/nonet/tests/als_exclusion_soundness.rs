//! Soundness of every step the ALS, Sue de Coq and aligned-exclusion finders send, not
//! just the first one a ladder takes: on real puzzles, wherever the standard ladder
//! reaches these techniques, each of them runs to exhaustion and every step it sends
//! is checked against the solution.

mod common;

use std::ops::ControlFlow;

use common::assert_sound;
use nonet::format::PuzzleReader;
use nonet::logic::{Board, Ladder, SearchContext, Step, Technique, info};
use nonet::{Grid, Solver};

const FAMILY: [Technique; 7] = [
    Technique::SueDeCoq,
    Technique::AlsXz,
    Technique::AlsXyWing,
    Technique::AlsChain,
    Technique::AlignedPairExclusion,
    Technique::AlignedTripletExclusion,
    Technique::DeathBlossom,
];

fn all_steps(board: &Board, technique: Technique) -> Vec<Step> {
    let mut steps = Vec::new();
    let _ = info(technique)
        .find
        .run(board, &mut SearchContext::new(), &mut |step| {
            steps.push(step);
            ControlFlow::Continue(())
        });
    steps
}

/// Walks a logic path of `puzzle` (placing a solution digit where logic is stuck);
/// wherever the ladder gets past the techniques below Sue de Coq, runs the whole
/// family and checks all its steps. Returns how many family steps were checked.
fn check(puzzle: &Grid) -> usize {
    let solution = Solver::new()
        .solve(&puzzle.into())
        .solution
        .expect("proper puzzle");
    // The techniques below Sue de Coq, and the family: forcing chains, which some
    // ladders try in between, would only make the walk slower.
    let ladder = Ladder::only(
        Technique::all()
            .filter(|t| t.rank() < Technique::SueDeCoq.rank())
            .chain(FAMILY),
    );
    let mut board = Board::new(puzzle);
    let mut checked = 0;
    while !board.is_solved() {
        let step = ladder.next_step(&board);
        if step
            .as_ref()
            .is_none_or(|s| s.technique.rank() >= Technique::SueDeCoq.rank())
        {
            for technique in FAMILY {
                for s in all_steps(&board, technique) {
                    assert_sound(&board, &solution, &s);
                    checked += 1;
                }
            }
        }
        match step {
            Some(step) => board.apply(&step),
            None => {
                let cell = board.empty_cells().first().expect("unsolved");
                board.place(cell, solution.get(cell).expect("solved grid"));
            }
        }
    }
    checked
}

#[test]
fn every_family_step_is_sound_on_hardest_puzzles() {
    let puzzles = PuzzleReader::read_text(include_str!("fixtures/hardest_100.txt"));
    let checked: usize = puzzles
        .into_iter()
        .map(|e| check(e.puzzle.expect("fixture puzzle").givens()))
        .sum();
    assert!(checked > 10_000, "{checked} steps checked");
}
