//! `Action`: one thing a player does to a game, as a value.

use super::colour::Colour;
use crate::grid::{Cell, Digit};

/// One move of the player, applied by [`Game::apply`](super::Game::apply) and undone as
/// one step however many cells it touches.
///
/// Actions are plain data (serde, e.g. `{"kind":"set-digit","cell":"r1c3","digit":4}`)
/// so a front end can record, replay or send them; the game's history keeps them with
/// the positions before and after.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Action {
    /// Writes `digit` in `cell`, and removes `digit` from the corner and centre marks of
    /// every cell that sees `cell` under the puzzle's rules (its peers).
    SetDigit { cell: Cell, digit: Digit },
    /// Removes the player's digit from `cell`; on a cell without one, removes its corner
    /// and centre marks; on a cell with neither, removes its colours (each press of a
    /// delete key peels one layer).
    Clear { cell: Cell },
    /// Adds `digit` to the corner marks of `cell`, or removes it if present.
    ToggleCorner { cell: Cell, digit: Digit },
    /// Adds `digit` to the centre marks of `cell`, or removes it if present.
    ToggleCentre { cell: Cell, digit: Digit },
    /// Adds `colour` to the colours of `cell`, or removes it if present. Givens may be
    /// coloured too (SudokuPad does): colours are the player's notes about cells, not
    /// writing in them.
    ToggleColour { cell: Cell, colour: Colour },
    /// Sets the centre marks of every empty cell to its candidates: the digits none of
    /// its peers holds.
    AutoNotes,
    /// Applies the game's current [`Hint`](super::Hint): clears a wrong digit, or makes
    /// the step's placements (as [`Action::SetDigit`] does) and removes its eliminations
    /// from the centre marks (a cell without centre marks first gets its candidates, so
    /// the elimination is kept).
    ApplyHint,
}
