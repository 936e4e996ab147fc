//! The depth-first search. At each node it picks a cell and a digit (see [`Search::choose`]),
//! tries the digit on a copy of the state, and when that fails takes the digit out of
//! the cell and propagates before choosing again: a binary search on "this digit here"
//! and "not here", with propagation on both sides. A complete grid counts as a solution
//! only if the rules' own checkers accept it.
//!
//! The choice is the Interactive Sudoku Solver's history heuristic: each cell has a
//! conflict score (its constraints' priorities to start with, plus one for each failed
//! guess on it and one for each failure of a rule on it, all halved every 16384
//! failures), and the open cell with the highest
//! score per candidate is chosen; a digit that has failed much more than the others
//! lately makes the cells that still hold it score higher; a guess among five digits or
//! more that eliminated nothing halves its cell's score.

use super::bits::{bit, has};
use super::engine::{Culprits, propagate};
use super::model::Model;
use super::queue::Queue;
use super::state::{ALL_CELLS, State};
use crate::bits::indices;
use crate::grid::{Digit, Grid};
use crate::rng::Rng;
use crate::rules::Puzzle;
use crate::solve::contract::{Budget, Found, Outcome, Policy, Request, Sink};

/// The search's state beside the grid state.
struct Search<'a, 's> {
    model: &'a Model,
    puzzle: &'a Puzzle,
    req: Request,
    queue: Queue,
    found: Found<'s>,
    budget: Budget,
    rng: Rng,
    /// Conflict score of each cell.
    scores: [u32; 81],
    /// Failures of each digit lately.
    value_scores: [u32; 9],
    /// Failures left before the scores decay.
    decay_in: u32,
}

/// Failures between two decays of the conflict scores.
const DECAY_EVERY: u32 = 1 << 14;

/// A guess eliminating nothing among this many digits or more demotes its cell.
const DEMOTE_FROM: u32 = 5;

/// Searches `puzzle` under policy `P`; with [`Keep::All`], each solution goes to `sink`.
pub(super) fn run<P: Policy>(
    model: &Model,
    puzzle: &Puzzle,
    req: Request,
    sink: Option<Sink<'_>>,
) -> Outcome {
    let mut s = Search {
        model,
        puzzle,
        req,
        queue: Queue::new(model.words),
        found: Found::new(sink),
        budget: Budget::start::<P>(&req),
        rng: Rng::new(req.seed),
        scores: model.weight,
        value_scores: [0; 9],
        decay_in: DECAY_EVERY,
    };
    let (mut state, mut dirty) = model.start_for(&puzzle.givens);
    // Every propagator runs once at the root, whatever its cells.
    for p in 0..model.props.len() {
        s.queue.push(p as u32);
    }
    if let Some((cell, digit)) = req.exclude {
        let c = cell.index();
        state.cands[c] &= !digit.bit();
        dirty |= bit(c);
    }
    // A cell with no candidate at the start (a given outside its cell's set, as an even
    // cell given a 3, or the excluded digit its only one) has no solution; from here on
    // every narrowing refuses to empty a cell, so no propagator ever sees one.
    let possible = state.cands.iter().all(|&m| m != 0);
    if possible && !s.budget.enter::<P>(&req, 0, true) {
        match propagate(model, &mut state, dirty, &mut s.queue) {
            Ok(()) => {
                s.node::<P>(&mut state, 0);
            }
            Err(_) => s.conflict::<P>(usize::MAX, 0, Culprits(0)),
        }
    }
    s.found.outcome::<P>(s.budget)
}

/// The number of candidates left in a state.
fn candidates(state: &State) -> u32 {
    state.cands.iter().map(|m| m.count_ones()).sum()
}

impl Search<'_, '_> {
    /// Searches below a propagated state. True when the search must stop.
    fn node<P: Policy>(&mut self, state: &mut State, depth: u32) -> bool {
        loop {
            if state.complete() {
                return self.record(state);
            }
            let (cell, digit) = self.choose::<P>(state);
            if self.budget.enter::<P>(&self.req, depth + 1, false) {
                return true;
            }
            let options = state.cands[cell].count_ones();
            let mut child = *state;
            child.cands[cell] = digit;
            match propagate(self.model, &mut child, bit(cell), &mut self.queue) {
                Ok(()) => {
                    if options >= DEMOTE_FROM
                        && candidates(&child) == candidates(state) - (options - 1)
                    {
                        self.scores[cell] >>= 1;
                    }
                    if self.node::<P>(&mut child, depth + 1) {
                        return true;
                    }
                }
                Err(culprits) => self.conflict::<P>(cell, digit, culprits),
            }
            // Not this digit here: take it out and propagate.
            state.cands[cell] &= !digit;
            if state.cands[cell] == 0 {
                return false;
            }
            if propagate(self.model, state, bit(cell), &mut self.queue).is_err() {
                return false;
            }
        }
    }

