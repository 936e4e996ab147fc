//! `Position`: what the player has written: digits, corner marks, centre marks.

use crate::grid::{Candidates, Grid};

/// The player's writing on the grid: everything an action changes and undo restores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Position {
    /// The player's digits (0 on givens and empty cells).
    pub(crate) entries: Grid,
    /// Corner marks per cell.
    pub(crate) corner: [Candidates; 81],
    /// Centre marks per cell.
    pub(crate) centre: [Candidates; 81],
}
