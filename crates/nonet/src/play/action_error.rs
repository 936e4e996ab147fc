//! `ActionError`: why [`Game::apply`](super::Game::apply) refused an action.

use crate::grid::Cell;

/// Why an action was refused. A refused action changes nothing and is not recorded in
/// the history.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ActionError {
    /// The cell holds a given, which the player cannot change or mark.
    #[error("{0} is a given")]
    Given(Cell),
    /// The action would change nothing (the digit is already there, the cell is already
    /// empty, auto-notes would write the marks already written).
    #[error("nothing to change")]
    Unchanged,
    /// [`Action::ApplyHint`](super::Action::ApplyHint) when [`Game::hint`](super::Game::hint)
    /// has nothing to apply (the grid is solved, or the rules are beyond the logic engine).
    #[error("no hint to apply")]
    NoHint,
}
