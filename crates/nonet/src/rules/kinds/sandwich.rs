//! Sandwich sums: a clue beside a row or column gives the sum of the digits between its
//! 1 and its 9 (f-puzzles' `sandwichsum`, the Interactive Sudoku Solver's `Sandwich`).
//! The sum does not depend on the side the clue is on.

use crate::grid::{CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::outside::Outside;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// A sandwich clue.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Sandwich {
    /// Where the clue is.
    pub clue: Outside,
    /// The sum of the digits between the 1 and the 9 (0 when they touch).
    pub total: u16,
}

/// Whether `total` is a sum of distinct digits from 2 to 8 (the empty sum included).
fn makeable(total: u16) -> bool {
    (0u16..128).any(|set| {
        let sum: u16 = (0..7).filter(|b| set >> b & 1 == 1).map(|b| b + 2).sum();
        sum == total
    })
}

impl Kind for Sandwich {
    const NAME: &'static str = "sandwich clue";

    fn locate(&self) -> String {
        format!("on {}", self.clue.describe())
    }

    fn validate(&self) -> Result<(), Problem> {
        self.clue.validate()?;
        if !makeable(self.total) {
            return Err(Problem::ImpossibleTotal {
                total: self.total,
                why: "no set of digits 2 to 8 sums to it",
            });
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
        let at = |v| line.iter().position(|&c| shape::value(grid, c) == Some(v));
        let (Some(one), Some(nine)) = (at(1), at(9)) else {
            return Vec::new();
        };
        let between = &line[one.min(nine) + 1..one.max(nine)];
        let (sum, empty) = shape::filled_sum(grid, between);
        let (empty, total) = (empty as u32, u32::from(self.total));
        if sum + 2 * empty > total || sum + 8 * empty < total {
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
    use crate::rules::testing::{broken, grid};

    #[test]
    fn sum_between_one_and_nine() {
        let s = Constraint::Sandwich(Sandwich {
            clue: Outside {
                side: Side::Right,
                index: 0,
            },
            total: 7,
        });
        assert!(!broken(
            s.clone(),
            &grid(&[("r1c2", 1), ("r1c3", 3), ("r1c4", 4), ("r1c5", 9)])
        ));
        assert!(broken(
            s.clone(),
            &grid(&[("r1c2", 1), ("r1c3", 3), ("r1c4", 5), ("r1c5", 9)])
        ));
        // Two more cells between need at least 2 + 2: 4 + 4 > 7.
        assert!(broken(
            s.clone(),
            &grid(&[("r1c1", 9), ("r1c2", 4), ("r1c5", 1)])
        ));
        assert!(!broken(s, &grid(&[("r1c1", 9), ("r1c5", 3)])));
    }

    #[test]
    fn totals() {
        let clue = Outside {
            side: Side::Top,
            index: 3,
        };
        for (total, ok) in [
            (0, true),
            (1, false),
            (2, true),
            (33, true),
            (34, false),
            (35, true),
            (36, false),
        ] {
            assert_eq!(Sandwich { clue, total }.validate().is_ok(), ok, "{total}");
        }
        let off = Sandwich {
            clue: Outside {
                side: Side::Top,
                index: 9,
            },
            total: 5,
        };
        assert_eq!(off.validate(), Err(Problem::OffGrid { index: 9 }));
    }
}
