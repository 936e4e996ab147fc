//! Soundness of the uniqueness family: on proper puzzles, at every board of the standard
//! ladder's path, every step each uniqueness finder sends (not just the first), with
//! Sudoku Explainer's lk fixes on and off, must agree with the solution. Uniqueness
//! techniques assume one solution, so only proper puzzles are used.

mod common;

use std::ops::ControlFlow;

use common::assert_sound;
use nonet::Grid;
use nonet::format::PuzzleReader;
use nonet::logic::internals::{BugOptions, UniqueLoopOptions, bug_hints, unique_loop_hints};
use nonet::logic::{Board, Family, Ladder, REGISTRY, SearchContext, Step, unique_solution};

/// All the uniqueness steps of `board`: every registry finder's, and the SE engines'
/// with the lk fixes on and off.
fn uniqueness_steps(board: &Board) -> Vec<Step> {
    let mut all = Vec::new();
    for row in REGISTRY.iter().filter(|r| r.family == Family::Uniqueness) {
        let _ = row.find.run(board, &mut SearchContext::new(), &mut |s| {
            all.push(s);
            ControlFlow::Continue(())
        });
    }
    for lk_fix in [true, false] {
        all.extend(unique_loop_hints(board, &UniqueLoopOptions { lk_fix }));
        all.extend(bug_hints(board, &BugOptions { lk_fix }));
    }
    all
}

/// Walks the puzzle with logic (placing a solution digit where logic is stuck) and
/// checks every uniqueness step on the boards where the techniques before them are
/// stuck (where a ladder asks them) and on every eighth board besides; returns how
/// many steps were checked.
fn check_puzzle(puzzle: &Grid) -> usize {
    let solution = unique_solution(puzzle).expect("proper puzzle");
    // Forcing chains would only make the hardest walks slow: a stuck board gets a
    // solution digit instead.
    let ladder = Ladder::only(
        nonet::logic::Technique::all().filter(|&t| nonet::logic::info(t).family != Family::Forcing),
    );
    let before =
        Ladder::only(nonet::logic::Technique::all().filter(|t| t.rank() < first_uniqueness_rank()));
    let mut board = Board::new(puzzle);
    let mut checked = 0;
    for n in 0.. {
        if n % 8 == 0 || before.next_step(&board).is_none() {
            for step in uniqueness_steps(&board) {
                assert_sound(&board, &solution, &step);
                checked += 1;
            }
        }
        if board.is_solved() {
            break;
        }
        match ladder.next_step(&board) {
            Some(step) => board.apply(&step),
            None => {
                let cell = board
                    .empty_cells()
                    .iter()
                    .min_by_key(|&c| board.candidates(c).len())
                    .expect("an empty cell");
                board.place(cell, solution.get(cell).expect("solved grid"));
            }
        }
    }
    checked
}

/// The ladder rank of the first uniqueness technique.
fn first_uniqueness_rank() -> usize {
    REGISTRY
        .iter()
        .position(|r| r.family == Family::Uniqueness)
        .expect("uniqueness rows")
}

/// Checks the first `limit` puzzles of a fixture file (finding each solution costs more
/// than checking its steps).
fn check_file(text: &str, limit: usize) -> usize {
    PuzzleReader::read_text(text)
        .into_iter()
        .take(limit)
        .map(|e| check_puzzle(e.puzzle.expect("fixture puzzle").givens()))
        .sum()
}

#[test]
fn uniqueness_steps_are_sound_on_17_clue_puzzles() {
    let checked = check_file(include_str!("fixtures/clue17_300.txt"), 120);
    assert!(checked > 100, "{checked}");
}

#[test]
fn uniqueness_steps_are_sound_on_hardest_puzzles() {
    let checked = check_file(include_str!("fixtures/hardest_100.txt"), 100);
    assert!(checked > 10, "{checked}");
}
