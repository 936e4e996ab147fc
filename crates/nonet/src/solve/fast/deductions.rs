//! Deductions: everything the search propagates between two guesses.
//!
//! Five rules run to a fixpoint, cheapest first:
//!
//! 1. **Band update** (`Board::update_band`), per band and digit whose cells changed.
//!    The digit's *triads* in the band (row r meets box k: three cells) must form one
//!    of six permutation patterns, one triad per row and per box; cells of triads
//!    outside every pattern the band still allows go. That single table lookup does
//!    pointing and claiming along rows, and more (two rows confined to the same two
//!    boxes give the third box to the third row). A row left with one cell is a
//!    *hidden single*; a box left with one cell leaves its row with one cell too, so
//!    box singles come out the same way. Where a box has the digit in one column
//!    only, that column is the digit's in this band, and it leaves the other two
//!    bands (pointing along columns; it is also how a placement clears its column).
//! 2. **Naked singles** (`Board::naked_singles`): a cell with one candidate left.
//!    The same pass finds the cells with none, a contradiction.
//! 3. **Stack pass** (`Board::stack_pass`): the band update turned by 90 degrees. In
//!    a stack, a digit's vertical triads (band b meets column c) must also form a
//!    permutation pattern; this adds claiming from columns into boxes, and with the
//!    band update after it, hidden singles in columns. It runs only once the first
//!    two rules are stuck, on the digits that changed since it last ran, so the easy
//!    puzzles that rules 1 and 2 solve alone never pay for it.
//! 4. **Triad capacity** (`triads.rs`): each triad holds exactly three digits.
//! 5. **Hidden pairs**, only under the heavy rules (see `heavy.rs`).
//!
//! Tried, and slower (instructions counted with callgrind over 5,000 17-clue puzzles
//! and 100 of `hardest_1000.txt`):
//!
//! - marking each changed entry in a pending mask instead of comparing all 27
//!   entries with `seen` after each sweep: +43% on 17-clue puzzles (a variable shift
//!   per update costs more than the sweep it saves);
//! - comparing a whole band (`[u32; 9]`) first and its entries only if it differs:
//!   +25%;
//! - skipping the last, empty sweep when no update touched another entry: +10%;
//! - skipping the row-single lookups when the digit has no open cell in the band:
//!   +2%;
//! - loading a digit's givens of a band in bulk (their rows and boxes at once, with
//!   a separate clash check) instead of one by one: 2% slower on 17-clue puzzles.
//!
//! Instructions are not the whole story: the placement of hidden singles and the
//! loading of givens are branch-free because a branch there mispredicts about half the
//! time. That costs 6% more instructions over 17-clue puzzles but removes 40% of the
//! mispredictions, and is 1 to 3% faster on 17-clue and hardest puzzles (CPU time
//! per pass, runs alternated).
//! - keeping the triad and stack caches current in every band update rather than
//!   refreshing them in the stack pass: most updates on easy puzzles never reach a
//!   stack pass, so the work was mostly wasted.

use super::board::{Board, band_triads, columns, gather, other_bands, stack_triads};
use super::tables::{BAND, LOW9, PERMUTABLE, PERMUTABLE_CELLS, REPLICATE, SINGLE};
use crate::solve::contract::{Counters, Policy};

/// Propagation met a cell, a row or a box where no candidate is left: this branch
/// of the search has no solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Contradiction;

/// The other two bands of each band.
const OTHER: [(usize, usize); 3] = [(1, 2), (2, 0), (0, 1)];

/// The cells of `m` alone in their row of the band.
#[inline(always)]
fn row_singles(m: u32) -> u32 {
    u32::from(SINGLE[(m & LOW9) as usize])
        | u32::from(SINGLE[(m >> 9 & LOW9) as usize]) << 9
        | u32::from(SINGLE[(m >> 18 & LOW9) as usize]) << 18
}

impl Board {
    /// Propagates to a fixpoint: afterwards the board is solved, or stuck and ready
    /// for the next guess.
    #[inline]
    pub(crate) fn propagate<P: Policy>(
        &mut self,
        counters: &mut Counters,
    ) -> Result<(), Contradiction> {
        loop {
            self.update_bands::<P>(counters)?;
            if self.is_solved() {
                return Ok(());
            }
            if self.naked_singles()? {
                continue;
            }
            if self.stack_pass::<P>(counters)? {
                continue;
            }
            if self.triad_pass::<P>(counters)? {
                continue;
            }
            if P::HEAVY && self.hidden_pairs::<P>(counters) {
                continue;
            }
            return Ok(());
        }
    }

    /// Runs the band update on every band and digit whose cells changed since it last
    /// ran there, until none did.
    #[inline(always)]
    fn update_bands<P: Policy>(&mut self, counters: &mut Counters) -> Result<(), Contradiction> {
        loop {
            // Bit `9*band + digit` for each entry that changed since its update; a
            // branch-free loop the compiler turns into a few vector compares.
            let mut changed = 0u32;
            let (cands, seen) = (self.cands.as_flattened(), self.seen.as_flattened());
            for i in 0..27 {
                changed |= u32::from(cands[i] != seen[i]) << i;
            }
            if changed == 0 {
                return Ok(());
            }
            self.updated |= changed;
            while changed != 0 {
                let i = changed.trailing_zeros() as usize;
                changed &= changed - 1;
                self.update_band::<P>(i / 9 % 3, i % 9, counters)?;
            }
        }
    }

