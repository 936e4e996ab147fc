//! Screens of the terminal game, rendered on ratatui's `TestBackend` and compared with
//! the text files in `tests/snapshots/`: the characters, then a map of the styles (one
//! letter per character) and what each letter means.
//!
//! The states are reached the way a player reaches them, by keys, so these tests also
//! drive the key handling end to end. To write the files after a deliberate change, run
//! with `NONET_BLESS=1` and review every difference before committing it.

use std::path::PathBuf;

use nonet::play::{Game, Hint};
use nonet::rules::Puzzle;
use nonet_tui::view;
use nonet_tui::{App, Theme, ThemeName};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::style::Style;

/// Royle's first 17-clue puzzle (see `fixtures/README.md`).
fn puzzle() -> (String, String) {
    let text = include_str!("fixtures/royle17.txt");
    let mut lines = text.lines();
    (lines.next().unwrap().into(), lines.next().unwrap().into())
}

fn app(theme: Theme) -> App {
    let givens = puzzle().0.parse().unwrap();
    let game = Game::new(Puzzle::classic(givens)).unwrap();
    App::new(game, theme, "royle17.txt #1".into())
}

fn key(app: &mut App, code: KeyCode) {
    app.on_key(KeyEvent::new(code, KeyModifiers::NONE));
}

fn keys(app: &mut App, typed: &str) {
    for c in typed.chars() {
        key(app, KeyCode::Char(c));
    }
}

/// The state of most snapshots: a right digit, a clashing one, centre and corner marks,
/// the cursor back on r1c1 so that both nines are highlighted.
fn played(theme: Theme) -> App {
    let mut app = app(theme);
    keys(&mut app, "9"); // r1c1 = 9, right
    keys(&mut app, "l9"); // r1c2 = 9: clashes with r1c1
    keys(&mut app, "ln37"); // r1c3: centre marks 3 and 7
    keys(&mut app, "ln126"); // r1c4: corner marks 1, 2 and 6
    keys(&mut app, "jN4"); // r2c4: centre mark 4
    keys(&mut app, "n359"); // r2c4: corner marks 3, 5, 9 too
    keys(&mut app, "nhhhk"); // back to digit mode and r1c1
    app.game.add_elapsed(83_000);
    app
}

/// The screen as text, its style map and the legend.
fn snapshot(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| view::draw(f, app)).unwrap();
    describe(terminal.backend().buffer())
}

fn describe(buf: &Buffer) -> String {
    let area = buf.area;
    let mut styles: Vec<Style> = Vec::new();
    let mut text = String::new();
    let mut map = String::new();
    for y in 0..area.height {
        let mut line = String::new();
        for x in 0..area.width {
            let cell = &buf[(x, y)];
            line.push_str(cell.symbol());
            let style = cell.style();
            let i = styles.iter().position(|s| *s == style).unwrap_or_else(|| {
                styles.push(style);
                styles.len() - 1
            });
            map.push(letter(i));
        }
        text.push_str(line.trim_end());
        text.push('\n');
        map.push('\n');
    }
    let mut out = format!("{text}--- styles\n{map}--- legend\n");
    for (i, s) in styles.iter().enumerate() {
        out.push_str(&format!(
            "{} fg={:?} bg={:?} mod={:?}\n",
            letter(i),
            s.fg,
            s.bg,
            s.add_modifier
        ));
    }
    out
}

fn letter(i: usize) -> char {
    const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    LETTERS[i] as char
}

/// Compares with the stored snapshot, or writes it under `NONET_BLESS=1`.
fn check(name: &str, actual: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/snapshots")
        .join(format!("{name}.txt"));
    if std::env::var_os("NONET_BLESS").is_some() {
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (run with NONET_BLESS=1 to write it)",
            path.display()
        )
    });
    if expected != actual {
        panic!(
            "{name} differs from {}:\n--- actual\n{actual}",
            path.display()
        );
    }
}

/// The text part of a snapshot, for assertions on what is written.
fn text_of(snapshot: &str) -> &str {
    snapshot.split("--- styles").next().unwrap()
}

