//! `History`: the undo and redo lists.

use super::action::Action;
use super::position::Position;

/// Each applied action with the position before it (undo list) and each undone action
/// with the position after it (redo list): restoring a stored position is exact,
/// whatever the action did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct History {
    pub(crate) undo: Vec<(Action, Position)>,
    pub(crate) redo: Vec<(Action, Position)>,
}
