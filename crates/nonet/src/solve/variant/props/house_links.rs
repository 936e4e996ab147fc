//! A digit's places in a house, seen through the pair relations: when every cell of a
//! house that may still hold digit `d` is related to one cell `o` (a non-consecutive
//! neighbour, a dot, an X or V), `o` must suit `d` in whichever of them it lands. On a
//! non-consecutive grid, a cell beside both places of a 5 in a row holds neither 4 nor 6.

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
    /// The most cells of the house any one cell sees (itself included): a digit with
    /// more places than that has no cell that sees them all.
    pub(in crate::solve::variant) reach: u32,
}

impl Links {
    /// Narrows the cells that see every place of a digit in the house whose cells are
    /// `house`.
    #[inline]
    pub(in crate::solve::variant) fn narrow(
        &self,
        house: &[u8; 9],
        cells: &mut Cells,
        tables: &[Table],
    ) -> Flow {
        // How many places each digit has, bit-sliced: digit d's count is bit d of
        // `count[0]` (ones), `count[1]` (twos) and so on.
        let mut count = [0u16; 4];
        for &c in house {
            let mut carry = cells.get(c);
            for slice in &mut count {
                let next = *slice & carry;
                *slice ^= carry;
                carry = next;
            }
        }
        let mut few = (count[1] | count[2] | count[3]) & at_most(&count, self.reach);
        if few == 0 {
            return Ok(());
        }
        // The places of those digits. (A branch-free transpose of the nine masks over
        // sixteen lanes was 17% slower: it does not vectorize for the baseline target.)
        let mut places = [0u16; 9];
        for (i, &c) in house.iter().enumerate() {
            let mut m = cells.get(c) & few;
            while m != 0 {
                places[m.trailing_zeros() as usize] |= 1 << i;
                m &= m - 1;
            }
        }
        while few != 0 {
            let d = few.trailing_zeros() as usize;
            few &= few - 1;
            let digit = 1u16 << d;
            // Places as they were before this run narrowed anything: a place lost since
            // only makes the step weaker (sound), and the house runs again on its own
            // changes.
            let at = places[d];
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

/// The digits whose bit-sliced count (see [`Links::narrow`]) is at most `k`.
fn at_most(count: &[u16; 4], k: u32) -> u16 {
    // Compare from the highest bit down: `below` once a higher bit of the count is 0
    // where k's is 1, `equal` while every bit so far matches.
    let (mut below, mut equal) = (0u16, ALL);
    for j in (0..4).rev() {
        if k >> j & 1 == 1 {
            below |= equal & !count[j];
            equal &= count[j];
        } else {
            equal &= !count[j];
        }
    }
    below | equal
}
