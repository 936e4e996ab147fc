//! The rules on the board: the lines between cells at the weights a [`RulesView`]
//! gives (boxes, a jigsaw's regions, killer cages), cage totals, signs on the lines
//! and marks in the cells.
//!
//! Where things go, in both board sizes:
//!
//! ```text
//! ┏10━━━━━┯━━━━━━━┓   a cage's total on the line above its first cell; on the compact
//! ┃      →│       │   board, a row inside a band has no line above it, so the total
//! ┃   5   ○   4   │   goes in the cell's top-left corner and its digit one line down;
//! ┃◉      ●       │   signs (dots, X, V) on the line between their cells, two to a line:
//! ┠───X───┼───────┨   beside the digits and just below (a horizontal line: its middle
//!                     and the next place right); marks in a cell's free corners, the
//!                     bottom-left first (here a thermometer's bulb, and its arrow)
//! ```
//!
//! The compact board draws no line between two rows of one band: where the regions or
//! cages change there, the upper cell's last line is underlined instead, and a sign on
//! such a border sits in the middle of that line. A sign that finds no room (a third
//! on one line) is named by [`placed_signs`], and the panel's legend names it.

use nonet::format::box_junction;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;

use crate::geometry::BoardGeometry;
use crate::rules_view::{LineWeight, RulesView, Sign};
use crate::theme::Theme;

/// The x of the vertical line left of column `c` (9: the right edge).
pub fn c_edge(g: BoardGeometry, c: u8) -> u16 {
    c as u16 * (g.cell_w + 1)
}

/// The y of the horizontal line above row `r` (9: the bottom edge), if drawn.
pub fn r_edge(g: BoardGeometry, r: u8) -> Option<u16> {
    if g.inner_rows {
        Some(r as u16 * (g.cell_h + 1))
    } else if r % 3 == 0 {
        Some(r as u16 * g.cell_h + r as u16 / 3)
    } else {
        None
    }
}

fn arm(w: LineWeight) -> u8 {
    match w {
        LineWeight::None => 0,
        LineWeight::Light => 1,
        LineWeight::Heavy | LineWeight::Dashed => 2,
    }
}

fn heavy(w: LineWeight) -> bool {
    arm(w) == 2
}

/// The lines between cells, with their junctions.
pub fn draw_lines(
    rules: &RulesView,
    g: BoardGeometry,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let heavy_style = theme.base.patch(theme.box_border);
    let light_style = theme.base.patch(theme.cell_border);
    let mut put = |x: u16, y: u16, symbol: &str, is_heavy: bool| {
        if let Some(cell) = buf.cell_mut((area.x + x, area.y + y)) {
            cell.set_symbol(symbol).set_style(if is_heavy {
                heavy_style
            } else if symbol == " " {
                theme.base
            } else {
                light_style
            });
        }
    };
    for r in 0..9u8 {
        for c in 0..=9u8 {
            let w = rules.down[r as usize][c as usize];
            let symbol = match w {
                LineWeight::None => " ",
                LineWeight::Light => "│",
                LineWeight::Heavy => "┃",
                LineWeight::Dashed => "╏",
            };
            let top = g.cell_y(r);
            for y in top..top + g.cell_h {
                put(c_edge(g, c), y, symbol, heavy(w));
            }
        }
    }
    for r in 0..=9u8 {
        let Some(y) = r_edge(g, r) else {
            continue;
        };
        for c in 0..9u8 {
            let w = rules.across[r as usize][c as usize];
            let symbol = match w {
                LineWeight::None => " ",
                LineWeight::Light => "─",
                LineWeight::Heavy => "━",
                LineWeight::Dashed => "╍",
            };
            let left = g.cell_x(c);
            for x in left..left + g.cell_w {
                put(x, y, symbol, heavy(w));
            }
        }
        for c in 0..=9u8 {
            let (r, c) = (r as usize, c as usize);
            let up = if r > 0 {
                rules.down[r - 1][c]
            } else {
                LineWeight::None
            };
            let down = if r < 9 {
                rules.down[r][c]
            } else {
                LineWeight::None
            };
            let left = if c > 0 {
                rules.across[r][c - 1]
            } else {
                LineWeight::None
            };
            let right = if c < 9 {
                rules.across[r][c]
            } else {
                LineWeight::None
            };
            let ch = box_junction(arm(up), arm(right), arm(down), arm(left));
            let is_heavy = [up, down, left, right].into_iter().any(heavy);
            put(c_edge(g, c as u8), y, ch.encode_utf8(&mut [0; 4]), is_heavy);
        }
    }
}

