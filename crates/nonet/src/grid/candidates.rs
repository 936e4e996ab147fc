//! `Candidates`: a set of digits as nine bits of a `u16`.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub, SubAssign};

use super::digit::Digit;

/// A set of digits, bit `d - 1` for digit `d`.
///
/// Used for a cell's pencil marks and for any other set of digits (the values of a
/// naked pair, the digits missing from a house). Only the low nine bits are ever set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Candidates(u16);

impl Candidates {
    /// No digit.
    pub const EMPTY: Candidates = Candidates(0);
    /// All nine digits.
    pub const ALL: Candidates = Candidates(0x1ff);

    /// The set whose bits are `bits`; bits above the ninth are dropped.
    pub const fn from_bits(bits: u16) -> Candidates {
        Candidates(bits & 0x1ff)
    }

    /// The set holding only `d`.
    pub const fn single(d: Digit) -> Candidates {
        Candidates(d.bit())
    }

    /// The raw nine bits.
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Number of digits in the set.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `d` is in the set.
    pub const fn contains(self, d: Digit) -> bool {
        self.0 & d.bit() != 0
    }

    /// Whether every digit of `other` is in this set.
    pub const fn is_superset(self, other: Candidates) -> bool {
        other.0 & !self.0 == 0
    }

    /// Adds `d`.
    pub fn insert(&mut self, d: Digit) {
        self.0 |= d.bit();
    }

    /// Removes `d`; returns whether it was there.
    pub fn remove(&mut self, d: Digit) -> bool {
        let had = self.contains(d);
        self.0 &= !d.bit();
        had
    }

    /// The set with `d` added.
    pub const fn with(self, d: Digit) -> Candidates {
        Candidates(self.0 | d.bit())
    }

    /// The set with `d` removed.
    pub const fn without(self, d: Digit) -> Candidates {
        Candidates(self.0 & !d.bit())
    }

    /// The smallest digit, if any.
    pub const fn first(self) -> Option<Digit> {
        if self.0 == 0 {
            None
        } else {
            Some(Digit::from_index(self.0.trailing_zeros() as usize))
        }
    }

    /// The only digit, if the set holds exactly one.
    pub const fn single_digit(self) -> Option<Digit> {
        if self.0.is_power_of_two() {
            self.first()
        } else {
            None
        }
    }

    /// The digits in increasing order.
    pub fn iter(self) -> CandidatesIter {
        CandidatesIter(self.0)
    }
}

/// Iterator over the digits of a [`Candidates`], smallest first.
#[derive(Clone)]
pub struct CandidatesIter(u16);

impl Iterator for CandidatesIter {
    type Item = Digit;

    fn next(&mut self) -> Option<Digit> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(Digit::from_index(i))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CandidatesIter {}

impl IntoIterator for Candidates {
    type Item = Digit;
    type IntoIter = CandidatesIter;
    fn into_iter(self) -> CandidatesIter {
        self.iter()
    }
}

impl FromIterator<Digit> for Candidates {
    fn from_iter<I: IntoIterator<Item = Digit>>(iter: I) -> Candidates {
        iter.into_iter().fold(Candidates::EMPTY, Candidates::with)
    }
}

impl BitOr for Candidates {
    type Output = Candidates;
    fn bitor(self, rhs: Candidates) -> Candidates {
        Candidates(self.0 | rhs.0)
    }
}

impl BitOrAssign for Candidates {
    fn bitor_assign(&mut self, rhs: Candidates) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for Candidates {
    type Output = Candidates;
    fn bitand(self, rhs: Candidates) -> Candidates {
        Candidates(self.0 & rhs.0)
    }
}

impl BitAndAssign for Candidates {
    fn bitand_assign(&mut self, rhs: Candidates) {
        self.0 &= rhs.0;
    }
}

impl BitXor for Candidates {
    type Output = Candidates;
    fn bitxor(self, rhs: Candidates) -> Candidates {
        Candidates(self.0 ^ rhs.0)
    }
}

impl Sub for Candidates {
    type Output = Candidates;
    fn sub(self, rhs: Candidates) -> Candidates {
        Candidates(self.0 & !rhs.0)
    }
}

impl SubAssign for Candidates {
    fn sub_assign(&mut self, rhs: Candidates) {
        self.0 &= !rhs.0;
    }
}

impl Not for Candidates {
    type Output = Candidates;
    fn not(self) -> Candidates {
        Candidates(!self.0 & 0x1ff)
    }
}

impl fmt::Display for Candidates {
    /// The digits run together, e.g. `{137}`; `{}` when empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for d in self.iter() {
            write!(f, "{d}")?;
        }
        f.write_str("}")
    }
}

impl fmt::Debug for Candidates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(v: u8) -> Digit {
        Digit::new(v).unwrap()
    }

    #[test]
    fn set_operations() {
        let a: Candidates = [d(1), d(3), d(7)].into_iter().collect();
        let b = Candidates::single(d(3)).with(d(9));
        assert_eq!(a.len(), 3);
        assert_eq!((a | b).len(), 4);
        assert_eq!((a & b).single_digit(), Some(d(3)));
        assert_eq!((a - b).iter().collect::<Vec<_>>(), vec![d(1), d(7)]);
        assert_eq!((!a).len(), 6);
        assert!(Candidates::ALL.is_superset(a));
        assert!(!a.is_superset(b));
        assert_eq!(a.to_string(), "{137}");
        assert_eq!(Candidates::from_bits(0xffff), Candidates::ALL);
        assert_eq!(a.first(), Some(d(1)));
        assert_eq!(Candidates::EMPTY.first(), None);
    }
}
