//! Thermometers: digits increase from the bulb along the line. f-puzzles' `thermometer`
//! and the Interactive Sudoku Solver's `Thermo` are strict (each digit larger than the
//! one before), the default here; a slow thermometer allows equal neighbours.

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::group::Group;
use crate::rules::kind::{Kind, own_group};
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// A thermometer.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Thermo {
    /// Its cells, bulb first.
    pub cells: Vec<Cell>,
    /// Neighbours may be equal (a slow thermometer); `false`, the default, is strict.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub slow: bool,
}

impl Thermo {
    /// A strict thermometer with its bulb at `cells[0]`.
    pub fn new(cells: Vec<Cell>) -> Thermo {
        Thermo { cells, slow: false }
    }

    /// How much a digit must rise per step: 1 on a strict thermometer, 0 on a slow one.
    pub const fn rise(&self) -> u8 {
        if self.slow { 0 } else { 1 }
    }
}

impl Kind for Thermo {
    const NAME: &'static str = "thermometer";

    fn locate(&self) -> String {
        self.cells
            .first()
            .map_or(String::new(), |c| format!("from {c}"))
    }

    fn validate(&self) -> Result<(), Problem> {
        if self.slow {
            // Neighbours never fall: a line that comes back to a cell holds one digit
            // all the way round, which can be a puzzle's point.
            shape::path(&self.cells, 2, 81)
        } else {
            shape::simple_path(
                &self.cells,
                2,
                9,
                "digits rise along a thermometer, so it cannot come back to a cell",
            )
        }
    }

    fn cells(&self) -> CellSet {
        shape::set(&self.cells)
    }

    fn groups(&self, index: usize) -> Vec<Group> {
        if self.slow {
            Vec::new()
        } else {
            vec![own_group(index, shape::set(&self.cells))]
        }
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        let rise = u32::from(self.rise());
        let n = self.cells.len() as u32;
        let filled: Vec<(u32, u32)> = self
            .cells
            .iter()
            .enumerate()
            .filter_map(|(i, &c)| shape::value(grid, c).map(|v| (i as u32, u32::from(v))))
            .collect();
        // A digit at step i needs room for the rises before and after it, and two
        // filled cells need room for the rises between them.
        let out_of_room = filled
            .iter()
            .any(|&(i, v)| v < 1 + rise * i || v + rise * (n - 1 - i) > 9);
        let out_of_order = filled
            .windows(2)
            .any(|w| w[1].1 < w[0].1 + rise * (w[1].0 - w[0].0));
        if out_of_room || out_of_order {
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
    fn strict_and_slow() {
        let strict = Constraint::Thermo(Thermo::new(cells(&["r1c1", "r1c2", "r1c3"])));
        assert!(!broken(strict.clone(), &grid(&[("r1c1", 2), ("r1c3", 4)])));
        assert!(broken(strict.clone(), &grid(&[("r1c1", 2), ("r1c3", 3)])));
        assert!(broken(strict.clone(), &grid(&[("r1c2", 9)])));
        assert!(broken(strict.clone(), &grid(&[("r1c2", 1)])));
        let slow = Constraint::Thermo(Thermo {
            cells: cells(&["r1c1", "r2c2", "r3c3"]),
            slow: true,
        });
        assert!(!broken(slow.clone(), &grid(&[("r1c1", 2), ("r3c3", 2)])));
        assert!(broken(slow, &grid(&[("r1c1", 3), ("r2c2", 2)])));
    }

    #[test]
    fn revisits_and_length() {
        let back = Thermo::new(cells(&["r1c1", "r1c2", "r1c1"]));
        assert_eq!(
            back.validate().unwrap_err().to_string(),
            "visits r1c1 twice: digits rise along a thermometer, so it cannot come back to a cell"
        );
        // A slow thermometer that comes back holds one digit all the way round.
        let slow_back = Constraint::Thermo(Thermo {
            cells: cells(&["r3c3", "r4c4", "r3c3"]),
            slow: true,
        });
        assert!(!broken(
            slow_back.clone(),
            &grid(&[("r3c3", 5), ("r4c4", 5)])
        ));
        assert!(broken(slow_back, &grid(&[("r3c3", 5), ("r4c4", 6)])));
        let long = Thermo::new(crate::grid::Cell::all().take(10).collect());
        assert_eq!(
            long.validate(),
            Err(Problem::TooManyCells { max: 9, found: 10 })
        );
    }
}
