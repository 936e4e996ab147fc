//! `WhyWrong`: why a player's digit cannot be right.

use crate::grid::{Cell, Digit};
use crate::logic::Candidate;
use crate::rules::{GroupLabel, Violation};

/// Why the digit in a cell is wrong, as truthfully as the game can show it: a rule it
/// breaks, a contradiction its forced consequences reach, or at least that it is not
/// the puzzle's one solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WhyWrong {
    /// The cell.
    pub cell: Cell,
    /// The player's digit in it.
    pub digit: Digit,
    /// Why it is wrong.
    pub reason: WrongReason,
}

/// The reason a digit is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum WrongReason {
    /// With the grid's other digits, it breaks this rule already.
    Breaks(Violation),
    /// From the givens, the player's right digits and this one, singles force the
    /// placements `forced` (in order), after which `cell` has no candidate left.
    EmptyCell { forced: Vec<Candidate>, cell: Cell },
    /// As for `EmptyCell`, but after `forced`, `digit` has no place left in `group`.
    NoPlace {
        forced: Vec<Candidate>,
        group: GroupLabel,
        digit: Digit,
    },
    /// Singles reach no contradiction; the digit differs from the puzzle's unique
    /// solution, which has `solution` there.
    NotTheSolution { solution: Digit },
}

impl WhyWrong {
    /// One or two sentences for the player, e.g. `r1c3 cannot be 4: then r2c7=5, r2c1=6
    /// and r3c1 has no digit left`.
    pub fn explanation(&self) -> String {
        todo!()
    }
}
