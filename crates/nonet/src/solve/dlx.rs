//! Algorithm X with dancing links (Knuth, "Dancing Links", 2000): Sudoku as an exact
//! cover problem, the third algorithm of Mychaskiw's report.
//!
//! # The matrix
//!
//! 729 rows, one per possible placement `r?c?=d`, and 324 columns, one per constraint
//! that a solution meets exactly once:
//!
//! ```text
//!   columns   0..81    cell c holds a digit              (c = 9 * row + col)
//!            81..162   row r holds digit d               (81 + 9 * r + d - 1)
//!           162..243   column c holds digit d            (162 + 9 * c + d - 1)
//!           243..324   box b holds digit d               (243 + 9 * b + d - 1)
//!   row     9 * cell + d - 1 has a 1 in four columns, one from each block
//! ```
//!
//! A solution is a set of 81 rows that covers each column once. The givens are chosen up
//! front (their columns covered), then Algorithm X searches on the column with the fewest
//! rows left (Knuth's S heuristic, leftmost on a tie), trying its rows top to bottom.
//!
//! Tried: stopping the column scan at the first column with one row (a common
//! shortcut, since such a column is forced) took about 32% less CPU time counting
//! `hardest_1000` to 2, but visits 44% more nodes (16.4 million against 11.3 million)
//! because a later empty column is then found one level deeper. The choice here keeps
//! Knuth's exact rule, so that the node counter measures the algorithm as published:
//! the cross-language benchmark's C reference (Cars-10/SudokuSolver, `Algorithms/DLX/C`)
//! counts the same calls of its search on the same matrix in the same order, and prints
//! the same count as its iterations (43 on its matrix 1, 1,472 on matrix 5).
//!
//! Choosing the column is most of the work: Knuth walks the ring of column headers
//! (hundreds of dependent loads a node). Here the headers are not in a ring: each
//! column's size is a byte with a flag bit set while the column is covered, so "the
//! leftmost column with the fewest rows" is the position of the first minimum of 324
//! bytes, two passes the compiler vectorises. Counting `hardest_1000` to 2 (one
//! thread, whole process) took 0.39x the CPU time of the ring walk, with the same
//! nodes; on the benchmark's matrix 5 the walk had made the search 25% slower than
//! the C reference's, and now it is 2.5x faster.
//!
//! # The arena
//!
//! The sparse matrix lives in one array of nodes linked by `u16` indices instead of
//! pointers: node 0 is unused (the root of Knuth's header ring), nodes 1..=324 the
//! column headers (the heads of the columns' vertical lists), and row `r`'s four nodes
//! sit at `325 + 4 * r ..`. Every link of the full matrix is computed at compile
//! time into a template; a search copies it once (its only allocation) and then covers
//! and uncovers in place, without `unsafe`.

use crate::grid::{Cell, Grid};

/// What an exact-cover search found, and what it cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DlxOutcome {
    /// Solutions found, at most the limit asked for.
    pub solutions: usize,
    /// The first solution found.
    pub solution: Option<Grid>,
    /// Search nodes: calls of the recursive search, the root included.
    pub nodes: u64,
    /// Knuth's updates: node removals while covering columns (givens included).
    pub updates: u64,
}

/// Solves `grid`, stopping at the first solution.
///
/// ```
/// let puzzle: nonet::Grid =
///     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
///         .parse().unwrap();
/// let outcome = nonet::solve::dlx::solve(&puzzle);
/// assert!(outcome.solution.unwrap().solves(&puzzle));
/// ```
pub fn solve(grid: &Grid) -> DlxOutcome {
    count(grid, 1)
}

/// Counts the solutions of `grid`, stopping at `limit` (0 is read as 1).
///
/// Givens that repeat a digit in a house give no solution without a search (0 nodes).
pub fn count(grid: &Grid, limit: usize) -> DlxOutcome {
    let mut dlx = Dlx {
        links: TEMPLATE.links.to_vec(),
        size: TEMPLATE.size,
        start: *grid,
        chosen: [0; 81],
        depth: 0,
        limit: limit.max(1),
        out: DlxOutcome {
            solutions: 0,
            solution: None,
            nodes: 0,
            updates: 0,
        },
    };
    if grid.is_valid() {
        for cell in Cell::all() {
            if let Some(d) = grid.get(cell) {
                let first = row_node(cell.index() * 9 + d.index());
                for n in first..first + 4 {
                    let column = dlx.links[n].column;
                    dlx.cover(column);
                }
            }
        }
        dlx.search();
    }
    dlx.out
}

const COLUMNS: usize = 324;
const ROWS: usize = 729;
/// Added to a column's size while the column is covered: sizes are at most 9, so a
/// covered column is never the smallest, and all are covered when the minimum has it.
const COVERED: u8 = 0x80;

