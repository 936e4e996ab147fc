//! Where things go on the screen: the board's two sizes, the panel beside it, and the
//! cell under a mouse click.
//!
//! Two board sizes, the larger one whenever it fits:
//!
//! ```text
//! large: cells 7 wide and 3 high, a line between     compact (80x24): cells 5 wide and 2 high,
//! every two cells; 73 x 37 characters                a line between columns, rows of a box
//!                                                    touching; 55 x 22 characters
//! ┏━━━━━━━┯━━━━━━━┯━━━━━━━┳━━                        ┏━━━━━┯━━━━━┯━━━━━┳━━
//! ┃ 1   3 │       │       ┃                          ┃12 4 │     │     ┃
//! ┃   5   │   7   │  [4]  ┃                          ┃   9 │  7  │ [4] ┃
//! ┃ 7     │       │       ┃                          ┃     │     │     ┃
//! ┠───────┼───────┼───────╂──                        ┃ 5   │  3  │     ┃
//! ```
//!
//! Nine pencil marks need nine places, so a cell is at least 5 x 2; at 24 lines the
//! nine rows of cells and the four box borders use 22, which leaves no line for a rule
//! between two rows of a box: compact cells keep their own rows apart by leaving a cell's
//! big digit on its first line.

use nonet::Cell;
use ratatui::layout::Rect;

/// The board's cell size and which lines it draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardGeometry {
    /// Inner width of a cell, in characters.
    pub cell_w: u16,
    /// Inner height of a cell, in lines.
    pub cell_h: u16,
    /// Whether a line separates two rows of the same box.
    pub inner_rows: bool,
}

impl BoardGeometry {
    pub const LARGE: BoardGeometry = BoardGeometry {
        cell_w: 7,
        cell_h: 3,
        inner_rows: true,
    };
    pub const COMPACT: BoardGeometry = BoardGeometry {
        cell_w: 5,
        cell_h: 2,
        inner_rows: false,
    };

    /// Total width: nine cells and ten vertical lines.
    pub const fn width(self) -> u16 {
        9 * self.cell_w + 10
    }

    /// Total height: nine cells and four box borders, plus six inner rules when drawn.
    pub const fn height(self) -> u16 {
        9 * self.cell_h + if self.inner_rows { 10 } else { 4 }
    }

    /// Column of the first character of column `col` (0..9), from the board's left.
    pub const fn cell_x(self, col: u8) -> u16 {
        1 + col as u16 * (self.cell_w + 1)
    }

    /// Line of the first line of row `row` (0..9), from the board's top.
    pub const fn cell_y(self, row: u8) -> u16 {
        if self.inner_rows {
            1 + row as u16 * (self.cell_h + 1)
        } else {
            1 + row as u16 * self.cell_h + row as u16 / 3
        }
    }

    /// The (row, column) under a point relative to the board's top-left corner, or
    /// `None` on a line or outside.
    pub fn cell_at(self, x: u16, y: u16) -> Option<(u8, u8)> {
        let col =
            (0..9u8).find(|&c| (self.cell_x(c)..self.cell_x(c) + self.cell_w).contains(&x))?;
        let row =
            (0..9u8).find(|&r| (self.cell_y(r)..self.cell_y(r) + self.cell_h).contains(&y))?;
        Some((row, col))
    }
}

/// Width of the panel beside the board (status, hint, keys), after a blank column.
pub const PANEL_MIN_WIDTH: u16 = 24;

/// The smallest screen the game can be played on.
pub const MIN_SIZE: (u16, u16) = (
    BoardGeometry::COMPACT.width() + 1 + PANEL_MIN_WIDTH,
    BoardGeometry::COMPACT.height() + 2,
);

/// The screen cut into its parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScreenLayout {
    pub geometry: BoardGeometry,
    /// The top line: title, mode, timer.
    pub header: Rect,
    pub board: Rect,
    pub panel: Rect,
    /// The bottom line: the keys that matter now.
    pub footer: Rect,
}

impl ScreenLayout {
    /// The layout of `area`, or `None` when even the compact board does not fit.
    pub fn of(area: Rect) -> Option<ScreenLayout> {
        let geometry = [BoardGeometry::LARGE, BoardGeometry::COMPACT]
            .into_iter()
            .find(|g| area.width > g.width() + PANEL_MIN_WIDTH && area.height >= g.height() + 2)?;
        let header = Rect::new(area.x, area.y, area.width, 1);
        let footer = Rect::new(area.x, area.y + area.height - 1, area.width, 1);
        let body_h = area.height - 2;
        let board = Rect::new(
            area.x,
            area.y + 1 + (body_h - geometry.height()) / 2,
            geometry.width(),
            geometry.height(),
        );
        let panel_x = board.x + board.width + 1;
        let panel = Rect::new(panel_x, area.y + 1, area.x + area.width - panel_x, body_h);
        Some(ScreenLayout {
            geometry,
            header,
            board,
            panel,
            footer,
        })
    }

