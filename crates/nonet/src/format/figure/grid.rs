//! The grid's lines: thin between cells of one region, thick between regions (boxes or
//! a jigsaw's) and around the grid, so the page draws a classic and a jigsaw grid the
//! same way.

use super::item::{Shape, Weight};
use super::point::Point;
use crate::grid::Cell;
use crate::rules::Layout;

/// The thin lines and the thick lines of `layout`'s grid, as two border shapes.
///
/// Each grid line is walked edge by edge and cut where its weight changes, so a run of
/// edges of one weight is one segment: a classic grid is 12 thin and 8 thick segments
/// (each inner line whole, the frame in four sides).
pub(super) fn borders(layout: &Layout) -> [Shape; 2] {
    let mut thin = Vec::new();
    let mut thick = frame();
    for line in 1..9u8 {
        for across in [true, false] {
            for (weight, from, to) in runs(layout, line, across) {
                let (a, b) = if across {
                    (
                        Point::new(from, f64::from(line)),
                        Point::new(to, f64::from(line)),
                    )
                } else {
                    (
                        Point::new(f64::from(line), from),
                        Point::new(f64::from(line), to),
                    )
                };
                match weight {
                    Weight::Thin => thin.push([a, b]),
                    Weight::Thick => thick.push([a, b]),
                }
            }
        }
    }
    [
        Shape::Border {
            segments: thin,
            weight: Weight::Thin,
        },
        Shape::Border {
            segments: thick,
            weight: Weight::Thick,
        },
    ]
}

/// The grid's four sides.
fn frame() -> Vec<[Point; 2]> {
    let corners = [(0.0, 0.0), (9.0, 0.0), (9.0, 9.0), (0.0, 9.0)].map(|(x, y)| Point::new(x, y));
    (0..4).map(|i| [corners[i], corners[(i + 1) % 4]]).collect()
}

/// The runs of one weight along inner grid line `line` (1..9): the line above row
/// `line` when `across`, else the line left of column `line`; each run as its weight
/// and where it starts and ends along the line.
fn runs(layout: &Layout, line: u8, across: bool) -> Vec<(Weight, f64, f64)> {
    let mut out: Vec<(Weight, f64, f64)> = Vec::new();
    for along in 0..9u8 {
        let (a, b) = if across {
            (Cell::at(line - 1, along), Cell::at(line, along))
        } else {
            (Cell::at(along, line - 1), Cell::at(along, line))
        };
        let (Some(a), Some(b)) = (a, b) else {
            continue;
        };
        let weight = if layout.region_of(a) == layout.region_of(b) {
            Weight::Thin
        } else {
            Weight::Thick
        };
        let end = f64::from(along) + 1.0;
        match out.last_mut() {
            Some((w, _, to)) if *w == weight => *to = end,
            _ => out.push((weight, f64::from(along), end)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_classic_grid_has_whole_lines() {
        let [thin, thick] = borders(&Layout::Boxes);
        let (
            Shape::Border { segments: thin, .. },
            Shape::Border {
                segments: thick, ..
            },
        ) = (thin, thick)
        else {
            panic!("borders are border shapes");
        };
        assert_eq!(thin.len(), 12);
        assert_eq!(thick.len(), 8);
        assert!(thin.contains(&[Point::new(0.0, 1.0), Point::new(9.0, 1.0)]));
        assert!(thick.contains(&[Point::new(3.0, 0.0), Point::new(3.0, 9.0)]));
    }
}