/// Whether the total of cell (`row`, `col`) goes inside the cell (no line above it on
/// this board).
pub fn total_inside(g: BoardGeometry, row: u8) -> bool {
    r_edge(g, row).is_none()
}

/// The totals that sit on the line above their cell.
pub fn draw_totals(
    rules: &RulesView,
    g: BoardGeometry,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let style = theme
        .base
        .patch(theme.box_border)
        .add_modifier(Modifier::BOLD);
    for (i, total) in rules.totals.iter().enumerate() {
        let (row, col) = ((i / 9) as u8, (i % 9) as u8);
        if let (Some(total), Some(y)) = (total, r_edge(g, row)) {
            buf.set_string(area.x + g.cell_x(col), area.y + y, total, style);
        }
    }
}

/// The signs, drawn after the cells: one on a line the compact board leaves out sits
/// in the middle of the upper cell's last line, over what the cell shows there.
pub fn draw_signs(
    rules: &RulesView,
    g: BoardGeometry,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let style = theme.box_border.add_modifier(Modifier::BOLD);
    for (x, y, glyph) in placed_signs(rules, g).0 {
        if let Some(cell) = buf.cell_mut((area.x + x, area.y + y)) {
            cell.set_symbol(glyph.encode_utf8(&mut [0; 4]))
                .set_style(style);
        }
    }
}

/// Where each sign goes on this board (x, y from the board's corner, and its glyph),
/// and the signs that find no room: a third on one line, or a second on a line the
/// compact board leaves out.
pub fn placed_signs(rules: &RulesView, g: BoardGeometry) -> (Vec<(u16, u16, char)>, Vec<&Sign>) {
    let mut placed: Vec<(u16, u16, char)> = Vec::new();
    let mut unplaced = Vec::new();
    for sign in &rules.signs {
        let (a, b) = (
            sign.cells[0].min(sign.cells[1]),
            sign.cells[0].max(sign.cells[1]),
        );
        let places: Vec<(u16, u16)> = if a.row() == b.row() && b.col() == a.col() + 1 {
            let x = c_edge(g, b.col());
            let y = g.cell_y(a.row()) + (g.cell_h - 1) / 2;
            vec![(x, y), (x, y + 1)]
        } else if a.col() == b.col() && b.row() == a.row() + 1 {
            let x = g.cell_x(a.col()) + g.cell_w / 2;
            match r_edge(g, b.row()) {
                Some(y) => vec![(x, y), (x + 1, y)],
                None => vec![(x, g.cell_y(a.row()) + g.cell_h - 1)],
            }
        } else {
            Vec::new()
        };
        let spot = places.iter().find(|&&(x, y)| {
            placed
                .iter()
                .all(|&(px, py, glyph)| (px, py) != (x, y) || glyph == sign.glyph)
        });
        match spot {
            Some(&(x, y)) => placed.push((x, y, sign.glyph)),
            None => unplaced.push(sign),
        }
    }
    (placed, unplaced)
}

/// Where a cell's marks may go, (line, column) in the cell, in the order taken: its
/// corners, the bottom-left first (a place the notes of a large cell leave free).
fn mark_places(g: BoardGeometry) -> [(u16, u16); 4] {
    let (w, h) = (g.cell_w - 1, g.cell_h - 1);
    [(h, 0), (0, w), (h, w), (0, 0)]
}

