//! `Bfs`: a breadth-first search over chain states that keeps every path simple, for the
//! chain finders that want their shortest chains first (X-Chain, XY-Chain, AIC, and the
//! implication chains of Kraken Fish).
//!
//! A state is a small integer; each reached state keeps its parent, so the search costs
//! two fixed arrays and no allocation per node. The state type and the capacity are
//! parameters: [`Layers`] is the cell search of X-Chain and XY-Chain (`2 * cell + bit`:
//! for X-Chain whether the digit is on or off there, for XY-Chain which of the cell's two
//! digits is on, so 162 states in a `u8` with 255 as "not reached"); AIC and Kraken Fish
//! search the nodes of a link graph (`2 * node + on`) in `u16`s.
//!
//! A state is reached once, by the first (shortest) path that gets there, and a path
//! never enters a cell (or node) it already holds. That keeps every chain simple but can
//! miss a simple chain whose state an earlier path already took (exact shortest simple
//! alternating paths are far costlier); the chain is then found from another start or
//! at another length.

use crate::grid::{Cell, CellSet};

/// A state number that fits the search's arrays; its largest value means "not reached".
pub(crate) trait State: Copy + Ord {
    const NONE: Self;
    fn get(self) -> usize;
    fn of(index: usize) -> Self;
}

impl State for u8 {
    const NONE: u8 = u8::MAX;
    fn get(self) -> usize {
        usize::from(self)
    }
    fn of(index: usize) -> u8 {
        index as u8
    }
}

impl State for u16 {
    const NONE: u16 = u16::MAX;
    fn get(self) -> usize {
        usize::from(self)
    }
    fn of(index: usize) -> u16 {
        index as u16
    }
}

/// The states a search has reached, layer by layer: `N` states numbered in `T`.
///
/// Every reached state is logged once, in order, in `order`; the current layer is the
/// tail `order[layer..len]`. Advancing appends the next layer, so nothing is copied,
/// and [`Bfs::restart`] clears only the states the last search reached, so one search
/// can be reused from many starts without touching its whole arrays.
pub(crate) struct Bfs<T, const N: usize> {
    parent: [T; N],
    order: [T; N],
    layer: usize,
    len: usize,
}

/// The cell search of X-Chain and XY-Chain: a state is `2 * cell + bit`.
pub(crate) type Layers = Bfs<u8, 162>;

impl<T: State, const N: usize> Bfs<T, N> {
    /// A search from `start`, whose first layer is `start` alone.
    pub(crate) fn new(start: usize) -> Bfs<T, N> {
        let mut bfs = Bfs {
            parent: [T::NONE; N],
            order: [T::NONE; N],
            layer: 0,
            len: 0,
        };
        bfs.restart(start);
        bfs
    }

    /// Forgets the last search and starts again from `start`.
    pub(crate) fn restart(&mut self, start: usize) {
        for &s in &self.order[..self.len] {
            self.parent[s.get()] = T::NONE;
        }
        self.parent[start] = T::of(start);
        self.order[0] = T::of(start);
        self.layer = 0;
        self.len = 1;
    }

    /// The states of the current layer, ascending.
    pub(crate) fn frontier(&self) -> &[T] {
        &self.order[self.layer..self.len]
    }

    /// Whether the search has nothing left to expand.
    pub(crate) fn is_exhausted(&self) -> bool {
        self.layer == self.len
    }

    /// Replaces the current layer by the states `successors` offers for each of its
    /// states that were not reached before. `successors(state, summary, reach)` gets
    /// `summary(self, state)` (what it needs to know of the state's path) and calls
    /// `reach` for each successor state (it is up to it to keep paths simple).
    pub(crate) fn advance_with<P>(
        &mut self,
        summary: impl Fn(&Self, usize) -> P,
        mut successors: impl FnMut(usize, P, &mut dyn FnMut(usize)),
    ) {
        let (first, end) = (self.layer, self.len);
        for i in first..end {
            let s = self.order[i];
            let path = summary(self, s.get());
            let parent = &mut self.parent;
            let order = &mut self.order;
            let len = &mut self.len;
            successors(s.get(), path, &mut |t| {
                if parent[t] == T::NONE {
                    parent[t] = s;
                    order[*len] = T::of(t);
                    *len += 1;
                }
            });
        }
        self.layer = end;
        self.order[end..self.len].sort_unstable();
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
    pub(crate) fn walk(&self, mut state: usize, mut f: impl FnMut(usize)) {
        loop {
            f(state);
            let p = self.parent[state];
            if p == T::NONE || p.get() == state {
                return;
            }
            state = p.get();
        }
    }
}

impl Layers {
    /// The cell of a state.
    pub(crate) fn cell(state: usize) -> Cell {
        Cell::from_index(state / 2)
    }

    /// [`Bfs::advance_with`] where each state's summary is the cells of its path.
    pub(crate) fn advance(&mut self, successors: impl FnMut(usize, CellSet, &mut dyn FnMut(usize))) {
        self.advance_with(Layers::path_cells, successors);
    }

    /// The cells on the path from the start to `state`.
    pub(crate) fn path_cells(&self, state: usize) -> CellSet {
        let mut cells = CellSet::EMPTY;
        self.walk(state, |s| cells.insert(Layers::cell(s)));
        cells
    }
}
