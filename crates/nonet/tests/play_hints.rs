//! Hints are sound against the solution, from every position a player reaches: games of
//! real public puzzles played to the end by applying hints, with and without auto-notes,
//! with wrong digits and wrong notes thrown in.
//!
//! Puzzles: `fixtures/se_rated_train.tsv` (QQwing-generated puzzles of four levels,
//! 17-clue puzzles from Gordon Royle's collection, and the "most difficult" and "hardest"
//! lists; sources in the project's data README), all 300 rows; and the example puzzle
//! of Wikipedia's "Sudoku" article.

mod play_common;

use nonet::logic::Technique;
use nonet::play::{Action, Game, Hint, HintStep, Role};
use nonet::rules::Puzzle;
use nonet::{Cell, Grid};

fn puzzles() -> Vec<Grid> {
    let text = include_str!("fixtures/se_rated_train.tsv");
    let mut out = vec![play_common::WIKIPEDIA.parse().unwrap()];
    for line in text.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        out.push(cols[0].parse().unwrap());
    }
    out
}

/// The step is sound and its marks name its conclusions.
fn check_step(game: &Game, h: &HintStep, name: &str) {
    let solution = game.solution();
    // The conclusion a view shows first is the sentence's own end, every placement and
    // elimination of the step.
    assert!(
        h.text.ends_with(&format!(": {}", h.conclusion)),
        "{name}: {}",
        h.text
    );
    let conclusions = h.step.placements.len() + h.step.eliminations.len();
    assert_eq!(
        h.conclusion.split(", ").count(),
        conclusions,
        "{name}: {}",
        h.text
    );
    assert!(
        h.step.placements.len() + h.step.eliminations.len() > 0,
        "{name}: {}",
        h.text
    );
    for p in &h.step.placements {
        assert_eq!(game.value(p.cell), None, "{name}: {}", h.text);
        assert_eq!(solution.get(p.cell), Some(p.digit), "{name}: {}", h.text);
        assert!(
            h.marks
                .iter()
                .any(|m| m.cell == p.cell && m.digit == Some(p.digit) && m.role == Role::Placed)
        );
    }
    for e in &h.step.eliminations {
        assert_ne!(solution.get(e.cell), Some(e.digit), "{name}: {}", h.text);
        assert!(
            h.marks.iter().any(|m| m.cell == e.cell
                && m.digit == Some(e.digit)
                && m.role == Role::Eliminated)
        );
        // It removes something the player could still write there.
        assert!(
            game.candidates(e.cell).contains(e.digit),
            "{name}: {}",
            h.text
        );
        let centre = game.centre_marks(e.cell);
        assert!(
            centre.is_empty() || centre.contains(e.digit),
            "{name}: {}",
            h.text
        );
    }
    assert_eq!(h.text, h.step.explanation());
}

/// Plays `game` to the end by hints; returns the techniques used.
fn play_by_hints(mut game: Game, name: &str) -> Vec<Technique> {
    let mut used = Vec::new();
    for _ in 0..400 {
        match game.hint() {
            Hint::Solved => {
                assert!(game.is_complete());
                return used;
            }
            Hint::Step(h) => {
                check_step(&game, &h, name);
                used.push(h.step.technique);
            }
            other => panic!("{name}: unexpected {other:?}"),
        }
        game.apply(Action::ApplyHint).unwrap();
    }
    panic!("{name}: not solved in 400 hints");
}

/// Every distinct technique of the walks, so the test shows it reached past singles.
fn distinct(mut used: Vec<Technique>) -> Vec<Technique> {
    used.sort_by_key(|t| t.rank());
    used.dedup();
    used
}

#[test]
fn hints_solve_every_puzzle_soundly_without_notes() {
    let mut used = Vec::new();
    for (i, p) in puzzles().into_iter().enumerate() {
        let game = Game::new(Puzzle::classic(p)).unwrap();
        used.extend(play_by_hints(game, &format!("puzzle {i} {p}")));
    }
    let used = distinct(used);
    assert!(used.len() >= 20, "{used:?}");
}

#[test]
fn hints_solve_every_puzzle_soundly_from_auto_notes() {
    let mut used = Vec::new();
    for (i, p) in puzzles().into_iter().enumerate() {
        let mut game = Game::new(Puzzle::classic(p)).unwrap();
        game.apply(Action::AutoNotes).unwrap();
        used.extend(play_by_hints(game, &format!("puzzle {i} {p} (auto-notes)")));
    }
    let used = distinct(used);
    eprintln!("{} techniques: {used:?}", used.len());
    assert!(used.len() >= 20, "{used:?}");
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
    let cell: Cell = Cell::all()
        .find(|&c| game.centre_marks(c).len() >= 2)
        .unwrap();
    let needed = game.solution().get(cell).unwrap();
    game.apply(Action::ToggleCentre {
        cell,
        digit: needed,
    })
    .unwrap();
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
