//! `Model`: a puzzle compiled for the search, once: the starting candidates, each
//! cell's peers, the propagators and which cells wake each of them. Each kind's part is
//! in `kinds.rs`.

use std::cmp::Reverse;
use std::collections::HashMap;

use super::kinds::Propagated;
use super::masks::ALL;
use super::planes::Planes;
use super::props::{self, Prop, Relation, Table};
use super::state::State;
use super::sums;
use crate::grid::{Candidates, Cell, CellSet, Grid};
use crate::rules::kinds;
use crate::rules::{Layout, Rules, Topology, each_kind, shape};

/// The most cells a failed propagator blames (see `Model::cells`). A rule over more
/// cells (a pill arrow with a long shaft, a sum derived over several houses) says little
/// about which of them is at fault, and blaming them all drowns the conflict scores: on
/// the arrow, even/odd and kropki puzzle of the variants file the guesses went from 2,205
/// with this cap to 32,614 without it, and no other puzzle of the file got worse (total
/// guesses 2,843,872 against 2,876,690). That was before arrows were rewritten less
/// whole houses (`less_houses`), which leaves that puzzle's pills a few cells each;
/// the cap still pays on the little killers of the file (without it, 92,330 guesses
/// against 89,942 on the hardest, total 2,843,943 against 2,841,583).
const MAX_CULPRITS: usize = 12;

/// The most cells a failed sum derived from the houses blames (innies, outies and their
/// combinations; see `sums`). A derived sum is the engine's own inference over cells the
/// puzzle's rules do not group, so a failure of a long one points at no cell in
/// particular. A measured setting, not a derived one: on the variants file, with
/// derived sums capped at 12 cells like the rules, the guesses totalled 2,838,251; at
/// 9 or 10, 2,838,826; at 8, 2,619,562; at 7, 2,526,836; at 6, 2,522,301; at 5,
/// 2,743,721. At 6 the jigsaw killer with kropki dots went from 462,472 to 219,279
/// guesses, the seven hardest killers from 2.14 to 2.06 million together, and the
/// killer with a little killer and X from 8,966 to 10,638 (the most any puzzle lost).
const MAX_DERIVED_CULPRITS: usize = 6;

/// How many times an arrow's cells count its priority in their starting conflict
/// scores (other rules count theirs once): an arrow ties its circle to its shaft, so
/// a guess on its cells tells much. A measured setting, not a derived one: on the ten
/// arrow puzzles of the variants file the guesses went from 4,867 with arrows counted
/// once to 4,460 twice and 4,620 three times; three is what takes the arrow and killer
/// puzzle from 76 to 36 (twice: 54), and only the arrow and disjoint groups puzzle
/// got worse (247 to 264 twice, 303 three times).
pub(super) const ARROW_WEIGHT: u32 = 3;

