//! One `draw` from the state: the header, the board, the panel, the footer and whatever
//! overlay is open, or a message when the terminal is too small.

use nonet::play::{Hint, Role};
use nonet::rules::Topology;
use nonet::{Cell, CellSet, Digit};
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Borders, Clear, Paragraph, Widget, Wrap};

use crate::app::{App, NEW_GAME_LEVELS, Overlay, Rating};
use crate::board::{BoardView, CellView, Content, draw_board};
use crate::geometry::{MIN_SIZE, ScreenLayout};
use crate::keys::KEYS;
use crate::panel::panel;
use crate::rules_view::RulesView;
use crate::theme::{HintClass, Theme};

/// Draws the whole screen.
pub fn draw(frame: &mut Frame<'_>, app: &App) {
    let area = frame.area();
    let buf = frame.buffer_mut();
    render(app, area, buf);
}

/// Draws the whole screen into `buf` (what [`draw`] does, without a frame).
pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    buf.set_style(area, theme.base);
    let Some(layout) = ScreenLayout::of(area) else {
        too_small(theme, app.overlay == Overlay::ConfirmQuit, area, buf);
        return;
    };
    header(app, layout.header, buf);
    footer(app, layout.footer, buf);
    let board = board_view(app);
    if app.overlay == Overlay::Paused {
        paused(theme, layout.board, buf);
    } else {
        draw_board(&board, layout.geometry, theme, layout.board, buf);
    }
    panel(app, &board.rules, layout.geometry, layout.panel, buf);
    match app.overlay {
        Overlay::None | Overlay::Paused => {}
        Overlay::Help => help(theme, area, buf),
        Overlay::NewGame(selected) => new_game(app, selected, layout.board, buf),
        Overlay::ConfirmQuit => confirm_quit(theme, layout.board, buf),
        Overlay::ConfirmNewGame(tier) => confirm_new_game(theme, tier, layout.board, buf),
        Overlay::Saves(selected) => saves(app, selected, layout.board, buf),
        Overlay::ConfirmOverwrite => confirm_overwrite(app, layout.board, buf),
        Overlay::Complete => complete(app, layout.board, buf),
    }
}

/// The board as plain data: what the model says each cell holds, and how to mark it.
pub fn board_view(app: &App) -> BoardView {
    let game = &app.game;
    let conflicts = game.conflict_cells();
    let wrong = if app.checking {
        game.wrong_cells()
    } else {
        CellSet::EMPTY
    };
    // Cells holding the cursor's digit are shaded, only without a hint: a hint's own
    // colours say which cells matter then.
    let cursor_digit = game.value(app.cursor).filter(|_| app.hint.is_none());
    let hint = hint_marks(app.hint.as_ref(), game.topology());
    // While a hint is on show its houses are highlighted; else the cursor's.
    let houses = if app.hint.is_some() {
        hint.houses
    } else {
        game.topology()
            .houses()
            .filter(|g| g.cells.contains(app.cursor))
            .fold(CellSet::EMPTY, |acc, g| acc | g.cells)
    };
    let mut view = BoardView {
        cells: [CellView::default(); 81],
        rules: RulesView::new(game.rules()),
    };
    for (i, out) in view.cells.iter_mut().enumerate() {
        let cell = Cell::from_index(i);
        let content = match (game.value(cell), game.is_given(cell)) {
            (Some(d), true) => Content::Given(d),
            (Some(d), false) => Content::Entry(d),
            (None, _) => Content::Empty,
        };
        let corner = game.corner_marks(cell);
        let centre = game.centre_marks(cell);
        let same_digit = cursor_digit.is_some_and(|d| game.value(cell) == Some(d));
        *out = CellView {
            content,
            corner,
            centre,
            cursor: cell == app.cursor,
            house: houses.contains(cell),
            same_digit,
            conflict: conflicts.contains(cell),
            wrong: wrong.contains(cell),
            hint: hint.cells[i],
            hint_digits: hint.digits[i],
        };
    }
    view
}

/// A hint's marks as the board shows them: each cell's class (the strongest of its
/// marks), each candidate's, and the cells of the hint's houses.
struct HintMarks {
    cells: [Option<HintClass>; 81],
    digits: [[Option<HintClass>; 9]; 81],
    houses: CellSet,
}

