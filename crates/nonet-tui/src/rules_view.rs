//! What the board draws of a puzzle's rules, read off the library's vector drawing
//! ([`Figure`]) so that the terminal knows no rule of its own: the weight of every line
//! between cells (boxes or a jigsaw's regions, killer cages), cage totals, marks in cells
//! and signs on the lines between them, and a legend for the rest.
//!
//! The figure is in cell units; this module only sorts its shapes by where they sit:
//!
//! ```text
//! a cell's centre (x.5, y.5)      a mark in the cell: a bulb, a circle, an even/odd
//!                                 mark, or a line passing through (its arrow to the
//!                                 line's next cell, `•` at its end)
//! a border's middle (x, y.5)      a sign on the line between two cells: a dot, X or V
//! inside a cell, off its centre   a cage's total (the text of an outlined cage)
//! anything else                   the margin, a corner, a shaded area, a diagonal:
//!                                 named in the legend with what it says
//! ```
//!
//! The glyphs and the legend's wording are this view's own; which cells, which borders
//! and which kind all come from the figure, and the kind's name from the rules.

use nonet::Cell;
use nonet::format::figure::{Figure, Fill, Item, Point, Shape, Weight};
use nonet::rules::Rules;

/// How a line between two cells is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LineWeight {
    /// No line: two cells of one killer cage.
    None,
    /// A thin line: two cells of one region.
    #[default]
    Light,
    /// A thick line: two regions, or the grid's frame.
    Heavy,
    /// A dashed thick line: two regions, but one killer cage.
    Dashed,
}

/// A sign on the line between two orthogonal neighbours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sign {
    pub cells: [Cell; 2],
    pub glyph: char,
    /// The constraint's description, for the legend when the board has no room for it.
    pub what: String,
}

/// The rules as the board draws them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesView {
    /// `across[r][c]`: the line above row `r` (9: the bottom edge) in column `c`.
    pub across: [[LineWeight; 9]; 10],
    /// `down[r][c]`: the line left of column `c` (9: the right edge) in row `r`.
    pub down: [[LineWeight; 10]; 9],
    /// The total shown in each cell's corner (a cage's first cell).
    pub totals: [Option<String>; 81],
    /// The marks in each cell, in the order drawn.
    pub marks: [Vec<char>; 81],
    pub signs: Vec<Sign>,
    /// Whether killer cages are drawn: their light lines then say where a cage ends.
    pub caged: bool,
    /// The legend: a line per kind drawn, saying what its marks mean, then a line per
    /// rule drawn nowhere on the board.
    pub legend: Vec<String>,
}

impl Default for RulesView {
    /// A classic grid's: boxes, and nothing else.
    fn default() -> Self {
        RulesView::new(&Rules::default())
    }
}

/// The mark of a line's last cell.
pub const LINE_END: char = '•';

/// The mark of a shaded cell (a window, an extra region).
pub const SHADE: char = '▪';

impl RulesView {
    /// The view of `rules`.
    pub fn new(rules: &Rules) -> RulesView {
        let figure = Figure::new(rules);
        let mut view = RulesView {
            across: [[LineWeight::Light; 9]; 10],
            down: [[LineWeight::Light; 10]; 9],
            totals: std::array::from_fn(|_| None),
            marks: std::array::from_fn(|_| Vec::new()),
            signs: Vec::new(),
            caged: false,
            legend: Vec::new(),
        };
        let mut keys: Vec<String> = Vec::new();
        let mut undrawn: Vec<(usize, Vec<String>)> = Vec::new();
        let cages = cage_cells(&figure);
        for item in &figure.items {
            let what = item
                .index
                .and_then(|i| rules.constraints().get(i))
                .map(|c| (c.name(), c.describe()));
            let name = what.as_ref().map_or("", |(name, _)| name);
            let drawn = view.put(item, name, &cages);
            match (drawn, what, item.index) {
                (true, Some((name, _)), _) => {
                    let key = key_of(&item.kind, name);
                    if !keys.contains(&key) {
                        keys.push(key);
                    }
                }
                (false, Some(_), Some(i)) => {
                    // What the undrawn shapes said: a text, or the way an arrow points
                    // (a little killer's diagonal).
                    let text = match &item.shape {
                        Shape::Text { text, .. } => vec![text.clone()],
                        Shape::Path {
                            points,
                            arrow: true,
                            ..
                        } if points.len() >= 2 => {
                            let (a, b) = (points[0], points[points.len() - 1]);
                            vec![heading(b.x - a.x, b.y - a.y).to_string()]
                        }
                        _ => Vec::new(),
                    };
                    match undrawn.iter_mut().find(|(j, _)| *j == i) {
                        Some((_, texts)) => texts.extend(text),
                        None => undrawn.push((i, text)),
                    }
                }
                _ => {}
            }
        }
        view.join_cages(&cages);
        if view.is_jigsaw() {
            keys.insert(0, "jigsaw: the heavy lines are the nine regions".into());
        }
        view.legend = keys;
        for (i, texts) in undrawn {
            let what = rules.constraints()[i].describe();
            view.legend.push(if texts.is_empty() {
                format!("{what} (not drawn)")
            } else {
                format!("{what}: {} (not drawn)", texts.join(" "))
            });
        }
        view.legend.extend(figure.legend);
        view
    }

