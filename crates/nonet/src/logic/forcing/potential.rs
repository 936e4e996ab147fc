//! Potentials and their storage: the compact representation every chaining search runs on.
//!
//! A *potential* is a candidate assumed true (`on`) or false (`off`). Sudoku Explainer
//! keeps each one as a heap object with a list of parent objects and looks them up in
//! hash sets; here a potential is a 16-bit index and every derived potential is a
//! [`Node`] in an append-only [`Arena`], its parents a slice of node indices:
//!
//! ```text
//!   Pot   = (cell * 9 + digit) * 2 + on          0..1458, conj(p) = p ^ 1
//!   Node  = { pot, cause, nested, parents[first..first+len] }   (in Arena.nodes)
//!   PotSet = membership bits (1458) + node of each member + members in insertion order
//! ```
//!
//! Equality of potentials is equality of `Pot`s (SE compares cell, value and state),
//! so a `PotSet` answers SE's `contains` / `get` in O(1) and iterates in insertion order
//! like SE's `LinkedSet`.

use crate::grid::{Cell, Digit, HouseKind};

/// A potential: `(cell * 9 + digit index) * 2 + on`.
pub(crate) type Pot = u16;

/// Number of distinct potentials.
pub(crate) const POTS: usize = 81 * 9 * 2;

/// No node (a missing parent or nested hint).
pub(crate) const NONE: u32 = u32::MAX;

/// The potential of `digit` (index 0..9) in `cell` (index 0..81), on or off.
#[inline]
pub(crate) const fn pot(cell: usize, digit: usize, on: bool) -> Pot {
    ((cell * 9 + digit) * 2 + on as usize) as Pot
}

/// The cell index of a potential.
#[inline]
pub(crate) const fn cell_of(p: Pot) -> usize {
    (p as usize >> 1) / 9
}

/// The digit index (0..9) of a potential.
#[inline]
pub(crate) const fn digit_of(p: Pot) -> usize {
    (p as usize >> 1) % 9
}

/// Whether a potential is `on`.
#[inline]
pub(crate) const fn is_on(p: Pot) -> bool {
    p & 1 == 1
}

/// The same candidate in the opposite state.
#[inline]
pub(crate) const fn conj(p: Pot) -> Pot {
    p ^ 1
}

/// The public form of a potential.
pub(crate) fn public(p: Pot) -> crate::logic::Potential {
    crate::logic::Potential {
        candidate: crate::logic::Candidate::new(
            Cell::from_index(cell_of(p)),
            Digit::from_index(digit_of(p)),
        ),
        on: is_on(p),
    }
}

/// Why a potential follows from its parents (SE's `Potential.Cause`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(u8)]
pub(crate) enum Cause {
    /// The assumption itself.
    Assumption,
    /// A cell rule: one value per cell, or the last value of a bivalue cell.
    Cell,
    /// A house rule in a box.
    Box,
    /// A house rule in a row.
    Row,
    /// A house rule in a column.
    Column,
    /// A house rule in a variant's extra house (a diagonal, a window, a disjoint group).
    Region,
    /// A variant's extra peer (anti-king, anti-knight): one value per pair of peers.
    Peer,
    /// A nested rule (intersection, subset, fish or chain) on the working grid.
    Advanced,
}

impl Cause {
    /// The house cause of `kind`.
    pub(crate) const fn house(kind: HouseKind) -> Cause {
        match kind {
            HouseKind::Box => Cause::Box,
            HouseKind::Row => Cause::Row,
            HouseKind::Column => Cause::Column,
        }
    }

    /// The house kind of a house cause.
    pub(crate) const fn kind(self) -> Option<HouseKind> {
        match self {
            Cause::Box => Some(HouseKind::Box),
            Cause::Row => Some(HouseKind::Row),
            Cause::Column => Some(HouseKind::Column),
            _ => None,
        }
    }
}

/// One derived potential: what it is, why, and from which nodes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
    pub pot: Pot,
    pub cause: Cause,
    /// Index of the nested chaining hint that produced it ([`NONE`] if none).
    pub nested: u32,
    first: u32,
    len: u32,
}

/// Append-only store of nodes and their parent links.
#[derive(Default)]
pub(crate) struct Arena {
    pub nodes: Vec<Node>,
    links: Vec<u32>,
    /// The first parent of each node ([`NONE`] if none), kept apart so the walks up a
    /// chain (every link of a cycle search asks whether its end is an ancestor) read
    /// one dense array.
    firsts: Vec<u32>,
}

impl Arena {
    /// Room for `nodes` nodes (and as many parent links) without growing.
    pub(crate) fn reserve(&mut self, nodes: usize) {
        self.nodes.reserve(nodes);
        self.links.reserve(nodes);
        self.firsts.reserve(nodes);
    }

    pub(crate) fn clear(&mut self) {
        self.nodes.clear();
        self.links.clear();
        self.firsts.clear();
    }

