//! Random walks of neighbouring cells, the shape every line kind is drawn as
//! (thermometers, arrow shafts, renban, whispers, palindromes).
//!
//! A walk steps from a cell to one of its eight neighbours, orthogonal or diagonal,
//! as f-puzzles and SudokuPad draw lines: none of the line kinds' checks asks for
//! orthogonal steps, and diagonal steps let lines cross box corners, where most
//! interesting lines run. A predicate on the solution's digits decides which
//! neighbour may come next, so a line holds on the solution as it grows.

use std::ops::RangeInclusive;

use super::pick;
use crate::grid::{Cell, CellSet, Grid};
use crate::rng::Rng;
use crate::rules::shape;

/// The eight steps to a cell's neighbours: the four sides, then the four corners.
const STEPS: [(i8, i8); 8] = [
    (-1, 0),
    (1, 0),
    (0, -1),
    (0, 1),
    (-1, -1),
    (-1, 1),
    (1, -1),
    (1, 1),
];

/// How many random starts each line gets before the placer settles for fewer lines:
/// a long thermometer needs a low bulb and a rising neighbour at each step, so most
/// starts fail; forty keeps a full set of lines likely and the placer fast.
const TRIES_PER_LINE: usize = 40;

/// How many lines a placer draws and how long each is, both ends included.
#[derive(Clone, Debug)]
pub(super) struct LineShape {
    /// How many lines.
    pub(super) lines: RangeInclusive<usize>,
    /// How many cells on each.
    pub(super) length: RangeInclusive<usize>,
}

/// The digit of `cell` in `solution`, 1 to 9 (`None` for an empty cell, which no
/// line passes through).
pub(super) fn digit(solution: &Grid, cell: Cell) -> Option<u8> {
    shape::value(solution, cell)
}

/// The neighbours of `cell` (orthogonal and diagonal) that are in `free`, in a random
/// order.
pub(super) fn free_neighbours(cell: Cell, free: CellSet, rng: &mut Rng) -> Vec<Cell> {
    let mut out: Vec<Cell> = STEPS
        .iter()
        .filter_map(|&(dr, dc)| shape::offset(cell, dr, dc))
        .filter(|&c| free.contains(c))
        .collect();
    rng.shuffle(&mut out);
    out
}

/// A random cell of `free`, or `None` when it is empty.
pub(super) fn random_cell(free: CellSet, rng: &mut Rng) -> Option<Cell> {
    let cells: Vec<Cell> = free.iter().collect();
    (!cells.is_empty()).then(|| cells[rng.index(cells.len())])
}

/// A walk of at most `len` cells of `free`, from `start`: each cell, `start` included,
/// is taken only if its digit `fits` after the digits already on the walk, and each step
/// goes to a random neighbour that fits. It stops short when no neighbour fits.
pub(super) fn walk(
    solution: &Grid,
    start: Cell,
    len: usize,
    free: CellSet,
    rng: &mut Rng,
    fits: impl Fn(&[u8], u8) -> bool,
) -> Vec<Cell> {
    let mut cells = Vec::with_capacity(len);
    let mut digits = Vec::with_capacity(len);
    let mut free = free;
    let mut next = Some(start);
    while let Some(cell) = next.filter(|_| cells.len() < len) {
        let Some(d) = digit(solution, cell).filter(|&d| fits(&digits, d)) else {
            break;
        };
        cells.push(cell);
        digits.push(d);
        free.remove(cell);
        if cells.len() == len {
            break;
        }
        next = free_neighbours(cell, free, rng)
            .into_iter()
            .find(|&n| digit(solution, n).is_some_and(|d| fits(&digits, d)));
    }
    cells
}

/// Lines of `shape` on `solution`, no cell on two of them: each line is a [`walk`]
/// from a random free cell that reaches a length drawn from `shape.length`, with
/// `fits(digits so far, next digit, that length)` deciding each step (a renban line
/// needs its length to know how far apart its digits may be). Fewer lines when the
/// tries run out.
pub(super) fn lines(
    solution: &Grid,
    shape: &LineShape,
    rng: &mut Rng,
    fits: impl Fn(&[u8], u8, usize) -> bool,
) -> Vec<Vec<Cell>> {
    let count = pick(rng, &shape.lines);
    let mut free = CellSet::ALL;
    let mut out = Vec::with_capacity(count);
    for _ in 0..count * TRIES_PER_LINE {
        if out.len() == count {
            break;
        }
        let Some(start) = random_cell(free, rng) else {
            break;
        };
        let len = pick(rng, &shape.length);
        let line = walk(solution, start, len, free, rng, |d, n| fits(d, n, len));
        if line.len() == len {
            for &c in &line {
                free.remove(c);
            }
            out.push(line);
        }
    }
    out
}

/// Whether each cell of `cells` after the first is a neighbour (orthogonal or
/// diagonal) of the one before: the shape every walk has.
#[cfg(test)]
pub(super) fn is_walk(cells: &[Cell]) -> bool {
    cells.windows(2).all(|w| {
        w[0] != w[1] && w[0].row().abs_diff(w[1].row()) <= 1 && w[0].col().abs_diff(w[1].col()) <= 1
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::random_solved_grid;

    #[test]
    fn lines_are_walks_of_their_length_on_distinct_cells() {
        let shape = LineShape {
            lines: 4..=6,
            length: 3..=5,
        };
        for seed in 0..10 {
            let solution = random_solved_grid(seed);
            let rising = |d: &[u8], n: u8, _| d.last().is_none_or(|&l| n > l);
            let found = lines(&solution, &shape, &mut Rng::new(seed), rising);
            assert!(!found.is_empty(), "seed {seed}");
            let mut seen = CellSet::EMPTY;
            for line in &found {
                assert!(shape.length.contains(&line.len()), "{line:?}");
                assert!(is_walk(line), "{line:?}");
                for &c in line {
                    assert!(!seen.contains(c), "{c} on two lines");
                    seen.insert(c);
                }
                let digits: Vec<u8> = line.iter().map(|&c| digit(&solution, c).unwrap()).collect();
                assert!(digits.windows(2).all(|w| w[0] < w[1]), "{digits:?}");
            }
        }
    }

    #[test]
    fn a_walk_stops_where_nothing_fits() {
        let solution = random_solved_grid(3);
        let start = Cell::at(4, 4).unwrap();
        // Nothing after the first cell fits: the walk is the start alone.
        let alone = walk(
            &solution,
            start,
            5,
            CellSet::ALL,
            &mut Rng::new(1),
            |d, _| d.is_empty(),
        );
        assert_eq!(alone, vec![start]);
        // A start that does not fit gives no walk at all.
        let none = walk(
            &solution,
            start,
            5,
            CellSet::ALL,
            &mut Rng::new(1),
            |_, _| false,
        );
        assert!(none.is_empty());
    }
}
