//! The reference the fast reachability tests are held against: reachability on the
//! whole graph of a [`Links`] table, every potential of the board a node.

use super::Links;
use super::scc::{Graph, OnComplete, Scc};
use crate::logic::forcing::potential::{POTS, Pot};

/// Reachability over every link of a [`Links`] table in the view it was built on, by
/// strongly connected components: a component's reach is its members and the reach of
/// every component they link to.
///
/// Only the board's own potentials are nodes, numbered densely, so a reach set is a
/// bitset of `words` words (a third of the full 1458 bits on a typical board).
#[derive(Default)]
pub(crate) struct WholeGraphReach {
    words: usize,
    /// The dense index of each potential, or `u16::MAX`.
    dense: Vec<u16>,
    /// Component of each dense node, numbered in the order they complete.
    comp: Vec<u32>,
    size: Vec<u32>,
    /// Component `c`'s reach is `reach[c * words..(c + 1) * words]`.
    reach: Vec<u64>,
    scc: Scc<(u32, u32)>,
}

/// The table's links between dense nodes.
struct Dense<'a> {
    links: &'a Links,
    dense: &'a [u16],
}

impl Graph for Dense<'_> {
    /// The node and the index of its next link.
    type Cursor = (u32, u32);

    fn successors(&self, v: u32) -> (u32, u32) {
        (v, 0)
    }

    fn next(&self, cursor: &mut (u32, u32)) -> Option<u32> {
        let links = self.links.of(self.links.pots[cursor.0 as usize]);
        let &(q, _) = links.get(cursor.1 as usize)?;
        cursor.1 += 1;
        Some(u32::from(self.dense[q as usize]))
    }
}

/// Makes the links of every potential of the table's board.
pub(crate) fn ensure_all(links: &mut Links) {
    for i in 0..links.pots.len() {
        links.ensure(links.pots[i]);
    }
}

impl WholeGraphReach {
    /// The components of `links` (every potential's links made first) and every
    /// component's reach set.
    pub(crate) fn build(&mut self, links: &mut Links) {
        ensure_all(links);
        let links = &*links;
        let n = links.pots.len();
        self.dense.clear();
        self.dense.resize(POTS, u16::MAX);
        for (i, &p) in links.pots.iter().enumerate() {
            self.dense[p as usize] = i as u16;
        }
        let words = n.div_ceil(64).max(1);
        self.words = words;
        self.comp.clear();
        self.comp.resize(n, 0);
        self.size.clear();
        self.reach.clear();
        let graph = Dense {
            links,
            dense: &self.dense,
        };
        let (comp, size, reach) = (&mut self.comp, &mut self.size, &mut self.reach);
        self.scc.search(
            &graph,
            n,
            0..n as u32,
            &mut OnComplete(|members: &[u32]| {
                let id = size.len();
                for &m in members {
                    comp[m as usize] = id as u32;
                }
                let base = reach.len();
                reach.resize(base + words, 0);
                for &m in members {
                    reach[base + (m as usize >> 6)] |= 1 << (m & 63);
                    let mut cursor = graph.successors(m);
                    while let Some(s) = graph.next(&mut cursor) {
                        let c = comp[s as usize] as usize;
                        let (done, cur) = reach.split_at_mut(base);
                        if c != id {
                            for (a, b) in cur.iter_mut().zip(&done[c * words..(c + 1) * words]) {
                                *a |= *b;
                            }
                        }
                    }
                }
                size.push(members.len() as u32);
                id as u32
            }),
        );
    }

    /// Whether `to` is reachable from `from` (a potential reaches itself).
    pub(crate) fn reaches(&self, from: Pot, to: Pot) -> bool {
        let (f, t) = (self.dense[from as usize], self.dense[to as usize]);
        if f == u16::MAX || t == u16::MAX {
            return false;
        }
        let c = self.comp[f as usize] as usize;
        self.reach[c * self.words + (t as usize >> 6)] >> (t & 63) & 1 == 1
    }

    /// Whether `p` lies on a cycle of `links`, the graph built on.
    pub(crate) fn cyclic(&self, links: &Links, p: Pot) -> bool {
        let f = self.dense[p as usize];
        if f == u16::MAX {
            return false;
        }
        self.size[self.comp[f as usize] as usize] > 1 || links.of(p).iter().any(|&(q, _)| q == p)
    }

    /// Calls `f` on every potential reachable from all of `sources`, in `links` (the
    /// graph built on), until it returns true; returns whether it did.
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
