//! A linear sum: `Σ coeff · digit = total` over groups of cells, each group with one
//! coefficient. Little killers, arrows (the circle's digits with coefficients -1, -10,
//! -100), and the sums derived from the houses (innies and outies) are such sums.
//!
//! Bounds reasoning: a group whose cells are peers of one another holds distinct
//! digits, so its smallest sum is not the sum of its cells' minimums but that of the
//! smallest distinct digits they can take (ascending minimums, each above the last),
//! and likewise for the largest. Each cell keeps the digits that leave the rest of the
//! sum, bounded that way, able to make the total. With two open cells left, each keeps
//! only digits that have a partner in the other.

use super::sum_sets::{self, Group, MAX_GROUP, MAX_TERMS};
use crate::solve::variant::masks::{
    ALL, SUM, at_least, at_most, at_most_one, digits, max_value, min_value,
};
use crate::solve::variant::state::{Cells, Contradiction, Flow};

/// Cells sharing one coefficient; `distinct` when they are pairwise peers.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct Term {
    pub(in crate::solve::variant) coeff: i32,
    pub(in crate::solve::variant) cells: Vec<u8>,
    pub(in crate::solve::variant) distinct: bool,
    /// The cells outside the term that see all of its cells (bit c = cell c).
    pub(in crate::solve::variant) seen: u128,
}

/// A linear sum.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct Sum {
    pub(in crate::solve::variant) terms: Vec<Term>,
    pub(in crate::solve::variant) total: i32,
    /// Use the exact reasoning of `sum_sets` when it fits (for the sums of the rules;
    /// the sums derived from houses keep to bounds, which cost less per run).
    pub(in crate::solve::variant) exact: bool,
}

/// The smallest sum of `k` digits with these minimums, distinct when asked; `None`
/// when distinct digits cannot reach past 9. `skip` leaves one index out. (The
/// reference for [`term_bounds`] and [`Drops`], which reach the same sums faster.)
#[cfg(test)]
fn low(mins: &[u8], distinct: bool, skip: usize) -> Option<i32> {
    if !distinct {
        return Some(
            mins.iter()
                .enumerate()
                .filter(|&(i, _)| i != skip)
                .map(|(_, &m)| i32::from(m))
                .sum(),
        );
    }
    let (mut cur, mut s) = (0i32, 0i32);
    for (i, &m) in mins.iter().enumerate() {
        if i == skip {
            continue;
        }
        cur = (cur + 1).max(i32::from(m));
        s += cur;
    }
    (cur <= 9).then_some(s)
}

/// The largest sum, from maximums sorted in descending order (mirror of [`low`]).
#[cfg(test)]
fn high(maxs: &[u8], distinct: bool, skip: usize) -> Option<i32> {
    if !distinct {
        return Some(
            maxs.iter()
                .enumerate()
                .filter(|&(i, _)| i != skip)
                .map(|(_, &m)| i32::from(m))
                .sum(),
        );
    }
    let (mut cur, mut s) = (10i32, 0i32);
    for (i, &m) in maxs.iter().enumerate() {
        if i == skip {
            continue;
        }
        cur = (cur - 1).min(i32::from(m));
        s += cur;
    }
    (cur >= 1).then_some(s)
}

/// What one pass over a term's cells tells: the smallest and largest sums of its
/// digits (before its coefficient), its open cells, and the widest span (largest less
/// smallest candidate) of an open cell.
struct TermBounds {
    lo: i32,
    hi: i32,
    open: u32,
    span: i32,
}

/// The bounds of a term in one pass over its cells, without sorting: for a term of
/// distinct digits, each cell in turn takes the smallest digit at least its minimum
/// that no earlier cell took (and the largest at most its maximum). The digits taken
/// do not depend on the order (the cells' ranges are all open upwards, or all
/// downwards), so this is the sum of ascending minimums each above the last of [`low`]
/// (and of [`high`]), at a few bit operations per cell.
#[inline]
fn term_bounds(t: &Term, cells: &Cells) -> Result<TermBounds, Contradiction> {
    let (mut lo, mut hi, mut open, mut span) = (0i32, 0i32, 0u32, 0i32);
    if t.distinct {
        let (mut low_set, mut high_set) = (0u16, 0u16);
        for &c in &t.cells {
            let v = cells.get(c);
            let top = 15 - v.leading_zeros() as i32;
            let bottom = v.trailing_zeros() as i32;
            if top != bottom {
                open += 1;
                span = span.max(top - bottom);
            }
            let free_up = !(low_set | ((v & v.wrapping_neg()) - 1));
            low_set |= free_up & free_up.wrapping_neg();
            let free_down = !high_set & ((2u16 << top) - 1);
            if free_down == 0 {
                return Err(Contradiction);
            }
            high_set |= 0x8000 >> free_down.leading_zeros();
        }
        if low_set > ALL {
            return Err(Contradiction);
        }
        lo = i32::from(SUM[low_set as usize]);
        hi = i32::from(SUM[high_set as usize]);
    } else {
        for &c in &t.cells {
            let v = cells.get(c);
            let (small, large) = (min_value(v) as i32, max_value(v) as i32);
            if small != large {
                open += 1;
                span = span.max(large - small);
            }
            lo += small;
            hi += large;
        }
    }
    Ok(TermBounds { lo, hi, open, span })
}

