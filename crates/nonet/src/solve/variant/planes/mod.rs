//! A second search, for the rules the generic engine spends most on per node: houses,
//! peers, the non-consecutive relation and digit sets of single cells, nothing else
//! (classic with a jigsaw layout, diagonals, windows, disjoint groups, anti-knight,
//! anti-king, non-consecutive, even and odd cells, given candidates).
//!
//! Such rules are the same for every digit, so the state is nine planes, one set of
//! cells per digit, as in the classic bitboard search: a placement clears its digit
//! from the cell's peers with one mask and its two neighbouring digits from the cell's
//! orthogonal neighbours with two more. Propagation reads naked singles off the planes
//! at once, and each house again only for the digits whose places in it changed:
//! hidden singles, and on a non-consecutive grid what a digit's two or three places
//! force on the cells beside them all ([`beside_every_place`]) and what a cell whose
//! digits lie within one of a digit forces on its neighbours ([`within_one`]). The
//! generic engine wakes a propagator per house and relation per change: on the
//! uniqueness searches of 24 sparse non-consecutive carvings (seeds 100-123, the
//! generator's `--level any`, nearly all of its time) it took 4.5 µs per node over
//! 0.95 million nodes, and this search about 2 µs over 1.08 million.
//!
//! Tried here and left out, each measured on those searches: pointing and claiming
//! (10% fewer nodes, more time), the generic search's conflict scores (many more
//! nodes without its culprits, more time with them), guessing on a digit's two places
//! in a house when no cell has two digits (the same), taking a failed digit out and
//! propagating before the next guess (the same), preferring cells that see the one
//! just emptied (11% less time on those seeds, none on 24 held-out ones, seed 500),
//! trying first the digits of the last other solution found (18% more time: the other
//! solutions of one carving lie far apart, about 56 of 81 cells from the known one),
//! trying first the digit with the most places left around the cell (40% more), and
//! running the within-one rule only on the cells changed since it last ran (4% more:
//! the bookkeeping costs what the rule does).
//!
//! Counts, first solutions and the carving's question ([`search`]) run here whenever the
//! rules fit, with the statistics and limits of the search contract; random solutions
//! stay with the generic search, so that the grids the generator starts from do not
//! depend on which search the rules fit. Cells whose own rule names their digits (even
//! and odd cells, given candidates) start with those digits only: such puzzles are
//! houses and peers once the start is set: on the 11 pencil-mark puzzles of the unseen
//! variant file the generic search took 209.7 s and 54 million guesses, this one 64.4 s
//! and 150 million nodes (`nonet count --threads 1 --stats`).

mod search;

pub(super) use search::{has_solution_without, run};

use super::bits::bit;
use crate::grid::{Candidates, Cell};
use crate::rules::{Constraint, Rules, Topology, is_group_or_peers, shape};

/// Every cell of the grid, as a set.
const ALL_CELLS: u128 = (1 << 81) - 1;

/// The rules, as masks over the 81 cells.
#[derive(Clone, Debug)]
pub(super) struct Planes {
    /// Each digit's cells before any given: every cell but those whose own rule
    /// leaves the digit out.
    start: [u128; 9],
    /// The houses: nine cells each, which hold every digit once (at most 64; the
    /// tables are sized for any index a mask's bit can give, so lookups need no
    /// bounds check).
    houses: Box<[u128; 64]>,
    /// The houses of each cell, as a set of indices into `houses`.
    houses_of: [u64; 128],
    /// Each cell's peers, which cannot hold its digit.
    peers: [u128; 81],
    /// Each cell's orthogonal neighbours, which cannot hold a digit one away from its,
    /// and the cell itself (which holds neither either), when the rules are
    /// non-consecutive.
    near: Option<Box<[u128; 128]>>,
}

/// Candidates, one plane per digit, and the cells placed.
#[derive(Clone, Copy, Debug)]
struct State {
    planes: [u128; 9],
    placed: u128,
    /// For each digit, the houses where it is placed.
    solved: [u64; 9],
}

/// A contradiction: a cell or a house with no place for a digit.
struct Dead;

