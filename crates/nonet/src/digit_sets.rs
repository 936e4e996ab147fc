//! Sets of distinct digits as 9-bit masks (bit `v - 1` for digit `v`, the layout of
//! [`crate::Candidates`]) and the tables over them, computed at compile time: each
//! set's sum, and the sets of each size and sum (a cage's combinations). Shared by the
//! variant solver's propagators and the logic's sum steps.

/// The sum of the digits of each mask.
pub(crate) static SUM: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut m = 0;
    while m < 512 {
        let mut s = 0;
        let mut v = 1;
        while v <= 9 {
            if m >> (v - 1) & 1 == 1 {
                s += v;
            }
            v += 1;
        }
        t[m] = s as u8;
        m += 1;
    }
    t
};

/// Largest sum of distinct digits.
const MAX_SUM: usize = 45;

/// Every mask, ordered by (number of digits, sum): the combinations of `n` distinct
/// digits with sum `s` are `ORDER[START[n][s]..START[n][s + 1]]` (see [`combos`]).
static ORDER: [u16; 512] = {
    let mut out = [0u16; 512];
    let mut k = 0;
    let mut n = 0;
    while n <= 9 {
        let mut s = 0;
        while s <= MAX_SUM {
            let mut m = 0;
            while m < 512 {
                if (m as u16).count_ones() as usize == n && SUM[m] as usize == s {
                    out[k] = m as u16;
                    k += 1;
                }
                m += 1;
            }
            s += 1;
        }
        n += 1;
    }
    out
};

/// Where the combinations of each (size, sum) start in [`ORDER`]; one extra sum slot
/// ends the last range of each size.
static START: [[u16; MAX_SUM + 2]; 10] = {
    let mut start = [[0u16; MAX_SUM + 2]; 10];
    let mut k = 0u16;
    let mut n = 0;
    while n <= 9 {
        let mut s = 0;
        while s <= MAX_SUM {
            start[n][s] = k;
            let mut m = 0;
            while m < 512 {
                if (m as u16).count_ones() as usize == n && SUM[m] as usize == s {
                    k += 1;
                }
                m += 1;
            }
            s += 1;
        }
        start[n][MAX_SUM + 1] = k;
        n += 1;
    }
    start
};

/// The sets of `n` distinct digits that sum to `sum` (empty for impossible ones).
#[inline]
pub(crate) fn combos(n: usize, sum: i32) -> &'static [u16] {
    if n > 9 || !(0..=MAX_SUM as i32).contains(&sum) {
        return &[];
    }
    let s = sum as usize;
    &ORDER[START[n][s] as usize..START[n][s + 1] as usize]
}

/// The sum of the digits of a set.
#[inline]
pub(crate) fn digit_sum(set: u16) -> u32 {
    u32::from(SUM[usize::from(set & 0x1FF)])
}
