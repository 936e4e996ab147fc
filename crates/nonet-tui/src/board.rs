//! The board, drawn from plain data: what each cell shows and how it is marked.
//!
//! [`BoardView`] knows nothing of the game: the app fills it from the model (which
//! digits, which notes, which cells clash or belong to a hint), and [`draw_board`] turns
//! it into characters and styles for a [`BoardGeometry`] and a [`Theme`].

use nonet::{Candidates, Digit};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;

use crate::geometry::BoardGeometry;
use crate::rules_draw::{
    draw_in_cell, draw_lines, draw_signs, draw_totals, total_inside, underline_undrawn,
};
use crate::rules_view::RulesView;
use crate::theme::{HintClass, Theme};

/// What a cell holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Content {
    /// A digit of the puzzle.
    Given(Digit),
    /// A digit the player entered.
    Entry(Digit),
    /// No digit: the player's pencil marks, if any.
    #[default]
    Empty,
}

/// One cell as the screen shows it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellView {
    pub content: Content,
    /// Corner marks, shown each at its own place (1 top left .. 9 bottom right).
    pub corner: Candidates,
    /// Centre marks, shown together in the middle.
    pub centre: Candidates,
    /// The cursor is here.
    pub cursor: bool,
    /// Shares a house with the cursor.
    pub house: bool,
    /// Holds the digit under the cursor (no hint on show).
    pub same_digit: bool,
    /// Its digit clashes with another under the rules.
    pub conflict: bool,
    /// The check found its digit wrong.
    pub wrong: bool,
    /// Its part in the hint on show.
    pub hint: Option<HintClass>,
    /// The part of each candidate (digit 1 at index 0) in the hint, shown on its mark.
    pub hint_digits: [Option<HintClass>; 9],
}

/// The 81 cells, row by row, and the rules drawn around them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    pub cells: [CellView; 81],
    pub rules: RulesView,
}

impl Default for BoardView {
    /// An empty classic board.
    fn default() -> Self {
        BoardView {
            cells: [CellView::default(); 81],
            rules: RulesView::default(),
        }
    }
}

/// Draws `view` with its top-left corner at `area`'s; `area` must hold the geometry's
/// size (the caller's [`crate::geometry::ScreenLayout`] makes sure).
pub fn draw_board(
    view: &BoardView,
    geometry: BoardGeometry,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    draw_lines(&view.rules, geometry, theme, area, buf);
    draw_totals(&view.rules, geometry, theme, area, buf);
    for (i, cell) in view.cells.iter().enumerate() {
        let (row, col) = ((i / 9) as u8, (i % 9) as u8);
        let x = area.x + geometry.cell_x(col);
        let y = area.y + geometry.cell_y(row);
        let cell_area = Rect::new(x, y, geometry.cell_w, geometry.cell_h);
        // A total inside the cell takes its top-left corner: the digit goes a line down.
        let lowered = view.rules.totals[i].is_some() && total_inside(geometry, row);
        draw_cell(cell, geometry, lowered, theme, cell_area, buf);
        draw_in_cell(&view.rules, i, geometry, theme, cell_area, buf);
    }
    draw_signs(&view.rules, geometry, theme, area, buf);
    underline_undrawn(&view.rules, geometry, area, buf);
}

/// One cell's inside.
fn draw_cell(
    cell: &CellView,
    g: BoardGeometry,
    lowered: bool,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let mut back = theme.base;
    if cell.house {
        back = back.patch(theme.house);
    }
    if cell.same_digit {
        back = back.patch(theme.same_digit);
    }
    if let Some(class) = cell.hint {
        back = back.patch(theme.hint(class));
    }
    if cell.cursor {
        back = back.patch(theme.cursor);
    }
    buf.set_style(area, back);
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            if let Some(c) = buf.cell_mut((x, y)) {
                c.set_symbol(" ");
            }
        }
    }
    let digit = match cell.content {
        Content::Given(d) => Some((d, theme.given, true)),
        Content::Entry(d) => Some((d, theme.entry, false)),
        Content::Empty => None,
    };
    if let Some((d, style, given)) = digit {
        let mut style = back.patch(style);
        if cell.conflict {
            style = style.patch(theme.conflict);
        }
        if cell.wrong {
            style = style.patch(theme.wrong);
        }
        let text = digit_text(d, given, cell, theme.mono);
        let (line, col) = digit_place(g);
        let line = if lowered { line + 1 } else { line };
        let y = area.y + line as u16;
        let x = area.x + col as u16 - 1;
        buf.set_string(x, y, text, style);
        return;
    }
    for (dy, line) in note_lines(cell.corner, cell.centre, g).iter().enumerate() {
        for (dx, (ch, centre)) in line.iter().enumerate() {
            if let Some(ch) = ch {
                let mut style = back.patch(if *centre {
                    theme.centre_note
                } else {
                    theme.corner_note
                });
                // A candidate the hint names stands out of its cell, in reverse video.
                let digit = ch.to_digit(10).and_then(|d| Digit::new(d as u8));
                if let Some(class) = digit.and_then(|d| cell.hint_digits[d.index()]) {
                    style = style
                        .patch(theme.hint(class))
                        .add_modifier(Modifier::REVERSED | Modifier::BOLD);
                }
                buf.set_string(
                    area.x + dx as u16,
                    area.y + dy as u16,
                    ch.to_string(),
                    style,
                );
            }
        }
    }
}

