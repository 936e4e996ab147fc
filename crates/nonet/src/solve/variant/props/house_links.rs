//! A digit's places in a house, seen through the pair relations that cover the grid
//! (non-consecutive neighbours, the negative rules of dots and XV): when every cell of a
//! house that may still hold digit `d` is related to one cell `o`, `o` must suit `d` in
//! whichever of them it lands. On a non-consecutive grid, a cell beside both places of a
//! 5 in a row holds neither 4 nor 6.

use crate::solve::variant::masks::ALL;
use crate::solve::variant::props::Table;
use crate::solve::variant::state::{Cells, Flow};

/// The cells related to the cells of a house, and how.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct Links {
    /// `sees[i]`: the house's cell `i` and the cells related to it, as a set.
    pub(in crate::solve::variant) sees: [u128; 9],
    /// `of[i]`: the cells related to the house's cell `i`, each with its table.
    pub(in crate::solve::variant) of: [Vec<(u8, u32)>; 9],
    /// The table of every relation, when they all have the same (non-consecutive).
    pub(in crate::solve::variant) uniform: Option<u32>,
}

impl Links {
    /// Narrows the cells that see every place of a digit of `few` (digits with two or
    /// three places) in the house whose cells are `house`. Digits of more places are
    /// left alone: only a box's middle cell sees four of its cells, and without them the
    /// count of places fits the one pass of [`super::House`] (together 1.34 -> 1.12 s on
    /// the 24 sparse non-consecutive puzzles it was tuned on).
    #[inline]
    pub(in crate::solve::variant) fn narrow(
        &self,
        house: &[u8; 9],
        values: &[u16; 9],
        mut few: u16,
        cells: &mut Cells,
        tables: &[Table],
    ) -> Flow {
        while few != 0 {
            let d = few.trailing_zeros() as usize;
            few &= few - 1;
            let digit = 1u16 << d;
            // Places as they were before this call narrowed anything (`values`): a place
            // lost since only makes the step weaker (sound), and the house runs again on
            // its own changes. Gathered without a branch, digit by digit (a loop over
            // each cell's digits mispredicts).
            let at = values
                .iter()
                .enumerate()
                .fold(0u16, |p, (i, &v)| p | ((v >> d) & 1) << i);
            let mut each = at;
            let mut common = u128::MAX;
            while each != 0 {
                common &= self.sees[each.trailing_zeros() as usize];
                each &= each - 1;
            }
            while common != 0 {
                let o = common.trailing_zeros() as u8;
                common &= common - 1;
                let mut allowed = 0;
                let mut each = at;
                while each != 0 {
                    let i = each.trailing_zeros() as usize;
                    each &= each - 1;
                    allowed |= if house[i] == o {
                        digit
                    } else {
                        tables[self.table(i, o) as usize][digit as usize]
                    };
                }
                if allowed != ALL {
                    cells.restrict(o, allowed)?;
                }
            }
        }
        Ok(())
    }
}

impl Links {
    /// The table of the relation between the house's cell `i` and cell `o`, which are
    /// related.
    #[inline(always)]
    fn table(&self, i: usize, o: u8) -> u32 {
        self.uniform
            .unwrap_or_else(|| self.of[i].iter().find(|l| l.0 == o).map_or(0, |l| l.1))
    }
}
