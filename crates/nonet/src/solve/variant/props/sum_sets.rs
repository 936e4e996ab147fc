//! Exact reasoning for a linear sum with coefficients ±1, through reachable sums.
//!
//! A cell with coefficient −1 reads as `10 − digit` (its mask reversed) and adds 10 to
//! the total, so every term counts positively. Each term's reachable sums are a bit set
//! (bit s = sum s): a lone cell's are its digits, a group of peers' are the sums of its
//! assignments with distinct digits. Sums reachable before and after each term
//! (prefix and suffix sets, combined by shifting) tell which sums the term may take so
//! that the total is still reachable; each cell keeps the digits of the assignments
//! that give those sums. This is exact for the sum with its groups (it ignores peers
//! between groups), where the bounds reasoning of `sum.rs` only moves the ends of each
//! cell's range.

use crate::solve::variant::bits::{bit, has, shl, shr};
use crate::solve::variant::state::{Cells, Contradiction, Flow};

/// The most cells a group may have here (its assignments are enumerated).
pub(in crate::solve::variant) const MAX_GROUP: usize = 4;

/// The largest sum of a group here: its digits distinct, 9 + 8 + 7 + 6.
const MAX_GROUP_SUM: usize = 30;

/// The most terms a sum may have here.
pub(in crate::solve::variant) const MAX_TERMS: usize = 16;

/// One term as the exact reasoning sees it: its cells and whether the coefficient is
/// −1.
pub(in crate::solve::variant) struct Group<'a> {
    pub(in crate::solve::variant) cells: &'a [u8],
    pub(in crate::solve::variant) negative: bool,
    pub(in crate::solve::variant) distinct: bool,
}

/// Reverses a digit mask: digit d becomes 10 − d.
#[inline(always)]
fn reverse(m: u16) -> u16 {
    (m.reverse_bits() >> 7) & 0x1FF
}

/// `a` shifted by each sum of `b` (the sums of one from each).
#[inline]
fn add(a: u128, mut b: u128) -> u128 {
    let mut out = 0;
    while b != 0 {
        let s = b.trailing_zeros();
        b &= b - 1;
        out |= shl(a, s);
    }
    out
}

/// `a` shifted down by each sum of `b` (bit x when x + s is in `a` for some s of `b`).
#[inline]
fn take(a: u128, mut b: u128) -> u128 {
    let mut out = 0;
    while b != 0 {
        let s = b.trailing_zeros();
        b &= b - 1;
        out |= shr(a, s);
    }
    out
}

/// Calls `f(digits, sum)` for each assignment of distinct digits to cells with
/// candidates `masks` (at most [`MAX_GROUP`]), the digits packed 16 bits a cell (the
/// mask of cell i at bit 16 i), so that a sum's row of digits per cell is one OR.
///
/// Depth-first without recursion. (A recursive walk writing each cell's digit to its
/// row separately spent a fifth of the time of the little killer with disjoint groups
/// of the variants file, natively.)
#[inline(always)]
fn assignments(masks: &[u16], mut f: impl FnMut(u64, u32)) {
    let n = masks.len();
    if n == 0 {
        return;
    }
    // At each depth: the digits still to try there, the digits and sum chosen above.
    let mut left = [0u16; MAX_GROUP];
    let mut used = [0u16; MAX_GROUP];
    let mut packed = [0u64; MAX_GROUP];
    let mut sum = [0u32; MAX_GROUP];
    left[0] = masks[0];
    let mut i = 0;
    loop {
        if left[i] == 0 {
            if i == 0 {
                return;
            }
            i -= 1;
            continue;
        }
        let d = left[i] & left[i].wrapping_neg();
        left[i] &= left[i] - 1;
        let p = packed[i] | u64::from(d) << (16 * i);
        let s = sum[i] + d.trailing_zeros() + 1;
        if i + 1 == n {
            f(p, s);
        } else {
            i += 1;
            used[i] = used[i - 1] | d;
            packed[i] = p;
            sum[i] = s;
            left[i] = masks[i] & !used[i];
        }
    }
}