/// A digit in three characters: the digit between two marks. Colour themes leave the
/// marks blank; without colour, brackets say "given", `!` "clashes" and `?` "wrong".
fn digit_text(d: Digit, given: bool, cell: &CellView, mono: bool) -> String {
    let (open, close) = if !mono {
        (' ', ' ')
    } else if cell.wrong {
        ('?', '?')
    } else if cell.conflict {
        ('!', '!')
    } else if given {
        ('[', ']')
    } else {
        (' ', ' ')
    };
    format!("{open}{d}{close}")
}

/// The marks of an empty cell, line by line, each place a character and whether it is
/// a centre mark.
///
/// No mark stands alone at the digit's place (where [`draw_cell`] writes a digit: the
/// middle of a large cell, the middle of a compact cell's first line), so a cell of
/// marks never looks like a cell holding a digit, in any theme and without colour: a
/// mark there always has a neighbour on its line.
///
/// Corner marks alone keep a place per digit, so a digit is always in the same spot:
/// `12345` on the top line and `6789` on the bottom line of a large cell, whose middle
/// line is the digit's; `12 34` over `56789` on a compact one. Centre marks are written
/// in order in the middle of the digit's line, wrapped onto the line below when they do
/// not fit; a lone centre mark sits just below the digit's place. With both, corner
/// marks take the lines above from the left and centre marks the last line.
fn note_lines(
    corner: Candidates,
    centre: Candidates,
    g: BoardGeometry,
) -> Vec<Vec<(Option<char>, bool)>> {
    let (w, h) = (g.cell_w as usize, g.cell_h as usize);
    let mut lines = vec![vec![(None, false); w]; h];
    let ch = |d: Digit| char::from(b'0' + d.get());
    let (digit_line, digit_col) = digit_place(g);
    if centre.is_empty() {
        for d in corner {
            let i = d.index();
            let (line, col) = match (h >= 3, i) {
                (true, 0..5) => (0, 1 + i),
                (true, _) => (h - 1, 1 + i - 5),
                (false, 0..2) => (0, i),
                (false, 2..4) => (0, i + 1),
                (false, _) => (1, i - 4),
            };
            lines[line][col] = (Some(ch(d)), false);
        }
        return lines;
    }
    let centre_digits: Vec<char> = centre.iter().map(ch).collect();
    let corner_digits: Vec<char> = corner.iter().map(ch).collect();
    if corner_digits.is_empty() && centre_digits.len() == 1 {
        lines[digit_line + 1][digit_col] = (Some(centre_digits[0]), true);
        return lines;
    }
    // Lines for the centre marks: the digit's line (or the last when corner marks
    // share the cell), wrapped onto the line below when they do not fit.
    let rows_needed = centre_digits.len().div_ceil(w);
    let first = if corner_digits.is_empty() {
        digit_line.min(h.saturating_sub(rows_needed))
    } else {
        h.saturating_sub(rows_needed).max(1)
    };
    for (k, chunk) in centre_digits.chunks(w).enumerate() {
        let Some(line) = lines.get_mut(first + k) else {
            break;
        };
        let start = (w - chunk.len()) / 2;
        for (j, c) in chunk.iter().enumerate() {
            line[start + j] = (Some(*c), true);
        }
    }
    // Corner marks on the lines above the centre marks, from the left.
    let free: usize = first * w;
    for (j, c) in corner_digits.iter().take(free).enumerate() {
        lines[j / w][j % w] = (Some(*c), false);
    }
    // Marks that found no place: the cell's last place says so, rather than the cell
    // seeming to hold fewer marks than it does.
    let shown = lines.iter().flatten().filter(|(c, _)| c.is_some()).count();
    if shown < centre_digits.len() + corner_digits.len() {
        lines[h - 1][w - 1] = (Some('+'), false);
    }
    lines
}

