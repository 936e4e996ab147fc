//! Region-sum lines: where a line crosses region borders (boxes, or jigsaw regions), the
//! digits on each piece of it inside one region have the same sum; a line that enters a
//! region twice makes two pieces (f-puzzles' `regionsumline`, the Interactive Sudoku
//! Solver's `RegionSumLine`).

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::layout::Layout;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// A region-sum line.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct RegionSumLine {
    /// Its cells, end to end.
    pub cells: Vec<Cell>,
}

impl RegionSumLine {
    /// The pieces of the line, each inside one region of `layout`, in order: a line
    /// that leaves a region and comes back makes a new piece, and a cell passed twice
    /// within one piece is one of its cells ("the digits on the line in each region",
    /// as f-puzzles words the rule), so each piece is a set of distinct cells.
    pub fn pieces(&self, layout: &Layout) -> Vec<Vec<Cell>> {
        pieces_of(&self.cells, |c| layout.region_of(c))
    }
}

/// The pieces of the line through `cells`, each inside one region as `region_of` tells
/// them (see [`RegionSumLine::pieces`]): the logic layer, which knows the regions as its
/// topology's groups, cuts a line the same way.
pub(crate) fn pieces_of<R: PartialEq>(
    cells: &[Cell],
    region_of: impl Fn(Cell) -> R,
) -> Vec<Vec<Cell>> {
    let mut out: Vec<Vec<Cell>> = Vec::new();
    let mut last = None;
    for &c in cells {
        let region = region_of(c);
        match out.last_mut() {
            Some(piece) if last.as_ref() == Some(&region) => {
                if !piece.contains(&c) {
                    piece.push(c);
                }
            }
            _ => out.push(vec![c]),
        }
        last = Some(region);
    }
    out
}

impl Kind for RegionSumLine {
    const NAME: &'static str = "region-sum line";

    fn locate(&self) -> String {
        self.cells
            .first()
            .map_or(String::new(), |c| format!("from {c}"))
    }

    fn validate(&self) -> Result<(), Problem> {
        // Each pass through a region is a piece of its own (see `pieces`), so a line
        // may come back to a cell.
        shape::path(&self.cells, 2, 81)
    }

    fn cells(&self) -> CellSet {
        shape::set(&self.cells)
    }

    fn violations(&self, grid: &Grid, rules: &Rules) -> Vec<CellSet> {
        let pieces: Vec<(u32, usize)> = self
            .pieces(rules.layout())
            .iter()
            .map(|p| shape::filled_sum(grid, p))
            .collect();
        let complete: Vec<u32> = pieces.iter().filter(|p| p.1 == 0).map(|p| p.0).collect();
        let Some(&target) = complete.first() else {
            return Vec::new();
        };
        let broken = complete.iter().any(|&s| s != target)
            || pieces.iter().any(|&(s, e)| s + e as u32 > target);
        if broken {
            vec![shape::set(&self.cells)]
        } else {
            Vec::new()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Constraint;
    use crate::rules::testing::{broken, cells, grid};

    #[test]
    fn pieces_sum_alike() {
        // r3c2 r3c3 in box 1, r3c4 r3c5 in box 2.
        let line = RegionSumLine {
            cells: cells(&["r3c2", "r3c3", "r3c4", "r3c5"]),
        };
        assert_eq!(line.pieces(&Layout::Boxes).len(), 2);
        let c = Constraint::RegionSum(line);
        assert!(!broken(
            c.clone(),
            &grid(&[("r3c2", 1), ("r3c3", 6), ("r3c4", 3), ("r3c5", 4)])
        ));
        assert!(broken(
            c.clone(),
            &grid(&[("r3c2", 1), ("r3c3", 6), ("r3c4", 3), ("r3c5", 5)])
        ));
        assert!(broken(
            c.clone(),
            &grid(&[("r3c2", 1), ("r3c3", 2), ("r3c4", 3)])
        ));
        assert!(!broken(c, &grid(&[("r3c2", 1), ("r3c3", 6), ("r3c4", 3)])));
    }
}
