//! Thermometers: walks along which the solution's digits rise, bulb first.

use super::walk::{self, LineShape};
use crate::grid::Grid;
use crate::rng::Rng;
use crate::rules::Constraint;
use crate::rules::kinds::Thermo;

/// Four to eight thermometers of 3 to 8 cells: what thermo puzzles in print carry. Two
/// cells say little more than one inequality; nine would have to hold 1 to 9 in order,
/// which no random walk finds and which gives the line's digits away.
const SHAPE: LineShape = LineShape {
    lines: 4..=8,
    length: 3..=8,
};

/// Strict thermometers on `solution`, no cell on two of them.
pub(super) fn place(solution: &Grid, rng: &mut Rng) -> Vec<Constraint> {
    walk::lines(solution, &SHAPE, rng, rises)
        .into_iter()
        .map(|cells| Constraint::Thermo(Thermo::new(cells)))
        .collect()
}

/// Whether `next` may follow `digits` on a strict thermometer of `len` cells: it is
/// larger than the last, and leaves room for the digits still to come.
fn rises(digits: &[u8], next: u8, len: usize) -> bool {
    let after = len - digits.len() - 1;
    digits.last().is_none_or(|&last| next > last) && usize::from(next) + after <= 9
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::random_solved_grid;

    #[test]
    fn thermometers_rise_and_keep_their_length() {
        let mut lengths = std::collections::BTreeSet::new();
        for seed in 0..20 {
            let solution = random_solved_grid(seed);
            let placed = place(&solution, &mut Rng::new(seed));
            assert!(
                placed.len() >= *SHAPE.lines.start(),
                "seed {seed}: {}",
                placed.len()
            );
            for c in placed {
                let Constraint::Thermo(t) = c else {
                    panic!("not a thermometer: {c:?}")
                };
                assert!(SHAPE.length.contains(&t.cells.len()), "{:?}", t.cells);
                assert!(walk::is_walk(&t.cells), "{:?}", t.cells);
                lengths.insert(t.cells.len());
            }
        }
        // Every length, the longest included: the walks back out of dead ends.
        assert_eq!(lengths.len(), SHAPE.length.count(), "{lengths:?}");
    }

    #[test]
    fn a_bulb_leaves_room_to_rise() {
        assert!(rises(&[], 6, 4));
        assert!(!rises(&[], 7, 4));
        assert!(rises(&[2, 5], 6, 4));
        assert!(!rises(&[2, 5], 5, 4));
    }
}