impl Planes {
    /// The planes of `rules` when they are houses, peers, the non-consecutive relation
    /// and digit sets of single cells only; `None` for any other rule (the generic
    /// search answers those).
    pub(super) fn of(rules: &Rules, topology: &Topology) -> Option<Planes> {
        let mut non_consecutive = false;
        let mut start = [ALL_CELLS; 9];
        for c in rules.constraints() {
            match c {
                Constraint::NonConsecutive(_) => non_consecutive = true,
                Constraint::EvenOdd(e) => restrict(&mut start, e.cell, e.parity.digits()),
                Constraint::Candidates(g) => restrict(&mut start, g.cell, g.digits),
                c if is_group_or_peers(c) => {}
                _ => return None,
            }
        }
        let list: Vec<u128> = topology.houses().map(|g| g.cells.bits()).collect();
        if list.len() > 64 {
            return None;
        }
        let houses = Box::new(std::array::from_fn(|k| list.get(k).copied().unwrap_or(0)));
        let houses_of = std::array::from_fn(|i| {
            (list.iter().enumerate())
                .filter(|(_, h)| *h & bit(i) != 0)
                .fold(0, |set, (k, _)| set | 1 << k)
        });
        let peers = std::array::from_fn(|i| topology.peers(Cell::from_index(i)).bits());
        let near = non_consecutive.then(|| {
            Box::new(std::array::from_fn(|i| {
                if i < 81 {
                    neighbours(Cell::from_index(i)) | bit(i)
                } else {
                    0
                }
            }))
        });
        Some(Planes {
            start,
            houses,
            houses_of,
            peers,
            near,
        })
    }

    /// The open cell to branch on: the fewest candidates for the most open cells it
    /// narrows (a neighbour under the non-consecutive rule counting four times a peer;
    /// the neighbour table holds the cell itself too, the same four for every cell),
    /// among the cells of the fewest candidates and of the next fewest; the first in
    /// reading order on a tie.
    ///
    /// The first cell of the fewest candidates, as before, leaves the choice to
    /// position. Measured on the non-consecutive carvings of the generator's `--level
    /// any` (24 seeds each, whole runs), that choice against this one: tuning seeds
    /// 100-123 1.80 s -> 1.49 s, held-out seeds 500-523 1.98 s -> 1.71 s and 900-923
    /// 2.25 s -> 1.87 s (counting only the fewest-candidate cells, ranked by the cells
    /// they narrow, was half of the way there from reading order; taking the third
    /// fewest too gained nothing more). The other rule sets the planes take were
    /// within noise, anti-knight faster.
    fn branch_cell(&self, planes: &[u128; 9], open: u128) -> usize {
        let counts = Counts::of(planes);
        let (fewest, k) = counts.fewest(open);
        let (next, k_next) = counts.fewest(open & !fewest);
        let (mut best, mut key) = (fewest.trailing_zeros() as usize, (u32::MAX, 1));
        for (mut cells, n) in [(fewest, k), (next, k_next)] {
            while cells != 0 {
                let cell = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let near = self.near.as_ref().map_or(0, |near| near[cell]);
                let narrowed = (4 * (near & open).count_ones()
                    + (self.peers[cell] & open).count_ones())
                .max(1);
                // n / narrowed < key.0 / key.1, without division.
                if u64::from(n) * u64::from(key.1) < u64::from(key.0) * u64::from(narrowed) {
                    (best, key) = (cell, (n, narrowed));
                }
            }
        }
        best
    }

    /// Places digit `d` (0-based) in `cell`: the cell loses its other digits, its peers
    /// lose `d`, its neighbours the digits beside `d`. Dead when `d` is no longer a
    /// candidate there.
    #[inline(always)]
    fn place(&self, state: &mut State, cell: usize, d: usize) -> Result<(), Dead> {
        let b = bit(cell);
        if state.planes[d] & b == 0 {
            return Err(Dead);
        }
        for p in &mut state.planes {
            *p &= !b;
        }
        state.planes[d] = (state.planes[d] & !self.peers[cell]) | b;
        if let Some(near) = &self.near {
            if d > 0 {
                state.planes[d - 1] &= !near[cell];
            }
            if d < 8 {
                state.planes[d + 1] &= !near[cell];
            }
        }
        state.placed |= b;
        state.solved[d] |= self.houses_of[cell];
        Ok(())
    }

    /// Propagates to a fixpoint: naked singles, hidden singles, and on a non-consecutive
    /// grid the digits a cell cannot hold because it is beside every place of a digit
    /// in a house (a cell beside both places of a 5 in a row holds neither 4 nor 6).
    ///
    /// `read` is the planes as the houses last read them: a settled parent's planes (a
    /// settled state's houses have read every change), or none at the start. A house
    /// is read again for a digit only where that digit's places in it changed since.
    fn settle(&self, state: &mut State, mut read: [u128; 9]) -> Result<(), Dead> {
        loop {
            let open = ALL_CELLS & !state.placed;
            let (mut some, mut two) = (0u128, 0u128);
            for p in &state.planes {
                two |= some & p;
                some |= p;
            }
            if open & !some != 0 {
                return Err(Dead);
            }
            if self.near.is_some() {
                within_one(state, open);
            }
            let mut singles = open & !two;
            while singles != 0 {
                let cell = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                let b = bit(cell);
                let Some(d) = state.planes.iter().position(|p| p & b != 0) else {
                    return Err(Dead);
                };
                self.place(state, cell, d)?;
            }
            let mut still = true;
            for (d, last) in read.iter_mut().enumerate() {
                let changed = state.planes[d] ^ *last;
                if changed == 0 {
                    continue;
                }
                still = false;
                *last = state.planes[d];
                let mut houses = 0u64;
                let mut each = changed;
                while each != 0 {
                    houses |= self.houses_of[each.trailing_zeros() as usize];
                    each &= each - 1;
                }
                houses &= !state.solved[d];
                while houses != 0 {
                    let k = houses.trailing_zeros() as usize;
                    let house = self.houses[k];
                    houses &= houses - 1;
                    let at = state.planes[d] & house;
                    if at == 0 {
                        return Err(Dead);
                    }
                    if at & (at - 1) == 0 {
                        if at & state.placed == 0 {
                            self.place(state, at.trailing_zeros() as usize, d)?;
                        }
                    } else if let Some(near) = &self.near
                        && at.count_ones() <= 3
                    {
                        beside_every_place(state, near, at, d);
                    }
                }
            }
            if still {
                return Ok(());
            }
        }
    }
}

