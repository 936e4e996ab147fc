//! The search state and the view a propagator gets of it.
//!
//! ```text
//!  State  cands[81]: u16   bit v-1 = digit v still possible in the cell
//!         spread:    u128  bit c   = cell c is single and its digit has been taken
//!                                   out of its peers
//! ```
//! 176 bytes, copied whole at every guess (as the Interactive Sudoku Solver copies its
//! grid frame): cheaper than undoing.

use super::bits::bit;
use super::masks::ALL;

/// Bits 0..81.
pub(super) const ALL_CELLS: u128 = (1 << 81) - 1;

/// Candidates of every cell, and which singles have been spread to their peers.
#[derive(Clone, Copy)]
pub(super) struct State {
    pub(super) cands: [u16; 81],
    pub(super) spread: u128,
}

impl State {
    /// Every digit possible everywhere.
    pub(super) fn new() -> State {
        State {
            cands: [ALL; 81],
            spread: 0,
        }
    }

    /// Whether every cell is single and spread: a candidate solution.
    pub(super) fn complete(&self) -> bool {
        self.spread == ALL_CELLS
    }
}

/// A cell lost its last candidate, or a constraint cannot be met.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Contradiction;

/// What propagation steps return.
pub(super) type Flow = Result<(), Contradiction>;

/// A propagator's view of the candidates: it can read them and narrow them, and every
/// cell it narrows is recorded so the engine can wake the constraints watching it.
pub(super) struct Cells<'a> {
    cands: &'a mut [u16; 81],
    pub(super) changed: u128,
    /// The cells whose smallest or largest candidate changed (a subset of `changed`).
    pub(super) bounds: u128,
}

/// Whether narrowing `old` to `new` moved its smallest or largest digit.
#[inline(always)]
pub(super) fn bounds_moved(old: u16, new: u16) -> bool {
    let ends = old & old.wrapping_neg() | 0x8000 >> old.leading_zeros();
    (old ^ new) & ends != 0
}

impl<'a> Cells<'a> {
    pub(super) fn new(cands: &'a mut [u16; 81]) -> Cells<'a> {
        Cells {
            cands,
            changed: 0,
            bounds: 0,
        }
    }

    /// The candidates of cell `c`.
    #[inline(always)]
    pub(super) fn get(&self, c: u8) -> u16 {
        self.cands[c as usize]
    }

    /// Keeps only the candidates of `c` in `mask`; a contradiction if none is left.
    #[inline(always)]
    pub(super) fn restrict(&mut self, c: u8, mask: u16) -> Flow {
        let old = self.cands[c as usize];
        let new = old & mask;
        if new != old {
            if new == 0 {
                return Err(Contradiction);
            }
            self.cands[c as usize] = new;
            self.changed |= bit(c as usize);
            if bounds_moved(old, new) {
                self.bounds |= bit(c as usize);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds() {
        assert!(bounds_moved(0b1110, 0b1100));
        assert!(bounds_moved(0b1110, 0b0110));
        assert!(!bounds_moved(0b1110, 0b1010));
        assert!(bounds_moved(0b1_0000_0000 | 1, 1));
    }
}