#[test]
fn themes_at_80x24() {
    for (name, theme) in [
        ("dark_80x24", Theme::new(ThemeName::Dark, false)),
        ("light_80x24", Theme::new(ThemeName::Light, false)),
        ("contrast_80x24", Theme::new(ThemeName::Contrast, false)),
        ("no_color_80x24", Theme::new(ThemeName::Dark, true)),
    ] {
        let shot = snapshot(&played(theme), 80, 24);
        check(name, &shot);
    }
}

#[test]
fn themes_differ_only_in_style() {
    let texts: Vec<String> = [ThemeName::Dark, ThemeName::Light, ThemeName::Contrast]
        .into_iter()
        .map(|t| text_of(&snapshot(&played(Theme::new(t, false)), 80, 24)).to_string())
        .collect();
    assert_eq!(texts[0], texts[1]);
    assert_eq!(texts[0], texts[2]);
    // Without colour the board says with characters what colour said: brackets round
    // givens, `!` round the clashing digits.
    let mono = snapshot(&played(Theme::new(ThemeName::Dark, true)), 80, 24);
    assert_ne!(text_of(&mono), texts[0]);
    assert!(text_of(&mono).contains("[1]"), "{mono}");
    assert!(text_of(&mono).contains("!9!"), "{mono}");
}

#[test]
fn large_board_with_notes() {
    let shot = snapshot(&played(Theme::new(ThemeName::Dark, false)), 110, 40);
    check("large_dark_110x40", &shot);
    let text = text_of(&shot);
    assert!(text.contains("┏━━━━━━━┯━━━━━━━┯━━━━━━━┳"), "{text}");
    assert!(text.contains("┠───────┼───────┼───────╂"), "{text}");
}

#[test]
fn check_marks_wrong_digits() {
    let mut app = played(Theme::new(ThemeName::Dark, true));
    keys(&mut app, "c");
    let shot = snapshot(&app, 80, 24);
    check("check_no_color_80x24", &shot);
    let text = text_of(&shot);
    assert!(text.contains("?9?"), "r1c2's 9 is wrong: {text}");
    assert!(text.contains("checking on: 1 wrong"), "{text}");
}

/// Fills in the candidates and applies hints to the expert puzzle until the next one
/// eliminates candidates (a pattern, not a single), so the snapshot shows cells and
/// candidates of several roles.
fn at_a_pattern_hint(theme: Theme) -> App {
    let text = include_str!("fixtures/expert.txt");
    let givens = text.lines().next().unwrap().parse().unwrap();
    let game = Game::new(Puzzle::classic(givens)).unwrap();
    let mut app = App::new(game, theme, "expert.txt #1".into());
    // Auto-notes first, so the candidates the hint names show in their cells.
    keys(&mut app, "a");
    for _ in 0..81 {
        keys(&mut app, "i");
        let Some(Hint::Step(step)) = &app.hint else {
            panic!("expected a step: {:?}", app.hint)
        };
        if !step.step.eliminations.is_empty() {
            return app;
        }
        key(&mut app, KeyCode::Enter);
    }
    panic!("no hint with a pattern before the end")
}

#[test]
fn hint_highlights_its_cells() {
    let app = at_a_pattern_hint(Theme::new(ThemeName::Dark, false));
    let Some(Hint::Step(step)) = &app.hint else {
        unreachable!()
    };
    let shot = snapshot(&app, 110, 40);
    check("hint_dark_110x40", &shot);
    assert!(text_of(&shot).contains("Hint"), "{shot}");
    // The sentence is in the panel, wrapped: its first word at least.
    let first_word = step.text.split_whitespace().next().unwrap();
    assert!(text_of(&shot).contains(first_word), "{shot}");
    let compact = snapshot(&app, 80, 24);
    check("hint_dark_80x24", &compact);
    let mut mono_app = app.clone();
    mono_app.theme = Theme::new(ThemeName::Dark, true);
    let mono = snapshot(&mono_app, 80, 24);
    check("hint_no_color_80x24", &mono);
}

