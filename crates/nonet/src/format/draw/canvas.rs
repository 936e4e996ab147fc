//! The character grid a variant drawing is made on: box-drawing borders, and the
//! places in and between cells where marks go.
//!
//! Each cell is [`CELL_W`] characters wide and [`CELL_H`] lines high:
//!
//! ```text
//! ┃10a→ ┃   top line: a cage's total (cols 0-1), a second cell mark (col 2), a
//! ┃□ 5b↓┃   line's letter and arrow (cols 3-4); bottom line: a cell mark (col 0), the
//!           digit (col 2), a second line's letter and arrow (cols 3-4)
//! ```
//!
//! A mark on the border between two orthogonal neighbours has two places: beside the
//! digits (the border's lower half, or its middle), and one more (its upper half, or
//! right of the middle). Every `place` call says whether the mark found room, so that
//! what does not fit is named in the legend instead of dropped.

use crate::grid::Cell;
use crate::rules::Layout;

/// Cell interior width and height in characters; with the borders, a cell takes
/// `CELL_W + 1` columns and `CELL_H + 1` lines.
pub(super) const CELL_W: usize = 5;
pub(super) const CELL_H: usize = 2;

/// The box-drawing junctions, indexed by the weight (0 none, 1 light, 2 heavy) of the
/// line going up, right, down and left: `up * 27 + right * 9 + down * 3 + left`.
/// Generated from the Unicode names of U+2500..U+257F.
const JUNCTIONS: &str =
    " ╴╸╷┐┑╻┒┓╶─╾┌┬┭┎┰┱╺╼━┍┮┯┏┲┳╵┘┙│┤┥╽┧┪└┴┵├┼┽┟╁╅┕┶┷┝┾┿┢╆╈╹┚┛╿┦┩┃┨┫┖┸┹┞╀╃┠╂╉┗┺┻┡╄╇┣╊╋";

/// The box-drawing character where lines of these weights (0 none, 1 light, 2 heavy,
/// anything above read as heavy) meet from above, the right, below and the left: the
/// one table both the text drawing and the terminal game's board draw junctions with.
///
/// ```
/// use nonet::format::box_junction;
/// assert_eq!(box_junction(0, 2, 2, 0), '┏');
/// assert_eq!(box_junction(2, 1, 2, 1), '╂');
/// ```
pub fn box_junction(up: u8, right: u8, down: u8, left: u8) -> char {
    let w = |x: u8| usize::from(x.min(2));
    JUNCTIONS
        .chars()
        .nth(w(up) * 27 + w(right) * 9 + w(down) * 3 + w(left))
        .unwrap_or(' ')
}

/// The characters a border is drawn with (a place on a border holding one of them is
/// free for a mark).
const BORDER_CHARS: &str = " │┃╏─━╍";

/// The places (line, column) of a cell mark (even/odd), in the order they are taken.
const CELL_MARK_PLACES: [(usize, usize); 2] = [(1, 0), (0, 2)];
/// The places (line, column) of a line's letter, its arrow one column right.
const LETTER_PLACES: [(usize, usize); 2] = [(0, CELL_W - 2), (1, CELL_W - 2)];

/// The characters of the drawing, row by row.
pub(super) struct Canvas {
    rows: Vec<Vec<char>>,
}

/// The weight of a border: none (0), light (1), heavy, or dashed: a region's border
/// between two cells of one cage (drawn heavy at junctions). Up to [`HEAVY`], the
/// index into [`JUNCTIONS`].
type Weight = usize;
const HEAVY: Weight = 2;
const DASHED: Weight = 3;

impl Canvas {
    pub(super) fn new() -> Canvas {
        Canvas {
            rows: vec![vec![' '; 9 * (CELL_W + 1) + 1]; 9 * (CELL_H + 1) + 1],
        }
    }

    /// The canvas position of a cell's interior character (`line` 0..CELL_H, `col`
    /// 0..CELL_W).
    fn at(cell: Cell, line: usize, col: usize) -> (usize, usize) {
        (
            usize::from(cell.row()) * (CELL_H + 1) + 1 + line,
            usize::from(cell.col()) * (CELL_W + 1) + 1 + col,
        )
    }

    pub(super) fn put(&mut self, cell: Cell, line: usize, col: usize, ch: char) {
        let (y, x) = Canvas::at(cell, line, col);
        self.rows[y][x] = ch;
    }

