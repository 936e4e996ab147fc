//! `Puzzle`: givens plus rules.

use super::rule_set::Rules;
use super::violation::Violation;
use crate::grid::Grid;

/// A puzzle of any variant: its givens and its rules. Classic puzzles have
/// `Rules::default()`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Puzzle {
    /// The given digits (0 = empty).
    pub givens: Grid,
    /// The rules.
    #[serde(default)]
    pub rules: Rules,
}

impl Puzzle {
    /// A classic puzzle with these givens.
    pub fn classic(givens: Grid) -> Puzzle {
        Puzzle {
            givens,
            rules: Rules::default(),
        }
    }

    /// The rules the givens already break (a digit repeated in a cage, a thermometer
    /// that falls), as [`Rules::violations`] reports them.
    pub fn conflicts(&self) -> Vec<Violation> {
        self.rules.violations(&self.givens)
    }
}

/// A grid's givens under classic rules: what every entry point that takes a
/// [`Puzzle`] reads a plain grid as (`solver.solve(&grid.into())`).
impl From<Grid> for Puzzle {
    fn from(givens: Grid) -> Puzzle {
        Puzzle::classic(givens)
    }
}

/// As `From<Grid>`, for a grid held by reference (a [`Grid`] is a small copy).
impl From<&Grid> for Puzzle {
    fn from(givens: &Grid) -> Puzzle {
        Puzzle::classic(*givens)
    }
}
