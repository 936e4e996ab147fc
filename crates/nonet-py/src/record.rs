//! The Python face of the library's records: one class per record kind, each holding
//! the record's JSON text exactly as `nonet ... --format json` prints it, or (for the
//! quick `solve` and `count`) the library's record itself, serialized on first access.
//!
//! For the slow commands a worker thread serializes the record (with the GIL
//! released); the thread that holds the GIL only wraps it in an object, so a batch of
//! a million counts costs Python a million small allocations and nothing more. The
//! fields are read from the text on first access (by `json.loads`, once per record)
//! and kept. Keeping the text (or the record it is made from) rather than a
//! field-by-field copy means a record can never drift from the CLI's: the bindings own
//! no record shapes, only a view of the library's.

use std::sync::OnceLock;

use pyo3::PyTraverseError;
use pyo3::exceptions::{PyAttributeError, PyKeyError};
use pyo3::gc::PyVisit;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyList, PyString};
use serde::Serialize;

use crate::tracking;
use crate::work::Body;

/// How many items of a list or dict a record's `repr` shows before it only counts or
/// names them.
const REPR_ITEMS: usize = 4;

/// A record of the library, read-only: fields as attributes (`r.status`), or by their
/// JSON keys (`r["status"]`); `to_dict()` and `to_json()` give the whole record.
#[pyclass(subclass, frozen, module = "nonet")]
pub struct Record {
    /// The record: its JSON, or the library's value ([`Body`]).
    body: Body,
    /// The JSON of a record held as the library's value, made on first access.
    json: OnceLock<String>,
    /// The fields, parsed on first access. A `std` cell, not a `PyOnceLock`, so that
    /// `__traverse__` (which must not touch the interpreter) can read it; the dict is
    /// made before the cell is set, so no thread waits on the cell holding the GIL.
    dict: OnceLock<Py<PyDict>>,
}

impl Record {
    /// The Python record of `body`, a serialized record or the library's own.
    pub fn new(body: Body) -> Record {
        Record {
            body,
            json: OnceLock::new(),
            dict: OnceLock::new(),
        }
    }

    /// The record as the CLI's JSON line.
    fn json(&self) -> &str {
        match &self.body {
            Body::Json(json) => json,
            Body::Held(record) => self.json.get_or_init(|| record.json()),
        }
    }
}

/// The fields of `slf`, parsed on first access. From then on the record holds a dict,
/// whose lists a caller may change (`r.steps.append(r)` makes a cycle), so the cycle
/// collector must see it again ([`tracking::track`]) and visit it (`__traverse__`).
fn fields<'a, 'py>(slf: &'a Bound<'py, Record>) -> PyResult<&'a Bound<'py, PyDict>> {
    let py = slf.py();
    let record = slf.get();
    if let Some(dict) = record.dict.get() {
        return Ok(dict.bind(py));
    }
    let loads = json_loads(py)?;
    let made = loads.call1((record.json(),))?.cast_into::<PyDict>()?;
    // Another thread may have set the cell meanwhile (json.loads can let the GIL go):
    // then its dict is kept and this one dropped.
    let dict = record.dict.get_or_init(|| made.unbind());
    tracking::track(slf.as_any());
    Ok(dict.bind(py))
}

/// The fields a record class declares (its stub's attributes): the ones its JSON may
/// leave out read as `None`; any other name is an `AttributeError`.
fn declared(slf: &Bound<'_, Record>) -> PyResult<Vec<String>> {
    slf.getattr("FIELDS")?.extract()
}

#[pymethods]
impl Record {
    /// The dict of fields, once made, is the one Python object a record holds. (No
    /// `__clear__`: the record never changes it, and a cycle through it passes through
    /// the dict or a list in it, which the collector clears.)
    fn __traverse__(&self, visit: PyVisit<'_>) -> Result<(), PyTraverseError> {
        if let Some(dict) = self.dict.get() {
            visit.call(dict)?;
        }
        Ok(())
    }

