//! `XyReach`: reachability on the live part of the XY graph (cell and house links),
//! for the XY pass of Sudoku Explainer's cycles and forcing chains and for static
//! multiple forcing chains.

use super::Links;
use super::scc::{Graph, OnComplete, Scc};
use crate::grid::{Cell, CellSet, Digit, HouseKind};
use crate::logic::Board;
use crate::logic::forcing::potential::{POTS, Pot, cell_of, conj, digit_of, is_on, pot};

/// Reachability on the live part of the XY graph, for the XY pass of SE's cycles and
/// forcing chains: exact answers to whether an XY cycle or forcing chain from a potential
/// can exist, cheaper than reachability on the whole XY view.
///
/// Only potentials with a link in the view (*live*) are nodes: a search never expands
/// any other (it makes no node for it, or makes it as a chain's end). Most offs of a
/// board are dead ends, so the graph is about half the size of the whole one, and its
/// successors are kept as one compact array of node numbers. Each component's reach
/// is a bitset over live nodes; on the boards of nested searches it holds a handful of
/// them, so the questions are answered by reading those few bits:
///
/// * **Forcing from an on.** If `off(s)` is live, `on(s)` reaches it exactly when its
///   component's reach holds it. If not, every link into `off(s)` comes from `on(p)`
///   for a candidate `p` other than `s` in `s`'s cell or of `s`'s value in a house of
///   `s` (ON_TO_OFF with cell and house links), and such an on is live (it links to
///   `off(s)`); so `on(s)` reaches `off(s)` exactly when its reach holds such an on.
/// * **Forcing from an off.** `off(s)` reaches `on(s)` exactly when `off(s)` is live and
///   its component's reach holds `on(s)` (if `on(s)` is not live it is answered
///   "maybe": a search is always allowed).
/// * **Cycles.** The cycle search (SE's `doCycles`) expands each on once, never enters
///   the source again before the cycle closes, and closes after at least four links;
///   so a cycle `on(s) -> off -> on(o1) -> ... -> on(s)` passes through a live on `o1`
///   other than `s` that reaches `on(s)`: `s`'s component holds two ons at least.
#[derive(Default)]
pub(crate) struct XyReach {
    /// The board built on.
    board: Option<Board>,
    /// The node of each potential, or `u16::MAX` if it is not live.
    node: Vec<u16>,
    /// The potential of each node.
    pots: Vec<Pot>,
    /// The successors of each node.
    graph: LiveGraph,
    words: usize,
    /// Component of each node, numbered in the order they complete.
    comp: Vec<u32>,
    /// Per component: how many ons it holds.
    ons: Vec<u32>,
    /// Component `c`'s reach is `reach[c * words..(c + 1) * words]`.
    reach: Vec<u64>,
    /// Per component: where its reach in the whole graph (live reach and the dead ends
    /// it links to, a bit per potential) is in `full`, once [`XyReach::common`] needed
    /// it, or `u32::MAX`.
    full_at: Vec<u32>,
    full: Vec<[u64; POTS.div_ceil(64)]>,
    stamp: Vec<u32>,
    scc: Scc<(u32, u32)>,
}

/// The live XY graph's successors: node `v`'s are `succ[start[v]..start[v + 1]]`.
#[derive(Default)]
struct LiveGraph {
    start: Vec<u32>,
    succ: Vec<u16>,
}

impl LiveGraph {
    /// The successors of node `v`.
    #[inline]
    fn of(&self, v: u32) -> &[u16] {
        &self.succ[self.start[v as usize] as usize..self.start[v as usize + 1] as usize]
    }

    /// Whether node `v` has no successor.
    #[inline]
    fn is_sink(&self, v: u32) -> bool {
        self.start[v as usize] == self.start[v as usize + 1]
    }
}

impl Graph for LiveGraph {
    /// The next successor's index in `succ`, and the end of the node's.
    type Cursor = (u32, u32);

    #[inline]
    fn successors(&self, v: u32) -> (u32, u32) {
        (self.start[v as usize], self.start[v as usize + 1])
    }

    #[inline]
    fn next(&self, cursor: &mut (u32, u32)) -> Option<u32> {
        (cursor.0 < cursor.1).then(|| {
            cursor.0 += 1;
            u32::from(self.succ[cursor.0 as usize - 1])
        })
    }
}

