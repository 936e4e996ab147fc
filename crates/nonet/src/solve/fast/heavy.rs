//! Hidden pairs: the one rule that only the heavy rules add to propagation.
//!
//! The V4.1 pseudocode's solver applies locked candidates and hidden pairs when its "heavy rules"
//! are on. Locked candidates are always part of our propagation (the band update and
//! the stack pass, `deductions.rs`), so the heavy rules add hidden pairs and the
//! counting of what both remove.
//!
//! **Pattern**: in one house, two digits each have exactly the same two places left.
//! **Eliminations**: those two cells hold those two digits, so every other candidate
//! leaves both cells.
//!
//! This is the slow path: each house is read out of the band layout digit by digit
//! (27 houses x 9 digits), which the fast path never does.

use super::board::Board;
use super::tables::LOW9;
use crate::solve::contract::{Counters, Policy};

impl Board {
    /// Applies every hidden pair it finds. True if it removed a candidate.
    #[inline(never)]
    pub(super) fn hidden_pairs<P: Policy>(&mut self, counters: &mut Counters) -> bool {
        let mut changed = false;
        for house in 0..27 {
            let mut places = [0u32; 9];
            let mut twos = 0u16;
            for (d, p) in places.iter_mut().enumerate() {
                *p = self.house_places(house, d);
                twos |= u16::from(has_two_bits(*p)) << d;
            }
            // A pair needs two digits with two places each.
            if twos & twos.wrapping_sub(1) == 0 {
                continue;
            }
            while twos != 0 {
                let d = twos.trailing_zeros() as usize % 9;
                twos &= twos - 1;
                let mut rest = twos;
                while rest != 0 {
                    let e = rest.trailing_zeros() as usize % 9;
                    rest &= rest - 1;
                    if places[e] == places[d] {
                        changed |= self.keep_only::<P>(house, places[d], 1 << d | 1 << e, counters);
                    }
                }
            }
        }
        changed
    }

    /// Removes every digit but `digits` (bit = digit) from the places `two` of
    /// `house`. True if it removed a candidate.
    fn keep_only<P: Policy>(
        &mut self,
        house: usize,
        mut two: u32,
        digits: u16,
        counters: &mut Counters,
    ) -> bool {
        let mut changed = false;
        while two != 0 {
            let (band, bit) = house_cell(house, two.trailing_zeros());
            two &= two - 1;
            for f in 0..9 {
                if digits & 1 << f == 0 && self.cands[band][f] & bit != 0 {
                    self.cands[band][f] &= !bit;
                    changed = true;
                    if P::STATS {
                        counters.hidden_pair_elims += 1;
                    }
                }
            }
        }
        changed
    }

    /// The places (9 bits, in house order) where `digit` may still go in `house`:
    /// rows 0..9, columns 9..18, boxes 18..27, as in [`crate::House`].
    #[inline(always)]
    fn house_places(&self, house: usize, digit: usize) -> u32 {
        match house {
            0..9 => self.cands[house / 3][digit] >> (9 * (house % 3)) & LOW9,
            9..18 => {
                let c = house - 9;
                let mut m = 0;
                for band in 0..3 {
                    let b = self.cands[band][digit] >> c;
                    m |= ((b & 1) | (b >> 8 & 2) | (b >> 16 & 4)) << (3 * band);
                }
                m
            }
            _ => {
                let (band, k) = ((house - 18) / 3 % 3, (house - 18) % 3);
                let b = self.cands[band][digit] >> (3 * k);
                (b & 7) | (b >> 6 & 0o70) | (b >> 12 & 0o700)
            }
        }
    }
}

/// Whether `x` has exactly two bits (no `popcnt` on baseline x86-64).
#[inline(always)]
fn has_two_bits(x: u32) -> bool {
    let y = x & x.wrapping_sub(1);
    y != 0 && y & (y - 1) == 0
}

/// The band and in-band bit of place `j` of `house`.
fn house_cell(house: usize, j: u32) -> (usize, u32) {
    let j = j as usize;
    let (row, col) = match house {
        0..9 => (house, j),
        9..18 => (j, house - 9),
        _ => {
            let b = house - 18;
            (b / 3 * 3 + j / 3, b % 3 * 3 + j % 3)
        }
    };
    (row / 3, 1 << (9 * (row % 3) + col))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Cell, Grid, House};
    use crate::solve::contract::Switches;

    #[test]
    fn house_places_follow_house_cells() {
        let g: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .unwrap();
        let b = Board::from_grid(&g).unwrap();
        for house in House::all() {
            for (j, cell) in house.cells().iter().enumerate() {
                let d = usize::from(g.get(*cell).unwrap().get() - 1);
                assert_eq!(b.house_places(house.index(), d), 1 << j, "{house} {cell}");
                let (band, bit) = house_cell(house.index(), j as u32);
                assert_eq!(
                    Cell::from_index(band * 27 + bit.trailing_zeros() as usize),
                    *cell
                );
            }
        }
    }

    #[test]
    fn hidden_pair_clears_its_cells() {
        // Row 1 of an empty grid where digits 1 and 2 are left only in r1c1 and r1c2.
        let mut b = Board::from_grid(&Grid::EMPTY).unwrap();
        for d in 0..2 {
            b.cands[0][d] &= !(LOW9 & !0b11);
        }
        let mut counters = Counters::default();
        assert!(b.hidden_pairs::<Switches<true, false, false, true>>(&mut counters));
        assert_eq!(b.digits_at(0, 1), 0b11);
        assert_eq!(b.digits_at(0, 2), 0b11);
        assert_eq!(counters.hidden_pair_elims, 14);
    }
}
