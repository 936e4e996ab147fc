//! `Item` and `Shape`: what a figure is made of, in the page's own terms (shaded cells,
//! polylines, circles, squares, text, cage outlines, grid borders), each tagged with the
//! constraint kind it draws so the page styles it by kind and computes no geometry.

use super::point::Point;
use crate::grid::Cell;

/// One thing drawn: its shape, the kind it belongs to and, for a constraint, its place
/// in the rules.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Item {
    /// What is drawn and where.
    #[serde(flatten)]
    pub shape: Shape,
    /// The constraint kind's serde name (`"killer"`, `"thermo"`, ...), or `"grid"` for
    /// the grid's lines: the page's CSS class is `k-<kind>`.
    pub kind: String,
    /// The constraint's place in the rules (0-based); none for the grid.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<usize>,
}

/// The geometry of an item, tagged by `"shape"` in JSON. Sizes and widths are in cell
/// units, like [`Point`]s.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "shape", rename_all = "snake_case")]
pub enum Shape {
    /// Whole cells filled lightly: windows, extra regions. `tone` (1 to 4) tells
    /// neighbouring shades apart.
    Shade {
        /// The cells.
        cells: Vec<Cell>,
        /// Which of four light tones.
        tone: u8,
    },
    /// A polyline with round caps and joins: a line's or shaft's stroke of `width`, or,
    /// with `fill`, a closed shape filled instead of stroked.
    Path {
        /// Its points, in order.
        points: Vec<Point>,
        /// The stroke's width.
        width: f64,
        /// Whether the last point joins the first.
        closed: bool,
        /// Fill the closed shape instead of stroking it.
        fill: bool,
        /// Draw an arrowhead at the last point.
        arrow: bool,
    },
    /// A circle: a thermometer's bulb, an arrow's circle, a kropki dot.
    Circle {
        /// Its centre.
        at: Point,
        /// Its radius.
        r: f64,
        /// Its fill (its stroke is the kind's).
        fill: Fill,
    },
    /// A square centred on `at`: an even cell's mark.
    Square {
        /// Its centre.
        at: Point,
        /// Its side.
        size: f64,
        /// Its fill.
        fill: Fill,
    },
    /// Text whose centre line passes through `at` (dominant-baseline: central).
    Text {
        /// Where it is anchored.
        at: Point,
        /// What it says.
        text: String,
        /// Its height.
        size: f64,
        /// Which end of the text `at` is.
        anchor: Anchor,
    },
    /// A killer cage's outline, already inset from the cells' edges: one closed loop
    /// per piece of its boundary (a cage with a hole, or in pieces, has several).
    Outline {
        /// The loops, each a closed polygon (its last point joins its first).
        loops: Vec<Vec<Point>>,
        /// Drawn dashed.
        dashed: bool,
    },
    /// Grid lines: segments of one weight.
    Border {
        /// The segments, each from one point to the other.
        segments: Vec<[Point; 2]>,
        /// Thin cell lines or thick region lines.
        weight: Weight,
    },
}

/// How a circle or square is filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fill {
    /// The page's background: a white kropki dot, an arrow's circle.
    White,
    /// The page's foreground: a black kropki dot.
    Black,
    /// A light grey: a thermometer's bulb, an even or odd mark.
    Grey,
    /// Not filled: only its stroke.
    None,
}

/// Which end of a text its anchor point is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Anchor {
    /// The text starts at the point.
    Start,
    /// The text is centred on the point.
    Middle,
    /// The text ends at the point.
    End,
}

/// The weight of grid lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Weight {
    /// Between cells of one region.
    Thin,
    /// Between regions, and the grid's frame.
    Thick,
}
