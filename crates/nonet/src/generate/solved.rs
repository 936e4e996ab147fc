//! Terminal grids: the solved grids that carving starts from.
//!
//! Two recipes, one per seed:
//!
//! - seed 000's `generateSolvedGrid`: the empty grid solved by the fast solver with
//!   heavy rules, random tie-breaks between choice points and random option order,
//!   seeded with the attempt's 32-bit seed;
//! - seed 001's Las Vegas algorithm: eleven random givens (a cell is skipped when its
//!   digit clashes with the ones placed before), then a solve that may give up. The
//!   seed gives up after 0.1 s; nonet gives up after [`LAS_VEGAS_NODE_LIMIT`] search
//!   nodes instead, so that the grid depends on the seed alone and never on the
//!   machine's speed or load.

use crate::grid::{Cell, Digit, Grid};
use crate::rng::Rng;
use crate::solve::{SolveStatus, Solver};

/// Seed 001's `initial_random_givens`.
pub const LAS_VEGAS_GIVENS: usize = 11;

/// Seed 001's `max_attempts` for one terminal pattern.
pub const LAS_VEGAS_ATTEMPTS: u32 = 1000;

/// The node limit that stands in for seed 001's 0.1 s timeout. Eleven givens that
/// admit a solution are completed in a handful of nodes (one, most of the time);
/// eleven that admit none are refuted in a few dozen. A thousand nodes is far above
/// both and far below 0.1 s.
pub const LAS_VEGAS_NODE_LIMIT: u64 = 1_000;

/// Seed 000's solved grid for a 32-bit seed.
pub fn randomized_grid(seed32: u32) -> Grid {
    Solver::new()
        .stop_at(1)
        .seed(u64::from(seed32))
        .heavy_rules(true)
        .random_mrv(true)
        .random_values(true)
        .solve(&Grid::EMPTY)
        .solution
        .expect("the empty grid has solutions")
}

/// Seed 001's terminal pattern, drawn from `rng`; `None` when every one of
/// [`LAS_VEGAS_ATTEMPTS`] attempts gave up (which does not happen in practice: about
/// nine draws in ten succeed).
pub fn las_vegas_grid(rng: &mut Rng) -> Option<Grid> {
    let solver = Solver::new().stop_at(1).node_limit(LAS_VEGAS_NODE_LIMIT);
    for _ in 0..LAS_VEGAS_ATTEMPTS {
        let mut grid = Grid::EMPTY;
        // `random.sample(range(81), 11)`: eleven distinct cells.
        let mut cells: [u8; 81] = std::array::from_fn(|i| i as u8);
        for i in 0..LAS_VEGAS_GIVENS {
            let j = i + rng.index(81 - i);
            cells.swap(i, j);
        }
        for &index in &cells[..LAS_VEGAS_GIVENS] {
            let cell = Cell::from_index(usize::from(index));
            let digit = Digit::from_index(rng.index(9));
            if grid.candidates(cell).contains(digit) {
                grid.set(cell, Some(digit));
            }
        }
        let result = solver.solve(&grid);
        if result.status == SolveStatus::Solved {
            return result.solution;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn randomized_grids_are_solved_and_seeded() {
        let a = randomized_grid(1);
        assert!(a.is_solved());
        assert_eq!(a, randomized_grid(1));
        assert_ne!(a, randomized_grid(2));
    }

    #[test]
    fn las_vegas_grids_are_solved_and_seeded() {
        let mut seen = std::collections::HashSet::new();
        for seed in 0..50 {
            let g = las_vegas_grid(&mut Rng::new(seed)).unwrap();
            assert!(g.is_solved());
            assert_eq!(Some(g), las_vegas_grid(&mut Rng::new(seed)));
            seen.insert(g);
        }
        assert_eq!(seen.len(), 50);
    }
}
