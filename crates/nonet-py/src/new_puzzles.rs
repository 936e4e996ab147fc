//! `generate` and `generate_many`: new puzzles, as `nonet generate --format json`
//! prints them (rated on every scale), one seed each.
//!
//! The options are the library's [`GenerateRequest`] (named and spelled as the CLI's
//! flags), or a puzzle id, which names its target and seed; the library checks the
//! target before any work ([`CheckedRequest`]), so an impossible request fails at once
//! with its reason.

use nonet::generate::{CheckedRequest, GenerateRequest, Generated, PuzzleId};
use nonet::record::{FailedSeed, GeneratedRecord};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::record::to_json;
use crate::work::{Done, Kind};

/// The checked request of the options (every one optional) or of an id (then no
/// other option).
pub fn checked(request: GenerateRequest, id: Option<&str>) -> PyResult<CheckedRequest> {
    let checked = match id {
        Some(code) => {
            if request != GenerateRequest::default() {
                return Err(PyValueError::new_err(
                    "an id names its scheme, level, symmetry and seed: give it alone",
                ));
            }
            let id: PuzzleId = code.parse().map_err(value_error)?;
            CheckedRequest::of_id(&id)
        }
        None => request.checked(),
    };
    checked.map_err(value_error)
}

/// The puzzle of `seed`, rated on every scale, or the `FailedSeed` record of why the
/// generator found none (rare: the target was checked), as `nonet generate --count
/// --format json` writes one in the puzzle's place.
pub fn one(checked: &CheckedRequest, seed: u64) -> Done {
    match checked.puzzle(seed) {
        Ok(g) => record(&g),
        Err(error) => Done {
            kind: Kind::FailedSeed,
            body: to_json(&FailedSeed::new(seed, &error)).into(),
        },
    }
}

/// The puzzle of the request's own seed, or the message of a `generate` call that
/// found none.
pub fn only(checked: &CheckedRequest) -> Result<Done, String> {
    let seed = checked.first_seed;
    let g = checked
        .puzzle(seed)
        .map_err(|e| format!("seed {seed}: {e}"))?;
    Ok(record(&g))
}

fn record(g: &Generated) -> Done {
    Done {
        kind: Kind::Generated,
        body: to_json(&GeneratedRecord::new(g)).into(),
    }
}

pub fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}
