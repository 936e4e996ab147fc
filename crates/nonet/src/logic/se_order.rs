//! Sudoku Explainer's order: the hint producers Sudoku Explainer 1.2.1 runs, one after
//! the other, to find its next hint, built from the registry's SE order column.
//!
//! SE's rater asks its producers in a fixed order and applies the first hint of the
//! first producer that has one: it does not look for the cheapest hint across all of
//! them. A producer finds the hints of one technique, or of a few techniques in turn
//! (full house, then hidden single), or of several techniques in one search whose hints
//! it sorts together (unique rectangles and loops, BUG, the chaining producers). Each
//! registry row says which producer its technique belongs to ([`SeOrder`]); this module
//! gathers the rows into [`SE_PRODUCERS`], in SE's order, when the crate is built.

use std::ops::ControlFlow;

use super::registry::{Finder, ROWS, Sink};
use super::{Board, SearchContext, Step, Technique, TechniqueInfo};

/// A technique's place in Sudoku Explainer's order: the number of the SE producer that
/// finds its hints (1 is asked first), and how.
#[derive(Clone, Copy, Debug)]
pub enum SeOrder {
    /// Sudoku Explainer has no such technique: its rating never uses it.
    Absent,
    /// Producer `n` runs this row's finder (after the finders of the earlier rows of `n`).
    Finder(u8),
    /// Producer `n` is one search that finds the hints of every row naming it, in
    /// Sudoku Explainer's order across their techniques.
    Search(u8, &'static SeSearch),
}

impl SeOrder {
    /// The producer's number, if Sudoku Explainer has the technique.
    pub const fn producer(self) -> Option<u8> {
        match self {
            SeOrder::Absent => None,
            SeOrder::Finder(n) | SeOrder::Search(n, _) => Some(n),
        }
    }
}

/// One search of Sudoku Explainer's that finds the hints of several techniques, or
/// finds only the hint SE applies where the registry's finder sends them all.
pub struct SeSearch(pub Finder);

impl std::fmt::Debug for SeSearch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SeSearch")
    }
}

/// The most registry rows one producer serves (the unique rectangles and loops).
const MAX_ROWS: usize = 8;

/// One of Sudoku Explainer's producers: the registry rows of its techniques.
#[derive(Clone, Copy)]
pub struct SeProducer {
    /// Sudoku Explainer's number of the producer: its place in the order.
    pub number: u8,
    rows: [u8; MAX_ROWS],
    len: u8,
    search: Option<&'static SeSearch>,
}

