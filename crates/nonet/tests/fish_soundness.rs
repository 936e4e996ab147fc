//! Soundness of every step the finned, sashimi, Franken, mutant and siamese fish
//! finders send — not just the first one a ladder takes: at each board of each logical
//! path on real puzzles where the singles, intersections and subsets are stuck, every
//! step of each finder is checked against the solution.

mod common;

use std::ops::ControlFlow;

use common::{assert_sound, se_rated};
use nonet::Grid;
use nonet::format::PuzzleReader;
use nonet::logic::{Board, Family, Ladder, SearchContext, Step, Technique, info, unique_solution};

const TECHNIQUES: [Technique; 9] = [
    Technique::FinnedXWing,
    Technique::SashimiXWing,
    Technique::FinnedSwordfish,
    Technique::SashimiSwordfish,
    Technique::FinnedJellyfish,
    Technique::SashimiJellyfish,
    Technique::FrankenFish,
    Technique::SiameseFish,
    Technique::MutantFish,
];

/// Sound (see [`assert_sound`]), and as a fish is: it places nothing, and it is rated at
/// its technique's value.
fn assert_sound_fish(board: &Board, solution: &Grid, step: &Step) {
    assert_sound(board, solution, step);
    assert!(step.placements.is_empty(), "a fish places nothing: {step}");
    assert_eq!(step.rating, info(step.technique).se);
}

/// The ladder whose paths visit the boards: the standard one without forcing chains,
/// which cost seconds on the hardest puzzles and leave the fish nothing new to see
/// (backtracking finishes what the rest cannot).
fn ladder() -> Ladder {
    Ladder::only(Technique::all().filter(|&t| info(t).family != Family::Forcing))
}

/// Walks each puzzle's path; returns how many steps each technique sent.
fn check(puzzles: &[Grid]) -> [usize; 9] {
    let ladder = ladder();
    let mut sent = [0; 9];
    for puzzle in puzzles {
        let solution = unique_solution(puzzle).expect("proper puzzle");
        let mut board = Board::new(puzzle);
        while !board.is_solved() {
            let Some(step) = ladder.next_step(&board) else {
                break;
            };
            // Boards the singles, intersections and subsets cannot move are the ones a
            // ladder shows the fish; the early boards of a 17-clue path, wide open, cost
            // the exhaustive Franken and mutant searches seconds each.
            let stuck = step.technique.rank() >= Technique::XWing.rank();
            for (i, &t) in TECHNIQUES.iter().enumerate().filter(|_| stuck) {
                let _ = info(t)
                    .find
                    .run(&board, &mut SearchContext::new(), &mut |step| {
                        assert_eq!(step.technique, t);
                        assert_sound_fish(&board, &solution, &step);
                        sent[i] += 1;
                        ControlFlow::Continue(())
                    });
            }
            board.apply(&step);
        }
    }
    sent
}

fn puzzles(text: &str) -> Vec<Grid> {
    PuzzleReader::read_text(text)
        .into_iter()
        .filter_map(|e| e.puzzle.ok())
        .map(|p| *p.givens())
        .collect()
}

#[test]
fn every_step_of_every_fish_finder_is_sound_on_17_clue_puzzles() {
    let sent = check(&puzzles(include_str!("fixtures/clue17_300.txt")));
    for (t, n) in TECHNIQUES.iter().zip(sent) {
        assert!(n > 0, "{} never fired", t.slug());
    }
}

#[test]
fn every_step_of_every_fish_finder_is_sound_on_hardest_puzzles() {
    check(&puzzles(include_str!("fixtures/hardest_100.txt")));
}

#[test]
fn every_step_of_every_fish_finder_is_sound_on_se_training_puzzles() {
    let lines: Vec<&str> = se_rated().map(|r| r.puzzle).collect();
    check(&puzzles(&lines.join("\n")));
}
