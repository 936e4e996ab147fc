//! An X-sum clue: the first X digits of the line sum to the total, X being the first
//! digit. For each X the first cell can take, the X - 1 cells after it need distinct
//! digits (not X) that make the rest of the total; the cells beyond are free.

use crate::solve::variant::masks::{bit, combos};
use crate::solve::variant::state::{Cells, Contradiction, Flow};

/// An X-sum clue over the nine cells of a row or column, nearest first.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct XSum {
    pub(in crate::solve::variant) cells: [u8; 9],
    pub(in crate::solve::variant) total: i32,
}

impl XSum {
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        let m: [u16; 9] = std::array::from_fn(|i| cells.get(self.cells[i]));
        let mut keep = [0u16; 9];
        for x in 1..=9usize {
            if m[0] & bit(x as u32) == 0 {
                continue;
            }
            let inner = &m[1..x];
            let union = inner.iter().fold(0u16, |u, &v| u | v) & !bit(x as u32);
            let mut found = false;
            for &o in combos(x - 1, self.total - x as i32) {
                if o & !union != 0 || inner.iter().any(|&v| v & o == 0) {
                    continue;
                }
                found = true;
                for k in 1..x {
                    keep[k] |= m[k] & o;
                }
            }
            if found {
                keep[0] |= bit(x as u32);
                keep[x..9].copy_from_slice(&m[x..9]);
            }
        }
        if keep[0] == 0 {
            return Err(Contradiction);
        }
        for (i, &c) in self.cells.iter().enumerate() {
            cells.restrict(c, keep[i])?;
        }
        Ok(())
    }
}
