//! The `Game` class: one game being played, wrapping [`nonet::play::Game`].
//!
//! The page keeps one object per open game and reads a [`GameView`] back after every
//! change; every answer is a library record as JSON text, and every refusal the
//! library's message, thrown.

use nonet::Cell;
use nonet::play::{self, Action, GameView, HintRecord, WhyWrongRecord};
use wasm_bindgen::prelude::wasm_bindgen;

use crate::generate::generated;
use crate::{json, parse, read};

/// A game: a puzzle with its one solution, what the player wrote, the undo and redo
/// history and the time played.
#[wasm_bindgen]
#[derive(Debug)]
pub struct Game {
    game: play::Game,
}

#[wasm_bindgen]
impl Game {
    /// A new game of the first puzzle in `text` (any format nonet reads); throws the
    /// reader's message, or why the puzzle cannot be played (its givens clash, it has no
    /// or several solutions).
    pub fn from_text(text: &str) -> Result<Game, String> {
        let puzzle = read(text)?;
        Ok(Game::of(
            play::Game::new(puzzle).map_err(|e| e.to_string())?,
        ))
    }

    /// A new game of a generated puzzle: `options` as the function `generate` takes them.
    /// Its share code is the puzzle's id when the seed fits in one.
    pub fn from_generated(options: &str) -> Result<Game, String> {
        let g = generated(options)?;
        play::Game::from_generated(&g)
            .map(Game::of)
            .map_err(|e| e.to_string())
    }

    /// A game saved by [`Game::save`] (any earlier save format too); throws why a save
    /// is corrupt, inconsistent or newer than this build.
    pub fn from_save(json: &str) -> Result<Game, String> {
        play::Game::from_json(json)
            .map(Game::of)
            .map_err(|e| e.to_string())
    }

    /// A game of a share code: a puzzle id (regenerated) or a puzzle's text.
    pub fn from_share(code: &str) -> Result<Game, String> {
        play::Game::from_share_code(code)
            .map(Game::of)
            .map_err(|e| e.to_string())
    }

    /// The game to draw: a [`GameView`].
    pub fn view(&self) -> Result<String, String> {
        json(&GameView::new(&self.game))
    }

    /// Applies one action, an [`Action`] as JSON (`{"kind":"set-digit","cell":"r1c3",
    /// "digit":4}`), as one undo step, and answers the new view; throws why the JSON is
    /// not an action or the action is refused (a given, nothing to change).
    pub fn apply(&mut self, action: &str) -> Result<String, String> {
        let action: Action = parse(action, "an action")?;
        self.game.apply(action).map_err(|e| e.to_string())?;
        self.view()
    }

    /// Applies a JSON list of actions as ONE undo step (a digit typed into several
    /// selected cells): the parts refused on their own are skipped; throws only when
    /// nothing changes ([`play::Game::apply_all`]).
    pub fn apply_all(&mut self, actions: &str) -> Result<String, String> {
        let actions: Vec<Action> = parse(actions, "a list of actions")?;
        self.game.apply_all(&actions).map_err(|e| e.to_string())?;
        self.view()
    }

    /// Undoes the last move; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        self.game.undo()
    }

    /// Redoes the last undone move; `false` when there is none.
    pub fn redo(&mut self) -> bool {
        self.game.redo()
    }

    /// Adds `ms` milliseconds of play (ignored while paused or once complete): the page
    /// passes its own clock's ticks; the library keeps no clock.
    pub fn add_elapsed(&mut self, ms: u32) {
        self.game.add_elapsed(u64::from(ms));
    }

    /// Pauses or resumes the timer.
    pub fn set_paused(&mut self, paused: bool) {
        self.game.set_paused(paused);
    }

    /// Remembers the selected cell (`r1c1` ... `r9c9`) so that a save restores it.
    pub fn set_cursor(&mut self, cell: &str) -> Result<(), String> {
        self.game.set_cursor(cell_of(cell)?);
        Ok(())
    }

    /// What to do next: a [`HintRecord`] (a step with its cells' roles, a wrong digit,
    /// a missing note, or why there is no step).
    pub fn hint(&self) -> Result<String, String> {
        json(&HintRecord::new(&self.game.hint(), self.game.topology()))
    }

    /// Why the player's digit in `cell` is wrong: a [`WhyWrongRecord`], or `null` when
    /// the cell holds no player digit or the right one.
    pub fn why_wrong(&self, cell: &str) -> Result<String, String> {
        let why = self.game.why_wrong(cell_of(cell)?);
        json(&why.map(|w| WhyWrongRecord::new(&w, self.game.topology())))
    }

    /// The game as the library's versioned JSON save.
    pub fn save(&self) -> String {
        self.game.to_json()
    }
}

impl Game {
    fn of(game: play::Game) -> Game {
        Game { game }
    }
}

/// A cell named `r1c1` .. `r9c9`, or the library's message.
fn cell_of(text: &str) -> Result<Cell, String> {
    text.parse()
        .map_err(|e: <Cell as std::str::FromStr>::Err| e.to_string())
}
