//! Sudoku Explainer's chaining engine: bidirectional cycles and forcing X/XY chains,
//! Nishio, static multiple, dynamic and nested dynamic forcing chains, as Sudoku
//! Explainer 1.2.1 finds, rates and sorts them.
//!
//! Every chaining producer of SE collects ALL its hints, rates each one (base value plus
//! a length bonus from its complexity), sorts them by (rating as a raw double,
//! complexity, sort key) and drops hints whose eliminations repeat an earlier one's;
//! the rater takes the first. [`ChainEngine::hints`] returns that list, and the registry
//! finders send it in that order.
//!
//! Files: `potential` (compact potentials, node arena, ordered sets), `implication`
//! (the cell and house rules), `consequences` (an assumption's consequences, SE's
//! PROPAGATE), `depth` (a nesting depth's working storage), `links` (static implication
//! tables and reachability), `unary` (cycles and forcing X/XY chains), `multiple` (the
//! per-cell scheme), `hint` (hint objects, complexity, sorting), `advanced` (the nested
//! rules of levels 1–4), `regions` (a variant's extra houses and peers, which the
//! links and region chains take as SukakuExplainer's do), `deadline`.

mod advanced;
mod consequences;
mod deadline;
mod depth;
mod hint;
mod implication;
mod links;
mod multiple;
mod potential;
mod regions;
#[cfg(test)]
mod tests;
mod unary;

pub(crate) use deadline::Deadline;

use std::ops::ControlFlow;

use consequences::Mode;
use depth::Depth;
use hint::{RawHint, sort_and_dedup};
use multiple::Scheme;

use crate::logic::registry::{Finder, Sink};
use crate::logic::se_order::SeSearch;
use crate::logic::{Board, SearchContext, Technique};

/// One of Sudoku Explainer's chaining producers: a kind of chaining search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Producer {
    /// Bidirectional X/Y/XY cycles and forcing X/XY chains (6.5 / 6.6 / 7.0 +).
    CyclesAndChains,
    /// Nishio forcing chains (7.5 +).
    Nishio,
    /// Static multiple forcing chains, cell and region (8.0 +).
    Multiple,
    /// Dynamic forcing chains (8.5 +).
    Dynamic,
    /// Dynamic forcing chains with nested rules of level 1, 2 or 3 (9.0, 9.5, 10.0 +).
    Nested(u8),
    /// Level 4: nested dynamic chains whose own nesting level is 0..=3 (10.5 +).
    NestedDynamic(u8),
}

impl Producer {
    /// The chaining producers in Sudoku Explainer's order.
    #[cfg(test)]
    pub(crate) const ALL: [Producer; 11] = [
        Producer::CyclesAndChains,
        Producer::Nishio,
        Producer::Multiple,
        Producer::Dynamic,
        Producer::Nested(1),
        Producer::Nested(2),
        Producer::Nested(3),
        Producer::NestedDynamic(0),
        Producer::NestedDynamic(1),
        Producer::NestedDynamic(2),
        Producer::NestedDynamic(3),
    ];

    fn scheme(self) -> Option<Scheme> {
        let dynamic = |level: u8, limit: u8, technique| Scheme {
            mode: Mode {
                y: true,
                dynamic: true,
                level,
                limit,
            },
            nishio: false,
            multiple: true,
            base: base_rating(level),
            technique: Some(technique),
        };
        Some(match self {
            Producer::CyclesAndChains => return None,
            Producer::Nishio => Scheme {
                mode: Mode {
                    y: false,
                    dynamic: true,
                    level: 0,
                    limit: 0,
                },
                nishio: true,
                multiple: false,
                base: 7.5,
                technique: Some(Technique::NishioForcingChain),
            },
            Producer::Multiple => static_multiple(),
            Producer::Dynamic => dynamic(0, 0, Technique::DynamicForcingChain),
            Producer::Nested(level) => {
                let level = level.clamp(1, 3);
                let technique = match level {
                    1 => Technique::DynamicForcingChainPlus,
                    2 => Technique::NestedForcingChain,
                    _ => Technique::NestedMultipleForcingChain,
                };
                dynamic(level, 0, technique)
            }
            Producer::NestedDynamic(limit) => {
                dynamic(4, limit.min(3), Technique::NestedDynamicForcingChain)
            }
        })
    }
}

