//! The cross-language benchmark's brute force, with its exact iteration count.
//!
//! The benchmark (Cars-10/SudokuSolver, `Algorithms/BruteForce/`, specified by its
//! `ALGORITHM.md`) fixes the algorithm, because its iteration count is a fingerprint that
//! every language's implementation must reproduce: take the first empty cell in row-major
//! order, try the digits 1 to 9 in ascending order, and count every attempt *before*
//! checking it, valid or not. Its matrices 1, 2 and 5 take 656, 439,269 and 445,778
//! iterations.
//!
//! # Making each iteration cheap without changing the count
//!
//! The reference checks an attempt by scanning the row, the column and the box (up to 27
//! reads) and finds the next empty cell by scanning the grid from r1c1. Here:
//!
//! - the empty cells are listed once, in row-major order: since the search fills cells
//!   strictly in that order, "the first empty cell" at depth `k` is always the `k`-th
//!   cell of the list, and no scan is needed;
//! - each row, column and box keeps a `u16` mask of the digits it holds, so the digits
//!   that pass the reference's validity check at a cell are `!(row | col | box)`, one
//!   expression for all nine attempts, and the search steps through its set bits only;
//! - the attempts that fail the check are never made one by one, yet each is counted:
//!   a cell whose nine digits have all been tried adds 9 when it is left, and when the
//!   search stops on a solution each cell on the path adds the digit it holds (the
//!   reference stopped trying that cell's digits right there). The sum is exactly the
//!   reference's counter, attempt for attempt; the tests hold it to a literal
//!   translation of the reference's pseudocode on many puzzles.
//!
//! The recursion is an explicit stack over the list of empty cells, so a search never
//! allocates and its depth is bounded by 81.
//!
//! # Counting beyond the first solution
//!
//! [`count`] continues the same enumeration past a solution, with the same counter: the
//! iterations reported are the attempts made up to the point where the search stopped,
//! on the `limit`-th solution or at the end of the enumeration (where every cell tried
//! all nine digits). [`solve`] is `count` with a limit of one: the reference's own run.
//!
//! The reference's printed report (the path, the `Puzzle:` blocks, `Solved in
//! Iterations=N`) is the CLI's to write (`nonet brute`); this module returns values.

use crate::grid::{Cell, Grid};

/// What a brute-force search found, and how many attempts it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BruteOutcome {
    /// Solutions found, at most the limit asked for.
    pub solutions: usize,
    /// The first solution found, the one the reference prints.
    pub solution: Option<Grid>,
    /// The reference's iteration counter: every digit tried in a cell, valid or not,
    /// up to the point where the search stopped.
    pub iterations: u64,
}

/// Solves `grid` as the benchmark's reference does, stopping at the first solution.
///
/// A grid whose givens repeat a digit in a house has no solution and is not searched:
/// the outcome is no solution in 0 iterations. (The reference would fill the empty
/// cells around the clash and print the invalid grid as solved; its benchmark files
/// hold no such grid.)
///
/// ```
/// let text = std::fs::read_to_string("tests/fixtures/matrices/1.matrix").unwrap();
/// let entry = nonet::format::PuzzleReader::read_text(&text).remove(0);
/// let puzzle = *entry.puzzle.unwrap().givens();
/// let outcome = nonet::solve::brute::solve(&puzzle);
/// assert_eq!(outcome.iterations, 656);
/// assert!(outcome.solution.unwrap().solves(&puzzle));
/// ```
pub fn solve(grid: &Grid) -> BruteOutcome {
    count(grid, 1)
}

/// Enumerates the solutions of `grid` in the reference's order, stopping at the `limit`-th
/// (a limit of 0 is read as 1); the counter runs on across solutions.
///
/// Clashing givens give no solution in 0 iterations, as in [`solve`]. The enumeration
/// visits every assignment the reference would, so a puzzle with few solutions but a
/// huge search space takes as long as the reference takes: this is a fingerprint, not
/// a solver for hard puzzles.
pub fn count(grid: &Grid, limit: usize) -> BruteOutcome {
    if !grid.is_valid() {
        return BruteOutcome {
            solutions: 0,
            solution: None,
            iterations: 0,
        };
    }
    Search::new(grid)
        .run::<false>(limit.max(1), u64::MAX)
        .expect("no budget, no give-up")
}

