//! Kropki dots. A white dot joins two orthogonal neighbours whose digits differ by 1; a
//! black dot, two whose digits are in ratio 1:2 (f-puzzles' `difference` and `ratio` with
//! their default values, the Interactive Sudoku Solver's `WhiteDot` and `BlackDot`).
//!
//! The negative rule ("all dots are given") is [`KropkiNegative`], with a flag per
//! colour as f-puzzles has (`negative: ["difference", "ratio"]`; the Interactive Sudoku
//! Solver's `StrictKropki` sets both). As on f-puzzles, a pair with a dot of either colour
//! is exempt from both negative rules: a black dot between 1 and 2 does not break
//! "no white dot means not consecutive".

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::constraint::Constraint;
use crate::rules::error::Problem;
use crate::rules::kind::Kind;
use crate::rules::rule_set::Rules;
use crate::rules::shape;

/// The colour of a kropki dot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KropkiColor {
    /// The digits differ by 1.
    White,
    /// One digit is twice the other.
    Black,
}

impl KropkiColor {
    /// Whether digits `a` and `b` fit a dot of this colour.
    pub fn allows(self, a: u8, b: u8) -> bool {
        match self {
            KropkiColor::White => a.abs_diff(b) == 1,
            KropkiColor::Black => a == 2 * b || b == 2 * a,
        }
    }
}

/// One kropki dot between two orthogonally adjacent cells.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct KropkiDot {
    /// The two cells, orthogonally adjacent.
    pub cells: [Cell; 2],
    /// White (consecutive) or black (ratio 1:2).
    pub color: KropkiColor,
}

impl Kind for KropkiDot {
    const NAME: &'static str = "kropki dot";

    fn locate(&self) -> String {
        format!("between {} and {}", self.cells[0], self.cells[1])
    }

    fn validate(&self) -> Result<(), Problem> {
        shape::adjacent_pair(self.cells)
    }

    fn cells(&self) -> CellSet {
        shape::set(&self.cells)
    }

    fn distinct_pairs(&self) -> Vec<(Cell, Cell)> {
        vec![(self.cells[0], self.cells[1])]
    }

    fn violations(&self, grid: &Grid, _rules: &Rules) -> Vec<CellSet> {
        match (
            shape::value(grid, self.cells[0]),
            shape::value(grid, self.cells[1]),
        ) {
            (Some(a), Some(b)) if !self.color.allows(a, b) => vec![shape::set(&self.cells)],
            _ => Vec::new(),
        }
    }
}

/// The negative rule of kropki dots: every pair of orthogonal neighbours without a dot
/// is not consecutive (`white`) and not in ratio 1:2 (`black`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct KropkiNegative {
    /// All white dots are given.
    pub white: bool,
    /// All black dots are given.
    pub black: bool,
}

/// Whether the pair (either order) carries a kropki dot of either colour in `rules`.
pub(crate) fn dotted_pairs(rules: &Rules) -> Vec<(Cell, Cell)> {
    rules
        .constraints()
        .iter()
        .filter_map(|c| match c {
            Constraint::Kropki(dot) => Some(ordered(dot.cells)),
            _ => None,
        })
        .collect()
}

/// The pair with the smaller cell first.
pub(crate) fn ordered(cells: [Cell; 2]) -> (Cell, Cell) {
    (cells[0].min(cells[1]), cells[0].max(cells[1]))
}

impl KropkiNegative {
    /// Whether digits `a` and `b` may sit on an undotted pair under this rule.
    pub fn allows(self, a: u8, b: u8) -> bool {
        !(self.white && KropkiColor::White.allows(a, b)
            || self.black && KropkiColor::Black.allows(a, b))
    }
}

impl Kind for KropkiNegative {
    const NAME: &'static str = "kropki negative rule";

    fn validate(&self) -> Result<(), Problem> {
        Ok(())
    }

    fn once(&self) -> bool {
        true
    }

    fn cells(&self) -> CellSet {
        CellSet::ALL
    }

    fn violations(&self, grid: &Grid, rules: &Rules) -> Vec<CellSet> {
        let dotted = dotted_pairs(rules);
        let unmarked = shape::orthogonal_pairs().filter(|p| !dotted.contains(p));
        shape::broken_pairs(grid, unmarked, |x, y| !self.allows(x, y))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::testing::{broken, broken_with, cell, grid};

    fn dot(color: KropkiColor) -> Constraint {
        Constraint::Kropki(KropkiDot {
            cells: [cell("r1c1"), cell("r1c2")],
            color,
        })
    }

    #[test]
    fn dots() {
        assert!(!broken(
            dot(KropkiColor::White),
            &grid(&[("r1c1", 4), ("r1c2", 3)])
        ));
        assert!(broken(
            dot(KropkiColor::White),
            &grid(&[("r1c1", 4), ("r1c2", 6)])
        ));
        assert!(!broken(
            dot(KropkiColor::Black),
            &grid(&[("r1c1", 4), ("r1c2", 8)])
        ));
        assert!(broken(
            dot(KropkiColor::Black),
            &grid(&[("r1c1", 4), ("r1c2", 5)])
        ));
        assert!(!broken(dot(KropkiColor::Black), &grid(&[("r1c1", 4)])));
    }

    #[test]
    fn negative_rule_per_colour_and_exemption() {
        let white = Constraint::KropkiNegative(KropkiNegative {
            white: true,
            black: false,
        });
        let black = Constraint::KropkiNegative(KropkiNegative {
            white: false,
            black: true,
        });
        let consecutive = grid(&[("r2c1", 4), ("r2c2", 5)]);
        let double = grid(&[("r2c1", 4), ("r2c2", 8)]);
        assert!(broken(white.clone(), &consecutive));
        assert!(!broken(white.clone(), &double));
        assert!(broken(black.clone(), &double));
        assert!(!broken(black.clone(), &consecutive));
        // 1 and 2 under a black dot: exempt from the white rule too.
        let one_two = grid(&[("r1c1", 1), ("r1c2", 2)]);
        assert!(!broken_with(vec![white, dot(KropkiColor::Black)], &one_two));
    }

    #[test]
    fn dots_must_touch() {
        let far = KropkiDot {
            cells: [cell("r1c1"), cell("r2c2")],
            color: KropkiColor::White,
        };
        assert_eq!(
            far.validate(),
            Err(Problem::NotAdjacent(cell("r1c1"), cell("r2c2")))
        );
    }
}
