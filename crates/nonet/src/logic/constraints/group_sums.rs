//! A sum read group by group: its cells gathered into groups that see each other and
//! count alike, each group a killer cage without a total whose fillings make a set of
//! totals; the groups' totals combined say which totals each group can take in a way of
//! the whole sum, and so which digits each cell keeps.
//!
//! Why: the search of [`weighted_sum`](super::weighted_sum) bounds the cells still open
//! one by one, as if digits could repeat; on a long sum (a pill arrow's shaft of thirty
//! cells, a band's 27 cells) that is far too loose, and the search spent its whole
//! budget thousands of times on one puzzle's path and then said nothing. Read as groups,
//! a band of 27 cells whose rows hold 45 each makes 135 and nothing else, at once.

use std::ops::Range;

use super::killer::fillings;
use crate::bits::indices;
use crate::grid::Candidates;

/// The most cells a group holds: distinct digits.
const MAX_GROUP: usize = 9;

/// The cells of a sum gathered into groups: each group's cells see each other and
/// carry one weight. Cells are indices into the sum's cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Groups {
    /// The cells, group after group.
    pub(super) order: Vec<usize>,
    /// Each group's positions in `order`, and its weight.
    pub(super) spans: Vec<(Range<usize>, i32)>,
}

impl Groups {
    /// The groups of a sum whose cell `i` sees the earlier cells of bit set
    /// `earlier_peers[i]` and counts `weights[i]` times: each cell joins the first group
    /// of its weight whose cells all see it (first fit, in the sum's order).
    pub(super) fn of(earlier_peers: &[u64], weights: &[i32]) -> Groups {
        let mut members: Vec<(u64, i32)> = Vec::new();
        for (i, (&peers, &w)) in earlier_peers.iter().zip(weights).enumerate() {
            let joins = members.iter_mut().find(|(cells, weight)| {
                *weight == w
                    && (cells.count_ones() as usize) < MAX_GROUP
                    && *cells & peers == *cells
            });
            match joins {
                Some((cells, _)) => *cells |= 1 << i,
                None => members.push((1 << i, w)),
            }
        }
        let mut order = Vec::with_capacity(weights.len());
        let mut spans = Vec::with_capacity(members.len());
        for (cells, w) in members {
            let start = order.len();
            order.extend(indices(cells));
            spans.push((start..order.len(), w));
        }
        Groups { order, spans }
    }

    /// Narrows `options` (the sum's cells' digits, in the sum's order) to the digits
    /// some way of making `target` group by group gives each cell: each group's cells
    /// filled with distinct digits, the groups' totals times their weights adding up to
    /// `target`. Returns each group's weighted totals left, or `None` when no way is left.
    pub(super) fn narrow(&self, options: &mut [Candidates], target: i32) -> Option<Vec<Sums>> {
        let groups: Vec<Vec<Candidates>> = self
            .spans
            .iter()
            .map(|(span, _)| {
                self.order[span.clone()]
                    .iter()
                    .map(|&i| options[i])
                    .collect()
            })
            .collect();
        let mut totals: Vec<Sums> = groups.iter().map(|g| Sums::of_fillings(g)).collect();
        let frame = Frame::of(&totals, &self.spans, target)?;
        // Which sums the groups before each one can make, and which the groups from each
        // one on must still make for the whole to reach the target.
        let mut before = vec![frame.single(0)];
        for (t, (_, w)) in totals.iter().zip(&self.spans) {
            let next = frame.plus(before.last()?, *w, *t);
            before.push(next);
        }
        let mut needed = frame.single(target);
        for g in (0..totals.len()).rev() {
            let w = self.spans[g].1;
            let kept = totals[g].filter(|t| frame.meets(&before[g], w * t, &needed));
            if kept.is_empty() {
                return None;
            }
            totals[g] = kept;
            needed = frame.minus(&needed, w, kept);
        }
        for (((span, _), kept), group) in self.spans.iter().zip(&totals).zip(&groups) {
            let mut per_cell = vec![Candidates::EMPTY; group.len()];
            for total in kept.iter() {
                let filled = fillings(group, Some(total as u32));
                for (cell, &digits) in per_cell.iter_mut().zip(&filled.0) {
                    *cell |= digits;
                }
            }
            for (&i, digits) in self.order[span.clone()].iter().zip(per_cell) {
                options[i] = digits;
            }
        }
        Some(totals)
    }
}

/// A set of a group's totals (digit sums, 0 to 45), as bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Sums(u64);

impl Sums {
    /// The totals of the fillings of cells taking distinct digits from `options`.
    fn of_fillings(options: &[Candidates]) -> Sums {
        let filled = fillings(options, None);
        Sums(filled.1.iter().fold(0, |all, set| {
            let total: u32 = set.iter().map(|d| u32::from(d.get())).sum();
            all | 1 << total
        }))
    }

    fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The totals, least first.
    pub(super) fn iter(self) -> impl Iterator<Item = i32> {
        indices(self.0).map(|b| b as i32)
    }

    /// The totals `keep` accepts.
    fn filter(self, keep: impl Fn(i32) -> bool) -> Sums {
        Sums(
            self.iter()
                .filter(|&t| keep(t))
                .fold(0, |all, t| all | 1 << t),
        )
    }

    /// The least and greatest of the totals times `w`; `None` if there are none.
    pub(super) fn weighted_range(self, w: i32) -> Option<(i32, i32)> {
        let (lo, hi) = (self.iter().next()?, 63 - self.0.leading_zeros() as i32);
        Some(((w * lo).min(w * hi), (w * lo).max(w * hi)))
    }
}

/// The values a weighted sum of groups can take, all within one window of integers,
/// as bit sets over it: every partial sum of the groups, and the target less them.
struct Frame {
    low: i32,
    words: usize,
}

impl Frame {
    /// The window holding every partial sum of the groups and the target less any of
    /// them; `None` if a group has no total.
    fn of(totals: &[Sums], spans: &[(Range<usize>, i32)], target: i32) -> Option<Frame> {
        let (mut low, mut high) = (0, 0);
        for (t, (_, w)) in totals.iter().zip(spans) {
            let (a, b) = t.weighted_range(*w)?;
            low += a.min(0);
            high += b.max(0);
        }
        let (low, high) = (low.min(target - high), high.max(target - low));
        let words = usize::try_from(high - low).ok()? / 64 + 1;
        Some(Frame { low, words })
    }

    fn single(&self, value: i32) -> Vec<u64> {
        let mut set = vec![0; self.words];
        let bit = (value - self.low) as usize;
        set[bit / 64] |= 1 << (bit % 64);
        set
    }

    /// `set` plus `w` times each of `totals`.
    fn plus(&self, set: &[u64], w: i32, totals: Sums) -> Vec<u64> {
        let mut out = vec![0; self.words];
        for t in totals.iter() {
            or_shifted(&mut out, set, w * t);
        }
        out
    }

    /// `set` less `w` times each of `totals`.
    fn minus(&self, set: &[u64], w: i32, totals: Sums) -> Vec<u64> {
        self.plus(set, -w, totals)
    }

    /// Whether some value of `set` plus `shift` is in `other`.
    fn meets(&self, set: &[u64], shift: i32, other: &[u64]) -> bool {
        let mut moved = vec![0; self.words];
        or_shifted(&mut moved, set, shift);
        moved.iter().zip(other).any(|(a, b)| a & b != 0)
    }
}

/// `out |= set << shift` on bit sets of the same length (bits moved past either end
/// drop out), `shift` of either sign.
fn or_shifted(out: &mut [u64], set: &[u64], shift: i32) {
    let n = out.len() as i64;
    let (q, r) = (
        i64::from(shift).div_euclid(64),
        i64::from(shift).rem_euclid(64),
    );
    for (i, &word) in set.iter().enumerate().filter(|&(_, &w)| w != 0) {
        let at = i as i64 + q;
        if (0..n).contains(&at) {
            out[at as usize] |= word << r;
        }
        let next = at + 1;
        if r > 0 && (0..n).contains(&next) {
            out[next as usize] |= word >> (64 - r);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_that_see_each_other_and_count_alike_share_a_group() {
        // 0, 1, 2 see each other; 3 sees 0 only; 4 sees 0 and 1 but counts twice.
        let earlier = [0, 0b1, 0b11, 0b1, 0b11];
        let groups = Groups::of(&earlier, &[1, 1, 1, 1, 2]);
        assert_eq!(groups.order, vec![0, 1, 2, 3, 4]);
        let spans: Vec<(Range<usize>, i32)> = vec![(0..3, 1), (3..4, 1), (4..5, 2)];
        assert_eq!(groups.spans, spans);
    }

    #[test]
    fn shifting_moves_bits_across_words_both_ways() {
        let mut out = vec![0u64; 3];
        or_shifted(&mut out, &[1 << 63, 0, 0], 2);
        assert_eq!(out, vec![0, 0b10, 0]);
        let mut back = vec![0u64; 3];
        or_shifted(&mut back, &out, -2);
        assert_eq!(back, vec![1 << 63, 0, 0]);
        let mut gone = vec![0u64; 3];
        or_shifted(&mut gone, &[0, 0, 1 << 63], 1);
        assert_eq!(gone, vec![0; 3]);
        // A word moved below the first: its high bits land in the first word.
        let mut low = vec![0u64; 3];
        or_shifted(&mut low, &[1 << 63, 0, 0], -1);
        assert_eq!(low, vec![1 << 62, 0, 0]);
    }
}
