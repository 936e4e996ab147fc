//! The ways of filling cells whose digits, each times its weight, add up to a target,
//! digits distinct only where two cells are peers: the shared search of the sum
//! constraints whose digits may repeat (little killers, arrows, region-sum lines, the 45
//! rule's innies and outies).
//!
//! Exact within a node budget. Listing every way would blow up (a little killer of
//! nine cells has thousands), so the search looks for one way through each candidate
//! no way found so far uses, and for one way avoiding each digit (a digit no way
//! avoids is required): at most 9·(n + 1) searches, each cut by the bounds of the cells
//! still open, and each way found marks every candidate it uses. A search that spends
//! an eighth of its budget is begun again group by group ([`Groups`]: cells that see
//! each other and count alike take distinct digits, so their totals say much more than
//! their cells' bounds). Over the budget the search reports nothing, and the caller
//! sends no step for the constraint (a partial answer would still be sound, but not
//! whole). Cells that all see each other and count alike (a house's innies) are a cage
//! in all but name: their ways are the cage's fillings, exact and with no budget
//! ([`as_cage`]).

use std::ops::Range;

use super::super::board::Board;
use super::group_sums::{Groups, Sums};
use super::killer::fillings;
use super::memo::{Memo, remembered};
use super::support::options;
use crate::grid::{Candidates, Cell, Digit};
use crate::rules::Topology;

/// What the ways of filling the cells use: the digits some way gives each cell, and
/// the digits every way holds somewhere.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Ways {
    pub(crate) per_cell: Vec<Candidates>,
    pub(crate) required: Candidates,
}

/// The most cells a sum may have: the peers among them are kept as 64-bit masks.
pub(crate) const MAX_CELLS: usize = 64;

/// The ways of filling `cells` (their candidates, or their digits when filled) so that
/// the sum of `weights[i]` times the digit of `cells[i]` is `target`: `Ok(None)` when
/// there is no way (the candidates already contradict the rules), [`OverBudget`] when
/// the search needs more than `budget` nodes or there are more than [`MAX_CELLS`]
/// cells.
pub(crate) fn ways(
    board: &Board,
    cells: &[Cell],
    weights: &[i32],
    target: i32,
    budget: u32,
) -> Result<Option<Ways>, OverBudget> {
    if cells.len() > MAX_CELLS || weights.len() != cells.len() {
        return Err(OverBudget);
    }
    if cells.is_empty() {
        return Ok(None);
    }
    let earlier_peers = earlier_peers(board.topology(), cells);
    let all: Vec<Candidates> = cells.iter().map(|&c| options(board, c)).collect();
    if let Some(found) = as_cage(&all, &earlier_peers, weights, target) {
        return Ok(found);
    }
    let key = Key {
        options: all,
        earlier_peers,
        weights: weights.to_vec(),
        target,
        budget,
    };
    remembered(&MEMO, key, search_ways)
}

/// Bit j of entry i: `cells[j]` (j < i) is a peer of `cells[i]`.
fn earlier_peers(topology: &Topology, cells: &[Cell]) -> Vec<u64> {
    cells
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let peers = topology.peers(c);
            (0..i)
                .filter(|&j| peers.contains(cells[j]))
                .fold(0u64, |m, j| m | 1 << j)
        })
        .collect()
}

/// The ways of a sum that is a killer cage in all but name (its cells all see each
/// other and count alike, as a house's innies do): the cage's fillings, exact and
/// without a budget (combinations, then a matching of cells to digits). `None` when the
/// sum is not of that kind.
///
/// A search of eight cells that see each other tries their orders one by one: one
/// whose candidates allow no way can spend the whole budget, as a hard killer's innies
/// did a few hundred times per generated puzzle, and then said nothing.
fn as_cage(
    options: &[Candidates],
    earlier_peers: &[u64],
    weights: &[i32],
    target: i32,
) -> Option<Option<Ways>> {
    let w = *weights.first()?;
    let uniform = w.abs() == 1 && weights.iter().all(|&x| x == w);
    let clique = options.len() <= 9
        && earlier_peers
            .iter()
            .enumerate()
            .all(|(i, &m)| m == (1u64 << i) - 1);
    if !uniform || !clique {
        return None;
    }
    let Ok(total) = u32::try_from(target * w) else {
        return Some(None);
    };
    let filled = fillings(options, Some(total));
    let (per_cell, sets) = (&filled.0, &filled.1);
    if sets.is_empty() {
        return Some(None);
    }
    let required = sets.iter().fold(Candidates::ALL, |all, &set| all & set);
    Some(Some(Ways {
        per_cell: per_cell.clone(),
        required,
    }))
}

