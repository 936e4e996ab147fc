//! The per-cell scheme of Sudoku Explainer's Nishio, static multiple, dynamic and nested
//! forcing chains.
//!
//! **Pattern.** For each source cell and each of its values, the consequences of the
//! value on and of the value off ([PROPAGATE](super::propagate)); then
//! * *contradiction*: an assumption that clashes is false (Nishio and dynamic);
//! * *double*: a conclusion of both the on and the off assumption holds (dynamic, cells
//!   of three or more values);
//! * *region*: a conclusion of every place of the value in a house holds (examined from
//!   the house's first place only);
//! * *cell*: a conclusion of every value of the cell holds.
//!
//! **Order.** Cells 0..81 with more than two values (more than one in dynamic modes),
//! values ascending; per value: contradiction on, contradiction off, doubles (on, then
//! off conclusions), regions (box, row, column; on then off conclusions); then the
//! cell's on and off conclusions.

use super::consequences::{Branch, Clash, Mode, propagate};
use super::depth::Depth;
use super::hint::{Kind, RawHint, Walker, conclude, rate};
use super::potential::{Cause, Pot, pot};
use super::regions::{HouseRef, Regions};
use crate::grid::{Cell, Digit, HouseKind};
use crate::logic::SeValue;
use crate::logic::{Board, Technique};

/// What a per-cell producer does.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Scheme {
    pub mode: Mode,
    pub nishio: bool,
    pub multiple: bool,
    pub base: f64,
    /// The technique of every hint, or `None` for static multiple chains (cell or
    /// region forcing chain by kind).
    pub technique: Option<Technique>,
}

impl Scheme {
    fn technique(&self, kind: Kind) -> Technique {
        match (self.technique, kind) {
            (Some(t), _) => t,
            (None, Kind::Region) => Technique::RegionForcingChain,
            (None, _) => Technique::CellForcingChain,
        }
    }
}

/// The propagations of on assumptions already made in this search, by candidate
/// (`cell * 9 + digit`). A region's branch for a later place is the same propagation
/// as that place's own on assumption when its cell comes up as a source, and a place
/// can be in three regions: every on assumption is propagated once.
struct OnCache {
    slots: Vec<Option<(Branch, Option<Clash>)>>,
}

impl OnCache {
    fn new() -> OnCache {
        OnCache {
            slots: (0..81 * 9).map(|_| None).collect(),
        }
    }

    /// Makes sure the propagation of `cell = v` is cached; returns its slot.
    fn ensure(
        &mut self,
        depths: &mut [Depth],
        board: &mut Board,
        mode: Mode,
        cell: usize,
        v: usize,
    ) -> usize {
        let k = cell * 9 + v;
        if self.slots[k].is_none() {
            let mut b = start(&mut depths[0], pot(cell, v, true));
            let clash = propagate(depths, board, mode, &mut b);
            self.slots[k] = Some((b, clash));
        }
        k
    }

    /// The propagation of `cell = v`, taken out of the cache (made now if missing).
    fn take(
        &mut self,
        depths: &mut [Depth],
        board: &mut Board,
        mode: Mode,
        cell: usize,
        v: usize,
    ) -> (Branch, Option<Clash>) {
        let k = self.ensure(depths, board, mode, cell, v);
        self.slots[k].take().expect("ensured")
    }

    fn branch(&self, k: usize) -> &Branch {
        &self.slots[k].as_ref().expect("ensured").0
    }

    /// Returns every cached branch to the depth's pool.
    fn recycle(self, depth: &mut Depth) {
        for (b, _) in self.slots.into_iter().flatten() {
            depth.recycle(b);
        }
    }
}

/// Every hint of the scheme on `board` (restored on return), unsorted.
pub(crate) fn find(depths: &mut [Depth], board: &mut Board, s: Scheme, out: &mut Vec<RawHint>) {
    let mut cache = OnCache::new();
    find_cells(depths, board, s, &mut cache, out);
    cache.recycle(&mut depths[0]);
}

