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

const WORDS: usize = POTS.div_ceil(64);

/// A set of potentials as bits.
pub(crate) type Bits = [u64; WORDS];

#[inline]
pub(crate) fn bit(bits: &Bits, p: Pot) -> bool {
    bits[p as usize >> 6] >> (p & 63) & 1 == 1
}

/// The implications of every potential of a board, for one kind of link.
#[derive(Default)]
pub(crate) struct Links {
    /// `start[p]..start[p + 1]` indexes `items`.
    start: Vec<u32>,
    items: Vec<(Pot, Cause)>,
}

impl Links {
    /// ON_TO_OFF(y) of every on potential and OFF_TO_ON(y, x) of every off potential
    /// of a candidate of `board`.
    pub(crate) fn build(&mut self, board: &Board, y: bool, x: bool) {
        self.start.clear();
        self.items.clear();
        let mut offs: Implied<MAX_OFFS> = Implied::new();
        let mut made = [MadeOn {
            pot: 0,
            cause: Cause::Assumption,
            house: None,
        }; 4];
        let mut has = [0u16; 81];
        for cell in board.empty_cells() {
            has[cell.index()] = board.candidates(cell).bits();
        }
        for p in 0..POTS as Pot {
            self.start.push(self.items.len() as u32);
            let c = super::potential::cell_of(p);
            let d = super::potential::digit_of(p);
            if has[c] >> d & 1 == 0 {
                continue;
            }
            if p & 1 == 1 {
                on_to_off(board, p, y, &mut offs);
                self.items.extend_from_slice(offs.as_slice());
            } else {
                let k = off_to_on(board, p, y, x, &mut made);
                self.items.extend(made[..k].iter().map(|m| (m.pot, m.cause)));
            }
        }
        self.start.push(self.items.len() as u32);
    }

    /// The implications of `p`, in SE's order.
    #[inline]
    pub(crate) fn of(&self, p: Pot) -> &[(Pot, Cause)] {
        &self.items[self.start[p as usize] as usize..self.start[p as usize + 1] as usize]
    }
}

/// Reachability over a [`Links`] graph, by strongly connected components.
#[derive(Default)]
pub(crate) struct Reach {
    comp: Vec<u32>,
    size: Vec<u32>,
    reach: Vec<Bits>,
    // Tarjan's working storage.
    index: Vec<u32>,
    low: Vec<u32>,
    stack: Vec<Pot>,
    on_stack: Vec<bool>,
    calls: Vec<(Pot, u32)>,
}

impl Reach {
    pub(crate) fn build(&mut self, links: &Links) {
        const UNSEEN: u32 = u32::MAX;
        self.comp.clear();
        self.comp.resize(POTS, UNSEEN);
        self.size.clear();
        self.reach.clear();
        self.index.clear();
        self.index.resize(POTS, UNSEEN);
        self.low.clear();
        self.low.resize(POTS, 0);
        self.on_stack.clear();
        self.on_stack.resize(POTS, false);
        self.stack.clear();
        let mut next = 0u32;
        for root in 0..POTS as Pot {
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
                let succ = links.of(v);
                if (*i as usize) < succ.len() {
                    let w = succ[*i as usize].0;
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
                    let mut bits: Bits = [0; WORDS];
                    let mut n = 0;
                    let top = self.stack.len();
                    let mut k = top;
                    loop {
                        k -= 1;
                        let w = self.stack[k];
                        self.on_stack[w as usize] = false;
                        self.comp[w as usize] = id;
                        bits[w as usize >> 6] |= 1 << (w & 63);
                        n += 1;
                        if w == v {
                            break;
                        }
                    }
                    for j in k..top {
                        let w = self.stack[j];
                        for &(s, _) in links.of(w) {
                            let c = self.comp[s as usize];
                            if c != id {
                                let r = &self.reach[c as usize];
                                for (a, b) in bits.iter_mut().zip(r.iter()) {
                                    *a |= *b;
                                }
                            }
                        }
                    }
                    self.stack.truncate(k);
                    self.size.push(n);
                    self.reach.push(bits);
                }
            }
        }
    }

    /// The potentials reachable from `p` (itself included).
    #[inline]
    pub(crate) fn from(&self, p: Pot) -> &Bits {
        &self.reach[self.comp[p as usize] as usize]
    }

    /// Whether `p` lies on a cycle of the graph.
    #[inline]
    pub(crate) fn cyclic(&self, p: Pot, links: &Links) -> bool {
        self.size[self.comp[p as usize] as usize] > 1 || links.of(p).iter().any(|&(q, _)| q == p)
    }
}
