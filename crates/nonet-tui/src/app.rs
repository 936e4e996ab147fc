//! The app: the game model plus what only a screen needs (cursor, entry mode, open
//! overlay, hint on show, messages), and what each key does to them.
//!
//! Every rule of Sudoku is the model's: a key becomes a [`nonet::play::Action`] or a
//! question to the game, and the answer is shown. What needs the outside world (files,
//! the generator, leaving) comes back from [`App::on_key`] as an [`Effect`] for the event
//! loop to carry out, so the app itself is tested without a terminal.

use std::path::PathBuf;

use nonet::play::{Action as GameAction, ActionError, Game, Hint};
use nonet::rate::{SeRating, Tier};
use nonet::{Cell, Digit};
use ratatui::crossterm::event::{KeyEvent, KeyEventKind};

use crate::keys::{Action, Direction, action_for};
pub use crate::overlay::Overlay;
use crate::overlay::default_level_index;
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

/// The levels the new-game menu offers: the eight-tier technique ladder.
pub const NEW_GAME_LEVELS: [Tier; 8] = Tier::ALL;

/// Work for the event loop: what the app cannot do without the world.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    None,
    /// Write the game to its save file (a new one the first time). Unless `overwrite`,
    /// a save file changed since this game read or wrote it is not replaced: the app is
    /// asked ([`Overlay::ConfirmOverwrite`]).
    Save {
        overwrite: bool,
    },
    /// List the saved games ([`App::show_saves`]).
    ListSaves,
    /// Replace the game with the saved one at this index of [`App::saves`].
    Load(usize),
    /// Generate a puzzle of this tier and play it, saving the game on screen first if
    /// `save`.
    NewGame {
        tier: Tier,
        save: bool,
    },
    /// Leave, saving first if `save`.
    Quit {
        save: bool,
    },
}

/// A saved game as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    pub path: PathBuf,
    /// One line: what the puzzle is, how far along, when it was saved; or why it
    /// cannot be read.
    pub label: String,
}

/// How the game on screen stands to the save file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SaveState {
    /// A new game, not changed yet and never saved: nothing to lose.
    #[default]
    New,
    /// As saved (or as loaded from the save).
    Saved,
    /// Changed since it was started, saved or loaded.
    Changed,
}

impl SaveState {
    /// What the panel says.
    pub fn name(self) -> &'static str {
        match self {
            SaveState::New => "new game",
            SaveState::Saved => "saved",
            SaveState::Changed => "changed",
        }
    }
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
    pub save_state: SaveState,
    pub theme: Theme,
    /// The puzzle's rating, once the event loop has it.
    pub rating: Option<Rating>,
    /// What the header calls the puzzle (its share code or where it came from).
    pub title: String,
    /// The file this game was loaded from or last saved to; `None` until it is saved.
    pub slot: Option<PathBuf>,
    /// The save file's text as this game last read or wrote it, to tell whether someone
    /// else replaced it since.
    pub slot_text: Option<String>,
    /// The saved games of the open list, newest first.
    pub saves: Vec<SavedGame>,
    /// How many lines of the hint's explanation are scrolled off the panel's top.
    pub hint_scroll: usize,
    /// Load was pressed once over an unsaved game: a second press loads anyway.
    load_armed: bool,
}

impl App {
    /// A new screen on `game`, the cursor where the game was saved, or at r1c1.
    pub fn new(game: Game, theme: Theme, title: String) -> App {
        App {
            cursor: game.cursor().unwrap_or(Cell::from_index(0)),
            game,
            mode: EntryMode::default(),
            overlay: Overlay::default(),
            hint: None,
            checking: false,
            show_timer: true,
            message: None,
            save_state: SaveState::New,
            theme,
            rating: None,
            title,
            slot: None,
            slot_text: None,
            saves: Vec::new(),
            hint_scroll: 0,
            load_armed: false,
        }
    }

    /// Opens the list of saved games (newest first), or says there is none.
    pub fn show_saves(&mut self, saves: Vec<SavedGame>) {
        if saves.is_empty() {
            self.message = Some("no saved game yet: s saves this one".into());
            return;
        }
        self.saves = saves;
        self.overlay = Overlay::Saves(0);
    }

