//! What covers the board, and what a key does while it is open: the help, the pause,
//! the new-game menu, the saved-games list and the questions asked before anything
//! unsaved is lost or a save is replaced.

use nonet::rate::Tier;
use ratatui::crossterm::event::{KeyCode, KeyEvent};

use crate::app::{App, Effect, NEW_GAME_LEVELS};
use crate::keys::{Action, action_for};

/// What covers the board, if anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Overlay {
    #[default]
    None,
    Help,
    /// The game is paused: the board is hidden and the clock stopped.
    Paused,
    /// The new-game menu, with the level under the menu's cursor.
    NewGame(usize),
    /// "Save before starting a new game of this level?" (the game is not saved).
    ConfirmNewGame(Tier),
    /// "Save before quitting?"
    ConfirmQuit,
    /// The saved games (the app's `saves`, newest first), with the one under the
    /// list's cursor.
    Saves(usize),
    /// "The save file changed since this game read or wrote it: replace it?"
    ConfirmOverwrite,
    /// The puzzle is solved.
    Complete,
}

impl App {
    /// Handles a key while `self.overlay` is open (anything but [`Overlay::None`]).
    pub(crate) fn on_overlay_key(&mut self, key: KeyEvent) -> Effect {
        match self.overlay {
            Overlay::None => Effect::None,
            Overlay::Help => {
                if matches!(
                    action_for(key),
                    Some(Action::Help | Action::Back | Action::Quit)
                ) {
                    self.overlay = Overlay::None;
                }
                Effect::None
            }
            Overlay::Paused => {
                match action_for(key) {
                    Some(Action::Pause | Action::Back) => self.resume(),
                    Some(Action::Quit) => return self.quit(),
                    _ => {}
                }
                Effect::None
            }
            Overlay::NewGame(selected) => self.on_new_game_key(key, selected),
            Overlay::ConfirmNewGame(tier) => match key.code {
                KeyCode::Char('y' | 'Y') | KeyCode::Enter => Effect::NewGame { tier, save: true },
                KeyCode::Char('n' | 'N') => Effect::NewGame { tier, save: false },
                KeyCode::Esc | KeyCode::Char('q') => {
                    self.overlay = Overlay::NewGame(level_index(tier));
                    Effect::None
                }
                _ => Effect::None,
            },
            Overlay::ConfirmQuit => match key.code {
                KeyCode::Char('y' | 'Y') | KeyCode::Enter => Effect::Quit { save: true },
                KeyCode::Char('n' | 'N') => Effect::Quit { save: false },
                KeyCode::Esc | KeyCode::Char('q') => {
                    // Back to where the question came from: a paused game stays paused.
                    self.overlay = if self.game.is_paused() {
                        Overlay::Paused
                    } else {
                        Overlay::None
                    };
                    Effect::None
                }
                _ => Effect::None,
            },
            Overlay::Saves(selected) => self.on_saves_key(key, selected),
            Overlay::ConfirmOverwrite => match key.code {
                KeyCode::Char('y' | 'Y') => Effect::Save { overwrite: true },
                KeyCode::Char('n' | 'N' | 'q') | KeyCode::Esc => {
                    self.overlay = Overlay::None;
                    self.message = Some("not saved".into());
                    Effect::None
                }
                _ => Effect::None,
            },
            Overlay::Complete => match action_for(key) {
                Some(Action::NewGame) => {
                    self.overlay = Overlay::NewGame(default_level_index());
                    Effect::None
                }
                Some(Action::Quit) => Effect::Quit { save: false },
                Some(Action::Back) => {
                    self.overlay = Overlay::None;
                    Effect::None
                }
                _ => Effect::None,
            },
        }
    }

    fn on_new_game_key(&mut self, key: KeyEvent, selected: usize) -> Effect {
        let n = NEW_GAME_LEVELS.len();
        match key.code {
            KeyCode::Char(c @ '1'..='8') => {
                return self.new_game(NEW_GAME_LEVELS[c as usize - '1' as usize]);
            }
            KeyCode::Enter => return self.new_game(NEW_GAME_LEVELS[selected]),
            KeyCode::Up | KeyCode::Char('k') => {
                self.overlay = Overlay::NewGame((selected + n - 1) % n);
            }
            KeyCode::Down | KeyCode::Char('j') => {
                self.overlay = Overlay::NewGame((selected + 1) % n);
            }
            KeyCode::Esc | KeyCode::Char('q' | 'g') => self.close(),
            _ => {}
        }
        Effect::None
    }

    /// A new game of `tier`, asking first when the game on screen is not saved.
    fn new_game(&mut self, tier: Tier) -> Effect {
        if self.is_unsaved() {
            self.overlay = Overlay::ConfirmNewGame(tier);
            Effect::None
        } else {
            Effect::NewGame { tier, save: false }
        }
    }

    fn on_saves_key(&mut self, key: KeyEvent, selected: usize) -> Effect {
        let n = self.saves.len();
        if n == 0 {
            self.close();
            return Effect::None;
        }
        match key.code {
            KeyCode::Char(c @ '1'..='9') => {
                let i = c as usize - '1' as usize;
                if i < n {
                    return Effect::Load(i);
                }
            }
            KeyCode::Enter => return Effect::Load(selected.min(n - 1)),
            KeyCode::Up | KeyCode::Char('k') => {
                self.overlay = Overlay::Saves((selected + n - 1) % n);
            }
            KeyCode::Down | KeyCode::Char('j') => {
                self.overlay = Overlay::Saves((selected + 1) % n);
            }
            KeyCode::Esc | KeyCode::Char('q' | 'o') => self.close(),
            _ => {}
        }
        Effect::None
    }

    /// Closes a menu: back to the board, or to the completion screen of a solved game.
    fn close(&mut self) {
        self.overlay = if self.game.is_complete() {
            Overlay::Complete
        } else {
            Overlay::None
        };
    }
}

/// The menu's level when it opens: medium.
pub(crate) fn default_level_index() -> usize {
    level_index(Tier::Medium)
}

fn level_index(tier: Tier) -> usize {
    NEW_GAME_LEVELS.iter().position(|&t| t == tier).unwrap_or(0)
}