    /// Puts one item of the figure (of the constraint kind `name`) in the view; whether
    /// it found a place.
    fn put(&mut self, item: &Item, name: &str, cages: &[(usize, Vec<Cell>)]) -> bool {
        match &item.shape {
            Shape::Border { segments, weight } => {
                let w = match weight {
                    Weight::Thin => LineWeight::Light,
                    Weight::Thick => LineWeight::Heavy,
                };
                for [a, b] in segments {
                    self.border(*a, *b, w);
                }
                true
            }
            Shape::Outline { .. } => {
                self.caged = true;
                true
            }
            Shape::Text { at, text, .. } => match place(*at) {
                Place::Edge(cells) => {
                    self.sign(cells, text.chars().next().unwrap_or('?'), name);
                    true
                }
                Place::Inside(cell) if cages.iter().any(|(i, _)| Some(*i) == item.index) => {
                    self.totals[cell.index()] = Some(text.clone());
                    true
                }
                _ => false,
            },
            Shape::Circle { at, fill, .. } => match place(*at) {
                Place::Centre(cell) => {
                    let glyph = match (fill, item.kind.as_str()) {
                        (Fill::Grey, "thermo") => '◉',
                        (Fill::Grey, _) => '○',
                        _ => '◯',
                    };
                    self.mark(cell, glyph);
                    true
                }
                Place::Edge(cells) => {
                    let glyph = if *fill == Fill::Black { '●' } else { '○' };
                    self.sign(cells, glyph, name);
                    true
                }
                _ => false,
            },
            Shape::Square { at, .. } => match place(*at) {
                Place::Centre(cell) => {
                    self.mark(cell, '□');
                    true
                }
                _ => false,
            },
            Shape::Path {
                points,
                closed: true,
                ..
            } => {
                let inside: Vec<Cell> = Cell::all()
                    .filter(|&c| contains(std::slice::from_ref(points), Point::centre(c)))
                    .collect();
                for &cell in &inside {
                    self.mark(cell, '◯');
                }
                !inside.is_empty()
            }
            Shape::Path { points, .. } => {
                let cells = cells_along(points);
                for (i, &cell) in cells.iter().enumerate() {
                    let glyph = cells.get(i + 1).map_or(LINE_END, |&next| arrow(cell, next));
                    self.mark(cell, glyph);
                }
                !cells.is_empty()
            }
            Shape::Shade { cells, .. } => {
                for &cell in cells {
                    self.mark(cell, SHADE);
                }
                !cells.is_empty()
            }
        }
    }

    fn mark(&mut self, cell: Cell, glyph: char) {
        let marks = &mut self.marks[cell.index()];
        if !marks.contains(&glyph) {
            marks.push(glyph);
        }
    }

    /// A sign of the constraint kind `name` (for the legend, should it find no room).
    fn sign(&mut self, cells: [Cell; 2], glyph: char, name: &str) {
        let what = format!("{name} {glyph} between {} and {}", cells[0], cells[1]);
        self.signs.push(Sign { cells, glyph, what });
    }

    /// Sets the weight of the unit edges from `a` to `b` (a grid line's segment).
    fn border(&mut self, a: Point, b: Point, w: LineWeight) {
        let (x0, y0, x1, y1) = (a.x.min(b.x), a.y.min(b.y), a.x.max(b.x), a.y.max(b.y));
        if y0 == y1 {
            let r = y0 as usize;
            for c in x0 as usize..x1 as usize {
                if r <= 9 && c < 9 {
                    self.across[r][c] = w;
                }
            }
        } else {
            let c = x0 as usize;
            for r in y0 as usize..y1 as usize {
                if r < 9 && c <= 9 {
                    self.down[r][c] = w;
                }
            }
        }
    }

