//! [`Figure`]: the vector drawing of a puzzle's rules, as SudokuPad and f-puzzles draw
//! them, for a front end that draws vectors (the web page's SVG): the grid's thin and
//! thick lines (boxes or a jigsaw's regions), then every constraint as shaded cells,
//! polylines, circles, squares, text and inset cage outlines, and a legend for the
//! rules that have no mark (anti-knight, disjoint groups, negative dots...).
//!
//! Geometry only: coordinates in cell units (x the column, y the row, (0, 0) the grid's
//! top-left corner, outside clues in the margin at -0.5 or 9.5), no colours. Every item
//! names its constraint kind (its serde name, `"grid"` for the grid's lines) and its
//! place in the rules, so the page styles by kind and computes nothing. Givens and the
//! player's digits are not part of it.
//!
//! ```
//! use nonet::format::{figure::{Figure, Shape}, iss};
//! let puzzle = iss::parse(".Cage~3~R1C1~R1C2.Thermo~R5C5~R5C6~R5C7")?;
//! let figure = Figure::new(&puzzle.rules);
//! let cage = figure.items.iter().find(|i| i.kind == "killer").unwrap();
//! assert!(matches!(&cage.shape, Shape::Outline { loops, .. } if loops.len() == 1));
//! assert!(figure.items.iter().any(|i| i.kind == "thermo" && i.index == Some(1)));
//! # Ok::<(), nonet::format::iss::IssError>(())
//! ```

mod grid;
mod item;
mod kinds;
mod outline;
mod point;

pub use item::{Anchor, Fill, Item, Shape, Weight};
pub use point::Point;

use crate::rules::{Constraint, Rules, each_kind};
use kinds::Figured;

/// The drawing of a puzzle's rules: items back to front, and the legend's lines.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Figure {
    /// What to draw, in order (later items over earlier ones).
    pub items: Vec<Item>,
    /// One line per rule that has no mark in the grid, or whose mark does not say all
    /// of it (a slow thermometer, whispers of another difference).
    pub legend: Vec<String>,
}

impl Figure {
    /// The figure of `rules`: a classic grid's is its lines alone.
    pub fn new(rules: &Rules) -> Figure {
        let mut sketch = Sketch {
            items: Vec::new(),
            legend: Vec::new(),
            kind: GRID.to_string(),
            index: None,
            rules,
        };
        for shape in grid::borders(rules.layout()) {
            sketch.put(Layer::Grid, shape);
        }
        for (i, c) in rules.constraints().iter().enumerate() {
            sketch.kind = c.tag();
            sketch.index = Some(i);
            each_kind!(c, k => k.figure(c, &mut sketch));
        }
        sketch.items.sort_by_key(|(layer, _)| *layer);
        Figure {
            items: sketch.items.into_iter().map(|(_, item)| item).collect(),
            legend: sketch.legend,
        }
    }
}

/// The kind of the grid's own lines.
const GRID: &str = "grid";

/// Where an item sits in the stack, back to front: shading under everything, lines
/// under the grid's lines (as SudokuPad draws them, so the grid shows through a
/// thermometer), cages over the grid, marks on borders and text on top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Layer {
    /// Shaded cells.
    Shade,
    /// Marks that fill a cell's middle: even and odd.
    Mark,
    /// Lines, thermometers, arrows, diagonals.
    Line,
    /// The grid's lines.
    Grid,
    /// Killer cages.
    Cage,
    /// Dots, letters and circles on borders and corners.
    Border,
    /// Numbers and small digits.
    Text,
}

/// A figure under way: the items with their layers, the legend, and the constraint
/// being drawn (its kind and index go on every item it puts).
struct Sketch<'r> {
    items: Vec<(Layer, Item)>,
    legend: Vec<String>,
    kind: String,
    index: Option<usize>,
    rules: &'r Rules,
}

impl Sketch<'_> {
    /// Adds `shape` for the constraint being drawn.
    fn put(&mut self, layer: Layer, shape: Shape) {
        let item = Item {
            shape,
            kind: self.kind.clone(),
            index: self.index,
        };
        self.items.push((layer, item));
    }

    /// Adds a legend line.
    fn note(&mut self, line: String) {
        self.legend.push(line);
    }

    /// The constraints drawn before the current one.
    fn earlier(&self) -> &[Constraint] {
        let end = self.index.unwrap_or(0);
        &self.rules.constraints()[..end]
    }
}
