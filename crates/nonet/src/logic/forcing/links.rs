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

/// Which links of a [`Links`] table are in use.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) enum View {
    /// House links only (`Y` off): ON_TO_OFF without the cell's other values,
    /// OFF_TO_ON without the bivalue link.
    X,
    /// Cell links only (`X` off): OFF_TO_ON without the house links.
    Y,
    /// Both kinds.
    #[default]
    XY,
}

/// The implications of every potential of a board, for one kind of link.
///
/// Every link of both kinds is stored once; the kinds of the [`View`] in use are
/// read from it. ON_TO_OFF with Y lists the cell's other values before the house
/// partners, and without Y only the house partners; OFF_TO_ON(Y, X) is the bivalue
/// link followed by the house links, and a house partner is never the cell's other
/// value (nothing is dropped as a duplicate across kinds). So each potential's links
/// are a run of cell links followed by a run of house links, and each view is a slice.
#[derive(Default)]
pub(crate) struct Links {
    /// `start[p]..start[p + 1]` indexes `items`.
    start: Vec<u32>,
    /// How many of `p`'s links, at the start of its run, are cell links.
    cells: Vec<u8>,
    items: Vec<(Pot, Cause)>,
    /// The potentials of the board's candidates, ascending.
    pub(crate) pots: Vec<Pot>,
    /// The position of each potential in `pots` (its dense index), or `u16::MAX`.
    dense: Vec<u16>,
    view: View,
    /// The potentials with at least one link in the view in use: a search need not
    /// make a node for any other, since it can lead nowhere.
    live: [u64; POTS.div_ceil(64)],
}

impl Links {
    /// ON_TO_OFF(y) of every on potential and OFF_TO_ON(y, x) of every off potential
    /// of a candidate of `board` (`y` or `x` or both).
    pub(crate) fn build(&mut self, board: &Board, y: bool, x: bool) {
        self.start.clear();
        self.items.clear();
        self.pots.clear();
        self.dense.clear();
        self.dense.resize(POTS, u16::MAX);
        self.cells.clear();
        self.cells.resize(POTS, 0);
        for cell in board.empty_cells() {
            for v in board.candidates(cell) {
                let off = super::potential::pot(cell.index(), v.index(), false);
                self.dense[off as usize] = self.pots.len() as u16;
                self.pots.push(off);
                self.dense[off as usize + 1] = self.pots.len() as u16;
                self.pots.push(off + 1);
            }
        }
        let mut offs: Implied<MAX_OFFS> = Implied::new();
        let mut made = [MadeOn {
            pot: 0,
            cause: Cause::Assumption,
            house: None,
        }; 4];
        self.items.reserve(self.pots.len() * 4);
        for i in 0..self.pots.len() {
            let p = self.pots[i];
            let at = self.items.len() as u32;
            self.start.resize(p as usize + 1, at);
            if p & 1 == 1 {
                on_to_off(board, p, true, &mut offs);
                self.items.extend_from_slice(offs.as_slice());
            } else {
                let k = off_to_on(board, p, true, true, &mut made);
                self.items
                    .extend(made[..k].iter().map(|m| (m.pot, m.cause)));
            }
            let run = &self.items[at as usize..];
            self.cells[p as usize] = run.iter().take_while(|l| l.1 == Cause::Cell).count() as u8;
        }
        let at = self.items.len() as u32;
        self.start.resize(POTS + 1, at);
        self.set_view(y, x);
    }

    /// Reads the links of `y` (cell) and `x` (house) kind from now on (one at least).
    pub(crate) fn set_view(&mut self, y: bool, x: bool) {
        debug_assert!(y || x);
        self.view = match (y, x) {
            (true, true) => View::XY,
            (true, false) => View::Y,
            _ => View::X,
        };
        self.live = [0; POTS.div_ceil(64)];
        for &p in &self.pots {
            if !self.of(p).is_empty() {
                self.live[p as usize >> 6] |= 1 << (p & 63);
            }
        }
    }

    /// Whether `p` has a link in the view in use.
    #[inline]
    pub(crate) fn live(&self, p: Pot) -> bool {
        self.live[p as usize >> 6] >> (p & 63) & 1 == 1
    }

    /// The implications of `p` in the view in use, in SE's order.
    #[inline]
    pub(crate) fn of(&self, p: Pot) -> &[(Pot, Cause)] {
        let (a, b) = (
            self.start[p as usize] as usize,
            self.start[p as usize + 1] as usize,
        );
        let c = a + self.cells[p as usize] as usize;
        let (a, b) = match self.view {
            View::XY => (a, b),
            View::X => (c, b),
            View::Y if p & 1 == 1 => (a, b),
            View::Y => (a, c),
        };
        &self.items[a..b]
    }

    /// The dense index of `p`, or `u16::MAX` if `p` is not a candidate's.
    #[inline]
    fn dense(&self, p: Pot) -> u16 {
        self.dense[p as usize]
    }

    /// The implications of dense node `v`.
    #[inline]
    fn succ(&self, v: u32) -> &[(Pot, Cause)] {
        self.of(self.pots[v as usize])
    }
}

/// Reachability over a [`Links`] graph, by strongly connected components.
///
/// Only the board's own potentials are nodes, numbered densely, so a reach set is a
/// bitset of `words` words (a third of the full 1458 bits on a typical board).
///
/// Built on a table in the [`View::XY`], the queries also answer for the same table
/// in the X or Y view, each a *part* of the XY graph (same potentials, some of the
/// links): what the
/// whole graph cannot reach, no part reaches, and the rare remaining questions are
/// settled by a search of the part that enters only nodes whose reach in the whole
/// graph still holds the target.
#[derive(Default)]
pub(crate) struct Reach {
    words: usize,
    /// The view of the graph built on.
    view: View,
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
        self.view = links.view;
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
                    let w = u32::from(links.dense(succ[frame.1 as usize].0));
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
            for &(q, _) in links.succ(w) {
                let s = links.dense(q);
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
        debug_assert!(graph.view == self.view || self.view == View::XY);
        let (f, t) = (graph.dense(from), graph.dense(to));
        if f == u16::MAX || t == u16::MAX || !self.comp_reaches(f, t) {
            return false;
        }
        from == to || graph.view == self.view || self.search(graph, f, t, false)
    }

    /// Whether `p` lies on a cycle of `graph`, the graph built on or a part of it (a
    /// cycle of a part stays in one component of the whole).
    #[inline]
    pub(crate) fn cyclic(&mut self, graph: &Links, p: Pot) -> bool {
        debug_assert!(graph.view == self.view || self.view == View::XY);
        let f = graph.dense(p);
        if f == u16::MAX {
            return false;
        }
        if self.size[self.comp[f as usize] as usize] == 1 {
            return graph.of(p).iter().any(|&(q, _)| q == p);
        }
        graph.view == self.view || self.search(graph, f, f, true)
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
            for &(q, _) in graph.succ(u32::from(v)) {
                let w = graph.dense(q);
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
            let d = links.dense(s);
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