thread_local! {
    /// The answers of the last searches ([`remembered`]).
    static MEMO: Memo<Key, Result<Option<Ways>, OverBudget>> = Memo::default();
}

/// Everything a search's answer depends on: the cells' options, which earlier cells
/// each one sees, the weights, the target and the budget.
#[derive(PartialEq, Eq, Hash)]
struct Key {
    options: Vec<Candidates>,
    earlier_peers: Vec<u64>,
    weights: Vec<i32>,
    target: i32,
    budget: u32,
}

/// The search [`ways`] answers from its memo: first cell by cell with an eighth of the
/// budget (most sums settle there), then, if that ran out, read group by group
/// ([`Groups`]): the options narrowed to what the groups' totals allow, and the search
/// run again on the narrowed cells, cut also by the groups' bounds, with the rest.
fn search_ways(key: &Key) -> Result<Option<Ways>, OverBudget> {
    let first = key.budget / 8;
    let plain = exact(
        &key.options,
        &key.earlier_peers,
        &key.weights,
        key.target,
        first,
        None,
    );
    if plain.is_ok() {
        return plain;
    }
    grouped(key, key.budget - first)
}

/// The ways of `key`'s sum searched group by group, within `budget` nodes.
fn grouped(key: &Key, budget: u32) -> Result<Option<Ways>, OverBudget> {
    let groups = Groups::of(&key.earlier_peers, &key.weights);
    let mut narrowed = key.options.clone();
    let Some(totals) = groups.narrow(&mut narrowed, key.target) else {
        return Ok(None);
    };
    let order = &groups.order;
    let sees = |a: usize, b: usize| {
        let (late, early) = (a.max(b), a.min(b));
        key.earlier_peers[late] >> early & 1 == 1
    };
    let earlier_peers: Vec<u64> = (0..order.len())
        .map(|p| {
            (0..p)
                .filter(|&q| sees(order[p], order[q]))
                .fold(0, |m, q| m | 1 << q)
        })
        .collect();
    let options: Vec<Candidates> = order.iter().map(|&i| narrowed[i]).collect();
    let weights: Vec<i32> = order.iter().map(|&i| key.weights[i]).collect();
    let bounds = GroupBounds::new(&groups, &totals);
    let found = exact(
        &options,
        &earlier_peers,
        &weights,
        key.target,
        budget,
        Some(bounds),
    )?;
    Ok(found.map(|ways| {
        let mut per_cell = vec![Candidates::EMPTY; order.len()];
        for (&i, digits) in order.iter().zip(ways.per_cell) {
            per_cell[i] = digits;
        }
        Ways {
            per_cell,
            required: ways.required,
        }
    }))
}

/// The exact ways within `all` (one search per candidate no way found so far uses,
/// one per digit the ways might all hold), within `budget` nodes in all.
fn exact(
    all: &[Candidates],
    earlier_peers: &[u64],
    weights: &[i32],
    target: i32,
    budget: u32,
    groups: Option<GroupBounds>,
) -> Result<Option<Ways>, OverBudget> {
    let mut search = Search {
        options: all.to_vec(),
        weights,
        target,
        earlier_peers: earlier_peers.to_vec(),
        digits: vec![0; all.len()],
        low: vec![0; all.len() + 1],
        high: vec![0; all.len() + 1],
        nodes: budget,
        groups,
    };
    let mut per_cell = vec![Candidates::EMPTY; all.len()];
    for i in 0..all.len() {
        for d in all[i] {
            if per_cell[i].contains(d) {
                continue;
            }
            search.options.clone_from_slice(all);
            search.options[i] = Candidates::single(d);
            if search.run().ok_or(OverBudget)? {
                search.record(&mut per_cell);
            }
        }
    }
    let seen = per_cell
        .iter()
        .fold(Candidates::EMPTY, |all, &more| all | more);
    if seen.is_empty() {
        return Ok(None);
    }
    let mut required = Candidates::EMPTY;
    for r in seen {
        search.options.clone_from_slice(all);
        let mut forced = false;
        for o in &mut search.options {
            o.remove(r);
            forced |= o.is_empty();
        }
        if forced || !search.run().ok_or(OverBudget)? {
            required.insert(r);
        }
    }
    Ok(Some(Ways { per_cell, required }))
}