/// The base rating of dynamic chains of nesting `level` (SE's `Chaining.getDifficulty`).
pub(crate) fn base_rating(level: u8) -> f64 {
    if level >= 2 {
        9.5 + 0.5 * f64::from(level - 2)
    } else if level > 0 {
        8.5 + 0.5 * f64::from(level)
    } else {
        8.5
    }
}

/// The scheme of static multiple forcing chains.
pub(crate) fn static_multiple() -> Scheme {
    Scheme {
        mode: Mode {
            y: true,
            dynamic: false,
            level: 0,
            limit: 0,
        },
        nishio: false,
        multiple: true,
        base: 8.0,
        technique: None,
    }
}

/// The nodes a new depth's arena has room for.
const ARENA_NODES: usize = 1 << 12;

/// A chaining hint with its complexity, the key SE sorts by after the rating.
#[cfg(test)]
#[derive(Clone, Debug)]
pub(crate) struct ChainHint {
    /// The step, rated with SE's exact double arithmetic.
    pub step: crate::logic::Step,
    /// Distinct ancestors of its chains (hidden parents included), plus the complexity
    /// of the nested chains it uses.
    pub complexity: u32,
}

/// The chaining engine, holding reusable buffers (one per nesting depth).
#[derive(Default)]
pub(crate) struct ChainEngine {
    depths: Vec<Depth>,
    hints: Vec<RawHint>,
    /// The board and producer of `hints` (the registry rows of one producer ask for
    /// the same search one after the other; like SE's own cache, it is reused).
    last: Option<(Board, Producer)>,
}

impl ChainEngine {
    pub(crate) fn new() -> ChainEngine {
        ChainEngine::default()
    }

    /// Every hint `producer` finds on `board`, in Sudoku Explainer's order: sorted by
    /// (rating, complexity, sort key), hints with an earlier hint's eliminations
    /// dropped. The rater takes the first.
    #[cfg(test)]
    pub(crate) fn hints(&mut self, board: &Board, producer: Producer) -> Vec<ChainHint> {
        self.run(board, producer, Deadline::NONE);
        let arena = &self.depths[0].arena;
        self.hints
            .iter()
            .map(|h| ChainHint {
                step: h.to_step(arena),
                complexity: h.complexity,
            })
            .collect()
    }

    /// The first hint of `producer` (the one SE applies), if any.
    #[cfg(test)]
    pub(crate) fn first(&mut self, board: &Board, producer: Producer) -> Option<ChainHint> {
        self.run(board, producer, Deadline::NONE);
        let h = self.hints.first()?;
        Some(ChainHint {
            step: h.to_step(&self.depths[0].arena),
            complexity: h.complexity,
        })
    }

    /// Sends the hints of `producer` in SE's order, keeping those of `keep`.
    fn send(
        &mut self,
        board: &Board,
        producer: Producer,
        deadline: Deadline,
        keep: impl Fn(Technique) -> bool,
        sink: &mut Sink<'_>,
    ) -> ControlFlow<()> {
        self.run(board, producer, deadline);
        self.send_current(keep, sink)
    }

    /// Sends the hints of the last run.
    fn send_current(
        &mut self,
        keep: impl Fn(Technique) -> bool,
        sink: &mut Sink<'_>,
    ) -> ControlFlow<()> {
        let hints = std::mem::take(&mut self.hints);
        let mut flow = ControlFlow::Continue(());
        for h in hints.iter().filter(|h| keep(h.technique)) {
            flow = sink(h.to_step(&self.depths[0].arena));
            if flow.is_break() {
                break;
            }
        }
        self.hints = hints;
        flow
    }

    fn run(&mut self, board: &Board, producer: Producer, deadline: Deadline) {
        self.search(board, producer, deadline, false);
    }

