//! Sudoku Explainer's static unary search: bidirectional cycles and forcing X/XY chains.
//!
//! **Pattern.** From one assumption `s on`, a static search with one kind of link per
//! pass (X: house links only; Y: cell links only, from bivalue cells; XY: both). A
//! cycle is a chain that comes back to `s on` after at least four links; a forcing
//! chain reaches the opposite of its own assumption.
//! **Eliminations.** A cycle removes the candidates seen both by an on and by an off
//! node of the loop (F ∩ B); a forcing chain removes its assumption (or places it).
//! **Order.** Passes X, Y, XY; cells 0..81 with two or more candidates; values
//! ascending; cycles before forcing chains of the same source. All hints are rated
//! (6.5 X/Y cycle, 7.0 XY cycle, 6.6 forcing X-chain, 7.0 forcing chain, plus the
//! length bonus) and SE takes the smallest.
//!
//! **Example.** An X-Wing on 5 in rows 1 and 5, columns 2 and 7 is the X-cycle
//! r1c2=5 -> r5c2<>5 -> r5c7=5 -> r1c7<>5 -> r1c2=5.

use super::depth::Depth;
use super::hint::{Kind, RawHint, Walker, conclude, rate};
use super::links::{Links, XReach, XyReach, YCycles};
use super::potential::{Cause, Pot, PotSet, cell_of, conj, digit_of, is_on, length_bonus, pot};
use crate::grid::{Cell, CellSet, Digit};
use crate::logic::SeValue;
use crate::logic::{Board, Technique};

/// Every hint of the cycles and forcing X/XY chains on `board`, unsorted, in discovery
/// order.
pub(crate) fn find(depth: &mut Depth, board: &Board, out: &mut Vec<RawHint>) {
    find_passes(depth, board, false, out);
}

/// The hints of the cycles and forcing X/XY chains on `board` that can sort first: the XY
/// pass is skipped when the X and Y passes have found a hint rated below 7.0, the least an
/// XY cycle or chain can rate, since no XY hint can then sort before it.
pub(crate) fn find_first(depth: &mut Depth, board: &Board, out: &mut Vec<RawHint>) {
    find_passes(depth, board, true, out);
}

fn find_passes(depth: &mut Depth, board: &Board, first_only: bool, out: &mut Vec<RawHint>) {
    let regions = depth.regions.clone();
    let mut s = Search::new(depth);
    s.prune = first_only;
    s.variant = regions.is_some();
    // Each pass asks its own graph whether a search can find anything: the X pass
    // each digit's X graph, the Y pass the graph between bivalue cells, the XY pass
    // (rarely reached in first-only mode) the live part of the XY graph. Those graphs
    // know the classic houses only: a variant's search goes without them.
    s.links.build(board, regions.as_ref(), false, true);
    if !s.variant {
        s.xreach.build(board);
    }
    for (y, x) in [(false, true), (true, false), (true, true)] {
        // The least key of any hint of this pass: a Y cycle rates 6.5 and has at least
        // four links; an XY cycle or chain rates 7.0 (a chain has at least two nodes).
        // A later pass rates no lower, so once a pass cannot beat the best, none can.
        let least = match (y, x) {
            (true, false) => Key::least(6.5, 4, 3),
            (true, true) => Key::least(7.0, 2, 4),
            _ => Key::least(6.5, 0, 0),
        };
        if first_only && s.best.is_some_and(|best| least >= best) {
            break;
        }
        s.links.set_view(y, x);
        match (y, x) {
            _ if s.variant => {}
            (false, true) => {}
            (true, false) => s.ycycles.build(board),
            _ => s.xyreach.build(board),
        }
        for cell in board.empty_cells() {
            if s.depth.deadline.expired() {
                break;
            }
            let cands = board.candidates(cell);
            if cands.len() < 2 {
                continue;
            }
            if !x && cands.len() > 2 {
                continue;
            }
            for v in cands {
                let before = out.len();
                s.unary(board, pot(cell.index(), v.index(), true), y, x, out);
                if first_only {
                    s.best = out[before..].iter().map(Key::of).fold(s.best, Key::min_opt);
                }
            }
        }
    }
    s.finish();
}

struct Search<'a> {
    depth: &'a mut Depth,
    on: PotSet,
    pend_on: Vec<u32>,
    pend_off: Vec<u32>,
    cycles: Vec<u32>,
    chains: Vec<u32>,
    walker: Walker,
    links: Links,
    xyreach: XyReach,
    xreach: XReach,
    ycycles: YCycles,
    /// The potentials on the first-parent chain of the node being expanded (scratch).
    ancestors: PotBits,
    /// Whether searches stop where they can no longer beat `best` (first-only mode).
    prune: bool,
    /// Whether the board is a variant's: its searches skip the classic reachability
    /// tests and keep to no component.
    variant: bool,
    /// The smallest sort key of the hints found so far (first-only mode).
    best: Option<Key>,
}