/// A compiled puzzle.
pub(super) struct Model {
    /// Givens and cell restrictions (even/odd), not yet propagated.
    pub(super) start: State,
    /// The cells every given or single starts from.
    pub(super) start_dirty: u128,
    /// `peers[peer_start[c]..peer_start[c + 1]]`: the peers of cell c.
    pub(super) peers: Vec<u8>,
    pub(super) peer_start: [u32; 82],
    /// The propagators.
    pub(super) props: Vec<Prop>,
    /// Whether a propagator's own changes can skip waking it.
    pub(super) idempotent: Vec<bool>,
    /// Words of 64 propagators in a propagator set.
    pub(super) words: usize,
    /// `watch[c * words..(c + 1) * words]`: the set of propagators cell c wakes at
    /// every change.
    pub(super) watch: Vec<u64>,
    /// The same for the propagators cell c wakes only when it becomes single.
    pub(super) fix_watch: Vec<u64>,
    /// The same for the propagators cell c wakes only when its bounds move.
    pub(super) bound_watch: Vec<u64>,
    /// The same for the propagators cell c wakes only when it is left two digits that
    /// say something to one of them (`biting`): pairs whose relation says nothing about
    /// three digits or more, and whose single case the engine spreads itself (`spread`).
    pub(super) two_watch: Vec<u64>,
    /// The sets of two digits that some relation of those pairs answers with less than
    /// every digit (non-consecutive: two digits either side of a third).
    pub(super) biting: Box<[bool; 512]>,
    /// `spread[spread_start[c]..spread_start[c + 1]]`: the cells related to cell c by
    /// such a pair, with the relation's table: when c becomes single the engine narrows
    /// them at once, as it does its peers.
    pub(super) spread: Vec<(u8, u32)>,
    pub(super) spread_start: [u32; 82],
    /// The relation tables of the pair propagators.
    pub(super) tables: Vec<Table>,
    /// The houses' cells, for branching on a digit's two places in a house.
    pub(super) houses: Vec<[u8; 9]>,
    /// Each cell's starting conflict score: the priorities of the propagators
    /// watching it (an arrow's [`ARROW_WEIGHT`] times).
    pub(super) weight: [u32; 81],
    /// The cells each propagator watches, as a set: the culprits when it fails (none when
    /// it watches more than [`MAX_CULPRITS`] cells, or a sum derived from the houses
    /// more than [`MAX_DERIVED_CULPRITS`]).
    pub(super) cells: Vec<u128>,
    /// The same rules as digit planes, when they are houses, peers and the
    /// non-consecutive relation only (see [`Planes`]).
    pub(super) planes: Option<Planes>,
}

impl Model {
    /// The starting candidates of this model's rules with `givens` (each given's cell
    /// left its digit, when its rules allow it, else none), and the cells to propagate
    /// from: a model compiled without givens serves every puzzle of its rules.
    pub(super) fn start_for(&self, givens: &Grid) -> (State, u128) {
        let mut start = self.start;
        let mut dirty = self.start_dirty;
        for cell in givens.filled_cells() {
            if let Some(d) = givens.get(cell) {
                start.cands[cell.index()] &= d.bit();
                dirty |= 1 << cell.index();
            }
        }
        (start, dirty)
    }

