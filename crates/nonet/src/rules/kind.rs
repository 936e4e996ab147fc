//! What every constraint kind provides: its name, its validation, the all-different
//! groups and distinct pairs it implies, and its checker.
//!
//! One implementation per kind, in the kind's own file under `kinds/`; [`Constraint`]
//! dispatches to them with a `match` generated from the table of kinds (`kind_table!` in
//! `constraint.rs`), so the rules stay plain data (no trait objects that a clone could
//! lose) and a kind without an implementation fails to compile. This is the first of a
//! kind's five pieces; the table's doc lists the others.
//!
//! [`Constraint`]: super::Constraint

use super::error::Problem;
use super::group::{Group, GroupLabel};
use super::rule_set::Rules;
use crate::grid::{Cell, CellSet, Grid};

pub(crate) trait Kind {
    /// The kind's name in messages: "killer cage", "thermometer".
    const NAME: &'static str;

    /// Where it is, for messages: "at r1c1", "from r2c3", "on row 4". Empty for rules
    /// that cover the whole grid.
    fn locate(&self) -> String {
        String::new()
    }

    /// Whether the constraint is well formed (shape, lengths, totals that can be made).
    fn validate(&self) -> Result<(), Problem>;

    /// Whether a rule of this kind may appear only once (anti-knight, windoku).
    fn once(&self) -> bool {
        false
    }

    /// The cells the constraint involves (every cell for rules over the whole grid).
    fn cells(&self) -> CellSet;

    /// Sets of cells that must hold distinct digits because of this constraint
    /// (`index` is its position in the rules, for the groups' labels).
    fn groups(&self, _index: usize) -> Vec<Group> {
        Vec::new()
    }

    /// Pairs of cells that cannot hold the same digit because of this constraint, beyond
    /// its groups (anti-knight moves, the two cells of a kropki dot).
    fn distinct_pairs(&self) -> Vec<(Cell, Cell)> {
        Vec::new()
    }

    /// The checker: the sets of cells of `grid` (0 = empty) that already break this
    /// constraint, whatever the empty cells get. A complete grid satisfies the
    /// constraint exactly when this is empty; a partial grid is rejected only for what
    /// its filled cells prove. Plain loops over the grid, independent of the solver's
    /// propagators, so it can judge them.
    fn violations(&self, grid: &Grid, rules: &Rules) -> Vec<CellSet>;
}

/// A group labelled as belonging to the constraint at `index`.
pub(crate) fn own_group(index: usize, cells: CellSet) -> Group {
    Group {
        label: GroupLabel::Constraint(index),
        cells,
    }
}