/// Where a cycle search may make nodes.
///
/// A search is kept to the source's component in its pass's graph ([`Scope`]); the
/// tests also run it unscoped, on every live potential of the view, to check that the
/// scope changes nothing.
trait CycleScope: Copy {
    /// Whether a cycle search in this scope may make a node for `q`.
    fn admits(
        self,
        q: Pot,
        links: &Links,
        xyreach: &XyReach,
        xreach: &XReach,
        ycycles: &YCycles,
    ) -> bool;
}

/// The source's component in the X graph of its digit, the Y graph or the XY graph.
#[derive(Clone, Copy)]
enum Scope {
    X(u32),
    Y(u32),
    Xy(u32),
    /// Every potential: a variant's search, whose graphs are not built.
    All,
}

impl CycleScope for Scope {
    #[inline]
    fn admits(
        self,
        q: Pot,
        _links: &Links,
        xyreach: &XyReach,
        xreach: &XReach,
        ycycles: &YCycles,
    ) -> bool {
        match self {
            // A potential in a component of the X or Y graph is live there.
            Scope::X(c) => xreach.component(q) == c,
            Scope::Y(c) => ycycles.component(q) == c,
            Scope::Xy(c) => xyreach.in_component(q, c),
            Scope::All => true,
        }
    }
}

/// A bit per potential.
type PotBits = [u64; super::potential::POTS.div_ceil(64)];

/// The key SE sorts chaining hints by (rating, complexity, sort key); among equal keys
/// the hint found first sorts first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct Key {
    rating: SeValue,
    complexity: u32,
    sort_key: u8,
}

impl Key {
    fn of(h: &RawHint) -> Key {
        Key {
            rating: h.rating,
            complexity: h.complexity,
            sort_key: h.sort_key,
        }
    }

    fn min_opt(best: Option<Key>, k: Key) -> Option<Key> {
        Some(best.map_or(k, |b| b.min(k)))
    }

    /// The least key of a hint of `base` whose complexity is at least `complexity`:
    /// the length bonus never decreases as complexity grows.
    fn least(base: f64, complexity: u32, sort_key: u8) -> Key {
        Key {
            rating: SeValue::new(base).plus(length_bonus(complexity)),
            complexity,
            sort_key,
        }
    }
}

