//! `rate`: a puzzle's ratings, as `nonet rate --format json` prints them.

use std::time::Duration;

use nonet::logic::SearchContext;
use nonet::rate::{RateOptions, Scale, rate_any_with};
use nonet::record::RatedRecord;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::{json, read};

/// The ratings of `text`'s puzzle (a classic puzzle, or a position's pencil marks) on
/// `scales`, a comma list as the CLI's `--scales` (`se`, `tier`, `logic`, `dig-hole`;
/// empty for all four): a [`RatedRecord`]. With `time_limit_ms`, the Sudoku Explainer
/// rating gives up after that long and says `timeout` (the CLI's `--time-limit`).
/// Throws the library's message: an unknown scale, a puzzle with no or several
/// solutions, rules the ratings do not cover.
#[wasm_bindgen]
pub fn rate(text: &str, scales: &str, time_limit_ms: Option<u32>) -> Result<String, String> {
    let puzzle = read(text)?;
    let scales = scales_of(scales)?;
    let options = RateOptions {
        scales: scales.clone(),
        time_limit: time_limit_ms.map(|ms| Duration::from_millis(u64::from(ms))),
    };
    let rated =
        rate_any_with(&puzzle, &options, &mut SearchContext::new()).map_err(|e| e.to_string())?;
    json(&RatedRecord::new(&puzzle, &rated, &scales))
}

/// The scales of a comma list, by the library's names; all of them for an empty list.
fn scales_of(list: &str) -> Result<Vec<Scale>, String> {
    if list.trim().is_empty() {
        return Ok(Scale::ALL.to_vec());
    }
    list.split(',')
        .map(|name| name.parse::<Scale>().map_err(|e| e.to_string()))
        .collect()
}