    /// Compiles `rules`, whose topology is `derived` (derived once by the caller, which
    /// may need it too). The givens are not the model's: a search starts from
    /// [`Model::start_for`] its puzzle's givens.
    pub(super) fn new(rules: &Rules, derived: &Topology) -> Model {
        let start = State::new();
        let start_dirty = 0u128;
        let mut b = Builder {
            props: Vec::new(),
            boost: Vec::new(),
            relations: HashMap::new(),
            derived,
            layout: rules.layout(),
            dotted: kinds::kropki::dotted_pairs(rules),
            lettered: kinds::xv::lettered_pairs(rules),
            start,
            start_dirty,
        };
        let houses: Vec<_> = derived.houses().map(|g| g.cells).collect();
        let mut house_cells: Vec<[u8; 9]> = Vec::new();
        for h in &houses {
            let cells: Vec<u8> = h.iter().map(|c| c.index() as u8).collect();
            let cells: [u8; 9] = cells.try_into().expect("a house has nine cells");
            house_cells.push(cells);
            b.props
                .push(Prop::House(props::House { cells, links: None }));
        }
        // Two houses that cross in two cells or more: what each has outside the other
        // holds the same digits (pointing and claiming).
        for (i, h1) in houses.iter().enumerate() {
            for h2 in &houses[i + 1..] {
                let shared = (*h1 & *h2).len();
                if (2..=7).contains(&shared) {
                    b.props.push(Prop::SameValues(props::SameValues {
                        a: (*h1 - *h2).iter().map(|c| c.index() as u8).collect(),
                        b: (*h2 - *h1).iter().map(|c| c.index() as u8).collect(),
                    }));
                }
            }
        }
        for c in rules.constraints() {
            each_kind!(c, k => k.compile(&mut b));
        }
        let sums = sums::derive(rules, derived);
        let derived_sums = b.props.len()..b.props.len() + sums.len();
        b.props.extend(sums);
        // Pairs last: one propagator per pair of cells, all its relations merged.
        let mut tables: Vec<Table> = Vec::new();
        let mut table_of: HashMap<Relation, u32> = HashMap::new();
        let mut pairs: Vec<((u8, u8), Relation)> = b.relations.into_iter().collect();
        pairs.sort_by_key(|p| p.0);
        let mut props = b.props;
        let boost = b.boost;
        let (start, start_dirty) = (b.start, b.start_dirty);
        let mut links: Vec<Vec<(u8, u32)>> = vec![Vec::new(); 81];
        for ((a, bb), rel) in pairs {
            let t = *table_of.entry(rel).or_insert_with(|| {
                tables.push(*props::table(&rel));
                tables.len() as u32 - 1
            });
            props.push(Prop::Pair(props::Pair { a, b: bb, table: t }));
            // Only relations silent above two digits (non-consecutive, the negative
            // rules): they cover a grid, where the houses' view of them pays. On the
            // few dots of a kropki puzzle it cost more than it saved (the variants
            // file's kropki puzzles 0.16 -> 0.26 ms, jigsaw killer kropki 1.99 -> 2.25 s).
            if props::silent_above_two(&tables[t as usize]) {
                links[a as usize].push((bb, t));
                links[bb as usize].push((a, t));
            }
        }
        // The houses were pushed first, in the order of `house_cells`.
        for (prop, cells) in props.iter_mut().zip(&house_cells) {
            if let Prop::House(house) = prop {
                house.links = house_links(cells, &links);
            }
        }
        let mut peers = Vec::new();
        let mut peer_start = [0u32; 82];
        for cell in Cell::all() {
            peer_start[cell.index()] = peers.len() as u32;
            peers.extend(derived.peers(cell).iter().map(|p| p.index() as u8));
        }
        peer_start[81] = peers.len() as u32;
        // Cheapest first: the queue runs the lowest waiting index.
        // Each propagator with the most cells it may blame, kept beside it in the sort.
        let mut ranked: Vec<(Prop, usize)> = props
            .into_iter()
            .enumerate()
            .map(|(i, p)| {
                let cap = if derived_sums.contains(&i) {
                    MAX_DERIVED_CULPRITS
                } else {
                    MAX_CULPRITS
                };
                (p, cap)
            })
            .collect();
        ranked.sort_by_key(|(p, _)| p.rank());
        let (props, caps): (Vec<Prop>, Vec<usize>) = ranked.into_iter().unzip();
        let words = props.len().div_ceil(64).max(1);
        let mut watch = vec![0u64; 81 * words];
        let mut fix_watch = vec![0u64; 81 * words];
        let mut bound_watch = vec![0u64; 81 * words];
        let mut two_watch = vec![0u64; 81 * words];
        let mut biting = Box::new([false; 512]);
        let mut weight = [0u32; 81];
        let mut prop_cells = Vec::with_capacity(props.len());
        for (i, p) in props.iter().enumerate() {
            let mut cells = p.watched();
            cells.sort_unstable();
            cells.dedup();
            prop_cells.push(if cells.len() <= caps[i] {
                cells.iter().fold(0u128, |m, &c| m | 1 << c)
            } else {
                0
            });
            let priority = p.priority();
            let sets = if p.on_singles_only() {
                &mut fix_watch
            } else if p.on_bounds_only() {
                &mut bound_watch
            } else if let Some(t) = p.spread_on_single(&tables) {
                let t = &tables[t as usize];
                for m in (0..512).filter(|m: &usize| m.count_ones() == 2) {
                    biting[m] |= t[m] != ALL;
                }
                &mut two_watch
            } else {
                &mut watch
            };
            for c in cells {
                sets[c as usize * words + i / 64] |= 1 << (i % 64);
                weight[c as usize] += priority;
            }
            for &c in p.watched_singles() {
                fix_watch[c as usize * words + i / 64] |= 1 << (i % 64);
            }
        }
        for (cells, extra) in boost {
            for c in cells {
                weight[c.index()] += extra;
            }
        }
        // The pairs spread with singles are the ones the houses see through.
        let mut spread = Vec::new();
        let mut spread_start = [0u32; 82];
        for (c, of) in links.iter().enumerate() {
            spread_start[c] = spread.len() as u32;
            spread.extend(of);
        }
        spread_start[81] = spread.len() as u32;
        let idempotent = props.iter().map(Prop::idempotent).collect();
        Model {
            start,
            start_dirty,
            peers,
            peer_start,
            props,
            idempotent,
            words,
            watch,
            fix_watch,
            bound_watch,
            two_watch,
            biting,
            spread,
            spread_start,
            tables,
            houses: house_cells,
            weight,
            cells: prop_cells,
            planes: Planes::of(rules, derived),
        }
    }

