//! Triad capacity: each triad holds exactly three digits.
//!
//! A triad is the three cells where a row or a column meets a box. Its cells are
//! three different digits of one row (or column), so exactly three digits have their
//! triad there. The band update and the stack pass reason about one digit at a time;
//! this rule is the one that looks across digits (tdoku's "3 of 9" clauses):
//!
//! - a triad that only three digits can still use must hold all three: each of them
//!   leaves the rest of the triad's line and box;
//! - a triad that three digits must use (it is in every configuration left to them)
//!   is full: every other digit leaves its cells;
//! - fewer than three possible, or more than three forced, is a contradiction.
//!
//! Without it, branching on configurations goes blind on sparse grids: nothing stops
//! a fourth digit from being given a triad that three others already fill, and on
//! the empty grid the search wandered through thousands of dead ends before its first
//! solution.
//!
//! ```text
//!  per band, 9-bit triad patterns of the nine digits, counted bit-sliced:
//!
//!  possible[d] = triads[band][d] (the cached band_triads)   forced[d] = FORCED[possible[d]]
//!  at_least_k  = triads that k or more digits can use (k = 1..4)
//! ```

use super::board::{Board, stack_triads};
use super::policy::{Counters, Policy};
use super::propagate::Contradiction;
use super::tables::{BAND, FORCED, LOW9, REPLICATE, TRIAD_CELLS, TRIAD_CONFLICTS};

/// Bit-sliced counters of how many digits have each of the nine triads.
#[derive(Default)]
struct Tally {
    one: u32,
    two: u32,
    three: u32,
    four: u32,
}

impl Tally {
    #[inline(always)]
    fn add(&mut self, x: u32) {
        self.four |= self.three & x;
        self.three |= self.two & x;
        self.two |= self.one & x;
        self.one |= x;
    }

    fn exactly_three(&self) -> u32 {
        self.three & !self.four
    }
}

/// The new triad patterns of one chute's nine digits under the capacity rule, or
/// `None` when nothing changes.
#[inline(always)]
fn restrict(possible: &[u32; 9]) -> Result<Option<[u32; 9]>, Contradiction> {
    let forced = possible.map(|t| u32::from(FORCED[t as usize]));
    let (mut can, mut must) = (Tally::default(), Tally::default());
    for d in 0..9 {
        can.add(possible[d]);
        must.add(forced[d]);
    }
    if can.three != LOW9 || must.four != 0 {
        return Err(Contradiction);
    }
    let claimed = can.exactly_three();
    let full = must.exactly_three();
    if (claimed & !must.three) | full == 0 {
        return Ok(None);
    }
    let mut out = *possible;
    let mut changed = false;
    for d in 0..9 {
        let mut t = possible[d] & !(full & !forced[d]);
        let mut newly = claimed & possible[d] & !forced[d];
        while newly != 0 {
            t &= !TRIAD_CONFLICTS[newly.trailing_zeros() as usize];
            newly &= newly - 1;
        }
        changed |= t != possible[d];
        out[d] = t;
    }
    Ok(changed.then_some(out))
}

impl Board {
    /// Applies the capacity rule to every band and stack. True if it removed a
    /// candidate.
    #[inline(never)]
    pub(super) fn triad_pass<P: Policy>(
        &mut self,
        counters: &mut Counters,
    ) -> Result<bool, Contradiction> {
        let mut changed = false;
        for band in 0..3 {
            let possible = self.triads[band].map(u32::from);
            if let Some(new) = restrict(&possible)? {
                for (d, &t) in new.iter().enumerate() {
                    let old = self.cands[band][d];
                    let cells = old & TRIAD_CELLS[t as usize];
                    if P::HEAVY && P::STATS {
                        counters.locked_candidate_elims += u64::from((old & !cells).count_ones());
                    }
                    self.cands[band][d] = cells;
                }
                changed = true;
            }
        }
        for stack in 0..3 {
            let possible = self.stacks.map(|v| stack_triads(v, stack));
            if let Some(new) = restrict(&possible)? {
                let others = BAND & !((7 << (3 * stack)) * REPLICATE);
                for (d, &t) in new.iter().enumerate() {
                    for band in 0..3 {
                        let cols = (t >> (3 * band) & 7) << (3 * stack);
                        let old = self.cands[band][d];
                        let cells = old & (others | (cols * REPLICATE));
                        if P::HEAVY && P::STATS {
                            counters.locked_candidate_elims +=
                                u64::from((old & !cells).count_ones());
                        }
                        self.cands[band][d] = cells;
                    }
                }
                changed = true;
            }
        }
        Ok(changed)
    }
}
