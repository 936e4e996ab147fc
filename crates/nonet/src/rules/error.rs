//! Why a set of rules is not valid: which constraint, and what is wrong with it.

use std::fmt;

use crate::grid::{Cell, Digit};

/// A constraint (or the region layout) that cannot be part of valid rules.
///
/// `what` names the constraint as a person would point at it ("killer cage at r1c1",
/// "thermometer from r2c3"), `index` is its position in the list given to
/// [`Rules::new`](super::Rules::new) (`None` for the layout), and `problem` says what is
/// wrong.
///
/// It prints as `constraint 3 (killer cage at r1c1): total 50 cannot be made: ...`, or
/// `jigsaw layout: region 2 has 8 cells, expected 9`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct RulesError {
    /// Position of the constraint in the rules' list (0-based), `None` for the layout.
    pub index: Option<usize>,
    /// The constraint, named by its kind and where it is.
    pub what: String,
    /// What is wrong with it.
    pub problem: Problem,
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.index {
            Some(i) => write!(f, "constraint {} ({}): {}", i + 1, self.what, self.problem),
            None => write!(f, "{}: {}", self.what, self.problem),
        }
    }
}

/// What is wrong with one constraint.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Problem {
    /// Fewer cells than the kind needs (an empty line, a one-cell thermometer).
    TooFewCells { min: usize, found: usize },
    /// More cells than the kind allows (a renban of ten cells).
    TooManyCells { max: usize, found: usize },
    /// A cage or set that names the same cell twice.
    RepeatedCell(Cell),
    /// A line that comes back to a cell where its kind's rule gives a revisit no
    /// meaning (a thermometer rising back to r2c3), and why.
    Revisit { cell: Cell, why: &'static str },
    /// Two cells that must be orthogonally adjacent (a kropki dot, an X or a V) and are not.
    NotAdjacent(Cell, Cell),
    /// Two parts of one constraint that must not share a cell (an arrow's circle and shaft).
    SharedCell(Cell),
    /// A total that no digits can make under the kind's rules.
    ImpossibleTotal { total: u16, why: &'static str },
    /// An outside clue whose row or column number is not 1..=9.
    OffGrid { index: u8 },
    /// A little killer that does not start at the edge of the grid, looking inwards.
    NotAtEdge(Cell),
    /// A quadruple's top-left cell in the last row or column, or a 2x2 that leaves the grid.
    NoRoomForSquare(Cell),
    /// A quadruple that lists no digit or more than four.
    BadDigitCount(usize),
    /// A set of given candidates without a digit.
    NoDigits,
    /// A quadruple that asks for a digit more often than a 2x2 square can hold it.
    DigitTooOften(Digit),
    /// A whisper difference outside 1..=8.
    BadDifference(u8),
    /// A clue count (skyscraper) outside 1..=9.
    BadCount(u8),
    /// A rule that may appear once and was given twice (anti-knight, windoku, a diagonal).
    GivenTwice,
    /// A jigsaw layout without nine regions of nine cells.
    BadRegionSize { region: u8, size: usize },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::TooFewCells { min, found } => {
                write!(f, "needs at least {min} cells, found {found}")
            }
            Problem::TooManyCells { max, found } => {
                write!(f, "allows at most {max} cells, found {found}")
            }
            Problem::RepeatedCell(c) => write!(f, "visits {c} twice"),
            Problem::Revisit { cell, why } => write!(f, "visits {cell} twice: {why}"),
            Problem::NotAdjacent(a, b) => {
                write!(f, "{a} and {b} are not orthogonally adjacent")
            }
            Problem::SharedCell(c) => write!(f, "uses {c} in two parts"),
            Problem::ImpossibleTotal { total, why } => {
                write!(f, "total {total} cannot be made: {why}")
            }
            Problem::OffGrid { index } => {
                write!(
                    f,
                    "row or column {} is outside the grid",
                    u16::from(*index) + 1
                )
            }
            Problem::NotAtEdge(c) => write!(
                f,
                "starts at {c}, which is not at the edge of the grid in its direction"
            ),
            Problem::NoRoomForSquare(c) => {
                write!(f, "no 2x2 square has its top-left cell at {c}")
            }
            Problem::BadDigitCount(n) => write!(f, "lists {n} digits, expected 1 to 4"),
            Problem::NoDigits => f.write_str("lists no digit"),
            Problem::DigitTooOften(d) => {
                write!(f, "asks for digit {d} more than twice in a 2x2 square")
            }
            Problem::BadDifference(d) => write!(f, "difference {d} is not 1 to 8"),
            Problem::BadCount(n) => write!(f, "count {n} is not 1 to 9"),
            Problem::GivenTwice => f.write_str("is given twice"),
            Problem::BadRegionSize { region, size } => {
                write!(f, "region {} has {size} cells, expected 9", region + 1)
            }
        }
    }
}