fn find_cells(
    depths: &mut [Depth],
    board: &mut Board,
    s: Scheme,
    cache: &mut OnCache,
    out: &mut Vec<RawHint>,
) {
    let mut walker = Walker::default();
    let dynamic = s.mode.dynamic;
    let regions = depths[0].regions.clone();
    // A static search is a walk on a fixed graph: skip every assumption whose branches
    // cannot share a worthwhile potential (exact sets are reach subsets). The reach
    // graph knows the classic houses only: a variant's search goes without it.
    let filter = !dynamic && regions.is_none();
    if filter {
        let d0 = &mut depths[0];
        d0.links.build(board, None, s.mode.y, true);
        d0.xyreach.build(board);
    }
    for cell in board.empty_cells() {
        if depths[0].deadline.expired() {
            return;
        }
        let cands = board.candidates(cell);
        let n = cands.len();
        if !(n > 2 || (n > 1 && dynamic)) {
            continue;
        }
        let c = cell.index();
        let mut need_cell = true;
        let mut need_region = [0u8; 9];
        if !filter {
            // Every house: the box, row and column, then a variant's extra houses.
            need_region = [0x7f; 9];
        } else {
            let d0 = &mut depths[0];
            let worth = |p: Pot| {
                p & 1 == 0
                    || board
                        .candidates(Cell::from_index(super::potential::cell_of(p)))
                        .len()
                        > 1
            };
            let sources: Vec<Pot> = cands.iter().map(|v| pot(c, v.index(), true)).collect();
            need_cell = (n == 2 || s.multiple) && d0.xyreach.common(&sources, &mut d0.links, worth);
            for v in cands {
                for (k, kind) in [HouseKind::Box, HouseKind::Row, HouseKind::Column]
                    .into_iter()
                    .enumerate()
                {
                    let house = cell.house(kind);
                    let places = board.positions(house, v);
                    if places.count_ones() < 2
                        || house.cells()[places.trailing_zeros() as usize] != cell
                    {
                        continue;
                    }
                    let mut ps = Vec::with_capacity(places.count_ones() as usize);
                    let mut m = places;
                    while m != 0 {
                        let i = m.trailing_zeros() as usize;
                        m &= m - 1;
                        ps.push(pot(house.cells()[i].index(), v.index(), true));
                    }
                    if d0.xyreach.common(&ps, &mut d0.links, worth) {
                        need_region[v.index()] |= 1 << k;
                    }
                }
            }
            if !need_cell && need_region.iter().all(|&r| r == 0) {
                continue;
            }
        }
        let mut values: Vec<Branch> = Vec::with_capacity(n as usize);
        let mut common = depths[0].branch();
        for v in cands {
            if !need_cell && need_region[v.index()] == 0 {
                continue;
            }
            let pon = pot(c, v.index(), true);
            let (on, r1) = cache.take(depths, board, s.mode, c, v.index());
            if dynamic && let Some(clash) = r1 {
                contradiction(depths, board, &s, &mut walker, clash, pon ^ 1, out);
            }
            let mut off = start(&mut depths[0], pon ^ 1);
            let r2 = propagate(depths, board, s.mode, &mut off);
            if dynamic && let Some(clash) = r2 {
                contradiction(depths, board, &s, &mut walker, clash, pon, out);
            }
            if n >= 3 && !s.nishio && dynamic {
                doubles(&depths[0], board, &s, &mut walker, &on, &off, out);
            }
            depths[0].recycle(off);
            if !s.nishio {
                let needed = need_region[v.index()];
                regions_of(
                    depths,
                    board,
                    &s,
                    cache,
                    &mut walker,
                    (cell, v),
                    regions.as_deref(),
                    &on,
                    needed,
                    out,
                );
            }
            if values.is_empty() {
                common.on.copy_from(&on.on, &depths[0].arena);
                common.off.copy_from(&on.off, &depths[0].arena);
            } else {
                common.on.retain_in(&on.on, &depths[0].arena);
                common.off.retain_in(&on.off, &depths[0].arena);
            }
            values.push(on);
        }
        if need_cell && !s.nishio && (n == 2 || (s.multiple && n > 2)) {
            for state in [true, false] {
                let set = if state { &common.on } else { &common.off };
                for &a in set.nodes() {
                    let p = depths[0].arena.pot(a);
                    let targets: Vec<u32> = values
                        .iter()
                        .map(|b| {
                            let set = if state { &b.on } else { &b.off };
                            set.get(p).expect("a common potential is in every branch")
                        })
                        .collect();
                    emit(
                        &depths[0],
                        board,
                        &s,
                        &mut walker,
                        Kind::Cell,
                        targets,
                        None,
                        p,
                        out,
                    );
                }
            }
        }
        depths[0].recycle(common);
        for b in values {
            depths[0].recycle(b);
        }
    }
}

/// A branch holding only the assumption `p`.
fn start(depth: &mut Depth, p: Pot) -> Branch {
    let mut b = depth.branch();
    let root = depth.arena.push(p, Cause::Assumption, &[]);
    if p & 1 == 1 {
        b.on.insert(p, root);
    } else {
        b.off.insert(p, root);
    }
    b
}

/// A contradiction hint: the assumption clashed, so its opposite `conclusion` holds.
fn contradiction(
    depths: &[Depth],
    board: &Board,
    s: &Scheme,
    walker: &mut Walker,
    clash: Clash,
    conclusion: Pot,
    out: &mut Vec<RawHint>,
) {
    let targets = vec![clash.0, clash.1];
    emit(
        &depths[0],
        board,
        s,
        walker,
        Kind::Contradiction,
        targets,
        None,
        conclusion,
        out,
    );
}