/// The sizes array: index 0 and the padding after the last header read as covered, and
/// its length is a multiple of 32 so that the choice of column scans it in whole chunks.
const SIZE_SLOTS: usize = (COLUMNS + 1).div_ceil(32) * 32;
/// Index of the first node of row 0; headers are `1..=COLUMNS`.
const FIRST_ROW_NODE: usize = COLUMNS + 1;
const NODES: usize = FIRST_ROW_NODE + 4 * ROWS;

/// The first of the four nodes of matrix row `row`.
const fn row_node(row: usize) -> usize {
    FIRST_ROW_NODE + 4 * row
}

/// One node of the toroidal doubly linked lists: four neighbours and its column header.
#[derive(Clone, Copy)]
struct Node {
    left: u16,
    right: u16,
    up: u16,
    down: u16,
    column: u16,
}

/// The full matrix: every link, and the size of each column (indexed by header; the
/// other slots read as covered).
struct Template {
    links: [Node; NODES],
    size: [u8; SIZE_SLOTS],
}

static TEMPLATE: Template = build();

/// The headers (column + 1) of matrix row `row`, one per constraint block.
const fn row_headers(row: usize) -> [usize; 4] {
    let (cell, d) = (row / 9, row % 9);
    let (r, c) = (cell / 9, cell % 9);
    let b = r / 3 * 3 + c / 3;
    [
        1 + cell,
        1 + 81 + r * 9 + d,
        1 + 162 + c * 9 + d,
        1 + 243 + b * 9 + d,
    ]
}

const fn build() -> Template {
    let blank = Node {
        left: 0,
        right: 0,
        up: 0,
        down: 0,
        column: 0,
    };
    let mut links = [blank; NODES];
    let mut size = [COVERED; SIZE_SLOTS];
    let mut h = 1;
    while h <= COLUMNS {
        size[h] = 0;
        h += 1;
    }
    // Each header starts as an empty column (its left and right are not used).
    let mut h = 0;
    while h <= COLUMNS {
        links[h] = Node {
            left: h as u16,
            right: h as u16,
            up: h as u16,
            down: h as u16,
            column: h as u16,
        };
        h += 1;
    }
    // Each row: a ring of four nodes, each appended at the bottom of its column.
    let mut row = 0;
    while row < ROWS {
        let headers = row_headers(row);
        let first = row_node(row);
        let mut j = 0;
        while j < 4 {
            let n = first + j;
            let h = headers[j];
            let bottom = links[h].up as usize;
            links[n] = Node {
                left: (first + (j + 3) % 4) as u16,
                right: (first + (j + 1) % 4) as u16,
                up: bottom as u16,
                down: h as u16,
                column: h as u16,
            };
            links[bottom].down = n as u16;
            links[h].up = n as u16;
            size[h] += 1;
            j += 1;
        }
        row += 1;
    }
    Template { links, size }
}

/// One search: the arena, the rows chosen so far, and the counters.
struct Dlx {
    links: Vec<Node>,
    size: [u8; SIZE_SLOTS],
    start: Grid,
    /// The first node of the row chosen at each depth.
    chosen: [u16; 81],
    depth: usize,
    limit: usize,
    out: DlxOutcome,
}

impl Dlx {
    /// Marks column `c` covered and removes every row that meets it from the other
    /// columns.
    fn cover(&mut self, c: u16) {
        let c = c as usize;
        self.size[c] |= COVERED;
        let mut updates = 1;
        let mut i = self.links[c].down as usize;
        while i != c {
            let mut j = self.links[i].right as usize;
            while j != i {
                let Node {
                    up, down, column, ..
                } = self.links[j];
                self.links[down as usize].up = up;
                self.links[up as usize].down = down;
                self.size[column as usize] -= 1;
                updates += 1;
                j = self.links[j].right as usize;
            }
            i = self.links[i].down as usize;
        }
        self.out.updates += updates;
    }

    /// Undoes [`Dlx::cover`], in the reverse order: the links still hold where each
    /// removed node was.
    fn uncover(&mut self, c: u16) {
        let c = c as usize;
        let mut i = self.links[c].up as usize;
        while i != c {
            let mut j = self.links[i].left as usize;
            while j != i {
                let Node {
                    up, down, column, ..
                } = self.links[j];
                self.size[column as usize] += 1;
                self.links[down as usize].up = j as u16;
                self.links[up as usize].down = j as u16;
                j = self.links[j].left as usize;
            }
            i = self.links[i].up as usize;
        }
        self.size[c] &= !COVERED;
    }

