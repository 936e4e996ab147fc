//! The panel beside the board: the game's fields, the hint on show and the message.
//!
//! A hint's sentence can run to many lines (a nested forcing chain names every link)
//! while the panel of an 80x24 screen is 24 characters wide, so the hint is laid out
//! for the room there is: its keys first (`Enter` applies), then what it concludes, then
//! the sentence, which scrolls (`PgDn` / `PgUp`) under a line saying how much is left.

use nonet::Cell;
use nonet::play::Hint;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::app::App;
use crate::geometry::{BoardGeometry, ScreenLayout};
use crate::rules_draw::placed_signs;
use crate::rules_view::RulesView;
use crate::view::clock;

/// Draws the panel into `area`; `rules` and `geometry` are the board's, whose legend
/// the panel shows while no hint does.
pub fn panel(app: &App, rules: &RulesView, geometry: BoardGeometry, area: Rect, buf: &mut Buffer) {
    let t = &app.theme;
    let game = &app.game;
    let width = area.width as usize;
    let filled = Cell::all().filter(|&c| game.value(c).is_some()).count();
    let field = |name: &str, value: String| {
        Line::from(vec![
            Span::styled(format!("{name:<7}"), t.dim),
            Span::styled(value, t.base),
        ])
    };
    let mut lines = vec![
        field("Cell", app.cursor.to_string()),
        field("Mode", app.mode.name().to_string()),
        field(
            "Time",
            if app.show_timer {
                clock(game.elapsed_ms())
            } else {
                "hidden (t)".into()
            },
        ),
        field("Filled", format!("{filled}/81")),
        field("Check", if app.checking { "on" } else { "off" }.into()),
        field("Save", app.save_state.name().into()),
        Line::raw(""),
    ];
    let message: Vec<Line> = app
        .message
        .as_deref()
        .map(|m| wrap(m, width))
        .unwrap_or_default()
        .into_iter()
        .map(|l| Line::styled(l, t.message))
        .collect();
    if let Some(hint) = &app.hint {
        lines.push(Line::styled("Hint", t.title));
        lines.push(Line::from(vec![
            Span::styled("Enter", t.key),
            Span::styled(" applies, ", t.dim),
            Span::styled("Esc", t.key),
            Span::styled(" hides", t.dim),
        ]));
        let room = hint_room(area.height, lines.len() + message.len());
        let body = hint_body(hint, width);
        let window = HintWindow::of(body.len(), room, app.hint_scroll);
        for text in &body[window.first..window.first + window.shown] {
            lines.push(Line::styled(text.clone(), t.base));
        }
        if let Some(more) = window.more() {
            lines.push(Line::styled(more, t.dim));
        }
        lines.push(Line::raw(""));
    } else {
        let room = (area.height as usize).saturating_sub(lines.len() + message.len());
        for (i, text) in legend(rules, geometry, width, room).into_iter().enumerate() {
            lines.push(Line::styled(text, if i == 0 { t.title } else { t.dim }));
        }
    }
    lines.extend(message);
    Paragraph::new(lines).render(area, buf);
}

/// The legend of the rules drawn on the board, as at most `room` panel lines of
/// `width` (a blank line under it): each kind drawn and what its marks mean, the rules
/// drawn nowhere, and the signs this board size has no room for. Empty for a classic
/// puzzle. When it does not fit, its last line says how much is left out.
pub fn legend(
    rules: &RulesView,
    geometry: BoardGeometry,
    width: usize,
    room: usize,
) -> Vec<String> {
    let mut items: Vec<String> = rules.legend.clone();
    for sign in placed_signs(rules, geometry).1 {
        items.push(format!("{} (no room on this board)", sign.what));
    }
    if items.is_empty() {
        return Vec::new();
    }
    let mut lines = vec!["Rules".to_string()];
    for item in &items {
        lines.extend(wrap(item, width));
    }
    if lines.len() + 1 > room {
        let shown = room.saturating_sub(2);
        let left = lines.len() - shown;
        lines.truncate(shown);
        lines.push(format!("({left} more lines: enlarge)"));
    }
    lines.push(String::new());
    lines
}

