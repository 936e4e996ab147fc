//! The batch forms: one function over many puzzles, on every core, with the GIL
//! released while the library works, results in input order.
//!
//! The items are taken from the iterable a chunk at a time (at most
//! [`CHUNK_PER_THREAD`] per thread), so a generator of puzzles is never held whole on
//! the Rust side: memory beyond the returned list stays bounded whatever the input's
//! length. Each chunk's texts are taken under the GIL (borrowed from their objects, not
//! copied: [`Borrowed`]), worked on by the pool without it, and wrapped as records
//! under it again. An item that is not a puzzle (a bad text, bytes that are not UTF-8,
//! an object of another type, a puzzle the engine cannot take) gets an `InputError`
//! record in its place, as the CLI writes one in a malformed line's slot:
//! one bad item never fails the batch.

use nonet::format::read_puzzle;
use nonet::record::{InputError, TextPlace};
use nonet::rules::Puzzle;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyIterator, PyString};
use rayon::prelude::*;

use crate::borrowed::Borrowed;
use crate::record::to_json;
use crate::text::{Text, wrong_type};
use crate::work::{Done, Kind, Refused};
use crate::wrap;

/// Items per chunk and thread: enough that the pool's hand-over costs nothing beside
/// the work (a chunk of quick counts takes some milliseconds), few enough that a
/// generator's items are not all drawn at once.
const CHUNK_PER_THREAD: usize = 2048;

/// Items per thread of a batch's first chunk, which is taken before any work starts
/// (the pool waits meanwhile); each chunk after is twice the one before, up to
/// [`CHUNK_PER_THREAD`], so that the wait is short and the later hand-overs rare.
const FIRST_CHUNK_PER_THREAD: usize = 128;

/// The most threads a batch starts: each holds a stack, so memory would grow with the
/// number asked for.
const MAX_THREADS: usize = 256;

/// One item as taken from the iterable: its text, or its error record already.
enum Item {
    /// A text, lent by its object, which the item's [`Chunk`] keeps alive.
    Text(Borrowed),
    /// A `Puzzle`, read already (by `Puzzle(text)` or `nonet.dask`'s line reader).
    Read(Puzzle),
    Bad(Done),
}

/// The items of a chunk, and the Python objects their texts are borrowed from: the
/// objects must outlive the work on the items, and are let go with the GIL held.
#[derive(Default)]
struct Chunk {
    items: Vec<Item>,
    owners: Vec<Py<PyAny>>,
}

/// Runs `work` on every puzzle of `items` on `threads` threads (every core when
/// `None`), and answers the records in input order.
pub fn many<W>(
    py: Python<'_>,
    items: &Bound<'_, PyAny>,
    threads: Option<usize>,
    work: W,
) -> PyResult<Vec<Py<PyAny>>>
where
    W: Fn(&Puzzle) -> Result<Done, Refused> + Sync,
{
    if items.is_instance_of::<PyString>() || items.is_instance_of::<PyBytes>() {
        return Err(PyTypeError::new_err(
            "a batch takes an iterable of puzzles (a list of str), not one text: \
             use the one-puzzle function, or pass [text]",
        ));
    }
    let pool = Pool::new(threads)?;
    let most = CHUNK_PER_THREAD * pool.threads();
    let mut size = FIRST_CHUNK_PER_THREAD * pool.threads();
    let iter = items.try_iter()?.unbind();
    let mut out = Vec::new();
    // While the pool works on one chunk (without the GIL), one thread takes the GIL
    // to wrap the records of the chunk before as Python objects and to take the texts
    // of the chunk after: the two parts of a batch that cannot run in parallel, and,
    // for a quick count, a good part of its time. (Taking the texts before the work,
    // as this did first, left the pool idle meanwhile.)
    let mut pending: Vec<Done> = Vec::new();
    // The objects of the chunk worked on last, let go under the GIL with the next.
    let mut spent: Vec<Py<PyAny>> = Vec::new();
    let mut chunk = take(iter.bind(py), 0, size)?;
    let mut taken = 0;
    loop {
        let Chunk { items, owners } = chunk;
        let first = taken;
        taken += items.len();
        let last = items.is_empty();
        size = (2 * size).min(most);
        let (done, (wrapped, next)) = py.detach(|| {
            pool.install(|| {
                rayon::join(
                    || work_on(items, first, &work),
                    || {
                        Python::attach(|py| {
                            drop(std::mem::take(&mut spent));
                            let wrapped = wrap_into(py, std::mem::take(&mut pending), &mut out);
                            let next = if last || wrapped.is_err() {
                                Ok(Chunk::default())
                            } else {
                                take(iter.bind(py), taken, size)
                            };
                            (wrapped, next)
                        })
                    },
                )
            })
        });
        // The work on `items` is over: their objects may go.
        spent = owners;
        wrapped?;
        if last {
            return Ok(out);
        }
        chunk = next?;
        pending = done;
    }
}