/// The bounds groups of cells that see each other put on a search whose cells come
/// group after group: the cells of a group still open take distinct digits among those
/// their options hold and the group's filled cells do not, and each later group makes
/// one of its totals.
struct GroupBounds {
    /// Each position's group.
    group: Vec<usize>,
    /// Each group's positions and weight.
    spans: Vec<(Range<usize>, i32)>,
    /// The least and greatest weighted sum of the groups after each one.
    later: Vec<(i32, i32)>,
}

impl GroupBounds {
    fn new(groups: &Groups, totals: &[Sums]) -> GroupBounds {
        let mut group = vec![0; groups.order.len()];
        for (g, (span, _)) in groups.spans.iter().enumerate() {
            group[span.clone()].fill(g);
        }
        let mut later = vec![(0, 0); groups.spans.len()];
        for g in (1..groups.spans.len()).rev() {
            let (lo, hi) = totals[g]
                .weighted_range(groups.spans[g].1)
                .unwrap_or((0, 0));
            later[g - 1] = (later[g].0 + lo, later[g].1 + hi);
        }
        GroupBounds {
            group,
            spans: groups.spans.clone(),
            later,
        }
    }

    /// The least and greatest weighted sum of the cells from position `i` on, the
    /// earlier cells holding `digits`; `None` when the open cells of `i`'s group have
    /// too few digits left.
    fn rest(&self, i: usize, options: &[Candidates], digits: &[u8]) -> Option<(i32, i32)> {
        let g = self.group[i];
        let (span, w) = &self.spans[g];
        let used = digits[span.start..i]
            .iter()
            .fold(Candidates::EMPTY, |all, &d| all.with(digit(d)));
        let open = options[i..span.end]
            .iter()
            .fold(Candidates::EMPTY, |all, &o| all | o)
            - used;
        let (k, n) = (span.end - i, open.len() as usize);
        if n < k {
            return None;
        }
        let smallest = |m: usize| -> i32 { open.iter().take(m).map(|d| i32::from(d.get())).sum() };
        let (least, most) = (smallest(k), smallest(n) - smallest(n - k));
        let (a, b) = (w * least, w * most);
        let (lo, hi) = self.later[g];
        Some((a.min(b) + lo, a.max(b) + hi))
    }
}

/// The digits each cell keeps by the bounds of the sum alone: `weights[i]` times the
/// digit of `cells[i]` lies between the target less the greatest and the least the
/// other cells can add, digits read as free to repeat. Weaker than [`ways`] but
/// linear, for sums too long to search; `None` when some cell keeps no digit.
pub(crate) fn bounds(
    board: &Board,
    cells: &[Cell],
    weights: &[i32],
    target: i32,
) -> Option<Vec<Candidates>> {
    let all: Vec<Candidates> = cells.iter().map(|&c| options(board, c)).collect();
    let range = |o: Candidates, w: i32| -> Option<(i32, i32)> {
        let (lo, hi) = (o.first()?, last(o)?);
        let (a, b) = (w * i32::from(lo.get()), w * i32::from(hi.get()));
        Some((a.min(b), a.max(b)))
    };
    let mut low = 0;
    let mut high = 0;
    for (&o, &w) in all.iter().zip(weights) {
        let (a, b) = range(o, w)?;
        low += a;
        high += b;
    }
    let mut out = Vec::with_capacity(cells.len());
    for (&o, &w) in all.iter().zip(weights) {
        let (a, b) = range(o, w)?;
        let (rest_low, rest_high) = (low - a, high - b);
        let kept: Candidates = o
            .iter()
            .filter(|d| {
                let v = w * i32::from(d.get());
                (target - rest_high..=target - rest_low).contains(&v)
            })
            .fold(Candidates::EMPTY, |s, d| s.with(d));
        if kept.is_empty() {
            return None;
        }
        out.push(kept);
    }
    Some(out)
}

/// One search for a way within the current options.
struct Search<'a> {
    options: Vec<Candidates>,
    weights: &'a [i32],
    target: i32,
    /// Bit j of `earlier_peers[i]`: cell j (j < i) is a peer of cell i.
    earlier_peers: Vec<u64>,
    /// The digits of the way being built (0: not yet).
    digits: Vec<u8>,
    /// The least and greatest weighted sum of cells `i..`, from their options.
    low: Vec<i32>,
    high: Vec<i32>,
    /// Nodes left in the budget.
    nodes: u32,
    /// The groups' bounds, when the cells come group after group.
    groups: Option<GroupBounds>,
}

/// The search ran out of its budget (or the sum is too long to search).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct OverBudget;