    /// A field by its attribute name: the JSON key, or `None` for a declared field the
    /// record leaves out (a classic puzzle's `rules`).
    fn __getattr__(slf: &Bound<'_, Record>, name: &str) -> PyResult<Py<PyAny>> {
        let py = slf.py();
        let dict = fields(slf)?;
        if let Some(value) = dict.get_item(name)? {
            return Ok(value.unbind());
        }
        if declared(slf)?.iter().any(|f| f == name) {
            return Ok(py.None());
        }
        Err(PyAttributeError::new_err(format!(
            "{} has no field `{name}`",
            slf.get_type().name()?
        )))
    }

    /// A field by its JSON key.
    fn __getitem__(slf: &Bound<'_, Record>, key: &str) -> PyResult<Py<PyAny>> {
        match fields(slf)?.get_item(key)? {
            Some(value) => Ok(value.unbind()),
            None => Err(PyKeyError::new_err(key.to_string())),
        }
    }

    fn __contains__(slf: &Bound<'_, Record>, key: &str) -> PyResult<bool> {
        fields(slf)?.contains(key)
    }

    /// The JSON keys the record has, in the CLI's order.
    fn keys(slf: &Bound<'_, Record>) -> PyResult<Vec<String>> {
        fields(slf)?.keys().extract()
    }

    /// The record as a new dict (nested records as dicts and lists), key for key the
    /// CLI's JSON object.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        json_loads(py)?.call1((self.json(),))
    }

    /// The record as the CLI's `--format json` prints it (one line, no final newline).
    fn to_json(&self) -> &str {
        self.json()
    }

    fn __eq__(slf: &Bound<'_, Record>, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let Ok(other) = other.cast::<Record>() else {
            return Ok(false);
        };
        Ok(slf.get_type().is(other.get_type()) && slf.get().json() == other.get().json())
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.json().hash(&mut h);
        h.finish()
    }

    /// `CountRecord(puzzle='4.....8.5…', status='unique', count=1, limit=2)`: every
    /// field, a long list as its length, a nested object as its keys.
    fn __repr__(slf: &Bound<'_, Record>) -> PyResult<String> {
        let mut parts = Vec::new();
        for (key, value) in fields(slf)?.iter() {
            let key: String = key.extract()?;
            parts.push(format!("{}={}", key, short_repr(&value)?));
        }
        Ok(format!("{}({})", slf.get_type().name()?, parts.join(", ")))
    }

    fn __dir__(slf: &Bound<'_, Record>) -> PyResult<Vec<String>> {
        let mut names = declared(slf)?;
        names.extend(
            ["keys", "to_dict", "to_json", "FIELDS"]
                .iter()
                .map(|s| s.to_string()),
        );
        Ok(names)
    }
}

/// A field's value as the record's `repr` shows it: in full when it is a scalar or a
/// short list or dict of scalars (`se={'er': 2.6, 'ep': 1.2, 'ed': 1.2}`); else a list
/// as its length and a dict as its keys, so that a path of sixty steps stays one line.
fn short_repr(value: &Bound<'_, PyAny>) -> PyResult<String> {
    let scalar = |v: &Bound<'_, PyAny>| {
        v.is_instance_of::<PyString>() || v.is_none() || v.extract::<f64>().is_ok()
    };
    if let Ok(list) = value.cast::<PyList>() {
        if list.len() > REPR_ITEMS || !list.iter().all(|v| scalar(&v)) {
            let s = if list.len() == 1 { "" } else { "s" };
            return Ok(format!("[{} item{s}]", list.len()));
        }
    } else if let Ok(dict) = value.cast::<PyDict>() {
        if dict.len() > REPR_ITEMS || !dict.values().iter().all(|v| scalar(&v)) {
            let keys: Vec<String> = dict.keys().extract()?;
            return Ok(format!("{{{}}}", keys.join(", ")));
        }
    }
    Ok(value.repr()?.to_string())
}

