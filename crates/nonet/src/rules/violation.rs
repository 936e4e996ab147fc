//! `Violation`: cells of a grid that break a rule, and which rule.

use std::fmt;

use super::group::GroupLabel;
use crate::grid::CellSet;

/// Cells that break one rule: the basis of a game's conflict marking.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Violation {
    /// The rule broken.
    pub rule: RuleRef,
    /// The cells that break it.
    pub cells: CellSet,
}

/// A rule of a puzzle: a house of the layout, or a constraint of the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RuleRef {
    /// A row, a column, a box or a jigsaw region (digits repeat in it).
    House(GroupLabel),
    /// The constraint at this index of [`Rules::constraints`](super::Rules::constraints).
    Constraint(usize),
}

impl fmt::Display for RuleRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleRef::House(label) => write!(f, "{label}"),
            RuleRef::Constraint(i) => write!(f, "constraint {}", i + 1),
        }
    }
}