#[test]
fn too_small() {
    let shot = snapshot(&played(Theme::new(ThemeName::Dark, false)), 60, 20);
    check("too_small_60x20", &shot);
    let text = text_of(&shot);
    assert!(text.contains("Terminal too small"), "{text}");
    assert!(text.contains("60x20 here;"), "{text}");
    assert!(text.contains("nonet play needs 80x24."), "{text}");
    // One line short is too small too; the minimum itself is not.
    let short = snapshot(&played(Theme::new(ThemeName::Dark, false)), 80, 23);
    assert!(text_of(&short).contains("Terminal too small"));
    let fits = snapshot(&played(Theme::new(ThemeName::Dark, false)), 80, 24);
    assert!(!text_of(&fits).contains("Terminal too small"));
}

#[test]
fn help_lists_every_key() {
    let mut app = played(Theme::new(ThemeName::Dark, false));
    keys(&mut app, "?");
    let shot = snapshot(&app, 80, 24);
    check("help_80x24", &shot);
    let text = text_of(&shot);
    for b in nonet_tui::keys::KEYS {
        // Each label stands apart from its text.
        assert!(
            text.contains(&format!("{} ", b.label)),
            "{} missing: {text}",
            b.label
        );
        assert!(text.contains(b.help), "{} missing: {text}", b.help);
    }
    key(&mut app, KeyCode::Esc);
    assert!(!text_of(&snapshot(&app, 80, 24)).contains("Keys"));
}

#[test]
fn pause_hides_the_board() {
    let mut app = played(Theme::new(ThemeName::Dark, false));
    keys(&mut app, "p");
    let shot = snapshot(&app, 80, 24);
    check("paused_80x24", &shot);
    assert!(!text_of(&shot).contains('┏'), "the board is hidden: {shot}");
    assert!(!text_of(&shot).contains(" 9 "), "no digit shows: {shot}");
}

#[test]
fn completion_shows_time_and_rating() {
    let (givens, solution) = puzzle();
    let mut app = app(Theme::new(ThemeName::Dark, false));
    // Fill every empty cell with the solution's digit, row by row, 12:34 in.
    app.game.add_elapsed(754_000);
    for (i, (g, s)) in givens.chars().zip(solution.chars()).enumerate() {
        if g == '.' {
            app.cursor = nonet::Cell::from_index(i);
            keys(&mut app, &s.to_string());
        }
    }
    assert!(app.game.is_complete());
    assert_eq!(app.overlay, nonet_tui::app::Overlay::Complete);
    let rating = nonet_tui::run::rate(app.game.puzzle()).expect("a classic puzzle is rated");
    app.rating = Some(rating);
    let shot = snapshot(&app, 80, 24);
    check("complete_80x24", &shot);
    let text = text_of(&shot);
    assert!(text.contains("Solved!"), "{text}");
    assert!(text.contains("Time    12:34"), "{text}");
    let grid: nonet::Grid = givens.parse().unwrap();
    let tier = nonet::rate::rate_tier(&grid.into()).unwrap().tier;
    assert!(text.contains(&format!("Rating  {tier}, SE ")), "{text}");
}

/// The characters of `cell`'s inside on a screen of `width` x `height`, line by line.
fn cell_text(app: &App, width: u16, height: u16, cell: &str) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| view::draw(f, app)).unwrap();
    let buf = terminal.backend().buffer();
    let layout = nonet_tui::geometry::ScreenLayout::of(Rect::new(0, 0, width, height)).unwrap();
    let g = layout.geometry;
    let cell: nonet::Cell = cell.parse().unwrap();
    let x0 = layout.board.x + g.cell_x(cell.col());
    let y0 = layout.board.y + g.cell_y(cell.row());
    (y0..y0 + g.cell_h)
        .map(|y| {
            (x0..x0 + g.cell_w)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect()
        })
        .collect()
}

