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

use std::ops::ControlFlow;

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

/// Calls `f(chosen, union)` for every `k`-subset of the indices of `masks` whose masks
/// together have exactly `k` bits (`union`), in the colex order of [`colex`]
/// (`chosen` is the subset as a bitmask of indices): the naked and hidden subsets and
/// basic fish, where `k` cells hold `k` digits, `k` digits have `k` places, or `k`
/// lines have their places in `k` lines.
///
/// The same sequence as filtering `colex(masks.len(), k)` by the union's size, without
/// visiting most tuples: the largest index is chosen first (colex order compares
/// largest elements first), then the rest among smaller indices, and a branch whose
/// union already has more than `k` bits is dropped — unions only grow, so it holds no
/// subset that `f` would see.
pub(crate) fn tight_subsets(
    masks: &[u16],
    k: u32,
    mut f: impl FnMut(u32, u16) -> ControlFlow<()>,
) -> ControlFlow<()> {
    fn walk(
        masks: &[u16],
        k: u32,
        left: u32,
        below: usize,
        chosen: u32,
        union: u16,
        f: &mut impl FnMut(u32, u16) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if left == 0 {
            return if union.count_ones() == k {
                f(chosen, union)
            } else {
                ControlFlow::Continue(())
            };
        }
        for top in (left as usize - 1)..below {
            let u = union | masks[top];
            if u.count_ones() <= k {
                walk(masks, k, left - 1, top, chosen | 1 << top, u, f)?;
            }
        }
        ControlFlow::Continue(())
    }
    if k == 0 || k as usize > masks.len() {
        return ControlFlow::Continue(());
    }
    walk(masks, k, k, masks.len(), 0, 0, &mut f)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bits::indices;

    #[test]
    fn colex_order_for_pairs() {
        let pairs: Vec<Vec<usize>> = colex(4, 2).map(|m| indices(m).collect()).collect();
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

    /// Every k-subset of random masks: the pruned walk sends exactly the tuples of
    /// `colex` whose union has k bits, in the same order.
    #[test]
    fn tight_subsets_agree_with_filtered_colex() {
        let mut rng = crate::rng::Rng::new(7);
        for _ in 0..2000 {
            let n = rng.index(10);
            let masks: Vec<u16> = (0..n)
                .map(|_| (rng.next_u32() & rng.next_u32() & 0x1ff) as u16)
                .collect();
            for k in 0..=5 {
                let expected: Vec<(u32, u16)> = colex(n as u32, k)
                    .map(|m| (m, indices(m).fold(0u16, |u, i| u | masks[i])))
                    .filter(|&(_, u)| u.count_ones() == k)
                    .collect();
                let mut got = Vec::new();
                let _ = tight_subsets(&masks, k, |m, u| {
                    got.push((m, u));
                    ControlFlow::Continue(())
                });
                assert_eq!(got, expected, "masks {masks:?}, k {k}");
            }
        }
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
