//! `Point`: a place on the figure, in cell units, and the places every kind draws from
//! (a cell's centre, the middle of the border between two cells).

use crate::grid::Cell;

/// A point in cell units: `x` the column, `y` the row, (0, 0) the grid's top-left
/// corner, (9, 9) its bottom-right; the centre of r1c1 is (0.5, 0.5). In JSON, `[x, y]`.
///
/// Coordinates are rounded to thousandths when made, so that the JSON says `2.85`
/// rather than `2.8499999999999996` and two ways to reach one place compare equal.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(from = "[f64; 2]", into = "[f64; 2]")]
pub struct Point {
    /// Across, in columns.
    pub x: f64,
    /// Down, in rows.
    pub y: f64,
}

impl Point {
    /// The point (x, y), rounded to thousandths.
    pub fn new(x: f64, y: f64) -> Point {
        let round = |v: f64| (v * 1000.0).round() / 1000.0;
        Point {
            x: round(x),
            y: round(y),
        }
    }

    /// The centre of `cell`.
    pub fn centre(cell: Cell) -> Point {
        Point::new(f64::from(cell.col()) + 0.5, f64::from(cell.row()) + 0.5)
    }

    /// The top-left corner of `cell`.
    pub fn corner(cell: Cell) -> Point {
        Point::new(f64::from(cell.col()), f64::from(cell.row()))
    }

    /// This point moved by (`dx`, `dy`).
    pub fn shift(self, dx: f64, dy: f64) -> Point {
        Point::new(self.x + dx, self.y + dy)
    }

    /// The point `t` of the way from this point to `to` (0: here, 1: there).
    pub fn toward(self, to: Point, t: f64) -> Point {
        Point::new(self.x + (to.x - self.x) * t, self.y + (to.y - self.y) * t)
    }

    /// The point at `distance` from this one in the direction of `to` (this one when
    /// they coincide).
    pub fn step_toward(self, to: Point, distance: f64) -> Point {
        let length = (to.x - self.x).hypot(to.y - self.y);
        if length == 0.0 {
            return self;
        }
        self.toward(to, distance / length)
    }
}

impl From<[f64; 2]> for Point {
    fn from([x, y]: [f64; 2]) -> Point {
        Point::new(x, y)
    }
}

impl From<Point> for [f64; 2] {
    fn from(p: Point) -> [f64; 2] {
        [p.x, p.y]
    }
}

/// The middle of the border between two neighbouring cells (the midpoint of their
/// centres, which for orthogonal neighbours lies on their shared edge).
pub(super) fn between(a: Cell, b: Cell) -> Point {
    Point::centre(a).toward(Point::centre(b), 0.5)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(s: &str) -> Cell {
        s.parse().unwrap()
    }

    #[test]
    fn centres_and_borders() {
        assert_eq!(Point::centre(cell("r1c1")), Point::new(0.5, 0.5));
        assert_eq!(Point::centre(cell("r9c3")), Point::new(2.5, 8.5));
        assert_eq!(between(cell("r1c1"), cell("r1c2")), Point::new(1.0, 0.5));
        assert_eq!(between(cell("r2c1"), cell("r1c1")), Point::new(0.5, 1.0));
    }

    #[test]
    fn coordinates_are_rounded_and_serialized_as_pairs() {
        let p = Point::new(3.0, 0.0).shift(-0.15, 0.1 + 0.2);
        assert_eq!(serde_json::to_string(&p).unwrap(), "[2.85,0.3]");
        let back: Point = serde_json::from_str("[2.85,0.3]").unwrap();
        assert_eq!(back, p);
    }
}
