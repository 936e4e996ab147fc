//! `Conflict` and `Clash`: a digit repeated in a house, and clashing givens in words.

use std::fmt;

use super::cell::Cell;
use super::digit::Digit;
use super::house::House;

/// Two cells of one house that hold the same digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Conflict {
    /// The repeated digit.
    pub digit: Digit,
    /// The house where it repeats.
    #[serde(serialize_with = "serialize_house")]
    pub house: House,
    /// The two cells, in increasing index.
    pub cells: [Cell; 2],
}

fn serialize_house<S: serde::Serializer>(h: &House, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(h)
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "digit {} repeated in {} at {} and {}",
            self.digit, self.house, self.cells[0], self.cells[1]
        )
    }
}

/// Clashing givens in words, the one wording every message about them uses:
/// `givens clash: digit 4 repeated in row 3 at r3c1 and r3c7` (several pairs joined by
/// `; `). At most [`Clash::SHOWN`] pairs are spelled out, then how many more there are:
/// a grid of one repeated digit clashes in hundreds of pairs, and a message of kilobytes
/// helps nobody (the JSON records keep every pair).
///
/// ```
/// use nonet::grid::Clash;
/// let mut text = ".".repeat(81);
/// text.replace_range(18..19, "4");
/// text.replace_range(24..25, "4");
/// let grid: nonet::Grid = text.parse().unwrap();
/// assert_eq!(
///     Clash(&grid.conflicts()).to_string(),
///     "givens clash: digit 4 repeated in row 3 at r3c1 and r3c7"
/// );
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Clash<'a>(pub &'a [Conflict]);

impl Clash<'_> {
    /// The most pairs a message spells out.
    pub const SHOWN: usize = 5;
}

impl fmt::Display for Clash<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("givens clash: ")?;
        for (i, c) in self.0.iter().take(Self::SHOWN).enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{c}")?;
        }
        let more = self.0.len().saturating_sub(Self::SHOWN);
        if more > 0 {
            write!(f, "; and {more} more ({} in all)", self.0.len())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    #[test]
    fn a_grid_of_one_repeated_digit_is_said_in_a_few_pairs() {
        let grid: Grid = "1".repeat(81).parse().unwrap();
        let conflicts = grid.conflicts();
        assert!(conflicts.len() > Clash::SHOWN, "{}", conflicts.len());
        let text = Clash(&conflicts).to_string();
        assert_eq!(text.matches("repeated").count(), Clash::SHOWN, "{text}");
        let more = conflicts.len() - Clash::SHOWN;
        assert!(
            text.ends_with(&format!("; and {more} more ({} in all)", conflicts.len())),
            "{text}"
        );
    }
}
