//! Strongly connected components: the one component search behind every reachability
//! test of the chaining engine ([`XReach`](super::XReach), [`YCycles`](super::YCycles),
//! [`XyReach`](super::XyReach)).
//!
//! Pearce's variant of Tarjan's algorithm (D. J. Pearce, "A space-efficient algorithm
//! for finding strongly connected components", 2016), iterative: one index array; a
//! completed node's index is replaced by a number above every index still in use, so a
//! completed node needs no flag of its own and never lowers an active node's index. A
//! component completes after every component it reaches, so a caller gathers each
//! component's reach from its members' successors, all complete by then.
//!
//! The graphs differ in how they store successors (a compact array, a cell mask turned
//! into nodes), so the search reads them through [`Graph`], whose cursor is the graph's
//! own; and their users gather different things per component, so the search reports
//! to a [`Visitor`]. It is generic over both and compiled once per kind, so hooks a
//! visitor leaves out cost nothing.

/// A directed graph on nodes `0..n`, as the component search reads it.
pub(crate) trait Graph {
    /// Where the next successor of a node is read from.
    type Cursor: Copy;

    /// The cursor at the first successor of `v`.
    fn successors(&self, v: u32) -> Self::Cursor;

    /// The next successor of the cursor's node, if any, moving the cursor past it.
    fn next(&self, cursor: &mut Self::Cursor) -> Option<u32>;
}

/// What a component search reports, as it goes.
///
/// A component's reach can be gathered after it completes, from its members'
/// successors ([`Visitor::complete`] alone, as [`OnComplete`] does), or during the
/// search: every member descends from the component's root in the search tree, so a
/// per-node accumulator started at [`Visitor::enter`], fed by each edge to a complete
/// component ([`Visitor::edge_to_complete`]) and by each child as it returns
/// ([`Visitor::returned`]), holds at the root the reach of the whole component.
pub(crate) trait Visitor {
    /// Node `v` is entered.
    #[inline]
    fn enter(&mut self, _v: u32) {}

    /// Node `v` has an edge to a node of the complete component `c`.
    #[inline]
    fn edge_to_complete(&mut self, _v: u32, _c: u32) {}

    /// `child`, entered from `parent`, is done.
    #[inline]
    fn returned(&mut self, _parent: u32, _child: u32) {}

    /// The component of `members` is complete, after every component it reaches; its
    /// root (the member entered first) is the last. Returns the component's number,
    /// below `u32::MAX - n` for a graph of `n` nodes.
    fn complete(&mut self, members: &[u32]) -> u32;
}

/// A visitor that only numbers components: `f(members)` as each completes.
pub(crate) struct OnComplete<F>(pub F);

impl<F: FnMut(&[u32]) -> u32> Visitor for OnComplete<F> {
    #[inline]
    fn complete(&mut self, members: &[u32]) -> u32 {
        (self.0)(members)
    }
}

/// A node of the search's call stack: the node, where its successors stand, and whether
/// it is still the root of its component as far as the search knows.
#[derive(Clone, Copy)]
struct Frame<C> {
    node: u32,
    cursor: C,
    root: bool,
}

/// The working storage of the component search, reused from one graph to the next.
pub(crate) struct Scc<C> {
    /// Per node: 0 unvisited, its visit index while active (lowered to the least index
    /// it reaches), `u32::MAX - id` once in component `id`.
    rindex: Vec<u32>,
    /// Visited nodes whose component is not complete yet.
    stack: Vec<u32>,
    calls: Vec<Frame<C>>,
}

impl<C> Default for Scc<C> {
    fn default() -> Scc<C> {
        Scc {
            rindex: Vec::new(),
            stack: Vec::new(),
            calls: Vec::new(),
        }
    }
}

