//! Human logic: the next step ([`nonet_hint`]), the whole path ([`nonet_explain`],
//! [`nonet_explain_marked`] with each step's evidence) and the techniques the steps
//! name ([`nonet_techniques`]).

use std::ffi::c_char;

use nonet::logic::{self, Ladder};
use nonet::record::{PathRecord, TechniqueRecord};

use crate::boundary::answer;
use crate::puzzle::{json, puzzle_arg};
use crate::status::NonetStatus;

/// The next step on `text`'s puzzle from its givens: a `PathRecord` of one step as
/// JSON (no step when the grid is full; `solved` when the step fills it), as `nonet
/// hint --format json` prints it. Fails for a puzzle without exactly one solution.
///
/// # Safety
/// `text` is null or a NUL-terminated string; `out` is null or writable. On return
/// `*out` holds the answer (status OK) or the message, to be freed with
/// `nonet_string_free`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_hint(text: *const c_char, out: *mut *mut c_char) -> NonetStatus {
    unsafe {
        answer(out, || {
            let puzzle = puzzle_arg(text)?;
            let (mut board, _) = logic::start(&puzzle)?;
            let step = Ladder::standard().next_step(&board);
            if let Some(step) = &step {
                board.apply(step);
            }
            let steps: Vec<_> = step.into_iter().collect();
            json(&PathRecord::new(&puzzle, &steps, board.is_solved()))
        })
    }
}

/// The whole logical path of `text`'s puzzle with the standard ladder (ending in
/// backtracking, so it reaches the solution): a `PathRecord` as JSON, as `nonet
/// explain --format json` prints it.
///
/// # Safety
/// As [`nonet_hint`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_explain(text: *const c_char, out: *mut *mut c_char) -> NonetStatus {
    unsafe {
        answer(out, || {
            let puzzle = puzzle_arg(text)?;
            let path = logic::explain(&puzzle, &Ladder::standard())?;
            json(&PathRecord::new(&puzzle, &path.steps, path.solved))
        })
    }
}

/// [`nonet_explain`]'s path with each step's `evidence` (cells and candidates with
/// their roles) and `houses`, for an app that colours a step as it colours a hint.
///
/// # Safety
/// As [`nonet_hint`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_explain_marked(
    text: *const c_char,
    out: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        answer(out, || {
            let puzzle = puzzle_arg(text)?;
            let (start, _) = logic::start(&puzzle)?;
            let mut board = start.clone();
            let steps = Ladder::standard().run(&mut board);
            json(&PathRecord::with_evidence(
                &puzzle,
                &start,
                &steps,
                board.is_solved(),
            ))
        })
    }
}

/// Every technique of the logic engine in the standard ladder's order: a JSON array of
/// `TechniqueRecord`s (`{"slug","name","tier","se"}`), the objects `nonet techniques
/// --format json` prints one per line.
///
/// # Safety
/// `out` is null or writable; `*out` is to be freed with `nonet_string_free`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_techniques(out: *mut *mut c_char) -> NonetStatus {
    unsafe { answer(out, || json(&TechniqueRecord::all().collect::<Vec<_>>())) }
}
