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
use super::deductions::Contradiction;
use super::tables::{BAND, CONFIGURATIONS, FORCED, LOW9, REPLICATE, TRIAD_CELLS, TRIAD_CONFLICTS};
use crate::solve::contract::{Counters, Policy};

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

/// What the capacity rule made of one chute.
enum Verdict {
    /// Nothing to remove: the digits' configurations, and their number in all.
    Settled([u8; 9], u8),
    /// The digits' new triad patterns.
    Restricted([u32; 9]),
}

/// The capacity rule on the triad patterns of one chute's nine digits.
#[inline(always)]
fn restrict(possible: &[u32; 9]) -> Result<Verdict, Contradiction> {
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
    if (claimed & !must.three) | full != 0 {
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
        if changed {
            return Ok(Verdict::Restricted(out));
        }
    }
    let configs = possible.map(|t| CONFIGURATIONS[t as usize]);
    let total = configs.iter().map(|&c| COUNT6[usize::from(c & 63)]).sum();
    Ok(Verdict::Settled(configs, total))
}

impl Board {
    /// Applies the capacity rule to the bands and stacks whose patterns changed since
    /// it last ran, and caches the configurations of those it leaves as they are for
    /// the branch choice. True if it removed a candidate.
    #[inline(never)]
    pub(super) fn triad_pass<P: Policy>(
        &mut self,
        counters: &mut Counters,
    ) -> Result<bool, Contradiction> {
        let mut changed = false;
        for band in 0..3 {
            if self.chutes & 1 << band == 0 {
                continue;
            }
            self.chutes &= !(1 << band);
            match restrict(&self.triads[band].map(u32::from))? {
                Verdict::Settled(configs, total) => {
                    self.configs[band] = configs;
                    self.totals[band] = total;
                }
                Verdict::Restricted(new) => {
                    for (d, &t) in new.iter().enumerate() {
                        let old = self.cands[band][d];
                        let cells = old & TRIAD_CELLS[t as usize];
                        if P::HEAVY && P::STATS {
                            counters.locked_candidate_elims +=
                                u64::from((old & !cells).count_ones());
                        }
                        self.cands[band][d] = cells;
                    }
                    changed = true;
                }
            }
        }
        // The stack patterns are stale once a band changed: let the band updates and
        // the stack pass catch up first.
        if changed {
            return Ok(true);
        }
        for stack in 0..3 {
            if self.chutes & 8 << stack == 0 {
                continue;
            }
            self.chutes &= !(8 << stack);
            match restrict(&self.stacks.map(|v| stack_triads(v, stack)))? {
                Verdict::Settled(configs, total) => {
                    self.configs[3 + stack] = configs;
                    self.totals[3 + stack] = total;
                }
                Verdict::Restricted(new) => {
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
        }
        Ok(changed)
    }
}

/// The number of bits of a 6-bit configuration set (no `popcnt` on baseline x86-64).
pub(super) static COUNT6: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut i = 0;
    while i < 64 {
        t[i] = (i as u8).count_ones() as u8;
        i += 1;
    }
    t
};
