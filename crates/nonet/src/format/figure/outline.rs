//! The outline of a set of cells, inset from the cells' edges, as SudokuPad and
//! f-puzzles draw a killer cage: a dashed line just inside the cage that follows its
//! shape, whatever the shape (an L, a ring with a hole, cells in pieces, cells that
//! touch only at a corner).
//!
//! How: every edge of a cage cell that does not border another cage cell is a piece of
//! the boundary, directed so the cage lies on its right (clockwise on screen, y down):
//!
//! ```text
//!   (c,r) ──→ (c+1,r)      a cell's top edge runs east, its right edge south,
//!     ↑          │         its bottom edge west, its left edge north; edges
//!     │   cell   ↓         shared by two cage cells are not boundary
//!   (c,r+1) ←─ (c+1,r+1)
//! ```
//!
//! Each boundary edge is followed by the boundary edge leaving its end that turns
//! most to the right (right, then straight, then left): where two cage cells touch
//! only at a corner, that keeps each cell's loop around it rather than crossing to the
//! other, so the two read as separate, as they are. Following edges this way closes
//! loops (a hole's loop runs the other way round). Each loop's corners are then moved
//! `inset` inward along both edges' inward normals, which for lines parallel to the
//! axes is exactly the corner of the inset loop, convex or concave alike.

use super::point::Point;
use crate::grid::{Cell, CellSet};

/// A corner of the grid, in whole cell units: (x, y) = (column, row).
type Corner = (i8, i8);

/// A directed boundary edge: where it starts and its direction (one axis step).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Edge {
    from: Corner,
    dir: (i8, i8),
}

impl Edge {
    fn to(self) -> Corner {
        (self.from.0 + self.dir.0, self.from.1 + self.dir.1)
    }
}

/// The inward normal of direction `d`: the right side of travel on screen (y down).
fn right_of((dx, dy): (i8, i8)) -> (i8, i8) {
    (-dy, dx)
}

/// The loops of `cells`' outline, each inset by `inset` (less than half a cell) and
/// listed from its first corner, without repeating it at the end.
pub(super) fn loops(cells: CellSet, inset: f64) -> Vec<Vec<Point>> {
    let edges = boundary(cells);
    let mut used = vec![false; edges.len()];
    let mut out = Vec::new();
    for start in 0..edges.len() {
        if used[start] {
            continue;
        }
        let mut path = Vec::new();
        let mut at = start;
        while !used[at] {
            used[at] = true;
            path.push(edges[at]);
            at = next(&edges, edges[at]).unwrap_or(start);
        }
        out.push(inset_corners(&path, inset));
    }
    out
}

/// Every boundary edge of `cells`, directed with the cells on its right.
fn boundary(cells: CellSet) -> Vec<Edge> {
    let inside = |r: i8, c: i8| {
        (0..9).contains(&r)
            && (0..9).contains(&c)
            && cells.contains(Cell::from_index(r as usize * 9 + c as usize))
    };
    let mut edges = Vec::new();
    for cell in cells {
        let (r, c) = (cell.row() as i8, cell.col() as i8);
        let sides = [
            (inside(r - 1, c), (c, r), (1, 0)),
            (inside(r, c + 1), (c + 1, r), (0, 1)),
            (inside(r + 1, c), (c + 1, r + 1), (-1, 0)),
            (inside(r, c - 1), (c, r + 1), (0, -1)),
        ];
        for (shared, from, dir) in sides {
            if !shared {
                edges.push(Edge { from, dir });
            }
        }
    }
    edges
}

/// The boundary edge that follows `edge`: of those leaving its end, the one that turns
/// most to the right.
fn next(edges: &[Edge], edge: Edge) -> Option<usize> {
    let d = edge.dir;
    let turns = [right_of(d), d, (d.1, -d.0)];
    turns.iter().find_map(|&dir| {
        edges
            .iter()
            .position(|e| e.from == edge.to() && e.dir == dir)
    })
}

/// The inset corners of a closed run of edges: the points where the direction turns,
/// each moved `inset` along both edges' inward normals.
fn inset_corners(path: &[Edge], inset: f64) -> Vec<Point> {
    let n = path.len();
    (0..n)
        .filter_map(|i| {
            let (before, after) = (path[(i + n - 1) % n], path[i]);
            if before.dir == after.dir {
                return None;
            }
            let (a, b) = (right_of(before.dir), right_of(after.dir));
            let (x, y) = after.from;
            Some(Point::new(
                f64::from(x) + inset * f64::from(a.0 + b.0),
                f64::from(y) + inset * f64::from(a.1 + b.1),
            ))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(cells: &[&str]) -> CellSet {
        cells.iter().map(|s| s.parse::<Cell>().unwrap()).collect()
    }

    #[test]
    fn one_cell_is_a_square_inset_on_every_side() {
        let loops = loops(set(&["r1c1"]), 0.1);
        assert_eq!(
            loops,
            vec![vec![
                Point::new(0.1, 0.1),
                Point::new(0.9, 0.1),
                Point::new(0.9, 0.9),
                Point::new(0.1, 0.9),
            ]]
        );
    }

    #[test]
    fn an_l_has_one_concave_corner_inside_the_bend() {
        let loops = loops(set(&["r1c1", "r2c1", "r2c2"]), 0.1);
        assert_eq!(loops.len(), 1);
        assert_eq!(loops[0].len(), 6);
        assert!(loops[0].contains(&Point::new(0.9, 1.1)), "{loops:?}");
    }

    #[test]
    fn cells_touching_at_a_corner_make_two_loops_and_a_ring_has_a_hole() {
        assert_eq!(loops(set(&["r1c1", "r2c2"]), 0.1).len(), 2);
        let ring = set(&[
            "r1c1", "r1c2", "r1c3", "r2c1", "r2c3", "r3c1", "r3c2", "r3c3",
        ]);
        let loops = loops(ring, 0.1);
        assert_eq!(loops.len(), 2);
        assert!(loops.iter().any(|l| l.contains(&Point::new(0.9, 0.9))));
    }
}
