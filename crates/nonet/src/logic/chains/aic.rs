//! AIC: alternating inference chains over candidates and grouped nodes, shortest first.
//!
//! **Pattern.** Nodes `X0 = X1 - X2 = X3 - … = Xn` of the link graph (`chains::graph`)
//! (a digit in a cell, or in the cells of a box-line intersection), joined alternately
//! by strong links (`=`: bivalue cells, bilocal houses, grouped or not) and weak links
//! (`-`), starting and ending with a strong one. If `X0` is off, `X1` is on, `X2` off,
//! …, `Xn` on: one end is true.
//! **Eliminations.** *Type 1*, ends on one digit: the digit goes from every cell that
//! sees all cells of both ends. *Type 2*, ends on two digits: a single-cell end loses
//! the other end's digit when it sees all of the other end's cells; when both ends are
//! in one cell, its other digits go. *Placement*: a chain that leads from `X0` off back
//! to `X0` on proves `X0` (a single cell is filled; a group's digit goes from the cells
//! seeing all of it). *Continuous loop*: when `Xn` and `X0` are weakly linked, the loop
//! makes every weak link hold exactly one true end, so each weak link's digit goes from
//! the cells seeing both its nodes (a link inside a cell: the cell's other digits).
//! A candidate of the chain itself can be eliminated too: the chain is still a valid
//! proof that one end is true (e.g. `…-(2)r1c8=(8)r1c8` ending at a cell that sees a
//! 2 at the other end shows r1c8 is not 2).
//! **Order.** Shortest first: chains with 2 strong links, then 3, … up to
//! [`MAX_STRONG_LINKS`]; at one length, start nodes in the graph's order (digit 1 to
//! 9; cells ascending, then groups), a placement before the chains from that start,
//! end nodes ascending. A chain and its reverse prove the same thing and are sent once
//! (a pair of ends is sent once, at its shortest); a loop is sent from its lowest node.
//! **Search.** One breadth-first search per start node
//! (`Bfs`) over the states node × on/off, no node entered twice
//! and no two nodes of a digit sharing a cell. Searches run one at a time in two
//! stages (up to [`SHORT`] strong links, then up to the maximum), so the common case,
//! a short chain, never pays for the long ones; each stage sorts what it found.
//! **Rating.** 6.0, Master (the eight-tier ladder; Sudoku Explainer 1.2.1 has no AIC: it finds such
//! chains as forcing chains and cycles).
//!
//! **Example.** HoDoKu's AIC Type 1 example (aic101): `(5)r1c2=(3)r1c2-(3)r1c4=
//! (3)r3c4-(9)r3c4=(9)r7c4-(2)r7c4=(2)r7c2-(2)r8c3=(5)r8c3`: r1c2 or r8c3 is 5, so the
//! cells seeing both, r1c3, r2c3, r3c3, r7c2 and r8c2, are not.

use std::collections::HashSet;
use std::ops::ControlFlow;

use super::graph::{Graph, NodeSearch as Search};
use crate::grid::{Cell, CellSet, Digit};
use crate::logic::pattern::{Chain, LinkKind, Node};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// The longest chain searched, in strong links.
pub(crate) const MAX_STRONG_LINKS: usize = 12;

/// The first stage's bound, in strong links.
pub(crate) const SHORT: usize = 4;

/// The most nodes a chain holds (a loop or placement repeats its first node).
const MAX_CHAIN: usize = 2 * MAX_STRONG_LINKS + 1;

/// Sends every AIC that eliminates or places something, shortest first.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find_in(board, &Graph::new(board), sink)
}

