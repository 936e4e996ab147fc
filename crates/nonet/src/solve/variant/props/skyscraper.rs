//! A skyscraper clue: seen from the clue, `count` digits are taller than every digit
//! before them. A walk along the line in states (tallest so far, number seen): a cell
//! keeps a digit when some state reachable before it leads, through that digit, to a
//! state from which the clue's count can still be reached by the end.

use crate::solve::variant::state::{Cells, Contradiction, Flow};

/// A skyscraper clue over the nine cells of a row or column, nearest first.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct Skyscraper {
    pub(in crate::solve::variant) cells: [u8; 9],
    pub(in crate::solve::variant) count: u32,
}

impl Skyscraper {
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        let m: [u16; 9] = std::array::from_fn(|i| cells.get(self.cells[i]));
        // forward[p][t]: the counts seen reachable before cell p with tallest t.
        let mut forward = [[0u16; 10]; 10];
        forward[0][0] = 1;
        for p in 0..9 {
            for t in 0..10 {
                let seen = forward[p][t];
                if seen == 0 {
                    continue;
                }
                for v in 1..=9usize {
                    if m[p] >> (v - 1) & 1 == 0 {
                        continue;
                    }
                    if v > t {
                        forward[p + 1][v] |= seen << 1;
                    } else {
                        forward[p + 1][t] |= seen;
                    }
                }
            }
        }
        // backward[p][t]: the counts before cell p, with tallest t, that can end at
        // exactly `count`.
        let mut backward = [[0u16; 10]; 10];
        backward[9] = [1 << self.count; 10];
        for p in (0..9).rev() {
            for t in 0..10 {
                let mut ok = 0u16;
                for v in 1..=9usize {
                    if m[p] >> (v - 1) & 1 == 0 {
                        continue;
                    }
                    ok |= if v > t {
                        backward[p + 1][v] >> 1
                    } else {
                        backward[p + 1][t]
                    };
                }
                backward[p][t] = ok;
            }
        }
        if forward[0][0] & backward[0][0] == 0 {
            return Err(Contradiction);
        }
        for p in 0..9 {
            let mut keep = 0u16;
            for v in 1..=9usize {
                if m[p] >> (v - 1) & 1 == 0 {
                    continue;
                }
                let ok = (0..10).any(|t| {
                    let after = if v > t {
                        backward[p + 1][v] >> 1
                    } else {
                        backward[p + 1][t]
                    };
                    forward[p][t] & after != 0
                });
                if ok {
                    keep |= 1 << (v - 1);
                }
            }
            cells.restrict(self.cells[p], keep)?;
        }
        Ok(())
    }
}
