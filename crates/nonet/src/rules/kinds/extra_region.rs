//! Extra region: a set of cells whose digits do not repeat; nine cells hold every digit
//! once (f-puzzles' `extraregion`, the Interactive Sudoku Solver's `AllDifferent`).

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::group::Group;
use crate::rules::kind::{Kind, own_group};
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// An extra region of 2 to 9 cells.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct ExtraRegion {
    /// Its cells, in any order.
    pub cells: Vec<Cell>,
}

impl Kind for ExtraRegion {
    const NAME: &'static str = "extra region";

    fn locate(&self) -> String {
        self.cells
            .first()
            .map_or(String::new(), |c| format!("at {c}"))
    }

    fn validate(&self) -> Result<(), Problem> {
        shape::line(&self.cells, 2, 9)
    }

    fn cells(&self) -> CellSet {
        shape::set(&self.cells)
    }

    fn groups(&self, index: usize) -> Vec<Group> {
        vec![own_group(index, shape::set(&self.cells))]
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        shape::repeats(grid, self.cells.iter().copied())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Constraint;
    use crate::rules::testing::{broken, cells, grid};

    #[test]
    fn repeats_inside_the_region() {
        let r = Constraint::ExtraRegion(ExtraRegion {
            cells: cells(&["r1c1", "r5c5", "r9c9"]),
        });
        assert!(broken(r.clone(), &grid(&[("r1c1", 2), ("r9c9", 2)])));
        assert!(!broken(r.clone(), &grid(&[("r1c1", 2), ("r9c8", 2)])));
        assert!(!broken(r, &grid(&[("r1c1", 2), ("r5c5", 3)])));
    }
}
