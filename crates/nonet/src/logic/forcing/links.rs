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

    /// The links of both kinds from the links of house kind (`x`, built with X only)
    /// and of cell kind (`y`, built with Y only) of the same board, as `build(board,
    /// true, true)` makes them: ON_TO_OFF with Y is the same in both, and OFF_TO_ON(Y,
    /// X) is the bivalue link followed by the house links (a house partner is never the
    /// cell's other value, so nothing is dropped as a duplicate).
    pub(crate) fn combine(&mut self, x: &Links, y: &Links) {
        debug_assert_eq!(x.pots, y.pots);
        self.start.clear();
        self.items.clear();
        self.pots.clear();
        self.pots.extend_from_slice(&y.pots);
        self.dense.clear();
        self.dense.extend_from_slice(&y.dense);
        self.dstart.clear();
        self.dadj.clear();
        for (i, &p) in y.pots.iter().enumerate() {
            self.open(p);
            self.items.extend_from_slice(y.of(p));
            self.dadj.extend_from_slice(y.succ(i as u32));
            if p & 1 == 0 {
                self.items.extend_from_slice(x.of(p));
                self.dadj.extend_from_slice(x.succ(i as u32));
            }
        }
        self.close();
    }

    /// Clears the tables and lists the board's potentials with their dense indices.
    fn index_pots(&mut self, board: &Board) {
        self.start.clear();
        self.items.clear();
        self.pots.clear();
        self.dstart.clear();
        self.dadj.clear();
        self.dense.clear();
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
/// Only the board's own potentials are nodes, numbered densely. [`Reach::components`]
/// finds the components alone (what [`Reach::cyclic`] and [`Reach::reaches`] need);
/// [`Reach::build`] adds each component's reach as a bitset of `words` words (a third
/// of the full 1458 bits on a typical board), for [`Reach::common`].
#[derive(Default)]
pub(crate) struct Reach {
    words: usize,
    /// Component of each dense node, numbered in the order Tarjan's algorithm emits
    /// them: a component is emitted after every component it reaches.
    comp: Vec<u32>,
    size: Vec<u32>,
    /// The least component number a component reaches (itself included): `a` can
    /// reach `b` only if `low[a] <= low[b]` and `b <= a`, as everything `b` reaches
    /// `a` reaches too.
    low_comp: Vec<u32>,
    /// The longest path of components down from a component (0 for a sink): a
    /// component reaches only components of a lower level.
    level: Vec<u32>,
    /// Component `c`'s reach is `reach[c * words..(c + 1) * words]`.
    reach: Vec<u64>,
    stamp: Vec<u32>,
    // Tarjan's working storage, by dense index.
    index: Vec<u32>,
    low: Vec<u32>,
    stack: Vec<u32>,
    on_stack: Vec<bool>,
    calls: Vec<(u32, u32)>,
    // Depth-first search of `reaches`: visit marks and the nodes to explore.
    seen: Vec<u32>,
    epoch: u32,
    todo: Vec<u16>,
}

impl Reach {
    /// The components and every component's reach set.
    pub(crate) fn build(&mut self, links: &Links) {
        self.tarjan(links, true);
    }

    /// The components only.
    pub(crate) fn components(&mut self, links: &Links) {
        self.tarjan(links, false);
    }

    fn tarjan(&mut self, links: &Links, sets: bool) {
        const UNSEEN: u32 = u32::MAX;
        let n = links.pots.len();
        self.words = n.div_ceil(64).max(1);
        self.comp.clear();
        self.comp.resize(n, UNSEEN);
        self.size.clear();
        self.low_comp.clear();
        self.level.clear();
        self.reach.clear();
        self.stamp.clear();
        self.index.clear();
        self.index.resize(n, UNSEEN);
        self.low.clear();
        self.low.resize(n, 0);
        self.on_stack.clear();
        self.on_stack.resize(n, false);
        self.stack.clear();
        let mut next = 0u32;
        for root in 0..n as u32 {
            if self.index[root as usize] != UNSEEN {
                continue;
            }
            self.calls.clear();
            self.calls.push((root, 0));
            self.index[root as usize] = next;
            self.low[root as usize] = next;
            next += 1;
            self.stack.push(root);
            self.on_stack[root as usize] = true;
            while let Some(&mut (v, ref mut i)) = self.calls.last_mut() {
                let succ = links.succ(v);
                if (*i as usize) < succ.len() {
                    let w = u32::from(succ[*i as usize]);
                    *i += 1;
                    if self.index[w as usize] == UNSEEN {
                        self.index[w as usize] = next;
                        self.low[w as usize] = next;
                        next += 1;
                        self.stack.push(w);
                        self.on_stack[w as usize] = true;
                        self.calls.push((w, 0));
                    } else if self.on_stack[w as usize] {
                        let lw = self.index[w as usize];
                        if lw < self.low[v as usize] {
                            self.low[v as usize] = lw;
                        }
                    }
                    continue;
                }
                self.calls.pop();
                if let Some(&(u, _)) = self.calls.last() {
                    let lv = self.low[v as usize];
                    if lv < self.low[u as usize] {
                        self.low[u as usize] = lv;
                    }
                }
                if self.low[v as usize] == self.index[v as usize] {
                    // A component; every component it reaches is already complete.
                    let id = self.size.len() as u32;
                    let top = self.stack.len();
                    let mut k = top;
                    loop {
                        k -= 1;
                        let w = self.stack[k];
                        self.on_stack[w as usize] = false;
                        self.comp[w as usize] = id;
                        if w == v {
                            break;
                        }
                    }
                    let (mut low, mut level) = (id, 0);
                    for j in k..top {
                        for &s in links.succ(self.stack[j]) {
                            let c = self.comp[s as usize] as usize;
                            if c != id as usize {
                                low = low.min(self.low_comp[c]);
                                level = level.max(self.level[c] + 1);
                            }
                        }
                    }
                    self.low_comp.push(low);
                    self.level.push(level);
                    if sets {
                        self.component_reach(links, id, k, top);
                    }
                    self.size.push((top - k) as u32);
                    self.stack.truncate(k);
                }
            }
        }
    }

    /// The reach set of the component `id` just emitted, made of `stack[k..top]`.
    fn component_reach(&mut self, links: &Links, id: u32, k: usize, top: usize) {
        let words = self.words;
        let base = self.reach.len();
        self.reach.resize(base + words, 0);
        self.stamp.push(id);
        for j in k..top {
            let w = self.stack[j];
            self.reach[base + (w as usize >> 6)] |= 1 << (w & 63);
        }
        for j in k..top {
            let w = self.stack[j];
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

    /// Whether `to` is reachable from `from` (a potential reaches itself) in `graph`,
    /// after [`Reach::components`] or [`Reach::build`] on `graph` or on a graph with
    /// the same potentials that holds every link of `graph`.
    ///
    /// Exact, by a depth-first search of `graph` that enters only nodes whose
    /// component can still reach `to`'s in the larger graph: a component is emitted
    /// after, has a higher level than, and has a least reached component no higher
    /// than every other component it reaches. On the near-acyclic graphs of working
    /// boards most answers come from these labels alone, and the search is short.
    pub(crate) fn reaches(&mut self, graph: &Links, from: Pot, to: Pot) -> bool {
        let (f, t) = (graph.dense[from as usize], graph.dense[to as usize]);
        if f == u16::MAX || t == u16::MAX {
            return false;
        }
        let (cf, ct) = (self.comp[f as usize], self.comp[t as usize]);
        if cf == ct {
            // Strongly connected in the larger graph; search `graph` itself.
            return from == to || self.search(graph, f, t, ct);
        }
        if !self.may_reach(cf, ct) {
            return false;
        }
        self.search(graph, f, t, ct)
    }

    /// Whether component `a` may reach component `b` (a different one), by the labels.
    #[inline]
    fn may_reach(&self, a: u32, b: u32) -> bool {
        a > b
            && self.level[a as usize] > self.level[b as usize]
            && self.low_comp[a as usize] <= self.low_comp[b as usize]
    }

    /// Depth-first search of `graph` from dense node `f` for `t` (of component `ct`).
    fn search(&mut self, graph: &Links, f: u16, t: u16, ct: u32) -> bool {
        self.seen.resize(graph.pots.len(), 0);
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
                let cw = self.comp[w as usize];
                if cw != ct && !self.may_reach(cw, ct) {
                    continue;
                }
                self.seen[w as usize] = epoch;
                self.todo.push(w);
            }
        }
        false
    }

    /// Whether `p` lies on a cycle of the graph.
    #[inline]
    pub(crate) fn cyclic(&self, p: Pot, links: &Links) -> bool {
        let f = links.dense[p as usize];
        f != u16::MAX
            && (self.size[self.comp[f as usize] as usize] > 1
                || links.of(p).iter().any(|&(q, _)| q == p))
    }

    /// Calls `f` on every potential reachable from all of `sources`, after
    /// [`Reach::build`] on `links`.
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
