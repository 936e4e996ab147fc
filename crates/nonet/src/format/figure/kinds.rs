//! Each constraint kind's figure, as SudokuPad and f-puzzles draw it, one `impl` per
//! row of the table of kinds (`rules/constraint.rs`), in the table's order.
//! [`Figure::new`](super::Figure::new) dispatches with
//! [`each_kind!`](crate::rules::each_kind), so a kind without an `impl` here fails to
//! compile. Sizes are in cell units, chosen to look like SudokuPad's at any scale.

use super::item::{Anchor, Fill, Shape};
use super::outline;
use super::point::{Point, between};
use super::{Layer, Sketch};
use crate::format::draw::detail;
use crate::grid::{Cell, CellSet};
use crate::rules::kinds::*;
use crate::rules::{Constraint, Outside, Side};

/// A constraint kind's figure.
pub(super) trait Figured {
    /// Draws `c` (this constraint) on `s`: by default, a legend line saying what it
    /// asks, for the rules that have no mark.
    fn figure(&self, c: &Constraint, s: &mut Sketch) {
        s.note(detail(c));
    }
}

/// The width of a line's stroke (renban, whispers and the other lines).
const LINE: f64 = 0.2;
/// The width of a thermometer's stroke, and the radius of its bulb.
const THERMO: f64 = 0.3;
const BULB: f64 = 0.38;
/// The radius of a circle that holds a digit (an arrow's, a between line's ends).
const RING: f64 = 0.4;
/// The width of thin strokes: an arrow's shaft and pill, a diagonal.
const THIN: f64 = 0.05;
/// How far a killer cage's outline sits inside its cells, and how much further a cage
/// that overlaps one drawn before it sits, so both show.
const CAGE_INSET: f64 = 0.08;
const CAGE_NEST: f64 = 0.07;
/// The size of small text: cage totals, given candidates, quadruple digits.
const SMALL: f64 = 0.22;
/// The size of a clue's number outside the grid.
const CLUE: f64 = 0.4;

impl Figured for Diagonal {
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        let (from, to) = match self {
            Diagonal::Main => (Point::new(0.0, 0.0), Point::new(9.0, 9.0)),
            Diagonal::Anti => (Point::new(0.0, 9.0), Point::new(9.0, 0.0)),
        };
        s.put(Layer::Line, path(vec![from, to], THIN));
    }
}

impl Figured for Windoku {
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        for n in 0..4 {
            shade(s, Windoku::window(n), 1);
        }
    }
}

impl Figured for DisjointGroups {}

impl Figured for ExtraRegion {
    /// Shaded, in one of four tones by its place in the rules, so neighbouring
    /// regions (listed one after the other) differ.
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        let tone = 1 + (s.index.unwrap_or(0) % 4) as u8;
        shade(s, self.cells.iter().copied().collect(), tone);
    }
}

impl Figured for AntiKnight {}

impl Figured for AntiKing {}

impl Figured for NonConsecutive {}

impl Figured for KropkiDot {
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        let fill = match self.color {
            KropkiColor::White => Fill::White,
            KropkiColor::Black => Fill::Black,
        };
        let at = between(self.cells[0], self.cells[1]);
        s.put(Layer::Border, Shape::Circle { at, r: 0.13, fill });
    }
}

impl Figured for KropkiNegative {}

impl Figured for Xv {
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        let text = match self.letter {
            XvLetter::X => "X",
            XvLetter::V => "V",
        };
        let at = between(self.cells[0], self.cells[1]);
        s.put(Layer::Border, text_at(at, text, 0.35, Anchor::Middle));
    }
}

impl Figured for XvNegative {}

impl Figured for EvenOdd {
    /// A grey square (even) or circle (odd) filling most of the cell.
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        let at = Point::centre(self.cell);
        let shape = match self.parity {
            Parity::Even => Shape::Square {
                at,
                size: 0.7,
                fill: Fill::Grey,
            },
            Parity::Odd => Shape::Circle {
                at,
                r: 0.36,
                fill: Fill::Grey,
            },
        };
        s.put(Layer::Mark, shape);
    }
}

impl Figured for GivenCandidates {
    /// Small digits where a keypad has them: 1 top-left, 9 bottom-right.
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        let corner = Point::corner(self.cell);
        for d in self.digits {
            let k = f64::from(d.get() - 1);
            let at = corner.shift(0.2 + 0.3 * (k % 3.0), 0.2 + 0.3 * (k / 3.0).floor());
            s.put(
                Layer::Text,
                text_at(at, &d.to_string(), SMALL, Anchor::Middle),
            );
        }
    }
}

