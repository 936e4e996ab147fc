//! The app: the game model plus what only a screen needs (cursor, entry mode, open
//! overlay, hint on show, messages), and what each key does to them.
//!
//! Every rule of Sudoku is the model's: a key becomes a [`nonet::play::Action`] or a
//! question to the game, and the answer is shown. What needs the outside world (files,
//! the generator, leaving) comes back from [`App::on_key`] as an [`Effect`] for the event
//! loop to carry out, so the app itself is tested without a terminal.

use nonet::play::{Action as GameAction, ActionError, Game, Hint};
use nonet::rate::{SeRating, Tier};
use nonet::{Cell, Digit};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind};

use crate::keys::{Action, Direction, action_for};
use crate::theme::Theme;

/// What a digit key writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum EntryMode {
    #[default]
    Digit,
    Centre,
    Corner,
}

impl EntryMode {
    pub fn name(self) -> &'static str {
        match self {
            EntryMode::Digit => "digit",
            EntryMode::Centre => "centre mark",
            EntryMode::Corner => "corner mark",
        }
    }

    fn next(self) -> EntryMode {
        match self {
            EntryMode::Digit => EntryMode::Centre,
            EntryMode::Centre => EntryMode::Corner,
            EntryMode::Corner => EntryMode::Digit,
        }
    }

    fn previous(self) -> EntryMode {
        self.next().next()
    }
}

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
    /// "Save before quitting?"
    ConfirmQuit,
    /// The puzzle is solved.
    Complete,
}

/// The levels the new-game menu offers: the eight-tier technique ladder.
pub const NEW_GAME_LEVELS: [Tier; 8] = Tier::ALL;

/// Work for the event loop: what the app cannot do without the world.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    None,
    /// Write the game to the save file.
    Save,
    /// Replace the game with the saved one.
    Load,
    /// Generate a puzzle of this tier and play it.
    NewGame(Tier),
    /// Leave, saving first if `save`.
    Quit { save: bool },
}

/// The puzzle's rating, shown when it is solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    /// The eight-tier technique ladder's tier; `None` when the logic engine could not
    /// rate the puzzle.
    pub tier: Option<Tier>,
    /// The Sudoku Explainer rating; `None` when it ran out of time.
    pub se: Option<SeRating>,
}

/// The whole state of the screen.
#[derive(Clone, Debug)]
pub struct App {
    pub game: Game,
    pub cursor: Cell,
    pub mode: EntryMode,
    pub overlay: Overlay,
    /// The hint on show, until the position changes.
    pub hint: Option<Hint>,
    /// Whether wrong digits are marked (off by default: many players want to find
    /// their own mistakes).
    pub checking: bool,
    pub show_timer: bool,
    /// One line for the player: what just happened, or why not.
    pub message: Option<String>,
    /// Whether the game changed since it was last saved or loaded.
    pub unsaved: bool,
    pub theme: Theme,
    /// The puzzle's rating, once the event loop has it.
    pub rating: Option<Rating>,
    /// What the header calls the puzzle (its share code or where it came from).
    pub title: String,
    /// Load was pressed once over an unsaved game: a second press loads anyway.
    load_armed: bool,
}

impl App {
    /// A new screen on `game`, the cursor at r1c1.
    pub fn new(game: Game, theme: Theme, title: String) -> App {
        App {
            game,
            cursor: Cell::from_index(0),
            mode: EntryMode::default(),
            overlay: Overlay::default(),
            hint: None,
            checking: false,
            show_timer: true,
            message: None,
            unsaved: false,
            theme,
            rating: None,
            title,
            load_armed: false,
        }
    }

    /// Starts over on another game (a new or loaded one), keeping the theme and the
    /// timer's visibility.
    pub fn replace_game(&mut self, game: Game, title: String, unsaved: bool) {
        let theme = self.theme.clone();
        let show_timer = self.show_timer;
        *self = App::new(game, theme, title);
        self.show_timer = show_timer;
        self.unsaved = unsaved;
        if self.game.is_complete() {
            self.overlay = Overlay::Complete;
        }
    }