    /// Removes the lines between cells of one cage (dashing them where they are a
    /// region's border too). A cell in two cages keeps the first cage's lines, as the
    /// text drawing does; the second is named in the legend.
    fn join_cages(&mut self, cages: &[(usize, Vec<Cell>)]) {
        let mut cage_of: [Option<usize>; 81] = [None; 81];
        for (i, cells) in cages {
            if cells.iter().any(|c| cage_of[c.index()].is_some()) {
                self.legend.push(format!(
                    "a cage over {} overlaps another (not drawn)",
                    cells[0]
                ));
                continue;
            }
            for c in cells {
                cage_of[c.index()] = Some(*i);
            }
        }
        let joined = |w: LineWeight| match w {
            LineWeight::Heavy => LineWeight::Dashed,
            _ => LineWeight::None,
        };
        for r in 0..9 {
            for c in 0..9 {
                let here = cage_of[r * 9 + c];
                if here.is_none() {
                    continue;
                }
                if c < 8 && cage_of[r * 9 + c + 1] == here {
                    self.down[r][c + 1] = joined(self.down[r][c + 1]);
                }
                if r < 8 && cage_of[(r + 1) * 9 + c] == here {
                    self.across[r + 1][c] = joined(self.across[r + 1][c]);
                }
            }
        }
    }

    /// Whether the regions are not the boxes: a thick line inside a box, or a thin one
    /// on a box border.
    fn is_jigsaw(&self) -> bool {
        let region_line = |w: LineWeight| matches!(w, LineWeight::Heavy | LineWeight::Dashed);
        (1..9).any(|i| {
            (0..9).any(|j| {
                region_line(self.across[i][j]) != (i % 3 == 0)
                    && self.across[i][j] != LineWeight::None
                    || region_line(self.down[j][i]) != (i % 3 == 0)
                        && self.down[j][i] != LineWeight::None
            })
        })
    }
}

/// The cells of each outlined cage, by its constraint's index: the cells whose centre
/// lies inside its loops.
fn cage_cells(figure: &Figure) -> Vec<(usize, Vec<Cell>)> {
    figure
        .items
        .iter()
        .filter_map(|item| match (&item.shape, item.index) {
            (Shape::Outline { loops, .. }, Some(i)) => Some((
                i,
                Cell::all()
                    .filter(|&c| contains(loops, Point::centre(c)))
                    .collect(),
            )),
            _ => None,
        })
        .filter(|(_, cells): &(usize, Vec<Cell>)| !cells.is_empty())
        .collect()
}

/// Whether `p` is inside the polygons `loops` (even-odd: a hole's loop takes back what
/// its outer loop gave).
fn contains(loops: &[Vec<Point>], p: Point) -> bool {
    let mut inside = false;
    for ring in loops {
        for (i, a) in ring.iter().enumerate() {
            let b = ring[(i + 1) % ring.len()];
            if (a.y > p.y) != (b.y > p.y) {
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x);
                if p.x < x {
                    inside = !inside;
                }
            }
        }
    }
    inside
}

/// The cells whose centres the polyline `points` passes through, in its order (a
/// diagonal's two ends give its nine cells; a thermometer's points are its centres).
fn cells_along(points: &[Point]) -> Vec<Cell> {
    let mut out: Vec<Cell> = Vec::new();
    for pair in points.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let (dx, dy) = (b.x - a.x, b.y - a.y);
        let length2 = dx * dx + dy * dy;
        let mut on: Vec<(f64, Cell)> = Cell::all()
            .filter_map(|cell| {
                let p = Point::centre(cell);
                let (px, py) = (p.x - a.x, p.y - a.y);
                let cross = px * dy - py * dx;
                let t = if length2 == 0.0 {
                    0.0
                } else {
                    (px * dx + py * dy) / length2
                };
                let at_a = px.abs() < 1e-6 && py.abs() < 1e-6;
                ((cross.abs() < 1e-6 && (-1e-6..=1.0 + 1e-6).contains(&t)) || at_a)
                    .then_some((t, cell))
            })
            .collect();
        on.sort_by(|x, y| x.0.total_cmp(&y.0));
        for (_, cell) in on {
            if out.last() != Some(&cell) {
                out.push(cell);
            }
        }
    }
    out
}

