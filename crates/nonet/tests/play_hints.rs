//! Hints are sound against the solution, from every position a player reaches: games of
//! real public puzzles played to the end by applying hints, with and without auto-notes,
//! with wrong digits and wrong notes thrown in.
//!
//! Puzzles: `fixtures/se_rated_train.tsv` (QQwing-generated puzzles of four levels,
//! 17-clue puzzles from Gordon Royle's collection, and the "most difficult" and "hardest"
//! lists; sources in `/work/shared/data/README.md`'s table), every 12th row, the
//! hardest groups left out to keep the debug-build test short; and the example puzzle of
//! Wikipedia's "Sudoku" article.

mod play_common;

use nonet::play::{Action, Game, Hint, HintStep, Role};
use nonet::rules::Puzzle;
use nonet::{Cell, Grid};

fn puzzles() -> Vec<Grid> {
    let text = include_str!("fixtures/se_rated_train.tsv");
    let mut out = vec![play_common::WIKIPEDIA.parse().unwrap()];
    for line in text.lines().skip(1).step_by(12) {
        let cols: Vec<&str> = line.split('\t').collect();
        if cols[4] == "hardest_to_solve" || cols[4] == "most_difficult" {
            continue;
        }
        out.push(cols[0].parse().unwrap());
    }
    out
}

/// The step is sound and its marks name its conclusions.
fn check_step(game: &Game, h: &HintStep, name: &str) {
    let solution = game.solution();
    assert!(h.step.placements.len() + h.step.eliminations.len() > 0, "{name}: {}", h.text);
    for p in &h.step.placements {
        assert_eq!(game.value(p.cell), None, "{name}: {}", h.text);
        assert_eq!(solution.get(p.cell), Some(p.digit), "{name}: {}", h.text);
        assert!(h.marks.iter().any(|m| m.cell == p.cell
            && m.digit == Some(p.digit)
            && m.role == Role::Placed));
    }
    for e in &h.step.eliminations {
        assert_ne!(solution.get(e.cell), Some(e.digit), "{name}: {}", h.text);
        assert!(h.marks.iter().any(|m| m.cell == e.cell
            && m.digit == Some(e.digit)
            && m.role == Role::Eliminated));
        // It removes something the player could still write there.
        assert!(game.candidates(e.cell).contains(e.digit), "{name}: {}", h.text);
        let centre = game.centre_marks(e.cell);
        assert!(centre.is_empty() || centre.contains(e.digit), "{name}: {}", h.text);
    }
    assert_eq!(h.text, h.step.explanation());
}

/// Plays `game` to the end by hints; returns the number of steps.
fn play_by_hints(mut game: Game, name: &str) -> usize {
    for n in 0..400 {
        match game.hint() {
            Hint::Solved => {
                assert!(game.is_complete());
                return n;
            }
            Hint::Step(h) => check_step(&game, &h, name),
            other => panic!("{name}: unexpected {other:?}"),
        }
        game.apply(Action::ApplyHint).unwrap();
    }
    panic!("{name}: not solved in 400 hints");
}

#[test]
fn hints_solve_every_puzzle_soundly_without_notes() {
    for (i, p) in puzzles().into_iter().enumerate() {
        let game = Game::new(Puzzle::classic(p)).unwrap();
        play_by_hints(game, &format!("puzzle {i} {p}"));
    }
}

#[test]
fn hints_solve_every_puzzle_soundly_from_auto_notes() {
    for (i, p) in puzzles().into_iter().enumerate() {
        let mut game = Game::new(Puzzle::classic(p)).unwrap();
        game.apply(Action::AutoNotes).unwrap();
        play_by_hints(game, &format!("puzzle {i} {p} (auto-notes)"));
    }
}

#[test]
fn a_wrong_digit_is_named_before_any_reasoning_and_applying_clears_it() {
    for p in puzzles().into_iter().take(8) {
        let mut game = Game::new(Puzzle::classic(p)).unwrap();
        let solution = *game.solution();
        // The last empty cell gets a digit that is not its solution's.
        let cell = p.empty_cells().iter().last().unwrap();
        let wrong = game
            .candidates(cell)
            .iter()
            .chain(nonet::Candidates::ALL.iter())
            .find(|&d| Some(d) != solution.get(cell))
            .unwrap();
        game.apply(Action::SetDigit { cell, digit: wrong }).unwrap();
        assert_eq!(game.hint(), Hint::WrongDigit { cell, digit: wrong });
        game.apply(Action::ApplyHint).unwrap();
        assert_eq!(game.entry(cell), None);
        assert!(matches!(game.hint(), Hint::Step(_)));
    }
}

#[test]
fn notes_that_leave_out_the_solution_are_named_and_applying_restores_them() {
    let mut game = play_common::wikipedia();
    game.apply(Action::AutoNotes).unwrap();
    let cell: Cell = "r5c5".parse().unwrap();
    let needed = game.solution().get(cell).unwrap();
    game.apply(Action::ToggleCentre { cell, digit: needed }).unwrap();
    assert_eq!(game.hint(), Hint::MissingNote { cell });
    game.apply(Action::ApplyHint).unwrap();
    assert_eq!(game.centre_marks(cell), game.candidates(cell));
    assert!(matches!(game.hint(), Hint::Step(_)));
}

#[test]
fn the_players_notes_narrow_the_hint() {
    // With notes that already hold the eliminations of the first step, the hint moves on.
    let mut game = play_common::wikipedia();
    game.apply(Action::AutoNotes).unwrap();
    let mut seen = Vec::new();
    for _ in 0..60 {
        let Hint::Step(h) = game.hint() else { break };
        assert!(!seen.contains(&h.step), "the same step twice: {}", h.text);
        seen.push(h.step.clone());
        game.apply(Action::ApplyHint).unwrap();
    }
    assert!(game.is_complete());
}