    /// The peers of cell `c`.
    #[inline(always)]
    pub(super) fn peers(&self, c: usize) -> &[u8] {
        &self.peers[self.peer_start[c] as usize..self.peer_start[c + 1] as usize]
    }

    /// The propagators watching every change of cell `c`, as a set.
    #[inline(always)]
    pub(super) fn watchers(&self, c: usize) -> &[u64] {
        &self.watch[c * self.words..(c + 1) * self.words]
    }

    /// The propagators waiting for the bounds of cell `c` to move, as a set.
    #[inline(always)]
    pub(super) fn bound_watchers(&self, c: usize) -> &[u64] {
        &self.bound_watch[c * self.words..(c + 1) * self.words]
    }

    /// The propagators waiting for cell `c` to be left two digits, as a set.
    #[inline(always)]
    pub(super) fn two_watchers(&self, c: usize) -> &[u64] {
        &self.two_watch[c * self.words..(c + 1) * self.words]
    }

    /// The cells a single in cell `c` narrows beside its peers, with their tables.
    #[inline(always)]
    pub(super) fn spread(&self, c: usize) -> &[(u8, u32)] {
        &self.spread[self.spread_start[c] as usize..self.spread_start[c + 1] as usize]
    }

    /// The propagators waiting for cell `c` to become single, as a set.
    #[inline(always)]
    pub(super) fn fix_watchers(&self, c: usize) -> &[u64] {
        &self.fix_watch[c * self.words..(c + 1) * self.words]
    }
}

/// The pair relations of a house's cells (`links[c]`: the cells related to cell `c`,
/// each with its table), when any of them has one.
fn house_links(cells: &[u8; 9], links: &[Vec<(u8, u32)>]) -> Option<Box<props::Links>> {
    if cells.iter().all(|&c| links[c as usize].is_empty()) {
        return None;
    }
    let of = cells.map(|c| links[c as usize].clone());
    let sees = cells.map(|c| {
        links[c as usize]
            .iter()
            .fold(1u128 << c, |m, &(o, _)| m | 1 << o)
    });
    let mut tables = of.iter().flatten().map(|l| l.1);
    let first = tables.next();
    let uniform = first.filter(|&t| tables.all(|u| u == t));
    Some(Box::new(props::Links { sees, of, uniform }))
}

/// Collects propagators, pair relations and starting candidates while compiling; each
/// kind adds its own (`kinds.rs`).
pub(super) struct Builder<'a> {
    pub(super) props: Vec<Prop>,
    /// Cells whose starting conflict scores get more than their propagators'
    /// priorities, and how much more (arrows: see [`ARROW_WEIGHT`]).
    pub(super) boost: Vec<(CellSet, u32)>,
    relations: HashMap<(u8, u8), Relation>,
    pub(super) derived: &'a Topology,
    pub(super) layout: &'a Layout,
    /// The pairs with a kropki dot, which non-consecutive and the kropki negative rules
    /// leave alone.
    pub(super) dotted: Vec<(Cell, Cell)>,
    /// The pairs with an X or a V, which the XV negative rule leaves alone.
    pub(super) lettered: Vec<(Cell, Cell)>,
    start: State,
    start_dirty: u128,
}

pub(super) fn ix(c: Cell) -> u8 {
    c.index() as u8
}