/// Python's `json.loads`, looked up once.
fn json_loads(py: Python<'_>) -> PyResult<&Bound<'_, PyAny>> {
    static LOADS: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    LOADS.import(py, "json", "loads")
}

/// Declares the record classes: each a subclass of [`Record`] with its fields (the
/// stub's attributes, in the CLI's order), made from the library's record type.
macro_rules! records {
    ($($(#[$doc:meta])* $name:ident [$($field:literal),* $(,)?];)*) => {
        $(
            $(#[$doc])*
            #[pyclass(extends = Record, frozen, module = "nonet")]
            pub struct $name;

            #[pymethods]
            impl $name {
                #[classattr]
                const FIELDS: &'static [&'static str] = &[$($field),*];
            }

            impl $name {
                /// The Python object of a serialized record.
                pub fn wrap(py: Python<'_>, body: Body) -> PyResult<Py<PyAny>> {
                    let init = PyClassInitializer::from(Record::new(body)).add_subclass($name);
                    let record = Py::new(py, init)?.into_any();
                    tracking::untrack(record.bind(py));
                    Ok(record)
                }
            }
        )*

        /// Adds every record class to the module.
        pub fn add_classes(m: &Bound<'_, PyModule>) -> PyResult<()> {
            m.add_class::<Record>()?;
            $(m.add_class::<$name>()?;)*
            Ok(())
        }
    };
}

records! {
    /// `nonet solve --format json`: the status, the solution when it is unique.
    SolveRecord ["puzzle", "rules", "status", "solution", "count", "conflicts", "broken", "stats"];
    /// `nonet count --format json`: how many solutions, up to the limit.
    CountRecord ["puzzle", "rules", "status", "count", "limit", "conflicts", "broken", "stats"];
    /// `nonet solve --all --format json`: the solutions, up to the maximum asked for.
    SolutionsRecord ["puzzle", "rules", "solutions", "status", "count", "complete", "conflicts", "broken"];
    /// `nonet hint` / `nonet explain --format json`: logical steps and whether they solve.
    PathRecord ["puzzle", "rules", "solved", "steps"];
    /// `nonet rate --format json`: a puzzle's ratings on the scales asked for.
    RatedRecord ["puzzle", "rules", "se", "tier", "logic", "dig_hole", "hardest", "stuck", "unrated"];
    /// `nonet rate --format json` for a puzzle with no rating (no or several solutions,
    /// rules the ratings do not cover): why.
    UnratedRecord ["puzzle", "rules", "error"];
    /// `nonet generate --format json`: a new puzzle, its solution, seed, id and ratings.
    GeneratedRecord ["puzzle", "rules", "iss", "solution", "seed", "id", "scheme", "level", "rated", "givens", "symmetry", "minimal", "fell_back"];
    /// `nonet techniques --format json`: one technique of the logic engine.
    TechniqueRecord ["slug", "name", "tier", "se", "variants_only"];
    /// A puzzle as read: givens, rules, their kinds, regions, a text to share, a drawing.
    PuzzleInfo ["givens", "classic", "rules", "jigsaw", "regions", "kinds", "share", "figure"];
    /// A batch item that could not be worked on: where it is and why (the CLI's record
    /// of a malformed puzzle).
    InputError ["puzzle", "rules", "file", "line", "at", "error"];
    /// `nonet generate --count --format json` in place of a seed that gave no puzzle:
    /// the seed and the generator's reason.
    FailedSeed ["seed", "error"];
}

/// `record` serialized as the CLI prints it.
pub fn to_json(record: &impl Serialize) -> String {
    // The library's records serialize without fail (plain data, string keys); were one
    // not to, its record says so rather than the process failing.
    serde_json::to_string(record)
        .unwrap_or_else(|e| serde_json::json!({ "error": e.to_string() }).to_string())
}
