//! `CellGraphs`: the components of small graphs whose nodes are two per cell, as
//! [`XReach`](super::XReach) and [`YCycles`](super::YCycles) build them, and the marks
//! each component reaches.

use super::scc::{Graph, Scc, Visitor};

/// No component: a node the search did not reach.
const NO_COMP: u16 = u16::MAX;

/// The nodes of one graph: two per cell, `cell` and `81 + cell`.
const NODES: usize = 162;

/// The components of several small graphs, numbered across all of them, with each
/// component's reach: the union of the marks (a cell bit or nothing) of the nodes it
/// reaches, itself included, and how many of its own nodes have a mark.
///
/// A node's successors are given as a set of cells, all of one kind of node: the mask
/// is the search's cursor, so the graph is never stored.
#[derive(Default)]
pub(super) struct CellGraphs {
    /// Component of each node of each graph (`graph * NODES + node`), or [`NO_COMP`].
    comp: Vec<u16>,
    /// Per component: the union of the marks of the nodes it reaches.
    pub(super) reach: Vec<u128>,
    /// Per component: how many of its nodes have a mark.
    pub(super) marked: Vec<u8>,
    /// Per node of the graph being searched: the marks it reaches so far.
    acc: Vec<u128>,
    scc: Scc<(u8, u128)>,
}

/// A graph whose node `v` has the successors `to(v, c)` for each cell `c` of `succ(v)`.
struct CellGraph<S, T> {
    succ: S,
    to: T,
}

impl<S: Fn(u8) -> u128, T: Fn(u8, u32) -> u8> Graph for CellGraph<S, T> {
    /// The node and the cells of its successors still to visit.
    type Cursor = (u8, u128);

    #[inline]
    fn successors(&self, v: u32) -> (u8, u128) {
        (v as u8, (self.succ)(v as u8))
    }

    #[inline]
    fn next(&self, cursor: &mut (u8, u128)) -> Option<u32> {
        if cursor.1 == 0 {
            return None;
        }
        let c = cursor.1.trailing_zeros();
        cursor.1 &= cursor.1 - 1;
        Some(u32::from((self.to)(cursor.0, c)))
    }
}

impl CellGraphs {
    /// Forgets every component; `graphs` graphs follow.
    pub(super) fn reset(&mut self, graphs: usize) {
        self.comp.clear();
        self.comp.resize(graphs * NODES, NO_COMP);
        self.reach.clear();
        self.marked.clear();
    }

    /// The components of the graph numbered `graph` reached from `roots`: node `v`
    /// has the successors `to(v, c)` for each cell `c` of `succ(v)`, and the mark
    /// `mark(v)`.
    pub(super) fn search(
        &mut self,
        graph: usize,
        roots: impl IntoIterator<Item = u8>,
        succ: impl Fn(u8) -> u128,
        to: impl Fn(u8, u32) -> u8,
        mark: impl Fn(u8) -> u128,
    ) {
        self.acc.resize(NODES, 0);
        let mut marks = Marks {
            base: graph * NODES,
            mark,
            comp: &mut self.comp,
            reach: &mut self.reach,
            marked: &mut self.marked,
            acc: &mut self.acc,
        };
        let roots = roots.into_iter().map(u32::from);
        self.scc
            .search(&CellGraph { succ, to }, NODES, roots, &mut marks);
    }

    /// The component of node `v` of graph `graph`, if the search met it.
    #[inline]
    pub(super) fn comp_of(&self, graph: usize, v: usize) -> Option<usize> {
        let c = self.comp[graph * NODES + v];
        (c != NO_COMP).then_some(c as usize)
    }
}

/// Gathers each component's marks during the search: a node's accumulator starts with
/// its own mark and takes in each complete component it links to and each child as it
/// returns, so the root's holds the component's reach when it completes.
struct Marks<'a, M> {
    base: usize,
    mark: M,
    comp: &'a mut [u16],
    reach: &'a mut Vec<u128>,
    marked: &'a mut Vec<u8>,
    acc: &'a mut [u128],
}

impl<M: Fn(u8) -> u128> Visitor for Marks<'_, M> {
    #[inline]
    fn enter(&mut self, v: u32) {
        self.acc[v as usize] = (self.mark)(v as u8);
    }

    #[inline]
    fn edge_to_complete(&mut self, v: u32, c: u32) {
        self.acc[v as usize] |= self.reach[c as usize];
    }

    #[inline]
    fn returned(&mut self, parent: u32, child: u32) {
        self.acc[parent as usize] |= self.acc[child as usize];
    }

    fn complete(&mut self, members: &[u32]) -> u32 {
        let id = self.reach.len() as u16;
        let mut marked = 0u8;
        for &m in members {
            self.comp[self.base + m as usize] = id;
            marked += u8::from((self.mark)(m as u8) != 0);
        }
        let root = *members.last().expect("a component has a member");
        self.reach.push(self.acc[root as usize]);
        self.marked.push(marked);
        u32::from(id)
    }
}
