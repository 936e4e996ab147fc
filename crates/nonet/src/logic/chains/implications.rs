//! What one candidate being true turns off, through chains of the link graph: the
//! implication search of Kraken Fish.
//!
//! From a candidate assumed true, a breadth-first search alternates weak links (a true
//! node turns its weak partners off) and strong links (a false node turns its strong
//! partner on) over the [link graph](super::graph), up to [`MAX_LINKS`] links. Every
//! true node turns off its digit in the cells that see all of it, and the other digits
//! of its cell; those are the candidates the assumption kills. The search is the shared
//! [`Bfs`](super::layers::Bfs), so the shortest chain to each kill comes back with it.

use std::ops::ControlFlow;

use super::graph::{Graph, NodeSearch};
use crate::grid::{Cell, CellSet, Digit};
use crate::logic::Board;
use crate::logic::pattern::{Chain, LinkKind, Node};

/// The longest implication chain followed, in links.
pub(crate) const MAX_LINKS: usize = 24;

/// An implication search, reused from one assumption to the next.
pub(crate) struct Implications {
    bfs: Box<NodeSearch>,
}

impl Implications {
    pub(crate) fn new() -> Implications {
        Implications {
            bfs: Box::new(NodeSearch::new(0)),
        }
    }

    /// The cells that lose `target` when `digit` is in `cell`.
    pub(crate) fn kills(
        &mut self,
        board: &Board,
        graph: &Graph,
        cell: Cell,
        digit: Digit,
        target: Digit,
    ) -> CellSet {
        let mut all = CellSet::EMPTY;
        let _ = search(
            &mut self.bfs,
            board,
            graph,
            cell,
            digit,
            target,
            |_, _, kills| {
                all |= kills;
                ControlFlow::Continue(())
            },
        );
        all
    }

    /// The shortest chain from `digit` in `cell` (true) to `target` in `victim`
    /// (false): the nodes from the assumption to the node that kills the victim, then
    /// the victim.
    pub(crate) fn chain_to(
        &mut self,
        board: &Board,
        graph: &Graph,
        cell: Cell,
        digit: Digit,
        target: Digit,
        victim: Cell,
    ) -> Option<Chain> {
        let mut found = None;
        let _ = search(
            &mut self.bfs,
            board,
            graph,
            cell,
            digit,
            target,
            |bfs, state, kills| {
                if !kills.contains(victim) {
                    return ControlFlow::Continue(());
                }
                let mut states = [0usize; MAX_LINKS + 1];
                let n = bfs.path(state, &mut states);
                let mut nodes: Vec<Node> = states[..n]
                    .iter()
                    .map(|&s| node_of(graph, s / 2, cell, digit))
                    .collect();
                nodes.push(Node::cell(victim, target));
                // Links alternate from the assumption (true): weak, strong, weak, …, weak.
                let links = (0..nodes.len() - 1)
                    .map(|i| {
                        if i % 2 == 0 {
                            LinkKind::Weak
                        } else {
                            LinkKind::Strong
                        }
                    })
                    .collect();
                found = Some(Chain { nodes, links });
                ControlFlow::Break(())
            },
        );
        found
    }
}

/// The node of dense number `x`; the graph's length numbers the start when it is not
/// a node of the graph.
fn node_of(graph: &Graph, x: usize, cell: Cell, digit: Digit) -> Node {
    if x == graph.len() {
        Node::cell(cell, digit)
    } else {
        graph.node(x)
    }
}

/// What a true node kills of `target`.
fn killed(board: &Board, graph: &Graph, node: Node, x: usize, target: Digit) -> CellSet {
    if node.digit == target {
        let seen = if x == graph.len() {
            node.cells.common_peers()
        } else {
            graph.seen(x)
        };
        seen & board.cells_with(target)
    } else {
        node.cells.single_cell().map_or(CellSet::EMPTY, |c| {
            CellSet::single(c) & board.cells_with(target)
        })
    }
}

/// The breadth-first search from `digit` in `cell` (true): calls `visit(bfs, state,
/// kills)` for each true state, in order of distance, with what it kills of `target`.
fn search(
    bfs: &mut NodeSearch,
    board: &Board,
    graph: &Graph,
    cell: Cell,
    digit: Digit,
    target: Digit,
    mut visit: impl FnMut(&NodeSearch, usize, CellSet) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let outside = graph.len();
    let start = graph.cell_node(cell, digit).unwrap_or(outside);
    bfs.restart(2 * start + 1);
    for links in 0..=MAX_LINKS {
        if links % 2 == 0 {
            for &s in bfs.frontier() {
                let s = usize::from(s);
                let x = s / 2;
                let kills = killed(board, graph, node_of(graph, x, cell, digit), x, target);
                visit(bfs, s, kills)?;
            }
        }
        if links == MAX_LINKS {
            break;
        }
        bfs.advance_admitting(
            |s, reach| {
                let x = s / 2;
                if s % 2 == 1 {
                    if x == outside {
                        graph.excluded_by(cell, digit, |y| reach(2 * y));
                    } else {
                        for &y in graph.weak(x) {
                            reach(2 * usize::from(y));
                        }
                    }
                } else {
                    for &y in graph.strong(x) {
                        reach(2 * usize::from(y) + 1);
                    }
                }
            },
            |_, _, _| true,
        );
        if bfs.is_exhausted() {
            break;
        }
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::testing::without;

    /// Row 1 holds 5 only in r1c1 and r1c9; column 9 only in r1c9 and r9c9. If r1c1 is
    /// 5, r1c9 is not, so r9c9 is: every other 5 of row 9 and box 9 goes.
    #[test]
    fn two_links_away() {
        let mut gone = vec![];
        for c in 2..=8 {
            gone.push(format!("r1c{c}"));
        }
        for r in 2..=8 {
            gone.push(format!("r{r}c9"));
        }
        let names: Vec<&str> = gone.iter().map(String::as_str).collect();
        let board = without(5, &names);
        let graph = Graph::new(&board);
        let five = Digit::new(5).unwrap();
        let r1c1: Cell = "r1c1".parse().unwrap();
        let mut implications = Implications::new();
        let k = implications.kills(&board, &graph, r1c1, five, five);
        assert!(k.contains("r9c1".parse().unwrap()) && k.contains("r9c5".parse().unwrap()));
        assert!(k.contains("r8c8".parse().unwrap()));
        let chain = implications
            .chain_to(&board, &graph, r1c1, five, five, "r9c5".parse().unwrap())
            .unwrap();
        let text = crate::logic::prose::eureka(&chain);
        assert_eq!(text, "(5)r1c1-(5)r1c9=(5)r9c9-(5)r9c5");
    }
}
