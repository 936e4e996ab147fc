//! `generate` and `generate_many`: new puzzles, as `nonet generate --format json`
//! prints them (rated on every scale), one seed each.
//!
//! The options are the library's [`GenerateRequest`] (named and spelled as the CLI's
//! flags), or a puzzle id, which names its target and seed; the target is checked
//! before any work, so an impossible request fails at once with the library's reason.

use nonet::generate::{self, GenerateRequest, PuzzleId, Target, generate_seeded};
use nonet::record::GeneratedRecord;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::record::to_json;
use crate::work::{Done, Kind};

/// A generation ask: its target and the seed of its first puzzle.
pub struct Ask {
    pub target: Target,
    pub first: u64,
}

impl Ask {
    /// The ask of the options (every one optional) or of an id (then no other option).
    pub fn new(request: GenerateRequest, id: Option<&str>) -> PyResult<Ask> {
        let (target, first) = match id {
            Some(code) => {
                if request != (GenerateRequest::default()) {
                    return Err(PyValueError::new_err(
                        "an id names its scheme, level, symmetry and seed: give it alone",
                    ));
                }
                let id: PuzzleId = code.parse().map_err(value_error)?;
                id.regenerable().map_err(value_error)?;
                (id.target(), id.seed())
            }
            None => {
                let target = request.target().map_err(value_error)?;
                (target, request.seed.unwrap_or_else(PuzzleId::clock_seed))
            }
        };
        generate::check(&target)
            .map_err(|e| PyValueError::new_err(format!("impossible request: {e}")))?;
        Ok(Ask { target, first })
    }

    /// The seeds of `count` puzzles (puzzle n has seed first + n - 1), or the error
    /// when they would pass the largest seed.
    pub fn seeds(&self, count: u64) -> PyResult<std::ops::RangeInclusive<u64>> {
        let first = self.first;
        count
            .checked_sub(1)
            .and_then(|n| first.checked_add(n))
            .map(|last| first..=last)
            .ok_or_else(|| {
                PyValueError::new_err(format!(
                    "impossible request: puzzle n has seed {first} + n - 1, and {count} puzzles \
                     would go past the largest seed, {}",
                    u64::MAX
                ))
            })
    }

    /// The puzzle of `seed`, rated on every scale, or why the generator failed (the
    /// target is checked before, so this is rare).
    pub fn one(&self, seed: u64) -> Result<Done, String> {
        let mut g = generate_seeded(&self.target, seed).map_err(|e| format!("seed {seed}: {e}"))?;
        g.rate_all();
        Ok(Done {
            kind: Kind::Generated,
            body: to_json(&GeneratedRecord::new(&g)).into(),
        })
    }
}

fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}