/// Where a point of the figure sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Centre(Cell),
    /// The middle of the line between two orthogonal neighbours.
    Edge([Cell; 2]),
    /// Inside a cell, off its centre.
    Inside(Cell),
    /// Outside the grid, on a corner, or on the frame.
    Other,
}

fn place(p: Point) -> Place {
    let near = |v: f64, to: f64| (v - to).abs() < 1e-6;
    let (col, row) = (p.x.floor(), p.y.floor());
    let (fx, fy) = (p.x - col, p.y - row);
    let cell = |r: f64, c: f64| -> Option<Cell> {
        ((0.0..9.0).contains(&r) && (0.0..9.0).contains(&c))
            .then(|| Cell::at(r as u8, c as u8))
            .flatten()
    };
    if near(fx, 0.5) && near(fy, 0.5) {
        return cell(row, col).map_or(Place::Other, Place::Centre);
    }
    if near(fx, 0.0) && near(fy, 0.5) {
        return match (cell(row, col - 1.0), cell(row, col)) {
            (Some(a), Some(b)) => Place::Edge([a, b]),
            _ => Place::Other,
        };
    }
    if near(fx, 0.5) && near(fy, 0.0) {
        return match (cell(row - 1.0, col), cell(row, col)) {
            (Some(a), Some(b)) => Place::Edge([a, b]),
            _ => Place::Other,
        };
    }
    if near(fx, 0.0) || near(fy, 0.0) {
        return Place::Other;
    }
    cell(row, col).map_or(Place::Other, Place::Inside)
}

/// The arrow from a cell toward the next on a line (`·` for a jump farther than a
/// king's move).
fn arrow(from: Cell, to: Cell) -> char {
    let dr = i16::from(to.row()) - i16::from(from.row());
    let dc = i16::from(to.col()) - i16::from(from.col());
    if dr.abs() > 1 || dc.abs() > 1 {
        return '·';
    }
    heading(f64::from(dc), f64::from(dr))
}

/// The arrow of a direction (`dx` across, `dy` down), by the signs of its parts.
fn heading(dx: f64, dy: f64) -> char {
    let sign = |v: f64| {
        if v.abs() < 1e-6 { 0 } else { v.signum() as i8 }
    };
    nonet::format::heading_arrow(sign(dy), sign(dx))
}

