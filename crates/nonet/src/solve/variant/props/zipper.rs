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
//! (Before, a zipper went through the equal-sums propagator, as pieces of cells summing
//! alike, with digits free to repeat in a pair (4 + 4 in one box); going by
//! combinations of distinct digits there cost more per node than it saved. On "The Zip
//! that Zips the Zips" of the variant training file this propagator took the guesses
//! from 3,439 to 2,004 and the time from 46 to 12 ms.)

use crate::solve::variant::masks::{ALL, bit};
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
    let mut out = 0u32;
    let mut m = ma;
    while m != 0 {
        let v = m.trailing_zeros() + 1;
        m &= m - 1;
        let partners = if peers { mb & !bit(v) } else { mb };
        out |= u32::from(partners) << v;
    }
    out
}

/// The digits of `ma` with a partner in `mb` (not itself for peers) that completes one
/// of `sums`.
#[inline(always)]
fn supported(ma: u16, mb: u16, sums: u32, peers: bool) -> u16 {
    let mut keep = 0u16;
    let mut m = ma;
    while m != 0 {
        let v = m.trailing_zeros() + 1;
        m &= m - 1;
        let partners = if peers { mb & !bit(v) } else { mb };
        if (sums >> v) as u16 & partners != 0 {
            keep |= bit(v);
        }
    }
    keep
}

impl Zipper {
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        let mut last = 0u32;
        loop {
            let mut sums = self.middle.map_or(ALL_SUMS, |m| u32::from(cells.get(m)));
            for p in &self.pairs {
                sums &= totals(cells.get(p.a), cells.get(p.b), p.peers);
            }
            if sums == 0 {
                return Err(Contradiction);
            }
            if sums == last {
                return Ok(());
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
}
