//! Digit masks and the tables over them, computed at compile time.
//!
//! A cell's candidates are a `u16` with bit `v - 1` for digit `v` (the layout of
//! [`crate::Candidates`]); a set of digits is the same mask.

/// Every digit.
pub(super) const ALL: u16 = 0x1FF;

/// The mask of digit `v` (1..=9).
#[inline(always)]
pub(super) const fn bit(v: u32) -> u16 {
    1 << (v - 1)
}

/// The digits of a mask, smallest first.
#[inline(always)]
pub(super) fn digits(mask: u16) -> impl Iterator<Item = u32> {
    let mut m = mask;
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let d = m.trailing_zeros() + 1;
            m &= m - 1;
            d
        })
    })
}

/// Whether the mask holds exactly one digit (or none).
#[inline(always)]
pub(super) const fn at_most_one(m: u16) -> bool {
    m & m.wrapping_sub(1) == 0
}

/// The digit of a one-digit mask.
#[inline(always)]
pub(super) const fn value(m: u16) -> u32 {
    m.trailing_zeros() + 1
}

/// The smallest digit of a non-empty mask.
#[inline(always)]
pub(super) const fn min_value(m: u16) -> u32 {
    m.trailing_zeros() + 1
}

/// The largest digit of a non-empty mask.
#[inline(always)]
pub(super) const fn max_value(m: u16) -> u32 {
    16 - m.leading_zeros()
}

/// The digits `>= v` (every digit for `v <= 1`, none for `v > 9`).
#[inline(always)]
pub(super) const fn at_least(v: i32) -> u16 {
    if v <= 1 {
        ALL
    } else if v > 9 {
        0
    } else {
        ALL & !((1u16 << (v - 1)) - 1)
    }
}

/// The digits `<= v` (none for `v < 1`, every digit for `v >= 9`).
#[inline(always)]
pub(super) const fn at_most(v: i32) -> u16 {
    if v < 1 {
        0
    } else if v >= 9 {
        ALL
    } else {
        (1u16 << v) - 1
    }
}

pub(super) use crate::digit_sets::{SUM, combos};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables() {
        assert_eq!(SUM[ALL as usize], 45);
        assert_eq!(combos(2, 3), &[0b11]);
        assert_eq!(combos(2, 17), &[bit(8) | bit(9)]);
        assert_eq!(combos(3, 15).len(), 8);
        assert_eq!(combos(9, 45), &[ALL]);
        assert!(combos(2, 2).is_empty());
        assert_eq!(combos(0, 0), &[0]);
        assert_eq!(at_least(3), ALL & !0b11);
        assert_eq!(at_most(3), 0b111);
        assert_eq!((min_value(0b1010), max_value(0b1010)), (2, 4));
        let total: usize = (0..=9)
            .map(|n| (0..=45).map(|s| combos(n, s).len()).sum::<usize>())
            .sum();
        assert_eq!(total, 512);
    }
}
