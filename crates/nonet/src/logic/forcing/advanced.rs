//! The nested rules of levels 1–4: when a propagation's queues run
//! dry, ordinary techniques and (from level 2) whole chaining searches run on the
//! *working* board, and every candidate they eliminate becomes an advanced off whose
//! parents are the offs the rule needed ("rule parents").
//!
//! Rules run in order — pointing/claiming, hidden pair, naked pair, X-Wing, then static
//! forcing chains (levels 2–3), static multiple chains (level 3), dynamic chains of the
//! inner nesting limit (level 4) — and the first rule that contributes anything ends the
//! round. Each rule hands over ALL its hints, in its own order (chaining rules: sorted
//! and deduplicated); a hint's eliminations are listed in Java `HashMap` order, which
//! decides the order nested propagation queues them in.

use std::collections::HashMap;
use std::ops::ControlFlow;
use std::rc::Rc;

use super::consequences::{Branch, Mode};
use super::depth::Depth;
use super::hint::{Kind, RawHint, Walker, assumption_cause, sort_and_dedup};
use super::multiple::{self, Scheme};
use super::potential::{Arena, Cause, POTS, Pot, cell_of, digit_of, is_on, pot};
use super::unary;
use crate::grid::{Cell, Digit, House, HouseKind};
use crate::logic::{Board, Pattern, Step, Technique, fish, intersections, subsets};

/// Reusable storage of one depth's nested-rule rounds.
#[derive(Default)]
pub(crate) struct Buffer {
    items: Vec<Item>,
    parents: Vec<u32>,
    pots: Vec<Pot>,
    seen: Vec<u64>,
    hints: Vec<RawHint>,
    walker: Walker,
    memo: Memo,
}

/// One advanced off: its potential, its nested hint and its parents (a slice of
/// `Buffer::parents`).
#[derive(Clone, Copy)]
struct Item {
    pot: Pot,
    nested: u32,
    first: u32,
    len: u32,
}

