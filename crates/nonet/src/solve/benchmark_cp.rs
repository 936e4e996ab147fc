//! The cross-language benchmark's constraint propagation ("CP"), with its exact
//! iteration count: the count its C reference prints, 67 on the benchmark's matrix 1,
//! 87,180 on matrix 2, 31,430 on matrix 5, 69,497,705 on the puzzle built against brute
//! force.
//!
//! The benchmark (Cars-10/SudokuSolver, `Algorithms/CP/`) fingerprints every language's
//! CP by that count, so the algorithm here is the C reference's, step for step:
//!
//! - Each cell holds a value (0 if empty) and a set of candidates. A given starts with its
//!   digit as its only candidate, an empty cell with all nine; the givens' digits are
//!   *not* taken out of their peers' candidates at the start.
//! - `assign(cell, d)` counts one iteration, then sets the cell and takes `d` out of its
//!   20 peers, in the reference's order: the row left to right, the column top to
//!   bottom, then the four other cells of the box row by row. `eliminate` fails when a
//!   cell is left with no candidate (this is how a digit that repeats a given is caught:
//!   the given loses its only candidate) and assigns an empty cell left with one.
//!   The first failure stops the assignment where it is.
//! - `propagate` repeats, until a pass changes nothing: every empty cell with one
//!   candidate is assigned (row-major); then for every row, every column, every box
//!   (in that order) and every digit 1..9 not yet placed in it, a digit with one place
//!   left is assigned there and a digit with no place left is a contradiction.
//! - The search takes the first empty cell with the fewest candidates (row-major),
//!   tries its candidates in ascending order on a copy of the state (`assign`, then
//!   `propagate`, then search on), and stops at the first full grid.
//!
//! Every `assign` counts, the ones that fail included, and the count runs on across the
//! branches the search abandons: the iteration count is the number of `assign` calls.
//!
//! # Where it differs from the reference, and why it is faster
//!
//! Not in what it counts or in which order it does it: the tests hold it to a literal
//! translation of the C reference on many puzzles. The differences are in how:
//!
//! - the peers of each cell and the cells of each house are `const` tables, where the
//!   reference computes a cell's peers on every `assign`;
//! - the state keeps, per house and digit, how many cells still have the digit, so a
//!   hidden-single pass looks only at the digits whose count fell to one or zero since
//!   their last check (see `State::propagate`), where the reference scans every house
//!   once per digit, twice for a digit without a place; and it skips the naked-single
//!   pass, which can find nothing;
//! - the most constrained cell stops at the first one with two candidates: after a
//!   successful `propagate` no empty cell has fewer (one would have been assigned, none
//!   is a contradiction), so it is the cell the reference's full scan returns.
//!
//! Givens that repeat a digit in a house are not searched: no solution, 0 iterations.
//! (The reference never checks the givens against each other, and prints a grid that
//! keeps the clash.)

use crate::grid::Grid;

/// How a run of the benchmark's CP ended, and what it cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BenchmarkCpOutcome {
    /// Solved, or how it found that there is no solution.
    pub end: CpEnd,
    /// The reference's counter: the `assign` calls made, failed ones included.
    pub iterations: u64,
}

/// How a run ended: the reference prints a different line for each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CpEnd {
    /// The first full grid the search reached.
    Solved(Grid),
    /// The propagation before any search met a contradiction.
    ContradictionBeforeSearch,
    /// The search tried every candidate without reaching a full grid, or the givens
    /// clash (then nothing was searched).
    NoSolution,
}

/// Solves `grid` as the benchmark's C reference does, stopping at the first solution.
///
/// ```
/// use nonet::solve::benchmark_cp::{self, CpEnd};
/// let text = std::fs::read_to_string("tests/fixtures/matrices/1.matrix").unwrap();
/// let entry = nonet::format::PuzzleReader::read_text(&text).remove(0);
/// let puzzle = *entry.puzzle.unwrap().givens();
/// let outcome = benchmark_cp::solve(&puzzle);
/// assert_eq!(outcome.iterations, 67);
/// assert!(matches!(outcome.end, CpEnd::Solved(s) if s.solves(&puzzle)));
/// ```
pub fn solve(grid: &Grid) -> BenchmarkCpOutcome {
    let mut iterations = 0;
    let end = if !grid.is_valid() {
        CpEnd::NoSolution
    } else {
        let mut state = State::new(grid);
        if !state.propagate(&mut iterations) {
            CpEnd::ContradictionBeforeSearch
        } else {
            match search(&state, &mut iterations) {
                Some(values) => {
                    CpEnd::Solved(Grid::from_values(values).expect("assigned digits are 1..=9"))
                }
                None => CpEnd::NoSolution,
            }
        }
    };
    BenchmarkCpOutcome { end, iterations }
}