/// The legend's line for a kind drawn on the board: its name and what its marks mean.
fn key_of(tag: &str, name: &str) -> String {
    let meaning = match tag {
        "killer" => "no line inside a cage; its total above its first cell (or in its corner); digits differ and add up to it".to_string(),
        "thermo" => format!("◉ bulb, arrows to the tip {LINE_END}: digits rise from the bulb"),
        "arrow" => format!("◯ circle, arrows along the shaft to {LINE_END}: the circle holds the shaft's sum"),
        "kropki" => "○ on a line: consecutive digits; ● one digit twice the other".to_string(),
        "xv" => "X on a line: the two digits add up to 10; V to 5".to_string(),
        "even_odd" => "□ even digit, ○ odd digit".to_string(),
        "renban" => format!("arrows along the line to {LINE_END}: its digits are consecutive, in any order"),
        "whispers" => format!("arrows along the line to {LINE_END}: neighbours on it differ by 5 or more"),
        "palindrome" => format!("arrows along the line to {LINE_END}: it reads the same both ways"),
        "diagonal" => format!("arrows along it to {LINE_END}: it holds each digit once"),
        "windoku" => format!("{SHADE} the four windows: each holds each digit once"),
        "extra_region" => format!("{SHADE} its cells: they hold distinct digits"),
        _ => format!("arrows along its line to {LINE_END}; ◯ its circles"),
    };
    format!("{name}: {meaning}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use nonet::format::iss;

    fn c(s: &str) -> Cell {
        s.parse().unwrap()
    }

    #[test]
    fn a_classic_grid_has_heavy_box_borders_only() {
        let v = RulesView::default();
        for i in 0..10 {
            for j in 0..9 {
                let box_line = i % 3 == 0;
                let want = if box_line {
                    LineWeight::Heavy
                } else {
                    LineWeight::Light
                };
                assert_eq!(v.across[i][j], want, "across {i} {j}");
                assert_eq!(v.down[j][i], want, "down {j} {i}");
            }
        }
        assert!(v.legend.is_empty() && v.signs.is_empty() && !v.caged);
        assert!(!v.is_jigsaw());
    }

    #[test]
    fn a_cage_joins_its_cells_and_shows_its_total() {
        let p = iss::parse(".Cage~10~R1C3~R1C4~R2C3").unwrap();
        let v = RulesView::new(&p.rules);
        assert!(v.caged);
        assert_eq!(
            v.down[0][3],
            LineWeight::Dashed,
            "r1c3|r1c4 crosses a box border"
        );
        assert_eq!(v.across[1][2], LineWeight::None, "r1c3 over r2c3");
        assert_eq!(
            v.across[1][3],
            LineWeight::Light,
            "r1c4 over r2c4: out of it"
        );
        assert_eq!(v.totals[c("r1c3").index()].as_deref(), Some("10"));
        assert!(v.legend[0].starts_with("killer cage: "), "{:?}", v.legend);
    }

    #[test]
    fn marks_and_signs_sit_where_the_figure_puts_them() {
        let p = iss::parse(".Thermo~R5C5~R5C6~R6C6.WhiteDot~R1C1~R1C2.X~R2C1~R3C1.~R9C9_2_4_6_8")
            .unwrap();
        let v = RulesView::new(&p.rules);
        assert_eq!(v.marks[c("r5c5").index()], ['◉', '→']);
        assert_eq!(v.marks[c("r5c6").index()], ['↓']);
        assert_eq!(v.marks[c("r6c6").index()], [LINE_END]);
        let signs: Vec<([Cell; 2], char)> = v.signs.iter().map(|s| (s.cells, s.glyph)).collect();
        assert!(signs.contains(&([c("r1c1"), c("r1c2")], '○')), "{signs:?}");
        assert!(signs.contains(&([c("r2c1"), c("r3c1")], 'X')), "{signs:?}");
        assert!(v.legend.iter().any(|l| l.starts_with("thermometer: ◉")));
    }

    #[test]
    fn what_has_no_place_is_in_the_legend() {
        let p = iss::parse(".LittleKiller~15~R1C1.Diagonal~1").unwrap();
        let v = RulesView::new(&p.rules);
        assert!(
            v.legend
                .iter()
                .any(|l| l.contains(": 15 ↘") && l.ends_with("(not drawn)")),
            "{:?}",
            v.legend
        );
        assert_eq!(v.legend.len(), 2, "{:?}", v.legend);
    }

    /// A diagonal's figure is one segment corner to corner: its nine cells get arrows;
    /// windoku's shaded windows get the shade mark; anti-knight, with no mark, is named
    /// by the library's legend line.
    #[test]
    fn diagonals_and_windows_are_marked() {
        let p = iss::parse(".Diagonal~1.Windoku.AntiKnight").unwrap();
        let v = RulesView::new(&p.rules);
        let diagonal: Vec<Cell> = Cell::all()
            .filter(|c| v.marks[c.index()].iter().any(|m| "↗↘".contains(*m)))
            .collect();
        assert_eq!(diagonal.len(), 8, "{:?}", v.marks);
        assert_eq!(v.marks.iter().filter(|m| m.contains(&LINE_END)).count(), 1);
        assert_eq!(v.marks[c("r2c2").index()].last(), Some(&SHADE));
        assert_eq!(v.marks.iter().filter(|m| m.contains(&SHADE)).count(), 36);
        assert!(v.legend.iter().any(|l| l.starts_with("diagonal: arrows")));
        assert!(v.legend.iter().any(|l| l.starts_with("windoku: ▪")));
        assert!(
            v.legend.iter().any(|l| l.contains("knight")),
            "{:?}",
            v.legend
        );
    }

    #[test]
    fn jigsaw_regions_are_told_from_boxes() {
        let rows: String = (0..9)
            .flat_map(|r| std::iter::repeat_n(char::from(b'1' + r), 9))
            .collect();
        let p = nonet::format::read_puzzle(&format!("{}{rows}", ".".repeat(81)))
            .unwrap()
            .0;
        let v = RulesView::new(&p.rules);
        assert!(v.is_jigsaw());
        assert_eq!(v.across[1][0], LineWeight::Heavy);
        assert_eq!(v.down[0][3], LineWeight::Light);
        assert!(v.legend[0].starts_with("jigsaw"));
    }
}