/// Takes from `cell` every digit outside `digits`.
fn restrict(start: &mut [u128; 9], cell: Cell, digits: Candidates) {
    for (d, plane) in start.iter_mut().enumerate() {
        if digits.bits() >> d & 1 == 0 {
            *plane &= !bit(cell.index());
        }
    }
}

/// Takes digit `x` from the neighbours of every open cell whose digits are among
/// `x - 1`, `x` and `x + 1`: whichever it holds, a neighbour cannot hold `x` (a
/// neighbour is a peer too).
#[inline(always)]
fn within_one(state: &mut State, open: u128) {
    // `below[i]`: the cells that may hold a digit under i; `above[i]`: i or over.
    let (mut below, mut above) = ([0u128; 10], [0u128; 10]);
    for i in 0..9 {
        below[i + 1] = below[i] | state.planes[i];
        above[8 - i] = above[9 - i] | state.planes[8 - i];
    }
    for x in 0..9usize {
        let outside = below[x.saturating_sub(1)] | above[(x + 2).min(9)];
        let cells = open & !outside;
        if cells != 0 {
            state.planes[x] &= !beside(cells);
        }
    }
}

/// The cells of column 1, and of column 9.
const FIRST: u128 = column(0);
const LAST: u128 = column(8);

/// The cells of column `c` (0-based).
const fn column(c: u32) -> u128 {
    let mut m = 0;
    let mut r = 0;
    while r < 9 {
        m |= 1 << (9 * r + c);
        r += 1;
    }
    m
}

/// The cells beside the cells of `m` across an edge.
#[inline(always)]
fn beside(m: u128) -> u128 {
    ((m >> 9) | (m << 9) | ((m & !FIRST) >> 1) | ((m & !LAST) << 1)) & ALL_CELLS
}

/// Takes the digits beside `d` from every cell that is beside (or is) each of the
/// places `at` of `d` in a house, when there are two or three of them: whichever
/// place holds `d`, such a cell is it or its neighbour.
#[inline(always)]
fn beside_every_place(state: &mut State, near: &[u128; 128], at: u128, d: usize) {
    // The first and last places first: most pairs of places in a house are too far
    // apart to share a neighbour, and that ends it after two lookups.
    let (first, last) = (
        at.trailing_zeros() as usize,
        127 - at.leading_zeros() as usize,
    );
    let mut common = near[first] & near[last] & !state.placed;
    if common == 0 {
        return;
    }
    let middle = at ^ bit(first) ^ bit(last);
    if middle != 0 {
        common &= near[middle.trailing_zeros() as usize];
    }
    if d > 0 {
        state.planes[d - 1] &= !common;
    }
    if d < 8 {
        state.planes[d + 1] &= !common;
    }
}

/// How many candidates each cell has, bit-sliced: bit `k` of every cell's count in
/// `bits[k]`.
struct Counts {
    bits: [u128; 4],
}

impl Counts {
    fn of(planes: &[u128; 9]) -> Counts {
        let mut bits = [0u128; 4];
        for &p in planes {
            let mut carry = p;
            for bit in &mut bits {
                let next = *bit & carry;
                *bit ^= carry;
                carry = next;
            }
        }
        Counts { bits }
    }

    /// The cells of `cells` with the fewest candidates, at least two (a settled
    /// state's open cells have two or more), and how many; no cells when `cells` has
    /// none.
    fn fewest(&self, cells: u128) -> (u128, u32) {
        if cells == 0 {
            return (0, 0);
        }
        for n in 2..=9u32 {
            let mut exact = cells;
            for (k, bit) in self.bits.iter().enumerate() {
                exact &= if n >> k & 1 == 1 { *bit } else { !*bit };
            }
            if exact != 0 {
                return (exact, n);
            }
        }
        (cells, 9)
    }
}

/// The cells beside `cell` across an edge, as a set.
fn neighbours(cell: Cell) -> u128 {
    shape::orthogonal_neighbours(cell).fold(0, |set, n| set | bit(n.index()))
}

#[cfg(test)]
mod tests;