/// Issue 20, item 18: a lone centre or corner mark of 3 must not look like an entered
/// 3, by its characters alone (so in every theme, without colour too), on both boards.
#[test]
fn a_lone_mark_never_looks_like_a_digit() {
    for theme in [
        Theme::new(ThemeName::Dark, false),
        Theme::new(ThemeName::Light, false),
        Theme::new(ThemeName::Contrast, false),
        Theme::new(ThemeName::Dark, true),
    ] {
        let mut app = app(theme);
        keys(&mut app, "3"); // r1c1: the digit 3
        keys(&mut app, "ln3"); // r1c2: the centre mark 3
        keys(&mut app, "ln3"); // r1c3: the corner mark 3
        keys(&mut app, "njjjj"); // digit mode, the cursor away on r5c3
        for (w, h) in [(80, 24), (110, 40)] {
            let digit = cell_text(&app, w, h, "r1c1");
            assert!(digit.concat().contains('3'), "{digit:?}");
            for mark in ["r1c2", "r1c3"] {
                let shown = cell_text(&app, w, h, mark);
                assert!(shown.concat().contains('3'), "{mark}: {shown:?}");
                assert_ne!(
                    shown, digit,
                    "{w}x{h} {:?} mono={}: the mark in {mark} looks like a digit",
                    app.theme.name, app.theme.mono
                );
                // Not at the digit's place either: the digit's line and column.
                let (line, col) = digit
                    .iter()
                    .enumerate()
                    .find_map(|(i, l)| l.chars().position(|c| c == '3').map(|c| (i, c)))
                    .unwrap();
                assert_eq!(shown[line].chars().nth(col), Some(' '), "{mark}: {shown:?}");
            }
        }
    }
}

/// Issue 20, item 18: no cell a hint points at looks filled: in each empty cell it
/// marks, the digit's place is blank or has a mark beside it, whatever the candidates.
#[test]
fn a_hint_never_points_at_a_cell_that_looks_filled() {
    let app = at_a_pattern_hint(Theme::new(ThemeName::Dark, true));
    let Some(Hint::Step(step)) = &app.hint else {
        unreachable!()
    };
    let r1c1 = cell_text(&app, 80, 24, "r1c1");
    assert!(
        r1c1.concat().trim().len() > 1,
        "r1c1 holds candidates: {r1c1:?}"
    );
    for m in &step.marks {
        if app.game.value(m.cell).is_some() {
            continue;
        }
        for (w, h, line, col) in [(80, 24, 0, 2), (110, 40, 1, 3)] {
            let shown = cell_text(&app, w, h, &m.cell.to_string());
            let at = |c: usize| shown[line].chars().nth(c).unwrap_or(' ');
            let alone = at(col) != ' ' && at(col - 1) == ' ' && at(col + 1) == ' ';
            assert!(!alone, "{} at {w}x{h} looks filled: {shown:?}", m.cell);
        }
    }
}

/// Issue 20, item 19: the cursor's digit shades the cells holding it, not those that
/// merely have it as a candidate; and none while a hint is on show (as the README says).
#[test]
fn same_digit_shading_marks_cells_holding_the_digit() {
    let mut app = app(Theme::new(ThemeName::Dark, false));
    keys(&mut app, "a"); // every empty cell gets its candidates as centre marks
    app.cursor = "r2c9".parse().unwrap(); // a given 1
    let digit = app.game.value(app.cursor).unwrap();
    let board = view::board_view(&app);
    let mut with_candidate = 0;
    for (i, c) in board.cells.iter().enumerate() {
        let cell = nonet::Cell::from_index(i);
        assert_eq!(
            c.same_digit,
            app.game.value(cell) == Some(digit),
            "{cell}: holds {:?}",
            app.game.value(cell)
        );
        with_candidate += usize::from(app.game.centre_marks(cell).contains(digit));
    }
    assert!(with_candidate > 0, "some cell has 1 as a candidate");
    keys(&mut app, "i");
    assert!(app.hint.is_some());
    let board = view::board_view(&app);
    assert!(
        board.cells.iter().all(|c| !c.same_digit),
        "no same-digit shading during a hint"
    );
}

