//! [`nonet_rate`]: a puzzle's ratings, as `nonet rate --format json` prints them.

use std::ffi::c_char;
use std::time::Duration;

use nonet::logic::SearchContext;
use nonet::rate::{RateOptions, Scale, rate_any_with};
use nonet::record::RatedRecord;

use crate::boundary::answer;
use crate::puzzle::{json, puzzle_arg};
use crate::status::{Failure, NonetStatus};

/// The ratings of `text`'s puzzle (a classic puzzle, or a position's pencil marks) on
/// `scales`, a comma list as the CLI's `--scales` (`se`, `tier`, `logic`, `dig-hole`;
/// empty for all four): a `RatedRecord` as JSON. With `time_limit_ms` >= 0 the Sudoku
/// Explainer rating gives up after that long and says `timeout` (the CLI's
/// `--time-limit`); a negative value sets no limit (the hardest puzzles take minutes).
/// Fails for an unknown scale (`BAD_ARGUMENT`), a puzzle without one solution, and
/// rules the ratings do not cover (`UNSUPPORTED`).
///
/// # Safety
/// `text` and `scales` are null or NUL-terminated strings; `out` is null or writable.
/// On return `*out` holds the answer (status OK) or the message, to be freed with
/// `nonet_string_free`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_rate(
    text: *const c_char,
    scales: *const c_char,
    time_limit_ms: i64,
    out: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        answer(out, || {
            let puzzle = puzzle_arg(text)?;
            let scales = scales_of(crate::boundary::text(scales, "scales")?)?;
            let options = RateOptions {
                scales: scales.clone(),
                time_limit: u64::try_from(time_limit_ms).ok().map(Duration::from_millis),
            };
            let rated = rate_any_with(&puzzle, &options, &mut SearchContext::new())?;
            json(&RatedRecord::new(&puzzle, &rated, &scales))
        })
    }
}

/// The scales of a comma list, by the library's names; all of them for an empty list.
fn scales_of(list: &str) -> Result<Vec<Scale>, Failure> {
    if list.trim().is_empty() {
        return Ok(Scale::ALL.to_vec());
    }
    Ok(list
        .split(',')
        .map(|name| name.trim().parse::<Scale>())
        .collect::<Result<_, _>>()?)
}