/// For a term of distinct digits, what leaving one cell out takes off its bounds.
///
/// The smallest sum gives the minimums, in ascending order, each the smallest digit at
/// least its minimum and above the last. Leaving out the first cell whose minimum is m
/// drops its digit, and each later cell whose minimum was no more than the digit before
/// it steps down into that digit's place, until one whose minimum is above: the sum
/// loses the digit at the end of that chain, `low[m]`. The largest sum mirrors it
/// (`high[m]` for a cell whose largest digit is m).
struct Drops {
    lo: i32,
    hi: i32,
    low: [u8; 10],
    high: [u8; 10],
}

impl Drops {
    /// The drops of a term whose cells have these smallest and largest digits, when
    /// its bounds are within reach.
    #[inline]
    fn new(mins: &[u8], maxs: &[u8]) -> Drops {
        let k = mins.len();
        let (mut smin, mut smax) = ([0u8; 9], [0u8; 9]);
        smin[..k].copy_from_slice(mins);
        smax[..k].copy_from_slice(maxs);
        sort_up(&mut smin[..k]);
        sort_down(&mut smax[..k]);
        let (mut up, mut down) = ([0u8; 9], [0u8; 9]);
        let (mut cur_up, mut cur_down) = (0u8, 10u8);
        let (mut lo, mut hi) = (0i32, 0i32);
        for j in 0..k {
            cur_up = (cur_up + 1).max(smin[j]);
            cur_down = (cur_down - 1).min(smax[j]);
            up[j] = cur_up;
            down[j] = cur_down;
            lo += i32::from(cur_up);
            hi += i32::from(cur_down);
        }
        let (mut low, mut high) = ([0u8; 10], [0u8; 10]);
        let (mut end_up, mut end_down) = (0u8, 0u8);
        // Backwards, so that the first cell with a given minimum (maximum) writes last.
        for j in (0..k).rev() {
            if j + 1 == k || smin[j + 1] > up[j] {
                end_up = up[j];
            }
            if j + 1 == k || smax[j + 1] < down[j] {
                end_down = down[j];
            }
            low[smin[j] as usize] = end_up;
            high[smax[j] as usize] = end_down;
        }
        Drops { lo, hi, low, high }
    }
}

/// The range of `coeff · x` for `x` in `[lo, hi]`.
#[inline]
fn scaled(coeff: i32, lo: i32, hi: i32) -> (i32, i32) {
    if coeff > 0 {
        (coeff * lo, coeff * hi)
    } else {
        (coeff * hi, coeff * lo)
    }
}

