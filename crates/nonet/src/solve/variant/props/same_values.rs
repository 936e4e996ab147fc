//! Two sets of cells that hold the same digits: where a row (or column) crosses a
//! region in three cells, the row's other six cells and the region's other six hold the
//! same six digits. A digit missing from one set leaves the other: this is pointing and
//! claiming (locked candidates) in one rule.

use crate::solve::variant::state::{Cells, Flow};

/// Two sets of cells with the same digits.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct SameValues {
    pub(in crate::solve::variant) a: Vec<u8>,
    pub(in crate::solve::variant) b: Vec<u8>,
}

impl SameValues {
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        let ua = self.a.iter().fold(0u16, |m, &c| m | cells.get(c));
        let ub = self.b.iter().fold(0u16, |m, &c| m | cells.get(c));
        if ua != ub {
            let both = ua & ub;
            for &c in self.a.iter().chain(&self.b) {
                cells.restrict(c, both)?;
            }
        }
        Ok(())
    }
}
