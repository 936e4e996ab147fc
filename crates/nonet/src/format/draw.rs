//! Drawing a variant puzzle as text: a grid of box-drawing lines whose borders follow
//! the puzzle's regions and killer cages, with marks for what sits in cells or between
//! them, and a legend below for the rest.
//!
//! ```text
//! ┏━━━━━━━━━━━━━━━━━┯━━━━━┳━━━━━┯━━━━━┯━━━━━┓   heavy lines: the regions (boxes or a
//! ┃10               │     ┃     │     │     ┃   jigsaw); no line: cells of one killer
//! ┃  3     4     3  │  .  ┃  .  │  .  │  .  ┃   cage, its total in its first cell
//! ┃                 │     ┃                       (dashed ╍ ╏ where a cage crosses a region);
//! ┠─────┬─────┬─────┼─────╂─────┼─────┼─────┨   light lines: any other cells
//! ┃   A→│   a→│   a ○  .  ┃...                  A→ a line's letter (capital at its start)
//! ```
//!
//! Each cell is five characters wide and two lines high: the top line holds a cage's
//! total (left) and the letter of a line that passes through (right: thermometers,
//! arrows and the other lines, a capital at the line's start: a thermometer's bulb, an
//! arrow's circle) with an arrow to the line's next cell; the bottom line holds the
//! digit in the middle and an even/odd mark (`□` even, `○` odd) on the left. Kropki
//! dots (`○` white, `●` black) and XV signs (`X`, `V`) sit on the border between their
//! two cells. Everything else (diagonals, windoku, anti-knight, little killers,
//! sandwiches, quadruples, ...) is listed in the legend, one `#` line each, with a key
//! to the marks drawn.

use std::fmt::Write as _;

use crate::grid::{Cell, Grid};
use crate::rules::kinds::{KropkiColor, Parity, XvLetter};
use crate::rules::{Constraint, Layout, Rules};

/// Cell interior width and height in characters; with the borders, a cell takes
/// `CELL_W + 1` columns and `CELL_H + 1` lines.
const CELL_W: usize = 5;
const CELL_H: usize = 2;

/// The box-drawing junctions, indexed by the weight (0 none, 1 light, 2 heavy) of the
/// line going up, right, down and left: `up * 27 + right * 9 + down * 3 + left`.
/// Generated from the Unicode names of U+2500..U+257F.
const JUNCTIONS: &str =
    " ╴╸╷┐┑╻┒┓╶─╾┌┬┭┎┰┱╺╼━┍┮┯┏┲┳╵┘┙│┤┥╽┧┪└┴┵├┼┽┟╁╅┕┶┷┝┾┿┢╆╈╹┚┛╿┦┩┃┨┫┖┸┹┞╀╃┠╂╉┗┺┻┡╄╇┣╊╋";