/// Keeps the hint's scroll within its text, so that scrolling back up answers at once
/// after the player scrolled past the end. The event loop calls it before each draw.
pub fn clamp_hint_scroll(app: &mut App, area: Rect) {
    let Some(layout) = ScreenLayout::of(area) else {
        return;
    };
    let Some(hint) = &app.hint else {
        return;
    };
    let width = layout.panel.width as usize;
    let message = app.message.as_deref().map_or(0, |m| wrap(m, width).len());
    let room = hint_room(layout.panel.height, FIELD_LINES + HINT_HEAD_LINES + message);
    let window = HintWindow::of(hint_body(hint, width).len(), room, usize::MAX);
    app.hint_scroll = app.hint_scroll.min(window.first);
}

/// The panel's lines above a hint: six fields and a blank line.
const FIELD_LINES: usize = 7;

/// The hint's own lines above its body: its title and its keys.
const HINT_HEAD_LINES: usize = 2;

/// The lines left for a hint's body in a panel of `height` when `used` lines go to
/// the rest (one more for the blank line under the hint).
fn hint_room(height: u16, used: usize) -> usize {
    (height as usize).saturating_sub(used + 1).max(1)
}

/// The hint's text as panel lines of `width`: the conclusion, then (for a step) a blank
/// line and the whole sentence.
pub fn hint_body(hint: &Hint, width: usize) -> Vec<String> {
    match hint {
        Hint::Step(step) => {
            let mut lines = wrap(&format!("Concludes: {}", step.conclusion), width);
            lines.push(String::new());
            lines.extend(wrap(&step.text, width));
            lines
        }
        other => wrap(&other.text(), width),
    }
}

/// Which lines of a hint's body are on show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct HintWindow {
    first: usize,
    shown: usize,
    total: usize,
}

impl HintWindow {
    /// The window of `total` lines in `room` lines, scrolled by `scroll`; when not all
    /// fit, one line of the room says how many are left.
    fn of(total: usize, room: usize, scroll: usize) -> HintWindow {
        if total <= room {
            return HintWindow {
                first: 0,
                shown: total,
                total,
            };
        }
        let shown = room.saturating_sub(1).max(1);
        let first = scroll.min(total - shown);
        HintWindow {
            first,
            shown,
            total,
        }
    }

    /// The line under a window that does not show everything.
    fn more(self) -> Option<String> {
        if self.shown >= self.total {
            return None;
        }
        let below = self.total - self.first - self.shown;
        Some(match (self.first, below) {
            (0, n) => format!("PgDn: {n} more lines"),
            (_, 0) => "PgUp: back to the top".to_string(),
            (_, n) => format!("PgDn/PgUp: {n} more"),
        })
    }
}

/// `text` broken into lines of at most `width` characters, at spaces where it can be
/// and inside a word longer than a line.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let mut word: Vec<char> = word.chars().collect();
        let used = line.chars().count();
        if used > 0 && used + 1 + word.len() <= width {
            line.push(' ');
            line.extend(word.iter());
            continue;
        }
        if used > 0 {
            lines.push(std::mem::take(&mut line));
        }
        while word.len() > width {
            lines.push(word.drain(..width).collect());
        }
        line.extend(word.iter());
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_at_spaces_and_inside_long_words() {
        assert_eq!(wrap("a bb ccc", 4), ["a bb", "ccc"]);
        assert_eq!(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert_eq!(wrap("", 4), Vec::<String>::new());
        assert_eq!(wrap("r1c1<>5, r1c2<>5", 24), ["r1c1<>5, r1c2<>5"]);
    }

    #[test]
    fn a_window_says_what_is_left() {
        let all = HintWindow::of(3, 5, 9);
        assert_eq!((all.first, all.shown, all.more()), (0, 3, None));
        let top = HintWindow::of(10, 5, 0);
        assert_eq!((top.first, top.shown), (0, 4));
        assert_eq!(top.more().as_deref(), Some("PgDn: 6 more lines"));
        let mid = HintWindow::of(10, 5, 3);
        assert_eq!(mid.more().as_deref(), Some("PgDn/PgUp: 3 more"));
        let end = HintWindow::of(10, 5, 99);
        assert_eq!((end.first, end.shown), (6, 4));
        assert_eq!(end.more().as_deref(), Some("PgUp: back to the top"));
    }
}