/// The reference's `cp_search` below a propagated state: the values of the first full
/// grid, if any.
fn search(state: &State, iterations: &mut u64) -> Option<[u8; 81]> {
    let Some(cell) = state.most_constrained() else {
        return Some(state.values);
    };
    let mut digits = state.cands[cell];
    while digits != 0 {
        let d = digits.trailing_zeros() as u8;
        digits &= digits - 1;
        let mut child = *state;
        if child.assign(cell, d, iterations) && child.propagate(iterations) {
            if let Some(values) = search(&child, iterations) {
                return Some(values);
            }
        }
    }
    None
}

/// Candidates of an empty cell at the start: bits 1..=9, the reference's `0x3FE`.
const ALL: u16 = 0x3fe;

/// The reference's `CPGrid` (values, 0 = empty, and candidate sets, bit `d` for digit
/// `d` as in the reference, so a set's lowest digit is its `trailing_zeros`), plus what
/// the hidden-single passes need to find their work without scanning: per house and
/// digit, how many cells still have the digit, which digits are placed, and which
/// digits' counts fell to one or zero since their last check.
#[derive(Clone, Copy)]
struct State {
    values: [u8; 81],
    cands: [u16; 81],
    /// `count[h][d - 1]`: the cells of `HOUSES[h]` with candidate `d`.
    count: [[u8; 9]; 27],
    /// The digits (as bits) that a cell of each house holds.
    placed: [u16; 27],
    /// The digits (as bits) of each house whose count fell to one or zero since they
    /// were last checked: the only ones a hidden-single check can act on.
    pending: [u16; 27],
}

impl State {
    /// The reference's `init_grid`: a given keeps only its digit, an empty cell all nine,
    /// and nothing is eliminated yet.
    fn new(grid: &Grid) -> State {
        let values = *grid.values();
        let mut state = State {
            values,
            cands: [ALL; 81],
            count: [[0; 9]; 27],
            placed: [0; 27],
            pending: [0; 27],
        };
        for (cell, &v) in values.iter().enumerate() {
            if v != 0 {
                state.cands[cell] = 1 << v;
            }
            for &h in &HOUSE_IDS[cell] {
                let h = h as usize;
                if v != 0 {
                    state.placed[h] |= 1 << v;
                }
                let mut digits = state.cands[cell];
                while digits != 0 {
                    state.count[h][digits.trailing_zeros() as usize - 1] += 1;
                    digits &= digits - 1;
                }
            }
        }
        // Every digit with at most one place is checked in the first pass; the others
        // have nothing for the check to find.
        for h in 0..27 {
            for d in 1..=9 {
                if state.count[h][d - 1] <= 1 {
                    state.pending[h] |= 1 << d;
                }
            }
        }
        state
    }

    /// Takes the candidate `d` of `cell` out of its houses' counts.
    #[inline(always)]
    fn uncount(&mut self, cell: usize, d: u8) {
        for &h in &HOUSE_IDS[cell] {
            let n = &mut self.count[h as usize][d as usize - 1];
            *n -= 1;
            if *n <= 1 {
                self.pending[h as usize] |= 1 << d;
            }
        }
    }

    /// The reference's `assign`: one iteration; set the cell; take `d` out of its peers
    /// in the reference's order, stopping at the first contradiction.
    fn assign(&mut self, cell: usize, d: u8, iterations: &mut u64) -> bool {
        *iterations += 1;
        self.values[cell] = d;
        let mut others = self.cands[cell] & !(1 << d);
        self.cands[cell] = 1 << d;
        while others != 0 {
            self.uncount(cell, others.trailing_zeros() as u8);
            others &= others - 1;
        }
        for &h in &HOUSE_IDS[cell] {
            self.placed[h as usize] |= 1 << d;
        }
        PEERS[cell]
            .iter()
            .all(|&p| self.eliminate(p as usize, d, iterations))
    }

