//! Soundness: every step of every path, on real puzzles, against the true solution —
//! no placement that differs from it, no elimination of a solution digit.

mod common;

use common::assert_sound;
use nonet::Grid;
use nonet::format::PuzzleReader;
use nonet::logic::{Board, Ladder, Path, Technique, explain};

fn puzzles(text: &str) -> Vec<Grid> {
    PuzzleReader::read_text(text)
        .into_iter()
        .map(|e| *e.puzzle.expect("fixture puzzle").givens())
        .collect()
}

/// Replays `path` from its puzzle and checks each step on the board it was found on
/// ([`assert_sound`]).
fn assert_path_sound(path: &Path) {
    let mut board = Board::new(&path.puzzle);
    for step in &path.steps {
        assert_sound(&board, &path.solution, step);
        board.apply(step);
    }
}

/// Explains every puzzle of `text` with `ladder` and checks every step; returns how
/// many `ladder` solved and how many puzzles there were.
fn check_file(text: &str, ladder: &Ladder) -> (usize, usize) {
    let all = puzzles(text);
    let mut solved = 0;
    for puzzle in &all {
        let path = explain(&nonet::rules::Puzzle::classic(*puzzle), ladder).expect("proper puzzle");
        assert_path_sound(&path);
        if path.solved {
            assert_eq!(path.end.to_grid(), path.solution);
            solved += 1;
        }
    }
    (solved, all.len())
}

/// The standard ladder without Sudoku Explainer's nested forcing chains, which take
/// seconds per step on the hardest puzzles (they have a test of their own below).
fn without_nested_chains() -> Ladder {
    let nested = [
        Technique::DynamicForcingChainPlus,
        Technique::NestedForcingChain,
        Technique::NestedMultipleForcingChain,
        Technique::NestedDynamicForcingChain,
    ];
    Ladder::only(Technique::all().filter(|t| !nested.contains(t)))
}

#[test]
fn every_step_is_sound_on_17_clue_puzzles() {
    let text = include_str!("fixtures/clue17_300.txt");
    assert_eq!(check_file(text, &Ladder::standard()), (300, 300));
    let (by_logic, _) = check_file(text, &Ladder::logic_only());
    assert_eq!(
        by_logic, 300,
        "every 17-clue puzzle is solved by logic alone"
    );
}

#[test]
fn every_step_is_sound_on_hardest_puzzles() {
    let text = include_str!("fixtures/hardest_100.txt");
    assert_eq!(check_file(text, &without_nested_chains()), (100, 100));
}

#[test]
fn nested_forcing_chains_are_sound() {
    // Two of the hardest puzzles that serate rates with nested dynamic chains.
    let text = "98.7..6..7..5..9....4.8....6..3..7...27.............615....3..6...6...9.....573..\n\
                ........1.....2.....3.4.25.........6..27..48..3..8..2...4..857.3..45....59..7....\n";
    let (solved, total) = check_file(text, &Ladder::logic_only());
    assert_eq!(
        (solved, total),
        (2, 2),
        "nested chains finish what the others cannot"
    );
}
