//! X-sums: a clue beside a row or column gives the sum of the first X digits seen from
//! it, where X is the first digit (f-puzzles' `xsum`, the Interactive Sudoku Solver's
//! `XSum`).

use crate::grid::{CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::outside::Outside;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// An X-sum clue.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct XSum {
    /// Where the clue is.
    pub clue: Outside,
    /// The sum of the first X digits.
    pub total: u16,
}

/// Whether some X-sum equals `total`: X distinct digits, X among them.
fn makeable(total: u16) -> bool {
    (1u16..512).any(|set| {
        let x = set.count_ones() as u16;
        let sum: u16 = (0..9).filter(|b| set >> b & 1 == 1).map(|b| b + 1).sum();
        set >> (x - 1) & 1 == 1 && sum == total
    })
}

impl Kind for XSum {
    const NAME: &'static str = "X-sum clue";

    fn locate(&self) -> String {
        format!("on {}", self.clue.describe())
    }

    fn validate(&self) -> Result<(), Problem> {
        self.clue.validate()?;
        if !makeable(self.total) {
            return Err(Problem::ImpossibleTotal {
                total: self.total,
                why: "no first digit X and X distinct digits sum to it",
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
        let Some(x) = shape::value(grid, line[0]) else {
            return Vec::new();
        };
        let first = &line[..usize::from(x)];
        let (sum, empty) = shape::filled_sum(grid, first);
        let (empty, total) = (empty as u32, u32::from(self.total));
        if sum + empty > total || sum + 9 * empty < total {
            vec![first.iter().copied().collect()]
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
    fn first_x_digits() {
        // Column 2 seen from the bottom: r9c2, r8c2, ...
        let x = Constraint::XSum(XSum {
            clue: Outside {
                side: Side::Bottom,
                index: 1,
            },
            total: 10,
        });
        assert!(!broken(
            x.clone(),
            &grid(&[("r9c2", 3), ("r8c2", 5), ("r7c2", 2)])
        ));
        assert!(broken(
            x.clone(),
            &grid(&[("r9c2", 3), ("r8c2", 5), ("r7c2", 1)])
        ));
        assert!(broken(x.clone(), &grid(&[("r9c2", 2), ("r8c2", 9)])));
        assert!(!broken(x, &grid(&[("r8c2", 9)])));
    }

    #[test]
    fn totals() {
        let clue = Outside {
            side: Side::Left,
            index: 0,
        };
        for (total, ok) in [(1, true), (2, false), (3, true), (45, true), (46, false)] {
            assert_eq!(XSum { clue, total }.validate().is_ok(), ok, "{total}");
        }
    }
}