/// Draws `rules` with `digits` in the cells (0 = empty, drawn `.`): the grid, then the
/// legend, one line each starting with `# `. Every line ends with `\n`.
///
/// ```
/// use nonet::format::{draw_rules, iss};
/// let puzzle = iss::parse(".Cage~3~R1C1~R1C2.Thermo~R5C5~R5C6~R5C7")?;
/// let text = draw_rules(&puzzle.rules, &puzzle.givens);
/// assert!(text.starts_with("┏━━━━━━━━━━━┯━━━━━┳"), "{text}");
/// assert!(text.lines().nth(1).unwrap().starts_with("┃3          │"), "{text}");
/// assert!(text.contains("# a: thermometer from r5c5: r5c5 r5c6 r5c7"), "{text}");
/// # Ok::<(), nonet::format::iss::IssError>(())
/// ```
pub fn draw_rules(rules: &Rules, digits: &Grid) -> String {
    let mut canvas = Canvas::new();
    let cages = cage_of_each_cell(rules);
    canvas.borders(rules.layout(), &cages);
    let mut legend = Legend::default();
    if matches!(rules.layout(), Layout::Jigsaw(_)) {
        legend.key("jigsaw: the heavy lines follow the nine irregular regions");
    }
    let mut label = 0u8;
    for c in rules.constraints() {
        match c {
            Constraint::Killer(k) => {
                legend.key(
                    "killer cages: cells with no line between them (a dashed line where a cage \
                     crosses a region's border), the total (if any) in the cage's first cell; \
                     digits in a cage differ",
                );
                if let (Some(total), Some(&first)) = (k.total, k.cells.iter().min()) {
                    canvas.text(first, 0, 0, &total.to_string());
                }
            }
            Constraint::Kropki(dot) => {
                legend.key(
                    "kropki dots: ○ white, consecutive digits; ● black, one digit twice the other",
                );
                let mark = match dot.color {
                    KropkiColor::White => '○',
                    KropkiColor::Black => '●',
                };
                canvas.between(dot.cells, mark);
            }
            Constraint::Xv(xv) => {
                legend.key("XV signs: X, the two digits sum to 10; V, to 5");
                let mark = match xv.letter {
                    XvLetter::X => 'X',
                    XvLetter::V => 'V',
                };
                canvas.between(xv.cells, mark);
            }
            Constraint::EvenOdd(e) => {
                legend.key("□ even cell, ○ odd cell (left of the digit)");
                let mark = match e.parity {
                    Parity::Even => '□',
                    Parity::Odd => '○',
                };
                canvas.put(e.cell, 1, 0, mark);
            }
            _ => match line_of(c) {
                Some((starts, path)) => {
                    legend.key(
                        "lines: each cell shows its line's letter (a capital at its start: a \
                         thermometer's bulb, an arrow's circle, a between line's circles) and \
                         an arrow to the line's next cell",
                    );
                    let letter = char::from(b'a' + label % 26);
                    label += 1;
                    canvas.line(&starts, &path, letter);
                    let mut cells: Vec<Cell> = starts.clone();
                    cells.extend(path.iter().filter(|c| !starts.contains(c)));
                    legend.item(format!("{letter}: {}: {}", detail(c), cell_list(&cells)));
                }
                None => legend.item(detail(c)),
            },
        }
    }
    for (r, row) in (0..9u8).zip(digits.values().chunks(9)) {
        for (col, &v) in (0..9u8).zip(row) {
            let cell = Cell::at(r, col).expect("in the grid");
            let ch = if v == 0 { '.' } else { char::from(b'0' + v) };
            canvas.put(cell, 1, 2, ch);
        }
    }
    let mut out = canvas.render();
    for line in legend.lines() {
        let _ = writeln!(out, "# {line}");
    }
    out
}

/// The cage of each cell (an index into the rules' constraints), for the borders.
fn cage_of_each_cell(rules: &Rules) -> [Option<usize>; 81] {
    let mut cages = [None; 81];
    for (i, c) in rules.constraints().iter().enumerate() {
        if let Constraint::Killer(k) = c {
            for cell in &k.cells {
                cages[cell.index()] = Some(i);
            }
        }
    }
    cages
}

/// A line-like constraint's cells: those marked as its start (capitals), and the path
/// its arrows follow. `None` for kinds that are not drawn as lines.
fn line_of(c: &Constraint) -> Option<(Vec<Cell>, Vec<Cell>)> {
    let first = |cells: &[Cell]| cells.first().copied().into_iter().collect::<Vec<_>>();
    let (starts, path) = match c {
        Constraint::Thermo(t) => (first(&t.cells), t.cells.clone()),
        Constraint::Arrow(a) => {
            // The arrow leaves the circle from the circle cell next to the shaft.
            let from = a
                .shaft
                .first()
                .and_then(|&s| a.circle.iter().copied().find(|&c| touches(c, s)))
                .or_else(|| a.circle.first().copied());
            let mut path: Vec<Cell> = from.into_iter().collect();
            path.extend(&a.shaft);
            (a.circle.clone(), path)
        }
        Constraint::Between(b) => {
            let ends = [b.cells.first(), b.cells.last()];
            (
                ends.into_iter().flatten().copied().collect(),
                b.cells.clone(),
            )
        }
        Constraint::Palindrome(l) => (first(&l.cells), l.cells.clone()),
        Constraint::Renban(l) => (first(&l.cells), l.cells.clone()),
        Constraint::Whispers(l) => (first(&l.cells), l.cells.clone()),
        Constraint::Entropic(l) => (first(&l.cells), l.cells.clone()),
        Constraint::Zipper(l) => (first(&l.cells), l.cells.clone()),
        Constraint::RegionSum(l) => (first(&l.cells), l.cells.clone()),
        _ => return None,
    };
    Some((starts, path))
}