/// Issue 20, item 16: `g` then a level over unsaved progress asks, as `q` and `o` do.
#[test]
fn a_new_game_asks_before_dropping_unsaved_progress() {
    use nonet::rate::Tier;
    use nonet_tui::app::{Effect, Overlay};
    let press =
        |app: &mut App, c: char| app.on_key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    let mut app = played(Theme::new(ThemeName::Dark, false));
    assert!(app.is_unsaved());
    press(&mut app, 'g');
    assert_eq!(press(&mut app, '1'), Effect::None, "nothing is dropped yet");
    assert_eq!(app.overlay, Overlay::ConfirmNewGame(Tier::Beginner));
    let text = text_of(&snapshot(&app, 80, 24)).to_string();
    assert!(text.contains("This game is not saved."), "{text}");
    assert!(text.contains("start without saving"), "{text}");
    key(&mut app, KeyCode::Esc);
    assert!(
        matches!(app.overlay, Overlay::NewGame(_)),
        "back to the menu"
    );
    press(&mut app, '1');
    assert_eq!(
        press(&mut app, 'n'),
        Effect::NewGame {
            tier: Tier::Beginner,
            save: false
        }
    );
    app.overlay = Overlay::None;
    press(&mut app, 'g');
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        press(&mut app, 'y'),
        Effect::NewGame {
            tier: Tier::Medium,
            save: true
        }
    );
    // A game with nothing to lose starts at once.
    let mut fresh = self::app(Theme::new(ThemeName::Dark, false));
    press(&mut fresh, 'g');
    assert_eq!(
        press(&mut fresh, '8'),
        Effect::NewGame {
            tier: Tier::ALL[7],
            save: false
        }
    );
}

/// Issue 20, item 17: at 80x24 a long hint (a dynamic forcing chain) shows its
/// conclusion and "Enter applies" at once, and its sentence pages down to the end.
#[test]
fn a_long_hint_shows_its_conclusion_first_and_scrolls() {
    let text = include_str!("fixtures/chain.txt");
    let givens = text.lines().next().unwrap().parse().unwrap();
    let game = Game::new(Puzzle::classic(givens)).unwrap();
    let mut app = App::new(
        game,
        Theme::new(ThemeName::Dark, false),
        "chain.txt #1".into(),
    );
    keys(&mut app, "i");
    let Some(Hint::Step(step)) = app.hint.clone() else {
        panic!("{:?}", app.hint)
    };
    assert!(step.text.len() > 200, "a long sentence: {}", step.text);
    let panel = |app: &App| -> String {
        let shot = snapshot(app, 80, 24);
        text_of(&shot)
            .lines()
            .map(|l| l.chars().skip(56).collect::<String>())
            .collect::<Vec<_>>()
            .join("\n")
    };
    let first = panel(&app);
    check("long_hint_dark_80x24", &snapshot(&app, 80, 24));
    assert!(first.contains("Enter applies"), "{first}");
    assert!(first.contains(&step.conclusion), "{first}");
    assert!(first.contains("PgDn"), "{first}");
    assert!(
        !first.contains("r9c9<>2: r3c9<>6"),
        "the end is further down: {first}"
    );
    // Page down to the end of the sentence; the keys and conclusion stay in view.
    for _ in 0..40 {
        key(&mut app, KeyCode::PageDown);
        nonet_tui::panel::clamp_hint_scroll(&mut app, Rect::new(0, 0, 80, 24));
    }
    let last = panel(&app);
    assert!(last.contains("Enter applies"), "{last}");
    assert!(last.contains("r3c9<>6"), "{last}");
    assert!(last.contains("PgUp"), "{last}");
    let tail: String = step
        .text
        .split_whitespace()
        .rev()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ");
    assert!(tail.contains("r3c9<>6"), "{tail}");
    // One PgUp answers at once after scrolling past the end.
    key(&mut app, KeyCode::PageUp);
    assert_ne!(panel(&app), last);
}

