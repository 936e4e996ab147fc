//! A zipper line: the pairs of cells the same distance from its middle all sum to one
//! total, the digit in its middle cell on a line of odd length, a total to be found on
//! a line of even length.
//!
//! ```text
//!  sums: u32   bit s-1 = total s (2..=18) still possible
//!  the middle cell's candidates are the same mask: digit v = total v
//! ```
//!
//! Each pair's possible totals are its digits' sums, shifted masks; when the pair's
//! cells are peers, a digit never pairs with itself (a total of 8 in one box is never
//! 4 + 4). The totals every pair (and the middle) allow are the only ones left, and each
//! cell keeps the digits with a partner in its pair that completes one of them. A run
//! repeats until the totals stop shrinking, so it reaches its own fixpoint.
//!
//! Pairs lying whole in one house hold distinct digits, so each takes its own pair of
//! digits `{x, total - x}`: four pairs in a box need a total with four such pairs of
//! digits (9, 10 or 11), and when there are just as many pairs of digits as pairs of
//! cells, all of those digits are used and the rest of the house loses them (one pair
//! of cells in a box totalling 3 takes 1 and 2 from the box). On "The Zip that Zips
//! the Zips" this took the guesses from 1,423 to 796; it is checked once the pairs
//! agree, as it costs more.
//!
//! (Before, a zipper went through the equal-sums propagator, as pieces of cells summing
//! alike, with digits free to repeat in a pair (4 + 4 in one box); going by
//! combinations of distinct digits there cost more per node than it saved. On "The Zip
//! that Zips the Zips" of the variant training file this propagator took the guesses
//! from 3,439 to 2,004 and the time from 46 to 12 ms.)

use crate::solve::variant::masks::{ALL, bit, digits};
use crate::solve::variant::state::{Cells, Contradiction, Flow};

/// Every total a pair of digits can make: 2..=18.
const ALL_SUMS: u32 = 0x3_FFFE;

/// A zipper line, compiled.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct Zipper {
    /// The pairs of cells the same distance from the middle, and whether the two cells
    /// of each are peers (distinct digits).
    pub(in crate::solve::variant) pairs: Vec<ZipperPair>,
    /// The middle cell of a line of odd length: its digit is the total.
    pub(in crate::solve::variant) middle: Option<u8>,
    /// The pairs lying whole in one house, house by house.
    pub(in crate::solve::variant) groups: Vec<PairsInHouse>,
}

/// Pairs of a zipper inside one house: their digits differ, so each takes its own pair
/// of digits `{x, total - x}`; and the rest of the house.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct PairsInHouse {
    /// Indices of the pairs.
    pub(in crate::solve::variant) pairs: Vec<u8>,
    /// The house's other cells.
    pub(in crate::solve::variant) rest: Vec<u8>,
}

/// Two cells the same distance from a zipper's middle.
#[derive(Clone, Copy, Debug)]
pub(in crate::solve::variant) struct ZipperPair {
    pub(in crate::solve::variant) a: u8,
    pub(in crate::solve::variant) b: u8,
    pub(in crate::solve::variant) peers: bool,
}

/// The totals `a + b` for digits `a` of `ma` and `b` of `mb` (`a != b` for peers).
#[inline(always)]
fn totals(ma: u16, mb: u16, peers: bool) -> u32 {
    digits(ma).fold(0, |out, v| {
        let partners = if peers { mb & !bit(v) } else { mb };
        out | u32::from(partners) << v
    })
}

/// The digits of `ma` with a partner in `mb` (not itself for peers) that completes one
/// of `sums`.
#[inline(always)]
fn supported(ma: u16, mb: u16, sums: u32, peers: bool) -> u16 {
    digits(ma)
        .filter(|&v| {
            let partners = if peers { mb & !bit(v) } else { mb };
            (sums >> v) as u16 & partners != 0
        })
        .fold(0, |keep, v| keep | bit(v))
}