impl Figured for Quadruple {
    /// A white circle on the corner the four cells share, its digits inside, two to a
    /// row.
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        let at = Point::corner(self.top_left).shift(1.0, 1.0);
        s.put(
            Layer::Border,
            Shape::Circle {
                at,
                r: 0.3,
                fill: Fill::White,
            },
        );
        let spots = QUAD_SPOTS
            .get(self.digits.len())
            .copied()
            .unwrap_or_default();
        for (d, (x, y)) in self.digits.iter().zip(spots) {
            let spot = at.shift(0.13 * x, 0.13 * y);
            s.put(
                Layer::Text,
                text_at(spot, &d.to_string(), 0.18, Anchor::Middle),
            );
        }
    }
}

/// Where a quadruple's digits sit in its circle, by how many it has: one in the
/// middle, two side by side, three as a triangle, four as a square.
const QUAD_SPOTS: [&[(f64, f64)]; 5] = [
    &[],
    &[(0.0, 0.0)],
    &[(-1.0, 0.0), (1.0, 0.0)],
    &[(-1.0, -1.0), (1.0, -1.0), (0.0, 1.0)],
    &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
];

impl Figured for KillerCage {
    /// A dashed outline inset from the cage's edges, and its total (if any) small in
    /// the corner of its top-left cell. A cage that shares cells with one drawn before
    /// it is inset further, so both outlines show.
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        let cells: CellSet = self.cells.iter().copied().collect();
        let nested = s.earlier().iter().any(|c| match c {
            Constraint::Killer(k) => k.cells.iter().any(|&c| cells.contains(c)),
            _ => false,
        });
        let inset = CAGE_INSET + if nested { CAGE_NEST } else { 0.0 };
        let loops = outline::loops(cells, inset);
        s.put(
            Layer::Cage,
            Shape::Outline {
                loops,
                dashed: true,
            },
        );
        if let (Some(total), Some(&first)) = (self.total, self.cells.iter().min()) {
            let at = Point::corner(first).shift(inset - 0.03, inset + 0.08);
            s.put(
                Layer::Text,
                text_at(at, &total.to_string(), SMALL, Anchor::Start),
            );
        }
    }
}

impl Figured for LittleKiller {
    /// The total in the margin cell the diagonal comes from, with a small arrow in
    /// that cell pointing along the diagonal.
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        let (dr, dc) = self.step.delta();
        let (dx, dy) = (f64::from(dc), f64::from(dr));
        let clue = Point::centre(self.start).shift(-dx, -dy);
        s.put(
            Layer::Text,
            text_at(
                clue.shift(-0.1 * dx, -0.1 * dy),
                &self.total.to_string(),
                0.3,
                Anchor::Middle,
            ),
        );
        let arrow = vec![
            clue.shift(0.22 * dx, 0.22 * dy),
            clue.shift(0.42 * dx, 0.42 * dy),
        ];
        s.put(
            Layer::Text,
            Shape::Path {
                points: arrow,
                width: THIN,
                closed: false,
                fill: false,
                arrow: true,
            },
        );
    }
}

impl Figured for Arrow {
    /// A circle, or a pill over 2 or 3 cells in a row, and a thin shaft from its edge
    /// through the shaft's cells to an arrowhead.
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        match pill(&self.circle) {
            Some(points) => s.put(
                Layer::Line,
                Shape::Path {
                    points,
                    width: THIN,
                    closed: true,
                    fill: false,
                    arrow: false,
                },
            ),
            None => {
                for &cell in &self.circle {
                    s.put(Layer::Line, ring(cell));
                }
            }
        }
        let Some(&first) = self.shaft.first() else {
            return;
        };
        let from = self
            .circle
            .iter()
            .copied()
            .min_by_key(|&c| {
                c.row()
                    .abs_diff(first.row())
                    .max(c.col().abs_diff(first.col()))
            })
            .map(Point::centre);
        let Some(from) = from else {
            return;
        };
        let mut points = vec![from.step_toward(Point::centre(first), RING)];
        points.extend(self.shaft.iter().map(|&c| Point::centre(c)));
        s.put(
            Layer::Line,
            Shape::Path {
                points,
                width: THIN,
                closed: false,
                fill: false,
                arrow: true,
            },
        );
    }
}