    /// The cell under the screen position `(x, y)` (a mouse click), if any.
    pub fn cell_at(&self, x: u16, y: u16) -> Option<Cell> {
        if !self.board.contains((x, y).into()) {
            return None;
        }
        let (row, col) = self.geometry.cell_at(x - self.board.x, y - self.board.y)?;
        Cell::at(row, col)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(
            (BoardGeometry::LARGE.width(), BoardGeometry::LARGE.height()),
            (73, 37)
        );
        assert_eq!(
            (
                BoardGeometry::COMPACT.width(),
                BoardGeometry::COMPACT.height()
            ),
            (55, 22)
        );
        assert_eq!(MIN_SIZE, (80, 24));
    }

    #[test]
    fn layouts_by_size() {
        assert_eq!(
            ScreenLayout::of(Rect::new(0, 0, 80, 24)).map(|l| l.geometry),
            Some(BoardGeometry::COMPACT)
        );
        assert_eq!(
            ScreenLayout::of(Rect::new(0, 0, 100, 39)).map(|l| l.geometry),
            Some(BoardGeometry::LARGE)
        );
        assert_eq!(
            ScreenLayout::of(Rect::new(0, 0, 200, 38)).map(|l| l.geometry),
            Some(BoardGeometry::COMPACT)
        );
        // The large board from 98x39 up (the README says so).
        assert_eq!(
            ScreenLayout::of(Rect::new(0, 0, 98, 39)).map(|l| l.geometry),
            Some(BoardGeometry::LARGE)
        );
        assert_eq!(
            ScreenLayout::of(Rect::new(0, 0, 97, 39)).map(|l| l.geometry),
            Some(BoardGeometry::COMPACT)
        );
        assert_eq!(ScreenLayout::of(Rect::new(0, 0, 79, 24)), None);
        assert_eq!(ScreenLayout::of(Rect::new(0, 0, 80, 23)), None);
    }

    #[test]
    fn parts_stay_inside_the_screen() {
        for (w, h) in [(80, 24), (100, 39), (120, 40), (250, 70)] {
            let area = Rect::new(0, 0, w, h);
            let l = ScreenLayout::of(area).unwrap();
            for part in [l.header, l.board, l.panel, l.footer] {
                assert_eq!(area.intersection(part), part, "{w}x{h}: {part:?}");
            }
            assert!(l.panel.width >= PANEL_MIN_WIDTH);
            assert!(!l.board.intersects(l.panel));
        }
    }

    #[test]
    fn clicks_on_the_screen() {
        let l = ScreenLayout::of(Rect::new(0, 0, 80, 24)).unwrap();
        // The compact board sits under the header: r1c1's first character is (1, 2).
        assert_eq!(l.cell_at(1, 2), Cell::at(0, 0));
        assert_eq!(l.cell_at(5, 3), Cell::at(0, 0));
        assert_eq!(l.cell_at(7, 2), Cell::at(0, 1));
        assert_eq!(l.cell_at(53, 21), Cell::at(8, 8));
        assert_eq!(l.cell_at(53, 22), None, "the bottom border");
        assert_eq!(l.cell_at(0, 2), None, "the border");
        assert_eq!(l.cell_at(1, 0), None, "the header");
        assert_eq!(l.cell_at(60, 5), None, "the panel");
    }

    #[test]
    fn every_cell_is_hit_by_its_own_points_only() {
        for g in [BoardGeometry::LARGE, BoardGeometry::COMPACT] {
            for row in 0..9u8 {
                for col in 0..9u8 {
                    let (x, y) = (g.cell_x(col), g.cell_y(row));
                    assert_eq!(g.cell_at(x, y), Some((row, col)));
                    assert_eq!(
                        g.cell_at(x + g.cell_w - 1, y + g.cell_h - 1),
                        Some((row, col))
                    );
                }
            }
            // Borders select nothing.
            assert_eq!(g.cell_at(0, 1), None);
            assert_eq!(g.cell_at(1, 0), None);
            assert_eq!(g.cell_at(g.cell_x(3) - 1, 1), None);
            assert_eq!(g.cell_at(g.width(), g.cell_y(0)), None);
        }
    }
}
