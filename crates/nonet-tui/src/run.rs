//! The event loop: keys, clicks and clock ticks in, [`Effect`]s carried out, the screen
//! drawn after each.
//!
//! The clock is the real one, read here and handed to the model as elapsed
//! milliseconds; the model stops counting while paused or once solved. The puzzle's
//! rating is computed on a thread of its own from the start, so the completion screen
//! has it without a wait.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use nonet::generate::PuzzleId;
use nonet::generate::{Generator, Target};
use nonet::play::Game;
use nonet::rate::se::{self, SeOptions, SeOutcome};
use nonet::rate::{Tier, rate_tier};
use nonet::rules::Puzzle;
use ratatui::crossterm::event::{self, Event, MouseButton, MouseEventKind};

use crate::app::{App, Effect, Overlay, Rating, SaveState, SavedGame};
use crate::geometry::ScreenLayout;
use crate::store::Store;
use crate::terminal::TerminalGuard;
use crate::theme::{Theme, ThemeName};
use crate::view;

/// How long the SE rating of the completion screen may take.
pub const SE_TIME_LIMIT: Duration = Duration::from_secs(10);

/// How often the screen is redrawn without input (the timer's second hand).
const TICK: Duration = Duration::from_millis(250);

/// What the player chose around the game.
#[derive(Clone, Debug)]
pub struct Options {
    pub theme: ThemeName,
    pub store: Store,
    /// What the header calls the puzzle.
    pub title: String,
    /// The save file the game was resumed from (`--resume`), with its text as read.
    pub resumed: Option<(PathBuf, String)>,
}

/// How a session ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The file the game was saved to on the way out, if it was.
    pub saved: Option<PathBuf>,
    /// The last game on screen was solved.
    pub completed: bool,
}

/// Plays `game` in the terminal until the player quits. The terminal is restored on
/// every way out, panics included.
pub fn run(game: Game, options: Options) -> io::Result<Outcome> {
    let mut guard = TerminalGuard::enter()?;
    let theme = Theme::from_env(options.theme);
    let mut app = App::new(game, theme, options.title);
    match options.resumed {
        Some((path, text)) => {
            app.save_state = SaveState::Saved;
            app.slot = Some(path);
            app.slot_text = Some(text);
        }
        None => app.message = saves_note(&options.store),
    }
    let mut rating = spawn_rating(app.game.puzzle());
    let mut last = Instant::now();
    loop {
        if let Some(r) = rating.as_ref().and_then(|rx| rx.try_recv().ok()) {
            app.rating = Some(r);
            rating = None;
        }
        let size = guard.terminal.size()?;
        crate::panel::clamp_hint_scroll(
            &mut app,
            ratatui::layout::Rect::from((Default::default(), size)),
        );
        guard.terminal.draw(|frame| view::draw(frame, &app))?;
        let effect = if event::poll(TICK)? {
            match event::read()? {
                Event::Key(key) => app.on_key(key),
                Event::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                    let size = guard.terminal.size()?;
                    let area = ratatui::layout::Rect::new(0, 0, size.width, size.height);
                    if let Some(cell) =
                        ScreenLayout::of(area).and_then(|l| l.cell_at(m.column, m.row))
                    {
                        app.on_click(cell);
                    }
                    Effect::None
                }
                _ => Effect::None,
            }
        } else {
            Effect::None
        };
        // Whole milliseconds only; the rest carries over to the next tick.
        let ms = last.elapsed().as_millis() as u64;
        last += Duration::from_millis(ms);
        app.tick(ms);
        match effect {
            Effect::None => {}
            Effect::Save { overwrite } => {
                save(&mut app, &options.store, overwrite);
            }
            Effect::ListSaves => match options.store.list() {
                Ok(paths) => {
                    let saves = paths.iter().map(|p| listed(&options.store, p)).collect();
                    app.show_saves(saves);
                }
                Err(e) => app.message = Some(e.to_string()),
            },
            Effect::Load(i) => {
                let Some(path) = app.saves.get(i).map(|s| s.path.clone()) else {
                    continue;
                };
                match load(&options.store, &path) {
                    Ok((game, text)) => {
                        let title = title_of(&game, "saved game");
                        app.replace_game(game, title, SaveState::Saved);
                        app.message = Some(format!("loaded {}", path.display()));
                        app.slot = Some(path);
                        app.slot_text = Some(text);
                        rating = spawn_rating(app.game.puzzle());
                    }
                    Err(e) => {
                        app.overlay = Overlay::None;
                        app.message = Some(e);
                    }
                }
            }
            Effect::NewGame { tier, save: first } => {
                if first && !save(&mut app, &options.store, false) {
                    // Not saved (the message says why, or the app asks): stay.
                    continue;
                }
                app.message = Some(format!("generating a {tier} puzzle…"));
                app.overlay = Overlay::None;
                guard.terminal.draw(|frame| view::draw(frame, &app))?;
                match new_game(tier) {
                    Ok(game) => {
                        let title = title_of(&game, &format!("new {tier} puzzle"));
                        app.replace_game(game, title, SaveState::New);
                        rating = spawn_rating(app.game.puzzle());
                    }
                    Err(e) => app.message = Some(e),
                }
                last = Instant::now();
            }
            Effect::Quit { save: false } => {
                return Ok(Outcome {
                    saved: None,
                    completed: app.game.is_complete(),
                });
            }
            Effect::Quit { save: true } => {
                if save(&mut app, &options.store, false) {
                    return Ok(Outcome {
                        saved: app.slot.clone(),
                        completed: app.game.is_complete(),
                    });
                }
                // Not saved: stay, so nothing is lost; the message says why (or the
                // app asks whether to replace a save that changed).
                if app.overlay == Overlay::ConfirmQuit {
                    app.overlay = Overlay::None;
                }
            }
        }
    }
}