impl XyReach {
    /// The live graph of the XY view of `board` (as [`Links`] holds it), its components
    /// and their reach, from the [component search](super::scc).
    ///
    /// The graph is made from the board's masks, not from a [`Links`] table: most links
    /// lead to dead ends, and masks leave them out without reading them. An off is live
    /// when its cell is bivalue or its value has two places in one of its houses; an on
    /// when its cell has another value or its value another place in its houses. The
    /// order of successors does not change the components nor their reach.
    pub(crate) fn build(&mut self, board: &Board) {
        if self.board.as_ref() == Some(board) {
            // Built on this board already (a level-3 nested round asks twice).
            return;
        }
        match &mut self.board {
            Some(b) => b.clone_from(board),
            None => self.board = Some(board.clone()),
        }
        let cands = board.all_candidates();
        let mut bivalue = 0u128;
        for cell in board.empty_cells() {
            if cands[cell.index()].len() == 2 {
                bivalue |= 1 << cell.index();
            }
        }
        let linked = super::linked_cells(board);
        self.node.clear();
        self.node.resize(POTS, u16::MAX);
        self.pots.clear();
        for cell in board.empty_cells() {
            let c = cell.index();
            let peers = CellSet::peers_of(cell).bits();
            let several = cands[c].len() >= 2;
            for v in cands[c] {
                let d = v.index();
                let off = pot(c, d, false);
                if (bivalue | linked[d]) >> c & 1 == 1 {
                    self.node[off as usize] = self.pots.len() as u16;
                    self.pots.push(off);
                }
                if several || peers & board.cells_with(v).bits() != 0 {
                    self.node[off as usize + 1] = self.pots.len() as u16;
                    self.pots.push(off + 1);
                }
            }
        }
        self.graph.start.clear();
        self.graph.succ.clear();
        for i in 0..self.pots.len() {
            self.graph.start.push(self.graph.succ.len() as u32);
            let p = self.pots[i];
            let (c, d) = (cell_of(p), digit_of(p));
            let cell = Cell::from_index(c);
            if is_on(p) {
                // The offs of the cell's other values, then of the value's other places.
                for w in cands[c] {
                    let t = self.node[pot(c, w.index(), false) as usize];
                    if w.index() != d && t != u16::MAX {
                        self.graph.succ.push(t);
                    }
                }
                let digit = Digit::from_index(d);
                let mut m = CellSet::peers_of(cell).bits()
                    & board.cells_with(digit).bits()
                    & (bivalue | linked[d]);
                while m != 0 {
                    let x = m.trailing_zeros() as usize;
                    m &= m - 1;
                    self.graph.succ.push(self.node[pot(x, d, false) as usize]);
                }
            } else {
                // The cell's other value if bivalue, then the value's partners.
                let mut ons = 0u128;
                if bivalue >> c & 1 == 1 {
                    let other = cands[c].bits() & !(1 << d);
                    let t = self.node[pot(c, other.trailing_zeros() as usize, true) as usize];
                    self.graph.succ.push(t);
                }
                let digit = Digit::from_index(d);
                for kind in [HouseKind::Box, HouseKind::Row, HouseKind::Column] {
                    let pair = board.cells_with_in(digit, cell.house(kind)).bits();
                    if pair.count_ones() == 2 {
                        ons |= pair & !(1 << c);
                    }
                }
                while ons != 0 {
                    let b = ons.trailing_zeros() as usize;
                    ons &= ons - 1;
                    self.graph.succ.push(self.node[pot(b, d, true) as usize]);
                }
            }
        }
        self.graph.start.push(self.graph.succ.len() as u32);
        let n = self.pots.len();
        self.words = n.div_ceil(64).max(1);
        self.comp.clear();
        self.comp.resize(n, 0);
        self.ons.clear();
        self.reach.clear();
        self.full.clear();
        self.stamp.clear();
        let mut comps = Components {
            words: self.words,
            comp: &mut self.comp,
            ons: &mut self.ons,
            reach: &mut self.reach,
            stamp: &mut self.stamp,
        };
        let (graph, pots) = (&self.graph, &self.pots);
        let mut visitor = OnComplete(|members: &[u32]| comps.complete(graph, pots, members));
        self.scc.search(graph, n, 0..n as u32, &mut visitor);
        self.full_at.clear();
        self.full_at.resize(self.ons.len(), u32::MAX);
    }

    /// The reach set of the component of node `v`.
    #[inline]
    fn reach_of(&self, v: u16) -> &[u64] {
        let c = self.comp[v as usize] as usize;
        &self.reach[c * self.words..(c + 1) * self.words]
    }

    /// The component of potential `p`, or `u32::MAX` if it is not live.
    #[inline]
    pub(crate) fn component(&self, p: Pot) -> u32 {
        let v = self.node[p as usize];
        if v == u16::MAX {
            u32::MAX
        } else {
            self.comp[v as usize]
        }
    }

    /// Whether potential `q` is live and in component `c`.
    #[inline]
    pub(crate) fn in_component(&self, q: Pot, c: u32) -> bool {
        let v = self.node[q as usize];
        v != u16::MAX && self.comp[v as usize] == c
    }

    /// Whether `on(s)` can lie on an XY cycle (see [`XyReach`]).
    #[inline]
    pub(crate) fn cyclic(&self, s: Pot) -> bool {
        let v = self.node[s as usize];
        v != u16::MAX && self.ons[self.comp[v as usize] as usize] >= 2
    }

