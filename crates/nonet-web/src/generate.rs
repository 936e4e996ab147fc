//! `generate`: a new puzzle, as `nonet generate --format json` prints it; and
//! `generate_game`: a new game with that record.

use nonet::generate::{GenerateRequest, Generated};
use nonet::play::NewGameRecord;
use nonet::record::GeneratedRecord;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::{json, parse};

/// A new puzzle for `options`, a [`GenerateRequest`] as JSON (`{"level":"hard",
/// "scheme":"tiers","seed":7,"symmetry":"none"}`, every field optional, named as the
/// CLI's flags; an empty text asks for the defaults), rated on every scale: a
/// [`GeneratedRecord`]. Without a seed, one is drawn from the clock (the record says
/// which). Throws the library's message for a bad field or an impossible target.
#[wasm_bindgen]
pub fn generate(options: &str) -> Result<String, String> {
    json(&GeneratedRecord::new(&generated(options)?))
}

/// A new game for `options` (as [`generate`] takes them), with what the generator says
/// of its puzzle, from one generation: a [`NewGameRecord`] (`{"save": <the game's save,
/// as Game.save() writes it>, "generated": <the GeneratedRecord>}`). The page starts
/// the game from the save and names it by the record: the tier the puzzle rates at,
/// and `fell_back` when no puzzle met the level asked for (a hard little killer, say).
#[wasm_bindgen]
pub fn generate_game(options: &str) -> Result<String, String> {
    json(&NewGameRecord::new(&generated(options)?).map_err(|e| e.to_string())?)
}

/// The generated puzzle of `options`, rated on every scale (the library's
/// [`GenerateRequest::generate`]).
pub(crate) fn generated(options: &str) -> Result<Generated, String> {
    let request: GenerateRequest = if options.trim().is_empty() {
        GenerateRequest::default()
    } else {
        parse(options, "generate options")?
    };
    request.generate().map_err(|e| e.to_string())
}