fn hint_marks(hint: Option<&Hint>, topology: &Topology) -> HintMarks {
    let mut out = HintMarks {
        cells: [None; 81],
        digits: [[None; 9]; 81],
        houses: CellSet::EMPTY,
    };
    let stronger = |slot: &mut Option<HintClass>, class: HintClass| {
        if slot.is_none_or(|old| strength(class) > strength(old)) {
            *slot = Some(class);
        }
    };
    let mut mark = |cell: Cell, digit: Option<Digit>, class: HintClass| {
        stronger(&mut out.cells[cell.index()], class);
        if let Some(d) = digit {
            stronger(&mut out.digits[cell.index()][d.index()], class);
        }
    };
    match hint {
        Some(Hint::WrongDigit { cell, .. }) => mark(*cell, None, HintClass::Eliminated),
        Some(Hint::MissingNote { cell }) => mark(*cell, None, HintClass::Pattern),
        Some(Hint::Step(step)) => {
            for m in &step.marks {
                mark(m.cell, m.digit, class_of(m.role));
            }
            for h in &step.houses {
                out.houses |= topology.cells(h.house);
            }
        }
        _ => {}
    }
    out
}

/// Which colour a role takes: the conclusions, then the two sides of a pattern.
fn class_of(role: Role) -> HintClass {
    match role {
        Role::Placed => HintClass::Placed,
        Role::Eliminated => HintClass::Eliminated,
        Role::Cover | Role::Fin | Role::Pincer | Role::ChainOff | Role::Extra => {
            HintClass::PatternAlt
        }
        Role::Color(c) | Role::Als(c) if c % 2 == 1 => HintClass::PatternAlt,
        _ => HintClass::Pattern,
    }
}

/// Conclusions outrank the pattern, so a cell that is both shows what happens to it.
fn strength(class: HintClass) -> u8 {
    match class {
        HintClass::Placed => 3,
        HintClass::Eliminated => 2,
        HintClass::Pattern => 1,
        HintClass::PatternAlt => 0,
    }
}

