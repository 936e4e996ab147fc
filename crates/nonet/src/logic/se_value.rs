//! `SeValue`: a Sudoku Explainer rating, computed as Sudoku Explainer computes it.

use std::cmp::Ordering;
use std::fmt;

/// A Sudoku Explainer rating.
///
/// Sudoku Explainer builds its ratings as IEEE doubles by its own arithmetic (a chain
/// bonus is a running sum of 0.1), and it sorts competing hints on those raw doubles:
/// `6.6 + 0.1` is `6.699999999999999`, which sorts *before* `6.5 + 0.2 = 6.7`. To give
/// the same answers, a `SeValue` keeps the double exactly as SE would compute it, but it
/// is only ever compared through its bit pattern as an integer (for non-negative
/// doubles the bit order is the numeric order), and it is reported in tenths
/// ([`SeValue::tenths`]), SE's own `floor((x + 0.05) * 10)`.
#[derive(Clone, Copy)]
pub struct SeValue(f64);

impl SeValue {
    /// Zero: nothing rated.
    pub const ZERO: SeValue = SeValue(0.0);

    /// The value of a literal rating such as `4.5`, as SE writes it in its source.
    ///
    /// Negative and non-finite inputs are clamped to zero.
    pub const fn new(value: f64) -> SeValue {
        if value >= 0.0 && value <= 1.0e6 {
            SeValue(value)
        } else {
            SeValue(0.0)
        }
    }

    /// This value plus `bonus`, added as one double addition (SE's `rating + bonus`).
    pub fn plus(self, bonus: f64) -> SeValue {
        SeValue::new(self.0 + bonus)
    }

    /// The rating in tenths, as SE prints it: `floor((x + 0.05) * 10)`.
    pub fn tenths(self) -> u16 {
        ((self.0 + 0.05) * 10.0).floor() as u16
    }

    /// The raw double, for display and for SE-compatible arithmetic only.
    pub const fn as_f64(self) -> f64 {
        self.0
    }

    fn key(self) -> u64 {
        self.0.to_bits()
    }
}

impl PartialEq for SeValue {
    fn eq(&self, other: &SeValue) -> bool {
        self.key() == other.key()
    }
}

impl Eq for SeValue {}

impl PartialOrd for SeValue {
    fn partial_cmp(&self, other: &SeValue) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for SeValue {
    fn cmp(&self, other: &SeValue) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl fmt::Display for SeValue {
    /// `d.d`, SE's printed form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = self.tenths();
        write!(f, "{}.{}", t / 10, t % 10)
    }
}

impl fmt::Debug for SeValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SeValue({:?})", self.0)
    }
}

impl serde::Serialize for SeValue {
    /// Serialized as a number with one decimal, from the tenths.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(f64::from(self.tenths()) / 10.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn double_arithmetic_is_kept() {
        let chain = SeValue::new(6.6).plus(0.1);
        let cycle = SeValue::new(6.5).plus(0.2);
        assert!(chain < cycle, "6.6 + 0.1 must sort before 6.5 + 0.2");
        assert_eq!(chain.tenths(), 67);
        assert_eq!(cycle.tenths(), 67);
        assert_eq!(chain.to_string(), "6.7");
        assert_eq!(
            SeValue::new(7.0).plus(0.30000000000000004).to_string(),
            "7.3"
        );
    }
}
