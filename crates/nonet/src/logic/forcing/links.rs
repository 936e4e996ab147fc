//! Static implication tables and reachability, for the searches whose board does not
//! change (producer 21 and static multiple chains, top level or nested).
//!
//! On a fixed board the implications of a potential never change, so they are computed
//! once per board ([`Links`]), and the question "can this assumption reach that
//! potential at all?" is answered for every potential at once from the strongly
//! connected components of the implication graph ([`Reach`]): each component's reach
//! is the union of its members and of its successors' reach, a bitset built in the
//! reverse topological order Tarjan's algorithm emits components in.
//!
//! Searches use reachability only to skip assumptions that cannot produce a hint (a
//! forcing chain needs its opposite to be reachable, a cycle needs a non-trivial
//! component, a cell or region chain needs a worthwhile potential reachable from every
//! branch); what a search finds, and in which order, is unchanged.

use super::implication::{Implied, MAX_OFFS, MadeOn, off_to_on, on_to_off};
use super::potential::{Cause, POTS, Pot};
use crate::logic::Board;

/// The implications of every potential of a board, for one kind of link.
#[derive(Default)]
pub(crate) struct Links {
    /// `start[p]..start[p + 1]` indexes `items`.
    start: Vec<u32>,
    items: Vec<(Pot, Cause)>,
    /// The potentials of the board's candidates, ascending.
    pub(crate) pots: Vec<Pot>,
    /// The same graph on dense indices (positions in `pots`), for the component and
    /// reach computations: `dstart[i]..dstart[i + 1]` indexes `dadj`.
    dstart: Vec<u32>,
    dadj: Vec<u16>,
    dense: Vec<u16>,
}

impl Links {
    /// ON_TO_OFF(y) of every on potential and OFF_TO_ON(y, x) of every off potential
    /// of a candidate of `board`.
    pub(crate) fn build(&mut self, board: &Board, y: bool, x: bool) {
        self.index_pots(board);
        let mut offs: Implied<MAX_OFFS> = Implied::new();
        let mut made = [MadeOn {
            pot: 0,
            cause: Cause::Assumption,
            house: None,
        }; 4];
        for i in 0..self.pots.len() {
            let p = self.pots[i];
            self.open(p);
            if p & 1 == 1 {
                on_to_off(board, p, y, &mut offs);
                for &(q, cause) in offs.as_slice() {
                    self.push(q, cause);
                }
            } else {
                let k = off_to_on(board, p, y, x, &mut made);
                for m in &made[..k] {
                    self.push(m.pot, m.cause);
                }
            }
        }
        self.close();
    }

    /// Producer 21's links of its three passes in one sweep, each as `build` makes it:
    /// `x` with house links only, `y` with cell links only and `xy` with both.
    /// ON_TO_OFF with Y lists the cell's other values before the house partners, and
    /// without Y only the house partners; OFF_TO_ON(Y, X) is the bivalue link followed
    /// by the house links (a house partner is never the cell's other value, so nothing
    /// is dropped as a duplicate).
    pub(crate) fn build_passes(board: &Board, x: &mut Links, y: &mut Links, xy: &mut Links) {
        xy.index_pots(board);
        for l in [&mut *x, &mut *y] {
            l.clear();
            l.pots.extend_from_slice(&xy.pots);
            l.dense.extend_from_slice(&xy.dense);
        }
        let mut offs: Implied<MAX_OFFS> = Implied::new();
        let mut made = [MadeOn {
            pot: 0,
            cause: Cause::Assumption,
            house: None,
        }; 4];
        for i in 0..xy.pots.len() {
            let p = xy.pots[i];
            x.open(p);
            y.open(p);
            xy.open(p);
            if p & 1 == 1 {
                on_to_off(board, p, true, &mut offs);
                for &(q, cause) in offs.as_slice() {
                    xy.push(q, cause);
                    y.push(q, cause);
                    if cause != Cause::Cell {
                        x.push(q, cause);
                    }
                }
            } else {
                let k = off_to_on(board, p, true, true, &mut made);
                for m in &made[..k] {
                    xy.push(m.pot, m.cause);
                    if m.cause == Cause::Cell {
                        y.push(m.pot, m.cause);
                    } else {
                        x.push(m.pot, m.cause);
                    }
                }
            }
        }
        x.close();
        y.close();
        xy.close();
    }

    fn clear(&mut self) {
        self.start.clear();
        self.items.clear();
        self.pots.clear();
        self.dstart.clear();
        self.dadj.clear();
        self.dense.clear();
    }

