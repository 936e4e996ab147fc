//! Pieces of cells whose sums are all equal: the pieces of a region-sum line inside
//! each region. (A zipper line has its own propagator, `zipper.rs`.)
//!
//! ```text
//!  sums: u64   bit s = the piece can sum to s (0..=45)
//! ```
//!
//! A piece lies in one region, so its cells are mutual peers and hold distinct digits
//! (treating them as free to repeat, as once, let 1 + 1 stand for 2). Each piece's
//! reachable sums are a bit set; the sums every piece can reach are the only ones
//! left, and each cell keeps the digits that, with distinct digits of the piece's other
//! cells, reach one of them.
//!
//! Pieces of up to three open cells, nearly all of them, go cell by cell: each open
//! cell's digits, the next one's other digits, and the third one's digits shifted by
//! the two before; that is exact. Larger pieces go by the combinations of distinct
//! digits their open cells' candidates can hold, as a cage does (each open cell must
//! take a digit of the combination, which does not quite make it exact). (Every piece
//! went by combinations before: on the Raw Spaghetti region-sum puzzle of the variant
//! training file that run took two thirds of the solving time.)

use crate::solve::variant::masks::{ALL, at_most_one, bit, combos, digits, value};
use crate::solve::variant::state::{Cells, Contradiction, Flow};

/// Pieces with equal sums, each of mutual peers.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct EqualSums {
    pub(in crate::solve::variant) pieces: Vec<Vec<u8>>,
}

/// The digits of `m` as a sum set: bit v for digit v.
#[inline(always)]
fn as_sums(m: u16) -> u64 {
    u64::from(m) << 1
}

/// The digits of `m` that `sums` holds: bit v - 1 for sum v.
#[inline(always)]
fn digits_in(sums: u64, m: u16) -> u16 {
    (sums >> 1) as u16 & m
}

/// A piece: its placed digits and their sum, and its open cells' candidates without
/// the placed digits.
struct Piece {
    placed: u16,
    fixed: u32,
    open: [u16; 9],
    n: usize,
}