/// Runs the nested rules of `mode` on `board` (the working board of a propagation that
/// started from `snapshot`) and adds their new offs to `br`. Returns whether any off
/// was added.
pub(crate) fn advanced(
    d0: &mut Depth,
    rest: &mut [Depth],
    board: &mut Board,
    snapshot: &Board,
    mode: Mode,
    br: &mut Branch,
) -> bool {
    let mut buf = std::mem::take(&mut d0.adv);
    buf.items.clear();
    buf.parents.clear();
    let mut memo = std::mem::take(&mut buf.memo);
    let slot = memo.entry(board);
    type Basic = fn(&Board, &mut crate::logic::Sink<'_>) -> ControlFlow<()>;
    let basics: [Basic; 5] = [
        intersections::locked::find_pointing,
        intersections::locked::find_claiming,
        |b, s| subsets::hidden::find(b, 2, s),
        |b, s| subsets::naked::find(b, 2, s),
        |b, s| fish::basic_fish::find(b, 2, s),
    ];
    // Pointing and claiming are one SE rule (its four kind pairs in one pass).
    let groups: [&[Basic]; 4] = [&basics[0..2], &basics[2..3], &basics[3..4], &basics[4..5]];
    for (g, group) in groups.into_iter().enumerate() {
        let steps = memo.basic(slot, g, || {
            let mut steps = Vec::new();
            for f in group {
                let _ = f(board, &mut |step| {
                    steps.push(step);
                    ControlFlow::Continue(())
                });
            }
            steps.into()
        });
        for step in steps.iter() {
            basic_item(&mut buf, step, snapshot, board, br);
        }
        if !buf.items.is_empty() {
            break;
        }
    }
    if buf.items.is_empty() && mode.level >= 2 {
        let rules: &[InnerRule] = match mode.level {
            2 => &[InnerRule::Static],
            3 => &[InnerRule::Static, InnerRule::Multiple],
            _ => &[InnerRule::Dynamic(mode.limit)],
        };
        for &rule in rules {
            let found = match memo.inner(slot, rule) {
                Some(found) => found,
                None => {
                    let found = inner_search(rest, &mut buf, rule, board);
                    // An interrupted search has not seen every hint: never remember it.
                    if !d0.deadline.expired() {
                        memo.set_inner(slot, rule, found.clone());
                    }
                    found
                }
            };
            chain_items(d0, &mut buf, &found, board, snapshot, br);
            if !buf.items.is_empty() {
                break;
            }
        }
    }
    buf.memo = memo;
    let mut added = false;
    for it in &buf.items {
        if br.off.contains(it.pot) {
            continue;
        }
        let node = d0.arena.open(it.pot, Cause::Advanced, it.nested);
        for &p in &buf.parents[it.first as usize..(it.first + it.len) as usize] {
            d0.arena.add_parent(node, p);
        }
        br.off.insert(it.pot, node);
        added = true;
    }
    d0.adv = buf;
    added
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum InnerRule {
    /// Cycles and static forcing X/XY chains on the working board.
    Static,
    /// Static multiple forcing chains on the working board.
    Multiple,
    /// Dynamic chains of the given nesting level on the working board.
    Dynamic(u8),
}

impl InnerRule {
    /// The rule's place in a memo entry.
    fn slot(self) -> usize {
        match self {
            InnerRule::Static => 0,
            InnerRule::Multiple => 1,
            InnerRule::Dynamic(level) => 2 + level.min(3) as usize,
        }
    }
}

/// The scheme of an inner rule.
pub(crate) fn inner_scheme(rule: u8) -> Scheme {
    Scheme {
        mode: Mode {
            y: true,
            dynamic: true,
            level: rule,
            limit: 0,
        },
        nishio: false,
        multiple: true,
        base: super::base_rating(rule),
        technique: Some(Technique::DynamicForcingChain),
    }
}

/// The items of an inner rule's hints: each hint whose chains rely on offs the working
/// board has lost since the snapshot gives its eliminations, those offs as parents.
fn chain_items(
    d0: &mut Depth,
    buf: &mut Buffer,
    found: &[Found],
    board: &Board,
    snapshot: &Board,
    br: &Branch,
) {
    for f in found {
        chain_parents(f, snapshot, board, buf);
        if buf.pots.is_empty() {
            continue;
        }
        let nested = d0.add_nested(f.complexity, f.key.clone());
        push_items(buf, &f.elims, nested, br);
    }
}

/// Runs `rule` on the working board and keeps, of each of its hints (sorted and
/// deduplicated), what the nested rules need: all of it depends on the board alone.
fn inner_search(
    rest: &mut [Depth],
    buf: &mut Buffer,
    rule: InnerRule,
    board: &mut Board,
) -> Rc<[Found]> {
    let mut hints = std::mem::take(&mut buf.hints);
    hints.clear();
    rest[0].reset();
    match rule {
        InnerRule::Static => unary::find(&mut rest[0], board, &mut hints),
        InnerRule::Multiple => multiple::find(rest, board, super::static_multiple(), &mut hints),
        InnerRule::Dynamic(level) => multiple::find(rest, board, inner_scheme(level), &mut hints),
    }
    sort_and_dedup(&mut hints);
    let found = hints
        .iter()
        .map(|h| found(&rest[0].arena, h, &mut buf.walker))
        .collect();
    buf.hints = hints;
    found
}

/// A hint of an inner rule, free of the inner search's arena.
struct Found {
    complexity: u32,
    /// Eliminations as (cell, digit bits) in SE's insertion order.
    elims: Vec<(u8, u16)>,
    /// SE's `FullChain` identity: each target's chain breadth-first, then for a cycle
    /// the reversed chain, each closed by `u16::MAX`.
    key: Vec<u16>,
    /// Where the chains' on potentials look for lost candidates (see [`chain_parents`]),
    /// first occurrences in walk order: a cell `0..81`, or `81 + house * 9 + digit`.
    queries: Vec<u16>,
}

/// The [`Found`] of `h`. One breadth-first walk per target gives both the full chain
/// (SE's `getChain` order) and the on potentials whose rules the chain relies on.
fn found(arena: &Arena, h: &RawHint, walker: &mut Walker) -> Found {
    let mut key = Vec::new();
    let mut queries = Vec::new();
    let mut seen = [0u64; 6];
    let mut query = |p: Pot, cause: Option<Cause>| {
        let c = cell_of(p);
        let q = match cause {
            Some(Cause::Cell) => c,
            Some(cause) => {
                let Some(kind) = cause.kind() else { return };
                81 + Cell::from_index(c).house(kind).index() * 9 + digit_of(p)
            }
            None => return,
        };
        if seen[q >> 6] >> (q & 63) & 1 == 0 {
            seen[q >> 6] |= 1 << (q & 63);
            queries.push(q as u16);
        }
    };
    let first = assumption_cause(h);
    for &t in &h.targets {
        walker.walk(arena, t, |n| {
            let node = arena.node(n);
            key.push(node.pot);
            if is_on(node.pot) {
                let cause = if node.cause == Cause::Assumption {
                    first
                } else {
                    Some(node.cause)
                };
                query(node.pot, cause);
            }
        });
        key.push(u16::MAX);
    }
    if h.kind == Kind::Cycle {
        // The reversed cycle: every node flipped, keeping its cause; the offs of the
        // forward chain become ons.
        let chain = first_parent_chain(arena, h.targets[0]);
        let mut met: Vec<u16> = Vec::with_capacity(chain.len());
        for &n in chain.iter().rev() {
            let node = arena.node(n);
            let p = node.pot ^ 1;
            if !met.contains(&p) {
                met.push(p);
                key.push(p);
            }
            if !is_on(node.pot) && node.cause != Cause::Assumption {
                query(p, Some(node.cause));
            }
        }
        key.push(u16::MAX);
    }
    Found {
        complexity: h.complexity,
        elims: h.elims.clone(),
        key,
        queries,
    }
}

/// The offs a chaining hint's chains rely on that the working board has lost since the
/// snapshot: for each on potential of its chains (an assumption counts as its cell or
/// house rule in cell and region hints), the lost candidates of its cell (cell rule) or
/// of its value in its house (house rule). Collected into `buf.pots`, without repeats.
fn chain_parents(f: &Found, snapshot: &Board, board: &Board, buf: &mut Buffer) {
    buf.pots.clear();
    buf.seen.clear();
    buf.seen.resize(POTS.div_ceil(64), 0);
    let pots = &mut buf.pots;
    let seen = &mut buf.seen;
    let mut add = |p: Pot| {
        if seen[p as usize >> 6] >> (p & 63) & 1 == 0 {
            seen[p as usize >> 6] |= 1 << (p & 63);
            pots.push(p);
        }
    };
    for &q in &f.queries {
        let q = q as usize;
        if q < 81 {
            let cell = Cell::from_index(q);
            for w in snapshot.candidates(cell) - board.candidates(cell) {
                add(pot(q, w.index(), false));
            }
        } else {
            let house = House::from_index((q - 81) / 9);
            let d = (q - 81) % 9;
            let digit = Digit::from_index(d);
            let mut m = snapshot.positions(house, digit) & !board.positions(house, digit);
            while m != 0 {
                let i = m.trailing_zeros() as usize;
                m &= m - 1;
                add(pot(house.cells()[i].index(), d, false));
            }
        }
    }
}

/// Rule results by working board. The nested rules run the same rules on the same
/// working board many times (different assumptions often reach the same board, and
/// nesting levels 2 and 3 propagate alike); what an ordinary technique finds and what an
/// inner chaining rule finds depend on the board alone, so they are kept, boards
/// compared in full. Bounded: when the stored size passes [`MEMO_BYTES`], everything
/// is forgotten.
#[derive(Default)]
struct Memo {
    /// Entries by board hash.
    map: HashMap<u64, Vec<u32>>,
    entries: Vec<Entry>,
    bytes: usize,
}

/// What the rules found on one board, each filled in when first needed.
struct Entry {
    board: Board,
    /// The steps of each group of ordinary techniques.
    basics: [Option<Rc<[Step]>>; 4],
    /// The hints of each inner chaining rule (see [`InnerRule::slot`]).
    inner: [Option<Rc<[Found]>>; 6],
}

/// The memory bound of one depth's [`Memo`].
const MEMO_BYTES: usize = 16 << 20;

impl Memo {
    /// The entry of `board`, made empty if new.
    fn entry(&mut self, board: &Board) -> usize {
        let hash = board_hash(board);
        if let Some(ids) = self.map.get(&hash)
            && let Some(&id) = ids
                .iter()
                .find(|&&id| self.entries[id as usize].board == *board)
        {
            return id as usize;
        }
        self.charge(std::mem::size_of::<Entry>() + 16);
        let id = self.entries.len();
        self.entries.push(Entry {
            board: board.clone(),
            basics: Default::default(),
            inner: Default::default(),
        });
        self.map.entry(hash).or_default().push(id as u32);
        id
    }

    /// Counts `bytes` more, forgetting everything first if they pass the bound.
    fn charge(&mut self, bytes: usize) {
        if self.bytes + bytes > MEMO_BYTES {
            self.map.clear();
            self.entries.clear();
            self.bytes = 0;
        }
        self.bytes += bytes;
    }

    /// The steps of group `g` on the entry's board, found by `find` the first time.
    fn basic(&mut self, id: usize, g: usize, find: impl FnOnce() -> Rc<[Step]>) -> Rc<[Step]> {
        if let Some(steps) = &self.entries[id].basics[g] {
            return steps.clone();
        }
        let steps = find();
        let bytes = steps
            .iter()
            .map(|s| std::mem::size_of::<Step>() + 8 * s.eliminations.len())
            .sum::<usize>();
        if self.fits(bytes) {
            self.entries[id].basics[g] = Some(steps.clone());
        }
        steps
    }

    fn inner(&self, id: usize, rule: InnerRule) -> Option<Rc<[Found]>> {
        self.entries[id].inner[rule.slot()].clone()
    }

    /// Remembers `found` for the entry's board.
    fn set_inner(&mut self, id: usize, rule: InnerRule, found: Rc<[Found]>) {
        let bytes = found
            .iter()
            .map(|f| {
                std::mem::size_of::<Found>()
                    + 4 * f.elims.len()
                    + 2 * (f.key.len() + f.queries.len())
            })
            .sum::<usize>();
        if self.fits(bytes) {
            self.entries[id].inner[rule.slot()] = Some(found);
        }
    }

    /// Whether `bytes` more stay within the bound (then they are counted). Results that
    /// do not fit are not kept; the next new entry forgets everything.
    fn fits(&mut self, bytes: usize) -> bool {
        if self.bytes + bytes > MEMO_BYTES {
            return false;
        }
        self.bytes += bytes;
        true
    }
}

/// A hash of the board's candidates (equal boards hash alike).
fn board_hash(board: &Board) -> u64 {
    let mut h = 0u64;
    for c in board.all_candidates() {
        h = (h.rotate_left(5) ^ u64::from(c.bits())).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    h
}

/// The nodes from `t` back to its root along first parents (`t` first).
fn first_parent_chain(arena: &Arena, t: u32) -> Vec<u32> {
    let mut chain = vec![t];
    let mut n = t;
    while let Some(p) = arena.first_parent(n) {
        chain.push(p);
        n = p;
    }
    chain
}

/// The rule parents of an ordinary technique's step, then its items.
fn basic_item(buf: &mut Buffer, step: &Step, snapshot: &Board, board: &Board, br: &Branch) {
    buf.pots.clear();
    let lost = |cell: Cell, d: Digit| snapshot.has(cell, d) && !board.has(cell, d);
    let mut column_major = false;
    match &step.pattern {
        Pattern::Intersection { digit, base, cover } => {
            for &cell in base.cells() {
                if lost(cell, *digit) && !cover.cell_set().contains(cell) {
                    buf.pots.push(pot(cell.index(), digit.index(), false));
                }
            }
        }
        Pattern::Fish {
            digit, base, cover, ..
        } => {
            column_major = cover.first().is_some_and(|h| h.kind() == HouseKind::Column);
            for b in base {
                for &cell in b.cells() {
                    if lost(cell, *digit) && !cover.iter().any(|h| h.cell_set().contains(cell)) {
                        buf.pots.push(pot(cell.index(), digit.index(), false));
                    }
                }
            }
        }
        Pattern::Subset {
            house,
            cells,
            digits,
        } => {
            if step.technique == Technique::HiddenPair {
                let mut places = 0u16;
                for d in *digits {
                    places |= board.positions(*house, d);
                }
                for (i, &cell) in house.cells().iter().enumerate() {
                    if places >> i & 1 == 1 {
                        continue;
                    }
                    for d in *digits {
                        if snapshot.has(cell, d) {
                            buf.pots.push(pot(cell.index(), d.index(), false));
                        }
                    }
                }
            } else {
                for cell in *cells {
                    for d in snapshot.candidates(cell) - *digits {
                        buf.pots.push(pot(cell.index(), d.index(), false));
                    }
                }
            }
        }
        _ => {}
    }
    if buf.pots.is_empty() {
        return;
    }
    // Eliminations grouped by cell in SE's insertion order.
    let mut elims: Vec<(u8, u16)> = Vec::new();
    for e in &step.eliminations {
        let c = e.cell.index() as u8;
        match elims.iter_mut().find(|x| x.0 == c) {
            Some(x) => x.1 |= e.digit.bit(),
            None => elims.push((c, e.digit.bit())),
        }
    }
    if column_major {
        elims.sort_by_key(|&(c, _)| (c % 9, c / 9));
    }
    push_items(buf, &elims, super::potential::NONE, br);
}

/// Adds one item per eliminated candidate, in Java `HashMap` order of the cells, digits
/// ascending, all sharing the parents in `buf.pots` (as nodes of the off set).
fn push_items(buf: &mut Buffer, elims: &[(u8, u16)], nested: u32, br: &Branch) {
    let first = buf.parents.len() as u32;
    for &p in &buf.pots {
        if let Some(n) = br.off.get(p) {
            buf.parents.push(n);
        }
    }
    let len = buf.parents.len() as u32 - first;
    let mut order: Vec<(u8, u16)> = elims.to_vec();
    let cap = match order.len() {
        0..=12 => 16,
        13..=24 => 32,
        25..=48 => 64,
        _ => 128,
    };
    order.sort_by_key(|&(c, _)| c & (cap - 1));
    for (c, bits) in order {
        for d in 0..9 {
            if bits >> d & 1 == 1 {
                buf.items.push(Item {
                    pot: pot(c as usize, d, false),
                    nested,
                    first,
                    len,
                });
            }
        }
    }
}