/// The next `size` items of `iter` (fewer at its end), the first the `first`th of the
/// batch; an exception the iterable raises is raised.
fn take(iter: &Bound<'_, PyIterator>, first: usize, size: usize) -> PyResult<Chunk> {
    let mut chunk = Chunk {
        items: Vec::with_capacity(size),
        owners: Vec::with_capacity(size),
    };
    for obj in iter.clone().take(size) {
        let obj = obj?;
        chunk.items.push(item(&obj, first + chunk.items.len()));
        chunk.owners.push(obj.unbind());
    }
    Ok(chunk)
}

/// The records of a chunk whose first item is the `first`th of the batch, in order.
fn work_on<W>(chunk: Vec<Item>, first: usize, work: &W) -> Vec<Done>
where
    W: Fn(&Puzzle) -> Result<Done, Refused> + Sync,
{
    chunk
        .into_par_iter()
        .enumerate()
        .map(|(i, item)| match item {
            Item::Text(text) => one(text.as_str(), first + i, work),
            Item::Read(puzzle) => run(&puzzle, first + i, work),
            Item::Bad(done) => done,
        })
        .collect()
}

/// Appends the Python objects of `done` to `out`.
fn wrap_into(py: Python<'_>, done: Vec<Done>, out: &mut Vec<Py<PyAny>>) -> PyResult<()> {
    out.reserve(done.len());
    for d in done {
        out.push(wrap(py, d)?);
    }
    Ok(())
}

/// The text of the `index`th item, or its error record.
fn item(obj: &Bound<'_, PyAny>, index: usize) -> Item {
    if let Ok(p) = obj.cast::<crate::puzzle::Puzzle>() {
        return Item::Read(p.get().read.puzzle.clone());
    }
    match Text::of(obj) {
        // SAFETY: the text is a `str`'s or `bytes`' own, and `take` keeps `obj` in the
        // item's chunk, which outlives the work on the item.
        Text::Ok(text) => Item::Text(unsafe { Borrowed::new(text) }),
        Text::NotUtf8(u) => {
            let at = u.column.map(|column| TextPlace {
                line: u.line,
                column,
            });
            Item::Bad(input_error(index, u.line, at, u.message))
        }
        Text::WrongType(name) => Item::Bad(input_error(index, 1, None, wrong_type(&name))),
    }
}

/// The record of the `index`th item's text.
fn one<W>(text: &str, index: usize, work: &W) -> Done
where
    W: Fn(&Puzzle) -> Result<Done, Refused>,
{
    match read_puzzle(text) {
        Ok((puzzle, ..)) => run(&puzzle, index, work),
        Err(e) => record(InputError::unreadable(
            text.to_string(),
            source(index),
            e.line,
            &e,
        )),
    }
}

/// The record of the `index`th item's puzzle.
fn run<W>(puzzle: &Puzzle, index: usize, work: &W) -> Done
where
    W: Fn(&Puzzle) -> Result<Done, Refused>,
{
    work(puzzle).unwrap_or_else(|why| {
        // A puzzle the engine cannot take: the CLI's record of an unsupported one.
        record(InputError {
            puzzle: puzzle.givens.to_line(),
            rules: (!puzzle.rules.is_classic()).then(|| puzzle.rules.clone()),
            file: source(index),
            line: 1,
            at: None,
            error: why,
        })
    })
}

/// The record of an item that is no text: its place and what is wrong.
fn input_error(index: usize, line: usize, at: Option<TextPlace>, error: String) -> Done {
    record(InputError {
        puzzle: String::new(),
        rules: None,
        file: source(index),
        line,
        at,
        error,
    })
}

fn record(e: InputError) -> Done {
    Done {
        kind: Kind::InputError,
        body: to_json(&e).into(),
    }
}

/// The `file` of an item's error record: `<item 3>`, its index in the batch (from 0),
/// as the CLI names a puzzle given as an argument `<argument>`.
fn source(index: usize) -> String {
    format!("<item {index}>")
}

/// The threads a batch runs on: rayon's global pool (one thread per core), or a pool
/// of its own for a count the caller chose.
pub(crate) enum Pool {
    Global,
    Own(rayon::ThreadPool),
}

impl Pool {
    pub(crate) fn new(threads: Option<usize>) -> PyResult<Pool> {
        match threads {
            None => Ok(Pool::Global),
            Some(0) => Err(PyValueError::new_err("threads must be at least 1")),
            Some(n) if n > MAX_THREADS => Err(PyValueError::new_err(format!(
                "threads is at most {MAX_THREADS} (each thread holds a stack): {n} is too many"
            ))),
            Some(n) => rayon::ThreadPoolBuilder::new()
                .num_threads(n)
                .thread_name(|i| format!("nonet-worker-{i}"))
                .build()
                .map(Pool::Own)
                .map_err(|e| PyValueError::new_err(format!("cannot start {n} threads: {e}"))),
        }
    }

    pub(crate) fn threads(&self) -> usize {
        match self {
            Pool::Global => rayon::current_num_threads(),
            Pool::Own(pool) => pool.current_num_threads(),
        }
    }

    pub(crate) fn install<T: Send>(&self, f: impl FnOnce() -> T + Send) -> T {
        match self {
            Pool::Global => f(),
            Pool::Own(pool) => pool.install(f),
        }
    }
}
