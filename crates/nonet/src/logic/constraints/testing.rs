//! The soundness check every constraint technique's tests run on random boards.

use std::ops::ControlFlow;

use crate::grid::{Cell, Grid};
use crate::logic::{Board, Sink};
use crate::rng::Rng;
use crate::rules::{Constraint, Layout, Rules};
use crate::solve::Solver;

/// Solutions to build random boards on: the first 40 puzzles of the 17-clue fixture
/// (Royle's collection), solved.
pub(crate) fn solutions() -> Vec<Grid> {
    include_str!("../../../tests/fixtures/clue17_300.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .take(40)
        .map(|l| {
            let grid: Grid = l.parse().expect("a fixture puzzle");
            Solver::new()
                .solve_grid(&grid)
                .solution
                .expect("a proper puzzle")
        })
        .collect()
}

/// Runs `find` on `cases` random boards and checks every step against the board's
/// solution; returns how many productive steps it found (callers assert it found
/// some, so the check is not vacuous).
///
/// Each board: a solution S (cycling through [`solutions`]), the constraints `make`
/// builds on it (which S must satisfy: checked), a random quarter of S's cells given,
/// and each other wrong candidate removed with probability one half (S's digits
/// always kept, as a sound solve keeps them). `find` then runs to a fixpoint, each step
/// applied: no step may place a digit other than S's or remove one of S's.
pub(crate) fn assert_sound_on_random_boards(
    cases: usize,
    seed: u64,
    make: impl Fn(&Grid, &mut Rng) -> Vec<Constraint>,
    find: fn(&Board, &mut Sink<'_>) -> ControlFlow<()>,
) -> usize {
    let solutions = solutions();
    let mut rng = Rng::new(seed);
    let mut productive = 0;
    for case in 0..cases {
        let solution = solutions[case % solutions.len()];
        let constraints = make(&solution, &mut rng);
        let rules = Rules::new(Layout::Boxes, constraints.clone())
            .unwrap_or_else(|e| panic!("case {case}: {e}: {constraints:?}"));
        assert!(
            rules.is_solution(&solution),
            "case {case}: the solution breaks {constraints:?}"
        );
        let mut givens = Grid::EMPTY;
        for cell in Cell::all() {
            if rng.below(4) == 0 {
                givens.set(cell, solution.get(cell));
            }
        }
        let mut board = Board::for_rules(&givens, &rules, solution);
        for cell in board.empty_cells() {
            for d in board.candidates(cell) {
                if solution.get(cell) != Some(d) && rng.below(2) == 0 {
                    board.eliminate(cell, d);
                }
            }
        }
        for _ in 0..200 {
            let mut found = None;
            let _ = find(&board, &mut |step| {
                found = Some(step);
                ControlFlow::Break(())
            });
            let Some(step) = found else { break };
            let text = step.explanation();
            for p in &step.placements {
                assert_eq!(solution.get(p.cell), Some(p.digit), "case {case}: {text}");
            }
            for e in &step.eliminations {
                assert_ne!(solution.get(e.cell), Some(e.digit), "case {case}: {text}");
            }
            assert!(step.is_productive(), "case {case}: {text}");
            productive += 1;
            board.apply(&step);
        }
    }
    productive
}
