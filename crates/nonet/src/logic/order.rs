//! Enumeration orders shared by finders: houses in Sudoku Explainer's order, houses
//! crossing a house, and k-subsets in colex order.
//!
//! Which pattern a finder reports first decides which hint a rater sees, so finders
//! that must agree with Sudoku Explainer take their orders from here.
//!
//! Colex order visits the subsets of `0..n` as increasing binary numbers:
//! `{0,1}, {0,2}, {1,2}, {0,3}, {1,3}, {2,3}, {0,4}, …` — sorted by largest element
//! first. Which tuple comes first decides which hint a rater reports, so every finder
//! that enumerates tuples uses this one iterator.

use crate::grid::{House, HouseKind};

/// Houses in Sudoku Explainer's scanning order: boxes, then columns, then rows.
pub(crate) fn box_column_row() -> impl Iterator<Item = House> {
    BOX_COLUMN_ROW.iter().copied()
}

/// The 27 houses in [`box_column_row`] order, as a table: finders walk it on every
/// step, and a flattened iterator of kinds costs more than the walk itself.
pub(crate) static BOX_COLUMN_ROW: [House; 27] = {
    let mut t = [House::row(0); 27];
    let mut n = 0;
    while n < 9 {
        t[n] = House::box_(n as u8);
        t[9 + n] = House::column(n as u8);
        t[18 + n] = House::row(n as u8);
        n += 1;
    }
    t
};

/// The houses of `kind` that share a cell with `house` (other than `house` itself),
/// in increasing number.
pub(crate) fn crossing(house: House, kind: HouseKind) -> impl Iterator<Item = House> {
    (0..9)
        .map(move |n| House::new(kind, n))
        .filter(move |&h| h != house && h.cell_set().intersects(house.cell_set()))
}

/// The k-subsets of `0..n` as bitmasks, in increasing numeric (colex) order.
pub(crate) fn colex(n: u32, k: u32) -> Colex {
    Colex {
        next: if k == 0 || k > n {
            None
        } else {
            Some((1u32 << k) - 1)
        },
        limit: 1u32 << n,
    }
}

/// Iterator of [`colex`].
pub(crate) struct Colex {
    next: Option<u32>,
    limit: u32,
}

impl Iterator for Colex {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        let cur = self.next?;
        // Gosper's hack: the next larger integer with the same number of set bits.
        let c = cur & cur.wrapping_neg();
        let r = cur + c;
        let next = (((r ^ cur) >> 2) / c) | r;
        self.next = (next < self.limit && r != 0).then_some(next);
        Some(cur)
    }
}

/// The indices of the set bits of `mask`, ascending.
pub(crate) fn bits(mask: u32) -> impl Iterator<Item = usize> {
    let mut m = mask;
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        Some(i)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colex_order_for_pairs() {
        let pairs: Vec<Vec<usize>> = colex(4, 2).map(|m| bits(m).collect()).collect();
        assert_eq!(
            pairs,
            vec![
                vec![0, 1],
                vec![0, 2],
                vec![1, 2],
                vec![0, 3],
                vec![1, 3],
                vec![2, 3]
            ]
        );
    }

    #[test]
    fn counts_are_binomial() {
        assert_eq!(colex(9, 2).count(), 36);
        assert_eq!(colex(9, 3).count(), 84);
        assert_eq!(colex(9, 4).count(), 126);
        assert_eq!(colex(9, 9).count(), 1);
        assert_eq!(colex(3, 4).count(), 0);
        assert_eq!(colex(5, 0).count(), 0);
    }
}