/// Whether two cells are a king's move apart.
fn touches(a: Cell, b: Cell) -> bool {
    a != b && a.row().abs_diff(b.row()) <= 1 && a.col().abs_diff(b.col()) <= 1
}

/// A constraint in the legend: where it is and what it asks, with its numbers.
fn detail(c: &Constraint) -> String {
    let what = c.describe();
    match c {
        Constraint::Diagonal(_) => format!("{what}: holds each digit once"),
        Constraint::Windoku(_) => {
            "windoku: the four windows r2-4c2-4, r2-4c6-8, r6-8c2-4, r6-8c6-8 each hold \
             each digit once"
                .to_string()
        }
        Constraint::DisjointGroups(_) => {
            "disjoint groups: the cells at the same place in each box hold each digit once"
                .to_string()
        }
        Constraint::ExtraRegion(e) => {
            format!("{what}: {} hold distinct digits", cell_list(&e.cells))
        }
        Constraint::AntiKnight(_) => format!("{what}: cells a knight's move apart differ"),
        Constraint::AntiKing(_) => format!("{what}: cells a king's move apart differ"),
        Constraint::NonConsecutive(_) => {
            format!("{what}: orthogonal neighbours are not consecutive")
        }
        Constraint::KropkiNegative(n) => {
            let colours = match (n.white, n.black) {
                (true, true) => "white and black dots",
                (true, false) => "white dots",
                _ => "black dots",
            };
            format!("{what}: all {colours} are given")
        }
        Constraint::XvNegative(_) => format!("{what}: all Xs and Vs are given"),
        Constraint::Candidates(gc) => {
            let digits: Vec<String> = gc.digits.iter().map(|d| d.to_string()).collect();
            format!("{what}: one of {}", digits.join(","))
        }
        Constraint::Quadruple(q) => {
            let digits: Vec<String> = q.digits.iter().map(|d| d.get().to_string()).collect();
            format!(
                "{what}: {} appear in the 2x2 cells from {}",
                digits.join(","),
                q.top_left
            )
        }
        Constraint::LittleKiller(l) => {
            format!("{what}: the diagonal sums to {} ({:?})", l.total, l.step)
        }
        Constraint::Sandwich(s) => {
            format!(
                "{what}: the digits between the 1 and the 9 sum to {}",
                s.total
            )
        }
        Constraint::XSum(x) => {
            format!(
                "{what}: the first X digits sum to {}, X being the first",
                x.total
            )
        }
        Constraint::Skyscraper(s) => format!("{what}: {} digits are seen", s.count),
        Constraint::Thermo(t) if t.slow => format!("{what} (slow: equal neighbours allowed)"),
        Constraint::Whispers(w) => {
            format!("{what} (neighbours differ by {} or more)", w.difference)
        }
        _ => what,
    }
}

fn cell_list(cells: &[Cell]) -> String {
    let names: Vec<String> = cells.iter().map(Cell::to_string).collect();
    names.join(" ")
}

/// The legend: keys to the marks drawn (each once) and one line per constraint listed.
#[derive(Default)]
struct Legend {
    keys: Vec<&'static str>,
    items: Vec<String>,
}

impl Legend {
    fn key(&mut self, key: &'static str) {
        if !self.keys.contains(&key) {
            self.keys.push(key);
        }
    }

    fn item(&mut self, item: String) {
        self.items.push(item);
    }

