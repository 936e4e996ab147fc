//! Soundness of every step 3D Medusa, AIC and Kraken Fish send — not just the first one
//! a ladder takes: at each board of each logical path on real puzzles, the steps of each
//! finder are checked against the solution.

mod common;

use std::ops::ControlFlow;

use common::{assert_sound, se_rated};
use nonet::format::PuzzleReader;
use nonet::logic::{Board, Ladder, SearchContext, Technique, info, unique_solution};

const TECHNIQUES: [Technique; 3] = [Technique::Medusa, Technique::Aic, Technique::KrakenFish];

/// At most this many steps of a finder are checked per board (Kraken Fish can send
/// hundreds of fish on an open board; the first ones are those a ladder sees).
const PER_BOARD: usize = 100;

/// Follows the ladder up to AIC (the forcing chains past it are slow and add nothing
/// here) on each puzzle, checking the steps of the three finders on every board.
/// Returns how many steps each sent.
fn check(text: &str) -> [usize; 3] {
    let ladder = Ladder::only(Technique::all().filter(|t| t.rank() <= Technique::Aic.rank()));
    let mut sent = [0; 3];
    for puzzle in PuzzleReader::read_text(text)
        .into_iter()
        .filter_map(|e| e.puzzle.ok())
        .map(|p| *p.givens())
    {
        let solution = unique_solution(&puzzle).expect("proper puzzle");
        let mut board = Board::new(&puzzle);
        while !board.is_solved() {
            for (i, &t) in TECHNIQUES.iter().enumerate() {
                let mut n = 0;
                let _ = info(t)
                    .find
                    .run(&board, &mut SearchContext::new(), &mut |step| {
                        assert_eq!(step.technique, t);
                        assert_sound(&board, &solution, &step);
                        n += 1;
                        if n == PER_BOARD {
                            ControlFlow::Break(())
                        } else {
                            ControlFlow::Continue(())
                        }
                    });
                sent[i] += n;
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
fn every_step_is_sound_on_17_clue_puzzles() {
    let sent = check(include_str!("fixtures/clue17_300.txt"));
    for (t, n) in TECHNIQUES.iter().zip(sent) {
        assert!(n > 0, "{} never fired", t.slug());
    }
}

#[test]
fn every_step_is_sound_on_hardest_puzzles() {
    check(include_str!("fixtures/hardest_100.txt"));
}

#[test]
fn every_step_is_sound_on_se_training_puzzles() {
    let puzzles: Vec<&str> = se_rated().map(|r| r.puzzle).collect();
    check(&puzzles.join("\n"));
}