/// Double forcing: a potential implied both by the value on and by the value off.
fn doubles(
    depth: &Depth,
    board: &Board,
    s: &Scheme,
    walker: &mut Walker,
    on: &Branch,
    off: &Branch,
    out: &mut Vec<RawHint>,
) {
    for state in [true, false] {
        let (from_on, from_off) = if state {
            (&on.on, &off.on)
        } else {
            (&on.off, &off.off)
        };
        for &a in from_on.nodes() {
            let p = depth.arena.pot(a);
            if let Some(b) = from_off.get(p) {
                emit(
                    depth,
                    board,
                    s,
                    walker,
                    Kind::Double,
                    vec![a, b],
                    None,
                    p,
                    out,
                );
            }
        }
    }
}

/// The `k`-th house of `cell` region chains range over, in Sudoku Explainer's order: its
/// box, row and column, then (on a variant) its extra houses; with its cells.
fn house_of(regions: Option<&Regions>, cell: Cell, k: usize) -> Option<(HouseRef, &[Cell; 9])> {
    const KINDS: [HouseKind; 3] = [HouseKind::Box, HouseKind::Row, HouseKind::Column];
    match KINDS.get(k) {
        Some(&kind) => {
            let house = cell.house(kind);
            Some((HouseRef::Classic(house), house.cells()))
        }
        None => {
            let r = regions?;
            let h = r.houses_of(cell.index()).nth(k - KINDS.len())?;
            Some((HouseRef::Extra(h), r.cells(h)))
        }
    }
}

/// Region forcing chains of value `v` from `cell`, in the houses where `cell` is the
/// value's first place.
#[allow(clippy::too_many_arguments)]
fn regions_of(
    depths: &mut [Depth],
    board: &mut Board,
    s: &Scheme,
    cache: &mut OnCache,
    walker: &mut Walker,
    (cell, v): (Cell, Digit),
    regions: Option<&Regions>,
    mine: &Branch,
    needed: u8,
    out: &mut Vec<RawHint>,
) {
    for k in 0..7 {
        if needed >> k & 1 == 0 {
            continue;
        }
        let Some((house, hcells)) = house_of(regions, cell, k) else {
            break;
        };
        let places = match house {
            HouseRef::Classic(h) => board.positions(h, v),
            HouseRef::Extra(h) => regions.map_or(0, |r| r.positions(board, h, v)),
        };
        let count = places.count_ones();
        if !(count == 2 || (s.multiple && count > 2)) {
            continue;
        }
        if hcells[places.trailing_zeros() as usize] != cell {
            continue;
        }
        // Branches of the other places, in house order (this cell's branch is `mine`).
        let mut slots = [0usize; 8];
        let mut len = 0;
        let mut m = places & (places - 1);
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            let y = hcells[i];
            slots[len] = cache.ensure(depths, board, s.mode, y.index(), v.index());
            len += 1;
        }
        let others: Vec<&Branch> = slots[..len].iter().map(|&k| cache.branch(k)).collect();
        let depth = &mut depths[0];
        let mut common = depth.branch();
        common.on.copy_from(&mine.on, &depth.arena);
        common.off.copy_from(&mine.off, &depth.arena);
        for b in &others {
            common.on.retain_in(&b.on, &depth.arena);
            common.off.retain_in(&b.off, &depth.arena);
        }
        for state in [true, false] {
            let set = if state { &common.on } else { &common.off };
            for &a in set.nodes() {
                let p = depth.arena.pot(a);
                let mut targets = vec![a];
                for b in &others {
                    let set = if state { &b.on } else { &b.off };
                    targets.push(set.get(p).expect("a common potential is in every branch"));
                }
                emit(
                    depth,
                    board,
                    s,
                    walker,
                    Kind::Region,
                    targets,
                    Some(house),
                    p,
                    out,
                );
            }
        }
        depth.recycle(common);
    }
}

/// Builds, rates and keeps (if it eliminates something) a hint concluding `target`.
#[allow(clippy::too_many_arguments)]
fn emit(
    depth: &Depth,
    board: &Board,
    s: &Scheme,
    walker: &mut Walker,
    kind: Kind,
    targets: Vec<u32>,
    house: Option<HouseRef>,
    target: Pot,
    out: &mut Vec<RawHint>,
) {
    let (elims, place) = conclude(board, target);
    if elims.is_empty() {
        return;
    }
    let sort_key = match kind {
        Kind::Double => 1,
        Kind::Cell => 5,
        Kind::Region => 6,
        _ => 7,
    };
    let mut h = RawHint {
        kind,
        technique: s.technique(kind),
        targets,
        house,
        elims,
        place,
        complexity: 0,
        sort_key,
        rating: SeValue::ZERO,
    };
    rate(&mut h, walker, depth, s.base);
    out.push(h);
}