/// The (line, column) of a cell's digit: the middle character of what [`digit_text`]
/// writes.
fn digit_place(g: BoardGeometry) -> (usize, usize) {
    ((g.cell_h as usize - 1) / 2, g.cell_w as usize / 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marks(digits: &[u8]) -> Candidates {
        digits.iter().map(|&d| Digit::new(d).unwrap()).collect()
    }

    fn text(lines: &[Vec<(Option<char>, bool)>]) -> Vec<String> {
        lines
            .iter()
            .map(|l| {
                l.iter()
                    .map(|(c, centre)| match (c, centre) {
                        (None, _) => '.',
                        (Some(c), false) => *c,
                        (Some(_), true) => '*',
                    })
                    .collect::<String>()
                    .replace('*', "c")
            })
            .collect()
    }

    fn chars(lines: &[Vec<(Option<char>, bool)>]) -> Vec<String> {
        lines
            .iter()
            .map(|l| l.iter().map(|(c, _)| c.unwrap_or('.')).collect())
            .collect()
    }

    #[test]
    fn corner_marks_keep_their_places() {
        let large = note_lines(marks(&[1, 5, 9]), Candidates::EMPTY, BoardGeometry::LARGE);
        assert_eq!(chars(&large), [".1...5.", ".......", "....9.."]);
        let all = note_lines(Candidates::ALL, Candidates::EMPTY, BoardGeometry::LARGE);
        assert_eq!(chars(&all), [".12345.", ".......", ".6789.."]);
        let all = note_lines(Candidates::ALL, Candidates::EMPTY, BoardGeometry::COMPACT);
        assert_eq!(chars(&all), ["12.34", "56789"]);
        let compact = note_lines(marks(&[2, 7]), Candidates::EMPTY, BoardGeometry::COMPACT);
        assert_eq!(chars(&compact), [".2...", "..7.."]);
    }

    #[test]
    fn centre_marks_in_the_middle() {
        let large = note_lines(Candidates::EMPTY, marks(&[3, 4, 8]), BoardGeometry::LARGE);
        assert_eq!(chars(&large), [".......", "..348..", "......."]);
        assert_eq!(text(&large)[1], "..ccc..");
        let nine = note_lines(Candidates::EMPTY, Candidates::ALL, BoardGeometry::LARGE);
        assert_eq!(chars(&nine), [".......", "1234567", "..89..."]);
        let compact = note_lines(Candidates::EMPTY, marks(&[1, 2]), BoardGeometry::COMPACT);
        assert_eq!(chars(&compact), [".12..", "....."]);
        // A lone centre mark sits under the digit's place, not on it.
        let lone = note_lines(Candidates::EMPTY, marks(&[4]), BoardGeometry::COMPACT);
        assert_eq!(chars(&lone), [".....", "..4.."]);
        let lone = note_lines(Candidates::EMPTY, marks(&[4]), BoardGeometry::LARGE);
        assert_eq!(chars(&lone), [".......", ".......", "...4..."]);
    }

    #[test]
    fn both_kinds_share_the_cell() {
        let large = note_lines(marks(&[1, 9]), marks(&[4, 5]), BoardGeometry::LARGE);
        assert_eq!(text(&large), ["19.....", ".......", "..cc..."]);
        let compact = note_lines(
            marks(&[1, 2, 3, 4, 5, 6]),
            marks(&[7]),
            BoardGeometry::COMPACT,
        );
        // Five places above the centre line: the sixth corner mark has no room, and a
        // `+` says some marks are not shown.
        assert_eq!(chars(&compact), ["12345", "..7.+"]);
        let many_centre = note_lines(
            marks(&[1]),
            marks(&[2, 3, 4, 5, 6, 7]),
            BoardGeometry::COMPACT,
        );
        assert_eq!(chars(&many_centre), ["1....", "2345+"]);
        let all_fit = note_lines(
            marks(&[1, 2]),
            marks(&[3, 4, 5, 6, 7]),
            BoardGeometry::COMPACT,
        );
        assert_eq!(chars(&all_fit), ["12...", "34567"]);
        // Nine centre marks alone wrap onto the second line and all show.
        let nine = note_lines(Candidates::EMPTY, Candidates::ALL, BoardGeometry::COMPACT);
        assert_eq!(chars(&nine), ["12345", "6789."]);
    }

    /// Every set of marks, in both sizes: a mark at the digit's place always has a
    /// neighbour on its line, so no cell of marks looks like a cell holding a digit
    /// (issue 20, item 18).
    #[test]
    fn no_mark_stands_alone_at_the_digit_place() {
        for g in [BoardGeometry::LARGE, BoardGeometry::COMPACT] {
            let (line, col) = digit_place(g);
            for corner in 0..512u16 {
                for centre in (0..512u16).step_by(7).chain([1, 2, 4, 16, 256, 511]) {
                    let lines = note_lines(bits(corner), bits(centre), g);
                    let at = |c: usize| lines[line].get(c).and_then(|p| p.0);
                    let alone = at(col).is_some() && at(col - 1).is_none() && at(col + 1).is_none();
                    assert!(
                        !alone,
                        "{g:?} corner {corner:b} centre {centre:b}: {:?}",
                        chars(&lines)
                    );
                }
            }
        }
    }

    fn bits(mask: u16) -> Candidates {
        (1..=9u8)
            .filter(|d| mask & 1 << (d - 1) != 0)
            .map(|d| Digit::new(d).unwrap())
            .collect()
    }

    #[test]
    fn mono_marks_say_what_colour_would() {
        let d = Digit::new(5).unwrap();
        let plain = CellView::default();
        assert_eq!(digit_text(d, true, &plain, true), "[5]");
        assert_eq!(digit_text(d, false, &plain, true), " 5 ");
        assert_eq!(digit_text(d, true, &plain, false), " 5 ");
        let clash = CellView {
            conflict: true,
            ..plain
        };
        assert_eq!(digit_text(d, false, &clash, true), "!5!");
        let wrong = CellView {
            wrong: true,
            conflict: true,
            ..plain
        };
        assert_eq!(digit_text(d, false, &wrong, true), "?5?");
    }
}
