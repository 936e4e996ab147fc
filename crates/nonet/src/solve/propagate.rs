//! Constraint propagation with a most-constrained-cell search, as in Taras Mychaskiw's
//! COSC 4P03 report "Sudoku Generator".
//!
//! Every cell holds its candidates; two rules run to a fixed point (the paper's
//! `assign` and `eliminate`, after Norvig's "Solving Every Sudoku Puzzle"):
//!
//! 1. a cell left with one candidate eliminates it from its 20 peers;
//! 2. a house left with one place for a digit assigns the digit there.
//!
//! A cell with no candidate or a house with no place for a digit is a contradiction.
//! When the rules stall, the search picks the cell with the fewest candidates (more than
//! one; the first such cell in row-major order on a tie), assigns each candidate in
//! ascending order to a copy of the state and searches on.
//!
//! Where the paper keeps a dictionary of strings and reverts assignments, the state here
//! is 81 `u16` candidate sets plus, for each digit, the set of cells where it may still
//! go (a [`CellSet`], 306 bytes in all): a branch copies the state and throws the copy
//! away, which costs less than undoing. The per-digit sets turn rule 2's question "how
//! many places are left for this digit in this house" into one AND and one popcount
//! (scanning the house's nine cells instead took about 9% more CPU time counting
//! `hardest_1000` to 2; the rest of the cost is the propagation itself, about 2 µs a
//! node on those puzzles).
//! `assign` and `eliminate` recurse as in the paper; each nested call removes a
//! candidate first, so the depth is bounded by the 729 candidates.

use crate::grid::{Cell, CellSet, Grid};

/// What a propagation search found, and how many search nodes it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct PropagateOutcome {
    /// Solutions found, at most the limit asked for.
    pub solutions: usize,
    /// The first solution found.
    pub solution: Option<Grid>,
    /// Search nodes: states examined after propagation, the root included.
    pub nodes: u64,
}

/// Counts the solutions of `grid`, stopping at `limit` (0 is read as 1).
///
/// Givens that repeat a digit in a house give no solution without a search (0 nodes);
/// givens whose propagation meets a contradiction give no solution at the root (1 node).
pub(super) fn count(grid: &Grid, limit: usize) -> PropagateOutcome {
    let mut out = PropagateOutcome {
        solutions: 0,
        solution: None,
        nodes: 0,
    };
    if !grid.is_valid() {
        return out;
    }
    let mut board = Board {
        cands: [ALL; 81],
        places: [CellSet::ALL; 9],
    };
    let consistent = Cell::all().all(|cell| match grid.get(cell) {
        Some(d) => board.assign(cell, d.bit()),
        None => true,
    });
    if consistent {
        search(&board, limit.max(1), &mut out);
    } else {
        out.nodes = 1;
    }
    out
}

const ALL: u16 = 0x1ff;

/// Depth-first search from a propagated state; returns whether to stop (limit reached).
fn search(board: &Board, limit: usize, out: &mut PropagateOutcome) -> bool {
    out.nodes += 1;
    let Some(cell) = board.most_constrained() else {
        // Every cell has one candidate, and rule 1 kept them apart: a solution.
        out.solutions += 1;
        if out.solution.is_none() {
            out.solution = Some(board.grid());
        }
        return out.solutions >= limit;
    };
    let mut digits = board.cands[cell.index()];
    while digits != 0 {
        let bit = digits & digits.wrapping_neg();
        digits ^= bit;
        let mut next = *board;
        if next.assign(cell, bit) && search(&next, limit, out) {
            return true;
        }
    }
    false
}

/// The candidates of every cell, bit `d - 1` for digit `d`, and the same facts by digit.
#[derive(Clone, Copy)]
struct Board {
    cands: [u16; 81],
    /// `places[d - 1]`: the cells that still have `d` as a candidate.
    places: [CellSet; 9],
}

impl Board {
    /// The paper's `assign`: eliminates every other candidate of `cell`. Returns false
    /// on a contradiction.
    fn assign(&mut self, cell: Cell, bit: u16) -> bool {
        let mut others = self.cands[cell.index()] & !bit;
        while others != 0 {
            let b = others & others.wrapping_neg();
            others ^= b;
            if !self.eliminate(cell, b) {
                return false;
            }
        }
        true
    }

    /// The paper's `eliminate`: removes `bit` from `cell`, then applies rule 1 to the
    /// cell and rule 2 to its three houses. Returns false on a contradiction.
    fn eliminate(&mut self, cell: Cell, bit: u16) -> bool {
        let slot = &mut self.cands[cell.index()];
        if *slot & bit == 0 {
            return true;
        }
        *slot &= !bit;
        let rest = *slot;
        let digit = bit.trailing_zeros() as usize;
        self.places[digit].remove(cell);
        if rest == 0 {
            return false;
        }
        if rest.is_power_of_two() && !cell.peers().iter().all(|&p| self.eliminate(p, rest)) {
            return false;
        }
        for house in cell.houses() {
            let left = self.places[digit] & house.cell_set();
            match left.len() {
                0 => return false,
                1 => {
                    let place = left.first().expect("one cell left");
                    if !self.assign(place, bit) {
                        return false;
                    }
                }
                _ => {}
            }
        }
        true
    }

    /// The first cell with the fewest candidates among those with more than one, or
    /// `None` when every cell is decided.
    fn most_constrained(&self) -> Option<Cell> {
        let mut best = None;
        let mut best_len = 10;
        for (i, &c) in self.cands.iter().enumerate() {
            let len = c.count_ones();
            if len > 1 && len < best_len {
                best = Some(Cell::from_index(i));
                best_len = len;
                if len == 2 {
                    break;
                }
            }
        }
        best
    }

    /// The grid of a state where every cell has one candidate.
    fn grid(&self) -> Grid {
        let mut values = [0u8; 81];
        for (v, &c) in values.iter_mut().zip(&self.cands) {
            *v = c.trailing_zeros() as u8 + 1;
        }
        Grid::from_values(values).expect("decided cells hold one digit")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Digit;

    const HARD: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    #[test]
    fn propagation_alone_solves_an_easy_puzzle() {
        let g: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        let out = count(&g, 2);
        assert_eq!((out.solutions, out.nodes), (1, 1));
        assert!(out.solution.unwrap().solves(&g));
    }

    #[test]
    fn hard_puzzle_needs_search_and_is_unique() {
        let g: Grid = HARD.parse().unwrap();
        let out = count(&g, 2);
        assert_eq!(out.solutions, 1);
        assert!(out.nodes > 1);
        assert!(out.solution.unwrap().solves(&g));
    }

    #[test]
    fn empty_grid_has_many_solutions() {
        let out = count(&Grid::EMPTY, 3);
        assert_eq!(out.solutions, 3);
        assert!(out.solution.unwrap().is_solved());
    }

    #[test]
    fn clash_is_not_searched() {
        let mut g: Grid = HARD.parse().unwrap();
        g.set(Cell::at(0, 1).unwrap(), Digit::new(4));
        assert_eq!(count(&g, 2).nodes, 0);
        assert_eq!(count(&g, 2).solutions, 0);
    }
}
