//! The nested rules of levels 1–4 (se-rating.md §3.8): when a propagation's queues run
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

use std::ops::ControlFlow;

use super::hint::{Kind, RawHint, Walker, assumption_cause, sort_and_dedup};
use super::multiple::{self, Scheme};
use super::potential::{Arena, Cause, POTS, Pot, cell_of, digit_of, is_on, pot};
use super::propagate::{Branch, Depth, Mode};
use super::unary;
use crate::grid::{Cell, Digit, HouseKind};
use crate::logic::{Board, Pattern, Step, Technique, fish, intersections, subsets};

/// Reusable storage of one depth's nested-rule rounds.
#[derive(Default)]
pub(crate) struct Buffer {
    items: Vec<Item>,
    parents: Vec<u32>,
    pots: Vec<Pot>,
    seen: Vec<u64>,
    steps: Vec<Step>,
    hints: Vec<RawHint>,
    walker: Walker,
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
    for group in groups {
        buf.steps.clear();
        for f in group {
            let steps = &mut buf.steps;
            let _ = f(board, &mut |step| {
                steps.push(step);
                ControlFlow::Continue(())
            });
        }
        let steps = std::mem::take(&mut buf.steps);
        for step in &steps {
            basic_item(&mut buf, step, snapshot, board, br);
        }
        buf.steps = steps;
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
            chain_rule(d0, rest, &mut buf, rule, board, snapshot, br);
            if !buf.items.is_empty() {
                break;
            }
        }
    }
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

#[derive(Clone, Copy)]
enum InnerRule {
    /// Producer 21 on the working board.
    Static,
    /// Producer 24 on the working board.
    Multiple,
    /// Dynamic chains of the given nesting level on the working board.
    Dynamic(u8),
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

fn chain_rule(
    d0: &mut Depth,
    rest: &mut [Depth],
    buf: &mut Buffer,
    rule: InnerRule,
    board: &mut Board,
    snapshot: &Board,
    br: &Branch,
) {
    let mut hints = std::mem::take(&mut buf.hints);
    hints.clear();
    rest[0].reset();
    match rule {
        InnerRule::Static => unary::find(&mut rest[0], board, &mut hints),
        InnerRule::Multiple => multiple::find(rest, board, super::static_multiple(), &mut hints),
        InnerRule::Dynamic(level) => multiple::find(rest, board, inner_scheme(level), &mut hints),
    }
    sort_and_dedup(&mut hints);
    for h in &hints {
        buf.pots.clear();
        chain_parents(&rest[0], h, snapshot, board, buf);
        if buf.pots.is_empty() {
            continue;
        }
        let key = full_chain(&rest[0].arena, h, &mut buf.walker);
        let nested = d0.add_nested(h.complexity, key);
        push_items(buf, &h.elims, nested, br);
    }
    buf.hints = hints;
}

/// The offs a chaining hint's chains rely on that the working board has lost since the
/// snapshot: for each on potential of its chains (an assumption counts as its cell or
/// house rule in cell and region hints), the lost candidates of its cell (cell rule) or
/// of its value in its house (house rule). Collected into `buf.pots`, without repeats.
fn chain_parents(depth: &Depth, h: &RawHint, snapshot: &Board, board: &Board, buf: &mut Buffer) {
    buf.seen.clear();
    buf.seen.resize(POTS.div_ceil(64), 0);
    let arena = &depth.arena;
    let pots = &mut buf.pots;
    let seen = &mut buf.seen;
    let mut add = |p: Pot| {
        if seen[p as usize >> 6] >> (p & 63) & 1 == 0 {
            seen[p as usize >> 6] |= 1 << (p & 63);
            pots.push(p);
        }
    };
    let mut lost = |p: Pot, cause: Option<Cause>| {
        let c = cell_of(p);
        let d = digit_of(p);
        let cell = Cell::from_index(c);
        match cause {
            Some(Cause::Cell) => {
                for w in snapshot.candidates(cell) - board.candidates(cell) {
                    add(pot(c, w.index(), false));
                }
            }
            Some(cause) => {
                let Some(kind) = cause.kind() else { return };
                let house = cell.house(kind);
                let digit = Digit::from_index(d);
                let mut m = snapshot.positions(house, digit) & !board.positions(house, digit);
                while m != 0 {
                    let i = m.trailing_zeros() as usize;
                    m &= m - 1;
                    add(pot(house.cells()[i].index(), d, false));
                }
            }
            None => {}
        }
    };
    let first = assumption_cause(h);
    for &t in &h.targets {
        buf.walker.walk(arena, t, |n| {
            let node = arena.node(n);
            if is_on(node.pot) {
                let cause = if node.cause == Cause::Assumption {
                    first
                } else {
                    Some(node.cause)
                };
                lost(node.pot, cause);
            }
        });
    }
    if h.kind == Kind::Cycle {
        // The reversed cycle: every node flipped, keeping its cause; the offs of the
        // forward chain become ons.
        let chain = first_parent_chain(arena, h.targets[0]);
        for &n in chain.iter().rev() {
            let node = arena.node(n);
            if !is_on(node.pot) && node.cause != Cause::Assumption {
                lost(node.pot ^ 1, Some(node.cause));
            }
        }
    }
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

/// SE's `FullChain` identity of a hint: each target's chain, breadth-first.
fn full_chain(arena: &Arena, h: &RawHint, walker: &mut Walker) -> Vec<u16> {
    let mut key = Vec::new();
    for &t in &h.targets {
        walker.walk(arena, t, |n| key.push(arena.pot(n)));
        key.push(u16::MAX);
    }
    if h.kind == Kind::Cycle {
        let chain = first_parent_chain(arena, h.targets[0]);
        let mut seen: Vec<u16> = Vec::with_capacity(chain.len());
        for &n in chain.iter().rev() {
            let p = arena.pot(n) ^ 1;
            if !seen.contains(&p) {
                seen.push(p);
                key.push(p);
            }
        }
        key.push(u16::MAX);
    }
    key
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