impl<'a> Search<'a> {
    fn new(depth: &'a mut Depth) -> Search<'a> {
        let b = depth.branch();
        Search {
            on: b.on,
            pend_on: Vec::new(),
            pend_off: Vec::new(),
            cycles: Vec::new(),
            chains: Vec::new(),
            walker: Walker::default(),
            links: std::mem::take(&mut depth.links),
            xyreach: std::mem::take(&mut depth.xyreach),
            xreach: std::mem::take(&mut depth.xreach),
            ycycles: std::mem::take(&mut depth.ycycles),
            ancestors: [0; super::potential::POTS.div_ceil(64)],
            prune: false,
            variant: false,
            best: None,
            depth,
        }
    }

    fn finish(self) {
        let mut b = self.depth.branch();
        b.on = self.on;
        self.depth.recycle(b);
        self.depth.links = self.links;
        self.depth.xyreach = self.xyreach;
        self.depth.xreach = self.xreach;
        self.depth.ycycles = self.ycycles;
    }

    fn unary(&mut self, board: &Board, s: Pot, y: bool, x: bool, out: &mut Vec<RawHint>) {
        self.cycles.clear();
        self.chains.clear();
        // Reachability only skips searches that cannot find anything.
        let (technique, sort_key) = match (x, y) {
            (true, false) => (Technique::BidirectionalXCycle, 2),
            (false, true) => (Technique::BidirectionalYCycle, 3),
            _ => (Technique::BidirectionalCycle, 4),
        };
        let cycle_base = if x && y { 7.0 } else { 6.5 };
        let chain_base = if y { 7.0 } else { 6.6 };
        let (cell, digit) = (cell_of(s), digit_of(s));
        let cyclic = match (y, x) {
            _ if self.variant => true,
            // A cycle search whose cycles can eliminate nothing gives no hint.
            (false, true) => {
                self.xreach.cyclic(cell, digit) && self.xreach.may_eliminate(cell, digit)
            }
            // A Y cycle search whose cycles can eliminate nothing gives no hint.
            (true, false) => {
                self.ycycles.cyclic(board, cell, digit) && self.ycycles.may_eliminate(cell, digit)
            }
            _ => self.xyreach.cyclic(s),
        };
        if cyclic {
            // The search keeps to the source's component in its pass's graph.
            let scope = match (y, x) {
                _ if self.variant => Scope::All,
                (false, true) => Scope::X(self.xreach.component(s)),
                (true, false) => Scope::Y(self.ycycles.component(s)),
                _ => Scope::Xy(self.xyreach.component(s)),
            };
            self.do_cycles(s, cycle_base, sort_key, scope);
        }
        if x {
            if self.forcing_possible(s, y) {
                self.do_forcing(s, chain_base, sort_key);
            }
            if self.forcing_possible(conj(s), y) {
                self.do_forcing(conj(s), chain_base, sort_key);
            }
        }
        for i in 0..self.cycles.len() {
            let d = self.cycles[i];
            let elims = cycle_eliminations(self.depth, board, d);
            if elims.is_empty() {
                continue;
            }
            let mut h = RawHint {
                kind: Kind::Cycle,
                technique,
                targets: vec![d],
                house: None,
                elims,
                place: None,
                complexity: 0,
                sort_key,
                rating: SeValue::ZERO,
            };
            rate(&mut h, &mut self.walker, self.depth, cycle_base);
            out.push(h);
        }
        let technique = if y {
            Technique::ForcingChain
        } else {
            Technique::ForcingXChain
        };
        for i in 0..self.chains.len() {
            let t = self.chains[i];
            let (elims, place) = conclude(board, self.depth.arena.pot(t));
            if elims.is_empty() {
                continue;
            }
            let mut h = RawHint {
                kind: Kind::Chain,
                technique,
                targets: vec![t],
                house: None,
                elims,
                place,
                complexity: 0,
                sort_key,
                rating: SeValue::ZERO,
            };
            rate(&mut h, &mut self.walker, self.depth, chain_base);
            out.push(h);
        }
    }

    /// Whether a forcing chain from `src` (an on or an off) can reach its opposite:
    /// in the X pass each digit's X graph answers, in the XY pass the live XY graph.
    fn forcing_possible(&self, src: Pot, y: bool) -> bool {
        let (cell, digit) = (cell_of(src), digit_of(src));
        match (y, is_on(src)) {
            _ if self.variant => true,
            (false, true) => self.xreach.on_reaches_off(cell, digit),
            (false, false) => self.xreach.off_reaches_on(cell, digit),
            (true, true) => self.xyreach.on_reaches_off(src),
            (true, false) => self.xyreach.off_reaches_on(src),
        }
    }

    /// Marks (`on` true) or unmarks the potentials of the strict ancestors of `child`
    /// on its first-parent chain in `ancestors`: SE's `isParent` test for every link
    /// of `child` then costs one bit test instead of a walk.
    fn mark_ancestors(&mut self, child: u32, on: bool) {
        let arena = &self.depth.arena;
        let mut n = child;
        while let Some(p) = arena.first_parent(n) {
            let q = arena.pot(p) as usize;
            if on {
                self.ancestors[q >> 6] |= 1 << (q & 63);
            } else {
                self.ancestors[q >> 6] &= !(1 << (q & 63));
            }
            n = p;
        }
    }

    /// Whether a search whose next hint would have at least `complexity` can still
    /// produce the first hint: in first-only mode, a hint whose least possible key
    /// is not below the best key so far cannot sort first (it was found later, and
    /// among equal keys the earlier hint sorts first).
    fn can_beat(&self, base: f64, complexity: u32, sort_key: u8) -> bool {
        match self.best {
            Some(best) if self.prune => Key::least(base, complexity, sort_key) < best,
            _ => true,
        }
    }

    /// SE's `doCycles`: layered search; offs are queued again each time they are
    /// reached (no duplicate check), ons only once; a cycle closes when the source comes
    /// back on after at least four links.
    ///
    /// A cycle closing at depth `length` (links from the source) has complexity
    /// `length`: the ons of its chain are distinct (each on is expanded once), an off is
    /// never one of its own node's ancestors (the `isParent` test), and only the closing
    /// potential repeats the source. So the search stops once a cycle at the next depth
    /// could not beat the best hint so far ([`Search::can_beat`]).
    ///
    /// Kept to a [`Scope`], the component of the source in the pass's graph, the search
    /// makes no node outside it: every node of a cycle through
    /// the source is in the source's component, and so is every node made from a
    /// parent in it that leads to one of them (the parent is reached from the source
    /// and reaches the source through it). So the nodes of the component are made from
    /// the same parents, in the same order, and the same cycles close. In the Y graph,
    /// whose nodes are the ons of bivalue cells, an off counts in the component of the
    /// on it leads to: every off of a cycle leads to an on of the cycle.
    fn do_cycles(&mut self, s: Pot, base: f64, sort_key: u8, scope: impl CycleScope) {
        let within = |links: &Links, xyreach: &XyReach, xreach: &XReach, ycycles: &YCycles, q| {
            scope.admits(q, links, xyreach, xreach, ycycles)
        };
        self.on.clear();
        let root = self.depth.arena.push(s, Cause::Assumption, &[]);
        self.on.insert(s, root);
        self.pend_on.clear();
        self.pend_on.push(root);
        self.pend_off.clear();
        let mut length = 0;
        while !self.pend_on.is_empty() || !self.pend_off.is_empty() {
            if !self.can_beat(base, (length + 2).max(4), sort_key) {
                break;
            }
            length += 1;
            let ons = std::mem::take(&mut self.pend_on);
            for &p in &ons {
                let from = self.depth.arena.pot(p);
                self.links.ensure(from);
                self.mark_ancestors(p, true);
                for &(q, cause) in self.links.of(from) {
                    // An off without links leads nowhere: no node for it.
                    if within(&self.links, &self.xyreach, &self.xreach, &self.ycycles, q)
                        && self.ancestors[q as usize >> 6] >> (q & 63) & 1 == 0
                    {
                        let qn = self.depth.arena.push1(q, cause, p);
                        self.pend_off.push(qn);
                    }
                }
                self.mark_ancestors(p, false);
            }
            self.pend_on = ons;
            self.pend_on.clear();
            length += 1;
            let offs = std::mem::take(&mut self.pend_off);
            for &p in &offs {
                let from = self.depth.arena.pot(p);
                self.links.ensure(from);
                for &(q, cause) in self.links.of(from) {
                    // A node is made only where it is kept: a closing cycle, or a
                    // new on.
                    let closes = length >= 4 && q == s;
                    if !closes
                        && (self.on.contains(q)
                            || !within(&self.links, &self.xyreach, &self.xreach, &self.ycycles, q))
                    {
                        continue;
                    }
                    let qn = self.depth.arena.push1(q, cause, p);
                    if closes {
                        self.cycles.push(qn);
                    }
                    if self.on.insert(q, qn) {
                        self.pend_on.push(qn);
                    }
                }
            }
            self.pend_off = offs;
            self.pend_off.clear();
        }
    }

    /// SE's `doForcingChains`: layered search from `src` (on or off) until nothing new;
    /// records the first node of `src`'s candidate in the opposite state.
    ///
    /// Every expanded node's potential is new to the search and the chain end is the
    /// first node of its potential, so a chain ending at depth `k` has complexity
    /// `k + 1`; the search stops once a chain at the next depth could not beat the
    /// best hint so far ([`Search::can_beat`]).
    ///
    /// A search has one target, the opposite of its source, and records only its
    /// first node (later ones are in `chains` already); so it stops as soon as that
    /// node is made: the nodes it would make after it are never read.
    fn do_forcing(&mut self, src: Pot, base: f64, sort_key: u8) {
        let mut offs_set = self.depth.branch();
        self.on.clear();
        let root = self.depth.arena.push(src, Cause::Assumption, &[]);
        self.pend_on.clear();
        self.pend_off.clear();
        if is_on(src) {
            self.on.insert(src, root);
            self.pend_on.push(root);
        } else {
            offs_set.off.insert(src, root);
            self.pend_off.push(root);
        }
        // Each round expands ons of depth `d` into offs of depth `d + 1`, then those
        // offs (or the off source, "depth -1 + 1") into ons of depth `d + 2`.
        let mut d: u32 = 0;
        let mut off_source = !is_on(src);
        while !self.pend_on.is_empty() || !self.pend_off.is_empty() {
            // A chain ending at depth k has complexity k + 1.
            let next_end = if off_source { 1 } else { d + 1 };
            if !self.can_beat(base, next_end + 1, sort_key) {
                break;
            }
            let ons = std::mem::take(&mut self.pend_on);
            let mut done = false;
            'ons: for &p in &ons {
                let from = self.depth.arena.pot(p);
                self.links.ensure(from);
                for &(q, cause) in self.links.of(from) {
                    let found = conj(q) == src && !self.chains_contain(q);
                    let fresh = !offs_set.off.contains(q) && self.links.live(q);
                    if found || fresh {
                        let qn = self.depth.arena.push1(q, cause, p);
                        if found {
                            self.chains.push(qn);
                            done = true;
                            break 'ons;
                        }
                        offs_set.off.insert(q, qn);
                        self.pend_off.push(qn);
                    }
                }
            }
            self.pend_on = ons;
            self.pend_on.clear();
            if done {
                break;
            }
            if !off_source && !self.can_beat(base, d + 3, sort_key) {
                break;
            }
            let offs = std::mem::take(&mut self.pend_off);
            let mut done = false;
            'offs: for &p in &offs {
                let from = self.depth.arena.pot(p);
                self.links.ensure(from);
                for &(q, cause) in self.links.of(from) {
                    let found = conj(q) == src && !self.chains_contain(q);
                    let fresh = !self.on.contains(q) && self.links.live(q);
                    if found || fresh {
                        let qn = self.depth.arena.push1(q, cause, p);
                        if found {
                            self.chains.push(qn);
                            done = true;
                            break 'offs;
                        }
                        self.on.insert(q, qn);
                        self.pend_on.push(qn);
                    }
                }
            }
            self.pend_off = offs;
            self.pend_off.clear();
            if done {
                break;
            }
            d = if off_source { 1 } else { d + 2 };
            off_source = false;
        }
        self.depth.recycle(offs_set);
    }

    fn chains_contain(&self, q: Pot) -> bool {
        self.chains.iter().any(|&n| self.depth.arena.pot(n) == q)
    }
}

