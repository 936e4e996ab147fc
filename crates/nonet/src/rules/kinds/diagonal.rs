//! X-Sudoku: a long diagonal holds each digit once (f-puzzles' `diagonal-` and
//! `diagonal+`, the Interactive Sudoku Solver's `Diagonal~-1` and `Diagonal~1`).
//! Both diagonals are two constraints; one alone is the one-diagonal variant.

use std::fmt;

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::error::Problem;
use crate::rules::group::{Group, GroupLabel};
use crate::rules::kind::Kind;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// One of the two long diagonals.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Diagonal {
    /// r1c1 to r9c9 (falling, `╲`; f-puzzles `diagonal-`).
    Main,
    /// r9c1 to r1c9 (rising, `╱`; f-puzzles `diagonal+`).
    Anti,
}

impl Diagonal {
    /// Its nine cells, top row first.
    pub fn line(self) -> [Cell; 9] {
        std::array::from_fn(|r| {
            let c = match self {
                Diagonal::Main => r,
                Diagonal::Anti => 8 - r,
            };
            Cell::from_index(r * 9 + c)
        })
    }
}

impl fmt::Display for Diagonal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Diagonal::Main => "main diagonal",
            Diagonal::Anti => "anti-diagonal",
        })
    }
}

impl Kind for Diagonal {
    const NAME: &'static str = "diagonal";

    fn locate(&self) -> String {
        match self {
            Diagonal::Main => "r1c1-r9c9".to_string(),
            Diagonal::Anti => "r9c1-r1c9".to_string(),
        }
    }

    fn validate(&self) -> Result<(), Problem> {
        Ok(())
    }

    fn once(&self) -> bool {
        true
    }

    fn cells(&self) -> CellSet {
        self.line().into_iter().collect()
    }

    fn groups(&self, _index: usize) -> Vec<Group> {
        vec![Group {
            label: GroupLabel::Diagonal(*self),
            cells: Kind::cells(self),
        }]
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        shape::repeats(grid, self.line())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Constraint;
    use crate::rules::testing::{broken, grid};

    #[test]
    fn checker_flags_repeats_on_its_diagonal_only() {
        let main = Constraint::Diagonal(Diagonal::Main);
        let anti = Constraint::Diagonal(Diagonal::Anti);
        let g = grid(&[("r1c1", 4), ("r9c9", 4)]);
        assert!(broken(main.clone(), &g));
        assert!(!broken(anti.clone(), &g));
        let g = grid(&[("r1c9", 4), ("r5c5", 4)]);
        assert!(broken(anti, &g));
        assert!(!broken(main.clone(), &g));
        assert!(!broken(
            main,
            &grid(&[("r1c1", 1), ("r2c2", 2), ("r9c9", 9)])
        ));
        assert_eq!(Diagonal::Anti.line()[0].to_string(), "r1c9");
    }
}
