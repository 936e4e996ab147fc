//! Helpers for finder tests: building grids and running one technique.

use std::ops::ControlFlow;

use super::registry::info;
use super::{Board, Step, Technique};
use crate::grid::{Cell, Digit, Grid};

/// A grid from an 81-character line.
pub(crate) fn grid(line: &str) -> Grid {
    line.parse().expect("test grid")
}

/// A grid holding only the given `(cell name, digit)` pairs.
pub(crate) fn givens(givens: &[(&str, u8)]) -> Grid {
    let mut g = Grid::EMPTY;
    for &(name, v) in givens {
        let cell: Cell = name.parse().expect("cell name");
        g.set(cell, Digit::new(v));
    }
    assert!(g.is_valid(), "test givens clash: {g}");
    g
}

/// The first step `technique` finds on the board of `grid`.
pub(crate) fn first_step(grid: &Grid, technique: Technique) -> Option<Step> {
    first_step_on(&Board::new(grid), technique)
}

/// The first step `technique` finds on `board`.
pub(crate) fn first_step_on(board: &Board, technique: Technique) -> Option<Step> {
    let mut found = None;
    let _ = (info(technique).find)(board, &mut |step| {
        found = Some(step);
        ControlFlow::Break(())
    });
    found
}

/// Every step `technique` sends on `board`.
pub(crate) fn all_steps_on(board: &Board, technique: Technique) -> Vec<Step> {
    let mut steps = Vec::new();
    let _ = (info(technique).find)(board, &mut |step| {
        steps.push(step);
        ControlFlow::Continue(())
    });
    steps
}

/// Leaves `cell` (e.g. `"r5c1"`) with exactly the candidates `digits` (e.g. `"49"`),
/// to rebuild a published pencil-mark position on a board.
pub(crate) fn restrict(board: &mut Board, cell: &str, digits: &str) {
    let cell: Cell = cell.parse().expect("cell name");
    for d in Digit::ALL {
        if !digits.contains(char::from(b'0' + d.get())) {
            board.eliminate(cell, d);
        }
    }
}

/// The board of a published pencil-mark grid: 81 groups of digits in row-major order,
/// anything else (borders, `|`, `:`, `-` marks and letters tagging pattern cells) being
/// a separator; a group of one digit is a placed value. Digits a cell lacks are
/// eliminated from the board the values give.
pub(crate) fn pencil_board(text: &str) -> Board {
    let groups: Vec<String> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|g| !g.is_empty())
        .map(str::to_string)
        .collect();
    assert_eq!(groups.len(), 81, "a pencil-mark grid has 81 cells");
    let mut values = Grid::EMPTY;
    for (i, g) in groups.iter().enumerate() {
        if g.len() == 1 {
            values.set(Cell::from_index(i), g.parse().ok().and_then(Digit::new));
        }
    }
    let mut board = Board::new(&values);
    for (i, g) in groups.iter().enumerate() {
        let cell = Cell::from_index(i);
        if g.len() > 1 {
            for d in g.bytes().filter_map(|b| Digit::new(b - b'0')) {
                assert!(
                    board.has(cell, d),
                    "{cell} lists {d}, which its peers rule out"
                );
            }
            restrict(&mut board, &cell.to_string(), g);
        }
    }
    board
}

/// Panics if a step contradicts `solution`.
pub(crate) fn assert_sound(step: &Step, solution: &Grid) {
    for e in &step.eliminations {
        assert_ne!(
            solution.get(e.cell),
            Some(e.digit),
            "eliminates a solution digit: {}",
            step.explanation()
        );
    }
    for p in &step.placements {
        assert_eq!(
            solution.get(p.cell),
            Some(p.digit),
            "places a wrong digit: {}",
            step.explanation()
        );
    }
}

/// The solution of `puzzle`, which must be proper.
pub(crate) fn solution(puzzle: &str) -> Grid {
    crate::Solver::new()
        .solve(&grid(puzzle))
        .solution
        .expect("the puzzle has a solution")
}

/// The techniques on every ladder below the advanced ones: singles, intersections,
/// subsets and basic fish. Fixtures that run a path up to an advanced technique use
/// this fixed list, so techniques added later do not move them.
pub(crate) const BASICS: [Technique; 14] = [
    Technique::FullHouse,
    Technique::NakedSingle,
    Technique::HiddenSingle,
    Technique::Pointing,
    Technique::BoxLine,
    Technique::NakedPair,
    Technique::NakedTriple,
    Technique::NakedQuad,
    Technique::HiddenPair,
    Technique::HiddenTriple,
    Technique::HiddenQuad,
    Technique::XWing,
    Technique::Swordfish,
    Technique::Jellyfish,
];

/// Solves `puzzle` with [`BASICS`] and `technique`, checks every step against the
/// solution, and returns the first step of `technique` on the path.
pub(crate) fn first_on_basic_path(puzzle: &str, technique: Technique) -> Option<Step> {
    let ladder = super::Ladder::only(BASICS.into_iter().chain([technique]));
    let mut board = Board::new(&grid(puzzle));
    let steps = ladder.run(&mut board);
    let solution = solution(puzzle);
    for step in &steps {
        assert_sound(step, &solution);
    }
    steps.into_iter().find(|s| s.technique == technique)
}
