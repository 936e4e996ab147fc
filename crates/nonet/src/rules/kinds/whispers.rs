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
        shape::line(&self.cells, 2, 81)
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
