//! Uniqueness techniques: deductions that hold because a proper puzzle has exactly one
//! solution, so a "deadly pattern" — cells whose digits could be swapped into a second
//! solution — can never be completed.
//!
//! Sudoku Explainer's Unique Rectangles and Loops ([`unique_loops`]) and Bivalue
//! Universal Grave ([`bug`]) reproduce SE 1.2.1 exactly, with SukakuExplainer's lk
//! fixes on by default and switchable off; Hidden, Avoidable and Extended Unique
//! Rectangles are the eight-tier ladder's other uniqueness techniques. None of them may be used on
//! a puzzle with several solutions: there they can eliminate solution digits.

pub(crate) mod avoidable_rectangle;
pub(crate) mod bug;
pub(crate) mod extended_rectangle;
pub(crate) mod hidden_rectangle;
mod unique_loop_types;
pub(crate) mod unique_loops;

use crate::grid::Cell;

/// Every rectangle of four cells over exactly two boxes, as its corners
/// `[r1c1, r1c2, r2c1, r2c2]` (rows `r1 < r2`, columns `c1 < c2`), rows then columns in
/// increasing order. Two boxes: the rows share a band or the columns share a stack,
/// not both.
pub(crate) fn rectangles() -> impl Iterator<Item = [Cell; 4]> {
    (0..9u8).flat_map(|r1| {
        (r1 + 1..9).flat_map(move |r2| {
            (0..9u8).flat_map(move |c1| {
                (c1 + 1..9).filter_map(move |c2| {
                    let same_band = r1 / 3 == r2 / 3;
                    let same_stack = c1 / 3 == c2 / 3;
                    (same_band != same_stack).then(|| {
                        [(r1, c1), (r1, c2), (r2, c1), (r2, c2)]
                            .map(|(r, c)| Cell::at(r, c).expect("rows and columns are 0..9"))
                    })
                })
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rectangles_span_two_boxes() {
        let all: Vec<[Cell; 4]> = rectangles().collect();
        // Row pairs in one band (9) x column pairs in different stacks (27), and the
        // transpose.
        assert_eq!(all.len(), 2 * 9 * 27);
        for r in all {
            let boxes: std::collections::BTreeSet<u8> = r.iter().map(|c| c.box_index()).collect();
            assert_eq!(boxes.len(), 2);
        }
    }
}
