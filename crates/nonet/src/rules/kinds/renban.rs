//! Renban lines: the digits on the line are distinct and consecutive, in any order
//! (f-puzzles' `renban`, the Interactive Sudoku Solver's `Renban`).

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::group::Group;
use crate::rules::kind::{Kind, own_group};
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// A renban line of 2 to 9 cells.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Renban {
    /// Its cells, in any order.
    pub cells: Vec<Cell>,
}

impl Kind for Renban {
    const NAME: &'static str = "renban line";

    fn locate(&self) -> String {
        self.cells
            .first()
            .map_or(String::new(), |c| format!("from {c}"))
    }

    fn validate(&self) -> Result<(), Problem> {
        shape::simple_path(
            &self.cells,
            2,
            9,
            "the digits on a renban line all differ, so no cell is on it twice",
        )
    }

    fn cells(&self) -> CellSet {
        shape::set(&self.cells)
    }

    fn groups(&self, index: usize) -> Vec<Group> {
        vec![own_group(index, shape::set(&self.cells))]
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        let repeats = shape::repeats(grid, self.cells.iter().copied());
        if !repeats.is_empty() {
            return repeats;
        }
        let values: Vec<u8> = self
            .cells
            .iter()
            .filter_map(|&c| shape::value(grid, c))
            .collect();
        match (values.iter().min(), values.iter().max()) {
            (Some(lo), Some(hi)) if usize::from(hi - lo) >= self.cells.len() => {
                vec![shape::set(&self.cells)]
            }
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Constraint;
    use crate::rules::testing::{broken, cells, grid};

    #[test]
    fn consecutive_set() {
        let r = Constraint::Renban(Renban {
            cells: cells(&["r1c1", "r2c2", "r3c3"]),
        });
        assert!(!broken(
            r.clone(),
            &grid(&[("r1c1", 5), ("r2c2", 3), ("r3c3", 4)])
        ));
        assert!(broken(r.clone(), &grid(&[("r1c1", 5), ("r3c3", 2)])));
        assert!(!broken(r.clone(), &grid(&[("r1c1", 5), ("r3c3", 3)])));
        assert!(broken(r, &grid(&[("r1c1", 5), ("r3c3", 5)])));
    }
}
