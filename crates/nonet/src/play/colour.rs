//! `Colour`: one of the nine highlight colours a player paints cells with.

use std::fmt;

use crate::grid::Digit;

/// A player's highlight colour, numbered 1 to 9 as SudokuPad numbers its palette; a
/// cell may hold several. The game keeps only the numbers: which colour each number
/// shows as is the view's choice (a theme may change it).
///
/// In JSON a number 1 to 9. Stored as a [`Digit`] because it is the same range, so a
/// cell's colours are a set like its marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Colour(Digit);

impl Colour {
    /// Colour `n`, or `None` outside 1 to 9.
    pub const fn new(n: u8) -> Option<Colour> {
        match Digit::new(n) {
            Some(d) => Some(Colour(d)),
            None => None,
        }
    }

    /// Its number, 1 to 9.
    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// The digit of the same number, the key of a cell's colour set.
    pub(crate) const fn as_digit(self) -> Digit {
        self.0
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

impl serde::Serialize for Colour {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.get())
    }
}

/// Reads a number 1 to 9, the form `Serialize` writes.
impl<'de> serde::Deserialize<'de> for Colour {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Colour, D::Error> {
        let n = u64::deserialize(d)?;
        u8::try_from(n)
            .ok()
            .and_then(Colour::new)
            .ok_or_else(|| serde::de::Error::custom(format!("colour {n} is not 1 to 9")))
    }
}

#[cfg(test)]
mod tests {
    use super::Colour;

    #[test]
    fn json_is_the_number_and_only_one_to_nine_reads() {
        let c = Colour::new(7).unwrap();
        assert_eq!(serde_json::to_string(&c).unwrap(), "7");
        assert_eq!(serde_json::from_str::<Colour>("7").unwrap(), c);
        for bad in ["0", "10", "300", "-1"] {
            assert!(serde_json::from_str::<Colour>(bad).is_err(), "{bad}");
        }
        let err = serde_json::from_str::<Colour>("12")
            .unwrap_err()
            .to_string();
        assert!(err.contains("colour 12 is not 1 to 9"), "{err}");
        assert_eq!(Colour::new(0), None);
    }
}