    /// Handles one key press.
    pub fn on_key(&mut self, key: KeyEvent) -> Effect {
        if key.kind == KeyEventKind::Release {
            return Effect::None;
        }
        match self.overlay {
            Overlay::None => match action_for(key) {
                Some(action) => self.on_action(action),
                None => Effect::None,
            },
            Overlay::Help => {
                if matches!(action_for(key), Some(Action::Help | Action::Back | Action::Quit)) {
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
            Overlay::ConfirmQuit => match key.code {
                KeyCode::Char('y' | 'Y') | KeyCode::Enter => Effect::Quit { save: true },
                KeyCode::Char('n' | 'N') => Effect::Quit { save: false },
                KeyCode::Esc | KeyCode::Char('q') => {
                    self.overlay = Overlay::None;
                    Effect::None
                }
                _ => Effect::None,
            },
            Overlay::Complete => match action_for(key) {
                Some(Action::NewGame) => {
                    self.overlay = Overlay::NewGame(Self::default_level_index());
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

    /// A click at the board cell `(row, col)` selects it.
    pub fn on_click(&mut self, cell: Cell) {
        if self.overlay == Overlay::None {
            self.cursor = cell;
        }
    }

    /// Adds `ms` of real time to the game's clock (the model ignores it while paused or
    /// once solved).
    pub fn tick(&mut self, ms: u64) {
        self.game.add_elapsed(ms);
    }

    fn on_action(&mut self, action: Action) -> Effect {
        self.message = None;
        let load_armed = std::mem::take(&mut self.load_armed);
        match action {
            Action::Move(d) => self.cursor = moved(self.cursor, d),
            Action::Digit(d) => {
                if let Some(digit) = Digit::new(d) {
                    let cell = self.cursor;
                    let act = match self.mode {
                        EntryMode::Digit => GameAction::SetDigit { cell, digit },
                        EntryMode::Centre => GameAction::ToggleCentre { cell, digit },
                        EntryMode::Corner => GameAction::ToggleCorner { cell, digit },
                    };
                    self.play(act);
                }
            }
            Action::Clear => self.play(GameAction::Clear { cell: self.cursor }),
            Action::NextMode => self.mode = self.mode.next(),
            Action::PreviousMode => self.mode = self.mode.previous(),
            Action::Undo => {
                if self.game.undo() {
                    self.changed();
                } else {
                    self.message = Some("nothing to undo".into());
                }
            }
            Action::Redo => {
                if self.game.redo() {
                    self.changed();
                } else {
                    self.message = Some("nothing to redo".into());
                }
            }
            Action::Hint => {
                let hint = self.game.hint();
                if hint == Hint::Solved {
                    self.message = Some("the grid is solved: no hint".into());
                } else {
                    self.hint = Some(hint);
                }
            }
            Action::ApplyHint => {
                let hint = self.hint.take().unwrap_or_else(|| self.game.hint());
                let text = hint_summary(&hint);
                self.play(GameAction::ApplyHint);
                if self.message.is_none() {
                    self.message = Some(format!("applied: {text}"));
                }
            }
            Action::Why => {
                self.message = Some(match self.game.why_wrong(self.cursor) {
                    Some(why) => why.explanation(),
                    None if self.game.entry(self.cursor).is_some() => {
                        format!("{}: this digit is not wrong", self.cursor)
                    }
                    None => format!("{}: no digit of yours to explain", self.cursor),
                });
            }
            Action::Check => {
                self.checking = !self.checking;
                self.message = Some(if self.checking {
                    let n = self.game.wrong_cells().len();
                    format!("checking on: {n} wrong digit{}", if n == 1 { "" } else { "s" })
                } else {
                    "checking off".into()
                });
            }
            Action::AutoNotes => self.play(GameAction::AutoNotes),
            Action::Pause => {
                self.game.set_paused(true);
                self.overlay = Overlay::Paused;
            }
            Action::ToggleTimer => self.show_timer = !self.show_timer,
            Action::NewGame => self.overlay = Overlay::NewGame(Self::default_level_index()),
            Action::Save => return Effect::Save,
            Action::Load if self.unsaved && !load_armed && !self.game.is_complete() => {
                self.load_armed = true;
                self.message =
                    Some("this game is not saved: s saves it, o again loads over it".into());
            }
            Action::Load => return Effect::Load,
            Action::Help => self.overlay = Overlay::Help,
            Action::Back => self.hint = None,
            Action::Quit => return self.quit(),
        }
        Effect::None
    }

    /// Leaves at once when nothing would be lost, else asks.
    fn quit(&mut self) -> Effect {
        if self.unsaved && !self.game.is_complete() {
            self.overlay = Overlay::ConfirmQuit;
            Effect::None
        } else {
            Effect::Quit { save: false }
        }
    }

    fn resume(&mut self) {
        self.game.set_paused(false);
        self.overlay = Overlay::None;
    }

    fn on_new_game_key(&mut self, key: KeyEvent, selected: usize) -> Effect {
        let n = NEW_GAME_LEVELS.len();
        match key.code {
            KeyCode::Char(c @ '1'..='8') => {
                return Effect::NewGame(NEW_GAME_LEVELS[c as usize - '1' as usize]);
            }
            KeyCode::Enter => return Effect::NewGame(NEW_GAME_LEVELS[selected]),
            KeyCode::Up | KeyCode::Char('k') => {
                self.overlay = Overlay::NewGame((selected + n - 1) % n);
            }
            KeyCode::Down | KeyCode::Char('j') => {
                self.overlay = Overlay::NewGame((selected + 1) % n);
            }
            KeyCode::Esc | KeyCode::Char('q' | 'g') => {
                self.overlay = if self.game.is_complete() {
                    Overlay::Complete
                } else {
                    Overlay::None
                };
            }
            _ => {}
        }
        Effect::None
    }

    fn default_level_index() -> usize {
        NEW_GAME_LEVELS
            .iter()
            .position(|&t| t == Tier::Medium)
            .unwrap_or(0)
    }

    /// Applies an action to the game; a refusal becomes the message.
    fn play(&mut self, action: GameAction) {
        match self.game.apply(action) {
            Ok(()) => self.changed(),
            Err(ActionError::Unchanged) => {}
            Err(e) => self.message = Some(e.to_string()),
        }
    }

    /// After the position changed: the hint on show is stale, the game needs saving,
    /// and it may be solved.
    fn changed(&mut self) {
        self.hint = None;
        self.unsaved = true;
        if self.game.is_complete() {
            self.overlay = Overlay::Complete;
        }
    }
}

/// One step of the cursor, wrapping around the edges as keypad games do.
fn moved(cell: Cell, d: Direction) -> Cell {
    let (r, c) = (cell.row() as usize, cell.col() as usize);
    let (r, c) = match d {
        Direction::Up => ((r + 8) % 9, c),
        Direction::Down => ((r + 1) % 9, c),
        Direction::Left => (r, (c + 8) % 9),
        Direction::Right => (r, (c + 1) % 9),
    };
    Cell::from_index(r * 9 + c)
}

/// A hint in one line.
pub fn hint_summary(hint: &Hint) -> String {
    match hint {
        Hint::Solved => "the grid is solved".into(),
        Hint::WrongDigit { cell, digit } => format!("{cell}: {digit} is not the solution's digit"),
        Hint::MissingNote { cell } => {
            format!("{cell}: its centre marks leave out the digit it needs")
        }
        Hint::Step(step) => step.text.clone(),
        Hint::UnsupportedRules => "the logic engine does not reason about these rules yet".into(),
        #[allow(unreachable_patterns)]
        _ => "no hint".into(),
    }
}
