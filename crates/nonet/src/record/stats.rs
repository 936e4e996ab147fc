//! `Stats`: a search's counters as ordered `name: value` pairs.

use std::time::Duration;

use serde::ser::{Serialize, SerializeMap, Serializer};

use crate::solve::{Count, SolveStats};

/// A search's counters as ordered `name: value` pairs, the time last as `elapsed_us`:
/// the bitboard search's full set ([`Stats::of_solver`]) or another algorithm's one
/// counter ([`Stats::of_algorithm`]). It serializes as a map in this order, which is
/// what a front end shows (`nodes=12 guesses=3 ...`), whatever the JSON library's map.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats(Vec<(&'static str, u64)>);

impl Stats {
    /// The solver's counters, in the order of [`SolveStats`].
    pub fn of_solver(s: &SolveStats) -> Stats {
        Stats(vec![
            ("nodes", s.nodes),
            ("guesses", s.guesses),
            ("max_depth", u64::from(s.max_depth)),
            ("conflicts", s.conflicts),
            ("hidden_singles", s.hidden_singles),
            ("locked_candidate_elims", s.locked_candidate_elims),
            ("hidden_pair_elims", s.hidden_pair_elims),
            ("elapsed_us", micros(s.elapsed)),
        ])
    }

    /// Another algorithm's counter ([`Count::work_name`]) and the time it took, which
    /// the caller measured (the library keeps no clock for those algorithms).
    pub fn of_algorithm(c: &Count, elapsed: Duration) -> Stats {
        Stats(vec![(c.work_name, c.work), ("elapsed_us", micros(elapsed))])
    }

    /// The pairs, in order.
    pub fn pairs(&self) -> &[(&'static str, u64)] {
        &self.0
    }
}

impl Serialize for Stats {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (name, value) in &self.0 {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

fn micros(d: Duration) -> u64 {
    u64::try_from(d.as_micros()).unwrap_or(u64::MAX)
}
