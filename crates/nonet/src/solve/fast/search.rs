//! The depth-first search: choose a cell, try its candidates, propagate, recurse.
//!
//! A guess copies the [`Board`] (232 bytes) and places the digit in the copy; when
//! the branch fails or is counted, the digit is removed from the original, so later
//! branches and the last one start from what the earlier ones proved. The last
//! candidate of a cell is then the only one left, and is tried in place, without a
//! copy.
//!
//! Cell choice: a cell with two candidates when there is one (the naked-single pass
//! has them ready, so this costs a lookup), otherwise a cell with the fewest.

use std::time::{Duration, Instant};

use super::board::Board;
use super::policy::{Counters, Policy};
use crate::grid::Grid;
use crate::rng::Rng;

/// How often, in nodes, a search with a time limit reads the clock.
pub(crate) const CLOCK_EVERY: u64 = 256;

/// What one search is asked to do.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Request {
    /// Stop after this many solutions (at least 1).
    pub(crate) stop_at: usize,
    /// Keep the first solution found.
    pub(crate) keep_solution: bool,
    /// Give up after this many nodes (only read when the policy has limits).
    pub(crate) node_limit: u64,
    /// Give up after this much time (only read when the policy has limits).
    pub(crate) time_limit: Option<Duration>,
    /// Seed of the random choices.
    pub(crate) seed: u64,
    /// Break ties between equally constrained cells at random.
    pub(crate) random_mrv: bool,
    /// Try candidates in random order.
    pub(crate) random_values: bool,
}

/// Why a search stopped before it could conclude.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cutoff {
    Nodes,
    Time,
}

/// What one search found.
#[derive(Clone, Debug)]
pub(crate) struct Outcome {
    /// Solutions found (at most `stop_at`).
    pub(crate) count: usize,
    /// The first solution found, if asked for.
    pub(crate) solution: Option<Grid>,
    /// Set when a limit stopped the search.
    pub(crate) cutoff: Option<Cutoff>,
    /// The counters (zero where the policy does not keep them).
    pub(crate) counters: Counters,
    /// Wall time, when the policy keeps statistics.
    pub(crate) elapsed: Duration,
}

/// The search's own state beside the board: targets, findings, counters, limits.
struct Search {
    req: Request,
    count: usize,
    solution: Option<Grid>,
    cutoff: Option<Cutoff>,
    counters: Counters,
    deadline: Option<Instant>,
    rng: Rng,
}

/// Searches `grid` under policy `P`.
pub(crate) fn run<P: Policy>(grid: &Grid, req: Request) -> Outcome {
    let start = (P::STATS || P::LIMITS).then(Instant::now);
    let mut s = Search {
        req,
        count: 0,
        solution: None,
        cutoff: None,
        counters: Counters::default(),
        deadline: if P::LIMITS {
            start.zip(req.time_limit).and_then(|(t, d)| t.checked_add(d))
        } else {
            None
        },
        rng: Rng::new(req.seed),
    };
    if let Some(mut board) = Board::from_grid(grid) {
        // The root is a node too: it counts against the limits, and the clock is read
        // once before any work.
        if !s.enter::<P>(0, true) {
            match board.propagate::<P>(&mut s.counters) {
                Ok(()) => {
                    s.node::<P>(&mut board, 0);
                }
                Err(_) => s.conflict::<P>(),
            }
        }
    }
    Outcome {
        count: s.count,
        solution: s.solution,
        cutoff: s.cutoff,
        counters: s.counters,
        elapsed: if P::STATS { start.map_or(Duration::ZERO, |t| t.elapsed()) } else { Duration::ZERO },
    }
}

impl Search {
    /// Searches below a propagated board. True when the search must stop: enough
    /// solutions, or a limit.
    fn node<P: Policy>(&mut self, board: &mut Board, depth: u32) -> bool {
        if board.is_solved() {
            return self.record(board);
        }
        let (band, bit) = self.choose_cell::<P>(board);
        let mut digits = board.digits_at(band, bit);
        debug_assert!(digits.count_ones() >= 2);
        loop {
            let digit = self.take_digit::<P>(&mut digits);
            if self.enter::<P>(depth + 1, false) {
                return true;
            }
            if digits == 0 {
                // The last candidate: nothing to come back to, so no copy.
                board.place(band, bit, digit);
                return match board.propagate::<P>(&mut self.counters) {
                    Ok(()) => self.node::<P>(board, depth + 1),
                    Err(_) => {
                        self.conflict::<P>();
                        false
                    }
                };
            }
            let mut child = *board;
            child.place(band, bit, digit);
            match child.propagate::<P>(&mut self.counters) {
                Ok(()) => {
                    if self.node::<P>(&mut child, depth + 1) {
                        return true;
                    }
                }
                Err(_) => self.conflict::<P>(),
            }
            board.remove(band, bit, digit);
        }
    }

