//! Disjoint groups: the cells at the same position of every box hold distinct digits,
//! so each of the nine position groups is a house (f-puzzles' `disjointgroups`, the
//! Interactive Sudoku Solver's `DisjointSets`). Positions are those of the 3x3 boxes,
//! whatever the region layout.

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::group::{Group, GroupLabel};
use crate::rules::kind::Kind;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// The nine disjoint groups.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct DisjointGroups;

impl DisjointGroups {
    /// The group of position `n` (0..9, row-major inside a box).
    pub fn group(n: u8) -> CellSet {
        Cell::all().filter(|c| c.box_position() == n).collect()
    }
}

impl Kind for DisjointGroups {
    const NAME: &'static str = "disjoint groups";

    fn validate(&self) -> Result<(), Problem> {
        Ok(())
    }

    fn once(&self) -> bool {
        true
    }

    fn cells(&self) -> CellSet {
        CellSet::ALL
    }

    fn groups(&self, _index: usize) -> Vec<Group> {
        (0..9)
            .map(|n| Group {
                label: GroupLabel::Disjoint(n),
                cells: DisjointGroups::group(n),
            })
            .collect()
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        (0..9)
            .flat_map(|n| shape::repeats(grid, DisjointGroups::group(n)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Constraint;
    use crate::rules::testing::{broken, grid};

    #[test]
    fn same_position_of_two_boxes() {
        let d = Constraint::DisjointGroups(DisjointGroups);
        // r1c1 and r4c7: top-left cells of boxes 1 and 6.
        assert!(broken(d.clone(), &grid(&[("r1c1", 7), ("r4c7", 7)])));
        assert!(!broken(d.clone(), &grid(&[("r1c1", 7), ("r4c8", 7)])));
        assert!(!broken(d, &grid(&[("r1c1", 7), ("r4c7", 8)])));
        assert_eq!(DisjointGroups::group(4).len(), 9);
    }
}
