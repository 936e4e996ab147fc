//! Walking the set bits of a mask: as one-bit masks ([`ones`]) or as their indices
//! ([`indices`]), lowest first.
//!
//! Every layer keeps sets as machine words (a cell's digits in a `u16`, a line's
//! positions, a house's cells in a `u32`, a set of subsets in a `u64`), and every
//! layer walks them; one walk serves them all.

/// An unsigned word whose set bits can be walked.
pub(crate) trait Mask: Copy {
    /// Whether no bit is set.
    fn is_empty(self) -> bool;
    /// The lowest set bit alone (zero when none is).
    fn lowest(self) -> Self;
    /// The word without its lowest set bit.
    fn without_lowest(self) -> Self;
    /// The index of the lowest set bit.
    fn lowest_index(self) -> usize;
}

macro_rules! mask {
    ($($t:ty),*) => {$(
        impl Mask for $t {
            #[inline(always)]
            fn is_empty(self) -> bool {
                self == 0
            }
            #[inline(always)]
            fn lowest(self) -> Self {
                self & self.wrapping_neg()
            }
            #[inline(always)]
            fn without_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
            #[inline(always)]
            fn lowest_index(self) -> usize {
                self.trailing_zeros() as usize
            }
        }
    )*};
}

mask!(u16, u32, u64, u128);

/// The set bits of `mask`, each as a one-bit mask, lowest first.
#[inline]
pub(crate) fn ones<M: Mask>(mask: M) -> impl Iterator<Item = M> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        (!rest.is_empty()).then(|| {
            let low = rest.lowest();
            rest = rest.without_lowest();
            low
        })
    })
}

/// The indices of the set bits of `mask`, ascending.
#[inline]
pub(crate) fn indices<M: Mask>(mask: M) -> impl Iterator<Item = usize> {
    ones(mask).map(Mask::lowest_index)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walks_every_set_bit_once_lowest_first() {
        let mask = 0b1010_0110_u16;
        assert_eq!(
            ones(mask).collect::<Vec<_>>(),
            [0b10, 0b100, 0b10_0000, 0b1000_0000]
        );
        assert_eq!(indices(mask).collect::<Vec<_>>(), [1, 2, 5, 7]);
        assert_eq!(indices(1u128 << 127 | 1).collect::<Vec<_>>(), [0, 127]);
        assert_eq!(ones(u64::MAX).count(), 64);
        assert_eq!(ones(0u32).next(), None);
        assert_eq!(indices(0u16).next(), None);
    }

    #[test]
    fn the_ones_add_back_to_the_mask() {
        let mut x = 0x9E37_79B9_7F4A_7C15_u64;
        for _ in 0..1000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            assert_eq!(ones(x).fold(0, |m, b| m | b), x);
            assert_eq!(indices(x).fold(0, |m, i| m | 1 << i), x);
            assert!(ones(x).all(|b| b.count_ones() == 1));
        }
    }
}