/// The digits `total - w` for the digits `w` of `m`.
#[inline(always)]
fn complements(m: u16, total: u32) -> u16 {
    // Bit w - 1 reversed over nine bits is bit 9 - w, digit 10 - w.
    let r = u32::from(m.reverse_bits() >> 7);
    let shifted = if total >= 10 {
        r << (total - 10)
    } else {
        r >> (10 - total)
    };
    shifted as u16 & ALL
}

impl PairsInHouse {
    /// The totals of `sums` these pairs can make with a pair of digits each, no digit
    /// twice: one pair of digits `{x, total - x}` (x != total - x) for each pair of
    /// cells at least. With as many pairs of digits as pairs of cells, every one of
    /// them is used: the rest of the house loses those digits (when that holds for
    /// every total left).
    /// Returns the totals left and whether the rest of the house changed.
    fn check(
        &self,
        cells: &mut Cells,
        pairs: &[ZipperPair],
        sums: u32,
    ) -> Result<(u32, bool), Contradiction> {
        let k = self.pairs.len() as u32;
        let (mut ok, mut used) = (0u32, ALL);
        let mut left = sums;
        while left != 0 {
            let total = left.trailing_zeros() + 1;
            left &= left - 1;
            let mut digits = 0u16;
            for &i in &self.pairs {
                let p = pairs[i as usize];
                let (ma, mb) = (cells.get(p.a), cells.get(p.b));
                digits |= ma & complements(mb, total) | mb & complements(ma, total);
            }
            if total % 2 == 0 {
                digits &= !bit(total / 2);
            }
            let n = digits.count_ones() / 2;
            if n >= k {
                ok |= 1 << (total - 1);
                used &= if n == k { digits } else { 0 };
            }
        }
        if ok == 0 {
            return Err(Contradiction);
        }
        let mut changed = false;
        if used != 0 {
            for &c in &self.rest {
                changed |= cells.get(c) & used != 0;
                cells.restrict(c, !used & ALL)?;
            }
        }
        Ok((ok, changed))
    }
}