/// Sends every AIC of `graph` (the links of `board`) that eliminates or places
/// something, shortest first: the search any topology's graph shares.
pub(crate) fn find_in(board: &Board, graph: &Graph, sink: &mut Sink<'_>) -> ControlFlow<()> {
    if graph.len() < 4 {
        return ControlFlow::Continue(());
    }
    let mut sent: HashSet<(u16, u16)> = HashSet::new();
    let mut hits: Vec<Hit> = Vec::new();
    let mut bfs = Box::new(Search::new(0));
    for (shortest, longest) in [(2, SHORT), (SHORT + 1, MAX_STRONG_LINKS)] {
        hits.clear();
        for start in 0..graph.len() {
            bfs.restart(2 * start);
            search(board, graph, &mut bfs, start, shortest, longest, &mut hits);
        }
        hits.sort_by_key(|h| (h.strong, h.path[0], h.kind, h.path[h.len as usize - 1]));
        for hit in &hits {
            if hit.ends().is_some_and(|ends| !sent.insert(ends)) {
                continue;
            }
            sink(hit.step(board, graph))?;
        }
    }
    ControlFlow::Continue(())
}

/// How a chain concludes.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Kind {
    /// From the start off back to the start on: the start is true.
    Placement,
    /// Open ends: one of them is true.
    Open,
    /// The ends are weakly linked: a continuous loop.
    Loop,
}

/// A productive chain: its nodes (dense numbers), how it concludes and its length.
struct Hit {
    strong: u8,
    kind: Kind,
    len: u8,
    path: [u16; MAX_CHAIN],
}

impl Hit {
    /// What makes two hits the same step: the pair of ends of an open chain (either
    /// way round), the node of a placement. (A loop is found once, from its lowest
    /// node.)
    fn ends(&self) -> Option<(u16, u16)> {
        let (a, b) = (self.path[0], self.path[self.len as usize - 1]);
        match self.kind {
            Kind::Placement => Some((a, a)),
            Kind::Open => Some((a.min(b), a.max(b))),
            Kind::Loop => None,
        }
    }

    fn nodes(&self) -> impl Iterator<Item = usize> + '_ {
        self.path[..self.len as usize]
            .iter()
            .map(|&x| usize::from(x))
    }

    fn step(&self, board: &Board, graph: &Graph) -> Step {
        let mut nodes: Vec<Node> = self.nodes().map(|x| graph.node(x)).collect();
        let mut links: Vec<LinkKind> = (0..nodes.len() - 1)
            .map(|i| {
                if i % 2 == 0 {
                    LinkKind::Strong
                } else {
                    LinkKind::Weak
                }
            })
            .collect();
        match self.kind {
            Kind::Placement => {
                nodes.push(nodes[0]);
                links.push(LinkKind::Strong);
            }
            Kind::Loop => {
                nodes.push(nodes[0]);
                links.push(LinkKind::Weak);
            }
            Kind::Open => {}
        }
        let mut step = Step::new(Technique::Aic, Pattern::Chain(Chain { nodes, links }));
        let c = conclusions(board, graph, self.kind, &self.path[..self.len as usize]);
        if let Some((cell, digit)) = c.place {
            step.push_placement(cell, digit);
        }
        for d in Digit::ALL {
            for cell in c.cells[d.index()] {
                step.push_elimination(cell, d);
            }
        }
        step
    }
}

/// What a chain proves: a placement, and the cells losing each digit.
#[derive(Default)]
struct Conclusions {
    place: Option<(Cell, Digit)>,
    cells: [CellSet; 9],
}

impl Conclusions {
    fn is_productive(&self) -> bool {
        self.place.is_some() || self.cells.iter().any(|c| !c.is_empty())
    }

    /// Every digit of `cell` but `keep` goes.
    fn keep_only(&mut self, board: &Board, cell: Cell, keep: [Digit; 2]) {
        for d in board.candidates(cell) {
            if !keep.contains(&d) {
                self.cells[d.index()].insert(cell);
            }
        }
    }

    /// One of `a`, `b` is true: their digit goes from the cells seeing both, or, for
    /// two digits of one cell, the cell's other digits go. On a graph with the
    /// constraints' relations, every candidate both would rule out goes (which
    /// includes the two cases above).
    fn either(&mut self, board: &Board, graph: &Graph, a: usize, b: usize) {
        if graph.has_relations() {
            for d in Digit::ALL {
                self.cells[d.index()] |=
                    graph.kills(a, d) & graph.kills(b, d) & board.cells_with(d);
            }
            return;
        }
        let (x, y) = (graph.node(a), graph.node(b));
        if x.digit == y.digit {
            self.cells[x.digit.index()] |=
                graph.seen(a) & graph.seen(b) & board.cells_with(x.digit);
        } else if x.cells == y.cells {
            if let Some(cell) = x.cells.single_cell() {
                self.keep_only(board, cell, [x.digit, y.digit]);
            }
        }
    }
}

