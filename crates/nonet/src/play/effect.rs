//! What each action does to a position: pure functions from the game and the position
//! before to the position after, or the reason the action is refused.

use super::action::Action;
use super::action_error::ActionError;
use super::game::Game;
use super::hint::{Hint, hint};
use super::position::Position;
use crate::grid::{Candidates, Cell, Digit};

/// The position after `action`, or why it is refused (a given, or no change).
pub(crate) fn effect(game: &Game, action: Action) -> Result<Position, ActionError> {
    let before = &game.position;
    let mut next = before.clone();
    match action {
        Action::SetDigit { cell, digit } => {
            writable(game, cell)?;
            set_digit(game, &mut next, cell, digit);
        }
        Action::Clear { cell } => {
            writable(game, cell)?;
            if next.entries.get(cell).is_some() {
                next.entries.set(cell, None);
            } else {
                next.corner[cell.index()] = Default::default();
                next.centre[cell.index()] = Default::default();
            }
        }
        Action::ToggleCorner { cell, digit } => {
            writable(game, cell)?;
            next.corner[cell.index()] = next.corner[cell.index()] ^ Candidates::single(digit);
        }
        Action::ToggleCentre { cell, digit } => {
            writable(game, cell)?;
            next.centre[cell.index()] = next.centre[cell.index()] ^ Candidates::single(digit);
        }
        Action::AutoNotes => {
            let grid = before.grid(&game.puzzle.givens);
            for cell in grid.empty_cells() {
                next.centre[cell.index()] = Position::candidates(&grid, &game.derived, cell);
            }
        }
        Action::ApplyHint => apply_hint(game, &mut next)?,
    }
    if next == *before {
        return Err(ActionError::Unchanged);
    }
    Ok(next)
}

fn writable(game: &Game, cell: Cell) -> Result<(), ActionError> {
    if game.is_given(cell) {
        Err(ActionError::Given(cell))
    } else {
        Ok(())
    }
}

/// Writes `digit` in `cell` and removes it from the marks of every peer.
fn set_digit(game: &Game, position: &mut Position, cell: Cell, digit: Digit) {
    position.entries.set(cell, Some(digit));
    for p in game.derived.peers(cell) {
        position.corner[p.index()].remove(digit);
        position.centre[p.index()].remove(digit);
    }
}

fn apply_hint(game: &Game, position: &mut Position) -> Result<(), ActionError> {
    let grid = position.grid(&game.puzzle.givens);
    match hint(game) {
        Hint::WrongDigit { cell, .. } => position.entries.set(cell, None),
        Hint::MissingNote { cell } => {
            position.centre[cell.index()] = Position::candidates(&grid, &game.derived, cell);
        }
        Hint::Step(h) => {
            for e in &h.step.eliminations {
                let centre = &mut position.centre[e.cell.index()];
                if centre.is_empty() {
                    // Keep the elimination: the cell's candidates become its notes.
                    *centre = Position::candidates(&grid, &game.derived, e.cell);
                }
                centre.remove(e.digit);
                position.corner[e.cell.index()].remove(e.digit);
            }
            for p in &h.step.placements {
                set_digit(game, position, p.cell, p.digit);
            }
        }
        Hint::Solved | Hint::UnsupportedRules | Hint::NoStep => return Err(ActionError::NoHint),
    }
    Ok(())
}
