//! Pieces of cells whose sums are all equal: the pieces of a region-sum line inside
//! each region, the pairs of a zipper line (and its middle cell as a piece of one).
//!
//! Each piece's reachable sums are a bit set (bit s = sum s), built cell by cell by
//! shifting; the sums every piece can reach are the only ones left. A cell keeps a
//! digit when, with the other cells of its piece, it reaches one of them. Digits within
//! a piece are treated as free to repeat, which only weakens the pruning.

use crate::solve::variant::state::{Cells, Contradiction, Flow};

/// Pieces with equal sums.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct EqualSums {
    pub(in crate::solve::variant) pieces: Vec<Vec<u8>>,
}

/// The sums reachable by `cells` except the one at `skip`, from 0.
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

impl EqualSums {
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        let mut common = u128::MAX;
        for p in &self.pieces {
            common &= reachable(cells, p, usize::MAX);
        }
        if common == 0 {
            return Err(Contradiction);
        }
        for p in &self.pieces {
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
