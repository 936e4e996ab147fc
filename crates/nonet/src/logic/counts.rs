//! Candidate counts of all 81 cells at once.

use crate::grid::{CellSet, Digit};
use crate::logic::Board;

/// Every cell's number of candidates, as four bit planes over the 81 cells (a
/// bit-sliced counter fed one digit at a time): which cells hold exactly n candidates
/// in a few dozen word operations, where asking each cell costs a loop over all.
pub(crate) struct CandidateCounts([u128; 4]);

impl CandidateCounts {
    /// The counts of `board`'s cells (0 for a filled cell).
    pub(crate) fn of(board: &Board) -> CandidateCounts {
        let mut planes = [0u128; 4];
        for d in Digit::ALL {
            let mut carry = board.cells_with(d).bits();
            for plane in &mut planes {
                let next = *plane & carry;
                *plane ^= carry;
                carry = next;
            }
        }
        CandidateCounts(planes)
    }

    /// The cells with three candidates or more.
    pub(crate) fn at_least_three(&self) -> CellSet {
        let [b0, b1, b2, b3] = self.0;
        CellSet::from_bits((b0 & b1) | b2 | b3)
    }

    /// The cells with exactly `n` (0..16) candidates.
    pub(crate) fn exactly(&self, n: u32) -> CellSet {
        let mut cells = CellSet::ALL.bits();
        for (k, plane) in self.0.iter().enumerate() {
            cells &= if n >> k & 1 == 1 { *plane } else { !*plane };
        }
        CellSet::from_bits(cells)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;
    use crate::logic::testing::agreement_boards;

    #[test]
    fn counts_match_each_cell() {
        for board in agreement_boards().iter().step_by(7) {
            let counts = CandidateCounts::of(board);
            for cell in Cell::all() {
                let n = board.candidates(cell).len();
                for k in 0..=9 {
                    assert_eq!(counts.exactly(k).contains(cell), n == k, "{cell} {board:?}");
                }
                assert_eq!(counts.at_least_three().contains(cell), n >= 3);
            }
        }
    }
}
