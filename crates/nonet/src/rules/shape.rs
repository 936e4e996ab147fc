//! Shape checks and grid geometry the constraint kinds share: line lengths, repeated
//! cells, orthogonal adjacency, and the digits a partial grid holds.

use super::error::Problem;
use crate::grid::{Cell, CellSet, Grid};

/// `cells` has between `min` and `max` cells and names none twice.
pub(crate) fn line(cells: &[Cell], min: usize, max: usize) -> Result<(), Problem> {
    length(cells, min, max)?;
    distinct(cells)
}

/// A line that may pass through a cell more than once (its rule is about neighbours or
/// places along it): between `min` and `max` cells, and no cell right after itself,
/// which is no step at all.
pub(crate) fn path(cells: &[Cell], min: usize, max: usize) -> Result<(), Problem> {
    length(cells, min, max)?;
    match cells.windows(2).find(|w| w[0] == w[1]) {
        Some(w) => Err(Problem::Revisit {
            cell: w[0],
            why: "it comes right after itself, and a line steps from a cell to another",
        }),
        None => Ok(()),
    }
}

/// A line whose rule gives a revisit no meaning: between `min` and `max` cells, none
/// twice, and `why` says what the rule makes of a revisit.
pub(crate) fn simple_path(
    cells: &[Cell],
    min: usize,
    max: usize,
    why: &'static str,
) -> Result<(), Problem> {
    length(cells, min, max)?;
    distinct(cells).map_err(|e| match e {
        Problem::RepeatedCell(cell) => Problem::Revisit { cell, why },
        other => other,
    })
}

/// `cells` has between `min` and `max` cells.
fn length(cells: &[Cell], min: usize, max: usize) -> Result<(), Problem> {
    if cells.len() < min {
        return Err(Problem::TooFewCells {
            min,
            found: cells.len(),
        });
    }
    if cells.len() > max {
        return Err(Problem::TooManyCells {
            max,
            found: cells.len(),
        });
    }
    Ok(())
}

/// No cell of `cells` appears twice.
pub(crate) fn distinct(cells: &[Cell]) -> Result<(), Problem> {
    let mut seen = CellSet::EMPTY;
    for &c in cells {
        if seen.contains(c) {
            return Err(Problem::RepeatedCell(c));
        }
        seen.insert(c);
    }
    Ok(())
}

/// Whether `a` and `b` share a side.
pub(crate) fn orthogonal(a: Cell, b: Cell) -> bool {
    let (dr, dc) = (a.row().abs_diff(b.row()), a.col().abs_diff(b.col()));
    dr + dc == 1
}

/// `a` and `b` share a side.
pub(crate) fn adjacent_pair(cells: [Cell; 2]) -> Result<(), Problem> {
    if orthogonal(cells[0], cells[1]) {
        Ok(())
    } else {
        Err(Problem::NotAdjacent(cells[0], cells[1]))
    }
}

/// The cell `dr` rows and `dc` columns away from `cell`, if it is on the grid.
pub(crate) fn offset(cell: Cell, dr: i8, dc: i8) -> Option<Cell> {
    let r = cell.row() as i8 + dr;
    let c = cell.col() as i8 + dc;
    if (0..9).contains(&r) && (0..9).contains(&c) {
        Cell::at(r as u8, c as u8)
    } else {
        None
    }
}

/// The cells beside `cell`: above, below, left and right (two to four).
pub(crate) fn orthogonal_neighbours(cell: Cell) -> impl Iterator<Item = Cell> {
    [(-1, 0), (1, 0), (0, -1), (0, 1)]
        .into_iter()
        .filter_map(move |(dr, dc)| offset(cell, dr, dc))
}

/// Every pair of orthogonally adjacent cells, each once (the smaller cell first).
pub(crate) fn orthogonal_pairs() -> impl Iterator<Item = (Cell, Cell)> {
    Cell::all().flat_map(|a| {
        [offset(a, 0, 1), offset(a, 1, 0)]
            .into_iter()
            .flatten()
            .map(move |b| (a, b))
    })
}

