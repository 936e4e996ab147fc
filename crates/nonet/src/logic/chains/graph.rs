//! `Graph`: the strong and weak links between candidates and grouped nodes of a board,
//! for AIC and the implication chains of Kraken Fish.
//!
//! **Nodes.** A digit in one cell, or a group: the two or three cells of one box-line
//! intersection (a row or column segment of a box) that hold the digit, all of them. A
//! node is *on* when the digit is in one of its cells, *off* when in none.
//! **Strong links** (`=`, "if one is off the other is on"): the two digits of a
//! bivalue cell; the two nodes that together hold every place of a digit in a house
//! (two cells, a cell and a group, or two groups). **Weak links** (`-`, "if one is on
//! the other is off"): two digits of one cell; two disjoint nodes of a digit whose
//! cells all see one another. Every strong link is also weak. On a variant board the
//! constraints' pair relations add weak links too: a dot, an XV sign, a thermometer's
//! step, a whisper's or a palindrome's cells forbid some pairs of digits in two cells,
//! and each forbidden pair whose candidates are both nodes is a weak link.
//!
//! Only nodes with a strong link take part: a chain alternates strong and weak links
//! and ends in strong ones, so every node of it has one. Nodes are numbered densely in
//! their static order (digit 1 to 9; within a digit the cells ascending, then the
//! groups: row segments, then column segments), and the links of each node are kept
//! in two compressed adjacency lists, sorted. A graph is built once per call from the
//! board's bit views: a few allocations, none per node.

use super::layers::Bfs;
use crate::grid::{Cell, CellSet, Digit, House, HouseKind};
use crate::logic::Board;
use crate::logic::constraints::pairs_by_cell;
use crate::logic::pattern::Node;
use crate::rules::Topology;

/// Not a node of the graph.
pub(crate) const NONE: u16 = u16::MAX;

/// The most grouped nodes per digit: the 54 box-line intersections of a classic grid,
/// and room for 81 more that a variant's extra full groups make (two diagonals add 6,
/// four windows about 40; a jigsaw's regions meet rows and columns instead of boxes).
/// At 54, a variant's graph lost the diagonals' and windows' segments, which come after
/// the boxes' in the order of the pairs of groups. The classic graph is unchanged (its
/// node ids keep their order; `paths` on 30 of the hardest classic puzzles took the
/// same time).
const MAX_SEGMENTS: usize = 135;

/// Static node ids per digit: the 81 cells, then the grouped nodes' segments.
const PER_DIGIT: usize = 81 + MAX_SEGMENTS;

/// The number of static node ids (a bound on the graph's nodes).
pub(crate) const MAX_NODES: usize = 9 * PER_DIGIT;

/// A search over the graph's states, `2 * node + on`, with room for one more node (a
/// candidate outside the graph that a search starts from).
pub(crate) type NodeSearch = Bfs<u16, { 2 * MAX_NODES + 2 }>;

/// The cells of each box-line intersection: row segments `3 * row + stack` (0..27),
/// then column segments `27 + 3 * column + band`.
static SEGMENTS: [CellSet; 54] = segments();

const fn segments() -> [CellSet; 54] {
    let mut t = [CellSet::EMPTY; 54];
    let mut line = 0;
    while line < 9 {
        let mut k = 0;
        while k < 3 {
            let mut row = 0u128;
            let mut col = 0u128;
            let mut i = 0;
            while i < 3 {
                row |= 1 << (line * 9 + 3 * k + i);
                col |= 1 << ((3 * k + i) * 9 + line);
                i += 1;
            }
            t[3 * line + k] = CellSet::from_bits(row);
            t[27 + 3 * line + k] = CellSet::from_bits(col);
            k += 1;
        }
        line += 1;
    }
    t
}

/// The segments inside `house`: 3 for a line, 6 for a box.
fn segments_in(house: House) -> impl Iterator<Item = usize> {
    let n = usize::from(house.number());
    let (first, count, step) = match house.kind() {
        HouseKind::Row => (3 * n, 3, 1),
        HouseKind::Column => (27 + 3 * n, 3, 1),
        // Box n: rows 3*(n/3)+i at stack n%3, then columns 3*(n%3)+i at band n/3.
        HouseKind::Box => (0, 6, 0),
    };
    (0..count).map(move |i| {
        if step == 1 {
            first + i
        } else if i < 3 {
            3 * (3 * (n / 3) + i) + n % 3
        } else {
            27 + 3 * (3 * (n % 3) + i - 3) + n / 3
        }
    })
}

