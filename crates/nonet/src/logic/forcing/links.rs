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
use super::potential::{Cause, POTS, Pot, pot};
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
        self.items.clear();
        self.pots.clear();
        let mut offs: Implied<MAX_OFFS> = Implied::new();
        let mut made = [MadeOn {
            pot: 0,
            cause: Cause::Assumption,
            house: None,
        }; 4];
        // Potentials ascend with (cell, digit, state), so walking the candidates in
        // cell then digit order visits them in order; the potentials in between have
        // no links (an empty range).
        self.start.resize(POTS + 1, 0);
        let mut next = 0;
        for cell in board.empty_cells() {
            for digit in board.candidates(cell) {
                let off = pot(cell.index(), digit.index(), false);
                let len = self.items.len() as u32;
                self.start[next..=off as usize].fill(len);
                self.pots.push(off);
                let k = off_to_on(board, off, y, x, &mut made);
                self.items
                    .extend(made[..k].iter().map(|m| (m.pot, m.cause)));
                self.start[off as usize + 1] = self.items.len() as u32;
                self.pots.push(off + 1);
                on_to_off(board, off + 1, y, &mut offs);
                self.items.extend_from_slice(offs.as_slice());
                next = off as usize + 2;
            }
        }
        let len = self.items.len() as u32;
        self.start[next..].fill(len);
        self.index_dense();
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
        for p in 0..POTS as Pot {
            self.start.push(self.items.len() as u32);
            self.items.extend_from_slice(y.of(p));
            if p & 1 == 0 {
                self.items.extend_from_slice(x.of(p));
            }
        }
        self.start.push(self.items.len() as u32);
        self.index_dense();
    }

    /// The dense adjacency of the links just built.
    fn index_dense(&mut self) {
        self.dense.clear();
        self.dense.resize(POTS, u16::MAX);
        for (i, &p) in self.pots.iter().enumerate() {
            self.dense[p as usize] = i as u16;
        }
        self.dstart.clear();
        self.dadj.clear();
        for &p in &self.pots {
            self.dstart.push(self.dadj.len() as u32);
            let (a, b) = (self.start[p as usize], self.start[p as usize + 1]);
            for &(q, _) in &self.items[a as usize..b as usize] {
                self.dadj.push(self.dense[q as usize]);
            }
        }
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
#[derive(Default)]
pub(crate) struct Reach {
    dense: Vec<u16>,
    words: usize,
    comp: Vec<u32>,
    size: Vec<u32>,
    /// Component `c`'s reach is `reach[c * words..(c + 1) * words]`.
    reach: Vec<u64>,
    stamp: Vec<u32>,
    // Tarjan's working storage, by dense index.
    index: Vec<u32>,
    low: Vec<u32>,
    stack: Vec<u32>,
    on_stack: Vec<bool>,
    calls: Vec<(u32, u32)>,
}

impl Reach {
    pub(crate) fn build(&mut self, links: &Links) {
        const UNSEEN: u32 = u32::MAX;
        let n = links.pots.len();
        self.dense.clear();
        self.dense.resize(POTS, u16::MAX);
        for (i, &p) in links.pots.iter().enumerate() {
            self.dense[p as usize] = i as u16;
        }
        self.words = n.div_ceil(64).max(1);
        let words = self.words;
        self.comp.clear();
        self.comp.resize(n, UNSEEN);
        self.size.clear();
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
                    let base = self.reach.len();
                    self.reach.resize(base + words, 0);
                    self.stamp.push(id);
                    let top = self.stack.len();
                    let mut k = top;
                    loop {
                        k -= 1;
                        let w = self.stack[k];
                        self.on_stack[w as usize] = false;
                        self.comp[w as usize] = id;
                        self.reach[base + (w as usize >> 6)] |= 1 << (w & 63);
                        if w == v {
                            break;
                        }
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
                    self.size.push((top - k) as u32);
                    self.stack.truncate(k);
                }
            }
        }
    }

    /// Whether `to` is reachable from `from` (a potential reaches itself).
    #[inline]
    pub(crate) fn reaches(&self, from: Pot, to: Pot) -> bool {
        let (f, t) = (self.dense[from as usize], self.dense[to as usize]);
        if f == u16::MAX || t == u16::MAX {
            return false;
        }
        let c = self.comp[f as usize] as usize;
        self.reach[c * self.words + (t as usize >> 6)] >> (t & 63) & 1 == 1
    }

    /// Whether `p` lies on a cycle of the graph.
    #[inline]
    pub(crate) fn cyclic(&self, p: Pot, links: &Links) -> bool {
        let f = self.dense[p as usize];
        f != u16::MAX
            && (self.size[self.comp[f as usize] as usize] > 1
                || links.of(p).iter().any(|&(q, _)| q == p))
    }

    /// Calls `f` on every potential reachable from all of `sources`.
    pub(crate) fn common(
        &self,
        sources: &[Pot],
        links: &Links,
        mut f: impl FnMut(Pot) -> bool,
    ) -> bool {
        let words = self.words;
        let mut acc = vec![!0u64; words];
        for &s in sources {
            let d = self.dense[s as usize];
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
