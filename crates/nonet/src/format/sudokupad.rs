//! SudokuPad links, read and written: `https://sudokupad.app/...`, Cracking the
//! Cryptic's `https://app.crackingthecryptic.com/sudoku/...`, their `?puzzleid=` forms,
//! Sven's `sudokupad.svencodes.com/puzzle/...`, and a bare puzzle id (`sclN4Ig...`).
//!
//! A link's puzzle id starts with its form:
//!
//! | id | what nonet does |
//! | --- | --- |
//! | `fpuzzles...`, `fpuz...` | the f-puzzles `load=` payload after it, read exactly as the f-puzzles link with that payload ([`fpuzzles`](super::fpuzzles)) |
//! | `scl...`, `ctc...` | SudokuPad's own puzzle JSON (lz-string base64, usually "zipped"), decoded; its drawing is read back into rules, each element that stands for a rule nonet knows mapped to it, any other refused by name |
//! | a short id (`wsj7iunsg6`, `gdc/flat-pack/gw`), an f-puzzles tiny id (`fpuzzlesyhkyz63b`) | only SudokuPad's server knows the puzzle, and nonet does not use the network: an error that says so |
//! | `scf...`, `classic...` | SudokuPad's compact classic forms: refused, named |
//!
//! The damage links suffer on their way is repaired: `%xx` escapes, `+` turned into a
//! space, a `//` shortened to `/` (each `/` tried doubled, as SudokuPad does). A payload
//! cut short or not lz-string is an error saying where.
//!
//! Writing ([`write()`]) gives `https://sudokupad.app/?puzzleid=fpuzzles<payload>`: the
//! puzzle's f-puzzles JSON, which SudokuPad converts itself, with f-puzzles' cosmetic
//! lines and texts added for the kinds SudokuPad's converter does not draw (renban,
//! whisper, region-sum, entropic and zipper lines, X-sum and skyscraper clues), and a
//! rules text naming every kind when the puzzle has none. Reading it back gives the same
//! puzzle.
//!
//! ```
//! use nonet::format::sudokupad;
//! use nonet::format::fpuzzles::Metadata;
//! use nonet::format::iss;
//! let puzzle = iss::parse(".Thermo~R1C1~R1C2~R1C3.Renban~R5C5~R5C6")?;
//! let link = sudokupad::write(&puzzle, &Metadata::default()).unwrap();
//! assert!(link.starts_with("https://sudokupad.app/?puzzleid=fpuzzles"));
//! let (back, _) = sudokupad::parse_link(&link).unwrap();
//! assert_eq!(back, puzzle);
//! let short = sudokupad::parse_link("https://sudokupad.app/wsj7iunsg6").unwrap_err();
//! assert!(short.to_string().starts_with("this is a SudokuPad short link (id `wsj7iunsg6`)"));
//! # Ok::<(), nonet::format::iss::IssError>(())
//! ```

mod drawing;
mod error;
mod geometry;
mod link;
mod marks;
mod rules_text;
mod text_checks;
mod write;
mod zipped;

pub use error::SudokuPadError;
pub(crate) use link::{is_bare_id, is_sudokupad_link};
pub use write::write;

use serde_json::Value;

use super::fpuzzles::{Metadata, read_value};
use crate::rules::Puzzle;
use link::PuzzleId;

/// Reads a puzzle and its title, author and rules text from a SudokuPad link, or from
/// its bare puzzle id.
pub fn parse_link(text: &str) -> Result<(Puzzle, Metadata), SudokuPadError> {
    match link::read_id(&link::puzzle_id(text))? {
        PuzzleId::Fpuzzles(json) => {
            read_value(&killer_cages(json)).map_err(|e| SudokuPadError::Fpuzzles(Box::new(e)))
        }
        PuzzleId::Scl(json) => {
            let fpuzzles = drawing::to_fpuzzles(&json)?;
            read_value(&fpuzzles).map_err(|e| {
                SudokuPadError::element(
                    "the drawing",
                    format!("it reads as f-puzzles JSON that does not hold: {e}"),
                )
            })
        }
    }
}

/// The Cracking the Cryptic app re-encodes an f-puzzles puzzle before it opens it in
/// SudokuPad: its killer cages become `cage` entries marked `"unique": true` (f-puzzles'
/// own cosmetic cages never carry the mark). They are killer cages again here, so that
/// the f-puzzles reader, which skips cosmetic cages, does not drop them.
fn killer_cages(mut json: Value) -> Value {
    let Some(obj) = json.as_object_mut() else {
        return json;
    };
    let Some(Value::Array(cages)) = obj.remove("cage") else {
        return json;
    };
    let (killers, cosmetic): (Vec<Value>, Vec<Value>) = cages.into_iter().partition(|c| {
        c.get("unique") == Some(&Value::Bool(true))
            && c.get("cells")
                .and_then(Value::as_array)
                .is_some_and(|cells| !cells.is_empty())
    });
    if !cosmetic.is_empty() {
        obj.insert("cage".into(), Value::Array(cosmetic));
    }
    if !killers.is_empty() {
        let list = obj
            .entry("killercage")
            .or_insert_with(|| Value::Array(Vec::new()));
        if let Value::Array(list) = list {
            for mut k in killers {
                if let Some(o) = k.as_object_mut() {
                    o.remove("unique");
                }
                list.push(k);
            }
        }
    }
    json
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn cages_the_ctc_app_marks_unique_are_killer_cages() {
        let v = killer_cages(json!({
            "cage": [
                {"cells": ["R1C1", "R1C2"], "value": "3", "unique": true},
                {"cells": ["R5C5"], "value": "hello"},
                {"value": "title: x", "unique": true},
            ],
            "killercage": [{"cells": ["R9C9", "R9C8"], "value": "17"}],
        }));
        assert_eq!(
            v,
            json!({
                "cage": [{"cells": ["R5C5"], "value": "hello"}, {"value": "title: x", "unique": true}],
                "killercage": [
                    {"cells": ["R9C9", "R9C8"], "value": "17"},
                    {"cells": ["R1C1", "R1C2"], "value": "3"},
                ],
            })
        );
    }
}
