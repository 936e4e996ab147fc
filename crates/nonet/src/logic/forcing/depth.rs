//! `Depth`: the working storage of one nesting depth of a chaining search.

use std::collections::HashMap;

use super::advanced;
use super::consequences::Branch;
use super::potential::Arena;

/// A nested chaining hint that produced some advanced potentials: its complexity and
/// the interned identity of its full chains (SE's `FullChain`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Nested {
    pub complexity: u32,
    pub canon: u32,
}

/// The working storage of one nesting depth: the node arena of its search, the nested
/// hints its nodes refer to, and reusable branches.
#[derive(Default)]
pub(crate) struct Depth {
    pub arena: Arena,
    pub nested: Vec<Nested>,
    canon: HashMap<Vec<u16>, u32>,
    pool: Vec<Branch>,
    pub(crate) adv: advanced::Buffer,
    /// Static implication tables of the board being searched.
    pub(crate) links: super::links::Links,
    /// The tests of the X and Y passes of the cycles and forcing chains.
    pub(crate) xreach: super::links::XReach,
    pub(crate) ycycles: super::links::YCycles,
    /// Reachability on the XY graph: the XY pass and static multiple chains.
    pub(crate) xyreach: super::links::XyReach,
    /// When the search must give up (the caller's, set for every depth of a search).
    pub(crate) deadline: super::Deadline,
    /// The extra houses and peers of a variant board (`None` on a classic one), set for
    /// every depth of a search.
    pub(crate) regions: Option<std::sync::Arc<super::regions::Regions>>,
}

impl Depth {
    /// Forgets everything of the previous search.
    pub(crate) fn reset(&mut self) {
        self.arena.clear();
        self.nested.clear();
        self.canon.clear();
    }

    /// An empty branch from the pool.
    pub(crate) fn branch(&mut self) -> Branch {
        let mut b = self.pool.pop().unwrap_or_default();
        b.clear();
        b
    }

    /// Returns a branch to the pool.
    pub(crate) fn recycle(&mut self, b: Branch) {
        self.pool.push(b);
    }

    /// Registers a nested hint; hints with equal full chains share a canonical id.
    pub(crate) fn add_nested(&mut self, complexity: u32, key: Vec<u16>) -> u32 {
        let next = self.canon.len() as u32;
        let canon = *self.canon.entry(key).or_insert(next);
        self.nested.push(Nested { complexity, canon });
        (self.nested.len() - 1) as u32
    }
}