/// A variant puzzle's game, from its ISS string.
fn variant(iss: &str, title: &str) -> App {
    let puzzle = nonet::format::iss::parse(iss).unwrap();
    let game = Game::new(puzzle).unwrap();
    App::new(game, Theme::new(ThemeName::Dark, false), title.into())
}

/// `nonet generate --rules jigsaw -s 1 -f iss`
const JIGSAW: &str = ".Jigsaw~000122222011122232001114433001544433051544436555578436577778336577888866778886666.NoBoxes.~R1C4_5~R1C9_1~R2C6_5~R2C7_3~R2C8_6~R3C6_4~R3C9_5~R4C8_8~R5C8_4~R5C9_8~R6C2_3~R6C3_4~R6C5_2~R6C7_8~R6C8_9~R6C9_7~R7C2_4~R7C6_8~R7C7_7~R8C3_7~R8C5_3~R8C7_4~R8C9_9~R9C2_8~R9C4_7~R9C5_5";

/// `nonet generate --rules killer -s 3 -f iss`
const KILLER: &str = include_str!("fixtures/killer3.iss");

/// `nonet generate --rules kropki,thermo -s 1 -f iss`
const KROPKI_THERMO: &str = include_str!("fixtures/kropki_thermo1.iss");

/// The character at (`x`, `y`) of the board, from its top-left corner.
fn board_char(app: &App, width: u16, height: u16, x: u16, y: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| view::draw(f, app)).unwrap();
    let layout = nonet_tui::geometry::ScreenLayout::of(Rect::new(0, 0, width, height)).unwrap();
    terminal.backend().buffer()[(layout.board.x + x, layout.board.y + y)]
        .symbol()
        .to_string()
}

/// Issue 25, item 4: a jigsaw's heavy lines follow its regions, not the boxes.
#[test]
fn a_jigsaw_board_draws_its_regions() {
    let app = variant(JIGSAW, "jigsaw");
    check("jigsaw_dark_80x24", &snapshot(&app, 80, 24));
    let large = snapshot(&app, 110, 40);
    check("jigsaw_dark_110x40", &large);
    let g = nonet_tui::geometry::BoardGeometry::LARGE;
    // r1c6 and r1c7 share a region across a box border: a light line.
    assert_eq!(board_char(&app, 110, 40, 6 * 8, g.cell_y(0)), "│");
    // r1c3 and r1c4 do not: heavy, as is r1c1 over r2c1 (regions 0 and 0: light).
    assert_eq!(board_char(&app, 110, 40, 3 * 8, g.cell_y(0)), "┃");
    assert_eq!(board_char(&app, 110, 40, 1, 4), "─");
    assert!(
        text_of(&large).contains("jigsaw: the heavy lines"),
        "{large}"
    );
}

/// Cages: no line inside a cage, its total on the line above its first cell, or in the
/// cell's corner where the compact board has no line there (the digit a line down).
#[test]
fn a_killer_board_draws_cages_and_totals() {
    let mut app = variant(KILLER, "killer");
    let large = snapshot(&app, 110, 40);
    check("killer_dark_110x40", &large);
    let text = text_of(&large);
    assert!(text.contains("┏14━━━━━━━━━━━━━┯5"), "{text}");
    assert!(
        text.contains("killer cage: no line inside a cage"),
        "{text}"
    );
    // r2c1's cage (14: r2c1 r2c2 r3c2) on the compact board: inside the cell.
    assert_eq!(cell_text(&app, 80, 24, "r2c1")[0], "14   ");
    keys(&mut app, "j2"); // r2c1 = 2: the digit goes below the total
    assert_eq!(cell_text(&app, 80, 24, "r2c1"), ["14   ", "  2  "]);
    check("killer_dark_80x24", &snapshot(&app, 80, 24));
    // Corner marks 1 and 2 under r2c1's total: a `+` says marks are not shown; the
    // large board, with the total on the line above, shows them.
    let mut app = variant(KILLER, "killer");
    keys(&mut app, "jnn12");
    assert_eq!(cell_text(&app, 80, 24, "r2c1"), ["14   ", "    +"]);
    assert_eq!(cell_text(&app, 110, 40, "r2c1")[0], " 12    ");
}