/// `m:ss`, or `h:mm:ss` past an hour.
pub fn clock(ms: u64) -> String {
    let s = ms / 1000;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

fn header(app: &App, area: Rect, buf: &mut Buffer) {
    let t = &app.theme;
    let left = Line::from(vec![
        Span::styled(" nonet play ", t.title),
        Span::styled(app.title.clone(), t.dim),
    ]);
    Paragraph::new(left).render(area, buf);
}

fn footer(app: &App, area: Rect, buf: &mut Buffer) {
    let t = &app.theme;
    let pairs: &[(&str, &str)] = match app.overlay {
        Overlay::Help => &[("Esc", "close help")],
        Overlay::Paused => &[("p", "resume"), ("q", "quit")],
        Overlay::NewGame(_) => &[("1-8", "level"), ("Enter", "start"), ("Esc", "back")],
        Overlay::ConfirmQuit => &[("y", "save and quit"), ("n", "quit"), ("Esc", "back")],
        Overlay::ConfirmNewGame(_) => &[
            ("y", "save and start"),
            ("n", "start without saving"),
            ("Esc", "back"),
        ],
        Overlay::Saves(_) => &[("1-9", "load"), ("Enter", "load"), ("Esc", "back")],
        Overlay::ConfirmOverwrite => &[("y", "replace it"), ("n", "keep it"), ("Esc", "back")],
        Overlay::Complete => &[("g", "new game"), ("q", "quit"), ("Esc", "see the grid")],
        Overlay::None => &[
            ("?", "help"),
            ("n", "mode"),
            ("i", "hint"),
            ("u", "undo"),
            ("a", "auto-notes"),
            ("c", "check"),
            ("q", "quit"),
        ],
    };
    let mut spans = vec![Span::raw(" ")];
    for (k, what) in pairs {
        spans.push(Span::styled(*k, t.key));
        spans.push(Span::styled(format!(" {what}  "), t.dim));
    }
    Paragraph::new(Line::from(spans)).render(area, buf);
}

fn too_small(theme: &Theme, asking_to_quit: bool, area: Rect, buf: &mut Buffer) {
    let mut text = vec![
        Line::styled("Terminal too small", theme.title),
        Line::raw(format!("{}x{} here;", area.width, area.height)),
        Line::raw(format!("nonet play needs {}x{}.", MIN_SIZE.0, MIN_SIZE.1)),
        Line::raw("Enlarge the window,"),
        Line::raw("or press q to quit."),
    ];
    if asking_to_quit {
        text.push(Line::styled("Not saved: y saves and quits,", theme.message));
        text.push(Line::styled("n quits, Esc goes back.", theme.message));
    }
    let h = (text.len() as u16).min(area.height);
    let y = area.y + area.height.saturating_sub(h) / 2;
    Paragraph::new(text)
        .centered()
        .wrap(Wrap { trim: true })
        .render(Rect::new(area.x, y, area.width, h), buf);
}

fn paused(theme: &Theme, board: Rect, buf: &mut Buffer) {
    let popup = centred(board, 30, 4);
    let block = popup_block(theme, " Paused ");
    Paragraph::new(vec![
        Line::raw("The clock is stopped."),
        Line::from(vec![Span::styled("p", theme.key), Span::raw(" resumes")]),
    ])
    .block(block)
    .centered()
    .render(popup, buf);
}

/// The help overlay: the key table in two columns.
fn help(theme: &Theme, area: Rect, buf: &mut Buffer) {
    let rows = KEYS.len().div_ceil(2);
    let popup = centred(area, 78.min(area.width), rows as u16 + 3);
    Clear.render(popup, buf);
    let block = popup_block(theme, " Keys ")
        .title_bottom(Line::styled(" ? or Esc closes ", theme.dim).right_aligned());
    let inner = block.inner(popup);
    block.render(popup, buf);
    let col_w = inner.width / 2;
    for (i, b) in KEYS.iter().enumerate() {
        let (col, row) = (i / rows, i % rows);
        let x = inner.x + col as u16 * col_w + 1;
        let y = inner.y + 1 + row as u16;
        let line = Line::from(vec![
            Span::styled(format!("{:<12}", b.label), theme.key),
            Span::styled(b.help, theme.base),
        ]);
        Paragraph::new(line).render(Rect::new(x, y, col_w - 1, 1), buf);
    }
}

fn new_game(app: &App, selected: usize, board: Rect, buf: &mut Buffer) {
    let t = &app.theme;
    let popup = centred(board, 34, NEW_GAME_LEVELS.len() as u16 + 4);
    Clear.render(popup, buf);
    let mut lines: Vec<Line> = NEW_GAME_LEVELS
        .iter()
        .enumerate()
        .map(|(i, tier)| {
            let text = format!(" {} {:<14}", i + 1, tier.to_string());
            let style = if i == selected {
                t.base.patch(t.cursor)
            } else {
                t.base
            };
            Line::styled(text, style)
        })
        .collect();
    if app.is_unsaved() {
        lines.push(Line::styled(" (this game is not saved)", t.dim));
    }
    Paragraph::new(lines)
        .block(popup_block(t, " New game: level "))
        .render(popup, buf);
}

fn confirm_quit(theme: &Theme, board: Rect, buf: &mut Buffer) {
    let question = vec![Line::raw("This game is not saved.")];
    let answers = ("save and quit".to_string(), "quit without saving");
    confirm(theme, " Quit? ", 40, question, answers, board, buf);
}

fn confirm_new_game(theme: &Theme, tier: nonet::rate::Tier, board: Rect, buf: &mut Buffer) {
    let question = vec![Line::raw("This game is not saved.")];
    let answers = (
        format!("save it, then start a {tier} game"),
        "start without saving",
    );
    confirm(theme, " New game? ", 44, question, answers, board, buf);
}

/// A yes-or-no popup: the question's lines, a blank line, then what `y` and `n` do.
fn confirm(
    theme: &Theme,
    title: &str,
    width: u16,
    mut lines: Vec<Line<'static>>,
    (yes, no): (String, &'static str),
    board: Rect,
    buf: &mut Buffer,
) {
    let popup = centred(board, width, lines.len() as u16 + 5);
    Clear.render(popup, buf);
    lines.push(Line::raw(""));
    lines.push(Line::from(vec![
        Span::styled("y", theme.key),
        Span::raw(format!("   {yes}")),
    ]));
    lines.push(Line::from(vec![
        Span::styled("n", theme.key),
        Span::raw(format!("   {no}")),
    ]));
    Paragraph::new(lines)
        .block(popup_block(theme, title))
        .render(popup, buf);
}

/// The saved games, newest first, numbered for their keys.
fn saves(app: &App, selected: usize, board: Rect, buf: &mut Buffer) {
    let t = &app.theme;
    let popup = centred(board, 51, app.saves.len() as u16 + 4);
    Clear.render(popup, buf);
    let mut lines: Vec<Line> = app
        .saves
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let style = if i == selected {
                t.base.patch(t.cursor)
            } else {
                t.base
            };
            Line::styled(format!(" {} {}", i + 1, s.label), style)
        })
        .collect();
    if app.is_unsaved() {
        lines.push(Line::styled(" (this game is not saved)", t.dim));
    }
    Paragraph::new(lines)
        .block(popup_block(t, " Saved games, newest first "))
        .render(popup, buf);
}