/// The conclusions of a chain of `kind` through `path` (dense node numbers).
fn conclusions(board: &Board, graph: &Graph, kind: Kind, path: &[u16]) -> Conclusions {
    let mut c = Conclusions::default();
    let first = usize::from(path[0]);
    let last = usize::from(path[path.len() - 1]);
    let (x0, xn) = (graph.node(first), graph.node(last));
    match kind {
        Kind::Placement => match x0.cells.single_cell() {
            Some(cell) => c.place = Some((cell, x0.digit)),
            None => {
                c.cells[x0.digit.index()] = graph.seen(first) & board.cells_with(x0.digit);
            }
        },
        Kind::Open => {
            // On a graph with relations `either` takes every candidate both ends
            // rule out, which covers the cases below.
            if graph.has_relations() || x0.digit == xn.digit {
                c.either(board, graph, first, last);
            } else {
                let (s0, sn) = (x0.cells.single_cell(), xn.cells.single_cell());
                match (s0, sn) {
                    (Some(a), Some(b)) if a == b => c.keep_only(board, a, [x0.digit, xn.digit]),
                    _ => {
                        // A single-cell end seeing all of the other end cannot hold
                        // the other end's digit: that would make both ends false.
                        if let Some(b) = sn.filter(|&b| graph.seen(first).contains(b)) {
                            c.cells[x0.digit.index()] |=
                                CellSet::single(b) & board.cells_with(x0.digit);
                        }
                        if let Some(a) = s0.filter(|&a| graph.seen(last).contains(a)) {
                            c.cells[xn.digit.index()] |=
                                CellSet::single(a) & board.cells_with(xn.digit);
                        }
                    }
                }
            }
        }
        Kind::Loop => {
            // The weak links: X1-X2, X3-X4, …, and the closing Xn-X0.
            for w in path[1..].chunks_exact(2) {
                c.either(board, graph, usize::from(w[0]), usize::from(w[1]));
            }
            c.either(board, graph, last, first);
        }
    }
    c
}

/// The cells each digit's nodes take on the path to one state, computed when a
/// successor of that state is first put to the test.
struct Path {
    state: usize,
    used: [CellSet; 9],
}

impl Default for Path {
    fn default() -> Path {
        Path {
            state: usize::MAX,
            used: [CellSet::EMPTY; 9],
        }
    }
}

impl Path {
    /// Whether the node of state `t` may follow state `s`: it is not on the path to
    /// `s`, nor shares a cell with a node of its digit there.
    fn admits(&mut self, bfs: &Search, graph: &Graph, s: usize, t: usize) -> bool {
        if self.state != s {
            self.state = s;
            let used = &mut self.used;
            *used = [CellSet::EMPTY; 9];
            bfs.walk(s, |p| {
                let node = graph.node(p / 2);
                used[node.digit.index()] |= node.cells;
            });
        }
        let node = graph.node(t / 2);
        !self.used[node.digit.index()].intersects(node.cells)
    }
}

/// Runs `bfs` (restarted at `start`, off), collecting the productive chains with
/// `shortest..=longest` strong links.
fn search(
    board: &Board,
    graph: &Graph,
    bfs: &mut Search,
    start: usize,
    shortest: usize,
    longest: usize,
    hits: &mut Vec<Hit>,
) {
    let mut path = Path::default();
    for strong in 1..=longest {
        let mut closing = None;
        bfs.advance_admitting(
            |s, reach| {
                for &y in graph.strong(s / 2) {
                    let y = usize::from(y);
                    if y == start {
                        if strong >= 2 && closing.is_none() {
                            closing = Some(s);
                        }
                    } else {
                        reach(2 * y + 1);
                    }
                }
            },
            |b, s, t| path.admits(b, graph, s, t),
        );
        if strong >= shortest {
            collect(board, graph, bfs, start, strong, closing, hits);
        }
        if strong == longest {
            break;
        }
        bfs.advance_admitting(
            |s, reach| {
                for &y in graph.weak(s / 2) {
                    reach(2 * usize::from(y));
                }
            },
            |b, s, t| path.admits(b, graph, s, t),
        );
        if bfs.is_exhausted() {
            break;
        }
    }
}

