//! nonet in the browser: the functions the web page calls, compiled to WebAssembly
//! with `wasm-bindgen`.
//!
//! Each takes one puzzle as text, in any format nonet reads (a classic line or grid, a
//! pencil-mark grid, an ISS string, f-puzzles JSON or a link), and answers with the
//! library's record as JSON text ([`nonet::record`]: the shapes `nonet ... --format
//! json` prints; [`nonet::play`] for the game), or with the library's own message when
//! the text cannot be read or the engine cannot take the puzzle. The page parses the
//! JSON; nothing here knows Sudoku beyond calling the library, so whatever the library
//! learns reaches the page unchanged.
//!
//! # Functions
//!
//! | function | answers | as the CLI's |
//! |---|---|---|
//! | [`solve`]`(text)` | [`SolveRecord`] | `nonet solve --format json` |
//! | [`count`]`(text, limit)` | [`CountRecord`] | `nonet count --limit N --format json` |
//! | [`hint`]`(text)` | [`PathRecord`] of one step | `nonet hint --format json` |
//! | [`explain`]`(text)` | [`PathRecord`] | `nonet explain --format json` |
//! | [`rate`]`(text, scales, time_limit_ms?)` | [`RatedRecord`](nonet::record::RatedRecord) | `nonet rate --scales LIST [--time-limit] --format json` |
//! | [`generate`]`(options_json)` | [`GeneratedRecord`](nonet::record::GeneratedRecord) | `nonet generate --level --scheme --seed --symmetry --givens --minimal --format json` |
//! | [`generate_game`]`(options_json)` | [`NewGameRecord`](nonet::play::NewGameRecord): a new game's save ([`Game`]`.save()`) and its puzzle's [`GeneratedRecord`](nonet::record::GeneratedRecord) | |
//! | [`explain_marked`]`(text)` | [`PathRecord`], each step with its `evidence` and `houses` (a hint's marks) | |
//! | [`schemes`]`()` | [`SchemesRecord`](nonet::record::SchemesRecord): the generator's schemes and their levels, the kinds of variant rules and the levels a variant takes | |
//! | [`read`](figure::read)`(text)` | [`PuzzleInfo`](nonet::record::PuzzleInfo) (with each cell's region) | |
//! | [`figure`](figure::figure)`(text)` | [`Figure`](nonet::format::figure::Figure) | |
//! | [`write`](write())`(text, form)` | the puzzle as text in the [`PuzzleForm`](nonet::format::PuzzleForm) named `form`: `iss`, `fpuzzles`, `link` or `sudokupad` (a SudokuPad link) | `nonet generate --format iss\|fpuzzles\|link\|sudokupad` |
//!
//! `rate`'s scales are the CLI's names (`se,tier,logic,dig-hole`; empty for all);
//! `generate`'s options a [`GenerateRequest`](nonet::generate::GenerateRequest)
//! (`{"level":"hard","seed":7}`, named as the CLI's flags; `{"rules":"killer,thermo",
//! "level":"easy"}` for a variant, its kinds and levels listed by `schemes`). `write`
//! answers plain text, not JSON: the form's own text (a link, an ISS string, f-puzzles'
//! JSON).
//!
//! # The `Game` class
//!
//! [`Game`] is one game being played ([`nonet::play::Game`]). Constructors (static):
//! `Game.from_text(text)`, `Game.from_generated(options_json)`, `Game.from_save(json)`,
//! `Game.from_share(code)`. Methods: `view()` (a [`GameView`](nonet::play::GameView)),
//! `apply(action_json)` and `apply_all(actions_json)` (an
//! [`Action`](nonet::play::Action) or a list of them as one undo step; both answer the
//! new view), `undo()`, `redo()`, `add_elapsed(ms)`, `set_paused(bool)`,
//! `set_cursor(cell)`, `hint()` (a [`HintRecord`](nonet::play::HintRecord)),
//! `why_wrong(cell)` (a [`WhyWrongRecord`](nonet::play::WhyWrongRecord) or `null`) and
//! `save()` (the library's versioned save).
//!
//! # Where this differs from the page's contract (`web-contract.md`, issue 22)
//!
//! - `rate`'s scales are the library's names, `se`, `tier`, `logic`, `dig-hole` (the
//!   contract's `score` and `level` are not scales); a third, optional argument is the
//!   SE time limit in milliseconds.
//! - A view's `share` and `text` are `null` for a variant that neither the ISS notation
//!   nor f-puzzles can write; each cell also says `wrong` (its digit is not the
//!   solution's), for Check.
//! - A hint also has `technique_name` (`"Hidden Single"`; `technique` is the slug), and
//!   each house its `cells`. Roles are the library's [`Role`](nonet::play::Role) names in
//!   kebab-case: `placed`, `eliminated`, `pattern`, `subset`, `base`, `cover`, `fin`,
//!   `pivot`, `pincer`, `chain-on`, `chain-off`, `deadly`, `extra`, `excluder`, and
//!   `{"color":0}` / `{"als":1}` for a colouring's class and an ALS's index.
//! - `why_wrong` answers the JSON text `null` (not JavaScript's `null`) for a right
//!   digit, so every method's answer goes through `JSON.parse`.
//! - `Game.set_cursor(cell)` is added, so a save restores the selected cell.
//! - Added for the page: `schemes()` (the New game panel's schemes, levels and rules),
//!   `write(text, form)` (the SudokuPad button's link),
//!   `explain_marked(text)` (Explain's steps coloured as hints) and `read`'s `regions`
//!   (the cursor's region highlighted); the page's `<select id="scheme">`.
//!
//! # Tests
//!
//! The same functions are plain Rust on any other target, which is how most are tested
//! (`tests/`, and the CLI's `web_records`, which checks them against the CLI's JSON byte
//! for byte). `tests/wasm.rs` runs on wasm32 under node (`test-wasm.sh`): the engine's
//! clock there, time limits and deadlines, the `Game` class, generation.

