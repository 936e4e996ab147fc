//! Calls on one puzzle given as text: read it ([`nonet_read`]), solve it as a record
//! ([`nonet_solve`]) or into the caller's 81 bytes ([`nonet_solve_grid`]), count its
//! solutions ([`nonet_count`]).

use std::ffi::c_char;

use nonet::SolveStatus;
use nonet::format::{PuzzleReader, ReadPuzzle};
use nonet::grid::Clash;
use nonet::record::{BrokenRules, CountRecord, PuzzleInfo, Search, SearchOutcome, SolveRecord};
use nonet::rules::Puzzle;
use nonet::solve::Algorithm;
use serde::Serialize;

use crate::boundary::{answer, null, status};
use crate::status::{Failure, NonetStatus};

/// The cells of a grid: the bytes [`nonet_solve_grid`] writes.
pub const NONET_GRID_CELLS: usize = 81;

/// `text`'s puzzle described: a `PuzzleInfo` record as JSON (givens, rules, kinds,
/// whether hints work for it, its share text and its drawing).
///
/// # Safety
/// `text` is null or a NUL-terminated string; `out` is null or writable. On return
/// `*out` holds the answer (status OK) or the message, to be freed with
/// `nonet_string_free`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_read(text: *const c_char, out: *mut *mut c_char) -> NonetStatus {
    unsafe { answer(out, || json(&PuzzleInfo::new(&puzzle_arg(text)?))) }
}

/// Whether `text`'s puzzle has one solution, and which: a `SolveRecord` as JSON, as
/// `nonet solve --format json` prints it. No solution and several solutions are answers
/// here (status OK, the record's `status` says which); only input that is not a puzzle
/// fails.
///
/// # Safety
/// As [`nonet_read`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_solve(text: *const c_char, out: *mut *mut c_char) -> NonetStatus {
    unsafe {
        answer(out, || {
            let puzzle = puzzle_arg(text)?;
            let outcome = search(&puzzle, 2, true)?;
            json(&SolveRecord::new(&puzzle, &outcome))
        })
    }
}

/// The one solution of `text`'s puzzle, written as 81 ASCII digits `'1'..'9'` (row by
/// row, no NUL) to `solution`, which holds `len` bytes (at least 81). Fails with
/// `NO_SOLUTION` or `MULTIPLE_SOLUTIONS` (the message says why: clashing givens, a
/// broken rule) and leaves `solution` untouched then.
///
/// # Safety
/// `text` is null or a NUL-terminated string; `solution` is null or writable for `len`
/// bytes; `error` is null or writable: on failure `*error` holds the message (free it
/// with `nonet_string_free`), on success null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_solve_grid(
    text: *const c_char,
    solution: *mut c_char,
    len: usize,
    error: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        status(error, || {
            let puzzle = puzzle_arg(text)?;
            if solution.is_null() {
                return Err(null("solution"));
            }
            if len < NONET_GRID_CELLS {
                return Err(Failure::new(
                    NonetStatus::BufferTooSmall,
                    format!("`solution` holds {len} bytes; a grid needs {NONET_GRID_CELLS}"),
                ));
            }
            let grid = the_solution(&search(&puzzle, 2, true)?)?;
            let line = grid.to_line();
            debug_assert_eq!(line.len(), NONET_GRID_CELLS);
            // SAFETY: `solution` is writable for `len` >= 81 bytes by contract, and a
            // full grid's line is 81 ASCII digits.
            std::ptr::copy_nonoverlapping(line.as_ptr().cast(), solution, NONET_GRID_CELLS);
            Ok(())
        })
    }
}

/// How many solutions `text`'s puzzle has, counting up to `limit` (0 is read as 1): a
/// `CountRecord` as JSON, as `nonet count --limit N --format json` prints it. The
/// count keeps no solution, so memory does not grow with `limit`.
///
/// # Safety
/// As [`nonet_read`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_count(
    text: *const c_char,
    limit: u64,
    out: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        answer(out, || {
            let puzzle = puzzle_arg(text)?;
            let limit = usize::try_from(limit).unwrap_or(usize::MAX).max(1);
            let outcome = search(&puzzle, limit, false)?;
            json(&CountRecord::new(&puzzle, &outcome, limit))
        })
    }
}

/// The first puzzle of the C string `text` (any format nonet reads).
///
/// # Safety
/// `text` is null or a NUL-terminated string.
pub(crate) unsafe fn puzzle_arg(text: *const c_char) -> Result<Puzzle, Failure> {
    read(unsafe { crate::boundary::text(text, "text") }?)
}

/// The first puzzle of `text`, or the reader's message (with its line and place).
pub(crate) fn read(text: &str) -> Result<Puzzle, Failure> {
    let entry = PuzzleReader::read_text(text)
        .into_iter()
        .next()
        .ok_or_else(|| Failure::new(NonetStatus::BadPuzzle, "no puzzle in the text"))?;
    Ok(entry.puzzle.map(ReadPuzzle::into_puzzle)?)
}

/// The fast search of `puzzle` up to `limit` solutions, keeping the first if `keep`.
fn search(puzzle: &Puzzle, limit: usize, keep: bool) -> Result<SearchOutcome, Failure> {
    let search = Search::new(Algorithm::Fast, limit, false);
    let search = if keep { search } else { search.counting_only() };
    Ok(search.run(puzzle)?)
}

/// The unique solution an outcome found, or why there is none, in the words the CLI
/// uses for the same outcome.
fn the_solution(outcome: &SearchOutcome) -> Result<nonet::Grid, Failure> {
    match (outcome.status, outcome.solution) {
        (SolveStatus::Unique, Some(grid)) => Ok(grid),
        (SolveStatus::Multiple, _) => Err(Failure::new(
            NonetStatus::MultipleSolutions,
            "the puzzle has more than one solution",
        )),
        _ => {
            let why = if !outcome.conflicts().is_empty() {
                Clash(outcome.conflicts()).to_string()
            } else if !outcome.broken().is_empty() {
                BrokenRules(outcome.broken()).to_string()
            } else {
                "the puzzle has no solution".to_string()
            };
            Err(Failure::new(NonetStatus::NoSolution, why))
        }
    }
}

/// A record as JSON text. Writing a record cannot fail (its keys are strings); were
/// it to, that is a bug, reported as one.
pub(crate) fn json(record: &impl Serialize) -> Result<String, Failure> {
    serde_json::to_string(record).map_err(|e| {
        Failure::new(
            NonetStatus::Panic,
            format!("internal error: a record could not be written as JSON: {e}"),
        )
    })
}

/// `text` read as JSON of `T`, or serde's message naming `what` was expected.
pub(crate) fn parse<T: serde::de::DeserializeOwned>(text: &str, what: &str) -> Result<T, Failure> {
    serde_json::from_str(text).map_err(|e| Failure::json(what, &e))
}