impl Zipper {
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        // The totals the pairs inside houses allow: only ever fewer, so the totals
        // below only shrink, and the loop ends.
        let mut allowed = ALL_SUMS;
        let mut last = 0u32;
        loop {
            let mut sums = allowed & self.middle.map_or(ALL_SUMS, |m| u32::from(cells.get(m)));
            for p in &self.pairs {
                sums &= totals(cells.get(p.a), cells.get(p.b), p.peers);
            }
            if sums == 0 {
                return Err(Contradiction);
            }
            if sums == last {
                // The pairs agree: now the pairs inside houses, which cost more.
                let mut rest_changed = false;
                for g in &self.groups {
                    let (ok, changed) = g.check(cells, &self.pairs, sums)?;
                    allowed &= ok;
                    sums &= ok;
                    rest_changed |= changed;
                    if sums == 0 {
                        return Err(Contradiction);
                    }
                }
                if sums == last && !rest_changed {
                    return Ok(());
                }
            }
            last = sums;
            if let Some(m) = self.middle {
                cells.restrict(m, sums as u16 & ALL)?;
            }
            for p in &self.pairs {
                let (ma, mb) = (cells.get(p.a), cells.get(p.b));
                cells.restrict(p.a, supported(ma, mb, sums, p.peers))?;
                let ma = cells.get(p.a);
                cells.restrict(p.b, supported(mb, ma, sums, p.peers))?;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs a zipper of pairs (r1c1, r1c2) and (r2c1, r2c2) (`peers`: whether each
    /// pair's cells differ), with `middle` r3c3 or none, on a grid whose cells hold
    /// `marks` (cell, candidates) and all digits elsewhere.
    fn run(marks: &[(usize, u16)], peers: bool, middle: bool) -> Result<[u16; 81], Contradiction> {
        let mut cands = [ALL; 81];
        for &(c, m) in marks {
            cands[c] = m;
        }
        let z = Zipper {
            pairs: vec![
                ZipperPair { a: 0, b: 1, peers },
                ZipperPair { a: 9, b: 10, peers },
            ],
            middle: middle.then_some(20),
            groups: Vec::new(),
        };
        z.run(&mut Cells::new(&mut cands))?;
        Ok(cands)
    }

    #[test]
    fn peers_never_pair_a_digit_with_itself() {
        // Middle 4: peers make 1 + 3 or 3 + 1, never 2 + 2.
        let out = run(&[(20, bit(4))], true, true).unwrap();
        assert_eq!(out[0], bit(1) | bit(3));
        assert_eq!(out[9], bit(1) | bit(3));
        // Cells free to repeat keep 2.
        let out = run(&[(20, bit(4))], false, true).unwrap();
        assert_eq!(out[0], bit(1) | bit(2) | bit(3));
        // A pair of peers with 2 only, or 2 and a digit too large, cannot make 4.
        assert!(
            run(
                &[(20, bit(4)), (0, bit(2)), (1, bit(2) | bit(9))],
                true,
                true
            )
            .is_err()
        );
    }

    #[test]
    fn the_pairs_share_one_total() {
        // Even line: (r1c1, r1c2) in {1, 2} x {1, 2} makes 2, 3 or 4 (3 for peers);
        // (r2c1, r2c2) with r2c1 = 9 makes 10 or more: no common total.
        assert!(run(&[(0, 0b11), (1, 0b11), (9, bit(9))], true, false).is_err());
        // With r2c1 in {1, 2} and r2c2 in {2, 9}, peers: the first pair makes 3 only,
        // so r2c1 = 1, r2c2 = 2.
        let out = run(
            &[(0, 0b11), (1, 0b11), (9, 0b11), (10, bit(2) | bit(9))],
            true,
            false,
        )
        .unwrap();
        assert_eq!((out[9], out[10]), (bit(1), bit(2)));
        // The middle keeps the totals the pairs allow.
        let out = run(&[(0, 0b11), (1, 0b11)], true, true).unwrap();
        assert_eq!(out[20], bit(3));
    }

    /// Runs a zipper of pairs (r1c1, r1c2) and (r1c3, r1c4), no middle, as pairs of
    /// row 1 (whose other cells are r1c5..r1c9), on a grid whose cells hold `marks` and
    /// all digits elsewhere.
    fn run_in_row(marks: &[(usize, u16)]) -> Result<[u16; 81], Contradiction> {
        let mut cands = [ALL; 81];
        for &(c, m) in marks {
            cands[c] = m;
        }
        let z = Zipper {
            pairs: vec![
                ZipperPair {
                    a: 0,
                    b: 1,
                    peers: true,
                },
                ZipperPair {
                    a: 2,
                    b: 3,
                    peers: true,
                },
            ],
            middle: None,
            groups: vec![PairsInHouse {
                pairs: vec![0, 1],
                rest: (4..9).collect(),
            }],
        };
        z.run(&mut Cells::new(&mut cands))?;
        Ok(cands)
    }

    #[test]
    fn pairs_in_a_house_take_a_pair_of_digits_each() {
        // Four cells of row 1 in {1, 2, 3, 4}: each pair alone could total 3 to 7, but
        // two pairs need two pairs of digits with one total: 1 + 4 and 2 + 3 make 5,
        // and no other total has two. The rest of the row loses 1 to 4.
        let low = 0b1111;
        let out = run_in_row(&[(0, low), (1, low), (2, low), (3, low)]).unwrap();
        assert_eq!(out[..4], [low; 4]);
        assert_eq!(out[4..9], [ALL & !low; 5]);
        // Without 4, every total has one pair of digits at most.
        let three = 0b111;
        assert!(run_in_row(&[(0, three), (1, three), (2, three), (3, three)]).is_err());
        // Digits to spare (1 to 6 make 7 three ways): nothing leaves the rest.
        let wide = 0b11_1111;
        let out = run_in_row(&[(0, wide), (1, wide), (2, wide), (3, wide)]).unwrap();
        assert_eq!(out[4..9], [ALL; 5]);
    }
}
