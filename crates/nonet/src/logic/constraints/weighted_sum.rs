//! The ways of filling cells whose digits, each times its weight, add up to a target,
//! digits distinct only where two cells are peers: the shared search of the sum
//! constraints whose digits may repeat (little killers, arrows, region-sum lines, the 45
//! rule's innies and outies).
//!
//! Exact within a node budget. Listing every way would blow up (a little killer of
//! nine cells has thousands), so the search looks for one way through each candidate
//! no way found so far uses, and for one way avoiding each digit (a digit no way
//! avoids is required): at most 9·(n + 1) searches, each cut by the bounds of the cells
//! still open, and each way found marks every candidate it uses. Over the budget the
//! search reports nothing, and the caller sends no step for the constraint (a partial
//! answer would still be sound, but not whole). Cells that all see each other and count
//! alike (a house's innies) are a cage in all but name: their ways are the cage's
//! fillings, exact and with no budget ([`as_cage`]).

use super::super::board::Board;
use super::killer::fillings;
use super::memo::{Memo, remembered};
use super::support::options;
use crate::grid::{Candidates, Cell, Digit};

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
    let topology = board.topology();
    let earlier_peers: Vec<u64> = cells
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let peers = topology.peers(c);
            (0..i)
                .filter(|&j| peers.contains(cells[j]))
                .fold(0u64, |m, j| m | 1 << j)
        })
        .collect();
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

/// The search [`ways`] answers from its memo.
fn search_ways(key: &Key) -> Result<Option<Ways>, OverBudget> {
    let all = &key.options;
    let (weights, target, budget) = (key.weights.as_slice(), key.target, key.budget);
    let mut search = Search {
        options: all.clone(),
        weights,
        target,
        earlier_peers: key.earlier_peers.clone(),
        digits: vec![0; all.len()],
        low: vec![0; all.len() + 1],
        high: vec![0; all.len() + 1],
        nodes: budget,
    };
    let mut per_cell = vec![Candidates::EMPTY; all.len()];
    for i in 0..all.len() {
        for d in all[i] {
            if per_cell[i].contains(d) {
                continue;
            }
            search.options.clone_from(all);
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
        search.options.clone_from(all);
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
            used.insert(Digit::from_index(usize::from(d - 1)));
        }
    }
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