/// Saves the game to its own file (a new one the first time), with the cursor. Unless
/// `overwrite`, a file that changed since this game read or wrote it is not replaced:
/// the app asks. Whether the game was saved.
fn save(app: &mut App, store: &Store, overwrite: bool) -> bool {
    app.game.set_cursor(app.cursor);
    let path = match &app.slot {
        Some(path) => path.clone(),
        None => store.new_slot(),
    };
    if !overwrite && app.slot.is_some() {
        match store.read(&path) {
            Ok(Some(text)) if app.slot_text.as_deref() != Some(text.as_str()) => {
                app.overlay = Overlay::ConfirmOverwrite;
                return false;
            }
            Ok(_) => {}
            Err(e) => {
                app.message = Some(e.to_string());
                return false;
            }
        }
    }
    match store.save(&app.game, &path) {
        Ok(text) => {
            app.overlay = Overlay::None;
            app.save_state = SaveState::Saved;
            app.message = Some(format!("saved to {}", path.display()));
            app.slot = Some(path);
            app.slot_text = Some(text);
            true
        }
        Err(e) => {
            app.message = Some(e.to_string());
            false
        }
    }
}

/// The saved game at `path` and its text.
fn load(store: &Store, path: &Path) -> Result<(Game, String), String> {
    store.load(path).map_err(|e| e.to_string())
}

/// The start's note on the saved games there are, if any.
fn saves_note(store: &Store) -> Option<String> {
    match store.list().ok()?.len() {
        0 => None,
        1 => Some("a saved game exists: o lists it".into()),
        _ => Some("saved games exist: o lists them, newest first".into()),
    }
}

/// One line of the saved-games list: the puzzle, how far along, when saved.
fn listed(store: &Store, path: &Path) -> SavedGame {
    let name = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let label = match store.load(path) {
        Ok((game, _)) => {
            let what = match game.id() {
                Some(id) => id.to_string(),
                None if game.rules().is_classic() => "puzzle".into(),
                None => "variant".into(),
            };
            let filled = nonet::Cell::all()
                .filter(|&c| game.value(c).is_some())
                .count();
            let age = std::fs::metadata(path)
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.elapsed().ok())
                .map_or_else(String::new, age);
            format!(
                "{what:<13}{filled:>2}/81 {:>7}  {age}",
                view::clock(game.elapsed_ms())
            )
        }
        Err(_) => format!("{name}: cannot be read"),
    };
    SavedGame {
        path: path.to_path_buf(),
        label,
    }
}

/// How long ago, in the largest whole unit.
fn age(d: Duration) -> String {
    let s = d.as_secs();
    match s {
        0..60 => "just now".into(),
        60..3600 => format!("{} min ago", s / 60),
        3600..86_400 => format!("{} h ago", s / 3600),
        _ => format!("{} d ago", s / 86_400),
    }
}

/// What the header calls a game: its puzzle id when it has one, else `otherwise`.
pub fn title_of(game: &Game, otherwise: &str) -> String {
    match game.id() {
        Some(id) => format!("puzzle {id}"),
        None => otherwise.to_string(),
    }
}

/// A new puzzle of `tier`, with a seed from the clock (one that fits a puzzle id, so
/// the game can be shared).
fn new_game(tier: Tier) -> Result<Game, String> {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let seed = (nanos ^ nanos >> 39) & PuzzleId::MAX_SEED;
    let generated = Generator::with_seed(seed)
        .generate(&Target::tier(tier))
        .map_err(|e| format!("cannot generate a {tier} puzzle: {e}"))?;
    Game::from_generated(&generated).map_err(|e| format!("generated puzzle: {e}"))
}

/// Rates the puzzle on a thread: its tier, and its SE rating within [`SE_TIME_LIMIT`].
/// `None` for a puzzle with variant rules, which the ratings do not cover.
fn spawn_rating(puzzle: &Puzzle) -> Option<Receiver<Rating>> {
    if !puzzle.rules.is_classic() {
        return None;
    }
    let puzzle = puzzle.clone();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        if let Some(rating) = rate(&puzzle) {
            let _ = tx.send(rating);
        }
    });
    Some(rx)
}

/// The puzzle's tier, and its SE rating within [`SE_TIME_LIMIT`]; `None` for rules the
/// SE scale does not cover (the library answers them `ClassicOnly`).
pub fn rate(puzzle: &Puzzle) -> Option<Rating> {
    let options = SeOptions {
        time_limit: Some(SE_TIME_LIMIT),
    };
    let se = match se::rate(puzzle, &options).ok()? {
        SeOutcome::Rated { rating, .. } => Some(rating),
        SeOutcome::Timeout => None,
    };
    let tier = rate_tier(puzzle).ok().map(|t| t.tier);
    Some(Rating { tier, se })
}
