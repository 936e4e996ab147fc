//! German whispers: walks along which neighbouring digits differ by at least 5.

use super::walk::{self, LineShape};
use crate::grid::Grid;
use crate::rng::Rng;
use crate::rules::Constraint;
use crate::rules::kinds::Whispers;

/// Four to six lines of 3 to 8 cells. A whisper line alternates high (6 to 9) and
/// low (1 to 4) digits and never holds a 5, so each line says much about its cells:
/// a handful is what whisper puzzles in print carry.
const SHAPE: LineShape = LineShape {
    lines: 4..=6,
    length: 3..=8,
};

/// German whisper lines on `solution`, no cell on two of them.
pub(super) fn place(solution: &Grid, rng: &mut Rng) -> Vec<Constraint> {
    walk::lines(solution, &SHAPE, rng, |digits, next, _| {
        digits
            .last()
            .is_none_or(|&last| last.abs_diff(next) >= Whispers::GERMAN)
    })
    .into_iter()
    .map(|cells| Constraint::Whispers(Whispers::german(cells)))
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::random_solved_grid;

    #[test]
    fn whisper_lines_keep_their_length() {
        for seed in 0..20 {
            let solution = random_solved_grid(seed);
            for c in place(&solution, &mut Rng::new(seed)) {
                let Constraint::Whispers(w) = c else {
                    panic!("not a whisper line: {c:?}")
                };
                assert!(SHAPE.length.contains(&w.cells.len()), "{:?}", w.cells);
                assert!(walk::is_walk(&w.cells), "{:?}", w.cells);
            }
        }
    }
}