    pub(super) fn text(&mut self, cell: Cell, line: usize, col: usize, text: &str) {
        for (i, ch) in text.chars().enumerate().take(CELL_W - col) {
            self.put(cell, line, col + i, ch);
        }
    }

    /// A mark inside a cell (`□` even, `○` odd) at its first free place; false when
    /// both are taken by other marks.
    pub(super) fn cell_mark(&mut self, cell: Cell, mark: char) -> bool {
        let places = CELL_MARK_PLACES.map(|(line, col)| Canvas::at(cell, line, col));
        self.place(&places, mark, |ch| ch == ' ')
    }

    /// A mark on the border between two orthogonal neighbours, at its first free place
    /// (a mark already there counts as drawn); false when there is no room, or the two
    /// cells are not orthogonal neighbours.
    pub(super) fn between(&mut self, [a, b]: [Cell; 2], mark: char) -> bool {
        let (a, b) = (a.min(b), a.max(b));
        let places = if a.row() == b.row() && b.col() == a.col() + 1 {
            let (y, x) = Canvas::at(b, 1, 0);
            [(y, x - 1), (y - 1, x - 1)]
        } else if a.col() == b.col() && b.row() == a.row() + 1 {
            let (y, x) = Canvas::at(b, 0, CELL_W / 2);
            [(y - 1, x), (y - 1, x + 1)]
        } else {
            return false;
        };
        self.place(&places, mark, |ch| BORDER_CHARS.contains(ch))
    }

    /// `mark` at the first of `places` that holds it already or is `free`.
    fn place(
        &mut self,
        places: &[(usize, usize)],
        mark: char,
        free: impl Fn(char) -> bool,
    ) -> bool {
        if places.iter().any(|&(y, x)| self.rows[y][x] == mark) {
            return true;
        }
        match places.iter().find(|&&(y, x)| free(self.rows[y][x])) {
            Some(&(y, x)) => {
                self.rows[y][x] = mark;
                true
            }
            None => false,
        }
    }

    /// A line's letter in `cell`, with the arrow to the line's next cell if any, at the
    /// first free place; false when the cell has no room left (two lines there already).
    pub(super) fn letter(&mut self, cell: Cell, letter: char, arrow: Option<char>) -> bool {
        for (line, col) in LETTER_PLACES {
            let (y, x) = Canvas::at(cell, line, col);
            if self.rows[y][x] == ' ' && self.rows[y][x + 1] == ' ' {
                self.rows[y][x] = letter;
                if let Some(arrow) = arrow {
                    self.rows[y][x + 1] = arrow;
                }
                return true;
            }
        }
        false
    }

    /// The borders: heavy around the grid and between regions, none between cells of
    /// one killer cage (`cages` gives each cell's cage, if it is drawn), light
    /// elsewhere; with the junctions they make.
    pub(super) fn borders(&mut self, layout: &Layout, cages: &[Option<usize>; 81]) {
        let weight = |a: Option<Cell>, b: Option<Cell>| -> Weight {
            let (Some(a), Some(b)) = (a, b) else {
                return HEAVY;
            };
            let caged = cages[a.index()].is_some_and(|k| cages[b.index()] == Some(k));
            match (layout.region_of(a) != layout.region_of(b), caged) {
                (true, true) => DASHED,
                (true, false) => HEAVY,
                (false, true) => 0,
                (false, false) => 1,
            }
        };
        let cell = |r: usize, c: usize| -> Option<Cell> {
            (r < 9 && c < 9).then(|| Cell::at(r as u8, c as u8).expect("in the grid"))
        };
        let above = |r: usize, c: usize| if r == 0 { None } else { cell(r - 1, c) };
        let left = |r: usize, c: usize| if c == 0 { None } else { cell(r, c - 1) };
        // The border above cell (r, c) and the one left of it, for r, c in 0..=9.
        let horizontal = |r: usize, c: usize| -> Weight {
            if c >= 9 {
                0
            } else {
                weight(above(r, c), cell(r, c))
            }
        };
        let vertical = |r: usize, c: usize| -> Weight {
            if r >= 9 {
                0
            } else {
                weight(left(r, c), cell(r, c))
            }
        };
        let junctions: Vec<char> = JUNCTIONS.chars().collect();
        for r in 0..=9 {
            for c in 0..=9 {
                let y = r * (CELL_H + 1);
                let x = c * (CELL_W + 1);
                let up = if r == 0 { 0 } else { vertical(r - 1, c) };
                let down = vertical(r, c);
                let left_w = if c == 0 { 0 } else { horizontal(r, c - 1) };
                let right = horizontal(r, c);
                let [up, right, down, left_w] = [up, right, down, left_w].map(|w| w.min(HEAVY));
                self.rows[y][x] = junctions[up * 27 + right * 9 + down * 3 + left_w];
                let h = [' ', '─', '━', '╍'][horizontal(r, c)];
                for i in 1..=CELL_W {
                    if c < 9 {
                        self.rows[y][x + i] = h;
                    }
                }
                let v = [' ', '│', '┃', '╏'][vertical(r, c)];
                for i in 1..=CELL_H {
                    if r < 9 {
                        self.rows[y + i][x] = v;
                    }
                }
            }
        }
    }

