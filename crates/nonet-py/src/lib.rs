//! nonet in Python: the native module `nonet._nonet` of the `nonet` package, built by
//! maturin as one abi3 wheel (CPython 3.9 and later).
//!
//! Each function takes a puzzle as text (`str`, or UTF-8 `bytes`) in any format nonet
//! reads, or a [`Puzzle`](puzzle::Puzzle) already read, and answers with the library's
//! record, as the CLI's `--format json` prints it, wrapped in a Python class of the
//! same name ([`record`]). Nothing here knows Sudoku beyond calling the library, so
//! whatever the library learns reaches Python unchanged.
//!
//! | function | answers | as the CLI's |
//! |---|---|---|
//! | `solve(puzzle)` | `SolveRecord` | `nonet solve --format json` |
//! | `count(puzzle, limit=2)` | `CountRecord` | `nonet count --limit N --format json` |
//! | `solutions(puzzle, max=100)` | `SolutionsRecord` | `nonet solve --all --max N --format json` |
//! | `hint(puzzle)` | `PathRecord` of one step | `nonet hint --format json` |
//! | `explain(puzzle)` | `PathRecord` | `nonet explain --format json` |
//! | `rate(puzzle, scales=None, time_limit=None)` | `RatedRecord` or `UnratedRecord` | `nonet rate --scales LIST --time-limit S --format json` |
//! | `generate(scheme=, level=, symmetry=, givens=, minimal=, seed=, id=, rules=, cages=, negative=)` | `GeneratedRecord` | `nonet generate ... --format json` |
//! | `generate_many(count, ...)` | a list of `GeneratedRecord` (a `FailedSeed` for a seed that gave none), seeds `seed`.. | `nonet generate --count N ... --format json` |
//! | `techniques()` | a list of `TechniqueRecord` | `nonet techniques --format json` |
//! | `solve_many`, `count_many`, `rate_many`, `hint_many`, `explain_many` | a list, in input order, with an `InputError` record for each bad item | the same commands on a file |
//!
//! Errors: `PuzzleError` (a `ValueError`, with `line` and `column`) for a text that
//! is not a puzzle; `TypeError` for an argument of the wrong type; `ValueError` for a
//! bad option or a puzzle the engine cannot take (the library's message).
//!
//! The work runs with the GIL released ([`Python::detach`]), so other Python threads go
//! on meanwhile; the batch forms ([`batch`]) spread over every core with rayon.

use std::time::Duration;

use nonet::generate::GenerateRequest;
use nonet::rate::Scale;
use nonet::record::TechniqueRecord;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyString;
use rayon::prelude::*;

mod batch;
mod borrowed;
mod lines;
mod new_puzzles;
mod puzzle;
mod record;
mod text;
mod tracking;
mod work;

use puzzle::Puzzle;
use record::{
    CountRecord, FailedSeed, GeneratedRecord, InputError, PathRecord, PuzzleInfo, RatedRecord,
    SolutionsRecord, SolveRecord, UnratedRecord,
};
use text::{PuzzleError, Read, puzzle_of};
use work::{Done, Kind, RateAsk, Refused};

/// The Python object of a result.
pub(crate) fn wrap(py: Python<'_>, done: Done) -> PyResult<Py<PyAny>> {
    let Done { kind, body: json } = done;
    match kind {
        Kind::Solve => SolveRecord::wrap(py, json),
        Kind::Count => CountRecord::wrap(py, json),
        Kind::Solutions => SolutionsRecord::wrap(py, json),
        Kind::Path => PathRecord::wrap(py, json),
        Kind::Rated => RatedRecord::wrap(py, json),
        Kind::Unrated => UnratedRecord::wrap(py, json),
        Kind::Generated => GeneratedRecord::wrap(py, json),
        Kind::Info => PuzzleInfo::wrap(py, json),
        Kind::InputError => InputError::wrap(py, json),
        Kind::FailedSeed => FailedSeed::wrap(py, json),
    }
}

