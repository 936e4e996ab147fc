//! The values of a Sudoku Explainer rating: [`Tenths`], the puzzle's [`SeRating`]
//! (ER / EP / ED), how a rating run ended ([`SeOutcome`]) and its [`SeOptions`].

use std::fmt;
use std::time::Duration;

use crate::logic::SeValue;

/// A rating in tenths: `72` is 7.2. SE prints ratings with one decimal, and nonet keeps
/// and compares them as integers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tenths(pub u16);

impl Tenths {
    /// SE's "beyond solver": no producer found a step on an unsolved grid.
    pub const BEYOND: Tenths = Tenths(200);
}

impl From<SeValue> for Tenths {
    fn from(v: SeValue) -> Tenths {
        Tenths(v.tenths())
    }
}

impl fmt::Display for Tenths {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

impl serde::Serialize for Tenths {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(f64::from(self.0) / 10.0)
    }
}

/// A puzzle's Sudoku Explainer rating.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize)]
pub struct SeRating {
    /// The hardest step.
    pub er: Tenths,
    /// The hardest step up to and including the first placement.
    pub ep: Tenths,
    /// The first step.
    pub ed: Tenths,
}

impl fmt::Display for SeRating {
    /// `ER/EP/ED`, e.g. `7.2/2.0/2.0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}/{}", self.er, self.ep, self.ed)
    }
}

/// How a rating run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeOutcome {
    /// Rated. `steps` is the number of hints applied.
    Rated { rating: SeRating, steps: usize },
    /// The time limit ran out first: no number is given, never a wrong one.
    Timeout,
}

/// Options of the rater.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeOptions {
    /// Give up after this much time: checked between steps and, inside the chaining
    /// producers, once per source cell at every nesting depth.
    pub time_limit: Option<Duration>,
}
