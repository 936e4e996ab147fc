//! nonet in the browser: the functions the web page calls, compiled to WebAssembly
//! with `wasm-bindgen`.
//!
//! Each takes one puzzle as text, in any format nonet reads (a classic line or grid, a
//! pencil-mark grid, an ISS string, f-puzzles JSON or a link), and answers with the
//! library's record as JSON text ([`nonet::record`]: the shapes `nonet ... --format
//! json` prints), or with the library's own message when the text cannot be read or
//! the engine cannot take the puzzle. The page parses the JSON; nothing here knows
//! Sudoku beyond calling the library, so whatever the library learns reaches the page
//! unchanged.
//!
//! The same functions are plain Rust on any other target, which is how they are
//! tested.

pub mod figure;

use nonet::format::{PuzzleReader, ReadPuzzle};
use nonet::logic::{self, Ladder};
use nonet::record::{CountRecord, PathRecord, Search, SearchOutcome, SolveRecord};
use nonet::rules::Puzzle;
use nonet::solve::Algorithm;
use serde::Serialize;
use wasm_bindgen::prelude::wasm_bindgen;

mod explain;
mod game;
mod generate;
mod rate;
mod schemes;

pub use explain::explain_marked;
pub use game::Game;
pub use generate::generate;
pub use rate::rate;
pub use schemes::schemes;

/// The solution of `text`'s puzzle: a [`SolveRecord`] (its status, the solution when
/// it is unique, or the rule its givens break).
#[wasm_bindgen]
pub fn solve(text: &str) -> Result<String, String> {
    let puzzle = read(text)?;
    let outcome = search(&Search::new(Algorithm::Fast, 2, false), &puzzle)?;
    json(&SolveRecord::new(&puzzle, &outcome))
}

/// How many solutions `text`'s puzzle has, counting up to `limit` (at least 1): a
/// [`CountRecord`].
#[wasm_bindgen]
pub fn count(text: &str, limit: usize) -> Result<String, String> {
    let puzzle = read(text)?;
    let limit = limit.max(1);
    let outcome = search(
        &Search::new(Algorithm::Fast, limit, false).counting_only(),
        &puzzle,
    )?;
    json(&CountRecord::new(&puzzle, &outcome, limit))
}

/// The next step on `text`'s puzzle, from its givens: a [`PathRecord`] of one step
/// (none when the grid is full), `solved` when that step fills the grid.
#[wasm_bindgen]
pub fn hint(text: &str) -> Result<String, String> {
    let puzzle = read(text)?;
    let (mut board, _) = logic::start(&puzzle).map_err(|e| e.to_string())?;
    let step = Ladder::standard().next_step(&board);
    if let Some(step) = &step {
        board.apply(step);
    }
    let steps: Vec<_> = step.into_iter().collect();
    json(&PathRecord::new(&puzzle, &steps, board.is_solved()))
}

/// The whole logical path of `text`'s puzzle with the standard ladder (which ends in
/// backtracking, so it always reaches the solution): a [`PathRecord`].
#[wasm_bindgen]
pub fn explain(text: &str) -> Result<String, String> {
    let puzzle = read(text)?;
    let path = logic::explain(&puzzle, &Ladder::standard()).map_err(|e| e.to_string())?;
    json(&PathRecord::new(&puzzle, &path.steps, path.solved))
}

/// The first puzzle of `text`, or the reader's message (with its line and place).
pub(crate) fn read(text: &str) -> Result<Puzzle, String> {
    let entry = PuzzleReader::read_text(text)
        .into_iter()
        .next()
        .ok_or("no puzzle in the text")?;
    entry
        .puzzle
        .map(ReadPuzzle::into_puzzle)
        .map_err(|e| e.to_string())
}

/// Runs `search` on `puzzle`: the classic-only algorithms refuse variant rules.
fn search(search: &Search, puzzle: &Puzzle) -> Result<SearchOutcome, String> {
    search.run(puzzle).map_err(|e| e.to_string())
}

/// `text` read as JSON of `T`, or serde's message saying what is wrong and where.
pub(crate) fn parse<T: serde::de::DeserializeOwned>(text: &str, what: &str) -> Result<T, String> {
    serde_json::from_str(text).map_err(|e| format!("not {what}: {e}"))
}

pub(crate) fn json(record: &impl Serialize) -> Result<String, String> {
    serde_json::to_string(record).map_err(|e| e.to_string())
}
