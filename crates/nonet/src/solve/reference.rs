//! The reference solver: small, slow and obviously right. The oracle every other
//! solver is tested against (after tdoku's habit of keeping one beside the fast one).
//!
//! Depth-first search over the empty cell with the fewest candidates, candidates
//! recomputed from the grid at every node. Nothing clever, so nothing to get wrong.

use crate::grid::{Cell, Grid};

/// Counts the solutions of `grid`, stopping at `limit`; returns the count and the first
/// solution found. A grid whose givens clash has no solution.
///
/// ```
/// use nonet::solve::reference;
/// let empty = nonet::Grid::EMPTY;
/// assert_eq!(reference::count_solutions(&empty, 2).0, 2);
/// ```
pub fn count_solutions(grid: &Grid, limit: usize) -> (usize, Option<Grid>) {
    let mut work = *grid;
    let mut found = (0, None);
    if grid.is_valid() && limit > 0 {
        search(&mut work, limit, &mut found);
    }
    found
}

fn search(grid: &mut Grid, limit: usize, found: &mut (usize, Option<Grid>)) -> bool {
    let best = Cell::all()
        .filter(|&c| grid.get(c).is_none())
        .map(|c| (grid.candidates(c), c))
        .min_by_key(|(cands, _)| cands.len());
    let Some((cands, cell)) = best else {
        found.0 += 1;
        found.1.get_or_insert(*grid);
        return found.0 >= limit;
    };
    for d in cands {
        grid.set(cell, Some(d));
        if search(grid, limit, found) {
            return true;
        }
    }
    grid.set(cell, None);
    false
}
