//! Chaining hints: what each kind eliminates, its complexity (distinct
//! ancestors, hidden parents included, plus the complexity of nested chains), its sort
//! key and rating, and SE's sort-then-deduplicate selection.

use std::collections::HashMap;

use super::depth::Depth;
use super::potential::{Arena, Cause, NONE, Pot, cell_of, digit_of, is_on, length_bonus, public};
use super::regions::HouseRef;
use crate::grid::{Cell, Digit};
use crate::logic::SeValue;
use crate::logic::{Board, Forcing, ForcingKind, Pattern, Step, Technique};

/// The kind of a chaining hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A bidirectional cycle.
    Cycle,
    /// A forcing chain from a candidate to its own opposite.
    Chain,
    /// An assumption that leads to an on/off clash.
    Contradiction,
    /// An on and an off assumption of one candidate that lead to the same conclusion.
    Double,
    /// Every value of a cell leads to the same conclusion.
    Cell,
    /// Every place of a value in a house leads to the same conclusion.
    Region,
}

/// One chaining hint, its chains kept as nodes of its search's arena.
#[derive(Clone, Debug)]
pub(crate) struct RawHint {
    pub kind: Kind,
    pub technique: Technique,
    /// The chain ends, in SE's order (`getChainsTargets`); a cycle keeps only its
    /// forward end, the reversed chain is derived from it.
    pub targets: Vec<u32>,
    /// For a region hint, the house (its assumptions have the house as cause).
    pub house: Option<HouseRef>,
    /// Eliminations as (cell, digit bits) in SE's insertion order.
    pub elims: Vec<(u8, u16)>,
    /// The placement, if the conclusion is an on potential.
    pub place: Option<Pot>,
    pub complexity: u32,
    pub sort_key: u8,
    pub rating: SeValue,
}

impl RawHint {
    /// The Step of this hint, its branches written from assumption to conclusion.
    pub(crate) fn to_step(&self, arena: &Arena) -> Step {
        let kind = match self.kind {
            Kind::Cycle | Kind::Chain => ForcingKind::Chain,
            Kind::Contradiction => ForcingKind::Contradiction,
            Kind::Double => ForcingKind::Double,
            Kind::Cell => ForcingKind::Cell,
            Kind::Region => ForcingKind::Region,
        };
        let branches = self
            .targets
            .iter()
            .map(|&t| {
                let mut chain = Vec::new();
                let mut n = t;
                loop {
                    chain.push(public(arena.pot(n)));
                    match arena.first_parent(n) {
                        Some(p) => n = p,
                        None => break,
                    }
                }
                chain.reverse();
                chain
            })
            .collect();
        let mut step = Step::new(
            self.technique,
            Pattern::Forcing(Forcing {
                kind,
                branches,
                group: None,
            }),
        )
        .rated(self.rating);
        for &(c, bits) in &self.elims {
            for d in 0..9 {
                if bits >> d & 1 == 1 {
                    step.push_elimination(Cell::from_index(c as usize), Digit::from_index(d));
                }
            }
        }
        if let Some(p) = self.place {
            step.push_placement(Cell::from_index(cell_of(p)), Digit::from_index(digit_of(p)));
        }
        step
    }
}

/// The elimination map sorted by cell.
fn canonical(elims: &[(u8, u16)]) -> Vec<(u8, u16)> {
    let mut v = elims.to_vec();
    v.sort_unstable();
    v
}

/// Reusable breadth-first walk over parent links, distinct potentials counted once.
#[derive(Default)]
pub(crate) struct Walker {
    seen: Vec<u64>,
    queue: Vec<u32>,
    canons: Vec<u32>,
}

impl Walker {
    /// Visits the chain of `target` breadth-first (SE's `getChain` order), calling `f`
    /// on each node whose potential is met for the first time; returns their number.
    pub(crate) fn walk(&mut self, arena: &Arena, target: u32, mut f: impl FnMut(u32)) -> u32 {
        self.seen.clear();
        self.seen.resize(super::potential::POTS.div_ceil(64), 0);
        self.queue.clear();
        self.queue.push(target);
        let mut head = 0;
        let mut count = 0;
        while head < self.queue.len() {
            let n = self.queue[head];
            head += 1;
            let p = arena.pot(n) as usize;
            if self.seen[p >> 6] >> (p & 63) & 1 == 1 {
                continue;
            }
            self.seen[p >> 6] |= 1 << (p & 63);
            count += 1;
            f(n);
            self.queue.extend_from_slice(arena.parents(n));
        }
        count
    }

    /// SE's complexity: the ancestors of each target (counted per target) plus the
    /// complexity of every distinct nested chain met on the way.
    pub(crate) fn complexity(&mut self, depth: &Depth, targets: &[u32]) -> u32 {
        let mut flat = 0;
        let mut canons = std::mem::take(&mut self.canons);
        canons.clear();
        let mut nested = 0;
        for &t in targets {
            flat += self.walk(&depth.arena, t, |n| {
                let id = depth.arena.node(n).nested;
                if id != NONE {
                    let nd = depth.nested[id as usize];
                    if !canons.contains(&nd.canon) {
                        canons.push(nd.canon);
                        nested += nd.complexity;
                    }
                }
            });
        }
        self.canons = canons;
        flat + nested
    }
}

/// Fills in complexity and rating (`base` + length bonus) of a hint.
pub(crate) fn rate(hint: &mut RawHint, walker: &mut Walker, depth: &Depth, base: f64) {
    let c = if hint.kind == Kind::Cycle {
        // anc(dstOn): the reversed chain is not counted.
        walker.walk(&depth.arena, hint.targets[0], |_| {})
    } else {
        walker.complexity(depth, &hint.targets)
    };
    hint.complexity = c;
    hint.rating = SeValue::new(base).plus(length_bonus(c));
}

/// SE's selection order: stable sort by (rating as raw double, complexity, sort key),
/// then drop every hint whose elimination map equals an earlier one's (SE's
/// `ChainingHint.equals` compares elimination maps only).
pub(crate) fn sort_and_dedup(hints: &mut Vec<RawHint>) {
    hints.sort_by(|a, b| {
        a.rating
            .cmp(&b.rating)
            .then(a.complexity.cmp(&b.complexity))
            .then(a.sort_key.cmp(&b.sort_key))
    });
    let mut seen: HashMap<Vec<(u8, u16)>, ()> = HashMap::with_capacity(hints.len());
    hints.retain(|h| seen.insert(canonical(&h.elims), ()).is_none());
}

/// The elimination of `p`'s conclusion on the real board: an off target removes its
/// candidate; an on target removes the other values of its cell (and places it).
pub(crate) fn conclude(board: &Board, target: Pot) -> (Vec<(u8, u16)>, Option<Pot>) {
    let c = cell_of(target);
    let d = digit_of(target);
    if is_on(target) {
        let others = board.candidates(Cell::from_index(c)).bits() & !(1 << d);
        if others == 0 {
            (Vec::new(), Some(target))
        } else {
            (vec![(c as u8, others)], Some(target))
        }
    } else {
        (vec![(c as u8, 1 << d)], None)
    }
}

/// The cause an assumption stands for when a hint's rule parents are collected: a cell
/// hint's assumptions are cell rules, a region hint's are its house's rule.
pub(crate) fn assumption_cause(hint: &RawHint) -> Option<Cause> {
    match hint.kind {
        Kind::Cell => Some(Cause::Cell),
        Kind::Region => hint.house.map(|h| match h {
            HouseRef::Classic(h) => Cause::house(h.kind()),
            HouseRef::Extra(_) => Cause::Region,
        }),
        _ => None,
    }
}
