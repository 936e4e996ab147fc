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