    /// Runs `producer` on `board` until `deadline`; with `first_only`, hints that cannot
    /// sort first may be left out (and the list is not kept for the registry's finders).
    fn search(&mut self, board: &Board, producer: Producer, deadline: Deadline, first_only: bool) {
        if let Some((b, p)) = &self.last
            && *p == producer
            && b == board
        {
            return;
        }
        self.last = None;
        // Depth 0 is the producer; each nested rule runs one depth further (level 4
        // with inner level 3 runs static multiple chains three depths down).
        while self.depths.len() < 5 {
            let mut depth = Depth::default();
            // A new engine's arenas start with room for a typical search: growing from
            // nothing copies them a dozen times.
            depth.arena.reserve(ARENA_NODES);
            self.depths.push(depth);
        }
        // A variant's extra houses and peers, once for the whole search.
        let regions = board
            .variant()
            .and_then(|v| regions::Regions::of(&v.topology))
            .map(std::sync::Arc::new);
        for depth in &mut self.depths {
            depth.deadline = deadline;
            depth.regions = regions.clone();
        }
        self.depths[0].reset();
        self.hints.clear();
        match producer.scheme() {
            None if first_only => unary::find_first(&mut self.depths[0], board, &mut self.hints),
            None => unary::find(&mut self.depths[0], board, &mut self.hints),
            Some(scheme) => {
                let mut work = board.clone();
                multiple::find(&mut self.depths, &mut work, scheme, &mut self.hints);
            }
        }
        if deadline.expired() {
            // An interrupted search has not seen every hint: SE's first may be missing.
            self.hints.clear();
            return;
        }
        sort_and_dedup(&mut self.hints);
        if !first_only {
            self.last = Some((board.clone(), producer));
        }
    }
}

/// Sends every hint of `producer` on `board` in Sudoku Explainer's order (the first is
/// the one SE applies), with `ctx`'s engine and deadline.
pub(crate) fn find_producer(
    producer: Producer,
    board: &Board,
    ctx: &mut SearchContext,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let (e, deadline) = ctx.chains();
    e.send(board, producer, deadline, |_| true, sink)
}

/// Sends the hint of `producer` that Sudoku Explainer applies, if any: what the rating
/// loop needs, found with the searches that cannot change it left out.
pub(crate) fn find_first(
    producer: Producer,
    board: &Board,
    ctx: &mut SearchContext,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let (e, deadline) = ctx.chains();
    e.search(board, producer, deadline, true);
    match e.hints.first() {
        Some(h) => sink(h.to_step(&e.depths[0].arena)),
        None => ControlFlow::Continue(()),
    }
}

/// Registry finder of the cycles and static forcing chains `t`: its hints in SE's
/// order.
pub(crate) fn find_static(
    t: Technique,
    board: &Board,
    ctx: &mut SearchContext,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let (e, deadline) = ctx.chains();
    e.send(board, Producer::CyclesAndChains, deadline, |h| h == t, sink)
}

/// Registry finder of Nishio forcing chains.
pub(crate) fn find_nishio(
    board: &Board,
    ctx: &mut SearchContext,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    find_producer(Producer::Nishio, board, ctx, sink)
}

/// Registry finder of static region forcing chains (the region hints of SE's multiple
/// forcing chains).
pub(crate) fn find_region(
    board: &Board,
    ctx: &mut SearchContext,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let (e, deadline) = ctx.chains();
    e.send(
        board,
        Producer::Multiple,
        deadline,
        |t| t == Technique::RegionForcingChain,
        sink,
    )
}

/// Registry finder of static cell forcing chains (the cell hints of SE's multiple
/// forcing chains).
pub(crate) fn find_cell(
    board: &Board,
    ctx: &mut SearchContext,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let (e, deadline) = ctx.chains();
    e.send(
        board,
        Producer::Multiple,
        deadline,
        |t| t == Technique::CellForcingChain,
        sink,
    )
}

/// Registry finder of dynamic forcing chains.
pub(crate) fn find_dynamic(
    board: &Board,
    ctx: &mut SearchContext,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    find_producer(Producer::Dynamic, board, ctx, sink)
}

