//! The kinds whose own steps are not written yet: on their puzzles the generic
//! techniques read what their groups and peers say (a renban line's or an arrow's
//! distinct cells, a dot's different digits), and the backtracking step supplies what
//! only the rest of their rule proves. Each leaves this list for a file of its own.

use super::Reasoned;
use crate::logic::Technique;
use crate::rules::kinds::*;

/// The names of the kinds listed here, for the test that every other kind beyond
/// groups and peers names a technique.
#[cfg(test)]
pub(super) const KINDS: &[&str] = &[
    "kropki dot",
    "kropki negative rule",
    "XV sign",
    "XV negative rule",
    "even/odd cell",
    "given candidates",
    "quadruple",
    "little killer",
    "arrow",
    "skyscraper clue",
    "region-sum line",
    "thermometer",
    "non-consecutive",
];

macro_rules! pending {
    ($($kind:ty),*) => {
        $(impl Reasoned for $kind {
            const TECHNIQUES: &'static [Technique] = &[];
        })*
    };
}

pending!(
    KropkiDot,
    KropkiNegative,
    Xv,
    XvNegative,
    EvenOdd,
    GivenCandidates,
    Quadruple,
    LittleKiller,
    Arrow,
    Skyscraper,
    RegionSumLine,
    Thermo,
    NonConsecutive
);