/// Every pair of cells one of `moves` apart, each once: `moves` lists the steps that go
/// forward in cell order (their mirrors would name the same pairs again).
pub(crate) fn pairs_by_moves(moves: &'static [(i8, i8)]) -> impl Iterator<Item = (Cell, Cell)> {
    Cell::all().flat_map(move |a| {
        moves
            .iter()
            .filter_map(move |&(dr, dc)| offset(a, dr, dc).map(|b| (a, b)))
    })
}

/// The pairs of `pairs` whose two cells are both filled with digits that `breaks`
/// refuses, each as a two-cell set: the checker of every rule on pairs of cells.
pub(crate) fn broken_pairs(
    grid: &Grid,
    pairs: impl Iterator<Item = (Cell, Cell)>,
    breaks: impl Fn(u8, u8) -> bool,
) -> Vec<CellSet> {
    pairs
        .filter(|&(a, b)| match (value(grid, a), value(grid, b)) {
            (Some(x), Some(y)) => breaks(x, y),
            _ => false,
        })
        .map(|(a, b)| CellSet::single(a).with(b))
        .collect()
}

/// The digit in `cell` as a number 1..=9, or `None` when it is empty.
pub(crate) fn value(grid: &Grid, cell: Cell) -> Option<u8> {
    grid.get(cell).map(|d| d.get())
}

/// The cells of `cells` as a set.
pub(crate) fn set(cells: &[Cell]) -> CellSet {
    cells.iter().copied().collect()
}

/// Pairs of filled cells of `cells` that hold the same digit, each as a two-cell set.
pub(crate) fn repeats(grid: &Grid, cells: impl IntoIterator<Item = Cell>) -> Vec<CellSet> {
    let mut first: [Option<Cell>; 10] = [None; 10];
    let mut out = Vec::new();
    for c in cells {
        if let Some(v) = value(grid, c) {
            match first[v as usize] {
                Some(f) => out.push(CellSet::single(f).with(c)),
                None => first[v as usize] = Some(c),
            }
        }
    }
    out
}

/// Sum and count of the filled cells of `cells`, and how many are empty.
pub(crate) fn filled_sum(grid: &Grid, cells: &[Cell]) -> (u32, usize) {
    let mut sum = 0;
    let mut empty = 0;
    for &c in cells {
        match value(grid, c) {
            Some(v) => sum += u32::from(v),
            None => empty += 1,
        }
    }
    (sum, empty)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(r: u8, col: u8) -> Cell {
        Cell::at(r, col).unwrap()
    }

    #[test]
    fn lines_and_pairs() {
        assert!(line(&[c(0, 0), c(0, 1)], 2, 9).is_ok());
        assert_eq!(
            line(&[c(0, 0)], 2, 9),
            Err(Problem::TooFewCells { min: 2, found: 1 })
        );
        assert_eq!(
            line(&[c(0, 0), c(0, 1), c(0, 0)], 2, 9),
            Err(Problem::RepeatedCell(c(0, 0)))
        );
        // A path may come back to a cell, but not stay in it; a simple path says why
        // it may not come back.
        assert!(path(&[c(0, 0), c(0, 1), c(0, 0)], 2, 9).is_ok());
        assert!(matches!(
            path(&[c(0, 0), c(0, 0)], 2, 9),
            Err(Problem::Revisit { .. })
        ));
        assert_eq!(
            simple_path(&[c(0, 0), c(0, 1), c(0, 0)], 2, 9, "why"),
            Err(Problem::Revisit {
                cell: c(0, 0),
                why: "why"
            })
        );
        assert!(orthogonal(c(3, 3), c(4, 3)));
        assert!(!orthogonal(c(3, 3), c(4, 4)));
        assert_eq!(orthogonal_pairs().count(), 144);
        assert_eq!(offset(c(0, 0), -1, 0), None);
        assert_eq!(offset(c(0, 0), 1, 2), Some(c(1, 2)));
    }
}