    fn lines(&self) -> impl Iterator<Item = &str> {
        self.keys
            .iter()
            .copied()
            .chain(self.items.iter().map(String::as_str))
    }
}

/// The characters of the drawing, row by row.
struct Canvas {
    rows: Vec<Vec<char>>,
}

/// The weight of a border: none (0), light (1), heavy, or dashed: a region's border
/// between two cells of one cage (drawn heavy at junctions). Up to [`HEAVY`], the
/// index into [`JUNCTIONS`].
type Weight = usize;
const HEAVY: Weight = 2;
const DASHED: Weight = 3;

impl Canvas {
    fn new() -> Canvas {
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

    fn put(&mut self, cell: Cell, line: usize, col: usize, ch: char) {
        let (y, x) = Canvas::at(cell, line, col);
        self.rows[y][x] = ch;
    }

    fn text(&mut self, cell: Cell, line: usize, col: usize, text: &str) {
        for (i, ch) in text.chars().enumerate().take(CELL_W - col) {
            self.put(cell, line, col + i, ch);
        }
    }

    /// A mark on the border between two orthogonal neighbours (other pairs are not
    /// drawn: the legend still names the kind).
    fn between(&mut self, [a, b]: [Cell; 2], mark: char) {
        let (a, b) = (a.min(b), a.max(b));
        if a.row() == b.row() && b.col() == a.col() + 1 {
            let (y, x) = Canvas::at(b, 1, 0);
            self.rows[y][x - 1] = mark;
        } else if a.col() == b.col() && b.row() == a.row() + 1 {
            let (y, x) = Canvas::at(b, 0, CELL_W / 2);
            self.rows[y - 1][x] = mark;
        }
    }

    /// A line: its letter in each cell (a capital in `starts`) and an arrow to the next
    /// cell of `path`. A cell on two lines keeps the first.
    fn line(&mut self, starts: &[Cell], path: &[Cell], letter: char) {
        let mut cells: Vec<Cell> = starts.to_vec();
        cells.extend(path.iter().filter(|c| !starts.contains(c)));
        for &cell in &cells {
            let (y, x) = Canvas::at(cell, 0, CELL_W - 2);
            if self.rows[y][x] != ' ' {
                continue;
            }
            let shown = if starts.contains(&cell) {
                letter.to_ascii_uppercase()
            } else {
                letter
            };
            self.rows[y][x] = shown;
            let next = path
                .iter()
                .position(|&c| c == cell)
                .and_then(|i| path.get(i + 1));
            if let Some(&next) = next {
                self.rows[y][x + 1] = arrow(cell, next);
            }
        }
    }

    /// The borders: heavy around the grid and between regions, none between cells of
    /// one killer cage, light elsewhere; with the junctions they make.
    fn borders(&mut self, layout: &Layout, cages: &[Option<usize>; 81]) {
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

    fn render(&self) -> String {
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
fn arrow(from: Cell, to: Cell) -> char {
    let dr = i16::from(to.row()) - i16::from(from.row());
    let dc = i16::from(to.col()) - i16::from(from.col());
    match (dr, dc) {
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
    use crate::format::iss;

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

    #[test]
    fn a_classic_grid_is_boxed() {
        let text = draw_rules(&Rules::default(), &Grid::EMPTY);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 28);
        assert_eq!(
            lines[0],
            format!("┏{0}┯{0}┯{0}┳{0}┯{0}┯{0}┳{0}┯{0}┯{0}┓", "━━━━━")
        );
        assert_eq!(
            lines[1],
            format!("┃{0}│{0}│{0}┃{0}│{0}│{0}┃{0}│{0}│{0}┃", "     ")
        );
        assert_eq!(
            lines[2],
            format!("┃{0}│{0}│{0}┃{0}│{0}│{0}┃{0}│{0}│{0}┃", "  .  ")
        );
        assert_eq!(
            lines[3],
            format!("┠{0}┼{0}┼{0}╂{0}┼{0}┼{0}╂{0}┼{0}┼{0}┨", "─────")
        );
        assert_eq!(
            lines[9],
            format!("┣{0}┿{0}┿{0}╋{0}┿{0}┿{0}╋{0}┿{0}┿{0}┫", "━━━━━")
        );
        assert_eq!(
            lines[27],
            format!("┗{0}┷{0}┷{0}┻{0}┷{0}┷{0}┻{0}┷{0}┷{0}┛", "━━━━━")
        );
    }

    #[test]
    fn a_cage_has_no_lines_inside_and_its_total_in_its_first_cell() {
        let p = iss::parse(".Cage~10~R1C1~R1C2~R2C1~R2C2").unwrap();
        let text = draw_rules(&p.rules, &p.givens);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "┏━━━━━━━━━━━┯━━━━━┳━━━━━┯━━━━━┯━━━━━┳━━━━━┯━━━━━┯━━━━━┓"
        );
        assert!(lines[1].starts_with("┃10         │     ┃"), "{}", lines[1]);
        assert!(lines[2].starts_with("┃  .     .  │  .  ┃"), "{}", lines[2]);
        assert!(lines[3].starts_with("┃           ├─────╂"), "{}", lines[3]);
        assert!(lines[6].starts_with("┠─────┬─────┼─────╂"), "{}", lines[6]);
        assert!(text.contains("# killer cages:"));
    }

    #[test]
    fn a_cage_across_a_region_border_is_dashed_there() {
        let p = iss::parse(".Cage~5~R1C3~R1C4.Cage~9~R3C1~R4C1").unwrap();
        let text = draw_rules(&p.rules, &p.givens);
        let lines: Vec<&str> = text.lines().collect();
        assert!(
            lines[1].starts_with("┃     │     │5    ╏     │"),
            "{}",
            lines[1]
        );
        assert!(lines[9].starts_with("┣╍╍╍╍╍┿━━━━━┿"), "{}", lines[9]);
    }

    #[test]
    fn jigsaw_borders_follow_the_regions() {
        // Regions are the rows' thirds turned: region n is the cells of row n.
        let rows: String = (0..9)
            .flat_map(|r| std::iter::repeat_n(char::from(b'1' + r), 9))
            .collect();
        let p = crate::format::read_puzzle(&format!("{}{rows}", ".".repeat(81)))
            .unwrap()
            .0;
        assert!(matches!(p.rules.layout(), Layout::Jigsaw(_)));
        let text = draw_rules(&p.rules, &p.givens);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[1],
            format!("┃{0}│{0}│{0}│{0}│{0}│{0}│{0}│{0}│{0}┃", "     ")
        );
        assert_eq!(
            lines[3],
            format!("┣{0}┿{0}┿{0}┿{0}┿{0}┿{0}┿{0}┿{0}┿{0}┫", "━━━━━")
        );
        assert!(text.contains("# jigsaw:"));
    }

    #[test]
    fn marks_between_cells_and_along_lines() {
        let p = iss::parse(
            ".WhiteDot~R1C1~R1C2.BlackDot~R1C1~R2C1.X~R5C5~R5C6.Thermo~R3C3~R3C4~R4C5.~R9C9_1_3_5_7_9",
        )
        .unwrap();
        let text = draw_rules(&p.rules, &p.givens);
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[2].starts_with("┃  .  ○  .  │"), "{}", lines[2]);
        assert!(lines[3].starts_with("┠──●──┼"), "{}", lines[3]);
        assert!(
            lines[7].starts_with("┃     │     │   A→┃   a↘│"),
            "{}",
            lines[7]
        );
        assert!(
            lines[10].starts_with("┃     │     │     ┃     │   a │"),
            "{}",
            lines[10]
        );
        assert!(lines[14].contains("│  .  X  .  ┃"), "{}", lines[14]);
        assert!(lines[26].ends_with("│○ .  ┃"), "{}", lines[26]);
        assert!(
            text.contains("# a: thermometer from r3c3: r3c3 r3c4 r4c5"),
            "{text}"
        );
    }
}