impl Sum {
    /// Whether the exact reasoning of `sum_sets` applies: coefficients ±1, few terms,
    /// small groups, and every sum within 127.
    fn exact_fits(&self) -> bool {
        let cells: usize = self.terms.iter().map(|t| t.cells.len()).sum();
        self.terms.len() <= MAX_TERMS
            && cells <= 14
            && self.terms.iter().all(|t| {
                t.coeff.abs() == 1
                    && t.cells.len() <= MAX_GROUP
                    && (t.cells.len() == 1 || t.distinct)
            })
    }

    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        self.narrow(cells)?;
        self.naked_groups(cells)
    }

    /// When the open cells of a group of peers have as many digits between them as
    /// there are cells, those digits are theirs: the cells that see the whole group
    /// lose them (a naked subset the sum has made, as when two cells must be 8 and 9).
    fn naked_groups(&self, cells: &mut Cells) -> Flow {
        for t in &self.terms {
            if !t.distinct || t.seen == 0 {
                continue;
            }
            let (mut union, mut open) = (0u16, 0u32);
            for &c in &t.cells {
                let m = cells.get(c);
                if !at_most_one(m) {
                    union |= m;
                    open += 1;
                }
            }
            if open >= 2 && union.count_ones() == open {
                let mut seen = t.seen;
                while seen != 0 {
                    let c = seen.trailing_zeros() as u8;
                    seen &= seen - 1;
                    cells.restrict(c, !union)?;
                }
            }
        }
        Ok(())
    }

    /// The bounds, exact and few-cell reasoning.
    fn narrow(&self, cells: &mut Cells) -> Flow {
        // Each term's bounds and the most one of its cells can move the sum; the
        // largest coefficient, for the early exit.
        let mut bounds = [(0i32, 0i32, 0i32); 16];
        let (mut lo, mut hi, mut widest) = (0i32, 0i32, 0i32);
        let mut open = 0u32;
        for (ti, t) in self.terms.iter().enumerate() {
            let tb = term_bounds(t, cells)?;
            let (a, b) = scaled(t.coeff, tb.lo, tb.hi);
            if ti < 16 {
                bounds[ti] = (a, b, t.coeff.abs() * tb.span);
            }
            lo += a;
            hi += b;
            widest = widest.max(t.coeff.abs());
            open += tb.open;
        }
        if self.total < lo || self.total > hi {
            return Err(Contradiction);
        }
        if open <= 3 {
            return self.few(cells);
        }
        // A cell moves the sum by at most 8 steps of its coefficient: with that much
        // room on both sides, the bounds prune nothing.
        if self.total - lo >= 8 * widest && hi - self.total >= 8 * widest {
            return Ok(());
        }
        if self.exact && self.exact_fits() {
            let mut groups: [Group; MAX_TERMS] = std::array::from_fn(|_| Group {
                cells: &[],
                negative: false,
                distinct: false,
            });
            for (g, t) in groups.iter_mut().zip(&self.terms) {
                *g = Group {
                    cells: &t.cells,
                    negative: t.coeff < 0,
                    distinct: t.distinct,
                };
            }
            return sum_sets::exact(&groups[..self.terms.len()], self.total, cells);
        }
        // A cell of span w (times its coefficient) within `slack` of both ends loses
        // nothing: the rest of the sum without it moves its bounds by at least its own
        // smallest (largest) digit, so its whole span stays reachable.
        let slack = (self.total - lo).min(hi - self.total);
        for (ti, t) in self.terms.iter().enumerate() {
            let (term_lo, term_hi, reach) = if ti < 16 {
                bounds[ti]
            } else {
                let tb = term_bounds(t, cells)?;
                let (a, b) = scaled(t.coeff, tb.lo, tb.hi);
                (a, b, t.coeff.abs() * tb.span)
            };
            if slack >= reach {
                continue;
            }
            let k = t.cells.len();
            let (mut mins, mut maxs) = ([0u8; 9], [0u8; 9]);
            for (i, &c) in t.cells.iter().enumerate() {
                let v = cells.get(c);
                mins[i] = min_value(v) as u8;
                maxs[i] = max_value(v) as u8;
            }
            let drops = t.distinct.then(|| Drops::new(&mins[..k], &maxs[..k]));
            let (whole_lo, whole_hi): (i32, i32) = match &drops {
                Some(d) => (d.lo, d.hi),
                None => (
                    mins[..k].iter().map(|&m| i32::from(m)).sum(),
                    maxs[..k].iter().map(|&m| i32::from(m)).sum(),
                ),
            };
            for (i, &c) in t.cells.iter().enumerate() {
                let v = cells.get(c);
                if at_most_one(v) || slack >= t.coeff.abs() * i32::from(maxs[i] - mins[i]) {
                    continue;
                }
                // The term without this cell.
                let (without_lo, without_hi) = match &drops {
                    Some(d) => (
                        whole_lo - i32::from(d.low[mins[i] as usize]),
                        whole_hi - i32::from(d.high[maxs[i] as usize]),
                    ),
                    None => (whole_lo - i32::from(mins[i]), whole_hi - i32::from(maxs[i])),
                };
                let (wl, wh) = scaled(t.coeff, without_lo, without_hi);
                let rest_lo = lo - term_lo + wl;
                let rest_hi = hi - term_hi + wh;
                // coeff · x within [total - rest_hi, total - rest_lo].
                let (a, b) = (self.total - rest_hi, self.total - rest_lo);
                let (x_lo, x_hi) = if t.coeff == 1 {
                    (a, b)
                } else if t.coeff == -1 {
                    (-b, -a)
                } else if t.coeff > 0 {
                    (div_ceil(a, t.coeff), div_floor(b, t.coeff))
                } else {
                    (div_ceil(b, t.coeff), div_floor(a, t.coeff))
                };
                cells.restrict(c, at_least(x_lo) & at_most(x_hi))?;
            }
        }
        Ok(())
    }

    /// With two or three open cells, each keeps the digits that are part of a whole
    /// solution of the sum (digits in one distinct term differ).
    fn few(&self, cells: &mut Cells) -> Flow {
        let mut fixed = 0i32;
        // (cell, coefficient, term index, mask)
        let mut open = [(0u8, 0i32, 0usize, 0u16); 3];
        let mut n = 0;
        for (ti, t) in self.terms.iter().enumerate() {
            for &c in &t.cells {
                let v = cells.get(c);
                if at_most_one(v) {
                    fixed += t.coeff * min_value(v) as i32;
                } else {
                    if n == 3 {
                        return Ok(());
                    }
                    open[n] = (c, t.coeff, ti, v);
                    n += 1;
                }
            }
        }
        let rest = self.total - fixed;
        let differ = |i: usize, j: usize| open[i].2 == open[j].2 && self.terms[open[i].2].distinct;
        let mut keep = [0u16; 3];
        match n {
            0 => {
                return if rest == 0 {
                    Ok(())
                } else {
                    Err(Contradiction)
                };
            }
            1 => {
                let (_, c0, _, m0) = open[0];
                if rest % c0 == 0 && (1..=9).contains(&(rest / c0)) {
                    keep[0] = m0 & 1 << (rest / c0 - 1);
                }
            }
            2 => {
                let ((_, c0, _, m0), (_, c1, _, m1)) = (open[0], open[1]);
                let same = differ(0, 1);
                for x in digits(m0).map(|d| d as i32) {
                    let Some(y) = quotient(rest - c0 * x, c1) else {
                        continue;
                    };
                    if (1..=9).contains(&y) && m1 >> (y - 1) & 1 == 1 && !(same && x == y) {
                        keep[0] |= 1 << (x - 1);
                        keep[1] |= 1 << (y - 1);
                    }
                }
            }
            _ => {
                let ((_, c0, _, m0), (_, c1, _, m1), (_, c2, _, m2)) = (open[0], open[1], open[2]);
                let (d01, d02, d12) = (differ(0, 1), differ(0, 2), differ(1, 2));
                for x in digits(m0).map(|d| d as i32) {
                    for y in digits(m1).map(|d| d as i32) {
                        if d01 && x == y {
                            continue;
                        }
                        let Some(z) = quotient(rest - c0 * x - c1 * y, c2) else {
                            continue;
                        };
                        if (1..=9).contains(&z)
                            && m2 >> (z - 1) & 1 == 1
                            && !(d02 && x == z)
                            && !(d12 && y == z)
                        {
                            keep[0] |= 1 << (x - 1);
                            keep[1] |= 1 << (y - 1);
                            keep[2] |= 1 << (z - 1);
                        }
                    }
                }
            }
        }
        for i in 0..n {
            cells.restrict(open[i].0, keep[i] & ALL)?;
        }
        Ok(())
    }
}