    /// Clears the tables and lists the board's potentials with their dense indices.
    fn index_pots(&mut self, board: &Board) {
        self.clear();
        self.dense.resize(POTS, u16::MAX);
        for cell in board.empty_cells() {
            for v in board.candidates(cell) {
                let off = super::potential::pot(cell.index(), v.index(), false);
                self.dense[off as usize] = self.pots.len() as u16;
                self.pots.push(off);
                self.dense[off as usize + 1] = self.pots.len() as u16;
                self.pots.push(off + 1);
            }
        }
    }

    /// Starts the implications of `p` (potentials come in ascending order; those in
    /// between have none).
    #[inline]
    fn open(&mut self, p: Pot) {
        let at = self.items.len() as u32;
        self.start.resize(p as usize + 1, at);
        self.dstart.push(self.dadj.len() as u32);
    }

    #[inline]
    fn push(&mut self, q: Pot, cause: Cause) {
        self.items.push((q, cause));
        self.dadj.push(self.dense[q as usize]);
    }

    /// Ends the tables: the potentials after the last have no implications.
    fn close(&mut self) {
        let at = self.items.len() as u32;
        self.start.resize(POTS + 1, at);
        self.dstart.push(self.dadj.len() as u32);
    }

    /// The successors of dense node `v`, as dense indices.
    #[inline]
    fn succ(&self, v: u32) -> &[u16] {
        &self.dadj[self.dstart[v as usize] as usize..self.dstart[v as usize + 1] as usize]
    }

    /// The implications of `p`, in SE's order.
    #[inline]
    pub(crate) fn of(&self, p: Pot) -> &[(Pot, Cause)] {
        &self.items[self.start[p as usize] as usize..self.start[p as usize + 1] as usize]
    }
}

/// Reachability over a [`Links`] graph, by strongly connected components.
///
/// Only the board's own potentials are nodes, numbered densely, so a reach set is a
/// bitset of `words` words (a third of the full 1458 bits on a typical board).
///
/// The queries also answer for a *part* of the graph built on (same potentials, some
/// of the links, as producer 21's X and Y links are parts of its XY links): what the
/// whole graph cannot reach, no part reaches, and the rare remaining questions are
/// settled by a search of the part that enters only nodes whose reach in the whole
/// graph still holds the target.
#[derive(Default)]
pub(crate) struct Reach {
    words: usize,
    /// Number of links of the graph built on.
    links: usize,
    /// Component of each dense node, numbered in the order they complete: a component
    /// completes after every component it reaches.
    comp: Vec<u32>,
    size: Vec<u32>,
    /// Component `c`'s reach is `reach[c * words..(c + 1) * words]`.
    reach: Vec<u64>,
    stamp: Vec<u32>,
    // Working storage of the component search, by dense index.
    rindex: Vec<u32>,
    stack: Vec<u32>,
    calls: Vec<(u32, u32, bool)>,
    // Searches of a part of the graph: visit marks and the nodes to explore.
    seen: Vec<u32>,
    epoch: u32,
    todo: Vec<u16>,
}

impl Reach {
    /// The components of `links` and every component's reach set, by Pearce's
    /// variant of Tarjan's algorithm (one index array; a completed node's index is
    /// replaced by a number above every index still in use).
    pub(crate) fn build(&mut self, links: &Links) {
        let n = links.pots.len();
        self.words = n.div_ceil(64).max(1);
        self.links = links.dadj.len();
        self.comp.clear();
        self.comp.resize(n, 0);
        self.size.clear();
        self.reach.clear();
        self.stamp.clear();
        self.rindex.clear();
        self.rindex.resize(n, 0);
        self.stack.clear();
        self.seen.resize(n, 0);
        let done = |id: usize| u32::MAX - id as u32;
        let mut next = 1u32;
        for root in 0..n as u32 {
            if self.rindex[root as usize] != 0 {
                continue;
            }
            self.rindex[root as usize] = next;
            next += 1;
            self.calls.push((root, 0, true));
            while let Some(frame) = self.calls.last_mut() {
                let v = frame.0;
                let succ = links.succ(v);
                if (frame.1 as usize) < succ.len() {
                    let w = u32::from(succ[frame.1 as usize]);
                    frame.1 += 1;
                    let rw = self.rindex[w as usize];
                    if rw == 0 {
                        self.rindex[w as usize] = next;
                        next += 1;
                        self.calls.push((w, 0, true));
                    } else if rw < self.rindex[v as usize] {
                        self.rindex[v as usize] = rw;
                        frame.2 = false;
                    }
                    continue;
                }
                let (_, _, is_root) = self.calls.pop().expect("a frame");
                let rv = self.rindex[v as usize];
                if is_root {
                    let mut k = self.stack.len();
                    while k > 0 && rv <= self.rindex[self.stack[k - 1] as usize] {
                        k -= 1;
                    }
                    self.stack.push(v);
                    let id = self.size.len();
                    for j in k..self.stack.len() {
                        let w = self.stack[j] as usize;
                        self.rindex[w] = done(id);
                        self.comp[w] = id as u32;
                    }
                    self.component_reach(links, id as u32, k);
                    self.size.push((self.stack.len() - k) as u32);
                    self.stack.truncate(k);
                } else {
                    self.stack.push(v);
                }
                if let Some(parent) = self.calls.last_mut() {
                    let rv = self.rindex[v as usize];
                    if rv < self.rindex[parent.0 as usize] {
                        self.rindex[parent.0 as usize] = rv;
                        parent.2 = false;
                    }
                }
            }
        }
    }