/// Registry finder of nested forcing chains of `level` 1..=3.
pub(crate) fn find_nested(
    level: u8,
    board: &Board,
    ctx: &mut SearchContext,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    find_producer(Producer::Nested(level), board, ctx, sink)
}

/// Registry finder of level-4 nested dynamic chains: the hints of the first of the
/// four searches (inner nesting 0, 1, 2, 3) that finds any.
pub(crate) fn find_nested_dynamic(
    board: &Board,
    ctx: &mut SearchContext,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let (e, deadline) = ctx.chains();
    for limit in 0..4 {
        e.run(board, Producer::NestedDynamic(limit), deadline);
        if !e.hints.is_empty() {
            return e.send_current(|_| true, sink);
        }
    }
    ControlFlow::Continue(())
}

/// Whether Sudoku Explainer's chaining runs on `board` over its rules' own houses and
/// peers, as SukakuExplainer's does: a board of the rule sets SukakuExplainer rates
/// that only adds houses and peers (diagonals, windows, disjoint groups, anti-king,
/// anti-knight) and holds no constraint for other techniques to read.
pub(crate) fn chains_over(board: &Board) -> bool {
    board.variant().is_some_and(|v| {
        board.constraints().is_empty() && regions::Regions::of(&v.topology).is_some()
    })
}

/// Sudoku Explainer's chaining producers in its order of producers: each sends only the
/// hint SE applies, found with the searches that cannot change it left out.
pub(crate) mod se {
    use super::{Finder, Producer, SeSearch, find_first};

    /// Whether `search` is one of the producers that also run on a variant's houses
    /// and peers ([`super::chains_over`]): cycles and forcing chains, Nishio, multiple
    /// and dynamic chains. The nested ones read the classic houses in their nested
    /// rules, so they do not.
    pub(crate) fn over_variants(search: &SeSearch) -> bool {
        [&CYCLES_AND_CHAINS, &NISHIO, &MULTIPLE, &DYNAMIC]
            .iter()
            .any(|s| std::ptr::eq(*s, search))
    }

    /// Cycles and static forcing X/XY chains.
    pub(crate) static CYCLES_AND_CHAINS: SeSearch = SeSearch(Finder::Chains(|b, c, s| {
        find_first(Producer::CyclesAndChains, b, c, s)
    }));
    /// Nishio forcing chains.
    pub(crate) static NISHIO: SeSearch = SeSearch(Finder::Chains(|b, c, s| {
        find_first(Producer::Nishio, b, c, s)
    }));
    /// Static multiple forcing chains: region and cell.
    pub(crate) static MULTIPLE: SeSearch = SeSearch(Finder::Chains(|b, c, s| {
        find_first(Producer::Multiple, b, c, s)
    }));
    /// Dynamic forcing chains.
    pub(crate) static DYNAMIC: SeSearch = SeSearch(Finder::Chains(|b, c, s| {
        find_first(Producer::Dynamic, b, c, s)
    }));
    /// Dynamic forcing chains with nested rules of level 1, 2 and 3.
    pub(crate) static NESTED: [SeSearch; 3] = [
        SeSearch(Finder::Chains(|b, c, s| {
            find_first(Producer::Nested(1), b, c, s)
        })),
        SeSearch(Finder::Chains(|b, c, s| {
            find_first(Producer::Nested(2), b, c, s)
        })),
        SeSearch(Finder::Chains(|b, c, s| {
            find_first(Producer::Nested(3), b, c, s)
        })),
    ];
    /// Nested dynamic chains of level 4: Sudoku Explainer's four producers of inner
    /// nesting 0, 1, 2 and 3 in turn, up to the first that has a hint (or until the
    /// deadline, as between any two producers).
    pub(crate) static NESTED_DYNAMIC: SeSearch = SeSearch(Finder::Chains(|b, c, s| {
        for limit in 0..4 {
            let mut sent = false;
            find_first(Producer::NestedDynamic(limit), b, c, &mut |step| {
                sent = true;
                s(step)
            })?;
            if sent || c.expired() {
                break;
            }
        }
        std::ops::ControlFlow::Continue(())
    }));
}
