//! Static implication tables and reachability, for the searches whose board does not
//! change (producer 21 and static multiple chains, top level or nested).
//!
//! On a fixed board the implications of a potential never change, so they are computed
//! at most once per board, when a search first needs them ([`Links`]), and the
//! question "can this assumption reach that potential at all?" is answered for every
//! potential at once from the strongly connected components of the implication graph:
//! each component's reach is the union of its members and of its successors' reach, a
//! bitset built in the reverse topological order Tarjan's algorithm emits components
//! in. The searches ask small graphs made from the board's masks: each digit's X graph
//! ([`XReach`]), the graph between the ons of bivalue cells ([`YCycles`]) and the live
//! part of the XY graph ([`XyReach`]); `Reach`, on the whole table, is the
//! reference they are tested against.
//!
//! Searches use reachability only to skip assumptions that cannot produce a hint (a
//! forcing chain needs its opposite to be reachable, a cycle needs a non-trivial
//! component, a cell or region chain needs a worthwhile potential reachable from every
//! branch); what a search finds, and in which order, is unchanged.

use super::implication::{Implied, MAX_OFFS, MadeOn, off_to_on, on_to_off};
use super::potential::{Cause, POTS, Pot, cell_of, conj, digit_of, is_on, pot};
use crate::grid::{Cell, CellSet, Digit, House, HouseKind};
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
///
/// A potential's links are made the first time a search asks for them
/// ([`Links::ensure`]): most searches of a board expand a small part of it. Which
/// potentials have a link in each view is known from the board's masks at once.
#[derive(Default)]
pub(crate) struct Links {
    /// The board built on (links are made from it when first asked for).
    board: Option<Board>,
    /// `p`'s links are `items[at[p]..at[p] + len[p]]` once `made[p] == epoch`.
    at: Vec<u32>,
    len: Vec<u8>,
    /// How many of `p`'s links, at the start of its run, are cell links.
    cells: Vec<u8>,
    made: Vec<u32>,
    epoch: u32,
    items: Vec<(Pot, Cause)>,
    /// The potentials of the board's candidates, ascending.
    pub(crate) pots: Vec<Pot>,
    view: View,
    /// Per view (X, Y, XY): the potentials with at least one link in it.
    lives: [[u64; POTS.div_ceil(64)]; 3],
    /// The potentials with at least one link in the view in use: a search need not
    /// make a node for any other, since it can lead nowhere.
    live: [u64; POTS.div_ceil(64)],
}

impl View {
    /// The view of links of `y` (cell) and `x` (house) kind (one at least).
    fn of(y: bool, x: bool) -> View {
        debug_assert!(y || x);
        match (y, x) {
            (true, true) => View::XY,
            (true, false) => View::Y,
            _ => View::X,
        }
    }

    fn index(self) -> usize {
        match self {
            View::X => 0,
            View::Y => 1,
            View::XY => 2,
        }
    }
}

