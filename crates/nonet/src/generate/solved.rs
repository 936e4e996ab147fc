//! The V4.1 pseudocode's solved grids (`generateSolvedGrid`): the empty grid solved by the fast
//! solver with heavy rules, random tie-breaks between choice points and random option
//! order, seeded with the attempt's 32-bit seed. (The dig-hole specification's Las Vegas terminal
//! patterns are in `dig_hole/terminal.rs`.)

use crate::grid::Grid;
use crate::solve::Solver;

/// The V4.1 pseudocode's solved grid for a 32-bit seed.
pub(super) fn randomized_grid(seed32: u32) -> Grid {
    Solver::new()
        .stop_at(1)
        .seed(u64::from(seed32))
        .heavy_rules(true)
        .random_mrv(true)
        .random_values(true)
        .solve_grid(&Grid::EMPTY)
        .solution
        .expect("the empty grid has solutions")
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
}
