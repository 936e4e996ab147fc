//! Soundness of the uniqueness family: on proper puzzles, at every board of the standard
//! ladder's path, every step each uniqueness finder sends (not just the first), with
//! Sudoku Explainer's lk fixes on and off, must agree with the solution. Uniqueness
//! techniques assume one solution, so only proper puzzles are used.

use std::ops::ControlFlow;

use nonet::Grid;
use nonet::format::parse_puzzles;
use nonet::logic::uniqueness::{bug, unique_loops};
use nonet::logic::{Board, Family, Ladder, REGISTRY, SearchContext, Step, unique_solution};

fn check(puzzle: &Grid, solution: &Grid, board: &Board, step: &Step, source: &str) {
    for p in &step.placements {
        assert_eq!(
            solution.get(p.cell),
            Some(p.digit),
            "{puzzle}: {source} places a wrong digit: {}",
            step.explanation()
        );
    }
    for e in &step.eliminations {
        assert_ne!(
            solution.get(e.cell),
            Some(e.digit),
            "{puzzle}: {source} eliminates a solution digit: {}",
            step.explanation()
        );
        assert!(
            board.has(e.cell, e.digit),
            "{puzzle}: {source} eliminates a non-candidate"
        );
    }
    assert!(
        step.is_productive(),
        "{puzzle}: {source} sent an empty step"
    );
}

/// All the uniqueness steps of `board`: every registry finder's, and the SE engines'
/// with the lk fixes on and off, each with where it came from.
fn uniqueness_steps(board: &Board) -> Vec<(String, Step)> {
    let mut all = Vec::new();
    for row in REGISTRY.iter().filter(|r| r.family == Family::Uniqueness) {
        let _ = row.find.run(board, &mut SearchContext::new(), &mut |s| {
            all.push((row.slug.to_string(), s));
            ControlFlow::Continue(())
        });
    }
    for (name, lk_fix) in [("lk", true), ("legacy", false)] {
        let loops = unique_loops::UniqueLoopOptions { lk_fix };
        let steps = unique_loops::hints(board, &loops);
        all.extend(steps.into_iter().map(|s| (format!("UR/UL {name}"), s)));
        let bugs = bug::BugOptions { lk_fix };
        all.extend(
            bug::hints(board, &bugs)
                .into_iter()
                .map(|s| (format!("BUG {name}"), s)),
        );
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
            for (source, step) in uniqueness_steps(&board) {
                check(puzzle, &solution, &board, &step, &source);
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
    parse_puzzles(text)
        .into_iter()
        .take(limit)
        .map(|p| check_puzzle(&p.expect("fixture puzzle")))
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
