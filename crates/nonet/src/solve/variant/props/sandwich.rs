//! A sandwich clue: the digits between the 1 and the 9 of a line sum to the total.
//!
//! Every placement of the 1 and the 9 and every set of distinct digits from 2 to 8 that
//! makes the total between them is an option, if the cells between can hold that set
//! and the cells outside can hold the other digits. Each cell keeps what some option
//! gives it.

use crate::solve::variant::masks::{ALL, bit, combos};
use crate::solve::variant::state::{Cells, Contradiction, Flow};

/// The digits 2 to 8.
const FILLING: u16 = ALL & !bit(1) & !bit(9);

/// A sandwich clue over the nine cells of a row or column.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct Sandwich {
    pub(in crate::solve::variant) cells: [u8; 9],
    pub(in crate::solve::variant) total: i32,
}

impl Sandwich {
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        let m: [u16; 9] = std::array::from_fn(|i| cells.get(self.cells[i]));
        let mut keep = [0u16; 9];
        for i in 0..9 {
            for j in i + 1..9 {
                let ends = [(bit(1), bit(9)), (bit(9), bit(1))]
                    .into_iter()
                    .filter(|&(x, y)| m[i] & x != 0 && m[j] & y != 0);
                for (x, y) in ends {
                    self.options(&m, i, j, x, y, &mut keep);
                }
            }
        }
        if keep.iter().all(|&k| k == 0) {
            return Err(Contradiction);
        }
        for (i, &c) in self.cells.iter().enumerate() {
            cells.restrict(c, keep[i])?;
        }
        Ok(())
    }

    /// The options with the ends at `i` (digit mask `x`) and `j` (`y`).
    fn options(&self, m: &[u16; 9], i: usize, j: usize, x: u16, y: u16, keep: &mut [u16; 9]) {
        let inner = &m[i + 1..j];
        let union = inner.iter().fold(0u16, |u, &v| u | v) & FILLING;
        let outside_union = (0..9)
            .filter(|&k| k < i || k > j)
            .fold(0u16, |u, k| u | m[k]);
        for &o in combos(inner.len(), self.total) {
            if o & !union != 0 || inner.iter().any(|&v| v & o == 0) {
                continue;
            }
            let left = FILLING & !o;
            if left & !outside_union != 0 || (0..9).any(|k| (k < i || k > j) && m[k] & left == 0) {
                continue;
            }
            keep[i] |= x;
            keep[j] |= y;
            for k in 0..9 {
                if k > i && k < j {
                    keep[k] |= m[k] & o;
                } else if k < i || k > j {
                    keep[k] |= m[k] & left;
                }
            }
        }
    }
}
