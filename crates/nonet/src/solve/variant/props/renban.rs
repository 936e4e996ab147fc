//! A renban line: its digits are a run of consecutive digits. A run is possible when
//! every cell can take one of its digits and the cells together can take all of them;
//! each cell keeps the digits of possible runs, and a digit every possible run needs,
//! with one place left on the line, goes there. (The line's cells are peers, so its
//! digits are distinct without this.)

use crate::solve::variant::masks::ALL;
use crate::solve::variant::state::{Cells, Contradiction, Flow};

/// A renban line.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct Renban {
    pub(in crate::solve::variant) cells: Vec<u8>,
}

impl Renban {
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        let n = self.cells.len() as u32;
        let union = self.cells.iter().fold(0u16, |m, &c| m | cells.get(c));
        let (mut allowed, mut required) = (0u16, ALL);
        for start in 0..=(9 - n) {
            let run = ((1u16 << n) - 1) << start;
            if union & run != run {
                continue;
            }
            if self.cells.iter().any(|&c| cells.get(c) & run == 0) {
                continue;
            }
            allowed |= run;
            required &= run;
        }
        if allowed == 0 {
            return Err(Contradiction);
        }
        for &c in &self.cells {
            cells.restrict(c, allowed)?;
        }
        while required != 0 {
            let d = required & required.wrapping_neg();
            required &= required - 1;
            let mut places = self.cells.iter().filter(|&&c| cells.get(c) & d != 0);
            match (places.next(), places.next()) {
                (None, _) => return Err(Contradiction),
                (Some(&c), None) => cells.restrict(c, d)?,
                _ => {}
            }
        }
        Ok(())
    }
}