impl<C: Copy> Scc<C> {
    /// Finds the components of the part of `graph` (on nodes `0..nodes`) reached from
    /// `roots`, reporting to `visitor`.
    pub(crate) fn search<G: Graph<Cursor = C>>(
        &mut self,
        graph: &G,
        nodes: usize,
        roots: impl IntoIterator<Item = u32>,
        visitor: &mut impl Visitor,
    ) {
        self.rindex.clear();
        self.rindex.resize(nodes, 0);
        self.stack.clear();
        self.calls.clear();
        let mut next = 1u32;
        for root in roots {
            if self.rindex[root as usize] != 0 {
                continue;
            }
            self.rindex[root as usize] = next;
            next += 1;
            visitor.enter(root);
            self.calls.push(Frame {
                node: root,
                cursor: graph.successors(root),
                root: true,
            });
            while let Some(frame) = self.calls.last_mut() {
                let v = frame.node;
                if let Some(w) = graph.next(&mut frame.cursor) {
                    let rw = self.rindex[w as usize];
                    if rw == 0 {
                        self.rindex[w as usize] = next;
                        next += 1;
                        visitor.enter(w);
                        let cursor = graph.successors(w);
                        self.calls.push(Frame {
                            node: w,
                            cursor,
                            root: true,
                        });
                    } else if rw < self.rindex[v as usize] {
                        self.rindex[v as usize] = rw;
                        frame.root = false;
                    } else if rw >= next {
                        // Above every index given out: `w`'s component is complete.
                        visitor.edge_to_complete(v, u32::MAX - rw);
                    }
                    continue;
                }
                let is_root = frame.root;
                self.calls.pop();
                let rv = self.rindex[v as usize];
                if is_root {
                    let mut k = self.stack.len();
                    while k > 0 && rv <= self.rindex[self.stack[k - 1] as usize] {
                        k -= 1;
                    }
                    self.stack.push(v);
                    let id = visitor.complete(&self.stack[k..]);
                    for &w in &self.stack[k..] {
                        self.rindex[w as usize] = u32::MAX - id;
                    }
                    self.stack.truncate(k);
                } else {
                    self.stack.push(v);
                }
                if let Some(parent) = self.calls.last_mut() {
                    visitor.returned(parent.node, v);
                    let rv = self.rindex[v as usize];
                    if rv < self.rindex[parent.node as usize] {
                        self.rindex[parent.node as usize] = rv;
                        parent.root = false;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Graph, OnComplete, Scc};
    use crate::rng::Rng;

    /// A graph as successor lists.
    struct Lists(Vec<Vec<u32>>);

    impl Graph for Lists {
        type Cursor = (u32, u32);

        fn successors(&self, v: u32) -> (u32, u32) {
            (v, 0)
        }

        fn next(&self, cursor: &mut (u32, u32)) -> Option<u32> {
            let w = self.0[cursor.0 as usize].get(cursor.1 as usize).copied();
            cursor.1 += 1;
            w
        }
    }

    /// Which nodes each node reaches (itself included), by repeated relaxation.
    fn closure(g: &Lists) -> Vec<Vec<bool>> {
        let n = g.0.len();
        let mut reach = vec![vec![false; n]; n];
        for (v, row) in reach.iter_mut().enumerate() {
            let mut todo = vec![v];
            row[v] = true;
            while let Some(x) = todo.pop() {
                for &w in &g.0[x] {
                    if !row[w as usize] {
                        row[w as usize] = true;
                        todo.push(w as usize);
                    }
                }
            }
        }
        reach
    }

    /// On random graphs of every density: two nodes share a component exactly when
    /// each reaches the other, every node reached from the roots gets one and no other
    /// node does, and a component completes after every component it reaches.
    #[test]
    fn components_are_the_mutually_reachable_sets_in_reverse_topological_order() {
        let mut rng = Rng::new(13);
        let mut scc = Scc::default();
        for round in 0..400 {
            let n = 1 + rng.below(40) as usize;
            let edges = rng.below(3 * n as u32 + 1) as usize;
            let mut lists = vec![Vec::new(); n];
            for _ in 0..edges {
                let (a, b) = (rng.below(n as u32), rng.below(n as u32));
                lists[a as usize].push(b);
            }
            let g = Lists(lists);
            let roots: Vec<u32> = (0..n as u32).filter(|_| rng.below(3) == 0).collect();
            let mut comp = vec![u32::MAX; n];
            let mut count = 0;
            scc.search(
                &g,
                n,
                roots.iter().copied(),
                &mut OnComplete(|members: &[u32]| {
                    for &m in members {
                        assert_eq!(comp[m as usize], u32::MAX, "round {round}: node twice");
                        comp[m as usize] = count;
                    }
                    // Every successor outside the component is in an earlier one.
                    for &m in members {
                        for &w in &g.0[m as usize] {
                            assert!(comp[w as usize] <= count, "round {round}");
                        }
                    }
                    count += 1;
                    count - 1
                }),
            );
            let reach = closure(&g);
            for v in 0..n {
                let reached = roots.iter().any(|&r| reach[r as usize][v]);
                assert_eq!(comp[v] != u32::MAX, reached, "round {round}, node {v}");
                for w in 0..n {
                    if comp[v] != u32::MAX && comp[w] != u32::MAX {
                        let mutual = reach[v][w] && reach[w][v];
                        assert_eq!(comp[v] == comp[w], mutual, "round {round}: {v}, {w}");
                    }
                }
            }
        }
    }
}