    /// The reach set of the component `id` just completed, made of `stack[k..]`;
    /// every component it reaches is already complete.
    fn component_reach(&mut self, links: &Links, id: u32, k: usize) {
        let words = self.words;
        let base = self.reach.len();
        self.reach.resize(base + words, 0);
        self.stamp.push(id);
        for &w in &self.stack[k..] {
            self.reach[base + (w as usize >> 6)] |= 1 << (w & 63);
        }
        for &w in &self.stack[k..] {
            for &s in links.succ(w) {
                let c = self.comp[s as usize];
                if c == id || self.stamp[c as usize] == id {
                    continue;
                }
                self.stamp[c as usize] = id;
                if links.succ(u32::from(s)).is_empty() {
                    // A dead end (most offs) reaches only itself.
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
    }

    /// Whether the component of dense node `v` reaches dense node `t`.
    #[inline]
    fn comp_reaches(&self, v: u16, t: u16) -> bool {
        let c = self.comp[v as usize] as usize;
        self.reach[c * self.words + (t as usize >> 6)] >> (t & 63) & 1 == 1
    }

    /// Whether `to` is reachable from `from` (a potential reaches itself) in `graph`,
    /// the graph built on or a part of it.
    #[inline]
    pub(crate) fn reaches(&mut self, graph: &Links, from: Pot, to: Pot) -> bool {
        let (f, t) = (graph.dense[from as usize], graph.dense[to as usize]);
        if f == u16::MAX || t == u16::MAX || !self.comp_reaches(f, t) {
            return false;
        }
        from == to || graph.dadj.len() == self.links || self.search(graph, f, t, false)
    }

    /// Whether `p` lies on a cycle of `graph`, the graph built on or a part of it (a
    /// cycle of a part stays in one component of the whole).
    #[inline]
    pub(crate) fn cyclic(&mut self, graph: &Links, p: Pot) -> bool {
        let f = graph.dense[p as usize];
        if f == u16::MAX {
            return false;
        }
        if self.size[self.comp[f as usize] as usize] == 1 {
            return graph.succ(u32::from(f)).contains(&f);
        }
        graph.dadj.len() == self.links || self.search(graph, f, f, true)
    }

    /// Depth-first search of `graph` from dense node `f` for a path of one link or
    /// more to `t`, through nodes whose component reaches `t` (`within`: through
    /// `t`'s component only).
    fn search(&mut self, graph: &Links, f: u16, t: u16, within: bool) -> bool {
        let ct = self.comp[t as usize];
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.seen.fill(0);
            self.epoch = 1;
        }
        let epoch = self.epoch;
        self.todo.clear();
        self.todo.push(f);
        self.seen[f as usize] = epoch;
        while let Some(v) = self.todo.pop() {
            for &w in graph.succ(u32::from(v)) {
                if w == t {
                    return true;
                }
                if self.seen[w as usize] == epoch {
                    continue;
                }
                let enter = if within {
                    self.comp[w as usize] == ct
                } else {
                    self.comp_reaches(w, t)
                };
                if enter {
                    self.seen[w as usize] = epoch;
                    self.todo.push(w);
                }
            }
        }
        false
    }

    /// Calls `f` on every potential reachable from all of `sources`, in `links` (the
    /// graph built on).
    pub(crate) fn common(
        &self,
        sources: &[Pot],
        links: &Links,
        mut f: impl FnMut(Pot) -> bool,
    ) -> bool {
        let words = self.words;
        let mut acc = vec![!0u64; words];
        for &s in sources {
            let d = links.dense[s as usize];
            if d == u16::MAX {
                return false;
            }
            let c = self.comp[d as usize] as usize;
            for (a, b) in acc.iter_mut().zip(&self.reach[c * words..(c + 1) * words]) {
                *a &= *b;
            }
        }
        for (i, &w) in acc.iter().enumerate() {
            let mut w = w;
            while w != 0 {
                let b = w.trailing_zeros() as usize;
                w &= w - 1;
                let k = i * 64 + b;
                if k < links.pots.len() && f(links.pots[k]) {
                    return true;
                }
            }
        }
        false
    }
}