impl Piece {
    fn new(cells: &Cells, piece: &[u8]) -> Result<Piece, Contradiction> {
        let mut d = Piece {
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
        for m in &mut d.open[..d.n] {
            *m &= !d.placed;
        }
        Ok(d)
    }

    /// The sums the piece can reach.
    fn sums(&self) -> u64 {
        let o = &self.open;
        let open_sums = match self.n {
            0 => 1,
            1 => as_sums(o[0]),
            2 => pair_sums(o[0], o[1]),
            3 => {
                let mut out = 0u64;
                for v in digits(o[0]) {
                    out |= pair_sums(o[1] & !bit(v), o[2] & !bit(v)) << v;
                }
                out
            }
            _ => {
                let mut out = 0u64;
                self.each_combination(|_, s| out |= 1 << s);
                out
            }
        };
        open_sums << self.fixed
    }

    /// For each open cell, its digits that reach a sum of `sums` with distinct digits
    /// of the others.
    fn support(&self, sums: u64) -> [u16; 9] {
        let t = sums >> self.fixed;
        let o = &self.open;
        let mut keep = [0u16; 9];
        match self.n {
            0 => {}
            1 => keep[0] = digits_in(t, o[0]),
            2 => {
                for v in digits(o[0]) {
                    let partners = digits_in(t >> v, o[1] & !bit(v));
                    if partners != 0 {
                        keep[0] |= bit(v);
                        keep[1] |= partners;
                    }
                }
            }
            3 => {
                for v in digits(o[0]) {
                    for w in digits(o[1] & !bit(v)) {
                        let thirds = digits_in(t >> (v + w), o[2] & !bit(v) & !bit(w));
                        if thirds != 0 {
                            keep[0] |= bit(v);
                            keep[1] |= bit(w);
                            keep[2] |= thirds;
                        }
                    }
                }
            }
            _ => self.each_combination(|c, s| {
                if t >> s & 1 == 1 {
                    for (k, &m) in keep.iter_mut().zip(&self.open[..self.n]) {
                        *k |= m & c;
                    }
                }
            }),
        }
        keep
    }

    /// Calls `f(combination, sum)` for each combination of distinct digits, one per
    /// open cell, that the open cells can hold (each has one of its digits), with its
    /// sum.
    fn each_combination(&self, mut f: impl FnMut(u16, u32)) {
        let open = &self.open[..self.n];
        let union = open.iter().fold(0u16, |u, &m| u | m);
        for s in 0..=45 {
            for &c in combos(self.n, s) {
                if c & !union == 0 && open.iter().all(|&m| m & c != 0) {
                    f(c, s as u32);
                }
            }
        }
    }
}

/// The sums `v + w` of distinct digits, `v` of `a` and `w` of `b`.
#[inline(always)]
fn pair_sums(a: u16, b: u16) -> u64 {
    digits(a).fold(0, |out, v| out | as_sums(b & !bit(v)) << v)
}

impl EqualSums {
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        let mut common = u64::MAX;
        for p in &self.pieces {
            common &= Piece::new(cells, p)?.sums();
        }
        if common == 0 {
            return Err(Contradiction);
        }
        for p in &self.pieces {
            let piece = Piece::new(cells, p)?;
            let keep = piece.support(common);
            let mut i = 0;
            for &c in p {
                if !at_most_one(cells.get(c)) {
                    cells.restrict(c, keep[i] & ALL)?;
                    i += 1;
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs `pieces` of equal sums on a grid whose cells hold `marks` (cell,
    /// candidates) and all digits elsewhere.
    fn run(pieces: &[&[u8]], marks: &[(usize, u16)]) -> Result<[u16; 81], Contradiction> {
        let mut cands = [ALL; 81];
        for &(c, m) in marks {
            cands[c] = m;
        }
        let p = EqualSums {
            pieces: pieces.iter().map(|p| p.to_vec()).collect(),
        };
        p.run(&mut Cells::new(&mut cands))?;
        Ok(cands)
    }

    #[test]
    fn a_piece_of_peers_cannot_repeat_a_digit() {
        // r1c1 equal to the piece r1c2 + r1c3, whose cells hold 1 or 2 each: the piece
        // makes 3 only (1 + 2), never 2 (1 + 1) or 4 (2 + 2).
        assert_eq!(
            run(&[&[0], &[1, 2]], &[(1, 0b11), (2, 0b11)]).unwrap()[0],
            0b100
        );
    }

    #[test]
    fn placed_digits_count_and_exclude() {
        // Piece [r1c2 = 3, r1c3 open] equal to r1c1 in {4, 5}: r1c3 is 1 or 2, never 3.
        let out = run(&[&[0], &[1, 2]], &[(0, 0b1_1000), (1, 0b100)]).unwrap();
        assert_eq!(out[2], 0b11);
        // A repeated placed digit contradicts.
        assert!(run(&[&[0], &[1, 2]], &[(1, 0b100), (2, 0b100)]).is_err());
    }

    #[test]
    fn a_digit_needs_distinct_partners() {
        // The piece [r1c1, r1c2] with r1c1 in {1, 2}, r1c2 in {1, 3}, equal to r2c1 = 3:
        // only 2 + 1 makes 3 (1 + 1 repeats, 1 + 3 and 2 + 3 overshoot), so r1c1 = 2 and
        // r1c2 = 1. (By combinations, {1, 2} left r1c1 both digits.)
        let out = run(&[&[0, 1], &[9]], &[(0, 0b11), (1, 0b101), (9, 0b100)]).unwrap();
        assert_eq!((out[0], out[1]), (bit(2), bit(1)));
        // Three open cells: r1c1..r1c3 in {1, 2}, {1, 2}, {1, 2, 3, 4} equal to r2c1 = 7:
        // 1 + 2 + 4 or 2 + 1 + 4, so r1c3 = 4. (By combinations, {1, 2, 4} left it 1 and
        // 2 as well.)
        let out = run(
            &[&[0, 1, 2], &[9]],
            &[(0, 0b11), (1, 0b11), (2, 0b1111), (9, bit(7))],
        )
        .unwrap();
        assert_eq!(out[2], bit(4));
    }

    #[test]
    fn larger_pieces_go_by_combinations() {
        // Four open cells in {1, 2, 3, 4, 5} sum to 10 at least: never to r2c1 in
        // {1, 9}.
        let out = run(
            &[&[0, 1, 2, 3], &[9]],
            &[
                (0, 0x1F),
                (1, 0x1F),
                (2, 0x1F),
                (3, 0x1F),
                (9, bit(9) | bit(1)),
            ],
        );
        assert!(out.is_err());
        // Equal to r2c1 + r2c2 = 9 + 1: only 1 + 2 + 3 + 4, so no 5.
        let out = run(
            &[&[0, 1, 2, 3], &[9, 10]],
            &[
                (0, 0x1F),
                (1, 0x1F),
                (2, 0x1F),
                (3, 0x1F),
                (9, bit(9)),
                (10, 0b1),
            ],
        )
        .unwrap();
        assert_eq!(out[..4], [0xF; 4]);
        // The same with r1c5 = 9 placed in the piece, equal to 9 + 8 + 2.
        let out = run(
            &[&[0, 1, 2, 3, 4], &[9, 10, 11]],
            &[
                (0, 0x1F),
                (1, 0x1F),
                (2, 0x1F),
                (3, 0x1F),
                (4, bit(9)),
                (9, bit(9)),
                (10, bit(8)),
                (11, bit(2)),
            ],
        )
        .unwrap();
        assert_eq!(out[..4], [0xF; 4]);
    }
}
