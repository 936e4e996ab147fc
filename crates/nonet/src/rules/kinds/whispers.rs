//! Whisper lines: neighbours on the line differ by at least a given amount. German
//! whispers (f-puzzles' `whispers`, the Interactive Sudoku Solver's `Whisper` without a
//! difference) use 5, the default here; Dutch whispers use 4.

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// A whisper line.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Whispers {
    /// Its cells, end to end.
    pub cells: Vec<Cell>,
    /// The least difference between neighbours, 1 to 8 (5 for German whispers).
    #[serde(default = "german")]
    pub difference: u8,
}

fn german() -> u8 {
    Whispers::GERMAN
}

impl Whispers {
    /// The difference of German whispers.
    pub const GERMAN: u8 = 5;

    /// A German whisper line.
    pub fn german(cells: Vec<Cell>) -> Whispers {
        Whispers {
            cells,
            difference: Whispers::GERMAN,
        }
    }
}

impl Kind for Whispers {
    const NAME: &'static str = "whisper line";

    fn locate(&self) -> String {
        self.cells
            .first()
            .map_or(String::new(), |c| format!("from {c}"))
    }

    fn validate(&self) -> Result<(), Problem> {
        if !(1..=8).contains(&self.difference) {
            return Err(Problem::BadDifference(self.difference));
        }
        // The rule is about neighbours along the line: a line that comes back to a
        // cell (ISS's "Merry X/V-mas" returns to r5c7) adds the pairs of each pass.
        shape::path(&self.cells, 2, 81)
    }

    fn cells(&self) -> CellSet {
        shape::set(&self.cells)
    }

    fn distinct_pairs(&self) -> Vec<(Cell, Cell)> {
        self.cells.windows(2).map(|w| (w[0], w[1])).collect()
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        self.cells
            .windows(2)
            .filter(
                |w| match (shape::value(grid, w[0]), shape::value(grid, w[1])) {
                    (Some(a), Some(b)) => a.abs_diff(b) < self.difference,
                    _ => false,
                },
            )
            .map(|w| CellSet::single(w[0]).with(w[1]))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Constraint;
    use crate::rules::testing::{broken, cells, grid};

    #[test]
    fn neighbours_differ_enough() {
        let w = Constraint::Whispers(Whispers::german(cells(&["r1c1", "r1c2", "r2c3"])));
        assert!(!broken(
            w.clone(),
            &grid(&[("r1c1", 1), ("r1c2", 6), ("r2c3", 1)])
        ));
        assert!(broken(w.clone(), &grid(&[("r1c2", 6), ("r2c3", 2)])));
        // Not neighbours on the line.
        assert!(!broken(w, &grid(&[("r1c1", 6), ("r2c3", 5)])));
        let dutch = Constraint::Whispers(Whispers {
            cells: cells(&["r1c1", "r1c2"]),
            difference: 4,
        });
        assert!(!broken(dutch, &grid(&[("r1c1", 1), ("r1c2", 5)])));
        assert_eq!(
            Whispers {
                cells: cells(&["r1c1", "r1c2"]),
                difference: 9
            }
            .validate(),
            Err(Problem::BadDifference(9))
        );
    }
}
