//! `Outside`: where a clue outside the grid sits (sandwich, X-sum, skyscraper), and the
//! row or column it looks along.

use super::error::Problem;
use crate::grid::{Cell, CellSet};

/// The side of the grid a clue is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// Above the grid, looking down a column.
    Top,
    /// Below the grid, looking up a column.
    Bottom,
    /// Left of the grid, looking along a row to the right.
    Left,
    /// Right of the grid, looking along a row to the left.
    Right,
}

/// The position of an outside clue: a side and a row or column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Outside {
    /// Which side.
    pub side: Side,
    /// The column (for top and bottom) or row (for left and right), 0-based as in
    /// [`Cell::at`]; must be below 9.
    pub index: u8,
}

impl Outside {
    /// The nine cells of its row or column in viewing order, nearest first; `None` when
    /// `index` is 9 or more.
    pub fn cells(self) -> Option<[Cell; 9]> {
        if self.index >= 9 {
            return None;
        }
        let i = self.index;
        Some(std::array::from_fn(|k| {
            let k = k as u8;
            let (r, c) = match self.side {
                Side::Top => (k, i),
                Side::Bottom => (8 - k, i),
                Side::Left => (i, k),
                Side::Right => (i, 8 - k),
            };
            Cell::from_index(usize::from(r) * 9 + usize::from(c))
        }))
    }

    /// Its cells as a set (empty when `index` is off the grid).
    pub(crate) fn cell_set(self) -> CellSet {
        self.cells()
            .map_or(CellSet::EMPTY, |c| c.into_iter().collect())
    }

    /// A clue's position names a row or column of the grid.
    pub(crate) fn validate(self) -> Result<(), Problem> {
        match self.cells() {
            Some(_) => Ok(()),
            None => Err(Problem::OffGrid { index: self.index }),
        }
    }

    /// "row 4" or "column 2", and from which side: "row 4 from the left".
    pub fn describe(self) -> String {
        let n = u16::from(self.index) + 1;
        match self.side {
            Side::Top => format!("column {n} from the top"),
            Side::Bottom => format!("column {n} from the bottom"),
            Side::Left => format!("row {n} from the left"),
            Side::Right => format!("row {n} from the right"),
        }
    }
}