    /// What to try next: a cell and a digit.
    ///
    /// The open cell with the highest conflict score per candidate (the fewest
    /// candidates when every score is zero; with random tie-breaks, a random one of the
    /// best), its lowest digit (or a random one). When that cell has more than two
    /// candidates and some digit has exactly two places in a house, one of them a cell
    /// with at least twice that score per candidate, the digit goes to that place
    /// instead (the Interactive Sudoku Solver's house candidates).
    fn choose<P: Policy>(&mut self, state: &State) -> (usize, u16) {
        let (hot, hot_score) = self.hot_value();
        let mut open = !state.spread & ALL_CELLS;
        // Best so far: scaled score and candidate count, compared as score / count.
        let (mut best, mut best_score, mut best_count) = (usize::MAX, 0u64, 1u64);
        let mut fewest = (usize::MAX, u32::MAX);
        let mut ties = 0u32;
        let random = P::RANDOM && self.req.random_mrv;
        while open != 0 {
            let c = open.trailing_zeros() as usize;
            open &= open - 1;
            let m = state.cands[c];
            let n = m.count_ones();
            if n < fewest.1 {
                fewest = (c, n);
            }
            // Five times the score, plus the hot digit's bonus (a fifth of its score).
            let mut s = 5 * u64::from(self.scores[c]);
            if m & hot != 0 {
                s += u64::from(hot_score);
            }
            let (lhs, rhs) = (s * best_count, best_score * u64::from(n));
            if lhs > rhs || best == usize::MAX {
                best = c;
                best_score = s;
                best_count = u64::from(n);
                ties = 0;
            } else if random && lhs == rhs {
                ties += 1;
                if self.rng.below(ties + 1) == 0 {
                    best = c;
                }
            }
        }
        if best_score == 0 {
            return (fewest.0, self.first_digit::<P>(state.cands[fewest.0]));
        }
        if best_count > 2
            && let Some(place) = self.house_place(state, best_score / 5, best_count)
        {
            return place;
        }
        (best, self.first_digit::<P>(state.cands[best]))
    }

    /// A digit with two places in a house, one of them scoring at least twice
    /// `score / count`: the better-scoring place and the digit.
    fn house_place(&self, state: &State, score: u64, count: u64) -> Option<(usize, u16)> {
        let mut found: Option<(u32, usize, u16)> = None;
        for house in &self.model.houses {
            let (mut all, mut two, mut three) = (0u16, 0u16, 0u16);
            for &c in house {
                let v = state.cands[c as usize];
                three |= two & v;
                two |= all & v;
                all |= v;
            }
            let mut exactly_two = two & !three;
            while exactly_two != 0 {
                let d = exactly_two & exactly_two.wrapping_neg();
                exactly_two &= exactly_two - 1;
                let mut places = [0usize; 2];
                let mut k = 0;
                for &c in house {
                    if state.cands[c as usize] & d != 0 && k < 2 {
                        places[k] = c as usize;
                        k += 1;
                    }
                }
                if has(state.spread, places[0]) || has(state.spread, places[1]) {
                    continue;
                }
                let (s0, s1) = (self.scores[places[0]], self.scores[places[1]]);
                let top = s0.max(s1);
                if u64::from(top) * count < 2 * score {
                    continue;
                }
                if found.is_none_or(|f| top >= f.0) {
                    let at = if s1 > s0 { places[1] } else { places[0] };
                    found = Some((top, at, d));
                }
            }
        }
        found.map(|(_, at, d)| (at, d))
    }

    /// The digit that has failed most lately, and a fifth of its failures, when it
    /// stands out (at least nine failures, and more than half again the fewest).
    fn hot_value(&self) -> (u16, u32) {
        let (mut max, mut at, mut min) = (0u32, 0usize, u32::MAX);
        for (i, &s) in self.value_scores.iter().enumerate() {
            if s > max {
                max = s;
                at = i;
            }
            if s > 0 && s < min {
                min = s;
            }
        }
        if max < 9 || 2 * u64::from(max) <= 3 * u64::from(min) {
            (0, 0)
        } else {
            (1 << at, max)
        }
    }

    /// The digit of `options` to try first: the lowest, or a random one.
    #[inline(always)]
    fn first_digit<P: Policy>(&mut self, options: u16) -> u16 {
        let mut o = options;
        if P::RANDOM && self.req.random_values {
            for _ in 0..self.rng.below(o.count_ones()) {
                o &= o - 1;
            }
        }
        o & o.wrapping_neg()
    }

    /// A guess of `digit` in `cell` failed (`usize::MAX` for the root) on a rule over
    /// `culprits`: count it, and raise the conflict scores of the cell, of the other
    /// culprits and of the digit.
    ///
    /// Scoring the failed rule's cells as well as the guess (which the Interactive
    /// Sudoku Solver does not do) steers the search to where contradictions happen:
    /// on the variant training file it halved the total guesses (5.32 to 2.88 million),
    /// and cut the hard thermometer puzzles' from 63k-84k to 6k-41k.
    #[inline(always)]
    fn conflict<P: Policy>(&mut self, cell: usize, digit: u16, culprits: Culprits) {
        self.budget.conflict::<P>();
        if cell < 81 {
            self.scores[cell] += 1;
            for other in indices(culprits.0 & !bit(cell)) {
                self.scores[other] += 1;
            }
            self.value_scores[digit.trailing_zeros() as usize % 9] += 1;
            self.decay_in -= 1;
            if self.decay_in == 0 {
                self.decay_in = DECAY_EVERY;
                for s in &mut self.scores {
                    *s >>= 1;
                }
                for s in &mut self.value_scores {
                    *s >>= 2;
                }
            }
        }
    }

    /// A complete grid: a solution if the rules' checkers accept it. True when enough
    /// solutions have been found.
    fn record(&mut self, state: &State) -> bool {
        let mut grid = Grid::EMPTY;
        for (i, &m) in state.cands.iter().enumerate() {
            grid.set(
                crate::grid::Cell::from_index(i),
                Digit::new(m.trailing_zeros() as u8 + 1),
            );
        }
        if !self.puzzle.rules.is_solution(&grid) {
            debug_assert!(
                false,
                "a complete grid the propagators let through breaks a rule: {grid}"
            );
            return false;
        }
        self.found.record(&self.req, || grid)
    }
}
