//! `Hint`: what the game suggests next, from the player's own position.

use super::role::{HouseMark, Mark};
use crate::grid::{Cell, Digit};
use crate::logic::Step;

/// The answer to "what next?", computed from the player's current digits and centre
/// marks in a sound way: a wrong digit or a note that rules out the solution is named
/// before any reasoning, since logic from a wrong position proves nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Hint {
    /// Every cell is filled with the solution: nothing to hint.
    Solved,
    /// The player's digit in `cell` is not the solution's (the first such cell, row by
    /// row). Applying the hint clears it.
    WrongDigit { cell: Cell, digit: Digit },
    /// The centre marks of the empty `cell` leave out the digit it needs. Applying the
    /// hint gives the cell its candidates as centre marks again.
    MissingNote { cell: Cell },
    /// The next step of the logic engine.
    Step(HintStep),
    /// The logic engine does not reason about this puzzle's rules yet (variants).
    UnsupportedRules,
}

/// A step of the logic engine, ready to show: the step itself, its sentence, and the
/// cells, candidates and houses it involves with their roles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintStep {
    /// The step: technique, placements, eliminations, evidence.
    pub step: Step,
    /// Its one-sentence explanation.
    pub text: String,
    /// Each involved cell or candidate with its role: conclusions, then the pattern.
    pub marks: Vec<Mark>,
    /// Each involved house with its role.
    pub houses: Vec<HouseMark>,
}