/// F ∩ B of a cycle ending in `d` (the candidates seen by an on and by an off of it), as an
/// elimination map in SE's insertion order.
pub(crate) fn cycle_eliminations(depth: &Depth, board: &Board, d: u32) -> Vec<(u8, u16)> {
    let arena = &depth.arena;
    let mut cells = CellSet::EMPTY;
    let mut n = d;
    while let Some(p) = arena.first_parent(n) {
        cells.insert(Cell::from_index(cell_of(arena.pot(n))));
        n = p;
    }
    // Most cycles eliminate nothing: F ∩ B per digit as cell sets first, and the
    // ordered map only when it is not empty.
    let mut forw_sets = [CellSet::EMPTY; 9];
    let mut back_sets = [CellSet::EMPTY; 9];
    let mut n = d;
    while let Some(parent) = arena.first_parent(n) {
        let p = arena.pot(n);
        let digit = Digit::from_index(digit_of(p));
        let seen = (peers_of(depth, cell_of(p)) & board.cells_with(digit)) - cells;
        if is_on(p) {
            forw_sets[digit.index()] |= seen;
        } else {
            back_sets[digit.index()] |= seen;
        }
        n = parent;
    }
    if (0..9).all(|i| (forw_sets[i] & back_sets[i]).is_empty()) {
        return Vec::new();
    }
    let mut forw: Vec<Pot> = Vec::new();
    let mut back = [0u64; super::potential::POTS.div_ceil(64)];
    let mut n = d;
    while let Some(parent) = arena.first_parent(n) {
        let p = arena.pot(n);
        let digit = Digit::from_index(digit_of(p));
        let c = Cell::from_index(cell_of(p));
        let mut visit = |y: Cell| {
            if cells.contains(y) || !board.has(y, digit) {
                return;
            }
            let q = pot(y.index(), digit.index(), false);
            if is_on(p) {
                if !forw.contains(&q) {
                    forw.push(q);
                }
            } else {
                back[q as usize >> 6] |= 1 << (q & 63);
            }
        };
        match &depth.regions {
            None => c.peers().iter().for_each(|&y| visit(y)),
            // A variant's peers: the classic ones first, in their order.
            Some(r) => c
                .peers()
                .iter()
                .copied()
                .chain(r.peers_of(c.index()) - CellSet::peers_of(c))
                .for_each(visit),
        }
        n = parent;
    }
    let mut elims: Vec<(u8, u16)> = Vec::new();
    for q in forw {
        if back[q as usize >> 6] >> (q & 63) & 1 == 0 {
            continue;
        }
        let c = cell_of(q) as u8;
        let bit = 1 << digit_of(q);
        match elims.iter_mut().find(|e| e.0 == c) {
            Some(e) => e.1 |= bit,
            None => elims.push((c, bit)),
        }
    }
    elims
}

/// The peers of `cell`: the classic ones, or a variant's.
fn peers_of(depth: &Depth, cell: usize) -> CellSet {
    match &depth.regions {
        None => CellSet::peers_of(Cell::from_index(cell)),
        Some(r) => r.peers_of(cell),
    }
}

#[cfg(test)]
mod tests;
