//! Even/odd marks: a few cells marked with the parity of their solution digit.

use crate::grid::{Cell, Grid};
use crate::rng::Rng;
use crate::rules::Constraint;
use crate::rules::kinds::{EvenOdd, Parity};

/// How many cells are marked: puzzles in print mark a dozen or so.
const MARKS: std::ops::RangeInclusive<usize> = 8..=16;

/// A random set of cells, each marked with its solution digit's parity.
pub(super) fn place(solution: &Grid, rng: &mut Rng) -> Vec<Constraint> {
    let mut cells: Vec<Cell> = Cell::all().collect();
    rng.shuffle(&mut cells);
    let count = super::pick(rng, &MARKS);
    let mut marked: Vec<Cell> = cells.into_iter().take(count).collect();
    marked.sort();
    marked
        .into_iter()
        .filter_map(|cell| {
            let digit = solution.get(cell)?.get();
            let parity = if digit % 2 == 0 {
                Parity::Even
            } else {
                Parity::Odd
            };
            Some(Constraint::EvenOdd(EvenOdd { cell, parity }))
        })
        .collect()
}