pub(super) fn ixs(cells: &[Cell]) -> Vec<u8> {
    cells.iter().map(|&c| ix(c)).collect()
}

impl Builder<'_> {
    /// Adds `rel` to the pair (a, b), intersecting with what the pair has.
    pub(super) fn relate(&mut self, a: Cell, b: Cell, allowed: impl Fn(u32, u32) -> bool) {
        let (a, b) = (ix(a.min(b)), ix(a.max(b)));
        let rel = props::relation(allowed);
        let slot = self.relations.entry((a, b)).or_insert([ALL; 9]);
        for (s, r) in slot.iter_mut().zip(rel) {
            *s &= r;
        }
    }

    /// The terms of a sum with coefficient `coeff` over `cells`, split into groups of
    /// mutual peers.
    pub(super) fn terms(&self, cells: &[Cell], coeff: i32) -> Vec<props::Term> {
        cliques(self.derived, cells)
            .into_iter()
            .map(|g| term(self.derived, &g, coeff))
            .collect()
    }

    /// A cage propagator: `cells` hold distinct digits summing to `total`.
    pub(super) fn cage(&mut self, cells: &[Cell], total: i32) {
        let set = shape::set(cells);
        let rest = self
            .derived
            .houses()
            .find(|h| h.cells.is_superset(set))
            .map(|h| (h.cells - set).iter().map(ix).collect())
            .unwrap_or_default();
        self.props.push(Prop::Cage(props::Cage {
            cells: ixs(cells),
            total,
            rest,
            seen: seen_outside(self.derived, cells),
        }));
    }

    /// Narrows the starting candidates of `cell` to `digits`.
    pub(super) fn narrow(&mut self, cell: Cell, digits: Candidates) {
        self.start.cands[cell.index()] &= digits.bits();
        self.start_dirty |= 1 << cell.index();
    }

    /// Two pairs of a zipper line share their total, so where one cell of each are
    /// peers (distinct digits), their partners differ too: a relation of distinct
    /// digits on the partners when they are not peers already.
    pub(super) fn zipper_partners(&mut self, pairs: &[(Cell, Cell)]) {
        for (i, &(a, b)) in pairs.iter().enumerate() {
            for &(c, d) in &pairs[i + 1..] {
                for (x, x_partner) in [(a, b), (b, a)] {
                    for (y, y_partner) in [(c, d), (d, c)] {
                        if self.derived.peers(x).contains(y)
                            && !self.derived.peers(x_partner).contains(y_partner)
                        {
                            self.relate(x_partner, y_partner, |u, v| u != v);
                        }
                    }
                }
            }
        }
    }

    /// For each house holding both cells of some zipper pairs, those pairs and the
    /// house's other cells.
    pub(super) fn pairs_in_houses(&self, pairs: &[(Cell, Cell)]) -> Vec<props::PairsInHouse> {
        self.derived
            .houses()
            .filter_map(|h| {
                let inside: Vec<u8> = (0..pairs.len() as u8)
                    .filter(|&i| {
                        let (a, b) = pairs[i as usize];
                        h.cells.contains(a) && h.cells.contains(b)
                    })
                    .collect();
                let mut rest = h.cells;
                for &i in &inside {
                    let (a, b) = pairs[i as usize];
                    rest -= shape::set(&[a, b]);
                }
                (!inside.is_empty()).then(|| props::PairsInHouse {
                    pairs: inside,
                    rest: rest.iter().map(ix).collect(),
                })
            })
            .collect()
    }
}

/// A sum's term over `group` (mutual peers) with coefficient `coeff`.
pub(super) fn term(derived: &Topology, group: &[Cell], coeff: i32) -> props::Term {
    let own = shape::set(group);
    let seen = if group.len() > 1 {
        group
            .iter()
            .fold(CellSet::ALL, |acc, &c| acc & derived.peers(c))
            - own
    } else {
        CellSet::EMPTY
    };
    props::Term {
        coeff,
        distinct: group.len() > 1,
        cells: ixs(group),
        seen: seen.bits(),
    }
}