/// Compressed adjacency lists: the links of node `x` are `to[start[x]..start[x + 1]]`.
#[derive(Default)]
struct Adjacency {
    start: Vec<u32>,
    to: Vec<u16>,
}

impl Adjacency {
    fn of(&self, x: usize) -> &[u16] {
        &self.to[self.start[x] as usize..self.start[x + 1] as usize]
    }
}

/// The link graph of a board.
pub(crate) struct Graph {
    nodes: Vec<Node>,
    /// The cells that see every cell of each node.
    seen: Vec<CellSet>,
    strong: Adjacency,
    weak: Adjacency,
    /// Dense number of each static node id, or [`NONE`].
    dense: Box<[u16; MAX_NODES]>,
    /// Dense numbers of digit `d`'s nodes: `digit_start[d]..digit_start[d + 1]`.
    digit_start: [u16; 10],
    /// What the rules' constraints add (empty on a graph without constraints).
    relations: Relations,
}

/// The constraints' pair relations in a graph (`Reasoned::pairs`: a dot, an XV sign, a
/// thermometer's step, a whisper's neighbours, a palindrome's mirror cells): for each
/// single-cell node, the candidates it turns off through them when on. Each such
/// candidate that is a node is a weak link of the node: the relation forbids both at
/// once, so either one on turns the other off, the same fact "peers differ" gives.
#[derive(Default)]
struct Relations {
    /// Per node, the cells each digit is ruled out of by the node's relations.
    kills: Vec<[CellSet; 9]>,
    /// Per node, the nodes among them (ascending, beside the peers' weak links).
    linked: Vec<Vec<u16>>,
}

fn cell_id(cell: Cell, d: Digit) -> usize {
    d.index() * PER_DIGIT + cell.index()
}

fn segment_id(segment: usize, d: Digit) -> usize {
    d.index() * PER_DIGIT + 81 + segment
}

impl Graph {
    /// The graph of a classic `board`: the strong links of its 27 houses, its 54
    /// box-line segments as grouped nodes, and the classic peers.
    pub(crate) fn new(board: &Board) -> Graph {
        let mut pairs = bivalue_links(board);
        for d in Digit::ALL {
            for house in House::all() {
                bilocal_links(board, house, d, &mut pairs);
            }
        }
        Graph::from_links(board, &pairs, &SEGMENTS, CellSet::common_peers)
    }

    /// The graph of `board` over its topology: the strong links of its full groups,
    /// the cells a digit has in the intersection of two full groups as grouped nodes
    /// (the first [`MAX_SEGMENTS`] such intersections: fewer loses chains, never makes
    /// a wrong one), and the topology's peers (anti-knight and anti-king moves too).
    /// On a classic board it is [`Graph::new`]'s graph, node for node.
    pub(crate) fn over_topology(board: &Board) -> Graph {
        let topology = board.topology();
        let segments = topology_segments(topology);
        let mut pairs = bivalue_links(board);
        let mut inside: Vec<(CellSet, usize)> = Vec::new();
        for d in Digit::ALL {
            for group in topology.full_groups() {
                let places = board.cells_with(d) & topology.cells(group);
                inside.clear();
                for (s, &cells) in segments.iter().enumerate() {
                    let held = cells & places;
                    if held.len() >= 2 && topology.cells(group).is_superset(cells) {
                        inside.push((held, segment_id(s, d)));
                    }
                }
                split_links(places, d, &inside, &mut pairs);
            }
        }
        let peers = |cells: CellSet| {
            cells
                .iter()
                .fold(CellSet::ALL, |acc, c| acc & topology.peers(c))
                - cells
        };
        let mut graph = Graph::from_links(board, &pairs, &segments, peers);
        if !board.constraints().is_empty() {
            graph.add_relations(board);
        }
        graph
    }

    /// The graph of the strong links `pairs` (static ids), whose grouped nodes are
    /// the digit's cells in `segments`, and where a node excludes its digit from
    /// `common_peers` of its cells.
    fn from_links(
        board: &Board,
        pairs: &[(u16, u16)],
        segments: &[CellSet],
        common_peers: impl Fn(CellSet) -> CellSet,
    ) -> Graph {
        let mut dense = Box::new([NONE; MAX_NODES]);
        for &(a, b) in pairs {
            dense[usize::from(a)] = 0;
            dense[usize::from(b)] = 0;
        }
        let mut nodes = Vec::with_capacity(pairs.len());
        let mut seen = Vec::with_capacity(pairs.len());
        let mut digit_start = [0u16; 10];
        for (id, slot) in dense.iter_mut().enumerate() {
            let d = Digit::from_index(id / PER_DIGIT);
            if id % PER_DIGIT == 0 {
                digit_start[d.index()] = nodes.len() as u16;
            }
            if *slot == NONE {
                continue;
            }
            *slot = nodes.len() as u16;
            let k = id % PER_DIGIT;
            let cells = if k < 81 {
                CellSet::single(Cell::from_index(k))
            } else {
                segments[k - 81] & board.cells_with(d)
            };
            nodes.push(Node { cells, digit: d });
            seen.push(common_peers(cells));
        }
        digit_start[9] = nodes.len() as u16;
        let strong = strong_adjacency(pairs, &dense, nodes.len());
        let mut graph = Graph {
            nodes,
            seen,
            strong,
            weak: Adjacency::default(),
            dense,
            digit_start,
            relations: Relations::default(),
        };
        graph.weak = graph.weak_adjacency();
        graph
    }

