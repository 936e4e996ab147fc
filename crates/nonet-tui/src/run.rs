//! The event loop: keys, clicks and clock ticks in, [`Effect`]s carried out, the screen
//! drawn after each.
//!
//! The clock is the real one, read here and handed to the model as elapsed
//! milliseconds; the model stops counting while paused or once solved. The puzzle's
//! rating is computed on a thread of its own from the start, so the completion screen
//! has it without a wait.

use std::io;
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use nonet::generate::PuzzleId;
use nonet::generate::{Generator, Target};
use nonet::play::Game;
use nonet::rate::se::{self, SeOptions, SeOutcome};
use nonet::rate::{Tier, rate_tier};
use nonet::rules::Puzzle;
use ratatui::crossterm::event::{self, Event, MouseButton, MouseEventKind};

use crate::app::{App, Effect, Overlay, Rating, SaveState};
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
    /// The game is the saved one (`--resume`).
    pub from_save: bool,
}

/// How a session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The game was saved on the way out.
    pub saved: bool,
    /// The last game on screen was solved.
    pub completed: bool,
}

/// Plays `game` in the terminal until the player quits. The terminal is restored on
/// every way out, panics included.
pub fn run(game: Game, options: Options) -> io::Result<Outcome> {
    let mut guard = TerminalGuard::enter()?;
    let theme = Theme::from_env(options.theme);
    let mut app = App::new(game, theme, options.title);
    if options.from_save {
        app.save_state = SaveState::Saved;
    }
    let mut rating = spawn_rating(app.game.puzzle());
    let mut last = Instant::now();
    loop {
        if let Some(r) = rating.as_ref().and_then(|rx| rx.try_recv().ok()) {
            app.rating = Some(r);
            rating = None;
        }
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
            Effect::Save => save(&mut app, &options.store),
            Effect::Load => match options.store.load() {
                Ok(game) => {
                    let title = title_of(&game, "saved game");
                    app.replace_game(game, title, SaveState::Saved);
                    rating = spawn_rating(app.game.puzzle());
                    app.message = Some("loaded the saved game".into());
                }
                Err(e) => app.message = Some(e.to_string()),
            },
            Effect::NewGame(tier) => {
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
                    saved: false,
                    completed: app.game.is_complete(),
                });
            }
            Effect::Quit { save: true } => {
                save(&mut app, &options.store);
                if app.save_state == SaveState::Saved {
                    return Ok(Outcome {
                        saved: true,
                        completed: app.game.is_complete(),
                    });
                }
                // The save failed: stay, so nothing is lost; the message says why.
                app.overlay = Overlay::None;
            }
        }
    }
}

fn save(app: &mut App, store: &Store) {
    match store.save(&app.game) {
        Ok(()) => {
            app.save_state = SaveState::Saved;
            app.message = Some(format!("saved to {}", store.path().display()));
        }
        Err(e) => app.message = Some(e.to_string()),
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

/// The puzzle's tier, and its SE rating within [`SE_TIME_LIMIT`]; `None` for variant
/// rules, which neither scale covers.
pub fn rate(puzzle: &Puzzle) -> Option<Rating> {
    if !puzzle.rules.is_classic() {
        return None;
    }
    let givens = puzzle.givens;
    let tier = rate_tier(&givens).ok().map(|t| t.tier);
    let options = SeOptions {
        time_limit: Some(SE_TIME_LIMIT),
    };
    let se = match se::rate(&givens, &options) {
        SeOutcome::Rated { rating, .. } => Some(rating),
        SeOutcome::Timeout => None,
    };
    Some(Rating { tier, se })
}