/// [`count`] with a budget: the outcome if the enumeration stops within
/// `max_iterations` attempts (so `iterations <= max_iterations`), `None` if it needs
/// more.
///
/// The budget is checked each time the search leaves a cell whose nine digits it has
/// tried, and once more on the count the search stops with. The checks are compiled
/// out of [`solve`] and [`count`], whose hot loop stays as it is.
///
/// ```
/// let text = std::fs::read_to_string("tests/fixtures/matrices/2.matrix").unwrap();
/// let entry = nonet::format::PuzzleReader::read_text(&text).remove(0);
/// let puzzle = *entry.puzzle.unwrap().givens();
/// use nonet::solve::brute::count_within;
/// assert!(count_within(&puzzle, 1, 439_268).is_none());
/// assert_eq!(count_within(&puzzle, 1, 439_269).unwrap().iterations, 439_269);
/// ```
pub fn count_within(grid: &Grid, limit: usize, max_iterations: u64) -> Option<BruteOutcome> {
    if !grid.is_valid() {
        return Some(count(grid, limit));
    }
    Search::new(grid).run::<true>(limit.max(1), max_iterations)
}

/// The search state: the empty cells in row-major order and, per house, the digits it
/// holds.
///
/// Masks: bit `d - 1` set when digit `d` is present, as in [`crate::Candidates`].
struct Search {
    start: Grid,
    /// Number of empty cells; depth `k < len` works on `cells[k]`.
    len: usize,
    cells: [u8; 81],
    /// Row, column and box of `cells[k]`, looked up once.
    units: [[u8; 3]; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    /// Digits still to try at each depth: those that passed the validity check when the
    /// cell was entered, minus those already tried.
    untried: [u16; 81],
    /// The digit (as a bit) currently placed at each depth.
    placed: [u16; 81],
}

impl Search {
    fn new(grid: &Grid) -> Search {
        let mut s = Search {
            start: *grid,
            len: 0,
            cells: [0; 81],
            units: [[0; 3]; 81],
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
            untried: [0; 81],
            placed: [0; 81],
        };
        for cell in Cell::all() {
            let (r, c, b) = (cell.row(), cell.col(), cell.box_index());
            match grid.get(cell) {
                Some(d) => {
                    s.rows[r as usize] |= d.bit();
                    s.cols[c as usize] |= d.bit();
                    s.boxes[b as usize] |= d.bit();
                }
                None => {
                    s.cells[s.len] = cell.index() as u8;
                    s.units[s.len] = [r, c, b];
                    s.len += 1;
                }
            }
        }
        s
    }

    /// The digits of depth `k`'s cell that the reference's validity check accepts.
    #[inline(always)]
    fn valid(&self, k: usize) -> u16 {
        let [r, c, b] = self.units[k];
        !(self.rows[r as usize] | self.cols[c as usize] | self.boxes[b as usize]) & 0x1ff
    }

    /// Puts (or, applied again, takes back) `bit` at depth `k`.
    #[inline(always)]
    fn toggle(&mut self, k: usize, bit: u16) {
        let [r, c, b] = self.units[k];
        self.rows[r as usize] ^= bit;
        self.cols[c as usize] ^= bit;
        self.boxes[b as usize] ^= bit;
    }

    /// The grid with the digits placed at depths `0..len`.
    fn grid(&self) -> Grid {
        let mut values = *self.start.values();
        for k in 0..self.len {
            values[self.cells[k] as usize] = self.placed[k].trailing_zeros() as u8 + 1;
        }
        Grid::from_values(values).expect("placed digits are 1..=9")
    }