/// The outline of a pill over `cells` when they are 2 or 3 neighbours in a row or a
/// column (in either order): two half circles joined by straight sides, as a closed
/// polygon of short steps; `None` for one cell or any other shape (drawn as circles).
fn pill(cells: &[Cell]) -> Option<Vec<Point>> {
    if !(2..=3).contains(&cells.len()) {
        return None;
    }
    let mut sorted = cells.to_vec();
    sorted.sort();
    let (a, b) = (sorted[0], sorted[sorted.len() - 1]);
    let span = cells.len() as u8 - 1;
    let row = a.row() == b.row() && b.col() - a.col() == span;
    let column = a.col() == b.col() && b.row() - a.row() == span;
    if !(row || column) {
        return None;
    }
    let (p, q) = (Point::centre(a), Point::centre(b));
    let axis = (q.y - p.y).atan2(q.x - p.x);
    let half = |centre: Point, from: f64| {
        (0..=12).map(move |k| {
            let t = from + std::f64::consts::PI * f64::from(k) / 12.0;
            centre.shift(RING * t.cos(), RING * t.sin())
        })
    };
    let turn = std::f64::consts::FRAC_PI_2;
    Some(half(q, axis - turn).chain(half(p, axis + turn)).collect())
}

/// A circle that holds a digit, on `cell`.
fn ring(cell: Cell) -> Shape {
    Shape::Circle {
        at: Point::centre(cell),
        r: RING,
        fill: Fill::White,
    }
}

impl Figured for Sandwich {
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        outside(s, self.clue, &self.total.to_string());
    }
}

impl Figured for XSum {
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        outside(s, self.clue, &self.total.to_string());
    }
}

impl Figured for Skyscraper {
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        outside(s, self.clue, &self.count.to_string());
    }
}

/// A clue's number in the margin, beside its row or column.
fn outside(s: &mut Sketch, clue: Outside, text: &str) {
    let i = f64::from(clue.index) + 0.5;
    let at = match clue.side {
        Side::Top => Point::new(i, -0.5),
        Side::Bottom => Point::new(i, 9.5),
        Side::Left => Point::new(-0.5, i),
        Side::Right => Point::new(9.5, i),
    };
    s.put(Layer::Text, text_at(at, text, CLUE, Anchor::Middle));
}

impl Figured for RegionSumLine {
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        line(s, &self.cells);
    }
}

impl Figured for Thermo {
    /// A grey bulb on its first cell and a thick line through the rest; a slow
    /// thermometer looks the same, so the legend says it is slow.
    fn figure(&self, c: &Constraint, s: &mut Sketch) {
        let Some(&bulb) = self.cells.first() else {
            return;
        };
        s.put(
            Layer::Line,
            Shape::Circle {
                at: Point::centre(bulb),
                r: BULB,
                fill: Fill::Grey,
            },
        );
        s.put(Layer::Line, path(centres(&self.cells), THERMO));
        if self.slow {
            s.note(format!("{} (slow: equal neighbours allowed)", detail(c)));
        }
    }
}

impl Figured for Palindrome {
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        line(s, &self.cells);
    }
}

impl Figured for Renban {
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        line(s, &self.cells);
    }
}

impl Figured for Whispers {
    /// A line; whispers of a difference other than German whispers' 5 are named in
    /// the legend, since the line looks the same.
    fn figure(&self, c: &Constraint, s: &mut Sketch) {
        line(s, &self.cells);
        if self.difference != Whispers::GERMAN {
            s.note(detail(c));
        }
    }
}

impl Figured for BetweenLine {
    /// A line with a white circle on each end.
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        line(s, &self.cells);
        for end in [self.cells.first(), self.cells.last()]
            .into_iter()
            .flatten()
        {
            s.put(Layer::Line, ring(*end));
        }
    }
}

impl Figured for EntropicLine {
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        line(s, &self.cells);
    }
}

impl Figured for ZipperLine {
    fn figure(&self, _: &Constraint, s: &mut Sketch) {
        line(s, &self.cells);
    }
}

/// A line through the centres of `cells`, in the kind's colour.
fn line(s: &mut Sketch, cells: &[Cell]) {
    s.put(Layer::Line, path(centres(cells), LINE));
}

fn centres(cells: &[Cell]) -> Vec<Point> {
    cells.iter().map(|&c| Point::centre(c)).collect()
}

/// An open stroke through `points`.
fn path(points: Vec<Point>, width: f64) -> Shape {
    Shape::Path {
        points,
        width,
        closed: false,
        fill: false,
        arrow: false,
    }
}

fn shade(s: &mut Sketch, cells: CellSet, tone: u8) {
    s.put(
        Layer::Shade,
        Shape::Shade {
            cells: cells.into_iter().collect(),
            tone,
        },
    );
}

fn text_at(at: Point, text: &str, size: f64, anchor: Anchor) -> Shape {
    Shape::Text {
        at,
        text: text.to_string(),
        size,
        anchor,
    }
}
