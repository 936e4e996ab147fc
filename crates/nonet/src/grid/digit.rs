//! `Digit`: one of the nine Sudoku symbols, 1 to 9.

use std::fmt;
use std::num::NonZeroU8;

/// A Sudoku digit, 1 to 9.
///
/// Built through [`Digit::new`], so a `Digit` in hand is always in range; `Option<Digit>`
/// is one byte, which is how a [`Grid`](crate::Grid) cell is read.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Digit(NonZeroU8);

impl Digit {
    /// The digits 1 to 9, in order.
    pub const ALL: [Digit; 9] = {
        let mut all = [Digit(NonZeroU8::MIN); 9];
        let mut i = 0;
        while i < 9 {
            all[i] = Digit::from_index(i);
            i += 1;
        }
        all
    };

    /// The digit `value`, if it is in 1..=9.
    pub const fn new(value: u8) -> Option<Digit> {
        match NonZeroU8::new(value) {
            Some(nz) if value <= 9 => Some(Digit(nz)),
            _ => None,
        }
    }

    /// The digit whose zero-based index is `index` (0 is digit 1).
    ///
    /// # Panics
    /// If `index >= 9`; callers index with values they derived from a digit or a bitset.
    pub const fn from_index(index: usize) -> Digit {
        assert!(index < 9, "digit index out of range");
        match NonZeroU8::new(index as u8 + 1) {
            Some(nz) => Digit(nz),
            None => unreachable!(),
        }
    }

    /// The digit's value, 1 to 9.
    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// The zero-based index, 0 to 8, for tables indexed by digit.
    pub const fn index(self) -> usize {
        self.0.get() as usize - 1
    }

    /// This digit's bit in a [`Candidates`](crate::Candidates) set.
    pub const fn bit(self) -> u16 {
        1 << (self.0.get() - 1)
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

impl fmt::Debug for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

impl From<Digit> for u8 {
    fn from(d: Digit) -> u8 {
        d.get()
    }
}

impl serde::Serialize for Digit {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.get())
    }
}

/// Reads a number 1..=9, the form `Serialize` writes.
impl<'de> serde::Deserialize<'de> for Digit {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Digit, D::Error> {
        let value = u8::deserialize(d)?;
        Digit::new(value)
            .ok_or_else(|| serde::de::Error::custom(format!("{value} is not a digit 1..9")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn range_is_enforced() {
        assert!(Digit::new(0).is_none());
        assert!(Digit::new(10).is_none());
        for v in 1..=9 {
            let d = Digit::new(v).unwrap();
            assert_eq!(d.get(), v);
            assert_eq!(Digit::from_index(d.index()), d);
            assert_eq!(d.bit(), 1 << (v - 1));
        }
        assert_eq!(std::mem::size_of::<Option<Digit>>(), 1);
    }

    #[test]
    fn serde_round_trip() {
        for d in Digit::ALL {
            let json = serde_json::to_string(&d).unwrap();
            assert_eq!(serde_json::from_str::<Digit>(&json).unwrap(), d);
        }
        assert!(serde_json::from_str::<Digit>("0").is_err());
        assert!(serde_json::from_str::<Digit>("10").is_err());
    }

    #[test]
    fn all_is_in_order() {
        let values: Vec<u8> = Digit::ALL.iter().map(|d| d.get()).collect();
        assert_eq!(values, (1..=9).collect::<Vec<_>>());
    }
}