    /// The band update of `digit` in `band` (rule 1 of the module docs).
    #[inline(always)]
    fn update_band<P: Policy>(
        &mut self,
        band: usize,
        digit: usize,
        counters: &mut Counters,
    ) -> Result<(), Contradiction> {
        let old = self.cands[band][digit];
        let new = old & PERMUTABLE_CELLS[band_triads(old) as usize];
        if new == 0 {
            return Err(Contradiction);
        }
        self.cands[band][digit] = new;
        self.seen[band][digit] = new;

        let keep = other_bands(columns(new));
        let (b1, b2) = OTHER[band];
        if P::HEAVY && P::STATS {
            counters.locked_candidate_elims += u64::from((old & !new).count_ones());
            // Count a column cleared from the other bands as a pointing elimination
            // only while this band still has two or more cells in it; a column with
            // one cell left is a placement clearing its peers.
            let (r0, r1, r2) = (new & LOW9, new >> 9 & LOW9, new >> 18);
            let shared = ((r0 & r1) | (r0 & r2) | (r1 & r2)) * REPLICATE;
            let pointing = !keep & shared & BAND;
            counters.locked_candidate_elims += u64::from(
                (self.cands[b1][digit] & pointing).count_ones()
                    + (self.cands[b2][digit] & pointing).count_ones(),
            );
        }
        self.cands[b1][digit] &= keep;
        self.cands[b2][digit] &= keep;

        // Branch-free: whether a row just came down to one cell is a coin toss for
        // the branch predictor, and clearing nothing from nine words costs less.
        let fresh = row_singles(new) & self.unsolved[band];
        if P::STATS {
            counters.hidden_singles += u64::from(fresh.count_ones());
        }
        self.unsolved[band] &= !fresh;
        for d in 0..9 {
            self.cands[band][d] &= !fresh;
        }
        self.cands[band][digit] = new;
        Ok(())
    }

    /// Places every naked single (rule 2). True if it placed something.
    #[inline(always)]
    fn naked_singles(&mut self) -> Result<bool, Contradiction> {
        let mut placed = false;
        for band in 0..3 {
            // Bit-sliced counts: cells with at least one, at least two candidates.
            let (mut one, mut two) = (0u32, 0u32);
            for d in 0..9 {
                let m = self.cands[band][d];
                two |= one & m;
                one |= m;
            }
            if one != BAND {
                return Err(Contradiction);
            }
            let mut singles = one & !two & self.unsolved[band];
            while singles != 0 {
                let bit = singles & singles.wrapping_neg();
                singles ^= bit;
                placed = true;
                // Which digit it is: looked up without branching, since any of the
                // nine is as likely.
                let digits = self.digits_at(band, bit);
                if digits == 0 {
                    // An earlier single of this pass took the cell's last candidate.
                    return Err(Contradiction);
                }
                self.place(band, bit, digits.trailing_zeros() as usize % 9);
            }
        }
        Ok(placed)
    }

    /// The stack pass (rule 3) over the digits that changed since it last ran. True
    /// if it removed a candidate.
    ///
    /// It first refreshes [`Board::stacks`] (each stack's 3x3 pattern, band by column,
    /// as nine adjacent bits) for the digits updated since it last ran, and only looks
    /// at those: a digit whose bands did not change cannot give anything new.
    #[inline(never)]
    fn stack_pass<P: Policy>(&mut self, counters: &mut Counters) -> Result<bool, Contradiction> {
        let mut dirty = self.refresh();
        let mut changed = false;
        while dirty != 0 {
            let digit = dirty.trailing_zeros() as usize;
            dirty &= dirty - 1;
            let v = self.stacks[digit];
            let mut keep = 0;
            for s in 0..3 {
                let p = u32::from(PERMUTABLE[stack_triads(v, s) as usize]);
                if p == 0 {
                    return Err(Contradiction);
                }
                keep |= p << (9 * s);
            }
            if keep == v {
                continue;
            }
            changed = true;
            for b in 0..3 {
                let old = self.cands[b][digit];
                let new = old & (gather(keep, b) * REPLICATE);
                if P::HEAVY && P::STATS {
                    counters.locked_candidate_elims += u64::from((old & !new).count_ones());
                }
                self.cands[b][digit] = new;
            }
        }
        Ok(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::solve::contract::Switches;

    type Plain = Switches<false, false, false, false>;

    fn propagated(line: &str) -> Result<Board, Contradiction> {
        let g: Grid = line.parse().unwrap();
        let mut b = Board::from_grid(&g).unwrap();
        b.propagate::<Plain>(&mut Counters::default()).map(|()| b)
    }

    #[test]
    fn singles_solve_an_easy_puzzle() {
        let b = propagated(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        assert!(b.is_solved());
        assert!(b.is_valid_solution());
    }

    #[test]
    fn row_singles_keep_lone_cells_only() {
        assert_eq!(
            row_singles(0b100 | 0b101 << 9 | 0b1 << 26),
            0b100 | 0b1 << 26
        );
    }

    #[test]
    fn column_hidden_single_is_found() {
        // An empty grid where digit 1 has been ruled out of column 1 everywhere but
        // r9c1: no row or box is down to one cell, only the column is.
        let mut b = Board::from_grid(&Grid::EMPTY).unwrap();
        for row in 0..8 {
            b.remove(row / 3, 1 << (9 * (row % 3)), 0);
        }
        b.propagate::<Plain>(&mut Counters::default()).unwrap();
        let r9c1 = 1 << 18;
        assert_eq!(b.digits_at(2, r9c1), 1);
        assert_eq!(b.unsolved[2] & r9c1, 0);
    }
}