/// `r / c` when `c` divides `r` (no division for the usual coefficients 1 and -1).
#[inline(always)]
fn quotient(r: i32, c: i32) -> Option<i32> {
    match c {
        1 => Some(r),
        -1 => Some(-r),
        _ => (r % c == 0).then(|| r / c),
    }
}

/// Insertion sort, ascending (a few elements).
#[inline]
fn sort_up(xs: &mut [u8]) {
    for i in 1..xs.len() {
        let mut j = i;
        while j > 0 && xs[j - 1] > xs[j] {
            xs.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Insertion sort, descending.
#[inline]
fn sort_down(xs: &mut [u8]) {
    for i in 1..xs.len() {
        let mut j = i;
        while j > 0 && xs[j - 1] < xs[j] {
            xs.swap(j - 1, j);
            j -= 1;
        }
    }
}

fn div_floor(a: i32, b: i32) -> i32 {
    a.div_euclid(b) - i32::from(b < 0 && a.rem_euclid(b) != 0)
}

fn div_ceil(a: i32, b: i32) -> i32 {
    -div_floor(-a, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_and_quotients() {
        assert_eq!(digits(0b1_0000_1010).collect::<Vec<_>>(), vec![2, 4, 9]);
        assert_eq!(digits(0).next(), None);
        assert_eq!((quotient(7, 1), quotient(7, -1)), (Some(7), Some(-7)));
        assert_eq!((quotient(-20, -10), quotient(7, 2)), (Some(2), None));
    }

    #[test]
    fn rounding() {
        assert_eq!((div_floor(7, 2), div_ceil(7, 2)), (3, 4));
        assert_eq!((div_floor(-7, 2), div_ceil(-7, 2)), (-4, -3));
        assert_eq!((div_floor(7, -2), div_ceil(7, -2)), (-4, -3));
        assert_eq!((div_floor(-7, -2), div_ceil(-7, -2)), (3, 4));
    }

    /// The one-pass bounds of a distinct term agree with the sorted greedy of [`low`]
    /// and [`high`] (failing together too), and so do its drops for each cell left
    /// out: every term of up to three cells with any smallest and largest digits, and
    /// random terms of four to nine.
    #[test]
    fn one_pass_bounds_match_the_sorted_greedy() {
        let ranges: Vec<u16> = (0..9)
            .flat_map(|a| (a..9).map(move |b| 1 << a | 1 << b))
            .collect();
        let check = |masks: &[u16]| {
            let mut cands = [ALL; 81];
            cands[..masks.len()].copy_from_slice(masks);
            let cells = Cells::new(&mut cands);
            let term = Term {
                coeff: 1,
                cells: (0..masks.len() as u8).collect(),
                distinct: true,
                seen: 0,
            };
            let mut mins: Vec<u8> = masks.iter().map(|&m| min_value(m) as u8).collect();
            let mut maxs: Vec<u8> = masks.iter().map(|&m| max_value(m) as u8).collect();
            sort_up(&mut mins);
            sort_down(&mut maxs);
            let sorted = low(&mins, true, usize::MAX).zip(high(&maxs, true, usize::MAX));
            let one_pass = term_bounds(&term, &cells).ok().map(|b| (b.lo, b.hi));
            assert_eq!(one_pass, sorted, "{masks:?}");
            let Some((lo, hi)) = sorted else {
                return;
            };
            let (cell_mins, cell_maxs): (Vec<u8>, Vec<u8>) = masks
                .iter()
                .map(|&m| (min_value(m) as u8, max_value(m) as u8))
                .unzip();
            let drops = Drops::new(&cell_mins, &cell_maxs);
            assert_eq!((drops.lo, drops.hi), (lo, hi), "{masks:?}");
            for (&m, &x) in cell_mins.iter().zip(&cell_maxs) {
                let skip_lo = mins.iter().position(|&v| v == m).unwrap();
                let skip_hi = maxs.iter().position(|&v| v == x).unwrap();
                assert_eq!(
                    (
                        lo - i32::from(drops.low[m as usize]),
                        hi - i32::from(drops.high[x as usize])
                    ),
                    (
                        low(&mins, true, skip_lo).unwrap(),
                        high(&maxs, true, skip_hi).unwrap()
                    ),
                    "{masks:?} without a cell of {m}..{x}"
                );
            }
        };
        for &a in &ranges {
            check(&[a]);
            for &b in &ranges {
                check(&[a, b]);
                for &c in &ranges {
                    check(&[a, b, c]);
                }
            }
        }
        let mut rng = crate::rng::Rng::new(7);
        for _ in 0..100_000 {
            let k = 4 + rng.index(6);
            let masks: Vec<u16> = (0..k).map(|_| ranges[rng.index(ranges.len())]).collect();
            check(&masks);
        }
    }

    #[test]
    fn distinct_bounds_and_arrow() {
        let mut cands = [ALL; 81];
        let mut cells = Cells::new(&mut cands);
        // Three distinct cells summing to 7: {1, 2, 4} (three open cells: exact).
        let s = Sum {
            terms: vec![Term {
                coeff: 1,
                cells: vec![0, 1, 2],
                distinct: true,
                seen: 0,
            }],
            total: 7,
            exact: false,
        };
        s.run(&mut cells).unwrap();
        assert_eq!(cells.get(0), 0b1011);
        // An arrow: circle r2c1 = r2c2 + r2c3 with the shaft cells distinct.
        let arrow = Sum {
            terms: vec![
                Term {
                    coeff: -1,
                    cells: vec![9],
                    distinct: false,
                    seen: 0,
                },
                Term {
                    coeff: 1,
                    cells: vec![10, 11],
                    distinct: true,
                    seen: 0,
                },
            ],
            total: 0,
            exact: false,
        };
        arrow.run(&mut cells).unwrap();
        assert_eq!(cells.get(9), ALL & !0b11); // at least 1 + 2
        assert_eq!(cells.get(10), 0xFF); // at most 9 - 1
    }
}