impl Search<'_> {
    /// Whether a way exists within the options (then `digits` holds it); `None` when
    /// the budget ran out.
    fn run(&mut self) -> Option<bool> {
        let n = self.options.len();
        for i in (0..n).rev() {
            let (Some(lo), Some(hi)) = (self.options[i].first(), last(self.options[i])) else {
                return Some(false);
            };
            let w = self.weights[i];
            let (a, b) = (w * i32::from(lo.get()), w * i32::from(hi.get()));
            self.low[i] = self.low[i + 1] + a.min(b);
            self.high[i] = self.high[i + 1] + a.max(b);
        }
        self.dfs(0, 0).ok()
    }

    fn dfs(&mut self, i: usize, sum: i32) -> Result<bool, OverBudget> {
        if i == self.options.len() {
            return Ok(sum == self.target);
        }
        if sum + self.low[i] > self.target || sum + self.high[i] < self.target {
            return Ok(false);
        }
        if let Some(groups) = &self.groups {
            match groups.rest(i, &self.options, &self.digits) {
                Some((lo, hi)) if sum + lo <= self.target && sum + hi >= self.target => {}
                _ => return Ok(false),
            }
        }
        self.nodes = self.nodes.checked_sub(1).ok_or(OverBudget)?;
        let mut taken = Candidates::EMPTY;
        let mut peers = self.earlier_peers[i];
        while peers != 0 {
            let j = peers.trailing_zeros() as usize;
            peers &= peers - 1;
            taken |= Candidates::from_bits(1 << (self.digits[j] - 1));
        }
        for d in self.options[i] - taken {
            self.digits[i] = d.get();
            if self.dfs(i + 1, sum + self.weights[i] * i32::from(d.get()))? {
                return Ok(true);
            }
        }
        self.digits[i] = 0;
        Ok(false)
    }

    /// Marks the way just found in `per_cell`.
    fn record(&self, per_cell: &mut [Candidates]) {
        for (used, &d) in per_cell.iter_mut().zip(&self.digits) {
            used.insert(digit(d));
        }
    }
}

/// The digit of a search's cell (1 to 9).
fn digit(d: u8) -> Digit {
    Digit::from_index(usize::from(d - 1))
}

