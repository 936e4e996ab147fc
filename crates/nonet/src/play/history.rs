//! `History`: the undo and redo lists.

use super::action::Action;
use super::position::Position;

/// Each applied move (the actions applied as one step: one, or several from
/// [`Game::apply_all`](super::Game::apply_all)) with the position before it (undo list),
/// and each undone move with the position after it (redo list): restoring a stored
/// position is exact, whatever the actions did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct History {
    pub(crate) undo: Vec<(Vec<Action>, Position)>,
    pub(crate) redo: Vec<(Vec<Action>, Position)>,
}
