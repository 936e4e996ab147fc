//! The page's view of a puzzle before any search: [`read`] describes what was pasted
//! or shared (a [`PuzzleInfo`], its figure included), [`figure`] only draws it.

use nonet::format::figure::Figure;
use nonet::record::PuzzleInfo;
use wasm_bindgen::prelude::wasm_bindgen;

/// `text`'s puzzle described for the page: a [`PuzzleInfo`] (givens, rules, kinds,
/// whether hints work for it, its share text and its [`Figure`]).
#[wasm_bindgen(js_name = read)]
pub fn read(text: &str) -> Result<String, String> {
    let puzzle = super::read(text)?;
    super::json(&PuzzleInfo::new(&puzzle))
}

/// The vector drawing of `text`'s puzzle's rules: a [`Figure`].
#[wasm_bindgen(js_name = figure)]
pub fn figure(text: &str) -> Result<String, String> {
    let puzzle = super::read(text)?;
    super::json(&Figure::new(&puzzle.rules))
}