    /// The reference's `eliminate`: false when `cell` is left with no candidate; an
    /// empty cell left with one is assigned it.
    #[inline(always)]
    fn eliminate(&mut self, cell: usize, d: u8, iterations: &mut u64) -> bool {
        let bit = 1u16 << d;
        let c = self.cands[cell];
        if c & bit == 0 {
            return true;
        }
        let rest = c & !bit;
        self.cands[cell] = rest;
        self.uncount(cell, d);
        if rest == 0 {
            return false;
        }
        if rest & (rest - 1) == 0 && self.values[cell] == 0 {
            return self.assign(cell, rest.trailing_zeros() as u8, iterations);
        }
        true
    }

    /// The reference's `propagate`: naked singles over the grid, then hidden singles
    /// over the rows, the columns and the boxes, until a pass changes nothing. False on
    /// a contradiction.
    ///
    /// What it assigns, and in which order, is the reference's; two things are not
    /// done because they would find nothing:
    ///
    /// - the naked-single pass: `eliminate` assigns an empty cell the moment it is left
    ///   with one candidate and fails the moment it is left with none, so after every
    ///   `assign` that succeeds (and at the start, where empty cells have nine) no
    ///   empty cell has fewer than two;
    /// - checking a digit of a house whose count has not fallen to one or zero since it
    ///   was last checked: the check then found it placed or with two places or more
    ///   (a check that finds one place assigns it, and places the digit), and counts
    ///   only fall, so it would find the same again. The reference scans every house
    ///   for every digit.
    fn propagate(&mut self, iterations: &mut u64) -> bool {
        loop {
            let mut changed = false;
            for (h, house) in HOUSES.iter().enumerate() {
                // The reference checks the digits of a house in ascending order, each
                // against the state its checks so far have left.
                let mut todo = ALL;
                loop {
                    let open = self.pending[h] & todo;
                    if open == 0 {
                        break;
                    }
                    let bit = open & open.wrapping_neg();
                    self.pending[h] &= !bit;
                    todo &= !((bit << 1) - 1);
                    if self.placed[h] & bit != 0 {
                        continue;
                    }
                    let d = bit.trailing_zeros() as u8;
                    match self.count[h][d as usize - 1] {
                        0 => return false,
                        1 => {
                            let cell = house
                                .iter()
                                .map(|&c| c as usize)
                                .find(|&c| self.cands[c] & bit != 0)
                                .expect("a digit with one place has a cell");
                            if !self.assign(cell, d, iterations) {
                                return false;
                            }
                            changed = true;
                        }
                        _ => {}
                    }
                }
            }
            if !changed {
                return true;
            }
        }
    }

    /// The reference's `find_mrv_cell`: the first empty cell with the fewest
    /// candidates, or `None` when every cell holds a value.
    ///
    /// It is called only on a propagated state, where no empty cell has fewer than two
    /// candidates, so the first with two is the answer.
    fn most_constrained(&self) -> Option<usize> {
        let mut best = None;
        let mut best_len = u32::MAX;
        for cell in 0..81 {
            if self.values[cell] == 0 {
                let len = self.cands[cell].count_ones();
                debug_assert!(len >= 2, "a propagated state has no single or empty cell");
                if len < best_len {
                    best = Some(cell);
                    best_len = len;
                    if len <= 2 {
                        break;
                    }
                }
            }
        }
        best
    }
}

/// The 20 peers of each cell in the reference's order (`get_peers`): the row left to
/// right, the column top to bottom, then the box's cells outside both, row by row.
static PEERS: [[u8; 20]; 81] = peers();

