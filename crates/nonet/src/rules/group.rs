//! `Group`: a set of cells that must hold distinct digits, named by what makes it so.

use std::fmt;

use super::kinds::Diagonal;
use crate::grid::CellSet;

/// Cells that must hold distinct digits: a row, a column, a box or jigsaw region, a
/// diagonal, a windoku window, a disjoint group, an extra region, a killer cage, a
/// renban line, a thermometer. A group of nine cells is a *house*: it holds each digit
/// exactly once, so a digit with one place left in it goes there (a hidden single).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Group {
    /// What the group is.
    pub label: GroupLabel,
    /// Its cells.
    pub cells: CellSet,
}

impl Group {
    /// Whether the group holds every digit once (nine cells).
    pub fn is_house(&self) -> bool {
        self.cells.len() == 9
    }
}

/// What makes a group: the layout's houses, the global rules, or one constraint.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GroupLabel {
    /// Row 0..9.
    Row(u8),
    /// Column 0..9.
    Column(u8),
    /// Box 0..9 (classic layout).
    Box(u8),
    /// Jigsaw region 0..9.
    Region(u8),
    /// One of the long diagonals.
    Diagonal(Diagonal),
    /// Windoku window 0..4 (row-major).
    Window(u8),
    /// Disjoint group 0..9: the cells at one position of every box.
    Disjoint(u8),
    /// The constraint at this index in the rules (a cage, an extra region, a renban).
    Constraint(usize),
}

impl fmt::Display for GroupLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GroupLabel::Row(n) => write!(f, "row {}", n + 1),
            GroupLabel::Column(n) => write!(f, "column {}", n + 1),
            GroupLabel::Box(n) => write!(f, "box {}", n + 1),
            GroupLabel::Region(n) => write!(f, "region {}", n + 1),
            GroupLabel::Diagonal(d) => write!(f, "{d}"),
            GroupLabel::Window(n) => write!(f, "window {}", n + 1),
            GroupLabel::Disjoint(n) => write!(f, "disjoint group {}", n + 1),
            GroupLabel::Constraint(i) => write!(f, "constraint {}", i + 1),
        }
    }
}
