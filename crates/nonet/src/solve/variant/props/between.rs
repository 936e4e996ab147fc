//! A between line: the inner digits lie strictly between the two circles' digits.
//!
//! Either circle may be the low one. For each way round: the low circle must be below
//! every inner cell, so below the smallest of the inner cells' largest candidates; the
//! high circle above the largest of their smallest candidates; and there must be room
//! for a digit between them. An inner cell keeps the digits strictly between the lowest
//! possible low circle and the highest possible high circle.

use crate::solve::variant::masks::{at_least, at_most, max_value, min_value};
use crate::solve::variant::state::{Cells, Contradiction, Flow};

/// A between line with at least one inner cell.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct Between {
    pub(in crate::solve::variant) ends: [u8; 2],
    pub(in crate::solve::variant) inner: Vec<u8>,
}

impl Between {
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        // The low circle stays below `ceiling`, the high one above `floor`.
        let (mut ceiling, mut floor) = (9i32, 1i32);
        for &c in &self.inner {
            let m = cells.get(c);
            ceiling = ceiling.min(max_value(m) as i32);
            floor = floor.max(min_value(m) as i32);
        }
        let [a, b] = self.ends;
        let (ma, mb) = (cells.get(a), cells.get(b));
        let (mut keep_a, mut keep_b, mut keep_inner) = (0u16, 0u16, 0u16);
        // a low and b high; then b low and a high.
        for (low, high, low_is_a) in [(ma, mb, true), (mb, ma, false)] {
            let low = low & at_most(ceiling - 1);
            let high = high & at_least(floor + 1);
            if low == 0 || high == 0 {
                continue;
            }
            let (lowest, highest) = (min_value(low) as i32, max_value(high) as i32);
            let low = low & at_most(highest - 2);
            let high = high & at_least(lowest + 2);
            if low == 0 || high == 0 {
                continue;
            }
            keep_inner |= at_least(lowest + 1) & at_most(highest - 1);
            if low_is_a {
                keep_a |= low;
                keep_b |= high;
            } else {
                keep_b |= low;
                keep_a |= high;
            }
        }
        if keep_inner == 0 {
            return Err(Contradiction);
        }
        cells.restrict(a, keep_a)?;
        cells.restrict(b, keep_b)?;
        for &c in &self.inner {
            cells.restrict(c, keep_inner)?;
        }
        Ok(())
    }
}