/// A cell's total inside it (when no line is above it) and its marks, over what the
/// cell shows: each mark at the first of its places that is blank, else at its first
/// free place (the rules matter more than a note). A note a mark or total covers is not
/// lost without a word: as when a cell has more notes than places, a `+` at the last
/// place left says some are not shown.
pub fn draw_in_cell(
    rules: &RulesView,
    index: usize,
    g: BoardGeometry,
    theme: &Theme,
    cell_area: Rect,
    buf: &mut Buffer,
) {
    let style = theme.box_border.add_modifier(Modifier::BOLD);
    let row = (index / 9) as u8;
    let mut taken: Vec<(u16, u16)> = Vec::new();
    let mut covered = false;
    let put = |buf: &mut Buffer, line: u16, col: u16, ch: char| -> bool {
        let cell = buf.cell_mut((cell_area.x + col, cell_area.y + line));
        cell.is_some_and(|cell| {
            let under = cell.symbol() != " ";
            cell.set_symbol(ch.encode_utf8(&mut [0; 4]))
                .set_style(style);
            under
        })
    };
    if let Some(total) = rules.totals[index]
        .as_ref()
        .filter(|_| total_inside(g, row))
    {
        for (i, ch) in total.chars().enumerate() {
            covered |= put(buf, 0, i as u16, ch);
            taken.push((0, i as u16));
        }
    }
    let places = mark_places(g);
    for &glyph in &rules.marks[index] {
        let blank = places.iter().find(|&&(line, col)| {
            !taken.contains(&(line, col))
                && buf
                    .cell((cell_area.x + col, cell_area.y + line))
                    .is_some_and(|c| c.symbol() == " ")
        });
        let Some(&(line, col)) = blank.or_else(|| places.iter().find(|p| !taken.contains(p)))
        else {
            continue;
        };
        covered |= put(buf, line, col, glyph);
        taken.push((line, col));
    }
    if covered {
        let last = (0..g.cell_h)
            .rev()
            .flat_map(|line| (0..g.cell_w).rev().map(move |col| (line, col)))
            .find(|p| !taken.contains(p));
        if let Some((line, col)) = last
            && let Some(cell) = buf.cell_mut((cell_area.x + col, cell_area.y + line))
        {
            cell.set_symbol("+").set_style(theme.corner_note);
        }
    }
}

/// On the compact board, underlines the last line of a cell whose border below is a
/// region's or a cage's but is not drawn (two rows of one band).
pub fn underline_undrawn(rules: &RulesView, g: BoardGeometry, area: Rect, buf: &mut Buffer) {
    for r in 1..9u8 {
        if r_edge(g, r).is_some() {
            continue;
        }
        for c in 0..9u8 {
            let w = rules.across[r as usize][c as usize];
            let shows = match w {
                LineWeight::Heavy | LineWeight::Dashed => true,
                LineWeight::Light => rules.caged,
                LineWeight::None => false,
            };
            if !shows {
                continue;
            }
            let y = area.y + g.cell_y(r - 1) + g.cell_h - 1;
            let x = area.x + g.cell_x(c);
            buf.set_style(
                Rect::new(x, y, g.cell_w, 1),
                ratatui::style::Style::new().add_modifier(Modifier::UNDERLINED),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nonet::format::iss;

    #[test]
    fn signs_on_undrawn_lines_or_full_lines_are_unplaced() {
        let p = iss::parse(
            ".WhiteDot~R1C1~R2C1.BlackDot~R3C1~R4C1.X~R5C5~R5C6.V~R5C5~R5C6.WhiteDot~R5C5~R5C6",
        )
        .unwrap();
        let rules = RulesView::new(&p.rules);
        let (placed, unplaced) = placed_signs(&rules, BoardGeometry::COMPACT);
        // r1c1/r2c1: no line between rows 1 and 2 on the compact board, so in the
        // middle of r1c1's last line; a third sign on r5c5/r5c6's line has no room.
        assert_eq!(unplaced.len(), 1, "{unplaced:?}");
        assert_eq!(placed.len(), 4, "{placed:?}");
        assert!(placed.contains(&(3, 2, '○')), "{placed:?}");
        let (placed, unplaced) = placed_signs(&rules, BoardGeometry::LARGE);
        assert_eq!((placed.len(), unplaced.len()), (4, 1));
        // r3c1/r4c1 on the band's line, in the middle of the cell's width.
        assert!(placed.contains(&(4, 12, '●')), "{placed:?}");
    }
}
