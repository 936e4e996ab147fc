//! Renban lines: walks whose solution digits are a set of consecutive values.

use super::walk::{self, LineShape};
use crate::grid::Grid;
use crate::rng::Rng;
use crate::rules::Constraint;
use crate::rules::kinds::Renban;

/// Four to six lines of 3 to 6 cells. Renban puzzles in print carry a handful of lines;
/// longer lines are rare on a random solution (the walk must find a run of digits
/// among neighbours) and a line of 9 would only say "all different".
const SHAPE: LineShape = LineShape {
    lines: 4..=6,
    length: 3..=6,
};

/// Renban lines on `solution`, no cell on two of them.
pub(super) fn place(solution: &Grid, rng: &mut Rng) -> Vec<Constraint> {
    walk::lines(solution, &SHAPE, rng, stays_a_run)
        .into_iter()
        .map(|cells| Constraint::Renban(Renban { cells }))
        .collect()
}

/// Whether `next` may join `digits` on a renban line of `len` cells: it is new, and
/// the digits still span fewer than `len` values, so that `len` distinct digits end
/// as a run.
fn stays_a_run(digits: &[u8], next: u8, len: usize) -> bool {
    let lo = digits.iter().copied().fold(next, u8::min);
    let hi = digits.iter().copied().fold(next, u8::max);
    !digits.contains(&next) && usize::from(hi - lo) < len
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::random_solved_grid;

    #[test]
    fn renban_lines_are_runs() {
        for seed in 0..20 {
            let solution = random_solved_grid(seed);
            for c in place(&solution, &mut Rng::new(seed)) {
                let Constraint::Renban(r) = c else {
                    panic!("not a renban line: {c:?}")
                };
                assert!(SHAPE.length.contains(&r.cells.len()), "{:?}", r.cells);
                assert!(walk::is_walk(&r.cells), "{:?}", r.cells);
                let mut digits: Vec<u8> = r
                    .cells
                    .iter()
                    .map(|&c| walk::digit(&solution, c).unwrap())
                    .collect();
                digits.sort_unstable();
                assert!(digits.windows(2).all(|w| w[1] == w[0] + 1), "{digits:?}");
            }
        }
    }

    #[test]
    fn a_run_stays_within_its_length() {
        assert!(stays_a_run(&[4, 6], 5, 3));
        assert!(!stays_a_run(&[4, 6], 7, 3));
        assert!(!stays_a_run(&[4, 5], 5, 3));
        assert!(stays_a_run(&[4, 6], 7, 4));
    }
}
