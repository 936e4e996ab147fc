//! The uniqueness test of carving: may these givens go without a second solution
//! appearing?
//!
//! A generator removes givens from a proper puzzle whose solution it knows. After
//! removing the cells of an orbit, any other solution must differ from the known one
//! in one of those cells (on every other cell it agrees with the givens left, and a
//! solution agreeing everywhere is the known one). So the puzzle stays proper exactly
//! when, cell by cell, no solution puts a different digit there — the dig-hole specification's
//! "reduction to absurdity", all alternatives of a cell in one search. For an orbit of
//! several cells, the k-th search also fixes the cells before it to their digits:
//! the cases then split the other solutions without overlap, and each search is
//! smaller than the last.
//!
//! Each search stops at its first solution. Compared with counting to two on the
//! carved puzzle (which has to find the known solution again before it can look for
//! another), it is about twice as fast on the sparse grids of carving.

use crate::grid::{Cell, CellSet, Digit, Grid};
use crate::rules::{Puzzle, Rules};
use crate::solve::{has_solution_without, puzzle_has_solution_without};

/// Whether emptying the cells of `orbit` in `puzzle` keeps `solution` as its only
/// solution, given that `puzzle` is proper with that solution.
pub(crate) fn removable(puzzle: &Grid, solution: &Grid, orbit: CellSet) -> bool {
    let mut work = *puzzle;
    for cell in orbit {
        work.set(cell, None);
    }
    if forced_back(&work, solution, orbit) {
        return true;
    }
    for cell in orbit {
        let Some(digit) = solution.get(cell) else {
            return false;
        };
        if has_solution_without(&work, cell, digit) {
            return false;
        }
        work.set(cell, Some(digit));
    }
    true
}

/// [`removable`] for `givens` under `rules` (a variant's): the same cell-by-cell
/// test, each search the variant search.
pub(crate) fn removable_under(
    givens: &Grid,
    rules: &Rules,
    solution: &Grid,
    orbit: CellSet,
) -> bool {
    let mut work = Puzzle {
        givens: *givens,
        rules: rules.clone(),
    };
    for cell in orbit {
        work.givens.set(cell, None);
    }
    for cell in orbit {
        let Some(digit) = solution.get(cell) else {
            return false;
        };
        if puzzle_has_solution_without(&work, cell, digit, solution) {
            return false;
        }
        work.givens.set(cell, Some(digit));
    }
    true
}

/// Whether the givens left force every cell of `orbit` back, by naked and hidden
/// singles one after another: then no other solution can differ there, and no search
/// is needed. While carving is dense (the first thirty or forty removals) this
/// settles most tests for the price of a few digit masks, where a search must first
/// build its board.
fn forced_back(work: &Grid, solution: &Grid, orbit: CellSet) -> bool {
    let mut work = *work;
    let mut masks = HouseMasks::of(&work);
    let mut open = orbit;
    loop {
        let before = open.len();
        for cell in open {
            let Some(digit) = solution.get(cell) else {
                return false;
            };
            if masks.forced(&work, cell, digit) {
                masks.place(cell, digit);
                work.set(cell, Some(digit));
                open.remove(cell);
            }
        }
        if open.is_empty() {
            return true;
        }
        if open.len() == before {
            return false;
        }
    }
}

/// The digits placed in each row, column and box.
struct HouseMasks {
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

impl HouseMasks {
    fn of(grid: &Grid) -> HouseMasks {
        let mut m = HouseMasks {
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
        };
        for cell in grid.filled_cells() {
            if let Some(d) = grid.get(cell) {
                m.place(cell, d);
            }
        }
        m
    }

    fn place(&mut self, cell: Cell, digit: Digit) {
        self.rows[usize::from(cell.row())] |= digit.bit();
        self.cols[usize::from(cell.col())] |= digit.bit();
        self.boxes[usize::from(cell.box_index())] |= digit.bit();
    }

    fn used(&self, cell: Cell) -> u16 {
        self.rows[usize::from(cell.row())]
            | self.cols[usize::from(cell.col())]
            | self.boxes[usize::from(cell.box_index())]
    }

    /// Whether `digit` is forced into `cell`: the only digit left there, or the only
    /// place left for it in one of its houses (`grid`'s empty cells).
    fn forced(&self, grid: &Grid, cell: Cell, digit: Digit) -> bool {
        let bit = digit.bit();
        let used = self.used(cell);
        if used & bit != 0 {
            return false;
        }
        if (!used & ALL_DIGITS) == bit {
            return true;
        }
        cell.houses().iter().any(|house| {
            house.cells().iter().all(|&other| {
                other == cell || grid.get(other).is_some() || self.used(other) & bit != 0
            })
        })
    }
}

/// The nine digit bits of [`Digit::bit`].
const ALL_DIGITS: u16 = 0b1_1111_1111;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Cell;
    use crate::generate::Symmetry;
    use crate::solve::reference;

    #[test]
    fn agrees_with_counting_on_every_orbit() {
        let solution = crate::solve::random_solved_grid(11);
        for sym in [Symmetry::None, Symmetry::Rot180, Symmetry::Dihedral] {
            let orbits = sym.orbits();
            let mut puzzle = solution;
            for (i, &orbit) in orbits.sets().iter().enumerate() {
                let mut without = puzzle;
                for c in orbit {
                    without.set(c, None);
                }
                let unique = reference::count_solutions(&without, 2).0 == 1;
                assert_eq!(removable(&puzzle, &solution, orbit), unique, "{sym} {i}");
                if unique {
                    puzzle = without;
                }
            }
            assert!(puzzle.filled_count() < 40, "{sym}: {puzzle}");
        }
    }

    #[test]
    fn exclusion_search_matches_the_reference() {
        let puzzle: Grid =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
                .parse()
                .unwrap();
        let solution = reference::count_solutions(&puzzle, 1).1.unwrap();
        for cell in Cell::all() {
            let d = solution.get(cell).unwrap();
            assert!(!has_solution_without(&puzzle, cell, d), "{cell}");
        }
        let mut fewer = puzzle;
        fewer.set(Cell::from_index(0), None);
        let other = reference::count_solutions(&fewer, 2).0 == 2;
        assert_eq!(
            has_solution_without(
                &fewer,
                Cell::from_index(0),
                solution.get(Cell::from_index(0)).unwrap()
            ),
            other
        );
        // A given of the excluded digit: no solution.
        assert!(!has_solution_without(
            &puzzle,
            Cell::from_index(0),
            crate::Digit::new(4).unwrap()
        ));
    }
}
