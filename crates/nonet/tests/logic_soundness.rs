//! Soundness: every step of every path, on real puzzles, against the true solution —
//! no placement that differs from it, no elimination of a solution digit.

use nonet::Grid;
use nonet::format::parse_puzzles;
use nonet::logic::{Ladder, Path, explain};

fn puzzles(text: &str) -> Vec<Grid> {
    parse_puzzles(text)
        .into_iter()
        .map(|p| p.expect("fixture puzzle"))
        .collect()
}

/// Panics with the puzzle and the step if any conclusion contradicts the solution.
fn assert_sound(path: &Path) {
    for (i, step) in path.steps.iter().enumerate() {
        for p in &step.placements {
            assert_eq!(
                path.solution.get(p.cell),
                Some(p.digit),
                "{}: step {i} places a wrong digit: {}",
                path.puzzle,
                step.explanation()
            );
        }
        for e in &step.eliminations {
            assert_ne!(
                path.solution.get(e.cell),
                Some(e.digit),
                "{}: step {i} eliminates a solution digit: {}",
                path.puzzle,
                step.explanation()
            );
        }
        assert!(step.is_productive(), "{}: empty step {i}", path.puzzle);
    }
}

fn check_file(text: &str) -> (usize, usize) {
    let all = puzzles(text);
    let mut by_logic = 0;
    for puzzle in &all {
        let path = explain(puzzle, &Ladder::standard()).expect("proper puzzle");
        assert_sound(&path);
        assert!(
            path.solved,
            "{puzzle}: the standard ladder must always finish"
        );
        assert_eq!(path.end.to_grid(), path.solution);
        let logic = explain(puzzle, &Ladder::logic_only()).expect("proper puzzle");
        assert_sound(&logic);
        by_logic += usize::from(logic.solved);
    }
    (by_logic, all.len())
}

#[test]
fn every_step_is_sound_on_17_clue_puzzles() {
    let (solved, total) = check_file(include_str!("fixtures/clue17_300.txt"));
    assert_eq!(total, 300);
    assert!(solved > 0);
}

#[test]
fn every_step_is_sound_on_hardest_puzzles() {
    let (_, total) = check_file(include_str!("fixtures/hardest_100.txt"));
    assert_eq!(total, 100);
}