fn confirm_overwrite(app: &App, board: Rect, buf: &mut Buffer) {
    let name = app
        .slot
        .as_ref()
        .and_then(|p| p.file_name())
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let question = vec![
        Line::raw(format!("{name} changed since this game")),
        Line::raw("was loaded or saved (another nonet?)."),
    ];
    let answers = (
        "replace it with this game".to_string(),
        "keep it, do not save",
    );
    confirm(
        &app.theme,
        " Replace the save? ",
        50,
        question,
        answers,
        board,
        buf,
    );
}

fn complete(app: &App, board: Rect, buf: &mut Buffer) {
    let t = &app.theme;
    let popup = centred(board, 40, 8);
    Clear.render(popup, buf);
    let rating = match app.rating {
        // The game rates classic puzzles only (`run::spawn_rating`): a variant gets none.
        None if !app.game.rules().is_classic() => "none for variant rules".to_string(),
        None => "rating…".to_string(),
        Some(r) => rating_text(r),
    };
    Paragraph::new(vec![
        Line::styled("Solved!", t.message),
        Line::raw(""),
        Line::raw(format!("Time    {}", clock(app.game.elapsed_ms()))),
        Line::raw(format!("Rating  {rating}")),
        Line::raw(""),
        Line::from(vec![
            Span::styled("g", t.key),
            Span::raw(" new game   "),
            Span::styled("q", t.key),
            Span::raw(" quit"),
        ]),
    ])
    .block(popup_block(t, ""))
    .centered()
    .render(popup, buf);
}

/// The rating in words: the tier, then SE's triple.
pub fn rating_text(r: Rating) -> String {
    let tier = r
        .tier
        .map_or_else(|| "tier unknown".to_string(), |t| t.to_string());
    match r.se {
        Some(se) => format!("{tier}, SE {se}"),
        None => format!("{tier}, SE not rated in time"),
    }
}

/// The frame of an overlay: rounded, in the box borders' style, with a title unless
/// `title` is empty.
fn popup_block<'a>(theme: &Theme, title: &'a str) -> Block<'a> {
    let block = Block::default()
        .borders(Borders::ALL)
        .border_type(BorderType::Rounded)
        .border_style(theme.box_border)
        .style(theme.base);
    if title.is_empty() {
        block
    } else {
        block.title(Span::styled(title, theme.title))
    }
}

/// A `w` x `h` rectangle in the middle of `area` (clipped to it).
fn centred(area: Rect, w: u16, h: u16) -> Rect {
    let (w, h) = (w.min(area.width), h.min(area.height));
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_format() {
        assert_eq!(clock(0), "0:00");
        assert_eq!(clock(61_999), "1:01");
        assert_eq!(clock(3_600_000 + 62_000), "1:01:02");
    }

    #[test]
    fn conclusions_outrank_the_pattern() {
        let r1c1 = Cell::from_index(0);
        assert!(strength(HintClass::Placed) > strength(HintClass::Eliminated));
        assert!(strength(HintClass::Eliminated) > strength(HintClass::Pattern));
        assert_eq!(class_of(Role::Placed), HintClass::Placed);
        assert_eq!(class_of(Role::Base), HintClass::Pattern);
        assert_eq!(class_of(Role::Cover), HintClass::PatternAlt);
        assert_eq!(class_of(Role::ChainOn), HintClass::Pattern);
        assert_eq!(class_of(Role::ChainOff), HintClass::PatternAlt);
        assert_eq!(class_of(Role::Als(0)), HintClass::Pattern);
        assert_eq!(class_of(Role::Als(1)), HintClass::PatternAlt);
        let marks = hint_marks(
            Some(&Hint::WrongDigit {
                cell: r1c1,
                digit: Digit::new(3).unwrap(),
            }),
            Topology::classic(),
        );
        assert_eq!(marks.cells[0], Some(HintClass::Eliminated));
        assert!(marks.cells[1..].iter().all(Option::is_none));
        assert!(marks.digits.iter().flatten().all(Option::is_none));
    }
}