    /// Adds the weak links the constraints' pair relations make between single-cell
    /// nodes, and records for each node what its relations rule out (for the chains'
    /// conclusions). Only a graph with constraints pays for this.
    fn add_relations(&mut self, board: &Board) {
        let pairs = pairs_by_cell(board);
        let n = self.nodes.len();
        let mut kills = vec![[CellSet::EMPTY; 9]; n];
        let mut linked = vec![Vec::new(); n];
        for x in 0..n {
            let Node { cells, digit } = self.nodes[x];
            let Some(a) = cells.single_cell() else {
                continue;
            };
            for pair in &pairs[a.index()] {
                for e in board.candidates(pair.b) - pair.allowed[digit.index()] {
                    kills[x][e.index()].insert(pair.b);
                    if let Some(y) = self.cell_node(pair.b, e) {
                        linked[x].push(y as u16);
                    }
                }
            }
        }
        if linked.iter().all(Vec::is_empty) && kills.iter().flatten().all(|c| c.is_empty()) {
            return;
        }
        for list in &mut linked {
            list.sort_unstable();
            list.dedup();
        }
        self.relations = Relations { kills, linked };
        self.weak = self.weak_adjacency();
    }

    /// Whether the graph holds the constraints' relations.
    pub(crate) fn has_relations(&self) -> bool {
        !self.relations.kills.is_empty()
    }

    /// The cells where node `x`, on, rules out `digit`: peers for its own digit, its
    /// cell for another (a single-cell node), and what its relations rule out.
    pub(crate) fn kills(&self, x: usize, digit: Digit) -> CellSet {
        let node = self.nodes[x];
        let mut cells = if node.digit == digit {
            self.seen[x]
        } else if node.cells.len() == 1 {
            node.cells
        } else {
            CellSet::EMPTY
        };
        if let Some(k) = self.relations.kills.get(x) {
            cells |= k[digit.index()];
        }
        cells
    }

    /// The number of nodes.
    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Node `x`.
    pub(crate) fn node(&self, x: usize) -> Node {
        self.nodes[x]
    }

    /// The cells that see every cell of node `x` (the cells it excludes its digit from
    /// when on).
    pub(crate) fn seen(&self, x: usize) -> CellSet {
        self.seen[x]
    }

    /// The nodes strongly linked to `x`, ascending.
    pub(crate) fn strong(&self, x: usize) -> &[u16] {
        self.strong.of(x)
    }

    /// The nodes weakly linked to `x` (strong links included), ascending.
    pub(crate) fn weak(&self, x: usize) -> &[u16] {
        self.weak.of(x)
    }

    /// The node of `digit` in `cell`, if it has a strong link.
    pub(crate) fn cell_node(&self, cell: Cell, digit: Digit) -> Option<usize> {
        let x = self.dense[cell_id(cell, digit)];
        (x != NONE).then_some(usize::from(x))
    }

    /// The nodes of `digit`, as a range of dense numbers.
    pub(crate) fn nodes_of(&self, digit: Digit) -> std::ops::Range<usize> {
        usize::from(self.digit_start[digit.index()])
            ..usize::from(self.digit_start[digit.index() + 1])
    }

    /// Whether node `x` on excludes node `y` (a weak link, or a strong one, between
    /// them): `y` is of `x`'s digit and all its cells see all of `x`'s, or both are
    /// digits of one cell.
    pub(crate) fn weakly_linked(&self, x: usize, y: usize) -> bool {
        let (a, b) = (self.nodes[x], self.nodes[y]);
        let linked = if a.digit == b.digit {
            self.seen[x].is_superset(b.cells)
        } else {
            a.cells.len() == 1 && a.cells == b.cells
        };
        linked
            || self
                .relations
                .linked
                .get(x)
                .is_some_and(|l| l.binary_search(&(y as u16)).is_ok())
    }

