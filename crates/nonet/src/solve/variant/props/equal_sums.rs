//! Pieces of cells whose sums are all equal: the pieces of a region-sum line inside
//! each region. (A zipper line has its own propagator, `zipper.rs`.)
//!
//! Each piece's reachable sums are a bit set (bit s = sum s); the sums every piece can
//! reach are the only ones left, and each cell keeps the digits that, with the other
//! cells of its piece, reach one of them.
//!
//! A piece whose cells are mutual peers (a region-sum line's piece lies in one region)
//! holds distinct digits: its sums are those of the combinations of distinct digits
//! that its open cells' candidates can hold (each open cell takes a digit of the
//! combination), as in a cage. Other pieces' digits are free to repeat, built cell by
//! cell by shifting. (Treating a region's piece as free to repeat, as before, let
//! 1 + 1 stand for 2.)

use crate::solve::variant::masks::{ALL, at_most_one, combos, value};
use crate::solve::variant::state::{Cells, Contradiction, Flow};

/// Pieces with equal sums.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct EqualSums {
    pub(in crate::solve::variant) pieces: Vec<Vec<u8>>,
    /// For each piece, whether it goes by combinations of distinct digits (its cells
    /// are mutual peers).
    pub(in crate::solve::variant) distinct: Vec<bool>,
}

/// The sums reachable by `cells` except the one at `skip`, from 0, digits free to
/// repeat.
fn reachable(cells: &Cells, piece: &[u8], skip: usize) -> u128 {
    let mut sums = 1u128;
    for (i, &c) in piece.iter().enumerate() {
        if i == skip {
            continue;
        }
        let m = cells.get(c);
        let mut next = 0u128;
        for v in 1..=9 {
            if m >> (v - 1) & 1 == 1 {
                next |= sums << v;
            }
        }
        sums = next;
    }
    sums
}

/// A piece of mutual peers: its placed digits and their sum, and its open cells'
/// candidates.
struct Distinct {
    placed: u16,
    fixed: u32,
    open: [u16; 9],
    n: usize,
}

impl Distinct {
    fn new(cells: &Cells, piece: &[u8]) -> Result<Distinct, Contradiction> {
        let mut d = Distinct {
            placed: 0,
            fixed: 0,
            open: [0; 9],
            n: 0,
        };
        for &c in piece {
            let m = cells.get(c);
            if at_most_one(m) {
                if d.placed & m != 0 {
                    return Err(Contradiction);
                }
                d.placed |= m;
                d.fixed += value(m);
            } else {
                d.open[d.n] = m;
                d.n += 1;
            }
        }
        Ok(d)
    }

    /// Calls `f(combination, sum)` for each combination of distinct digits, one per
    /// open cell, that the open cells can hold (each takes one of its digits), with
    /// the sum of the whole piece.
    fn each(&self, mut f: impl FnMut(u16, u32)) {
        let open = &self.open[..self.n];
        let union = open.iter().fold(0u16, |u, &m| u | m) & !self.placed;
        for s in 0..=45 {
            for &o in combos(self.n, s) {
                if o & !union == 0 && open.iter().all(|&m| m & o != 0) {
                    f(o, self.fixed + s as u32);
                }
            }
        }
    }

    /// The sums the piece can reach.
    fn sums(&self) -> u128 {
        let mut out = 0u128;
        self.each(|_, s| out |= 1 << s);
        out
    }
}

impl EqualSums {
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        let mut common = u128::MAX;
        for (p, &distinct) in self.pieces.iter().zip(&self.distinct) {
            common &= if distinct {
                Distinct::new(cells, p)?.sums()
            } else {
                reachable(cells, p, usize::MAX)
            };
        }
        if common == 0 {
            return Err(Contradiction);
        }
        for (p, &distinct) in self.pieces.iter().zip(&self.distinct) {
            if distinct {
                let d = Distinct::new(cells, p)?;
                let mut support = [0u16; 9];
                d.each(|o, s| {
                    if common >> s & 1 == 1 {
                        for (k, &m) in support.iter_mut().zip(&d.open[..d.n]) {
                            *k |= m & o;
                        }
                    }
                });
                let mut i = 0;
                for &c in p {
                    if !at_most_one(cells.get(c)) {
                        cells.restrict(c, support[i] & ALL)?;
                        i += 1;
                    }
                }
                continue;
            }
            for (i, &c) in p.iter().enumerate() {
                let others = reachable(cells, p, i);
                let m = cells.get(c);
                let mut keep = 0u16;
                for v in 1..=9 {
                    if m >> (v - 1) & 1 == 1 && (others << v) & common != 0 {
                        keep |= 1 << (v - 1);
                    }
                }
                cells.restrict(c, keep)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs r1c1 = the piece r1c2 + r1c3 (`distinct`: whether that piece's digits differ)
    /// on a grid whose cells hold `marks` (cell, candidates) and all digits elsewhere.
    fn run(marks: &[(usize, u16)], distinct: bool) -> Result<[u16; 81], Contradiction> {
        let mut cands = [ALL; 81];
        for &(c, m) in marks {
            cands[c] = m;
        }
        let p = EqualSums {
            pieces: vec![vec![0], vec![1, 2]],
            distinct: vec![true, distinct],
        };
        p.run(&mut Cells::new(&mut cands))?;
        Ok(cands)
    }

    #[test]
    fn a_piece_of_peers_cannot_repeat_a_digit() {
        // A single cell equal to a two-cell piece of peers that holds 1 or 2 each: the
        // piece makes 3 only (1 + 2), never 2 (1 + 1) or 4 (2 + 2).
        assert_eq!(run(&[(1, 0b11), (2, 0b11)], true).unwrap()[0], 0b100);
        // The same cells free to repeat keep 2, 3 and 4.
        assert_eq!(run(&[(1, 0b11), (2, 0b11)], false).unwrap()[0], 0b1110);
    }

    #[test]
    fn placed_digits_count_and_exclude() {
        // Piece [r1c2 = 3, r1c3 open] equal to r1c1 in {4, 5}: r1c3 is 1 or 2, never 3.
        assert_eq!(run(&[(0, 0b1_1000), (1, 0b100)], true).unwrap()[2], 0b11);
        // A repeated placed digit contradicts.
        assert!(run(&[(1, 0b100), (2, 0b100)], true).is_err());
    }
}