    /// The enumeration, stopping at the `limit`-th solution; with `BUDGET`, giving up
    /// (`None`) when the counter passes `max_iterations`.
    fn run<const BUDGET: bool>(
        mut self,
        limit: usize,
        max_iterations: u64,
    ) -> Option<BruteOutcome> {
        let mut out = BruteOutcome {
            solutions: 0,
            solution: None,
            iterations: 0,
        };
        if self.len == 0 {
            // No empty cell: the reference declares the grid solved before any attempt.
            out.solutions = 1;
            out.solution = Some(self.start);
            return Some(out);
        }
        let last = self.len - 1;
        let mut k = 0;
        self.untried[0] = self.valid(0);
        loop {
            let m = self.untried[k];
            if m == 0 {
                // All nine digits tried here: the reference counted nine attempts.
                out.iterations += 9;
                if BUDGET && out.iterations > max_iterations {
                    return None;
                }
                if k == 0 {
                    return Some(out);
                }
                k -= 1;
                self.toggle(k, self.placed[k]);
                continue;
            }
            let bit = m & m.wrapping_neg();
            self.untried[k] = m ^ bit;
            self.placed[k] = bit;
            if k < last {
                self.toggle(k, bit);
                k += 1;
                self.untried[k] = self.valid(k);
                continue;
            }
            // The last empty cell took a digit: a solution.
            out.solutions += 1;
            if out.solution.is_none() {
                out.solution = Some(self.grid());
            }
            if out.solutions >= limit {
                // The reference stops here: each cell on the path tried the digits up
                // to the one it holds.
                out.iterations += self.placed[..self.len]
                    .iter()
                    .map(|&b| u64::from(b.trailing_zeros()) + 1)
                    .sum::<u64>();
                return (!BUDGET || out.iterations <= max_iterations).then_some(out);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::testing::benchmark_matrix as matrix;

    /// The reference's pseudocode as it stands: scan for the first empty cell, try 1..=9,
    /// count, check row, column and box by scanning. The oracle for the fast version.
    struct Literal {
        g: [[u8; 9]; 9],
        count: u64,
        solutions: usize,
        limit: usize,
        first: Option<[[u8; 9]; 9]>,
    }

    impl Literal {
        fn is_valid(&self, row: usize, col: usize, val: u8) -> bool {
            let (br, bc) = (row / 3 * 3, col / 3 * 3);
            (0..9).all(|i| self.g[row][i] != val && self.g[i][col] != val)
                && (0..9).all(|i| self.g[br + i / 3][bc + i % 3] != val)
        }

        fn solve(&mut self) -> bool {
            let Some(pos) = (0..81).find(|&i| self.g[i / 9][i % 9] == 0) else {
                self.solutions += 1;
                self.first.get_or_insert(self.g);
                return self.solutions >= self.limit;
            };
            let (row, col) = (pos / 9, pos % 9);
            for val in 1..=9 {
                self.count += 1;
                if self.is_valid(row, col, val) {
                    self.g[row][col] = val;
                    if self.solve() {
                        return true;
                    }
                    self.g[row][col] = 0;
                }
            }
            false
        }
    }

    fn literal(grid: &Grid, limit: usize) -> BruteOutcome {
        let mut g = [[0u8; 9]; 9];
        for (i, &v) in grid.values().iter().enumerate() {
            g[i / 9][i % 9] = v;
        }
        let mut l = Literal {
            g,
            count: 0,
            solutions: 0,
            limit,
            first: None,
        };
        l.solve();
        let solution = l.first.map(|f| {
            let mut values = [0u8; 81];
            for (i, v) in values.iter_mut().enumerate() {
                *v = f[i / 9][i % 9];
            }
            Grid::from_values(values).unwrap()
        });
        BruteOutcome {
            solutions: l.solutions,
            solution,
            iterations: l.count,
        }
    }

    #[test]
    fn matrix_1_fingerprint_matches_the_literal_reference() {
        let g = matrix(1);
        let fast = solve(&g);
        assert_eq!(fast.iterations, 656);
        assert_eq!(fast, literal(&g, 1));
    }

    #[test]
    fn agrees_with_the_literal_reference_past_the_first_solution() {
        // Matrix 1 with its first five givens removed has several solutions; the
        // counter must agree at every stopping point and at the end of the enumeration.
        let mut g = matrix(1);
        for cell in matrix(1).filled_cells().iter().take(5) {
            g.set(cell, None);
        }
        for limit in [1, 2, 3, 5, 1000] {
            let fast = count(&g, limit);
            assert_eq!(fast, literal(&g, limit), "limit {limit}");
        }
        assert!(count(&g, 1000).solutions > 1);
    }

    #[test]
    fn full_grid_is_solved_in_zero_iterations() {
        let solved = solve(&matrix(1)).solution.unwrap();
        let again = solve(&solved);
        assert_eq!((again.solutions, again.iterations), (1, 0));
        assert_eq!(again.solution, Some(solved));
    }

    #[test]
    fn clashing_givens_are_not_searched() {
        let mut g = matrix(1);
        g.set(Cell::at(0, 2).unwrap(), crate::Digit::new(9));
        let out = count(&g, 2);
        assert_eq!((out.solutions, out.solution, out.iterations), (0, None, 0));
    }
}