const fn peers() -> [[u8; 20]; 81] {
    let mut out = [[0u8; 20]; 81];
    let mut cell = 0;
    while cell < 81 {
        let (row, col) = (cell / 9, cell % 9);
        let mut n = 0;
        let mut i = 0;
        while i < 9 {
            if i != col {
                out[cell][n] = (row * 9 + i) as u8;
                n += 1;
            }
            i += 1;
        }
        i = 0;
        while i < 9 {
            if i != row {
                out[cell][n] = (i * 9 + col) as u8;
                n += 1;
            }
            i += 1;
        }
        let (br, bc) = (row / 3 * 3, col / 3 * 3);
        i = 0;
        while i < 9 {
            let (r, c) = (br + i / 3, bc + i % 3);
            if r != row && c != col {
                out[cell][n] = (r * 9 + c) as u8;
                n += 1;
            }
            i += 1;
        }
        cell += 1;
    }
    out
}

/// The houses of each cell, as indices into `HOUSES`: its row, column and box.
static HOUSE_IDS: [[u8; 3]; 81] = house_ids();

const fn house_ids() -> [[u8; 3]; 81] {
    let mut out = [[0u8; 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        let (r, c) = (cell / 9, cell % 9);
        out[cell] = [r as u8, (9 + c) as u8, (18 + r / 3 * 3 + c / 3) as u8];
        cell += 1;
    }
    out
}

/// The houses in the order of the reference's hidden-single passes: rows, columns,
/// boxes, each one's cells in row-major order.
static HOUSES: [[u8; 9]; 27] = houses();

const fn houses() -> [[u8; 9]; 27] {
    let mut out = [[0u8; 9]; 27];
    let mut h = 0;
    while h < 9 {
        let mut i = 0;
        while i < 9 {
            out[h][i] = (h * 9 + i) as u8;
            out[9 + h][i] = (i * 9 + h) as u8;
            let (br, bc) = (h / 3 * 3, h % 3 * 3);
            out[18 + h][i] = ((br + i / 3) * 9 + bc + i % 3) as u8;
            i += 1;
        }
        h += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::testing::{benchmark_matrix as matrix, hardest_puzzles, solver_puzzles};

    /// The C reference (`cp_core.c`) as it stands: 9x9 arrays, peers computed on every
    /// assignment, each house scanned once per digit. The oracle for the fast version.
    #[derive(Clone, Copy)]
    struct Literal {
        values: [[u8; 9]; 9],
        candidates: [[u16; 9]; 9],
    }

    struct Run {
        units: Vec<[(usize, usize); 9]>,
        iterations: u64,
        /// The literal version is slow: past this many iterations every `assign`
        /// fails, and the run is thrown away.
        cap: u64,
    }

    fn get_peers(row: usize, col: usize) -> [(usize, usize); 20] {
        let mut peers = [(0, 0); 20];
        let mut idx = 0;
        for c in 0..9 {
            if c != col {
                peers[idx] = (row, c);
                idx += 1;
            }
        }
        for r in 0..9 {
            if r != row {
                peers[idx] = (r, col);
                idx += 1;
            }
        }
        let (br, bc) = (row / 3 * 3, col / 3 * 3);
        for r in br..br + 3 {
            for c in bc..bc + 3 {
                if r != row && c != col {
                    peers[idx] = (r, c);
                    idx += 1;
                }
            }
        }
        peers
    }

    /// The units the reference's hidden-single passes scan, in its order: rows,
    /// columns, boxes, each one's cells in scan order.
    fn units() -> Vec<[(usize, usize); 9]> {
        let mut units = Vec::new();
        for row in 0..9 {
            units.push(std::array::from_fn(|col| (row, col)));
        }
        for col in 0..9 {
            units.push(std::array::from_fn(|row| (row, col)));
        }
        for b in 0..9 {
            let (br, bc) = (b / 3 * 3, b % 3 * 3);
            units.push(std::array::from_fn(|i| (br + i / 3, bc + i % 3)));
        }
        units
    }

    fn first_candidate(cs: u16) -> u8 {
        (1..=9).find(|&d| cs & (1 << d) != 0).unwrap_or(0)
    }

    impl Run {
        fn eliminate(&mut self, g: &mut Literal, row: usize, col: usize, digit: u8) -> bool {
            if g.candidates[row][col] & (1 << digit) == 0 {
                return true;
            }
            g.candidates[row][col] &= !(1 << digit);
            let remaining = g.candidates[row][col].count_ones();
            if remaining == 0 {
                return false;
            }
            if remaining == 1 && g.values[row][col] == 0 {
                let last = first_candidate(g.candidates[row][col]);
                if !self.assign(g, row, col, last) {
                    return false;
                }
            }
            true
        }

        fn assign(&mut self, g: &mut Literal, row: usize, col: usize, digit: u8) -> bool {
            self.iterations += 1;
            if self.iterations > self.cap {
                return false;
            }
            g.values[row][col] = digit;
            g.candidates[row][col] = 1 << digit;
            for (r, c) in get_peers(row, col) {
                if !self.eliminate(g, r, c, digit) {
                    return false;
                }
            }
            true
        }

        /// One unit's pass for one digit: the reference's loop body, for a unit given
        /// as its cells in scan order.
        fn unit_digit(
            &mut self,
            g: &mut Literal,
            cells: &[(usize, usize)],
            digit: u8,
        ) -> Option<bool> {
            let mut count = 0;
            let mut last = None;
            for &(r, c) in cells {
                if g.values[r][c] == digit {
                    count = 0;
                    break;
                }
                if g.candidates[r][c] & (1 << digit) != 0 {
                    count += 1;
                    last = Some((r, c));
                }
            }
            if count == 1 {
                let (r, c) = last.unwrap();
                if !self.assign(g, r, c, digit) {
                    return None;
                }
                return Some(true);
            } else if count == 0 {
                let found = cells.iter().any(|&(r, c)| g.values[r][c] == digit);
                if !found {
                    return None;
                }
            }
            Some(false)
        }

        fn propagate(&mut self, g: &mut Literal) -> bool {
            let mut changed = true;
            while changed {
                changed = false;
                for row in 0..9 {
                    for col in 0..9 {
                        if g.values[row][col] == 0 {
                            let n = g.candidates[row][col].count_ones();
                            if n == 0 {
                                return false;
                            }
                            if n == 1 {
                                let d = first_candidate(g.candidates[row][col]);
                                if !self.assign(g, row, col, d) {
                                    return false;
                                }
                                changed = true;
                            }
                        }
                    }
                }
                for u in 0..27 {
                    let unit = self.units[u];
                    for digit in 1..=9 {
                        match self.unit_digit(g, &unit, digit) {
                            None => return false,
                            Some(true) => changed = true,
                            Some(false) => {}
                        }
                    }
                }
            }
            true
        }

        fn find_mrv_cell(g: &Literal) -> Option<(usize, usize)> {
            let mut min = 10;
            let mut found = None;
            for r in 0..9 {
                for c in 0..9 {
                    if g.values[r][c] == 0 {
                        let n = g.candidates[r][c].count_ones();
                        if n < min {
                            min = n;
                            found = Some((r, c));
                        }
                    }
                }
            }
            found
        }

        fn search(&mut self, g: &mut Literal) -> Option<[[u8; 9]; 9]> {
            let Some((row, col)) = Self::find_mrv_cell(g) else {
                return Some(g.values);
            };
            let candidates = g.candidates[row][col];
            for digit in 1..=9 {
                if candidates & (1 << digit) != 0 {
                    let copy = *g;
                    if self.assign(g, row, col, digit) && self.propagate(g) {
                        if let Some(s) = self.search(g) {
                            return Some(s);
                        }
                    }
                    *g = copy;
                }
            }
            None
        }
    }

    /// The reference's `main`, as an outcome; `None` past `cap` iterations.
    fn literal(grid: &Grid, cap: u64) -> Option<BenchmarkCpOutcome> {
        let mut g = Literal {
            values: [[0; 9]; 9],
            candidates: [[0; 9]; 9],
        };
        for (i, &v) in grid.values().iter().enumerate() {
            g.values[i / 9][i % 9] = v;
            g.candidates[i / 9][i % 9] = if v == 0 { 0x3fe } else { 1 << v };
        }
        let mut run = Run {
            units: units(),
            iterations: 0,
            cap,
        };
        let end = if !run.propagate(&mut g) {
            CpEnd::ContradictionBeforeSearch
        } else {
            match run.search(&mut g) {
                Some(values) => {
                    let mut flat = [0u8; 81];
                    for (i, v) in flat.iter_mut().enumerate() {
                        *v = values[i / 9][i % 9];
                    }
                    CpEnd::Solved(Grid::from_values(flat).unwrap())
                }
                None => CpEnd::NoSolution,
            }
        };
        (run.iterations <= cap).then_some(BenchmarkCpOutcome {
            end,
            iterations: run.iterations,
        })
    }

    #[test]
    fn matrices_match_the_literal_reference() {
        for (n, iterations) in [(1, 67), (2, 87_180), (5, 31_430)] {
            let g = matrix(n);
            let fast = solve(&g);
            assert_eq!(fast.iterations, iterations, "matrix {n}");
            assert_eq!(Some(fast), literal(&g, u64::MAX), "matrix {n}");
        }
    }

    /// The literal reference as the oracle for the count, the way the search ends and
    /// the grid it prints, on every puzzle of `text` (one per line) that it finishes
    /// within `cap` iterations. Returns how many ended solved, with a contradiction
    /// before the search, and with no solution.
    fn against_the_literal_reference(puzzles: &[Grid], cap: u64) -> [usize; 3] {
        let mut ends = [0usize; 3];
        for &g in puzzles {
            if !g.is_valid() {
                // The reference would search it and print the clash as a solution.
                let fast = solve(&g);
                assert_eq!((fast.end, fast.iterations), (CpEnd::NoSolution, 0), "{g}");
                continue;
            }
            // Some fixtures take this CP hundreds of millions of iterations: only those
            // the literal version finishes are run.
            let Some(reference) = literal(&g, cap) else {
                continue;
            };
            let fast = solve(&g);
            assert_eq!(fast, reference, "{g}");
            ends[match fast.end {
                CpEnd::Solved(s) => {
                    assert!(s.solves(&g), "{g}");
                    0
                }
                CpEnd::ContradictionBeforeSearch => 1,
                CpEnd::NoSolution => 2,
            }] += 1;
        }
        ends
    }

    #[test]
    fn solver_fixtures_match_the_literal_reference() {
        // 0, 1 and many solutions: every ending is reached.
        let ends = against_the_literal_reference(&solver_puzzles(), 50_000);
        assert!(ends[0] >= 20 && ends[1] >= 1 && ends[2] >= 2, "{ends:?}");
    }

    #[test]
    fn hardest_puzzles_match_the_literal_reference() {
        // The eight of them that take fewer than 20,000 iterations (1,350 to 18,736).
        let ends = against_the_literal_reference(&hardest_puzzles(), 20_000);
        assert_eq!(ends, [8, 0, 0]);
    }

    #[test]
    fn full_grid_takes_no_iteration() {
        let CpEnd::Solved(solution) = solve(&matrix(1)).end else {
            panic!("matrix 1 is solved");
        };
        assert_eq!(
            solve(&solution),
            BenchmarkCpOutcome {
                end: CpEnd::Solved(solution),
                iterations: 0
            }
        );
    }

    #[test]
    fn clashing_givens_are_not_searched() {
        let mut g = matrix(1);
        g.set(crate::Cell::at(0, 2).unwrap(), crate::Digit::new(9));
        assert_eq!(
            solve(&g),
            BenchmarkCpOutcome {
                end: CpEnd::NoSolution,
                iterations: 0
            }
        );
    }

    #[test]
    fn peer_and_house_tables() {
        // r1c1's peers: row, column, then r2c2 r2c3 r3c2 r3c3.
        assert_eq!(
            PEERS[0],
            [
                1, 2, 3, 4, 5, 6, 7, 8, 9, 18, 27, 36, 45, 54, 63, 72, 10, 11, 19, 20
            ]
        );
        for (cell, peers) in PEERS.iter().enumerate() {
            let lit: Vec<u8> = get_peers(cell / 9, cell % 9)
                .into_iter()
                .map(|(r, c)| (r * 9 + c) as u8)
                .collect();
            assert_eq!(peers.to_vec(), lit);
        }
        assert_eq!(HOUSES[9], [0, 9, 18, 27, 36, 45, 54, 63, 72]);
        assert_eq!(HOUSES[22], [30, 31, 32, 39, 40, 41, 48, 49, 50]);
    }
}