    /// Calls `f` for each node that the candidate `digit` in `cell`, on, turns off,
    /// ascending: the nodes of the digit among the cell's peers, and the cell's other
    /// digits. (For a candidate that is a node these are its weak links.) The peers
    /// are the classic ones: Kraken Fish, its one caller, runs on classic boards only.
    pub(crate) fn excluded_by(&self, cell: Cell, digit: Digit, mut f: impl FnMut(usize)) {
        let peers = CellSet::peers_of(cell);
        for e in Digit::ALL {
            if e == digit {
                for y in self.nodes_of(digit) {
                    if peers.is_superset(self.nodes[y].cells) {
                        f(y);
                    }
                }
            } else if let Some(y) = self.cell_node(cell, e) {
                f(y);
            }
        }
    }

    fn weak_adjacency(&self) -> Adjacency {
        let n = self.nodes.len();
        let mut adj = Adjacency {
            start: Vec::with_capacity(n + 1),
            to: Vec::with_capacity(n * 12),
        };
        for x in 0..n {
            adj.start.push(adj.to.len() as u32);
            let node = self.nodes[x];
            let single = node.cells.single_cell();
            for e in Digit::ALL {
                if e == node.digit {
                    for y in self.nodes_of(e) {
                        let cells = self.nodes[y].cells;
                        if self.seen[x].is_superset(cells) {
                            adj.to.push(y as u16);
                        }
                    }
                } else if let Some(y) = single.and_then(|cell| self.cell_node(cell, e)) {
                    adj.to.push(y as u16);
                }
            }
            if let Some(extra) = self.relations.linked.get(x).filter(|l| !l.is_empty()) {
                let from = *adj.start.last().unwrap_or(&0) as usize;
                adj.to.extend_from_slice(extra);
                adj.to[from..].sort_unstable();
                let mut list = adj.to.split_off(from);
                list.dedup();
                adj.to.extend(list);
            }
        }
        adj.start.push(adj.to.len() as u32);
        adj
    }
}

/// The strong links of the bivalue cells.
fn bivalue_links(board: &Board) -> Vec<(u16, u16)> {
    let mut pairs: Vec<(u16, u16)> = Vec::with_capacity(256);
    for cell in board.empty_cells() {
        let cands = board.candidates(cell);
        if cands.len() == 2 {
            let mut it = cands.iter();
            if let (Some(a), Some(b)) = (it.next(), it.next()) {
                pairs.push((cell_id(cell, a) as u16, cell_id(cell, b) as u16));
            }
        }
    }
    pairs
}

/// Pushes the strong links of `d` in `house`: every split of its places there into two
/// nodes (each a cell, or all the places of one segment of the house).
fn bilocal_links(board: &Board, house: House, d: Digit, pairs: &mut Vec<(u16, u16)>) {
    let places = board.cells_with_in(d, house);
    let count = places.len();
    if count == 2 {
        let mut it = places.iter();
        if let (Some(a), Some(b)) = (it.next(), it.next()) {
            pairs.push((cell_id(a, d) as u16, cell_id(b, d) as u16));
        }
        return;
    }
    if !(3..=6).contains(&count) {
        return;
    }
    // The house's nodes: its single places, and its segments holding two places or more.
    let mut groups = [(CellSet::EMPTY, 0usize); 6];
    let mut n = 0;
    for s in segments_in(house) {
        let cells = SEGMENTS[s] & places;
        if cells.len() >= 2 {
            groups[n] = (cells, segment_id(s, d));
            n += 1;
        }
    }
    split_links(places, d, &groups[..n], pairs);
}

/// Pushes every split of `places`, a digit's places in a group holding it once, into
/// two nodes: single places, and `groups` (the places of one segment each, with
/// their static ids).
fn split_links(
    places: CellSet,
    d: Digit,
    groups: &[(CellSet, usize)],
    pairs: &mut Vec<(u16, u16)>,
) {
    let id_of = |cells: CellSet| -> Option<usize> {
        if let Some(c) = cells.single_cell() {
            return Some(cell_id(c, d));
        }
        groups.iter().find(|g| g.0 == cells).map(|g| g.1)
    };
    let singles = places.iter().map(|c| (CellSet::single(c), cell_id(c, d)));
    for (cells, a) in singles.chain(groups.iter().copied()) {
        match id_of(places - cells) {
            Some(b) if a < b => pairs.push((a as u16, b as u16)),
            _ => {}
        }
    }
}