    /// A new node with the given parents (the first is the main predecessor).
    #[inline]
    pub(crate) fn push(&mut self, pot: Pot, cause: Cause, parents: &[u32]) -> u32 {
        let first = self.links.len() as u32;
        self.links.extend_from_slice(parents);
        self.firsts.push(parents.first().copied().unwrap_or(NONE));
        self.nodes.push(Node {
            pot,
            cause,
            nested: NONE,
            first,
            len: parents.len() as u32,
        });
        (self.nodes.len() - 1) as u32
    }

    /// A new node with one parent.
    #[inline]
    pub(crate) fn push1(&mut self, pot: Pot, cause: Cause, parent: u32) -> u32 {
        self.push(pot, cause, &[parent])
    }

    /// Starts a node whose parents are appended with [`Arena::add_parent`] right after.
    #[inline]
    pub(crate) fn open(&mut self, pot: Pot, cause: Cause, nested: u32) -> u32 {
        let first = self.links.len() as u32;
        self.firsts.push(NONE);
        self.nodes.push(Node {
            pot,
            cause,
            nested,
            first,
            len: 0,
        });
        (self.nodes.len() - 1) as u32
    }

    /// Appends a parent to the node most recently created.
    #[inline]
    pub(crate) fn add_parent(&mut self, node: u32, parent: u32) {
        debug_assert_eq!(node as usize, self.nodes.len() - 1);
        self.links.push(parent);
        let n = &mut self.nodes[node as usize];
        if n.len == 0 {
            self.firsts[node as usize] = parent;
        }
        n.len += 1;
    }

    #[inline]
    pub(crate) fn node(&self, n: u32) -> &Node {
        &self.nodes[n as usize]
    }

    #[inline]
    pub(crate) fn pot(&self, n: u32) -> Pot {
        self.nodes[n as usize].pot
    }

    #[inline]
    pub(crate) fn parents(&self, n: u32) -> &[u32] {
        let node = &self.nodes[n as usize];
        &self.links[node.first as usize..(node.first + node.len) as usize]
    }

    /// The main predecessor, if any.
    #[inline]
    pub(crate) fn first_parent(&self, n: u32) -> Option<u32> {
        let p = self.firsts[n as usize];
        (p != NONE).then_some(p)
    }
}

/// An insertion-ordered set of potentials, each stored with its node (SE's `LinkedSet`).
pub(crate) struct PotSet {
    bits: [u64; POTS.div_ceil(64)],
    node_of: Box<[u32; POTS]>,
    order: Vec<u32>,
}

impl Default for PotSet {
    fn default() -> PotSet {
        PotSet {
            bits: [0; POTS.div_ceil(64)],
            node_of: Box::new([NONE; POTS]),
            order: Vec::new(),
        }
    }
}

impl PotSet {
    #[inline]
    pub(crate) fn contains(&self, p: Pot) -> bool {
        self.bits[p as usize >> 6] >> (p & 63) & 1 == 1
    }

    /// The stored node of `p`, if `p` is a member.
    #[inline]
    pub(crate) fn get(&self, p: Pot) -> Option<u32> {
        self.contains(p).then(|| self.node_of[p as usize])
    }

    /// Adds `node` (whose potential is `p`) unless `p` is already a member.
    #[inline]
    pub(crate) fn insert(&mut self, p: Pot, node: u32) -> bool {
        if self.contains(p) {
            return false;
        }
        self.bits[p as usize >> 6] |= 1 << (p & 63);
        self.node_of[p as usize] = node;
        self.order.push(node);
        true
    }

    /// The members' nodes in insertion order.
    #[inline]
    pub(crate) fn nodes(&self) -> &[u32] {
        &self.order
    }

    pub(crate) fn len(&self) -> usize {
        self.order.len()
    }

    pub(crate) fn clear(&mut self) {
        self.bits = [0; POTS.div_ceil(64)];
        self.order.clear();
    }

    /// Makes this set a copy of `other` (same order and nodes).
    pub(crate) fn copy_from(&mut self, other: &PotSet, arena: &Arena) {
        self.bits = other.bits;
        self.order.clear();
        self.order.extend_from_slice(&other.order);
        for &n in &other.order {
            self.node_of[arena.pot(n) as usize] = n;
        }
    }

    /// Keeps only members that are also members of `other` (order and nodes kept).
    pub(crate) fn retain_in(&mut self, other: &PotSet, arena: &Arena) {
        for i in 0..self.bits.len() {
            self.bits[i] &= other.bits[i];
        }
        let bits = &self.bits;
        self.order.retain(|&n| {
            let p = arena.pot(n);
            bits[p as usize >> 6] >> (p & 63) & 1 == 1
        });
    }
}

/// Sudoku Explainer's chain-length bonus for a hint of `complexity`: a running sum of
/// 0.1 per threshold passed, thresholds growing by 3/2 and 4/3 alternately (integer
/// division) from 4 on `complexity - 2`.
pub(crate) fn length_bonus(complexity: u32) -> f64 {
    let length = complexity as i64 - 2;
    let mut added = 0.0;
    let mut ceil: i64 = 4;
    let mut odd = false;
    while length > ceil {
        added += 0.1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}