/// The productive chains of the current layer (whose states are all on).
fn collect(
    board: &Board,
    graph: &Graph,
    bfs: &Search,
    start: usize,
    strong: usize,
    closing: Option<usize>,
    hits: &mut Vec<Hit>,
) {
    let mut states = [0usize; MAX_CHAIN];
    let mut record = |kind: Kind, end: usize, hits: &mut Vec<Hit>| {
        // An open chain's conclusions depend on its ends alone: test them first.
        let ends = [start as u16, (end / 2) as u16];
        if kind == Kind::Open && !conclusions(board, graph, kind, &ends).is_productive() {
            return;
        }
        let n = bfs.path(end, &mut states);
        let mut hit = Hit {
            strong: strong as u8,
            kind,
            len: n as u8,
            path: [0; MAX_CHAIN],
        };
        for (p, &s) in hit.path.iter_mut().zip(&states[..n]) {
            *p = (s / 2) as u16;
        }
        if kind == Kind::Open || conclusions(board, graph, kind, &hit.path[..n]).is_productive() {
            hits.push(hit);
        }
    };
    if let Some(s) = closing {
        record(Kind::Placement, s, hits);
    }
    for &end in bfs.frontier() {
        let end = usize::from(end);
        let last = end / 2;
        if graph.weakly_linked(last, start) {
            // A loop is sent from its lowest node.
            if start < last && lowest_on_path(bfs, end) == start {
                record(Kind::Loop, end, hits);
            }
        } else {
            record(Kind::Open, end, hits);
        }
    }
}