/// The puzzle of an argument: a `Puzzle` as it is, or a text read now.
fn read_arg(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<Read> {
    if let Ok(p) = obj.cast::<Puzzle>() {
        return Ok(p.get().read.clone());
    }
    puzzle_of(py, obj)
}

/// Runs `work` on the puzzle of `obj` with the GIL released.
fn one<W>(py: Python<'_>, obj: &Bound<'_, PyAny>, work: W) -> PyResult<Py<PyAny>>
where
    W: FnOnce(&nonet::rules::Puzzle) -> Result<Done, Refused> + Send,
{
    let read = read_arg(py, obj)?;
    let done = py
        .detach(|| work(&read.puzzle))
        .map_err(PyValueError::new_err)?;
    wrap(py, done)
}

/// The solution of a puzzle: a `SolveRecord` (its status, the solution when it is
/// unique, or the rule its givens break).
#[pyfunction]
fn solve(py: Python<'_>, puzzle: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    one(py, puzzle, work::solve)
}

/// How many solutions a puzzle has, counting up to `limit` (at least 1): a
/// `CountRecord`.
#[pyfunction]
#[pyo3(signature = (puzzle, limit = 2))]
fn count(py: Python<'_>, puzzle: &Bound<'_, PyAny>, limit: usize) -> PyResult<Py<PyAny>> {
    one(py, puzzle, |p| work::count(p, limit))
}

/// Every solution of a puzzle, up to `max` (at least 1, at most 1,000,000): a
/// `SolutionsRecord`, whose `complete` says whether the list is all of them. The list
/// is held in memory, so `max` bounds it.
#[pyfunction]
#[pyo3(signature = (puzzle, max = 100))]
fn solutions(py: Python<'_>, puzzle: &Bound<'_, PyAny>, max: usize) -> PyResult<Py<PyAny>> {
    at_most("max", max as u64, "solutions kept in one record")?;
    one(py, puzzle, |p| Ok(work::solutions(p, max)))
}

/// The most items a call answers in one list it builds from a number it is given
/// (`solutions`' `max`, `generate_many`'s `count`): memory must not grow with a
/// number typed, and a list of more is better had from the CLI, which streams it
/// (`nonet solve --all --max N`, `nonet generate --count N`).
const MAX_LISTED: u64 = 1_000_000;

/// `Ok` when `value` is at most [`MAX_LISTED`], else the `ValueError` naming `name`.
fn at_most(name: &str, value: u64, what: &str) -> PyResult<()> {
    if value > MAX_LISTED {
        return Err(PyValueError::new_err(format!(
            "{name} is at most {MAX_LISTED} ({what}, held in memory): {value} is too many; \
             the CLI streams more"
        )));
    }
    Ok(())
}

/// The next logical step from the givens, with the standard ladder: a `PathRecord` of
/// one step (none when the grid is full); `solved` when that step fills the grid.
#[pyfunction]
fn hint(py: Python<'_>, puzzle: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    one(py, puzzle, work::hint)
}

/// The whole logical path with the standard ladder (which ends in backtracking, so it
/// always reaches the solution of a proper puzzle): a `PathRecord`.
#[pyfunction]
fn explain(py: Python<'_>, puzzle: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    one(py, puzzle, work::explain)
}

/// A puzzle's ratings on `scales` (`"se"`, `"tier"`, `"logic"`, `"dig-hole"`, as a list
/// or a comma list; all four when None): a `RatedRecord`, or an `UnratedRecord` saying
/// why there is none (no or several solutions, rules the ratings do not cover). With
/// `time_limit` (seconds), the Sudoku Explainer rating gives up after that long and
/// says `{"timeout": true}` (the CLI's `--time-limit`).
#[pyfunction]
#[pyo3(signature = (puzzle, scales = None, time_limit = None))]
fn rate(
    py: Python<'_>,
    puzzle: &Bound<'_, PyAny>,
    scales: Option<&Bound<'_, PyAny>>,
    time_limit: Option<f64>,
) -> PyResult<Py<PyAny>> {
    let ask = rate_ask(scales, time_limit)?;
    one(py, puzzle, |p| Ok(work::rate(p, &ask)))
}

/// The scales and time limit of a `rate` call.
fn rate_ask(scales: Option<&Bound<'_, PyAny>>, time_limit: Option<f64>) -> PyResult<RateAsk> {
    let names: Vec<String> = match scales {
        None => Vec::new(),
        Some(s) if s.is_instance_of::<PyString>() => {
            let list: String = s.extract()?;
            list.split(',')
                .map(str::to_string)
                .filter(|n| !n.trim().is_empty())
                .collect()
        }
        Some(s) => s.extract()?,
    };
    let scales = if names.is_empty() {
        Scale::ALL.to_vec()
    } else {
        names
            .iter()
            .map(|n| n.parse::<Scale>())
            .collect::<Result<_, _>>()
            .map_err(|e| PyValueError::new_err(e.to_string()))?
    };
    let time_limit = time_limit
        .map(|s| {
            Duration::try_from_secs_f64(s).map_err(|_| {
                PyValueError::new_err(format!(
                    "time_limit is in seconds, at least 0: {s} is not one"
                ))
            })
        })
        .transpose()?;
    Ok(RateAsk { scales, time_limit })
}

/// A new puzzle, rated on every scale: a `GeneratedRecord`. The options are the CLI's
/// flags (`scheme`: `tiers`, `logic` or `dig-hole`; `level` on that scheme's scale or
/// `any`; `symmetry`; `givens` as `"24..30"` or one number; `minimal`; `seed`; `rules`,
/// the kinds of a variant as `"killer,thermo"`, with `cages` as `"2-5"` and `negative`),
/// or an `id` (a puzzle id, which names all of them). Without a seed, one is drawn from the
/// clock (the record says which). Raises `ValueError` for a bad option or an
/// impossible request.
#[pyfunction]
#[pyo3(signature = (*, scheme = None, level = None, symmetry = None, givens = None, minimal = false, seed = None, id = None, rules = None, cages = None, negative = false))]
#[allow(clippy::too_many_arguments)]
fn generate(
    py: Python<'_>,
    scheme: Option<String>,
    level: Option<String>,
    symmetry: Option<String>,
    givens: Option<String>,
    minimal: bool,
    seed: Option<u64>,
    id: Option<&str>,
    rules: Option<String>,
    cages: Option<String>,
    negative: bool,
) -> PyResult<Py<PyAny>> {
    let request = GenerateRequest {
        level,
        scheme,
        seed,
        symmetry,
        givens,
        minimal,
        rules,
        cages,
        negative,
    };
    let checked = new_puzzles::checked(request, id)?;
    let done = py
        .detach(|| new_puzzles::only(&checked))
        .map_err(PyValueError::new_err)?;
    wrap(py, done)
}

/// `count` new puzzles (at most 1,000,000), puzzle n with seed `seed + n - 1` (the
/// CLI's `--count`), each on its own so that they are the same whatever the threads,
/// generated on every core (or `threads`): a list of `GeneratedRecord`, in seed order,
/// with a `FailedSeed` record (the seed and the generator's reason) in place of a seed
/// that gave no puzzle, as the CLI writes one. Options as `generate`'s; a bad option
/// or an impossible request raises `ValueError` before any work.
#[pyfunction]
#[pyo3(signature = (count, *, scheme = None, level = None, symmetry = None, givens = None, minimal = false, seed = None, threads = None, rules = None, cages = None, negative = false))]
#[allow(clippy::too_many_arguments)]
fn generate_many(
    py: Python<'_>,
    count: u64,
    scheme: Option<String>,
    level: Option<String>,
    symmetry: Option<String>,
    givens: Option<String>,
    minimal: bool,
    seed: Option<u64>,
    threads: Option<usize>,
    rules: Option<String>,
    cages: Option<String>,
    negative: bool,
) -> PyResult<Vec<Py<PyAny>>> {
    let request = GenerateRequest {
        level,
        scheme,
        seed,
        symmetry,
        givens,
        minimal,
        rules,
        cages,
        negative,
    };
    at_most("count", count, "puzzles in one list")?;
    let checked = new_puzzles::checked(request, None)?;
    if count == 0 {
        return Ok(Vec::new());
    }
    let seeds = checked.seeds(count).map_err(new_puzzles::value_error)?;
    let pool = batch::Pool::new(threads)?;
    let mut out = Vec::new();
    // A chunk of seeds at a time: the seeds are never a list of `count`.
    let chunk = 64 * pool.threads() as u64;
    let (mut next, last) = (*seeds.start(), *seeds.end());
    loop {
        let end = next.saturating_add(chunk - 1).min(last);
        let done: Vec<Done> = py.detach(|| {
            pool.install(|| {
                (next..=end)
                    .into_par_iter()
                    .map(|s| new_puzzles::one(&checked, s))
                    .collect()
            })
        });
        for d in done {
            out.push(wrap(py, d)?);
        }
        if end == last {
            return Ok(out);
        }
        next = end + 1;
    }
}

/// The logic engine's techniques in ladder order: a list of `TechniqueRecord` (slug,
/// name, tier, Sudoku Explainer rating).
#[pyfunction]
fn techniques(py: Python<'_>) -> PyResult<Vec<Py<PyAny>>> {
    TechniqueRecord::all()
        .map(|t| record::TechniqueRecord::wrap(py, record::to_json(&t).into()))
        .collect()
}

/// `solve` on every puzzle of `puzzles` (any iterable of str or bytes), on every core
/// (or `threads`), with the GIL released: a list in input order, an `InputError`
/// record in place of each item that is not a puzzle.
#[pyfunction]
#[pyo3(signature = (puzzles, *, threads = None))]
fn solve_many(
    py: Python<'_>,
    puzzles: &Bound<'_, PyAny>,
    threads: Option<usize>,
) -> PyResult<Vec<Py<PyAny>>> {
    batch::many(py, puzzles, threads, work::solve)
}

/// `count` on every puzzle of `puzzles`, as `solve_many` runs `solve`.
#[pyfunction]
#[pyo3(signature = (puzzles, limit = 2, *, threads = None))]
fn count_many(
    py: Python<'_>,
    puzzles: &Bound<'_, PyAny>,
    limit: usize,
    threads: Option<usize>,
) -> PyResult<Vec<Py<PyAny>>> {
    batch::many(py, puzzles, threads, |p| work::count(p, limit))
}

/// `rate` on every puzzle of `puzzles`, as `solve_many` runs `solve`; the time limit
/// holds for each puzzle.
#[pyfunction]
#[pyo3(signature = (puzzles, scales = None, time_limit = None, *, threads = None))]
fn rate_many(
    py: Python<'_>,
    puzzles: &Bound<'_, PyAny>,
    scales: Option<&Bound<'_, PyAny>>,
    time_limit: Option<f64>,
    threads: Option<usize>,
) -> PyResult<Vec<Py<PyAny>>> {
    let ask = rate_ask(scales, time_limit)?;
    batch::many(py, puzzles, threads, |p| Ok(work::rate(p, &ask)))
}

/// `hint` on every puzzle of `puzzles`, as `solve_many` runs `solve`.
#[pyfunction]
#[pyo3(signature = (puzzles, *, threads = None))]
fn hint_many(
    py: Python<'_>,
    puzzles: &Bound<'_, PyAny>,
    threads: Option<usize>,
) -> PyResult<Vec<Py<PyAny>>> {
    batch::many(py, puzzles, threads, work::hint)
}

/// `explain` on every puzzle of `puzzles`, as `solve_many` runs `solve`.
#[pyfunction]
#[pyo3(signature = (puzzles, *, threads = None))]
fn explain_many(
    py: Python<'_>,
    puzzles: &Bound<'_, PyAny>,
    threads: Option<usize>,
) -> PyResult<Vec<Py<PyAny>>> {
    batch::many(py, puzzles, threads, work::explain)
}

#[pymodule]
fn _nonet(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("PuzzleError", m.py().get_type::<PuzzleError>())?;
    m.add_class::<Puzzle>()?;
    record::add_classes(m)?;
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(count, m)?)?;
    m.add_function(wrap_pyfunction!(solutions, m)?)?;
    m.add_function(wrap_pyfunction!(hint, m)?)?;
    m.add_function(wrap_pyfunction!(explain, m)?)?;
    m.add_function(wrap_pyfunction!(rate, m)?)?;
    m.add_function(wrap_pyfunction!(generate, m)?)?;
    m.add_function(wrap_pyfunction!(generate_many, m)?)?;
    m.add_function(wrap_pyfunction!(techniques, m)?)?;
    m.add_function(wrap_pyfunction!(solve_many, m)?)?;
    m.add_function(wrap_pyfunction!(count_many, m)?)?;
    m.add_function(wrap_pyfunction!(rate_many, m)?)?;
    m.add_function(wrap_pyfunction!(hint_many, m)?)?;
    m.add_function(wrap_pyfunction!(explain_many, m)?)?;
    m.add_function(wrap_pyfunction!(lines::kind_of_line, m)?)?;
    m.add_function(wrap_pyfunction!(lines::read_lines, m)?)?;
    Ok(())
}