/// The intersections of two full groups of `topology` holding two cells or more, each
/// set of cells once, the first [`MAX_SEGMENTS`] of them in the order of the pairs of
/// groups. On a classic topology: the row segments, then the column segments, in
/// [`SEGMENTS`]' order.
fn topology_segments(topology: &Topology) -> Vec<CellSet> {
    let full: Vec<CellSet> = topology.full_groups().map(|g| topology.cells(g)).collect();
    let mut out: Vec<CellSet> = Vec::new();
    for (i, &a) in full.iter().enumerate() {
        for &b in &full[i + 1..] {
            let cells = a & b;
            if cells.len() >= 2 && !out.contains(&cells) && out.len() < MAX_SEGMENTS {
                out.push(cells);
            }
        }
    }
    out
}

/// Both directions of every strong link, as dense adjacency lists (sorted, no repeats).
fn strong_adjacency(pairs: &[(u16, u16)], dense: &[u16; MAX_NODES], n: usize) -> Adjacency {
    let mut degree = vec![0u32; n + 1];
    for &(a, b) in pairs {
        degree[usize::from(dense[usize::from(a)])] += 1;
        degree[usize::from(dense[usize::from(b)])] += 1;
    }
    let mut start = Vec::with_capacity(n + 1);
    let mut total = 0;
    for &k in &degree[..n] {
        start.push(total);
        total += k;
    }
    start.push(total);
    let mut fill = start.clone();
    let mut to = vec![0u16; total as usize];
    for &(a, b) in pairs {
        let (x, y) = (dense[usize::from(a)], dense[usize::from(b)]);
        to[fill[usize::from(x)] as usize] = y;
        fill[usize::from(x)] += 1;
        to[fill[usize::from(y)] as usize] = x;
        fill[usize::from(y)] += 1;
    }
    // Sort and drop repeats (a pair of cells can be linked by two houses), compacting.
    let mut adj = Adjacency {
        start: Vec::with_capacity(n + 1),
        to: Vec::with_capacity(to.len()),
    };
    for x in 0..n {
        adj.start.push(adj.to.len() as u32);
        let list = &mut to[start[x] as usize..start[x + 1] as usize];
        list.sort_unstable();
        let mut last = NONE;
        for &y in list.iter() {
            if y != last {
                adj.to.push(y);
                last = y;
            }
        }
    }
    adj.start.push(adj.to.len() as u32);
    adj
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::testing::without;

    fn d(v: u8) -> Digit {
        Digit::new(v).unwrap()
    }

    #[test]
    fn segments_of_houses() {
        let cells =
            |s: usize| -> Vec<String> { SEGMENTS[s].iter().map(|c| c.to_string()).collect() };
        assert_eq!(cells(0), ["r1c1", "r1c2", "r1c3"]);
        assert_eq!(cells(27 + 3 * 4 + 2), ["r7c5", "r8c5", "r9c5"]);
        // Box 6 (rows 4-6, columns 7-9): its row segments, then its column segments.
        let in_box: Vec<usize> = segments_in(House::box_(5)).collect();
        let union = in_box.iter().fold(CellSet::EMPTY, |s, &k| s | SEGMENTS[k]);
        assert_eq!(union, House::box_(5).cell_set());
        assert_eq!(in_box.len(), 6);
        for k in segments_in(House::row(4)).chain(segments_in(House::column(7))) {
            assert!(
                SEGMENTS[k].len() == 3
                    && (House::row(4).cell_set().is_superset(SEGMENTS[k])
                        || House::column(7).cell_set().is_superset(SEGMENTS[k]))
            );
        }
    }

    /// Row 1 holds 5 in r1c1, r1c2 and r1c8 only: the group r1c12 and r1c8 are
    /// strongly linked; the group is weakly linked to r2c3 (same box) and not to r2c8.
    #[test]
    fn grouped_strong_link_in_a_row() {
        let board = without(5, &["r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c9"]);
        let graph = Graph::new(&board);
        let group = graph
            .nodes_of(d(5))
            .find(|&x| graph.node(x).cells.len() == 2)
            .expect("group node");
        let r1c8 = graph
            .cell_node("r1c8".parse().unwrap(), d(5))
            .expect("r1c8");
        assert_eq!(graph.strong(group), [r1c8 as u16]);
        let cell = |name: &str| name.parse::<Cell>().unwrap();
        assert!(graph.seen(group).contains(cell("r2c3")));
        assert!(!graph.seen(group).contains(cell("r2c8")));
        assert!(graph.weakly_linked(group, r1c8));
        assert!(graph.weak(group).contains(&(r1c8 as u16)));
    }
}