    /// The leftmost column with the fewest rows, if any column is left.
    ///
    /// Written as a fold and a mask per 32 bytes so that the compiler vectorises both
    /// passes (`iter().min()` and `position` were compiled as scalar loops).
    fn smallest_column(&self) -> Option<u16> {
        let min = self.size.iter().fold(u8::MAX, |m, &s| m.min(s));
        if min >= COVERED {
            return None;
        }
        for (k, chunk) in self.size.chunks_exact(32).enumerate() {
            let mask = chunk
                .iter()
                .enumerate()
                .fold(0u32, |m, (i, &s)| m | u32::from(s == min) << i);
            if mask != 0 {
                return Some((k * 32 + mask.trailing_zeros() as usize) as u16);
            }
        }
        None
    }

    /// Algorithm X from the current matrix; returns whether to stop (limit reached).
    fn search(&mut self) -> bool {
        self.out.nodes += 1;
        let Some(c) = self.smallest_column() else {
            self.out.solutions += 1;
            if self.out.solution.is_none() {
                self.out.solution = Some(self.grid());
            }
            return self.out.solutions >= self.limit;
        };
        self.cover(c);
        let mut r = self.links[c as usize].down;
        while r != c {
            self.chosen[self.depth] = r;
            self.depth += 1;
            let mut j = self.links[r as usize].right;
            while j != r {
                self.cover(self.links[j as usize].column);
                j = self.links[j as usize].right;
            }
            if self.search() {
                return true;
            }
            let mut j = self.links[r as usize].left;
            while j != r {
                self.uncover(self.links[j as usize].column);
                j = self.links[j as usize].left;
            }
            self.depth -= 1;
            r = self.links[r as usize].down;
        }
        self.uncover(c);
        false
    }