    pub(super) fn render(&self) -> String {
        let mut out = String::new();
        for row in &self.rows {
            let line: String = row.iter().collect();
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }
}

/// The arrow from a cell toward another (a king's move away; `·` for a farther jump).
pub(super) fn arrow(from: Cell, to: Cell) -> char {
    let dr = i16::from(to.row()) - i16::from(from.row());
    let dc = i16::from(to.col()) - i16::from(from.col());
    match (i8::try_from(dr), i8::try_from(dc)) {
        (Ok(dr), Ok(dc)) => heading_arrow(dr, dc),
        _ => '·',
    }
}

/// The arrow of a king's move of `down` rows and `across` columns (each -1, 0 or 1;
/// `·` for anything else): the one table the text drawing and the terminal game's
/// board draw line directions with.
///
/// ```
/// assert_eq!(nonet::format::heading_arrow(1, -1), '↙');
/// ```
pub fn heading_arrow(down: i8, across: i8) -> char {
    match (down, across) {
        (-1, 0) => '↑',
        (1, 0) => '↓',
        (0, -1) => '←',
        (0, 1) => '→',
        (-1, -1) => '↖',
        (-1, 1) => '↗',
        (1, -1) => '↙',
        (1, 1) => '↘',
        _ => '·',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn junctions_join_the_lines_they_meet() {
        let j: Vec<char> = JUNCTIONS.chars().collect();
        assert_eq!(j.len(), 81);
        let at = |u: usize, r: usize, d: usize, l: usize| j[u * 27 + r * 9 + d * 3 + l];
        assert_eq!(at(0, 2, 2, 0), '┏');
        assert_eq!(at(2, 2, 2, 2), '╋');
        assert_eq!(at(1, 1, 1, 1), '┼');
        assert_eq!(at(2, 1, 2, 1), '╂');
        assert_eq!(at(1, 2, 1, 2), '┿');
        assert_eq!(at(0, 2, 1, 2), '┯');
        assert_eq!(at(2, 0, 0, 2), '┛');
        assert_eq!(at(0, 1, 0, 1), '─');
        assert_eq!(at(0, 0, 0, 0), ' ');
    }

    /// Every place a mark can go is a border character or a blank until a mark takes
    /// it, and two marks on one border take its two places.
    #[test]
    fn a_border_holds_two_marks_and_a_cell_two_letters() {
        let mut canvas = Canvas::new();
        canvas.borders(&Layout::Boxes, &[None; 81]);
        let c = |s: &str| s.parse::<Cell>().unwrap();
        assert!(canvas.between([c("r1c1"), c("r1c2")], '○'));
        assert!(canvas.between([c("r1c2"), c("r1c1")], '●'));
        assert!(canvas.between([c("r1c1"), c("r1c2")], '○'), "already there");
        assert!(!canvas.between([c("r1c1"), c("r1c2")], 'V'));
        assert!(
            !canvas.between([c("r1c1"), c("r2c2")], 'X'),
            "not neighbours"
        );
        assert!(canvas.letter(c("r5c5"), 'A', Some('→')));
        assert!(canvas.letter(c("r5c5"), 'B', None));
        assert!(!canvas.letter(c("r5c5"), 'C', None));
        let text = canvas.render();
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[1].starts_with("┃     ●     │"), "{}", lines[1]);
        assert!(lines[2].starts_with("┃     ○     │"), "{}", lines[2]);
        assert!(lines[13].contains("│   A→│"), "{}", lines[13]);
        assert!(lines[14].contains("│   B │"), "{}", lines[14]);
    }
}