/// The largest digit of a set.
fn last(set: Candidates) -> Option<Digit> {
    (set.bits() != 0).then(|| Digit::from_index(15 - set.bits().leading_zeros() as usize))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::rules::testing::cell;

    fn set(digits: &[u8]) -> Candidates {
        digits
            .iter()
            .map(|&d| Digit::new(d).unwrap())
            .fold(Candidates::EMPTY, |s, d| s.with(d))
    }

    #[test]
    fn two_cells_that_see_each_other_make_3_only_as_1_and_2() {
        let board = Board::new(&Grid::EMPTY);
        let cells = [cell("r1c1"), cell("r1c2")];
        let ways = ways(&board, &cells, &[1, 1], 3, 10_000).unwrap().unwrap();
        assert_eq!(ways.per_cell, vec![set(&[1, 2]), set(&[1, 2])]);
        assert_eq!(ways.required, set(&[1, 2]));
    }

    #[test]
    fn cells_that_do_not_see_each_other_may_repeat() {
        // r1c1 and r2c4 share no house: 2+2 is a way, so 2 is no longer required and 1
        // and 3 are not either.
        let board = Board::new(&Grid::EMPTY);
        let cells = [cell("r1c1"), cell("r2c4")];
        let ways = ways(&board, &cells, &[1, 1], 4, 10_000).unwrap().unwrap();
        assert_eq!(ways.per_cell, vec![set(&[1, 2, 3]), set(&[1, 2, 3])]);
        assert_eq!(ways.required, Candidates::EMPTY);
    }

    #[test]
    fn weights_read_a_difference() {
        // a - b = 7 with a and b in one row: 8-1, 9-2.
        let board = Board::new(&Grid::EMPTY);
        let cells = [cell("r1c1"), cell("r1c2")];
        let ways = ways(&board, &cells, &[1, -1], 7, 10_000).unwrap().unwrap();
        assert_eq!(ways.per_cell, vec![set(&[8, 9]), set(&[1, 2])]);
    }

    #[test]
    fn bounds_cap_a_circle_by_its_shaft() {
        // c = a + b with a, b in 1..3 (r5c5, r6c6 of another box): c in 2..6, and with
        // c at most 6, a and b keep 1..3.
        let mut board = Board::new(&Grid::EMPTY);
        for (text, keep) in [("r5c5", 3u8), ("r9c9", 3)] {
            for d in keep + 1..=9 {
                board.eliminate(cell(text), Digit::new(d).unwrap());
            }
        }
        let cells = [cell("r1c1"), cell("r5c5"), cell("r9c9")];
        let kept = bounds(&board, &cells, &[-1, 1, 1], 0).unwrap();
        assert_eq!(kept[0], set(&[2, 3, 4, 5, 6]));
        assert_eq!(kept[1], set(&[1, 2, 3]));
    }

    /// Cells that all see each other and count alike are answered as a cage: the
    /// same ways as the search finds with budget enough, on random candidates of a
    /// row's cells (innies of one house), added or taken away.
    #[test]
    fn a_clique_answered_as_a_cage_agrees_with_the_search() {
        let mut rng = crate::rng::Rng::new(7);
        for round in 0..400 {
            let n = 1 + rng.index(8);
            let options: Vec<Candidates> = (0..n)
                .map(|_| Candidates::from_bits(1 + rng.below(511) as u16))
                .collect();
            let earlier: Vec<u64> = (0..n).map(|i| (1u64 << i) - 1).collect();
            let w = if rng.below(2) == 0 { 1 } else { -1 };
            let target = w * (n as i32 + rng.below(40) as i32);
            let key = Key {
                options: options.clone(),
                earlier_peers: earlier.clone(),
                weights: vec![w; n],
                target,
                budget: u32::MAX,
            };
            let searched = search_ways(&key).expect("no budget to run out of");
            let as_cage = as_cage(&options, &earlier, &vec![w; n], target);
            assert_eq!(
                as_cage,
                Some(searched),
                "round {round}: {options:?} {w} {target}"
            );
        }
    }

    /// Read group by group, the ways are the same as cell by cell: random sums over
    /// random cells of the grid (peers as the grid has them), random weights and
    /// candidates, and targets both reachable and not.
    #[test]
    fn the_grouped_search_finds_the_plain_ones_ways() {
        let mut rng = crate::rng::Rng::new(0x5eed_0019);
        let topology = crate::rules::Topology::classic();
        let mut ways_seen = 0;
        for round in 0..2_000 {
            let n = 2 + rng.index(7);
            let mut cells: Vec<Cell> = Vec::new();
            while cells.len() < n {
                let c = Cell::from_index(rng.index(27) + 27 * (round % 3));
                if !cells.contains(&c) {
                    cells.push(c);
                }
            }
            let earlier_peers = earlier_peers(topology, &cells);
            let weights: Vec<i32> = (0..n).map(|_| [1, 1, 1, 2, -1][rng.index(5)]).collect();
            let options: Vec<Candidates> = (0..n)
                .map(|_| Candidates::from_bits(1 + rng.below(511) as u16))
                .collect();
            let target = weights.iter().sum::<i32>() * 5 + rng.below(9) as i32 - 4;
            let key = Key {
                options: options.clone(),
                earlier_peers: earlier_peers.clone(),
                weights: weights.clone(),
                target,
                budget: u32::MAX,
            };
            let plain = exact(&options, &earlier_peers, &weights, target, u32::MAX, None);
            let by_groups = grouped(&key, u32::MAX);
            assert_eq!(
                by_groups, plain,
                "round {round}: {options:?} {weights:?} {target}"
            );
            ways_seen += usize::from(matches!(plain, Ok(Some(_))));
        }
        assert!(ways_seen > 300, "{ways_seen} sums with a way");
    }

    /// Three rows make 135 and nothing else: read as three groups of nine, a target of
    /// 136 has no way at once, where the search cell by cell runs out of its budget.
    #[test]
    fn a_band_of_27_cells_makes_135_only() {
        let board = Board::new(&Grid::EMPTY);
        let band: Vec<Cell> = (0..27).map(Cell::from_index).collect();
        assert_eq!(ways(&board, &band, &[1; 27], 136, 80_000), Ok(None));
        let all = vec![Candidates::ALL; 27];
        let earlier = earlier_peers(board.topology(), &band);
        assert_eq!(
            exact(&all, &earlier, &[1; 27], 136, 70_000, None),
            Err(OverBudget)
        );
    }

    #[test]
    fn no_way_and_no_budget_say_nothing() {
        let board = Board::new(&Grid::EMPTY);
        let cells = [cell("r1c1"), cell("r1c2")];
        assert_eq!(ways(&board, &cells, &[1, 1], 18, 10_000), Ok(None));
        let nine: Vec<Cell> = (0..9).map(|r| Cell::at(r, r).unwrap()).collect();
        assert_eq!(ways(&board, &nine, &[1; 9], 45, 5), Err(OverBudget));
        assert!(matches!(
            ways(&board, &nine, &[1; 9], 45, 100_000),
            Ok(Some(_))
        ));
    }
}
