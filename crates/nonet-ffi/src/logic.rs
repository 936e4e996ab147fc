//! Human logic: the next step ([`nonet_hint`]), the whole path ([`nonet_explain`],
//! [`nonet_explain_marked`] with each step's evidence) and the techniques the steps
//! name ([`nonet_techniques`]).

use std::ffi::c_char;

use nonet::logic::{self, Ladder, Reach};
use nonet::record::{PathRecord, TechniqueRecord};

use crate::boundary::answer;
use crate::puzzle::{json, puzzle_arg};
use crate::status::{Failure, NonetStatus};

/// The next step on `text`'s puzzle (from its givens, or from a pencil-mark grid's
/// candidates as `nonet hint` takes it): a `PathRecord` of one step as JSON (no step when the grid is full; `solved` when the step fills it), as `nonet
/// hint --format json` prints it. Fails for a puzzle without exactly one solution.
///
/// # Safety
/// `text` is null or a NUL-terminated string; `out` is null or writable. On return
/// `*out` holds the answer (status OK) or the message, to be freed with
/// `nonet_string_free`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_hint(text: *const c_char, out: *mut *mut c_char) -> NonetStatus {
    unsafe { answer(out, || walked(text, Reach::NextStep)) }
}

/// The whole logical path of `text`'s puzzle with the standard ladder (ending in
/// backtracking, so it reaches the solution): a `PathRecord` as JSON, as `nonet
/// explain --format json` prints it.
///
/// # Safety
/// As [`nonet_hint`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_explain(text: *const c_char, out: *mut *mut c_char) -> NonetStatus {
    unsafe { answer(out, || walked(text, Reach::WholePath)) }
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
            json(&PathRecord::explained_with_evidence(&puzzle)?)
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

/// The library's walk of `text`'s puzzle as `nonet hint` and `nonet explain` take it
/// (a pencil-mark position from its candidates, variants by their groups and peers),
/// as far as `reach` goes, as their JSON record.
///
/// # Safety
/// `text` is null or a NUL-terminated string.
unsafe fn walked(text: *const c_char, reach: Reach) -> Result<String, Failure> {
    // SAFETY: by this function's contract.
    let puzzle = unsafe { puzzle_arg(text) }?;
    json(&PathRecord::walked(
        &puzzle,
        &logic::walk(&puzzle, &Ladder::standard(), reach)?,
    ))
}