/// Narrows the cells of `Σ groups = total` to the digits of assignments that make it.
pub(in crate::solve::variant) fn exact(groups: &[Group], total: i32, cells: &mut Cells) -> Flow {
    let k = groups.len();
    let mut masks = [[0u16; MAX_GROUP]; MAX_TERMS];
    let mut sets = [0u128; MAX_TERMS];
    // For a group of distinct digits, each sum's assignments' digits per cell: one
    // enumeration serves both the reachable sums and what each cell keeps.
    let mut by_sum = [[0u64; MAX_GROUP_SUM + 1]; MAX_TERMS];
    let mut total = total;
    for (g, group) in groups.iter().enumerate() {
        for (i, &c) in group.cells.iter().enumerate() {
            let m = cells.get(c);
            masks[g][i] = if group.negative { reverse(m) } else { m };
        }
        if group.negative {
            total += 10 * group.cells.len() as i32;
        }
        let n = group.cells.len();
        sets[g] = if n == 1 {
            u128::from(masks[g][0]) << 1
        } else if group.distinct {
            let mut s = 0u128;
            let rows = &mut by_sum[g];
            assignments(&masks[g][..n], |digits, sum| {
                s |= bit(sum as usize);
                rows[sum as usize] |= digits;
            });
            s
        } else {
            let mut s = 1u128;
            for &m in &masks[g][..n] {
                s = add(s, u128::from(m) << 1);
            }
            s
        };
    }
    if !(0..128).contains(&total) {
        return Err(Contradiction);
    }
    let total = total as u32;
    let mut before = [0u128; MAX_TERMS + 1];
    // The suffix sets reflected about the total: bit x of `need[g]` when total − x is
    // a sum of the terms from g on.
    let mut need = [0u128; MAX_TERMS + 1];
    before[0] = 1;
    for g in 0..k {
        before[g + 1] = add(before[g], sets[g]);
    }
    need[k] = bit(total as usize);
    for g in (0..k).rev() {
        need[g] = take(need[g + 1], sets[g]);
    }
    if !has(before[k], total as usize) {
        return Err(Contradiction);
    }
    for (g, group) in groups.iter().enumerate() {
        // The sums this term may take: v such that some sum a of the terms before it
        // and some sum b of those after it make a + v + b = total, that is
        // `before << v` meeting the reflected suffix: one shift per sum of this term.
        // (Adding the prefix and suffix sets first took one shift per sum of the
        // suffix, often a hundred: the hardest little killer of the variants file
        // spent a tenth more time natively, a fifth more in wasm.)
        let mut allowed = 0u128;
        let mut s = sets[g];
        while s != 0 {
            let v = s.trailing_zeros();
            s &= s - 1;
            if v <= total && shl(before[g], v) & need[g + 1] != 0 {
                allowed |= bit(v as usize);
            }
        }
        let n = group.cells.len();
        let mut keep = [0u16; MAX_GROUP];
        if n == 1 {
            keep[0] = (allowed >> 1) as u16 & masks[g][0];
        } else if group.distinct {
            let (mut a, mut digits) = (allowed, 0u64);
            while a != 0 {
                let v = a.trailing_zeros() as usize;
                a &= a - 1;
                digits |= by_sum[g][v];
            }
            for (i, k) in keep.iter_mut().enumerate() {
                *k = (digits >> (16 * i)) as u16;
            }
        } else {
            // Not distinct and not single: keep the masks (never built).
            keep[..n].copy_from_slice(&masks[g][..n]);
        }
        for (i, &c) in group.cells.iter().enumerate() {
            let k = if group.negative {
                reverse(keep[i])
            } else {
                keep[i]
            };
            cells.restrict(c, k)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reversal() {
        assert_eq!(reverse(0b1), 0b1_0000_0000);
        assert_eq!(reverse(0b10), 0b0_1000_0000);
        assert_eq!(reverse(0b1_0000), 0b1_0000);
    }

    #[test]
    fn assignments_are_every_choice_of_distinct_digits() {
        let masks = [
            0b1_0000_0111u16,
            0b0_0001_0110,
            0b1_1000_0001,
            0b0_0000_0011,
        ];
        for n in 1..=MAX_GROUP {
            let mut got = Vec::new();
            assignments(&masks[..n], |digits, sum| got.push((digits, sum)));
            let mut want = Vec::new();
            for code in 0..9u32.pow(n as u32) {
                let ds: Vec<u32> = (0..n).map(|i| code / 9u32.pow(i as u32) % 9).collect();
                let distinct = (0..n).all(|i| (0..i).all(|j| ds[i] != ds[j]));
                if distinct && (0..n).all(|i| masks[i] >> ds[i] & 1 == 1) {
                    let packed = (0..n).fold(0u64, |p, i| p | 1 << (ds[i] + 16 * i as u32));
                    want.push((packed, ds.iter().map(|d| d + 1).sum::<u32>()));
                }
            }
            got.sort_unstable();
            want.sort_unstable();
            assert_eq!(got, want, "{n} cells");
        }
    }

    #[test]
    fn holes_are_pruned() {
        // a + b = 10 with a in {1, 5} and b in {2, 9}: only 1 + 9.
        let mut cands = [0x1FFu16; 81];
        cands[0] = 0b1_0001;
        cands[1] = 0b1_0000_0010;
        let mut cells = Cells::new(&mut cands);
        let groups = [
            Group {
                cells: &[0],
                negative: false,
                distinct: false,
            },
            Group {
                cells: &[1],
                negative: false,
                distinct: false,
            },
        ];
        exact(&groups, 10, &mut cells).unwrap();
        assert_eq!((cells.get(0), cells.get(1)), (0b1, 0b1_0000_0000));
        // Circle = shaft: c - (x + y) = 0 with x, y distinct, c = 3: {1, 2}.
        let mut cands = [0x1FFu16; 81];
        cands[2] = 0b100;
        let mut cells = Cells::new(&mut cands);
        let groups = [
            Group {
                cells: &[2],
                negative: true,
                distinct: false,
            },
            Group {
                cells: &[3, 4],
                negative: false,
                distinct: true,
            },
        ];
        exact(&groups, 0, &mut cells).unwrap();
        assert_eq!((cells.get(3), cells.get(4)), (0b11, 0b11));
    }
}