/// For each of `cells`, its peers outside `cells`, as bits.
pub(super) fn seen_outside(derived: &Topology, cells: &[Cell]) -> Vec<u128> {
    let own = shape::set(cells);
    cells
        .iter()
        .map(|&c| (derived.peers(c) - own).bits())
        .collect()
}

/// `cells` split into groups of mutual peers: of three greedy splits, the one with the
/// largest sum of squared group sizes (the first on a tie).
///
/// A sum's range narrows as its groups grow: `n` cells in groups of sizes `s` range
/// over `9n - sum(s^2)` values (each group of `s` distinct digits spans `s(9 - s)`),
/// so the squares score a split by the bounds it gives (the Interactive Sudoku Solver
/// scores its splits so). No one greedy wins everywhere: a pill arrow of 32 cells
/// winding through rows 1-8 splits first-fit, in its own order, into groups whose
/// least sum is 80, and by whole houses into its rows, whose least sum is 98, which
/// fills the pill (at most 98) at the root.
///
/// A cell listed twice (a line that crosses itself) is two terms of the sum: only
/// first-fit, which never groups a cell with itself, keeps both.
pub(super) fn cliques(derived: &Topology, cells: &[Cell]) -> Vec<Vec<Cell>> {
    if shape::set(cells).len() as usize != cells.len() {
        return first_fit(derived, cells);
    }
    let squares = |groups: &[Vec<Cell>]| groups.iter().map(|g| g.len().pow(2)).sum::<usize>();
    [
        first_fit(derived, cells),
        by_houses(derived, cells),
        grown(derived, cells),
    ]
    .into_iter()
    .min_by_key(|groups| Reverse(squares(groups)))
    .unwrap_or_default()
}

/// Each cell, in order, joins the first group all of whose cells it sees.
fn first_fit(derived: &Topology, cells: &[Cell]) -> Vec<Vec<Cell>> {
    let mut groups: Vec<Vec<Cell>> = Vec::new();
    for &c in cells {
        let peers = derived.peers(c);
        match groups
            .iter_mut()
            .find(|g| g.len() < 9 && g.iter().all(|&o| peers.contains(o)))
        {
            Some(g) => g.push(c),
            None => groups.push(vec![c]),
        }
    }
    groups
}

/// The house holding the most cells left takes them as a group (the first such house
/// on a tie), until no house holds two; the rest split first-fit (peers by other
/// rules, as anti-knight, are no house's).
fn by_houses(derived: &Topology, cells: &[Cell]) -> Vec<Vec<Cell>> {
    let mut left = shape::set(cells);
    let mut groups = Vec::new();
    loop {
        let most = derived.houses().fold(CellSet::EMPTY, |most, h| {
            let inside = h.cells & left;
            if inside.len() > most.len() {
                inside
            } else {
                most
            }
        });
        if most.len() < 2 {
            break;
        }
        left -= most;
        groups.push(
            cells
                .iter()
                .copied()
                .filter(|&c| most.contains(c))
                .collect(),
        );
    }
    let rest: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|&c| left.contains(c))
        .collect();
    groups.extend(first_fit(derived, &rest));
    groups
}