    /// Whether the on `s` reaches its off in the XY graph.
    #[inline]
    pub(crate) fn on_reaches_off(&self, s: Pot) -> bool {
        debug_assert!(is_on(s));
        let v = self.node[s as usize];
        if v == u16::MAX {
            return false;
        }
        let t = self.node[conj(s) as usize];
        if t != u16::MAX {
            return self.reach_of(v)[t as usize >> 6] >> (t & 63) & 1 == 1;
        }
        let (cell, digit) = (cell_of(s), digit_of(s));
        let peers = CellSet::peers_of(Cell::from_index(cell));
        for (i, &w) in self.reach_of(v).iter().enumerate() {
            let mut w = w;
            while w != 0 {
                let b = w.trailing_zeros() as usize;
                w &= w - 1;
                let p = self.pots[i * 64 + b];
                let c = cell_of(p);
                if is_on(p)
                    && p != s
                    && (c == cell || (digit_of(p) == digit && peers.contains(Cell::from_index(c))))
                {
                    return true;
                }
            }
        }
        false
    }

    /// Calls `f` on potentials reachable from all of `sources` in `links` (the graph
    /// built on) until it returns true; returns whether it did. A potential's reach in
    /// the whole graph is its live reach and every successor of it (the dead ends
    /// only ever end a path), or itself alone if it is not live.
    pub(crate) fn common(
        &mut self,
        sources: &[Pot],
        links: &mut Links,
        mut f: impl FnMut(Pot) -> bool,
    ) -> bool {
        const WORDS: usize = POTS.div_ceil(64);
        let mut acc = [!0u64; WORDS];
        for &src in sources {
            let v = self.node[src as usize];
            let mut any = 0;
            if v == u16::MAX {
                let (i, bit) = (src as usize >> 6, 1u64 << (src & 63));
                acc = [0; WORDS];
                acc[i] = bit;
                any = bit;
            } else {
                let row = self.full_row(v, links);
                for (a, b) in acc.iter_mut().zip(row) {
                    *a &= *b;
                    any |= *a;
                }
            }
            if any == 0 {
                return false;
            }
        }
        for (i, &w) in acc.iter().enumerate() {
            let mut w = w;
            while w != 0 {
                let b = w.trailing_zeros() as usize;
                w &= w - 1;
                if f((i * 64 + b) as Pot) {
                    return true;
                }
            }
        }
        false
    }

    /// The reach in the whole graph of node `v`'s component, made the first time.
    fn full_row(&mut self, v: u16, links: &mut Links) -> &[u64; POTS.div_ceil(64)] {
        let c = self.comp[v as usize] as usize;
        if self.full_at[c] == u32::MAX {
            let mut all = [0u64; POTS.div_ceil(64)];
            for (i, &w) in self.reach_of(v).iter().enumerate() {
                let mut w = w;
                while w != 0 {
                    let b = w.trailing_zeros() as usize;
                    w &= w - 1;
                    let p = self.pots[i * 64 + b];
                    all[p as usize >> 6] |= 1 << (p & 63);
                    links.ensure(p);
                    for &(q, _) in links.of(p) {
                        all[q as usize >> 6] |= 1 << (q & 63);
                    }
                }
            }
            self.full_at[c] = self.full.len() as u32;
            self.full.push(all);
        }
        &self.full[self.full_at[c] as usize]
    }

    /// Whether the off `s` reaches its on in the XY graph ("maybe" if the on is not
    /// live, which no source of the XY pass is).
    #[inline]
    pub(crate) fn off_reaches_on(&self, s: Pot) -> bool {
        debug_assert!(!is_on(s));
        let (v, t) = (self.node[s as usize], self.node[conj(s) as usize]);
        if v == u16::MAX {
            return false;
        }
        t == u16::MAX || self.reach_of(v)[t as usize >> 6] >> (t & 63) & 1 == 1
    }
}

/// Where [`XyReach::build`] records its components as the search completes them.
struct Components<'a> {
    words: usize,
    comp: &'a mut [u32],
    ons: &'a mut Vec<u32>,
    reach: &'a mut Vec<u64>,
    stamp: &'a mut Vec<u32>,
}

impl Components<'_> {
    /// Records the component of `members`, every component it reaches complete: its
    /// reach set (its members, and the reach of each component a member links to) and
    /// its on count. Returns its number.
    fn complete(&mut self, graph: &LiveGraph, pots: &[Pot], members: &[u32]) -> u32 {
        let (id, words) = (self.ons.len() as u32, self.words);
        let base = self.reach.len();
        self.reach.resize(base + words, 0);
        self.stamp.push(id);
        let mut ons = 0;
        for &w in members {
            self.comp[w as usize] = id;
            self.reach[base + (w as usize >> 6)] |= 1 << (w & 63);
            ons += u32::from(is_on(pots[w as usize]));
        }
        self.ons.push(ons);
        for &w in members {
            for &s in graph.of(w) {
                let c = self.comp[s as usize];
                if c == id || self.stamp[c as usize] == id {
                    continue;
                }
                self.stamp[c as usize] = id;
                if graph.is_sink(u32::from(s)) {
                    // A sink reaches only itself.
                    self.reach[base + (s as usize >> 6)] |= 1 << (s & 63);
                    continue;
                }
                let (done, cur) = self.reach.split_at_mut(base);
                let r = &done[c as usize * words..(c as usize + 1) * words];
                for (a, b) in cur.iter_mut().zip(r) {
                    *a |= *b;
                }
            }
        }
        id
    }
}
