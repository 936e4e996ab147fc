//! `Layout`: the nine regions besides rows and columns, boxes or a jigsaw.

use super::kinds::Jigsaw;
use crate::grid::{Cell, CellSet, House};

/// The regions of the grid: the classic 3x3 boxes, or nine jigsaw regions.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Layout {
    /// The classic boxes.
    #[default]
    Boxes,
    /// Irregular regions instead of boxes.
    Jigsaw(Jigsaw),
}

impl Layout {
    /// The region (0..9) of `cell`: its box, or its jigsaw region.
    pub fn region_of(&self, cell: Cell) -> u8 {
        match self {
            Layout::Boxes => cell.box_index(),
            Layout::Jigsaw(j) => j.region_of(cell),
        }
    }

    /// The cells of region `n` (0..9).
    pub fn region(&self, n: u8) -> CellSet {
        match self {
            Layout::Boxes => House::box_(n).cell_set(),
            Layout::Jigsaw(j) => j.region(n),
        }
    }
}
