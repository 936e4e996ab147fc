//! Helpers for the checkers' tests: grids from a few placed digits, rules of one
//! constraint.

use super::constraint::Constraint;
use super::layout::Layout;
use super::rule_set::Rules;
use crate::grid::{Cell, Digit, Grid};

/// A cell from its name.
pub(crate) fn cell(name: &str) -> Cell {
    name.parse().expect("a cell name")
}

/// Cells from their names.
pub(crate) fn cells(names: &[&str]) -> Vec<Cell> {
    names.iter().map(|n| cell(n)).collect()
}

/// A grid holding `digits` at the named cells, empty elsewhere.
pub(crate) fn grid(digits: &[(&str, u8)]) -> Grid {
    let mut g = Grid::EMPTY;
    for &(name, d) in digits {
        g.set(cell(name), Digit::new(d));
    }
    g
}

/// Whether the constraint's checker flags `grid`, under rules of that constraint alone.
pub(crate) fn broken(c: Constraint, grid: &Grid) -> bool {
    broken_with(vec![c], grid)
}

/// Whether the constraints' checkers (not the houses) flag `grid`.
pub(crate) fn broken_with(cs: Vec<Constraint>, grid: &Grid) -> bool {
    let rules = Rules::new(Layout::Boxes, cs).expect("valid test rules");
    rules
        .violations(grid)
        .iter()
        .any(|v| matches!(v.rule, super::RuleRef::Constraint(_)))
}

/// A classic solution, for checkers that look at whole grids.
pub(crate) const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