pub mod figure;

use nonet::format::{PuzzleReader, ReadPuzzle};
use nonet::logic::{self, Ladder, Reach};
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
mod write;

pub use explain::explain_marked;
pub use game::Game;
pub use generate::{generate, generate_game};
pub use rate::rate;
pub use schemes::schemes;
pub use write::write;

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

/// The next step on `text`'s puzzle (from its givens, or a position's candidates): a [`PathRecord`] of one step
/// (none when the grid is full), `solved` when that step fills the grid.
#[wasm_bindgen]
pub fn hint(text: &str) -> Result<String, String> {
    walked(text, Reach::NextStep)
}

/// The whole logical path of `text`'s puzzle with the standard ladder (which ends in
/// backtracking, so it always reaches the solution): a [`PathRecord`].
#[wasm_bindgen]
pub fn explain(text: &str) -> Result<String, String> {
    walked(text, Reach::WholePath)
}

/// The library's walk of `text`'s puzzle as `nonet hint` and `nonet explain` take it
/// (a pencil-mark position from its candidates, variants by their groups and peers),
/// as far as `reach` goes, as their JSON record.
fn walked(text: &str, reach: Reach) -> Result<String, String> {
    let puzzle = read(text)?;
    let walk = logic::walk(&puzzle, &Ladder::standard(), reach).map_err(|e| e.to_string())?;
    json(&PathRecord::walked(&puzzle, &walk))
}

/// The first puzzle of `text`, or the reader's message (with its line and place).
pub(crate) fn read(text: &str) -> Result<Puzzle, String> {
    read_as_written(text).map(ReadPuzzle::into_puzzle)
}

/// The first puzzle of `text` as the reader found it (with an f-puzzles or SudokuPad
/// text's title, author and rules text), or the reader's message.
pub(crate) fn read_as_written(text: &str) -> Result<ReadPuzzle, String> {
    let entry = PuzzleReader::read_text(text)
        .into_iter()
        .next()
        .ok_or("no puzzle in the text")?;
    entry.puzzle.map_err(|e| e.to_string())
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
