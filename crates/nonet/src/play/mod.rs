//! Playing: one game model that every front end (the terminal game, later the web page
//! and mobile bindings) is a thin view of.
//!
//! A [`Game`] holds a puzzle with its rules and its one solution, the player's digits,
//! corner and centre marks, colours, and a full undo/redo history. Every change is an [`Action`]
//! applied by [`Game::apply`]; conflicts come from the rules' checkers; hints come from
//! the logic engine with each involved cell's [`Role`]; a game saves to and restores
//! from versioned JSON. For a front end that is not Rust (the web page), [`GameView`],
//! [`HintRecord`] and [`WhyWrongRecord`] are the same state as serde records, so the
//! terminal game and the page show one thing. The model is pure: no I/O, no clock (the caller adds elapsed
//! time), no threads, so it builds for wasm32.
//!
//! ```
//! use nonet::play::{Action, Game, Hint};
//! use nonet::rules::Puzzle;
//!
//! let givens = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!     .parse()?;
//! let mut game = Game::new(Puzzle::classic(givens))?;
//! let r1c3 = "r1c3".parse()?;
//! game.apply(Action::SetDigit { cell: r1c3, digit: nonet::Digit::new(2).unwrap() })?;
//! assert!(game.wrong_cells().contains(r1c3)); // the solution has 4 there
//! assert!(matches!(game.hint(), Hint::WrongDigit { .. }));
//! assert!(game.undo());
//! if let Hint::Step(step) = game.hint() {
//!     println!("{}", step.text); // e.g. "Hidden single ..."
//!     game.apply(Action::ApplyHint)?;
//! }
//! let saved = game.to_json();
//! assert_eq!(Game::from_json(&saved)?, game);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod action;
mod action_error;
mod colour;
mod effect;
mod game;
mod game_error;
mod game_view;
mod hint;
mod hint_record;
mod history;
mod new_game_record;
mod position;
mod save;
mod save_error;
mod share;
mod share_code_error;
mod solution;
mod why_wrong;
mod why_wrong_record;

pub use crate::logic::{HouseMark, HouseRole, Mark, Role};
pub use action::Action;
pub use action_error::ActionError;
pub use colour::Colour;
pub use game::Game;
pub use game_error::GameError;
pub use game_view::{CellView, GameView};
pub use hint::{Hint, HintStep};
pub use hint_record::{HintKind, HintRecord, HouseRecord};
pub use new_game_record::NewGameRecord;
pub use save_error::SaveError;
pub use share::ShareCode;
pub use share_code_error::ShareCodeError;
pub use why_wrong::{WhyWrong, WrongReason};
pub use why_wrong_record::WhyWrongRecord;