/// Marks in cells (thermometer bulbs and arrows) and dots on the lines, with the
/// legend naming both kinds; a dot the compact board has no line for sits in a cell.
#[test]
fn kropki_and_thermometers_are_marked() {
    let app = variant(KROPKI_THERMO, "kropki and thermo");
    let large = snapshot(&app, 110, 40);
    check("kropki_thermo_dark_110x40", &large);
    assert!(
        cell_text(&app, 110, 40, "r4c4")[2].starts_with('◉'),
        "{large}"
    );
    assert!(
        cell_text(&app, 110, 40, "r8c3")[2].starts_with('•'),
        "{large}"
    );
    let g = nonet_tui::geometry::BoardGeometry::LARGE;
    // The black dot between r1c3 and r1c4, on their line beside the digits.
    assert_eq!(board_char(&app, 110, 40, 3 * 8, g.cell_y(0) + 1), "●");
    let text = text_of(&large);
    assert!(text.contains("thermometer: ◉ bulb"), "{text}");
    assert!(text.contains("kropki dot: ○"), "{text}");
    let compact = snapshot(&app, 80, 24);
    check("kropki_thermo_dark_80x24", &compact);
    // r2c5's black dot with r3c5: no line between the rows on the compact board, so in
    // the middle of r2c5's last line.
    assert_eq!(cell_text(&app, 80, 24, "r2c5")[1], "  ●  ", "{compact}");
}

/// Hints on a variant board come from the variant logic: a step, not a refusal.
#[test]
fn hints_work_on_variant_boards() {
    for iss in [JIGSAW, KILLER, KROPKI_THERMO] {
        let mut app = variant(iss, "variant");
        keys(&mut app, "i");
        assert!(
            matches!(app.hint, Some(Hint::Step(_))),
            "{:?} {:?}",
            app.hint,
            app.message
        );
    }
}

/// Every other kind `nonet generate --rules KIND -s 1` makes (`fixtures/kinds.tsv`):
/// each constraint's kind is named in the legend, on both boards, and the board shows
/// marks for the kinds drawn in cells or on lines.
#[test]
fn every_generated_kind_is_drawn_or_named() {
    for line in include_str!("fixtures/kinds.tsv").lines() {
        let (kind, iss) = line.split_once('\t').unwrap();
        let app = variant(iss, kind);
        for (w, h) in [(110, 40), (80, 24)] {
            let shot = snapshot(&app, w, h);
            let text = text_of(&shot);
            let name = app.game.rules().constraints()[0].name();
            // The legend wraps: look for the name's first word.
            let first = name.split(' ').next().unwrap();
            assert!(text.contains(first), "{kind} {w}x{h}: no `{name}`:\n{text}");
            let marked = match kind {
                "arrow" => "◯",
                "xv" => "X",
                "even-odd" => "□",
                "little-killer" | "sandwich" => "(not",
                _ => "•",
            };
            if (w, h) == (110, 40) || marked != "(not" {
                assert!(
                    text.contains(marked),
                    "{kind} {w}x{h}: no {marked}:\n{text}"
                );
            }
        }
    }
}

/// A solved variant: the completion screen says it has no rating (the game rates
/// classic puzzles only), rather than waiting for a rating that never comes.
#[test]
fn a_solved_variant_says_it_is_not_rated() {
    let mut app = variant(JIGSAW, "jigsaw");
    let solution = *app.game.solution();
    for cell in nonet::Cell::all() {
        if app.game.value(cell).is_none() {
            app.cursor = cell;
            let digit = solution.get(cell).expect("a full solution");
            keys(&mut app, &digit.to_string());
        }
    }
    assert!(app.game.is_complete());
    let text = text_of(&snapshot(&app, 80, 24)).to_string();
    assert!(text.contains("Rating  none for variant rules"), "{text}");
}
