//! `write`: a puzzle in a form other solvers and players open, as `nonet generate
//! --format iss|fpuzzles|link|sudokupad` writes one.

use nonet::format::{PuzzleForm, UnknownPuzzleForm};
use wasm_bindgen::prelude::wasm_bindgen;

use crate::read_as_written;

/// The puzzle of `text` (any format nonet reads) written in the library's
/// [`PuzzleForm`] named `form`: `iss` (the Interactive Sudoku Solver's string),
/// `fpuzzles` (f-puzzles' JSON), `link` (an f-puzzles link) or `sudokupad` (a SudokuPad
/// link, `https://sudokupad.app/?puzzleid=fpuzzles...`). The title, author and rules
/// text an f-puzzles or SudokuPad text carries go along where the form has room for
/// them. Throws the library's message: an unknown form, text that cannot be read, rules
/// the form cannot say.
#[wasm_bindgen]
pub fn write(text: &str, form: &str) -> Result<String, String> {
    let form: PuzzleForm = form.parse().map_err(|e: UnknownPuzzleForm| e.to_string())?;
    let read = read_as_written(text)?;
    let metadata = read.metadata().cloned().unwrap_or_default();
    form.write(&read.into_puzzle(), &metadata)
        .map_err(|e| e.to_string())
}
