//! A quadruple: digits that must appear in a 2x2 square (a digit listed twice, twice).
//! A digit with no more places than it still needs fills them; when the digits still
//! needed take every open cell, the open cells hold nothing else.

use crate::solve::variant::masks::at_most_one;
use crate::solve::variant::state::{Cells, Contradiction, Flow};

/// A quadruple: the square's cells and how often each digit must appear.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct Quad {
    pub(in crate::solve::variant) cells: [u8; 4],
    /// (digit mask, times) for each listed digit.
    pub(in crate::solve::variant) needs: Vec<(u16, u8)>,
}

impl Quad {
    /// How many more times `d` must appear, and the open cells that can take it.
    fn still_needed(&self, cells: &Cells, d: u16, times: u8) -> (usize, [u8; 4], usize) {
        let placed = self.cells.iter().filter(|&&c| cells.get(c) == d).count();
        let mut open = [0u8; 4];
        let mut k = 0;
        for &c in &self.cells {
            let m = cells.get(c);
            if !at_most_one(m) && m & d != 0 {
                open[k] = c;
                k += 1;
            }
        }
        (usize::from(times).saturating_sub(placed), open, k)
    }

    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        for &(d, times) in &self.needs {
            let (need, open, k) = self.still_needed(cells, d, times);
            if need > k {
                return Err(Contradiction);
            }
            if need > 0 && need == k {
                for &c in &open[..k] {
                    cells.restrict(c, d)?;
                }
            }
        }
        // With the state after those placements: do the needed digits fill every open
        // cell?
        let (mut missing, mut digits) = (0usize, 0u16);
        for &(d, times) in &self.needs {
            let (need, _, k) = self.still_needed(cells, d, times);
            if need > k {
                return Err(Contradiction);
            }
            missing += need;
            if need > 0 {
                digits |= d;
            }
        }
        let open: Vec<u8> = self
            .cells
            .iter()
            .copied()
            .filter(|&c| !at_most_one(cells.get(c)))
            .collect();
        if missing > open.len() {
            return Err(Contradiction);
        }
        if missing > 0 && missing == open.len() {
            for c in open {
                cells.restrict(c, digits)?;
            }
        }
        Ok(())
    }
}