impl Links {
    /// Starts the table of `board`'s candidates: ON_TO_OFF(y) of every on potential and
    /// OFF_TO_ON(y, x) of every off potential, read in the view of `y` (cell) and `x`
    /// (house) links (one at least).
    ///
    /// A potential is live in a view when it has a link in it: an on in every view but
    /// X when its cell has another value, and in every view when its value has another
    /// place in one of its houses; an off in every view but X when its cell is bivalue,
    /// and in every view but Y when its value has two places in one of its houses.
    pub(crate) fn build(&mut self, board: &Board, y: bool, x: bool) {
        self.view = View::of(y, x);
        if self.board.as_ref() == Some(board) {
            // The same board (a level-3 nested round runs producer 21, then static
            // multiple chains, on one working board): the links made stay true.
            self.live = self.lives[self.view.index()];
            return;
        }
        match &mut self.board {
            Some(b) => b.clone_from(board),
            None => self.board = Some(board.clone()),
        }
        if self.made.len() != POTS {
            self.at = vec![0; POTS];
            self.len = vec![0; POTS];
            self.cells = vec![0; POTS];
            self.made = vec![0; POTS];
        }
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.made.fill(0);
            self.epoch = 1;
        }
        self.items.clear();
        self.pots.clear();
        let cands = board.all_candidates();
        let mut linked = [0u128; 9];
        for (d, l) in linked.iter_mut().enumerate() {
            let digit = Digit::from_index(d);
            for h in House::all() {
                let pair = board.cells_with_in(digit, h).bits();
                if pair.count_ones() == 2 {
                    *l |= pair;
                }
            }
        }
        self.lives = [[0; POTS.div_ceil(64)]; 3];
        for cell in board.empty_cells() {
            let c = cell.index();
            let peers = CellSet::peers_of(cell).bits();
            let n = cands[c].len();
            for v in cands[c] {
                let d = v.index();
                let off = pot(c, d, false);
                self.pots.push(off);
                self.pots.push(off + 1);
                let partner = linked[d] >> c & 1 == 1;
                let placed = peers & board.cells_with(v).bits() != 0;
                let on = off as usize + 1;
                let (wo, bo, won, bon) = (off as usize >> 6, off & 63, on >> 6, on & 63);
                self.lives[0][wo] |= u64::from(partner) << bo;
                self.lives[1][wo] |= u64::from(n == 2) << bo;
                self.lives[2][wo] |= u64::from(partner || n == 2) << bo;
                self.lives[0][won] |= u64::from(placed) << bon;
                self.lives[1][won] |= u64::from(placed || n >= 2) << bon;
                self.lives[2][won] |= u64::from(placed || n >= 2) << bon;
            }
        }
        self.live = self.lives[self.view.index()];
    }

    /// Makes the links of `p`, a potential of a candidate of the board, if not yet made.
    #[inline]
    pub(crate) fn ensure(&mut self, p: Pot) {
        if self.made[p as usize] != self.epoch {
            self.make(p);
        }
    }

    #[cold]
    fn make(&mut self, p: Pot) {
        let board = self.board.as_ref().expect("a built table");
        let at = self.items.len();
        if p & 1 == 1 {
            let mut offs: Implied<MAX_OFFS> = Implied::new();
            on_to_off(board, p, true, &mut offs);
            self.items.extend_from_slice(offs.as_slice());
        } else {
            let mut made = [MadeOn {
                pot: 0,
                cause: Cause::Assumption,
                house: None,
            }; 4];
            let k = off_to_on(board, p, true, true, &mut made);
            self.items
                .extend(made[..k].iter().map(|m| (m.pot, m.cause)));
        }
        // The cell links come first: an on's other values, an off's bivalue link.
        let values = board.candidates(Cell::from_index(cell_of(p))).len() as u8;
        let i = p as usize;
        self.cells[i] = if p & 1 == 1 {
            values - 1
        } else {
            u8::from(values == 2)
        };
        debug_assert_eq!(
            self.items[at..]
                .iter()
                .take_while(|l| l.1 == Cause::Cell)
                .count(),
            usize::from(self.cells[i])
        );
        self.at[i] = at as u32;
        self.len[i] = (self.items.len() - at) as u8;
        self.made[i] = self.epoch;
    }

    /// Makes the links of every potential of the board.
    #[cfg(test)]
    pub(crate) fn ensure_all(&mut self) {
        for i in 0..self.pots.len() {
            self.ensure(self.pots[i]);
        }
    }

    /// Reads the links of `y` (cell) and `x` (house) kind from now on (one at least).
    pub(crate) fn set_view(&mut self, y: bool, x: bool) {
        self.view = View::of(y, x);
        self.live = self.lives[self.view.index()];
    }

    /// Whether `p` has a link in the view in use.
    #[inline]
    pub(crate) fn live(&self, p: Pot) -> bool {
        self.live[p as usize >> 6] >> (p & 63) & 1 == 1
    }

    /// The implications of `p` in the view in use, in SE's order: nothing if `p` is
    /// not a candidate's; otherwise its links must be made ([`Links::ensure`]).
    #[inline]
    pub(crate) fn of(&self, p: Pot) -> &[(Pot, Cause)] {
        let i = p as usize;
        if self.made[i] != self.epoch {
            debug_assert!(!self.pots.contains(&p), "links of {p} not made");
            return &[];
        }
        let a = self.at[i] as usize;
        let b = a + self.len[i] as usize;
        let c = a + self.cells[i] as usize;
        let (a, b) = match self.view {
            View::XY => (a, b),
            View::X => (c, b),
            View::Y if p & 1 == 1 => (a, b),
            View::Y => (a, c),
        };
        &self.items[a..b]
    }
}