impl SeProducer {
    /// The techniques it finds, in registry order.
    pub fn techniques(&self) -> impl Iterator<Item = Technique> + '_ {
        self.rows[..self.len as usize]
            .iter()
            .map(|&r| ROWS[r as usize].technique)
    }

    /// A name for reports: its technique, or its first and last techniques.
    pub fn name(&self) -> String {
        let names: Vec<&str> = self.techniques().map(|t| t.name()).collect();
        match names[..] {
            [one] => one.to_string(),
            [a, b] => format!("{a} / {b}"),
            _ => format!("{} … {}", names[0], names[names.len() - 1]),
        }
    }

    /// Sends its hints on `board`, first the one Sudoku Explainer would pick.
    pub fn run(
        &self,
        board: &Board,
        ctx: &mut SearchContext,
        sink: &mut Sink<'_>,
    ) -> ControlFlow<()> {
        let variant = board.variant().is_some();
        if let Some(search) = self.search
            && (!variant
                || (super::forcing::se::over_variants(search)
                    && super::forcing::chains_over(board)))
        {
            return search.0.run(board, ctx, sink);
        }
        for &r in &self.rows[..self.len as usize] {
            let row = &ROWS[r as usize];
            if !variant {
                row.find.run(board, ctx, sink)?;
            } else if let Some(finder) = row.scope.finder(row.find, board) {
                // On a variant board each row's finder for its rules, in row order: the
                // one search of a shared producer is built on the classic peers, but for
                // SE's chaining on the houses and peers SukakuExplainer knows (above).
                finder.run(board, ctx, sink)?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// The number of producers: the highest number in the SE order column. The build fails
/// if a number below it has no row, or if one producer's rows mix [`SeOrder::Finder`]
/// and [`SeOrder::Search`].
const PRODUCERS: usize = {
    let mut max = 0;
    let mut i = 0;
    while i < ROWS.len() {
        if let Some(n) = ROWS[i].se_order.producer()
            && n > max
        {
            max = n;
        }
        i += 1;
    }
    max as usize
};

/// Sudoku Explainer's producers, in its order, built from the registry's SE order
/// column. Producers whose techniques nonet lacks are absent (none are at present); a
/// puzzle that would need them rates "beyond" (20.0).
pub static SE_PRODUCERS: [SeProducer; PRODUCERS] = {
    let empty = SeProducer {
        number: 0,
        rows: [0; MAX_ROWS],
        len: 0,
        search: None,
    };
    let mut producers = [empty; PRODUCERS];
    let mut i = 0;
    while i < ROWS.len() {
        let (n, search) = match ROWS[i].se_order {
            SeOrder::Absent => (0, None),
            SeOrder::Finder(n) => (n as usize, None),
            SeOrder::Search(n, search) => (n as usize, Some(search)),
        };
        if n > 0 {
            let p = &mut producers[n - 1];
            assert!(
                p.len == 0 || p.search.is_some() == search.is_some(),
                "an SE producer's rows mix finders and a search"
            );
            assert!(
                (p.len as usize) < MAX_ROWS,
                "an SE producer has too many rows"
            );
            p.number = n as u8;
            p.rows[p.len as usize] = i as u8;
            p.len += 1;
            p.search = search;
        }
        i += 1;
    }
    let mut n = 0;
    while n < PRODUCERS {
        assert!(producers[n].len > 0, "an SE producer number has no row");
        n += 1;
    }
    producers
};

/// One place in Sudoku Explainer's order extended to the constraint techniques, which
/// SE has not got: one of SE's producers, or the registry row of a constraint technique.
#[derive(Clone, Copy)]
pub(crate) enum Extended {
    /// One of SE's producers, as SE runs it.
    Producer(&'static SeProducer),
    /// A constraint technique's row, run as the ladder runs it.
    Row(&'static TechniqueInfo),
}

/// SE's producers after its first (the full house and hidden single, which the rating
/// finds over the variant's houses itself), with each constraint technique placed right
/// before the first of them whose lowest base rating is above the technique's value on
/// the scale (the registry's SE column): a constraint step rated like a pointing is
/// looked for where SE looks for pointing, so that the extended rating is the value of
/// the hardest step a solver going from easy to hard needs, as SE's is. Ties go to SE's
/// own producer.
pub(crate) static EXTENDED_ORDER: std::sync::LazyLock<Vec<Extended>> =
    std::sync::LazyLock::new(|| {
        let mut rows: Vec<&'static TechniqueInfo> = ROWS
            .iter()
            .filter(|row| matches!(row.scope, super::Scope::Constraints))
            .collect();
        rows.sort_by_key(|row| row.se);
        let mut rows = rows.into_iter().peekable();
        let mut order = Vec::new();
        for producer in &SE_PRODUCERS[1..] {
            let lowest = producer
                .techniques()
                .map(super::registry::base_se)
                .min()
                .expect("a producer has a row");
            while let Some(row) = rows.next_if(|row| row.se < lowest) {
                order.push(Extended::Row(row));
            }
            order.push(Extended::Producer(producer));
        }
        order.extend(rows.map(Extended::Row));
        order
    });

/// The hint Sudoku Explainer applies next on `board`: the first hint of the first
/// producer that has one.
#[cfg(test)]
pub(crate) fn next_hint(board: &Board, ctx: &mut SearchContext) -> Option<Step> {
    first_hint(board, ctx, &SE_PRODUCERS)
}

/// The first hint of the first of `producers` that has one; none once `ctx`'s deadline
/// has passed (a producer that ran out of time sends nothing).
pub(crate) fn first_hint(
    board: &Board,
    ctx: &mut SearchContext,
    producers: &[SeProducer],
) -> Option<Step> {
    let mut found = None;
    for producer in producers {
        let _ = producer.run(board, ctx, &mut |step| {
            found = Some(step);
            ControlFlow::Break(())
        });
        if found.is_some() || ctx.expired() {
            break;
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::Technique::*;

    /// The producers are Sudoku Explainer 1.2.1's, in its order, each finding the
    /// techniques of its row of SE's table.
    #[test]
    fn producers_are_sudoku_explainers_in_its_order() {
        let expected: &[&[Technique]] = &[
            &[FullHouse, HiddenSingle],
            &[DirectPointing, DirectClaiming],
            &[DirectHiddenPair],
            &[NakedSingle],
            &[DirectHiddenTriple],
            &[Pointing, BoxLine],
            &[NakedPair],
            &[XWing],
            &[HiddenPair],
            &[NakedTriple],
            &[Swordfish],
            &[HiddenTriple],
            &[XyWing],
            &[XyzWing],
            &[
                UniqueRectangle1,
                UniqueRectangle2,
                UniqueRectangle3,
                UniqueRectangle4,
                UniqueLoop1,
                UniqueLoop2,
                UniqueLoop3,
                UniqueLoop4,
            ],
            &[NakedQuad],
            &[Jellyfish],
            &[HiddenQuad],
            &[Bug1, Bug2, Bug3, Bug4],
            &[AlignedPairExclusion],
            &[
                BidirectionalXCycle,
                BidirectionalYCycle,
                ForcingXChain,
                BidirectionalCycle,
                ForcingChain,
            ],
            &[AlignedTripletExclusion],
            &[NishioForcingChain],
            &[RegionForcingChain, CellForcingChain],
            &[DynamicForcingChain],
            &[DynamicForcingChainPlus],
            &[NestedForcingChain],
            &[NestedMultipleForcingChain],
            &[NestedDynamicForcingChain],
        ];
        let got: Vec<Vec<Technique>> = SE_PRODUCERS
            .iter()
            .map(|p| p.techniques().collect())
            .collect();
        assert_eq!(got, expected);
        for (i, p) in SE_PRODUCERS.iter().enumerate() {
            assert_eq!(usize::from(p.number), i + 1);
        }
    }

    /// The extended order holds SE's producers after the singles in SE's order, and
    /// every constraint technique once, after every producer rated at most as it is and
    /// right before the first producer rated above it.
    #[test]
    fn the_extended_order_puts_each_constraint_technique_at_its_value() {
        let lowest = |p: &SeProducer| {
            p.techniques()
                .map(|t| crate::logic::info(t).se)
                .min()
                .unwrap()
        };
        let order = &*EXTENDED_ORDER;
        let producers: Vec<u8> = order
            .iter()
            .filter_map(|e| match e {
                Extended::Producer(p) => Some(p.number),
                Extended::Row(_) => None,
            })
            .collect();
        assert_eq!(
            producers,
            (2..=SE_PRODUCERS.len() as u8).collect::<Vec<_>>()
        );
        let mut rows: Vec<usize> = order
            .iter()
            .filter_map(|e| match e {
                Extended::Row(r) => Some(r.technique as usize),
                Extended::Producer(_) => None,
            })
            .collect();
        rows.sort_unstable();
        let expected: Vec<usize> = ROWS
            .iter()
            .filter(|r| matches!(r.scope, crate::logic::Scope::Constraints))
            .map(|r| r.technique as usize)
            .collect();
        assert!(expected.len() > 20);
        assert_eq!(rows, expected);
        for (i, entry) in order.iter().enumerate() {
            let Extended::Row(row) = entry else { continue };
            for earlier in &order[..i] {
                if let Extended::Producer(p) = earlier {
                    assert!(lowest(p) <= row.se, "{} after {}", row.name, p.name());
                }
            }
            let next = order[i..].iter().find_map(|e| match e {
                Extended::Producer(p) => Some(*p),
                Extended::Row(_) => None,
            });
            if let Some(p) = next {
                assert!(lowest(p) > row.se, "{} before {}", row.name, p.name());
            }
        }
    }

    /// The rows of a producer that is one search name the same search.
    #[test]
    fn a_shared_search_is_one_search() {
        for p in &SE_PRODUCERS {
            for t in p.techniques() {
                match (crate::logic::info(t).se_order, p.search) {
                    (SeOrder::Search(_, a), Some(b)) => assert!(std::ptr::eq(a, b), "{t:?}"),
                    (SeOrder::Finder(_), None) => {}
                    _ => panic!("{t:?}"),
                }
            }
        }
    }
}