fn lowest_on_path(bfs: &Search, state: usize) -> usize {
    let mut low = usize::MAX;
    bfs.walk(state, |s| low = low.min(s / 2));
    low
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::testing::{example, first_step_on, pencil};

    /// HoDoKu's AIC Type 1 example (hodoku.sourceforge.net, show_example.php?file=aic101
    /// &tech=Alternate+Inference+Chain+Type+1): "AIC 5- r1c2 -3- r1c4 =3= r3c4 =9= r7c4
    /// =2= r7c2 -2- r8c3 -5 => r123c3,r78c2<>5".
    const HODOKU_AIC101: &str = "
        2 35 345 | 34578 1458 14578 | 58 6 9
        9 8 456 | 45 2 456 | 1 3 7
        7 1 356 | 3589 5689 568 | 58 2 4
        18 23 9 | 478 468 4678 | 36 5 12
        18 4 23 | 58 568 9 | 36 7 12
        5 6 7 | 1 3 2 | 9 4 8
        6 257 1 | 2459 459 45 | 47 8 3
        3 257 25 | 2458 1458 1458 | 47 9 6
        4 9 8 | 6 7 3 | 2 1 5";

    /// HoDoKu's AIC Type 2 example (show_example.php?file=aic202&tech=Alternate+
    /// Inference+Chain+Type+2): its step takes 2 from r1c8 and 8 from r4c8.
    const HODOKU_AIC202: &str = "
        9 6 3 | 478 1 4578 | 24 28 458
        2 7 1458 | 3 459 4589 | 46 168 14589
        148 145 1458 | 6 459 2 | 7 3 14589
        7 1245 9 | 148 6 458 | 3 128 148
        148 124 1468 | 14789 249 3 | 5 1268 1478
        148 3 14568 | 1478 245 4578 | 246 9 1478
        6 8 7 | 49 3 49 | 1 5 2
        5 14 14 | 2 8 6 | 9 7 3
        3 9 2 | 5 7 1 | 8 4 6";

    /// HoDoKu's Grouped AIC Type 1 example (show_example.php?file=gaic01&tech=Grouped+
    /// Alternate+Inference+Chain+Type+1): its step takes 5 from r7c4, r7c5, r7c6, r9c1.
    const HODOKU_GAIC01: &str = "
        3 4 5 | 1 2 8 | 9 67 67
        9 7 6 | 345 35 345 | 2 8 1
        2 8 1 | 79 679 679 | 3 4 5
        56 3569 78 | 234579 3579 234579 | 48 1 267
        1 59 78 | 6 579 24579 | 48 3 27
        4 36 2 | 37 8 1 | 5 67 9
        7 56 4 | 359 3569 3569 | 1 2 8
        8 1 9 | 27 4 27 | 6 5 3
        56 2 3 | 8 1 56 | 7 9 4";

    /// HoDoKu's Grouped AIC Type 2 example (show_example.php?file=gaic02&tech=Grouped+
    /// Alternate+Inference+Chain+Type+2): its step takes 4 from r1c4 and 1 from r2c5.
    const HODOKU_GAIC02: &str = "
        2 1489 18 | 149 5 3 | 7 6 149
        7 6 5 | 1249 14 129 | 489 189 3
        149 149 3 | 7 8 6 | 459 2 1459
        59 5789 4 | 3 17 158 | 2 789 6
        3 2 6 | 58 9 578 | 1 4 578
        159 15789 18 | 6 2 4 | 3589 3789 589
        6 14 2 | 1489 3 1789 | 489 5 14789
        145 145 7 | 1489 6 189 | 3489 1389 2
        8 3 9 | 25 147 25 | 6 17 14";

    #[test]
    fn hodoku_type_1() {
        let step = example(
            &pencil(HODOKU_AIC101),
            Technique::Aic,
            &["r1c3<>5", "r2c3<>5", "r3c3<>5", "r7c2<>5", "r8c2<>5"],
        );
        assert_eq!(
            step.explanation(),
            "AIC (5)r1c2=(3)r1c2-(3)r1c4=(3)r3c4-(9)r3c4=(9)r7c4-(2)r7c4=(2)r7c2-(2)r8c3\
             =(5)r8c3: r1c3<>5, r2c3<>5, r3c3<>5, r7c2<>5, r8c2<>5"
        );
    }

    #[test]
    fn hodoku_type_2() {
        example(
            &pencil(HODOKU_AIC202),
            Technique::Aic,
            &["r1c8<>2", "r4c8<>8"],
        );
    }

    #[test]
    fn hodoku_grouped_type_1() {
        example(
            &pencil(HODOKU_GAIC01),
            Technique::Aic,
            &["r7c4<>5", "r7c5<>5", "r7c6<>5", "r9c1<>5"],
        );
    }

    #[test]
    fn hodoku_grouped_type_2() {
        let step = example(
            &pencil(HODOKU_GAIC02),
            Technique::Aic,
            &["r1c4<>4", "r2c5<>1"],
        );
        assert_eq!(
            step.explanation(),
            "AIC (1)r1c4=(1)r2c456-(1)r2c8=(1)r89c8-(1)r9c9=(4)r9c9-(4)r9c5=(4)r2c5: \
             r1c4<>4, r2c5<>1"
        );
    }

    /// The first step is one of the shortest chains, and every step is sound against
    /// the puzzle's solution.
    #[test]
    fn first_steps_are_short() {
        let step = first_step_on(&pencil(HODOKU_AIC101), Technique::Aic).expect("aic");
        match &step.pattern {
            crate::logic::Pattern::Chain(chain) => assert!(chain.nodes.len() <= 8, "{step}"),
            other => panic!("{other:?}"),
        }
    }

    /// Bivalue cells that see no other make no chain.
    #[test]
    fn no_chain_without_links() {
        let board = crate::logic::Board::new(&crate::Grid::EMPTY);
        assert!(first_step_on(&board, Technique::Aic).is_none());
    }
}