/// Each group grows from the cells left, taking each time the cell that sees the most
/// of the cells that could still join (the lowest on a tie), up to nine cells.
fn grown(derived: &Topology, cells: &[Cell]) -> Vec<Vec<Cell>> {
    let mut left = shape::set(cells);
    let mut groups = Vec::new();
    while !left.is_empty() {
        let mut open = left;
        let mut group = Vec::new();
        while let Some(best) = open
            .iter()
            .max_by_key(|&c| ((derived.peers(c) & open).len(), Reverse(c)))
            .filter(|_| group.len() < 9)
        {
            group.push(best);
            open = open.without(best) & derived.peers(best);
        }
        left -= shape::set(&group);
        groups.push(group);
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::iss;

    #[test]
    fn arrow_cells_start_with_a_higher_score() {
        // An arrow of three cells has priority 15, counted three times; r9c9 has only
        // its houses, as r5c5 has beside the arrow.
        let puzzle = iss::parse(".Arrow~R5C5~R1C1~R2C2").unwrap();
        let model = Model::new(&puzzle.rules, &puzzle.rules.topology());
        assert_eq!(model.weight[40] - model.weight[80], 3 * 15);
        assert_eq!(model.weight[0], model.weight[40]);
    }

    #[test]
    fn sums_split_into_groups_of_peers_as_tight_as_their_rows() {
        // "Long sums 3" (ISS collections.js EXAMPLES[93]): a 32-cell shaft through rows
        // 1-8 whose rows hold 3+4+1+2+5+8+6+3 of its cells; split by rows its least sum
        // is 98, the most its two-cell pill can be.
        let shaft = "R1C7~R1C6~R1C5~R2C4~R2C3~R2C2~R2C1~R3C1~R4C1~R4C2~R5C2~R5C1~R6C1~R6C2~\
                     R7C2~R7C1~R8C1~R8C2~R8C3~R7C3~R7C4~R6C4~R6C3~R5C3~R5C4~R5C5~R6C5~R7C5~\
                     R7C6~R6C6~R6C7~R6C8";
        let cells: Vec<Cell> = shaft.split('~').map(|c| c.parse().unwrap()).collect();
        let topology = Topology::classic();
        let groups = cliques(topology, &cells);
        let least: usize = groups.iter().map(|g| g.len() * (g.len() + 1) / 2).sum();
        assert_eq!(least, 98);
        assert!(first_fit(topology, &cells).len() > groups.len());
    }

    #[test]
    fn every_split_is_a_partition_into_groups_of_peers() {
        let topology = Topology::classic();
        let mut rng = crate::rng::Rng::new(7);
        for _ in 0..300 {
            let n = 1 + rng.below(40) as usize;
            let mut cells: Vec<Cell> = Vec::new();
            while cells.len() < n {
                let c = Cell::from_index(rng.below(81) as usize);
                if !cells.contains(&c) {
                    cells.push(c);
                }
            }
            let groups = cliques(topology, &cells);
            let mut seen: Vec<Cell> = groups.iter().flatten().copied().collect();
            seen.sort();
            let mut want = cells.clone();
            want.sort();
            assert_eq!(seen, want);
            for g in &groups {
                assert!(g.len() <= 9);
                for (i, &a) in g.iter().enumerate() {
                    assert!(g[i + 1..].iter().all(|&b| topology.peers(a).contains(b)));
                }
            }
            let squares = |gs: &[Vec<Cell>]| gs.iter().map(|g| g.len().pow(2)).sum::<usize>();
            assert!(squares(&groups) >= squares(&first_fit(topology, &cells)));
        }
        // A cell listed twice stays two terms, never one group with itself.
        let c = Cell::from_index(10);
        let groups = cliques(topology, &[c, Cell::from_index(11), c]);
        assert_eq!(groups.iter().map(Vec::len).sum::<usize>(), 3);
        assert!(
            groups
                .iter()
                .all(|g| g.iter().filter(|&&x| x == c).count() <= 1)
        );
    }

    #[test]
    fn long_derived_sums_blame_no_cells() {
        // The cage leaves the rest of row 1 summing to 35: seven cells derived from the
        // row, too many to blame; the cage and the row itself still blame theirs.
        let puzzle = iss::parse(".Cage~10~R1C1~R1C2").unwrap();
        let model = Model::new(&puzzle.rules, &puzzle.rules.topology());
        let rest_of_row = (2..9).fold(0u128, |m, c| m | 1 << c);
        let derived = sums::derive(&puzzle.rules, &puzzle.rules.topology());
        assert!(derived.iter().any(|p| {
            let cells = p.watched();
            cells.len() == 7 && cells.iter().fold(0u128, |m, &c| m | 1 << c) == rest_of_row
        }));
        assert!(!model.cells.contains(&rest_of_row));
        assert!(model.cells.contains(&0b11));
        assert!(model.cells.contains(&0x1ff));
    }
}
