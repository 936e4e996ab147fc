//! Sandwich clues: rows and columns with the sum of the solution digits between their
//! 1 and their 9.

use std::ops::RangeInclusive;

use super::pick;
use crate::grid::Grid;
use crate::rng::Rng;
use crate::rules::kinds::Sandwich;
use crate::rules::shape;
use crate::rules::{Constraint, Outside, Side};

/// Six to twelve clues of the eighteen rows and columns: sandwich puzzles in print
/// carry about that many; a clue is worth a few givens, so all eighteen would leave
/// hardly any givens to carve and make the puzzle about arithmetic alone.
const CLUES: RangeInclusive<usize> = 6..=12;

/// Sandwich clues on `solution`, on distinct rows and columns, each on a random side
/// (the sum does not depend on it).
pub(super) fn place(solution: &Grid, rng: &mut Rng) -> Vec<Constraint> {
    let mut lines: Vec<(bool, u8)> = (0..9u8).flat_map(|i| [(true, i), (false, i)]).collect();
    rng.shuffle(&mut lines);
    lines.truncate(pick(rng, &CLUES));
    // Rows first, then columns, each in order: how a reader scans the clues.
    lines.sort_unstable_by_key(|&(is_row, index)| (!is_row, index));
    lines
        .into_iter()
        .filter_map(|(is_row, index)| {
            let side = match (is_row, rng.below(2) == 0) {
                (true, true) => Side::Left,
                (true, false) => Side::Right,
                (false, true) => Side::Top,
                (false, false) => Side::Bottom,
            };
            let clue = Outside { side, index };
            let total = between_one_and_nine(solution, clue)?;
            Some(Constraint::Sandwich(Sandwich { clue, total }))
        })
        .collect()
}

/// The sum of the digits between the 1 and the 9 of `clue`'s row or column in
/// `solution` (`None` when either is missing, as on an incomplete grid).
fn between_one_and_nine(solution: &Grid, clue: Outside) -> Option<u16> {
    let line = clue.cells()?;
    let at = |v| {
        line.iter()
            .position(|&c| shape::value(solution, c) == Some(v))
    };
    let (one, nine) = (at(1)?, at(9)?);
    let between = &line[one.min(nine) + 1..one.max(nine)];
    Some(
        between
            .iter()
            .filter_map(|&c| shape::value(solution, c))
            .map(u16::from)
            .sum(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::testing::grid;
    use crate::solve::random_solved_grid;

    #[test]
    fn sums_between_one_and_nine() {
        let row = grid(&[("r1c2", 9), ("r1c3", 3), ("r1c4", 4), ("r1c5", 1)]);
        let left = Outside {
            side: Side::Left,
            index: 0,
        };
        let right = Outside {
            side: Side::Right,
            index: 0,
        };
        assert_eq!(between_one_and_nine(&row, left), Some(7));
        assert_eq!(between_one_and_nine(&row, right), Some(7));
        let touching = grid(&[("r2c5", 1), ("r3c5", 9)]);
        let column = Outside {
            side: Side::Top,
            index: 4,
        };
        assert_eq!(between_one_and_nine(&touching, column), Some(0));
        assert_eq!(between_one_and_nine(&row, column), None);
    }

    #[test]
    fn clues_on_distinct_lines() {
        for seed in 0..20 {
            let solution = random_solved_grid(seed);
            let placed = place(&solution, &mut Rng::new(seed));
            assert!(
                CLUES.contains(&placed.len()),
                "seed {seed}: {}",
                placed.len()
            );
            let lines: std::collections::HashSet<(bool, u8)> = placed
                .iter()
                .map(|c| match c {
                    Constraint::Sandwich(s) => (
                        matches!(s.clue.side, Side::Left | Side::Right),
                        s.clue.index,
                    ),
                    _ => panic!("not a sandwich clue: {c:?}"),
                })
                .collect();
            assert_eq!(lines.len(), placed.len(), "seed {seed}: a line clued twice");
        }
    }
}