    /// Starts over on another game (a new or loaded one), keeping the theme and the
    /// timer's visibility.
    pub fn replace_game(&mut self, game: Game, title: String, save_state: SaveState) {
        let theme = self.theme.clone();
        let show_timer = self.show_timer;
        *self = App::new(game, theme, title);
        self.show_timer = show_timer;
        self.save_state = save_state;
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
            _ => self.on_overlay_key(key),
        }
    }

    /// A click on `cell` selects it (ignored while an overlay covers the board).
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
                    self.hint_scroll = 0;
                }
            }
            Action::HintDown if self.hint.is_some() => self.hint_scroll += 1,
            Action::HintUp if self.hint.is_some() => {
                self.hint_scroll = self.hint_scroll.saturating_sub(1);
            }
            Action::HintDown | Action::HintUp => {
                self.message = Some("no hint on show: i asks for one".into());
            }
            Action::ApplyHint => {
                let hint = self.hint.take().unwrap_or_else(|| self.game.hint());
                self.play(GameAction::ApplyHint);
                if self.message.is_none() {
                    self.message = Some(applied_text(&hint));
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
                    format!(
                        "checking on: {n} wrong digit{}",
                        if n == 1 { "" } else { "s" }
                    )
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
            Action::NewGame => self.overlay = Overlay::NewGame(default_level_index()),
            Action::Save => return Effect::Save { overwrite: false },
            Action::Load if self.is_unsaved() && !load_armed => {
                self.load_armed = true;
                self.message = Some(
                    "this game is not saved: s saves it, o again lists the saved games".into(),
                );
            }
            Action::Load => return Effect::ListSaves,
            Action::Help => self.overlay = Overlay::Help,
            Action::Back => self.hint = None,
            Action::Quit => return self.quit(),
        }
        Effect::None
    }

    /// Whether leaving now would lose something: the game changed since it was saved
    /// and is not solved yet.
    pub fn is_unsaved(&self) -> bool {
        self.save_state == SaveState::Changed && !self.game.is_complete()
    }

    /// Leaves at once when nothing would be lost, else asks.
    pub(crate) fn quit(&mut self) -> Effect {
        if self.is_unsaved() {
            self.overlay = Overlay::ConfirmQuit;
            Effect::None
        } else {
            Effect::Quit { save: false }
        }
    }

    pub(crate) fn resume(&mut self) {
        self.game.set_paused(false);
        self.overlay = Overlay::None;
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
        self.save_state = SaveState::Changed;
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

/// What applying `hint` did, in one line.
fn applied_text(hint: &Hint) -> String {
    match hint {
        Hint::WrongDigit { cell, digit } => format!("cleared the wrong {digit} in {cell}"),
        Hint::MissingNote { cell } => format!("gave {cell} its candidates as centre marks"),
        other => format!("applied: {}", other.text()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theme::ThemeName;
    use nonet::rules::Puzzle;
    use ratatui::crossterm::event::{KeyCode, KeyModifiers};

    /// Royle's first 17-clue puzzle and its solution (tests/fixtures/royle17.txt).
    const PUZZLE: &str =
        ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
    const SOLUTION: &str =
        "953168742862734951417952836746893125281645397395271468138529674574386219629417583";

    fn app() -> App {
        let game = Game::new(Puzzle::classic(PUZZLE.parse().unwrap())).unwrap();
        App::new(game, Theme::new(ThemeName::Dark, false), String::new())
    }

    fn press(app: &mut App, code: KeyCode) -> Effect {
        app.on_key(KeyEvent::new(code, KeyModifiers::NONE))
    }

    fn typed(app: &mut App, keys: &str) -> Effect {
        let mut last = Effect::None;
        for c in keys.chars() {
            last = press(app, KeyCode::Char(c));
        }
        last
    }

    fn cell(name: &str) -> Cell {
        name.parse().unwrap()
    }

    fn digit(d: u8) -> Digit {
        Digit::new(d).unwrap()
    }

    #[test]
    fn cursor_starts_at_r1c1_and_wraps() {
        let mut app = app();
        assert_eq!(app.cursor, cell("r1c1"));
        typed(&mut app, "h");
        assert_eq!(app.cursor, cell("r1c9"));
        typed(&mut app, "k");
        assert_eq!(app.cursor, cell("r9c9"));
        press(&mut app, KeyCode::Down);
        press(&mut app, KeyCode::Right);
        assert_eq!(app.cursor, cell("r1c1"));
        typed(&mut app, "jjl");
        assert_eq!(app.cursor, cell("r3c2"));
    }

    #[test]
    fn digits_follow_the_mode() {
        let mut app = app();
        typed(&mut app, "9");
        assert_eq!(app.game.entry(cell("r1c1")), Some(digit(9)));
        assert_eq!(app.save_state, SaveState::Changed);
        typed(&mut app, "ln37");
        assert_eq!(app.mode, EntryMode::Centre);
        assert_eq!(
            app.game.centre_marks(cell("r1c2")),
            [digit(3), digit(7)].into_iter().collect()
        );
        typed(&mut app, "n5");
        assert_eq!(app.mode, EntryMode::Corner);
        assert_eq!(
            app.game.corner_marks(cell("r1c2")),
            [digit(5)].into_iter().collect()
        );
        typed(&mut app, "5");
        assert!(
            app.game.corner_marks(cell("r1c2")).is_empty(),
            "a mark toggles"
        );
        press(&mut app, KeyCode::BackTab);
        assert_eq!(app.mode, EntryMode::Centre);
        press(&mut app, KeyCode::Tab);
        press(&mut app, KeyCode::Tab);
        assert_eq!(app.mode, EntryMode::Digit);
    }

    #[test]
    fn clearing_keys() {
        for key in [KeyCode::Char('0'), KeyCode::Delete, KeyCode::Backspace] {
            let mut app = app();
            typed(&mut app, "4");
            assert_eq!(app.game.value(cell("r1c1")), Some(digit(4)));
            press(&mut app, key);
            assert_eq!(app.game.value(cell("r1c1")), None, "{key:?}");
        }
    }

    #[test]
    fn givens_are_refused_with_a_message() {
        let mut app = app();
        app.cursor = cell("r2c9"); // a given 1
        typed(&mut app, "5");
        assert_eq!(app.game.value(cell("r2c9")), Some(digit(1)));
        assert_eq!(app.message.as_deref(), Some("r2c9 is a given"));
        assert_eq!(app.save_state, SaveState::New);
    }

    #[test]
    fn undo_and_redo() {
        let mut app = app();
        typed(&mut app, "9l8");
        typed(&mut app, "u");
        assert_eq!(app.game.value(cell("r1c2")), None);
        assert_eq!(app.game.value(cell("r1c1")), Some(digit(9)));
        let ctrl_r = KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL);
        app.on_key(ctrl_r);
        assert_eq!(app.game.value(cell("r1c2")), Some(digit(8)));
        typed(&mut app, "uuu");
        assert_eq!(app.message.as_deref(), Some("nothing to undo"));
        assert_eq!(app.game.value(cell("r1c1")), None);
    }

    #[test]
    fn hint_then_apply() {
        let mut app = app();
        typed(&mut app, "i");
        let Some(Hint::Step(step)) = app.hint.clone() else {
            panic!("{:?}", app.hint)
        };
        let placements = step.step.placements.clone();
        assert!(
            !placements.is_empty(),
            "the first step of this puzzle is a single"
        );
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.hint, None);
        for p in placements {
            let cell = p.cell;
            let d = p.digit;
            assert_eq!(app.game.value(cell), Some(d));
            assert_eq!(SOLUTION.as_bytes()[cell.index()], b'0' + d.get());
        }
        assert_eq!(app.message, Some(format!("applied: {}", step.text)));
        // Esc hides a hint on show; any move of the game makes it stale.
        typed(&mut app, "i");
        assert!(app.hint.is_some());
        press(&mut app, KeyCode::Esc);
        assert!(app.hint.is_none());
        typed(&mut app, "i");
        typed(&mut app, "u");
        assert!(app.hint.is_none());
    }

    #[test]
    fn wrong_digit_hint_and_why() {
        let mut app = app();
        typed(&mut app, "1"); // r1c1 is 9 in the solution
        typed(&mut app, "w");
        let why = app.message.clone().unwrap();
        assert!(why.contains("r1c1"), "{why}");
        typed(&mut app, "i");
        assert_eq!(
            app.hint,
            Some(Hint::WrongDigit {
                cell: cell("r1c1"),
                digit: digit(1)
            })
        );
        typed(&mut app, "c");
        assert!(app.checking);
        assert_eq!(app.message.as_deref(), Some("checking on: 1 wrong digit"));
        press(&mut app, KeyCode::Enter);
        assert_eq!(
            app.game.value(cell("r1c1")),
            None,
            "applying clears the wrong digit"
        );
    }

    #[test]
    fn auto_notes() {
        let mut app = app();
        typed(&mut app, "a");
        assert_eq!(
            app.game.centre_marks(cell("r1c1")),
            app.game.candidates(cell("r1c1"))
        );
        assert!(!app.game.centre_marks(cell("r1c1")).is_empty());
    }

    #[test]
    fn pause_stops_the_clock() {
        let mut app = app();
        app.tick(1500);
        typed(&mut app, "p");
        assert_eq!(app.overlay, Overlay::Paused);
        app.tick(60_000);
        assert_eq!(app.game.elapsed_ms(), 1500);
        typed(&mut app, "9");
        assert_eq!(app.game.value(cell("r1c1")), None, "no play while paused");
        typed(&mut app, "p");
        assert_eq!(app.overlay, Overlay::None);
        app.tick(500);
        assert_eq!(app.game.elapsed_ms(), 2000);
    }

    #[test]
    fn quit_asks_only_when_unsaved() {
        let mut app = app();
        assert_eq!(typed(&mut app, "q"), Effect::Quit { save: false });
        typed(&mut app, "5");
        assert_eq!(typed(&mut app, "q"), Effect::None);
        assert_eq!(app.overlay, Overlay::ConfirmQuit);
        assert_eq!(press(&mut app, KeyCode::Esc), Effect::None);
        assert_eq!(app.overlay, Overlay::None);
        typed(&mut app, "q");
        assert_eq!(typed(&mut app, "y"), Effect::Quit { save: true });
        typed(&mut app, "q");
        app.overlay = Overlay::ConfirmQuit;
        assert_eq!(typed(&mut app, "n"), Effect::Quit { save: false });
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        app.overlay = Overlay::None;
        app.on_key(ctrl_c);
        assert_eq!(app.overlay, Overlay::ConfirmQuit);
    }

    #[test]
    fn quitting_from_pause_and_going_back_stays_paused() {
        let mut app = app();
        typed(&mut app, "5p");
        typed(&mut app, "q");
        assert_eq!(app.overlay, Overlay::ConfirmQuit);
        press(&mut app, KeyCode::Esc);
        assert_eq!(app.overlay, Overlay::Paused);
        assert!(app.game.is_paused());
    }

    #[test]
    fn save_and_load_are_effects() {
        let mut app = app();
        assert_eq!(typed(&mut app, "s"), Effect::Save { overwrite: false });
        assert_eq!(typed(&mut app, "o"), Effect::ListSaves, "nothing to lose");
        typed(&mut app, "5");
        assert_eq!(typed(&mut app, "o"), Effect::None, "asks first");
        assert!(app.message.as_deref().unwrap().contains("not saved"));
        assert_eq!(typed(&mut app, "o"), Effect::ListSaves);
        typed(&mut app, "o");
        typed(&mut app, "l");
        assert_eq!(typed(&mut app, "o"), Effect::None, "another key disarms");
    }

    #[test]
    fn new_game_menu() {
        let mut app = app();
        typed(&mut app, "g");
        assert_eq!(app.overlay, Overlay::NewGame(2));
        press(&mut app, KeyCode::Down);
        assert_eq!(
            press(&mut app, KeyCode::Enter),
            Effect::NewGame {
                tier: Tier::Intermediate,
                save: false
            }
        );
        assert_eq!(
            typed(&mut app, "1"),
            Effect::NewGame {
                tier: Tier::Beginner,
                save: false
            }
        );
        press(&mut app, KeyCode::Esc);
        assert_eq!(app.overlay, Overlay::None);
    }

    #[test]
    fn help_opens_and_closes() {
        let mut app = app();
        typed(&mut app, "?");
        assert_eq!(app.overlay, Overlay::Help);
        typed(&mut app, "9");
        assert_eq!(
            app.game.value(cell("r1c1")),
            None,
            "keys do not reach the game"
        );
        press(&mut app, KeyCode::F(1));
        assert_eq!(app.overlay, Overlay::None);
    }

    #[test]
    fn click_selects() {
        let mut app = app();
        app.on_click(cell("r5c7"));
        assert_eq!(app.cursor, cell("r5c7"));
    }

    #[test]
    fn solving_opens_the_completion_screen() {
        let mut app = app();
        for (i, (g, s)) in PUZZLE.bytes().zip(SOLUTION.bytes()).enumerate() {
            if g == b'.' {
                assert_ne!(app.overlay, Overlay::Complete);
                app.cursor = Cell::from_index(i);
                typed(&mut app, &(s as char).to_string());
            }
        }
        assert_eq!(app.overlay, Overlay::Complete);
        assert_eq!(typed(&mut app, "q"), Effect::Quit { save: false });
        typed(&mut app, "g");
        assert!(matches!(app.overlay, Overlay::NewGame(_)));
    }
}
