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

/// How many random starts a line gets at each length before it settles for a shorter
/// one: a long thermometer needs a low bulb, so most starts fail; forty finds most
/// lengths the solution has and keeps the placer fast.
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

/// How many cells one [`walk`] may try before it gives up: enough to back out of the
/// dead ends a long thermometer meets, small enough that a start with no walk costs
/// little. A greedy walk, tried first, drew 8 of 1,188 thermometers on 200 solutions
/// at 8 cells; this search, with [`lines`] keeping a line's length across its starts,
/// draws 79 (measured 2026-11-29).
const CELL_BUDGET: usize = 200;

/// A walk of at most `longest` cells of `free`, from `start`, whose digits end `done`:
/// each cell, `start` included, is taken only if its digit `fits` after the digits
/// already on the walk, and the walk tries neighbours in a random order, backing out
/// of dead ends. `None` when no such walk is found within [`CELL_BUDGET`] cells.
pub(super) fn walk(
    solution: &Grid,
    start: Cell,
    longest: usize,
    free: CellSet,
    rng: &mut Rng,
    fits: impl Fn(&[u8], u8) -> bool,
    done: impl Fn(&[u8]) -> bool,
) -> Option<Vec<Cell>> {
    let mut search = Search {
        solution,
        longest,
        fits,
        done,
        budget: CELL_BUDGET,
        cells: Vec::with_capacity(longest),
        digits: Vec::with_capacity(longest),
    };
    search.extend(start, free, rng).then_some(search.cells)
}

/// A depth-first [`walk`] under way: the walk so far and what is left to try.
struct Search<'a, F, D> {
    solution: &'a Grid,
    longest: usize,
    fits: F,
    done: D,
    /// Cells still to try.
    budget: usize,
    cells: Vec<Cell>,
    digits: Vec<u8>,
}

impl<F: Fn(&[u8], u8) -> bool, D: Fn(&[u8]) -> bool> Search<'_, F, D> {
    /// Whether the walk so far, with `cell` next and then some of `free`, can end
    /// done; on `true` the walk is in `self.cells`, on `false` it is as it was.
    fn extend(&mut self, cell: Cell, free: CellSet, rng: &mut Rng) -> bool {
        if self.budget == 0 || self.cells.len() == self.longest {
            return false;
        }
        self.budget -= 1;
        let Some(d) = digit(self.solution, cell).filter(|&d| (self.fits)(&self.digits, d)) else {
            return false;
        };
        self.cells.push(cell);
        self.digits.push(d);
        if (self.done)(&self.digits) {
            return true;
        }
        let free = free.without(cell);
        for next in free_neighbours(cell, free, rng) {
            if self.extend(next, free, rng) {
                return true;
            }
        }
        self.cells.pop();
        self.digits.pop();
        false
    }
}

/// Lines of `shape` on `solution`, no cell on two of them. Each line draws its length
/// from `shape.length` and is a [`walk`] to that length from one of a few random free
/// cells, with `fits(digits so far, next digit, the length)` deciding each step (a
/// renban line needs its length to know how far apart its digits may be). When no
/// start reaches the length, the line settles for one cell less, down to the shortest:
/// long lines are then as common as the solution allows, and the count holds.
pub(super) fn lines(
    solution: &Grid,
    shape: &LineShape,
    rng: &mut Rng,
    fits: impl Fn(&[u8], u8, usize) -> bool,
) -> Vec<Vec<Cell>> {
    let count = pick(rng, &shape.lines);
    let mut free = CellSet::ALL;
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let longest = pick(rng, &shape.length);
        let line = (*shape.length.start()..=longest).rev().find_map(|len| {
            let long_enough = |d: &[u8]| d.len() == len;
            (0..TRIES_PER_LINE).find_map(|_| {
                let start = random_cell(free, rng)?;
                walk(
                    solution,
                    start,
                    len,
                    free,
                    rng,
                    |d, n| fits(d, n, len),
                    long_enough,
                )
            })
        });
        if let Some(line) = line {
            free = line.iter().fold(free, |f, &c| f.without(c));
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
    fn a_walk_ends_done_or_is_none() {
        let solution = random_solved_grid(3);
        let start = Cell::at(4, 4).unwrap();
        let rising = |d: &[u8], n: u8| d.last().is_none_or(|&l| n > l);
        // A rising walk from digit d holds 10 - d cells at most (d to 9): one of 11 - d
        // is out of reach, and the search says so rather than return a shorter walk.
        let d = usize::from(digit(&solution, start).unwrap());
        let too_long = |digits: &[u8]| digits.len() == 11 - d;
        let none = walk(
            &solution,
            start,
            9,
            CellSet::ALL,
            &mut Rng::new(1),
            rising,
            too_long,
        );
        assert_eq!(none, None);
        // Two cells, the second larger: r5c5's neighbours are the rest of its box, so one
        // is larger unless it holds a 9.
        let two = |digits: &[u8]| digits.len() == 2;
        let found = walk(
            &solution,
            start,
            9,
            CellSet::ALL,
            &mut Rng::new(1),
            rising,
            two,
        );
        assert_eq!(found.is_some(), d < 9);
        // A start that does not fit gives no walk at all.
        let never = walk(
            &solution,
            start,
            9,
            CellSet::ALL,
            &mut Rng::new(1),
            |_, _| false,
            two,
        );
        assert_eq!(never, None);
    }
}
