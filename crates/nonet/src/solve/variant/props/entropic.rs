//! Three consecutive cells of an entropic line: one low (1-3), one middle (4-6), one
//! high (7-9). Pairs within two steps already differ in set (pair relations); this adds
//! the hidden single: a set with one cell of the three able to take it goes there.

use crate::solve::variant::state::{Cells, Contradiction, Flow};

/// The digits of each entropy set.
const SETS: [u16; 3] = [0b000_000_111, 0b000_111_000, 0b111_000_000];

/// Three consecutive cells of an entropic line.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct EntropicWindow {
    pub(in crate::solve::variant) cells: [u8; 3],
}

impl EntropicWindow {
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        for set in SETS {
            let mut places = self.cells.iter().filter(|&&c| cells.get(c) & set != 0);
            match (places.next(), places.next()) {
                (None, _) => return Err(Contradiction),
                (Some(&c), None) => cells.restrict(c, set)?,
                _ => {}
            }
        }
        Ok(())
    }
}
