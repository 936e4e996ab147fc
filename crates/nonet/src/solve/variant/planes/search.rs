//! The depth-first search on the planes, under the search contract: the open cell
//! [`Planes::branch_cell`] picks, each of its digits in turn on a copy of the state,
//! settled before going deeper. Statistics and limits are the compile-time switches of
//! every search ([`Policy`]); randomness is not among them, since random solutions are
//! the generic search's.

use super::{ALL_CELLS, Planes, State};
use crate::grid::{Cell, Digit, Grid};
use crate::rules::Puzzle;
use crate::solve::contract::{Budget, Found, Outcome, Policy, Request, Sink, Switches};
use crate::solve::variant::bits::bit;

/// The search's state beside the planes.
struct Search<'a, 's> {
    planes: &'a Planes,
    puzzle: &'a Puzzle,
    req: Request,
    /// The digit (0-based) each cell tries first; the others follow it in turn.
    first: [u8; 81],
    found: Found<'s>,
    budget: Budget,
}

/// Searches `puzzle`, whose rules `planes` are, under policy `P` (not random); with
/// [`Keep::All`], each solution goes to `sink`. Each cell tries its digits lowest
/// first.
pub(in crate::solve::variant) fn run<P: Policy>(
    planes: &Planes,
    puzzle: &Puzzle,
    req: Request,
    sink: Option<Sink<'_>>,
) -> Outcome {
    search::<P>(planes, puzzle, req, sink, [0; 81])
}

/// Whether `puzzle` has a solution that does not put `digit` in `cell`, trying first
/// in each cell the digit `known` (a solution of the rules) has there.
///
/// The hope was that a second solution of a carved puzzle lies near the known one, so
/// that a search staying near it meets it sooner (one that finds nothing has tried
/// every digit anyway, so the order costs nothing there); on the sparse
/// non-consecutive carvings the second solutions found lie about 56 of 81 cells away,
/// and the gain is small. Measured on 24 such carvings each (the generator's `--level
/// any`, whole runs): seeds 100-123, where it was tried, 2.61 s with the lowest digit
/// first and 2.20 s this way; held out, seeds 500-523 2.40 s either way and seeds
/// 900-923 3.01 s against 2.92 s. A small gain, kept because it never lost.
pub(in crate::solve::variant) fn has_solution_without(
    planes: &Planes,
    puzzle: &Puzzle,
    cell: Cell,
    digit: Digit,
    known: &Grid,
) -> bool {
    let (req, _) = crate::solve::first_without(cell, digit);
    let first = std::array::from_fn(|i| known.get(Cell::from_index(i)).map_or(0, |d| d.get() - 1));
    search::<Switches<false, false, false, false>>(planes, puzzle, req, None, first).count > 0
}

/// Searches `puzzle` under policy `P`, each cell trying `first[cell]` first.
fn search<P: Policy>(
    planes: &Planes,
    puzzle: &Puzzle,
    req: Request,
    sink: Option<Sink<'_>>,
    first: [u8; 81],
) -> Outcome {
    let mut s = Search {
        planes,
        puzzle,
        req,
        first,
        found: Found::new(sink),
        budget: Budget::start::<P>(&req),
    };
    let mut state = State {
        planes: planes.start,
        placed: 0,
        solved: [0; 9],
    };
    if let Some((cell, digit)) = req.exclude {
        state.planes[usize::from(digit.get() - 1)] &= !bit(cell.index());
    }
    // Givens that clash, or a given its cell cannot hold: no solution, and no search.
    let possible = puzzle.givens.filled_cells().iter().all(|c| {
        let d = puzzle.givens.get(c).map_or(0, |d| usize::from(d.get() - 1));
        planes.place(&mut state, c.index(), d).is_ok()
    });
    if possible && !s.budget.enter::<P>(&req, 0, true) {
        if planes.settle(&mut state, [0; 9]).is_ok() {
            s.node::<P>(&state, 0);
        } else {
            s.budget.conflict::<P>();
        }
    }
    s.found.outcome::<P>(s.budget)
}

impl Search<'_, '_> {
    /// Searches below a settled state. True when the search must stop.
    fn node<P: Policy>(&mut self, state: &State, depth: u32) -> bool {
        let open = ALL_CELLS & !state.placed;
        if open == 0 {
            return self.record(state);
        }
        let cell = self.planes.branch_cell(&state.planes, open);
        let b = bit(cell);
        let first = usize::from(self.first[cell]);
        for d in (first..first + 9).map(|k| k % 9) {
            if state.planes[d] & b == 0 {
                continue;
            }
            if self.budget.enter::<P>(&self.req, depth + 1, false) {
                return true;
            }
            let mut child = *state;
            if self.planes.place(&mut child, cell, d).is_ok()
                && self.planes.settle(&mut child, state.planes).is_ok()
            {
                if self.node::<P>(&child, depth + 1) {
                    return true;
                }
            } else {
                self.budget.conflict::<P>();
            }
        }
        false
    }

    /// Every cell placed: a solution if the rules' checkers accept it. True when enough
    /// solutions have been found.
    fn record(&mut self, state: &State) -> bool {
        let mut grid = Grid::EMPTY;
        for (d, &plane) in state.planes.iter().enumerate() {
            let mut cells = plane;
            while cells != 0 {
                let i = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                grid.set(Cell::from_index(i), Digit::new(d as u8 + 1));
            }
        }
        if !self.puzzle.rules.is_solution(&grid) {
            debug_assert!(
                false,
                "a complete grid the planes let through breaks a rule: {grid}"
            );
            return false;
        }
        self.found.record(&self.req, || grid)
    }
}
