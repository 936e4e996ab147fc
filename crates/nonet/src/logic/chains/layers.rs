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
//! A state is reached once, by the first (shortest) path that gets there. The chain
//! finders also keep paths simple: a path never enters a cell (or node) it already
//! holds. That can miss a simple chain whose state an earlier path already took (exact
//! shortest simple alternating paths are far costlier); the chain is then found from
//! another start or at another length. (Kraken Fish's implication search only asks what
//! is reachable, so it keeps no such rule.)

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
    /// The unreached successors one state offers (see [`Bfs::advance_admitting`]).
    offered: Vec<usize>,
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
            offered: Vec::new(),
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
    /// what `summary(self, state, out)` wrote of the state's path (into one buffer
    /// reused from state to state) and calls `reach` for each successor state (it is
    /// up to it to keep paths simple).
    pub(crate) fn advance_with<P: Default>(
        &mut self,
        summary: impl Fn(&Self, usize, &mut P),
        mut successors: impl FnMut(usize, &P, &mut dyn FnMut(usize)),
    ) {
        let (first, end) = (self.layer, self.len);
        let mut path = P::default();
        for i in first..end {
            let s = self.order[i];
            summary(self, s.get(), &mut path);
            let parent = &mut self.parent;
            let order = &mut self.order;
            let len = &mut self.len;
            successors(s.get(), &path, &mut |t| {
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

    /// Like [`Bfs::advance_with`], for searches whose path test is dearer than the
    /// reached test: `successors(state, offer)` offers each successor, and only those
    /// not reached yet are put to `admit(self, state, successor)`, so a state whose
    /// successors were all reached costs no path walk.
    pub(crate) fn advance_admitting(
        &mut self,
        mut successors: impl FnMut(usize, &mut dyn FnMut(usize)),
        mut admit: impl FnMut(&Self, usize, usize) -> bool,
    ) {
        let (first, end) = (self.layer, self.len);
        let mut offered = std::mem::take(&mut self.offered);
        for i in first..end {
            let s = self.order[i];
            offered.clear();
            let parent = &self.parent;
            successors(s.get(), &mut |t| {
                if parent[t] == T::NONE {
                    offered.push(t);
                }
            });
            for &t in &offered {
                if self.parent[t] == T::NONE && admit(self, s.get(), t) {
                    self.parent[t] = s;
                    self.order[self.len] = T::of(t);
                    self.len += 1;
                }
            }
        }
        self.offered = offered;
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
    pub(crate) fn advance(
        &mut self,
        mut successors: impl FnMut(usize, CellSet, &mut dyn FnMut(usize)),
    ) {
        self.advance_with(
            |bfs, s, out: &mut CellSet| *out = bfs.path_cells(s),
            |s, &path, reach| successors(s, path, reach),
        );
    }

    /// The cells on the path from the start to `state`.
    pub(crate) fn path_cells(&self, state: usize) -> CellSet {
        let mut cells = CellSet::EMPTY;
        self.walk(state, |s| cells.insert(Layers::cell(s)));
        cells
    }
}