    /// Counts a node (and, below the root, a guess) and checks the limits. True when
    /// a limit is reached.
    #[inline(always)]
    fn enter<P: Policy>(&mut self, depth: u32, root: bool) -> bool {
        if P::STATS && !root {
            self.counters.guesses += 1;
            self.counters.max_depth = self.counters.max_depth.max(depth);
        }
        if P::STATS || P::LIMITS {
            self.counters.nodes += 1;
        }
        if P::LIMITS {
            if self.counters.nodes > self.req.node_limit {
                self.cutoff = Some(Cutoff::Nodes);
                return true;
            }
            if (root || self.counters.nodes % CLOCK_EVERY == 0)
                && self.deadline.is_some_and(|d| Instant::now() >= d)
            {
                self.cutoff = Some(Cutoff::Time);
                return true;
            }
        }
        false
    }

    #[inline(always)]
    fn conflict<P: Policy>(&mut self) {
        if P::STATS {
            self.counters.conflicts += 1;
        }
    }

    /// Counts a solution. True when enough have been found.
    fn record(&mut self, board: &Board) -> bool {
        debug_assert!(board.is_valid_solution(), "{}", board.solution());
        self.count += 1;
        if self.req.keep_solution && self.solution.is_none() {
            self.solution = Some(board.solution());
        }
        self.count >= self.req.stop_at
    }

    /// The cell to guess on: band and in-band bit.
    #[inline(always)]
    fn choose_cell<P: Policy>(&mut self, board: &Board) -> (usize, u32) {
        let random = P::RANDOM && self.req.random_mrv;
        if board.pairs != [0; 3] {
            if random {
                return self.pick_random(&board.pairs);
            }
            for band in 0..3 {
                let m = board.pairs[band];
                if m != 0 {
                    return (band, m & m.wrapping_neg());
                }
            }
        }
        let fewest = fewest_candidates(board);
        if random {
            return self.pick_random(&fewest);
        }
        for band in 0..3 {
            let m = fewest[band];
            if m != 0 {
                return (band, m & m.wrapping_neg());
            }
        }
        unreachable!("an unsolved board has an unsolved cell")
    }

    /// One cell of `cells` (per band), uniformly at random.
    fn pick_random(&mut self, cells: &[u32; 3]) -> (usize, u32) {
        let total: u32 = cells.iter().map(|m| m.count_ones()).sum();
        let mut k = self.rng.below(total);
        for (band, &m) in cells.iter().enumerate() {
            let n = m.count_ones();
            if k < n {
                let mut m = m;
                for _ in 0..k {
                    m &= m - 1;
                }
                return (band, m & m.wrapping_neg());
            }
            k -= n;
        }
        unreachable!("k < total")
    }

    /// Takes the next digit to try out of `digits`: the lowest, or a random one.
    #[inline(always)]
    fn take_digit<P: Policy>(&mut self, digits: &mut u16) -> usize {
        let mut d = *digits;
        if P::RANDOM && self.req.random_values {
            for _ in 0..self.rng.below(d.count_ones()) {
                d &= d - 1;
            }
        }
        let digit = d.trailing_zeros() as usize;
        *digits &= !(1 << digit);
        digit
    }
}

/// The unsolved cells with the fewest candidates, per band. Only reached when no cell
/// has two, which is rare outside the first levels of the hardest puzzles and of
/// empty grids.
#[inline(never)]
fn fewest_candidates(board: &Board) -> [u32; 3] {
    // Bit-sliced population count of the nine digit boards: four bit planes per band.
    let mut planes = [[0u32; 4]; 3];
    for band in 0..3 {
        let p = &mut planes[band];
        for d in 0..9 {
            let mut carry = board.cands[band][d];
            for plane in p.iter_mut() {
                let next = *plane & carry;
                *plane ^= carry;
                carry = next;
            }
        }
    }
    for n in 2..=9u32 {
        let mut cells = [0u32; 3];
        for band in 0..3 {
            let mut m = board.unsolved[band];
            for (bit, plane) in planes[band].iter().enumerate() {
                m &= if n >> bit & 1 == 1 { *plane } else { !*plane };
            }
            cells[band] = m;
        }
        if cells != [0; 3] {
            return cells;
        }
    }
    unreachable!("an unsolved cell of a propagated board has two to nine candidates")
}
