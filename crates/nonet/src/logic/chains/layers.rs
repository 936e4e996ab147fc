//! `Layers`: a breadth-first search over chain states that keeps every path simple, for
//! the chain finders that want their shortest chains first (X-Chain, XY-Chain).
//!
//! A state is a cell and one bit (`2 * cell + bit`: for X-Chain whether the digit is
//! on or off there, for XY-Chain which of the cell's two digits is on), so 162 states
//! fit in a `u8` with 255 as "not reached". Each reached state keeps its parent, so the
//! search costs a few fixed arrays and no allocation per node.
//!
//! A state is reached once, by the first (shortest) path that gets there, and a path
//! never enters a cell it already holds. That keeps every chain simple but can miss a
//! simple chain whose state an earlier path already took (exact shortest simple
//! alternating paths are far costlier); the chain is then found from another start or
//! at another length.

use crate::grid::{Cell, CellSet};

const NONE: u8 = u8::MAX;

/// The states a search has reached, layer by layer.
pub(crate) struct Layers {
    parent: [u8; 162],
    frontier: [u8; 162],
    len: usize,
}

impl Layers {
    /// A search from `start`, whose first layer is `start` alone.
    pub(crate) fn new(start: usize) -> Layers {
        let mut layers = Layers {
            parent: [NONE; 162],
            frontier: [0; 162],
            len: 1,
        };
        layers.parent[start] = start as u8;
        layers.frontier[0] = start as u8;
        layers
    }

    /// The cell of a state.
    pub(crate) fn cell(state: usize) -> Cell {
        Cell::from_index(state / 2)
    }

    /// The states of the current layer, in the order they were reached.
    pub(crate) fn frontier(&self) -> &[u8] {
        &self.frontier[..self.len]
    }

    /// Whether the search has nothing left to expand.
    pub(crate) fn is_exhausted(&self) -> bool {
        self.len == 0
    }

    /// Replaces the current layer by the states `successors` offers for each of its
    /// states that were not reached before. `successors(state, path, reach)` gets the
    /// cells of the state's path and calls `reach` for each successor state (it is up
    /// to it to skip successors whose cell is on the path).
    pub(crate) fn advance(
        &mut self,
        mut successors: impl FnMut(usize, CellSet, &mut dyn FnMut(usize)),
    ) {
        let old = self.frontier;
        let n = self.len;
        self.len = 0;
        for &s in &old[..n] {
            let path = self.path_cells(usize::from(s));
            let parent = &mut self.parent;
            let frontier = &mut self.frontier;
            let len = &mut self.len;
            successors(usize::from(s), path, &mut |t| {
                if parent[t] == NONE {
                    parent[t] = s;
                    frontier[*len] = t as u8;
                    *len += 1;
                }
            });
        }
        self.frontier[..self.len].sort_unstable();
    }

    /// The cells on the path from the start to `state`.
    pub(crate) fn path_cells(&self, state: usize) -> CellSet {
        let mut cells = CellSet::EMPTY;
        self.walk(state, |s| cells.insert(Layers::cell(s)));
        cells
    }

    /// The states of the path from the start to `state`, in order, written to `out`;
    /// returns how many.
    pub(crate) fn path(&self, state: usize, out: &mut [usize]) -> usize {
        let mut n = 0;
        self.walk(state, |s| {
            if n < out.len() {
                out[n] = s;
                n += 1;
            }
        });
        out[..n].reverse();
        n
    }

    /// Calls `f` for `state` and each ancestor, back to the start.
    fn walk(&self, mut state: usize, mut f: impl FnMut(usize)) {
        loop {
            f(state);
            let p = usize::from(self.parent[state]);
            if p == state || self.parent[state] == NONE {
                return;
            }
            state = p;
        }
    }
}
