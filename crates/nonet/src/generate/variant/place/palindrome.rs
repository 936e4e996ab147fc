//! Palindromes: lines whose solution digits read the same from either end.
//!
//! A random walk is rarely a palindrome, so a line is grown from its middle outward:
//! a middle cell (odd length) or a middle pair holding one digit (even length), then
//! both ends step at once to neighbours that hold equal digits. Cells holding one
//! digit never see each other on a solution, so every mirrored pair is in different
//! rows, columns and boxes by construction.

use std::collections::VecDeque;

use super::pick;
use super::walk::{self, LineShape};
use crate::grid::{Cell, CellSet, Grid};
use crate::rng::Rng;
use crate::rules::Constraint;
use crate::rules::kinds::Palindrome;

/// Three to five lines of 3 to 9 cells: a palindrome ties each of its cells to
/// another, so a few lines say much; longer ones are rare on a random solution (each
/// step out needs two neighbours with equal digits), and the range lets them appear.
const SHAPE: LineShape = LineShape {
    lines: 3..=5,
    length: 3..=9,
};

/// How many random middles each line gets before the placer settles for fewer: most
/// cells have no two neighbours holding one digit (only cells by a box's edge can).
const TRIES_PER_LINE: usize = 80;

/// Palindromes on `solution`, no cell on two of them.
pub(super) fn place(solution: &Grid, rng: &mut Rng) -> Vec<Constraint> {
    let count = pick(rng, &SHAPE.lines);
    let mut free = CellSet::ALL;
    let mut placed = Vec::with_capacity(count);
    for _ in 0..count * TRIES_PER_LINE {
        if placed.len() == count {
            break;
        }
        let len = pick(rng, &SHAPE.length);
        let Some(cells) = grow(solution, len, free, rng) else {
            continue;
        };
        for &c in &cells {
            free.remove(c);
        }
        placed.push(Constraint::Palindrome(Palindrome { cells }));
    }
    placed
}

/// A palindrome of `len` cells of `free`, grown from a random middle; `None` when the
/// ends find no equal neighbours before reaching `len`.
fn grow(solution: &Grid, len: usize, free: CellSet, rng: &mut Rng) -> Option<Vec<Cell>> {
    let mut line = middle(solution, len % 2 == 0, free, rng)?;
    let mut free = line.iter().fold(free, |f, &c| f.without(c));
    while line.len() < len {
        let (front, back) = (*line.front()?, *line.back()?);
        let (a, b) = step_out(solution, front, back, free, rng)?;
        line.push_front(a);
        line.push_back(b);
        free.remove(a);
        free.remove(b);
    }
    Some(line.into())
}

/// The middle of a line: a random free cell, or for an even length that cell and a
/// neighbour holding the same digit (neighbours diagonal across a box's corner, the
/// only ones that can).
fn middle(solution: &Grid, even: bool, free: CellSet, rng: &mut Rng) -> Option<VecDeque<Cell>> {
    let cell = walk::random_cell(free, rng)?;
    if !even {
        return Some(VecDeque::from([cell]));
    }
    let d = walk::digit(solution, cell)?;
    let twin = walk::free_neighbours(cell, free, rng)
        .into_iter()
        .find(|&n| walk::digit(solution, n) == Some(d))?;
    Some(VecDeque::from([cell, twin]))
}

/// A free neighbour of each end, two different cells holding the same digit, chosen at
/// random; `None` when there is no such pair.
fn step_out(
    solution: &Grid,
    front: Cell,
    back: Cell,
    free: CellSet,
    rng: &mut Rng,
) -> Option<(Cell, Cell)> {
    let fronts = walk::free_neighbours(front, free, rng);
    let backs = walk::free_neighbours(back, free, rng);
    fronts.into_iter().find_map(|a| {
        let d = walk::digit(solution, a)?;
        backs
            .iter()
            .find(|&&b| b != a && walk::digit(solution, b) == Some(d))
            .map(|&b| (a, b))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::random_solved_grid;

    #[test]
    fn lines_are_palindromes_of_three_cells_or_more() {
        let mut lengths = std::collections::BTreeSet::new();
        for seed in 0..20 {
            let solution = random_solved_grid(seed);
            let placed = place(&solution, &mut Rng::new(seed));
            assert!(!placed.is_empty(), "seed {seed}");
            let mut seen = CellSet::EMPTY;
            for c in placed {
                let Constraint::Palindrome(p) = c else {
                    panic!("not a palindrome: {c:?}")
                };
                assert!(SHAPE.length.contains(&p.cells.len()), "{:?}", p.cells);
                assert!(walk::is_walk(&p.cells), "{:?}", p.cells);
                let digits: Vec<u8> = p
                    .cells
                    .iter()
                    .map(|&c| walk::digit(&solution, c).unwrap())
                    .collect();
                let reversed: Vec<u8> = digits.iter().rev().copied().collect();
                assert_eq!(digits, reversed, "{:?}", p.cells);
                for &c in &p.cells {
                    assert!(!seen.contains(c), "{c} on two palindromes");
                    seen.insert(c);
                }
                lengths.insert(p.cells.len());
            }
        }
        // Both parities: lines grown from a middle cell and from a middle pair.
        assert!(lengths.iter().any(|n| n % 2 == 0), "{lengths:?}");
        assert!(lengths.iter().any(|n| n % 2 == 1), "{lengths:?}");
    }
}