    /// The givens plus the placements of the rows chosen so far.
    fn grid(&self) -> Grid {
        let mut grid = self.start;
        for &node in &self.chosen[..self.depth] {
            let row = (node as usize - FIRST_ROW_NODE) / 4;
            let digit = crate::Digit::from_index(row % 9);
            grid.set(Cell::from_index(row / 9), Some(digit));
        }
        grid
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The root of the literal reference's header ring.
    const ROOT: usize = 0;

    #[test]
    fn template_columns_hold_nine_rows_each() {
        assert!(TEMPLATE.size[1..=COLUMNS].iter().all(|&s| s == 9));
        assert_eq!(TEMPLATE.size[0], COVERED);
        assert!(TEMPLATE.size[COLUMNS + 1..].iter().all(|&s| s == COVERED));
        for h in 1..=COLUMNS {
            let (mut n, mut i) = (0, TEMPLATE.links[h].down as usize);
            while i != h {
                assert_eq!(TEMPLATE.links[i].column as usize, h);
                n += 1;
                i = TEMPLATE.links[i].down as usize;
            }
            assert_eq!(n, 9, "column {h}");
        }
    }

    #[test]
    fn cover_then_uncover_restores_the_matrix() {
        let mut dlx = Dlx {
            links: TEMPLATE.links.to_vec(),
            size: TEMPLATE.size,
            start: Grid::EMPTY,
            chosen: [0; 81],
            depth: 0,
            limit: 1,
            out: solve(&Grid::EMPTY),
        };
        for c in [1, 100, 324] {
            dlx.cover(c);
        }
        for c in [324, 100, 1] {
            dlx.uncover(c);
        }
        assert_eq!(dlx.size, TEMPLATE.size);
        for (a, b) in dlx.links.iter().zip(&TEMPLATE.links) {
            assert_eq!(
                (a.left, a.right, a.up, a.down, a.column),
                (b.left, b.right, b.up, b.down, b.column)
            );
        }
    }

    #[test]
    fn empty_grid_counts_up_to_the_limit() {
        let out = count(&Grid::EMPTY, 5);
        assert_eq!(out.solutions, 5);
        assert!(out.solution.unwrap().is_solved());
    }

    /// The benchmark's C reference (`dlx_sudoku.c`, `dlx_core.c`) as it builds and
    /// searches its matrix: a given's cell gets only its own digit's row, an empty cell
    /// nine, numbered in that order; the givens' rows are covered in row-major order;
    /// every call of the search counts. Links are indices into one arena: 0 the root,
    /// 1..=324 the headers, then four nodes a row.
    struct Literal {
        left: Vec<usize>,
        right: Vec<usize>,
        up: Vec<usize>,
        down: Vec<usize>,
        column: Vec<usize>,
        size: Vec<usize>,
        iterations: u64,
    }

    impl Literal {
        fn new(grid: &Grid) -> Literal {
            let mut l = Literal {
                left: (0..=COLUMNS)
                    .map(|h| (h + COLUMNS) % (COLUMNS + 1))
                    .collect(),
                right: (0..=COLUMNS).map(|h| (h + 1) % (COLUMNS + 1)).collect(),
                up: (0..=COLUMNS).collect(),
                down: (0..=COLUMNS).collect(),
                column: (0..=COLUMNS).collect(),
                size: vec![0; COLUMNS + 1],
                iterations: 0,
            };
            let mut clue_rows = Vec::new();
            for cell in 0..81 {
                let (r, c) = (cell / 9, cell % 9);
                let digits = match grid.values()[cell] {
                    0 => 1..=9,
                    n => n..=n,
                };
                for n in digits {
                    let n = n as usize;
                    let first = l.column.len();
                    let b = r / 3 * 3 + c / 3;
                    let headers = [
                        1 + r * 9 + c,
                        1 + 81 + r * 9 + n - 1,
                        1 + 162 + c * 9 + n - 1,
                        1 + 243 + b * 9 + n - 1,
                    ];
                    for (j, &h) in headers.iter().enumerate() {
                        let node = first + j;
                        l.column.push(h);
                        l.down.push(h);
                        l.up.push(l.up[h]);
                        let bottom = l.up[h];
                        l.down[bottom] = node;
                        l.up[h] = node;
                        l.size[h] += 1;
                        l.right.push(first + (j + 1) % 4);
                        l.left.push(first + (j + 3) % 4);
                    }
                    if grid.values()[cell] != 0 {
                        clue_rows.push(first);
                    }
                }
            }
            for first in clue_rows {
                for node in first..first + 4 {
                    l.cover(l.column[node]);
                }
            }
            l
        }

        fn cover(&mut self, c: usize) {
            let (left, right) = (self.left[c], self.right[c]);
            self.left[right] = left;
            self.right[left] = right;
            let mut i = self.down[c];
            while i != c {
                let mut j = self.right[i];
                while j != i {
                    let (up, down) = (self.up[j], self.down[j]);
                    self.up[down] = up;
                    self.down[up] = down;
                    self.size[self.column[j]] -= 1;
                    j = self.right[j];
                }
                i = self.down[i];
            }
        }

        fn uncover(&mut self, c: usize) {
            let mut i = self.up[c];
            while i != c {
                let mut j = self.left[i];
                while j != i {
                    self.size[self.column[j]] += 1;
                    let (up, down) = (self.up[j], self.down[j]);
                    self.up[down] = j;
                    self.down[up] = j;
                    j = self.left[j];
                }
                i = self.up[i];
            }
            let (left, right) = (self.left[c], self.right[c]);
            self.left[right] = c;
            self.right[left] = c;
        }

        fn search(&mut self) -> bool {
            self.iterations += 1;
            if self.right[ROOT] == ROOT {
                return true;
            }
            let mut best = ROOT;
            let mut min = usize::MAX;
            let mut c = self.right[ROOT];
            while c != ROOT {
                if self.size[c] < min {
                    min = self.size[c];
                    best = c;
                }
                c = self.right[c];
            }
            if min == 0 {
                return false;
            }
            self.cover(best);
            let mut r = self.down[best];
            while r != best {
                let mut j = self.right[r];
                while j != r {
                    self.cover(self.column[j]);
                    j = self.right[j];
                }
                if self.search() {
                    return true;
                }
                let mut j = self.left[r];
                while j != r {
                    self.uncover(self.column[j]);
                    j = self.left[j];
                }
                r = self.down[r];
            }
            self.uncover(best);
            false
        }
    }

    #[test]
    fn nodes_are_the_reference_iterations() {
        // The template holds all nine rows of a given's cell where the reference builds
        // one, but covering the given's cell column removes the other eight before the
        // search starts: the same matrix, in the same order, so the same search.
        let mut checked = 0;
        for g in crate::solve::testing::solver_puzzles() {
            if !g.is_valid() {
                continue;
            }
            let mut literal = Literal::new(&g);
            let solved = literal.search();
            let out = solve(&g);
            assert_eq!(out.nodes, literal.iterations, "{g}");
            assert_eq!(out.solution.is_some(), solved, "{g}");
            checked += 1;
        }
        assert!(checked >= 40, "{checked}");
    }

    #[test]
    fn clash_is_not_searched() {
        let mut g = Grid::EMPTY;
        g.set(Cell::at(0, 0).unwrap(), crate::Digit::new(3));
        g.set(Cell::at(1, 1).unwrap(), crate::Digit::new(3));
        let out = count(&g, 2);
        assert_eq!((out.solutions, out.nodes, out.updates), (0, 0, 0));
    }
}
