//! Carving to a minimal puzzle: take orbits away in random order while the puzzle
//! stays proper.
//!
//! One pass over the orbits suffices: an orbit that could not go at some point can
//! never go later, since the puzzle then has fewer givens still (a puzzle with a
//! second solution keeps it when givens are removed). So the result is minimal —
//! no orbit can be removed without losing uniqueness — after one test per orbit.

use std::ops::ControlFlow;

use super::symmetry::Orbits;
use super::unique::removable;
use crate::grid::Grid;

/// Removes, in `order`, every orbit of `solution` that can go without losing
/// uniqueness and without taking the givens below `floor`. Returns the puzzle and
/// whether the floor kept an orbit that was not tested (the puzzle may then not be
/// minimal; without that it is).
pub(super) fn carve_to(
    solution: &Grid,
    orbits: &Orbits,
    order: &[usize],
    floor: u8,
) -> (Grid, bool) {
    minimize_to(solution, solution, orbits, order, floor)
}

/// Removes, in `order`, every orbit of `puzzle` (proper, with `solution`) that can go
/// without losing uniqueness, stopping at `floor` givens: an orbit whose removal would
/// go below it is skipped untested, and the flag returned says whether that happened;
/// orbits already empty are skipped.
pub(super) fn minimize_to(
    puzzle: &Grid,
    solution: &Grid,
    orbits: &Orbits,
    order: &[usize],
    floor: u8,
) -> (Grid, bool) {
    minimize_with(puzzle, orbits, order, floor, |p, orbit| {
        ControlFlow::Continue(removable(p, solution, orbit))
    })
}

/// [`minimize_to`] with the caller's test `removable(puzzle, orbit)` (the variant
/// generator's, under its rules): `Continue(goes)` says whether the orbit goes and
/// carving goes on; `Break(goes)` ends the carving after this orbit (the caller has
/// all it needs, and the searches of a sparser puzzle cost the most).
pub(super) fn minimize_with(
    puzzle: &Grid,
    orbits: &Orbits,
    order: &[usize],
    floor: u8,
    mut removable: impl FnMut(&Grid, crate::grid::CellSet) -> ControlFlow<bool, bool>,
) -> (Grid, bool) {
    let mut puzzle = *puzzle;
    let mut count = puzzle.filled_count();
    let mut floored = false;
    for &oid in order {
        let orbit = orbits.get(oid);
        if orbit.iter().all(|c| puzzle.get(c).is_none()) {
            continue;
        }
        let k = orbit.len() as usize;
        if count < usize::from(floor) + k {
            floored = true;
            continue;
        }
        let (goes, stop) = match removable(&puzzle, orbit) {
            ControlFlow::Continue(goes) => (goes, false),
            ControlFlow::Break(goes) => (goes, true),
        };
        if goes {
            for c in orbit {
                puzzle.set(c, None);
            }
            count -= k;
        }
        if stop {
            break;
        }
    }
    (puzzle, floored)
}

/// Whether no orbit of `puzzle` (proper, with `solution`) can be removed without
/// losing uniqueness.
pub fn is_minimal(puzzle: &Grid, solution: &Grid, orbits: &Orbits) -> bool {
    let filled = puzzle.filled_cells();
    orbits
        .sets()
        .iter()
        .filter(|o| o.intersects(filled))
        .all(|&o| !removable(puzzle, solution, o))
}
