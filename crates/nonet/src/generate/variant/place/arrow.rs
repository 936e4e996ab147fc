//! Arrows: a circle (one cell, or now and then a two-cell pill) whose solution digit,
//! or number, is the sum of the digits along a shaft walking away from it.

use std::ops::RangeInclusive;

use super::pick;
use super::walk;
use crate::grid::{Cell, CellSet, Grid};
use crate::rng::Rng;
use crate::rules::Constraint;
use crate::rules::kinds::Arrow;
use crate::rules::shape;

/// Four to eight arrows: what arrow puzzles in print carry; each ties a circle to a
/// sum, so a handful replaces many givens.
const ARROWS: RangeInclusive<usize> = 4..=8;

/// The longest shaft of a one-cell circle: its digits sum to 9 at most, so a longer
/// shaft would need repeated small digits that few solutions have in a walk.
const SHAFT_OF_CIRCLE: usize = 5;

/// The longest shaft of a pill: two-digit numbers from 11 need longer shafts, and
/// seven cells reach the twenties that pills on a solution mostly read.
const SHAFT_OF_PILL: usize = 7;

/// One arrow in this many is tried as a pill: pills are the exception in print.
const PILL_ONE_IN: u32 = 5;

/// How many random circles each arrow gets before the placer settles for fewer: a
/// circle of 1 has no shaft of two cells, a 2 only two 1s diagonal across a box's
/// corner, and a pill's number may be out of reach of a shaft beside it.
const TRIES_PER_ARROW: usize = 40;

/// Arrows on `solution`, no cell (circle or shaft) on two of them.
pub(super) fn place(solution: &Grid, rng: &mut Rng) -> Vec<Constraint> {
    let count = pick(rng, &ARROWS);
    let mut free = CellSet::ALL;
    let mut placed = Vec::with_capacity(count);
    for _ in 0..count * TRIES_PER_ARROW {
        if placed.len() == count {
            break;
        }
        let Some(start) = walk::random_cell(free, rng) else {
            break;
        };
        let circle = match pill(start, free) {
            Some(pill) if rng.below(PILL_ONE_IN) == 0 => pill,
            _ => vec![start],
        };
        let Some(shaft) = shaft(solution, &circle, free, rng) else {
            continue;
        };
        for &c in circle.iter().chain(&shaft) {
            free.remove(c);
        }
        placed.push(Constraint::Arrow(Arrow { circle, shaft }));
    }
    placed
}

/// A pill of `start` and the cell right of it or, failing that, below it: a pill
/// reads left to right, top to bottom, as the Interactive Sudoku Solver reads one.
fn pill(start: Cell, free: CellSet) -> Option<Vec<Cell>> {
    [(0, 1), (1, 0)]
        .into_iter()
        .filter_map(|(dr, dc)| shape::offset(start, dr, dc))
        .find(|&c| free.contains(c))
        .map(|next| vec![start, next])
}

/// The number `circle` shows on `solution`, its first cell the most significant digit.
fn number(solution: &Grid, circle: &[Cell]) -> u32 {
    circle
        .iter()
        .filter_map(|&c| shape::value(solution, c))
        .fold(0, |n, d| n * 10 + u32::from(d))
}

/// A shaft of two cells or more, of `free` cells off the circle, starting next to it,
/// whose digits sum to the circle's number; `None` when no walk from any neighbour of
/// the circle lands on it.
fn shaft(solution: &Grid, circle: &[Cell], free: CellSet, rng: &mut Rng) -> Option<Vec<Cell>> {
    let target = number(solution, circle);
    let longest = if circle.len() == 1 {
        SHAFT_OF_CIRCLE
    } else {
        SHAFT_OF_PILL
    };
    let free = circle.iter().fold(free, |f, &c| f.without(c));
    let from = circle[rng.index(circle.len())];
    let starts = walk::free_neighbours(from, free, rng);
    starts.into_iter().find_map(|start| {
        let fits = |digits: &[u8], next: u8| sum(digits) + u32::from(next) <= target;
        let lands = |digits: &[u8]| digits.len() >= 2 && sum(digits) == target;
        walk::walk(solution, start, longest, free, rng, fits, lands)
    })
}

/// The sum of `digits`.
fn sum(digits: &[u8]) -> u32 {
    digits.iter().map(|&d| u32::from(d)).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::random_solved_grid;

    /// Each arrow's shaft walks from next to its circle and sums to the circle's number;
    /// no cell is on two arrows; pills show up now and then.
    #[test]
    fn shafts_sum_to_their_circles() {
        let mut pills = 0;
        for seed in 0..30 {
            let solution = random_solved_grid(seed);
            let placed = place(&solution, &mut Rng::new(seed));
            assert!(
                ARROWS.contains(&placed.len()),
                "seed {seed}: {}",
                placed.len()
            );
            let mut seen = CellSet::EMPTY;
            for c in placed {
                let Constraint::Arrow(a) = c else {
                    panic!("not an arrow: {c:?}")
                };
                let digits: Vec<u8> = a
                    .shaft
                    .iter()
                    .map(|&c| shape::value(&solution, c).unwrap())
                    .collect();
                assert_eq!(sum(&digits), number(&solution, &a.circle), "{a:?}");
                assert!(a.shaft.len() >= 2, "{a:?}");
                assert!(walk::is_walk(&a.shaft), "{a:?}");
                assert!(
                    a.circle.iter().any(|&c| walk::is_walk(&[c, a.shaft[0]])),
                    "{a:?}: the shaft does not start at the circle"
                );
                for &c in a.circle.iter().chain(&a.shaft) {
                    assert!(!seen.contains(c), "{c} on two arrows");
                    seen.insert(c);
                }
                pills += usize::from(a.circle.len() == 2);
            }
        }
        assert!(pills > 0, "no pill in 30 seeds");
    }

    #[test]
    fn a_pill_reads_left_to_right_then_top_to_bottom() {
        let at = |r, c| Cell::at(r, c).unwrap();
        assert_eq!(pill(at(0, 0), CellSet::ALL), Some(vec![at(0, 0), at(0, 1)]));
        assert_eq!(pill(at(0, 8), CellSet::ALL), Some(vec![at(0, 8), at(1, 8)]));
        assert_eq!(pill(at(8, 8), CellSet::ALL), None);
        let mut grid = Grid::EMPTY;
        grid.set(at(0, 0), crate::grid::Digit::new(1));
        grid.set(at(0, 1), crate::grid::Digit::new(7));
        assert_eq!(number(&grid, &[at(0, 0), at(0, 1)]), 17);
    }
}
