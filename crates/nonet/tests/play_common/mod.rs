//! Shared by the game model's tests: a puzzle, random actions and an exact snapshot of
//! what the player has written.

#![allow(dead_code)]

use nonet::play::{Action, Colour, Game};
use nonet::rules::Puzzle;
use nonet::{Candidates, Cell, Digit};
use proptest::prelude::*;

/// The example puzzle of Wikipedia's "Sudoku" article (public domain image by Tim
/// Stellmach).
pub const WIKIPEDIA: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

pub fn wikipedia() -> Game {
    Game::new(Puzzle::classic(WIKIPEDIA.parse().unwrap())).unwrap()
}

/// Everything a position holds, cell by cell: digit, player digit, corner, centre,
/// colours.
pub type Snapshot = Vec<(
    Option<Digit>,
    Option<Digit>,
    Candidates,
    Candidates,
    Vec<Colour>,
)>;

pub fn snapshot(game: &Game) -> Snapshot {
    Cell::all()
        .map(|c| {
            (
                game.value(c),
                game.entry(c),
                game.corner_marks(c),
                game.centre_marks(c),
                game.colours(c),
            )
        })
        .collect()
}

/// One step of a random session.
#[derive(Clone, Debug)]
pub enum Op {
    Act(Action),
    /// Several actions as one move ([`Game::apply_all`]).
    ActAll(Vec<Action>),
    Undo,
    Redo,
}

pub fn cell() -> impl Strategy<Value = Cell> {
    (0u8..81).prop_map(|i| Cell::new(i).unwrap())
}

pub fn digit() -> impl Strategy<Value = Digit> {
    (1u8..=9).prop_map(|d| Digit::new(d).unwrap())
}

pub fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        6 => (cell(), digit()).prop_map(|(cell, digit)| Action::SetDigit { cell, digit }),
        2 => cell().prop_map(|cell| Action::Clear { cell }),
        3 => (cell(), digit()).prop_map(|(cell, digit)| Action::ToggleCorner { cell, digit }),
        3 => (cell(), digit()).prop_map(|(cell, digit)| Action::ToggleCentre { cell, digit }),
        1 => Just(Action::AutoNotes),
        1 => Just(Action::ApplyHint),
        2 => (cell(), 1u8..=9).prop_map(|(cell, n)| Action::ToggleColour {
            cell,
            colour: Colour::new(n).unwrap(),
        }),
    ]
}

pub fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        6 => action().prop_map(Op::Act),
        2 => proptest::collection::vec(action(), 0..5).prop_map(Op::ActAll),
        2 => Just(Op::Undo),
        1 => Just(Op::Redo),
    ]
}
