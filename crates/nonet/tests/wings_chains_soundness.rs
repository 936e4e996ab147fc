//! Soundness of every step the wing, single-digit and chain finders send — not just the
//! first one a ladder takes: at each board of each logical path on real puzzles, every
//! step of each finder is checked against the solution.

mod common;

use std::ops::ControlFlow;

use common::{assert_sound, se_rated};
use nonet::format::PuzzleReader;
use nonet::logic::{Board, Family, Ladder, SearchContext, Technique, info, unique_solution};

const TECHNIQUES: [Technique; 9] = [
    Technique::Skyscraper,
    Technique::TwoStringKite,
    Technique::EmptyRectangle,
    Technique::XyWing,
    Technique::XyzWing,
    Technique::WxyzWing,
    Technique::WWing,
    Technique::XChain,
    Technique::XyChain,
];

/// Runs the standard ladder without forcing chains (backtracking finishes what the
/// others cannot; forcing chains only make the hardest paths slow) on each puzzle;
/// returns how many steps each technique sent.
fn check(text: &str) -> [usize; 9] {
    let ladder = Ladder::only(Technique::all().filter(|&t| info(t).family != Family::Forcing));
    let mut sent = [0; 9];
    for puzzle in PuzzleReader::read_text(text)
        .into_iter()
        .filter_map(|e| e.puzzle.ok())
        .map(|p| *p.givens())
    {
        let solution = unique_solution(&puzzle).expect("proper puzzle");
        let mut board = Board::new(&puzzle);
        while !board.is_solved() {
            for (i, &t) in TECHNIQUES.iter().enumerate() {
                let _ = info(t)
                    .find
                    .run(&board, &mut SearchContext::new(), &mut |step| {
                        assert_eq!(step.technique, t);
                        assert_sound(&board, &solution, &step);
                        sent[i] += 1;
                        ControlFlow::Continue(())
                    });
            }
            let Some(step) = ladder.next_step(&board) else {
                break;
            };
            board.apply(&step);
        }
    }
    sent
}

#[test]
fn every_step_of_every_finder_is_sound_on_17_clue_puzzles() {
    let sent = check(include_str!("fixtures/clue17_300.txt"));
    for (t, n) in TECHNIQUES.iter().zip(sent) {
        assert!(n > 0, "{} never fired", t.slug());
    }
}

#[test]
fn every_step_of_every_finder_is_sound_on_hardest_puzzles() {
    check(include_str!("fixtures/hardest_100.txt"));
}

#[test]
fn every_step_of_every_finder_is_sound_on_se_training_puzzles() {
    let puzzles: Vec<&str> = se_rated().map(|r| r.puzzle).collect();
    check(&puzzles.join("\n"));
}