/// Reachability over a [`Links`] graph, by strongly connected components: the
/// reference [`XyReach`] is held against in tests.
///
/// Only the board's own potentials are nodes, numbered densely, so a reach set is a
/// bitset of `words` words (a third of the full 1458 bits on a typical board).
/// Queries are asked of the table in the view it was built on.
#[cfg(test)]
#[derive(Default)]
pub(crate) struct Reach {
    words: usize,
    /// The dense index of each potential, or `u16::MAX`.
    dense: Vec<u16>,
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
}

#[cfg(test)]
impl Reach {
    /// The components of `links` and every component's reach set, by Pearce's
    /// variant of Tarjan's algorithm (one index array; a completed node's index is
    /// replaced by a number above every index still in use).
    pub(crate) fn build(&mut self, links: &mut Links) {
        links.ensure_all();
        let links = &*links;
        let n = links.pots.len();
        self.dense.clear();
        self.dense.resize(POTS, u16::MAX);
        for (i, &p) in links.pots.iter().enumerate() {
            self.dense[p as usize] = i as u16;
        }
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
                let succ = links.of(links.pots[v as usize]);
                if (frame.1 as usize) < succ.len() {
                    let w = u32::from(self.dense[succ[frame.1 as usize].0 as usize]);
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
            for &(q, _) in links.of(links.pots[w as usize]) {
                let s = self.dense[q as usize];
                let c = self.comp[s as usize];
                if c == id || self.stamp[c as usize] == id {
                    continue;
                }
                self.stamp[c as usize] = id;
                if links.of(links.pots[s as usize]).is_empty() {
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
    #[cfg(test)]
    fn comp_reaches(&self, v: u16, t: u16) -> bool {
        let c = self.comp[v as usize] as usize;
        self.reach[c * self.words + (t as usize >> 6)] >> (t & 63) & 1 == 1
    }

    /// Whether `to` is reachable from `from` (a potential reaches itself) in `graph`,
    /// the graph built on (the reference [`XyReach`] is held against).
    #[cfg(test)]
    pub(crate) fn reaches(&self, graph: &Links, from: Pot, to: Pot) -> bool {
        debug_assert_eq!(graph.view, self.view);
        let (f, t) = (self.dense[from as usize], self.dense[to as usize]);
        f != u16::MAX && t != u16::MAX && self.comp_reaches(f, t)
    }

    /// Whether `p` lies on a cycle of `graph`, the graph built on (the weaker test
    /// [`XyReach::cyclic`] is held against).
    #[cfg(test)]
    pub(crate) fn cyclic(&self, graph: &Links, p: Pot) -> bool {
        debug_assert_eq!(graph.view, self.view);
        let f = self.dense[p as usize];
        if f == u16::MAX {
            return false;
        }
        self.size[self.comp[f as usize] as usize] > 1 || graph.of(p).iter().any(|&(q, _)| q == p)
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

/// Reachability on the live part of the XY graph, for producer 21's XY pass: exact
/// answers to whether an XY cycle or forcing chain from a potential can exist, cheaper
/// than `Reach` on the whole XY view.
///
/// Only potentials with a link in the view (*live*) are nodes: a search never expands
/// any other (it makes no node for it, or makes it as a chain's end). Most offs of a
/// board are dead ends, so the graph is about half the size of `Reach`'s, and its
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
    /// Node `v`'s successors are `succ[start[v]..start[v + 1]]`.
    start: Vec<u32>,
    succ: Vec<u16>,
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
    // Working storage of the component search, by node.
    rindex: Vec<u32>,
    stack: Vec<u32>,
    calls: Vec<(u32, u32, bool)>,
}

impl XyReach {
    /// The live graph of the XY view of `board` (as [`Links`] holds it), its components
    /// and their reach, by Pearce's variant of Tarjan's algorithm as in `Reach::build`.
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
        // Per digit: the cells with a partner (the value's other place in a house
        // where it has two).
        let mut linked = [0u128; 9];
        for (d, l) in linked.iter_mut().enumerate() {
            let digit = Digit::from_index(d);
            for h in House::all() {
                let pair = board.cells_with_in(digit, h).bits();
                if pair.count_ones() == 2 {
                    *l |= pair;
                }
            }
        }
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
        self.start.clear();
        self.succ.clear();
        for i in 0..self.pots.len() {
            self.start.push(self.succ.len() as u32);
            let p = self.pots[i];
            let (c, d) = (cell_of(p), digit_of(p));
            let cell = Cell::from_index(c);
            if is_on(p) {
                // The offs of the cell's other values, then of the value's other places.
                for w in cands[c] {
                    let t = self.node[pot(c, w.index(), false) as usize];
                    if w.index() != d && t != u16::MAX {
                        self.succ.push(t);
                    }
                }
                let digit = Digit::from_index(d);
                let mut m = CellSet::peers_of(cell).bits()
                    & board.cells_with(digit).bits()
                    & (bivalue | linked[d]);
                while m != 0 {
                    let x = m.trailing_zeros() as usize;
                    m &= m - 1;
                    self.succ.push(self.node[pot(x, d, false) as usize]);
                }
            } else {
                // The cell's other value if bivalue, then the value's partners.
                let mut ons = 0u128;
                if bivalue >> c & 1 == 1 {
                    let other = cands[c].bits() & !(1 << d);
                    let t = self.node[pot(c, other.trailing_zeros() as usize, true) as usize];
                    self.succ.push(t);
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
                    self.succ.push(self.node[pot(b, d, true) as usize]);
                }
            }
        }
        self.start.push(self.succ.len() as u32);
        let n = self.pots.len();
        self.words = n.div_ceil(64).max(1);
        self.comp.clear();
        self.comp.resize(n, 0);
        self.ons.clear();
        self.reach.clear();
        self.full.clear();
        self.stamp.clear();
        self.rindex.clear();
        self.rindex.resize(n, 0);
        self.stack.clear();
        let done = |id: usize| u32::MAX - id as u32;
        let mut next = 1u32;
        for root in 0..n as u32 {
            if self.rindex[root as usize] != 0 {
                continue;
            }
            if self.is_sink(root) {
                self.sink(root);
                continue;
            }
            self.rindex[root as usize] = next;
            next += 1;
            self.calls.push((root, self.start[root as usize], true));
            while let Some(frame) = self.calls.last_mut() {
                let v = frame.0;
                if frame.1 < self.start[v as usize + 1] {
                    let w = u32::from(self.succ[frame.1 as usize]);
                    frame.1 += 1;
                    let rw = self.rindex[w as usize];
                    if rw == 0 {
                        if self.is_sink(w) {
                            self.sink(w);
                            continue;
                        }
                        self.rindex[w as usize] = next;
                        next += 1;
                        self.calls.push((w, self.start[w as usize], true));
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
                    let id = self.ons.len();
                    for j in k..self.stack.len() {
                        let w = self.stack[j] as usize;
                        self.rindex[w] = done(id);
                        self.comp[w] = id as u32;
                    }
                    self.component_reach(id as u32, k);
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
        self.full_at.clear();
        self.full_at.resize(self.ons.len(), u32::MAX);
    }

    /// Whether node `v` has no successor.
    #[inline]
    fn is_sink(&self, v: u32) -> bool {
        self.start[v as usize] == self.start[v as usize + 1]
    }

    /// Completes node `v`, which has no successor, as a component of its own at once
    /// (no frame of the search for it).
    fn sink(&mut self, v: u32) {
        let id = self.ons.len();
        self.rindex[v as usize] = u32::MAX - id as u32;
        self.comp[v as usize] = id as u32;
        let base = self.reach.len();
        self.reach.resize(base + self.words, 0);
        self.reach[base + (v as usize >> 6)] |= 1 << (v & 63);
        self.stamp.push(id as u32);
        self.ons.push(u32::from(is_on(self.pots[v as usize])));
    }

    /// The reach set and on count of the component `id` just completed, made of
    /// `stack[k..]`; every component it reaches is already complete.
    fn component_reach(&mut self, id: u32, k: usize) {
        let words = self.words;
        let base = self.reach.len();
        self.reach.resize(base + words, 0);
        self.stamp.push(id);
        let mut ons = 0;
        for &w in &self.stack[k..] {
            self.reach[base + (w as usize >> 6)] |= 1 << (w & 63);
            ons += u32::from(is_on(self.pots[w as usize]));
        }
        self.ons.push(ons);
        for &w in &self.stack[k..] {
            let (a, b) = (self.start[w as usize], self.start[w as usize + 1]);
            for &s in &self.succ[a as usize..b as usize] {
                let c = self.comp[s as usize];
                if c == id || self.stamp[c as usize] == id {
                    continue;
                }
                self.stamp[c as usize] = id;
                if self.start[s as usize] == self.start[s as usize + 1] {
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

/// No component yet.
const NO_COMP: u16 = u16::MAX;

/// The nodes of a [`SmallScc`] graph: two per cell, `cell` and `81 + cell`.
const SMALL_NODES: usize = 162;

/// Strongly connected components of small graphs whose nodes are two per cell (two
/// kinds of node) and whose successors of a node are given as a set of cells, all of
/// one kind, as [`XReach`] and [`YCycles`] need them: Tarjan's algorithm with the
/// successors still to visit kept as a cell mask, and each component's reach (the
/// marks of the nodes it reaches, itself included) gathered as it completes.
#[derive(Default)]
struct SmallScc {
    /// Component of each node of each graph (`base + node`), or [`NO_COMP`].
    comp: Vec<u16>,
    /// Per component: the union of the marks of the nodes it reaches.
    reach: Vec<u128>,
    /// Per component: how many of its nodes have a mark.
    marked: Vec<u8>,
    // Working storage of one search, by node.
    index: Vec<u16>,
    low: Vec<u16>,
    acc: Vec<u128>,
    stack: Vec<u8>,
    frames: Vec<(u8, u128)>,
}

impl SmallScc {
    /// Forgets every component; `graphs` graphs of [`SMALL_NODES`] nodes follow.
    fn reset(&mut self, graphs: usize) {
        self.comp.clear();
        self.comp.resize(graphs * SMALL_NODES, NO_COMP);
        self.reach.clear();
        self.marked.clear();
        self.index.resize(SMALL_NODES, 0);
        self.low.resize(SMALL_NODES, 0);
        self.acc.resize(SMALL_NODES, 0);
    }

    /// The components of the graph numbered `graph` reached from `roots`: node `v`
    /// has the successors `to(v, c)` for each cell `c` of `succ(v)`, and the mark
    /// `mark(v)` (a cell bit or nothing).
    fn search(
        &mut self,
        graph: usize,
        roots: impl IntoIterator<Item = u8>,
        succ: impl Fn(u8) -> u128,
        to: impl Fn(u8, u32) -> u8,
        mark: impl Fn(u8) -> u128,
    ) {
        let base = graph * SMALL_NODES;
        self.index.fill(0);
        let mut next = 1u16;
        for root in roots {
            if self.index[root as usize] != 0 {
                continue;
            }
            self.visit(root, &mut next, &mark);
            self.frames.push((root, succ(root)));
            while let Some(frame) = self.frames.last_mut() {
                let v = frame.0 as usize;
                if frame.1 != 0 {
                    let c = frame.1.trailing_zeros();
                    frame.1 &= frame.1 - 1;
                    let w = to(frame.0, c);
                    let wi = w as usize;
                    if self.index[wi] == 0 {
                        self.visit(w, &mut next, &mark);
                        self.frames.push((w, succ(w)));
                    } else if self.comp[base + wi] == NO_COMP {
                        // On the stack: in the component being built.
                        self.low[v] = self.low[v].min(self.index[wi]);
                    } else {
                        self.acc[v] |= self.reach[self.comp[base + wi] as usize];
                    }
                    continue;
                }
                self.frames.pop();
                if self.low[v] == self.index[v] {
                    let id = self.reach.len() as u16;
                    let mut marked = 0u8;
                    while let Some(w) = self.stack.pop() {
                        self.comp[base + w as usize] = id;
                        marked += u8::from(mark(w) != 0);
                        if w as usize == v {
                            break;
                        }
                    }
                    self.reach.push(self.acc[v]);
                    self.marked.push(marked);
                }
                // Every member of a component descends from its root in the search
                // tree, so the root's `acc` gathers theirs.
                if let Some(parent) = self.frames.last() {
                    let p = parent.0 as usize;
                    self.low[p] = self.low[p].min(self.low[v]);
                    self.acc[p] |= self.acc[v];
                }
            }
        }
    }

    #[inline]
    fn visit(&mut self, v: u8, next: &mut u16, mark: &impl Fn(u8) -> u128) {
        let vi = v as usize;
        self.index[vi] = *next;
        self.low[vi] = *next;
        *next += 1;
        self.acc[vi] = mark(v);
        self.stack.push(v);
    }

    /// The component of node `v` of graph `graph`, if the search met it.
    #[inline]
    fn comp_of(&self, graph: usize, v: usize) -> Option<usize> {
        let c = self.comp[graph * SMALL_NODES + v];
        (c != NO_COMP).then_some(c as usize)
    }
}

/// Reachability on the X graph (house links only) of a board, digit by digit, for
/// producer 21's X pass: exact answers to whether an X cycle or forcing X-chain
/// from a potential can exist, cheaper than `Reach` on the X view.
///
/// The X graph links potentials of one digit only: `on(a)` to `off(x)` for each
/// other place `x` of the digit in `a`'s houses, and `off(x)` to `on(b)` when `b` is
/// the digit's only other place in a house of `x` (`b` is `x`'s *partner*). So each
/// digit is a graph of its own, on at most 162 nodes (node `a` is `on(a)`, node
/// `81 + x` is `off(x)`; an off without a partner leads nowhere and is left out), and
/// a reach set is the cells of the ons reached: one `u128`.
///
/// **Cycles.** The cycle search (SE's `doCycles`) expands each on once and never
/// enters the source again before the cycle closes, after at least four links. So a
/// cycle `on(s) -> off -> on(o1) -> ... -> on(s)` passes through an on `o1` other
/// than `s` that reaches `on(s)`: `on(s)` and `on(o1)` are in one component. A
/// component holding `on(s)` and no other on (`on(s) -> off(x) -> on(s)` for a
/// partner `x` of `s`) has no such cycle. (`Reach::cyclic` answers yes there.)
///
/// **Chains.** `on(s)` reaches `off(s)` exactly when it reaches an on of a peer of
/// `s`; `off(s)` reaches `on(s)` exactly when its component's reach holds `s`.
#[derive(Default)]
pub(crate) struct XReach {
    scc: SmallScc,
    /// Per component: whether a cycle through it may eliminate something.
    fruitful: Vec<bool>,
    /// Per digit: the cells with a partner. Only their ons have a link into them, so
    /// the other ons, which no search enters, are left out of the components and
    /// answered from their successors ([`XReach::on_reaches_off`]).
    linked: [u128; 9],
}

impl XReach {
    /// The components of every digit's X graph on `board`.
    pub(crate) fn build(&mut self, board: &Board) {
        self.scc.reset(9);
        self.fruitful.clear();
        for d in 0..9 {
            let digit = Digit::from_index(d);
            // Each cell's partners, and the cells that have one.
            let mut partners = [0u128; 81];
            let mut linked = 0u128;
            for h in House::all() {
                let pair = board.cells_with_in(digit, h).bits();
                if pair.count_ones() == 2 {
                    let (a, b) = (pair.trailing_zeros(), 127 - pair.leading_zeros());
                    partners[a as usize] |= 1 << b;
                    partners[b as usize] |= 1 << a;
                    linked |= pair;
                }
            }
            self.linked[d] = linked;
            let linked_cells = CellSet::from_bits(linked);
            let roots = linked_cells
                .iter()
                .map(|c| c.index() as u8)
                .chain(linked_cells.iter().map(|c| 81 + c.index() as u8));
            let peers = |c: u8| CellSet::peers_of(Cell::from_index(c as usize)).bits();
            self.scc.search(
                d,
                roots,
                |v| {
                    if v < 81 {
                        peers(v) & linked
                    } else {
                        partners[v as usize - 81]
                    }
                },
                |v, c| if v < 81 { 81 + c as u8 } else { c as u8 },
                |v| if v < 81 { 1 << v } else { 0 },
            );
            self.fruitful_components(d, linked, board.cells_with(digit).bits());
        }
    }

    /// Which components of digit `d`'s graph, the last searched, may hold a cycle
    /// that eliminates something (see [`XReach`]); `with` is the digit's cells.
    fn fruitful_components(&mut self, d: usize, linked: u128, with: u128) {
        let first = self.fruitful.len();
        let n = self.scc.reach.len() - first;
        // Per component: the cells seen by its ons, and by its offs.
        let mut by_ons = vec![0u128; n];
        let mut by_offs = vec![0u128; n];
        for c in CellSet::from_bits(linked) {
            let peers = CellSet::peers_of(c).bits();
            if let Some(comp) = self.scc.comp_of(d, c.index()) {
                by_ons[comp - first] |= peers;
            }
            if let Some(comp) = self.scc.comp_of(d, 81 + c.index()) {
                by_offs[comp - first] |= peers;
            }
        }
        self.fruitful.extend(
            (0..n).map(|k| self.scc.marked[first + k] >= 2 && by_ons[k] & by_offs[k] & with != 0),
        );
    }

    /// Whether an X cycle through `on(cell, digit)` may eliminate something (see
    /// [`XReach`]): `false` only where every cycle the search can find eliminates
    /// nothing.
    #[inline]
    pub(crate) fn may_eliminate(&self, cell: usize, digit: usize) -> bool {
        self.scc
            .comp_of(digit, cell)
            .is_some_and(|c| self.fruitful[c])
    }

    /// Whether `on(cell, digit)` can lie on an X cycle (see [`XReach`]).
    #[inline]
    pub(crate) fn cyclic(&self, cell: usize, digit: usize) -> bool {
        self.scc
            .comp_of(digit, cell)
            .is_some_and(|c| self.scc.marked[c] >= 2)
    }

    /// Whether `on(cell, digit)` reaches `off(cell, digit)` in the X graph.
    #[inline]
    pub(crate) fn on_reaches_off(&self, cell: usize, digit: usize) -> bool {
        let peers = CellSet::peers_of(Cell::from_index(cell)).bits();
        let reach = match self.scc.comp_of(digit, cell) {
            Some(c) => self.scc.reach[c],
            // An on without a partner: the union of its successors' reach.
            None => CellSet::from_bits(peers & self.linked[digit])
                .iter()
                .filter_map(|x| self.scc.comp_of(digit, 81 + x.index()))
                .fold(0, |r, c| r | self.scc.reach[c]),
        };
        reach & peers != 0
    }

    /// Whether `off(cell, digit)` reaches `on(cell, digit)` in the X graph.
    #[inline]
    pub(crate) fn off_reaches_on(&self, cell: usize, digit: usize) -> bool {
        self.scc
            .comp_of(digit, 81 + cell)
            .is_some_and(|c| self.scc.reach[c] >> cell & 1 == 1)
    }

    /// The component of potential `p` in its digit's X graph, or [`NO_SCOPE`] if it
    /// is in none (an on without a partner, an off without one). Component numbers
    /// are distinct across digits.
    #[inline]
    pub(crate) fn component(&self, p: Pot) -> u32 {
        let cell = cell_of(p);
        let node = if is_on(p) { cell } else { 81 + cell };
        self.scc
            .comp_of(digit_of(p), node)
            .map_or(NO_SCOPE, |c| c as u32)
    }
}

/// Which potentials can lie on a Y cycle, for producer 21's Y pass: an exact test
/// that skips cycle searches with nothing to find.
///
/// In the Y view an on links to every off of its cell and houses, and an off links
/// only to the other value of its cell, if that cell is bivalue. So from the on of
/// `d` in a bivalue cell `a` the ons a search can enter are `a`'s own `d` again
/// (through `a`'s other value) and the other value of each bivalue peer of `a` that
/// holds `d`. The graph of those steps between the ons of bivalue cells (node `a` is
/// `a`'s lower value, `81 + a` its higher one) has a cycle through `on(s)` whenever
/// the cycle search finds one: it expands each on once, never enters the source
/// again before closing, and closes after at least four links, so it passes through
/// an on other than `s` that leads back to `s`, in `s`'s component.
///
/// **Eliminations.** Most Y cycles eliminate nothing (two cells of a naked pair
/// make one), and a search whose cycles all eliminate nothing gives no hint. A cycle
/// eliminates `d` from a cell `z` outside it that sees a cell `a` with `on(a, d)` in
/// the cycle and a cell `b` with `off(b, d)` in it (`a` and `b` may be one cell).
/// Every on of a cycle through `on(s)` is in `s`'s component, and every off of it
/// leads to the next on of the cycle (the other value of its bivalue cell), also in
/// the component. So such a cycle can eliminate something only if, for some digit
/// `d`, a cell holding `d` sees a cell whose on of `d` is in the component and a cell
/// whose off of `d` leads into it ([`YCycles::may_eliminate`]).
#[derive(Default)]
pub(crate) struct YCycles {
    scc: SmallScc,
    /// Each cell's candidate mask on the board built on.
    masks: Vec<u16>,
    /// Per component: whether a cycle through it may eliminate something.
    fruitful: Vec<bool>,
}

impl YCycles {
    /// The components of the graph between the ons of `board`'s bivalue cells.
    pub(crate) fn build(&mut self, board: &Board) {
        self.scc.reset(1);
        let cands = board.all_candidates();
        self.masks.clear();
        self.masks.extend(cands.iter().map(|c| c.bits()));
        let mut bivalue = 0u128;
        for cell in board.empty_cells() {
            if cands[cell.index()].len() == 2 {
                bivalue |= 1 << cell.index();
            }
        }
        let digit_bit = |v: u8| {
            let m = cands[v as usize % 81].bits();
            if v < 81 {
                m & m.wrapping_neg()
            } else {
                m & (m - 1)
            }
        };
        let roots = CellSet::from_bits(bivalue)
            .iter()
            .flat_map(|c| [c.index() as u8, 81 + c.index() as u8]);
        self.scc.search(
            0,
            roots,
            |v| {
                let d = Digit::from_index(digit_bit(v).trailing_zeros() as usize);
                CellSet::peers_of(Cell::from_index(v as usize % 81)).bits()
                    & bivalue
                    & board.cells_with(d).bits()
            },
            |v, c| {
                // The other value of `c` is its higher one when `v`'s digit is its lower.
                let m = cands[c as usize].bits();
                let low = m & m.wrapping_neg();
                c as u8 + if digit_bit(v) == low { 81 } else { 0 }
            },
            |_| 1,
        );
        self.fruitful_components(board, bivalue);
    }

    /// Which components may hold a cycle that eliminates something (see [`YCycles`]).
    fn fruitful_components(&mut self, board: &Board, bivalue: u128) {
        let n = self.scc.reach.len();
        // Per component and digit: the cells with an on of the digit in it, and the
        // cells with an off of the digit leading into it.
        let mut ons = vec![[0u128; 9]; n];
        let mut offs = vec![[0u128; 9]; n];
        for c in CellSet::from_bits(bivalue) {
            let i = c.index();
            let m = self.masks[i];
            let lo = m.trailing_zeros() as usize;
            let hi = 15 - m.leading_zeros() as usize;
            for (node, on, off) in [(i, lo, hi), (81 + i, hi, lo)] {
                if let Some(comp) = self.scc.comp_of(0, node) {
                    ons[comp][on] |= 1 << i;
                    offs[comp][off] |= 1 << i;
                }
            }
        }
        let seen = |cells: u128| {
            CellSet::from_bits(cells)
                .iter()
                .fold(0u128, |m, c| m | CellSet::peers_of(c).bits())
        };
        self.fruitful.clear();
        self.fruitful.extend((0..n).map(|comp| {
            self.scc.marked[comp] >= 2
                && Digit::ALL.into_iter().any(|d| {
                    let k = d.index();
                    ons[comp][k] != 0
                        && offs[comp][k] != 0
                        && seen(ons[comp][k]) & seen(offs[comp][k]) & board.cells_with(d).bits()
                            != 0
                })
        }));
    }

    /// Whether a Y cycle through `on(cell, digit)`, a bivalue cell's, may eliminate
    /// something (see [`YCycles`]): `false` only where every cycle the search can
    /// find eliminates nothing.
    #[inline]
    pub(crate) fn may_eliminate(&self, cell: usize, digit: usize) -> bool {
        let m = self.masks[cell];
        let high = m & m.wrapping_neg() != 1 << digit;
        self.scc
            .comp_of(0, cell + if high { 81 } else { 0 })
            .is_some_and(|c| self.fruitful[c])
    }

    /// Whether `on(cell, digit)` of a bivalue cell can lie on a Y cycle.
    #[inline]
    pub(crate) fn cyclic(&self, board: &Board, cell: usize, digit: usize) -> bool {
        let m = board.all_candidates()[cell].bits();
        let high = m & m.wrapping_neg() != 1 << digit;
        self.scc
            .comp_of(0, cell + if high { 81 } else { 0 })
            .is_some_and(|c| self.scc.marked[c] >= 2)
    }

    /// The component of potential `p` in the graph between the ons of bivalue cells:
    /// an on's own, an off's that of the on it leads to (its cell's other value); or
    /// [`NO_SCOPE`] if it is in none (a cell that is not bivalue, an on no cycle
    /// search enters).
    #[inline]
    pub(crate) fn component(&self, p: Pot) -> u32 {
        let cell = cell_of(p);
        let m = self.masks[cell];
        let low = m & m.wrapping_neg() == 1 << digit_of(p);
        // An on is its digit's node; an off leads to the other value's on.
        let high = if is_on(p) { !low } else { low };
        self.scc
            .comp_of(0, cell + if high { 81 } else { 0 })
            .map_or(NO_SCOPE, |c| c as u32)
    }
}

/// The component number of a potential in no component.
pub(crate) const NO_SCOPE: u32 = u32::MAX;
