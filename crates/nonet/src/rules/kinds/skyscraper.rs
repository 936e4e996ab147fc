//! Skyscrapers: a clue beside a row or column counts the digits seen from it, a digit
//! being seen when it is larger than every digit before it (f-puzzles' `skyscraper`, the
//! Interactive Sudoku Solver's `Skyscraper`).

use crate::grid::{CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::outside::Outside;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// A skyscraper clue.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Skyscraper {
    /// Where the clue is.
    pub clue: Outside,
    /// How many digits are seen, 1 to 9.
    pub count: u8,
}

impl Kind for Skyscraper {
    const NAME: &'static str = "skyscraper clue";

    fn locate(&self) -> String {
        format!("on {}", self.clue.describe())
    }

    fn validate(&self) -> Result<(), Problem> {
        self.clue.validate()?;
        if !(1..=9).contains(&self.count) {
            return Err(Problem::BadCount(self.count));
        }
        Ok(())
    }

    fn cells(&self) -> CellSet {
        self.clue.cell_set()
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        let Some(line) = self.clue.cells() else {
            return Vec::new();
        };
        // Digits seen in the filled run from the clue stay seen whatever follows; once
        // the 9 is in that run, nothing after it is seen.
        let (mut seen, mut tallest) = (0u8, 0u8);
        let mut settled = false;
        for &c in &line {
            let Some(v) = shape::value(grid, c) else {
                break;
            };
            if v > tallest {
                seen += 1;
                tallest = v;
            }
            if v == 9 {
                settled = true;
                break;
            }
        }
        if seen > self.count || settled && seen != self.count {
            vec![line.into_iter().collect()]
        } else {
            Vec::new()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Constraint;
    use crate::rules::outside::Side;
    use crate::rules::testing::{SOLVED, broken, cell, grid};

    #[test]
    fn visible_digits() {
        let solved: Grid = SOLVED.parse().unwrap();
        // Row 1 from the left: 5 3 4 6 7 8 9 1 2 sees 5 6 7 8 9.
        let sky = |count| {
            Constraint::Skyscraper(Skyscraper {
                clue: Outside {
                    side: Side::Left,
                    index: 0,
                },
                count,
            })
        };
        assert!(!broken(sky(5), &solved));
        assert!(broken(sky(4), &solved));
        // A partial run 5 6 _ already sees two: a count of 1 is broken, 3 is open.
        let partial = grid(&[("r1c1", 5), ("r1c2", 6)]);
        assert!(broken(sky(1), &partial));
        assert!(!broken(sky(3), &partial));
        let settled = grid(&[("r1c1", 5), ("r1c2", 9)]);
        assert!(broken(sky(3), &settled));
        assert!(!broken(sky(2), &settled));
        let _ = cell("r1c1");
    }
}
