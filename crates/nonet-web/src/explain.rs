//! `explain_marked`: the logical path with each step's evidence, for the page to colour
//! a chosen step's cells as it colours a hint's.

use nonet::record::PathRecord;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::{json, read};

/// [`crate::explain`]'s path of `text`'s puzzle, each step with its `evidence` (cells
/// and candidates with their roles) and `houses` as the game's hint gives them for the
/// position before the step: [`PathRecord::explained_with_evidence`].
#[wasm_bindgen]
pub fn explain_marked(text: &str) -> Result<String, String> {
    let puzzle = read(text)?;
    json(&PathRecord::explained_with_evidence(&puzzle).map_err(|e| e.to_string())?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    /// Nine disconnected extra regions over the boxes, from the Interactive Sudoku
    /// Solver's examples (the `jigsaw` row of crates/nonet/tests/fixtures/variants/
    /// iss.tsv, which nonet reads as extra regions because they are not connected).
    const REGIONS: &str = ".Jigsaw~001122222000103332100143332111143332504444462577748888577748668577768666555558866.~R1C1_4~R1C9_7~R3C1_1~R3C2_5~R3C9_4~R4C3_3~R4C7_7~R5C1_9~R5C3_1~R5C7_8~R5C9_6~R6C3_8~R6C7_4~R7C1_2~R7C9_8~R9C1_7~R9C9_9";

    fn value(json: &str) -> Value {
        serde_json::from_str(json).unwrap()
    }

    /// The marked path is the plain path plus evidence and houses, and its first step's
    /// are the game's hint's, on a classic puzzle and on one with extra regions.
    #[test]
    fn steps_carry_the_hints_marks() {
        let classic =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        for text in [classic, REGIONS] {
            let mut marked = value(&explain_marked(text).unwrap());
            let plain = value(&crate::explain(text).unwrap());
            let hint = value(&crate::Game::from_text(text).unwrap().hint().unwrap());
            let first = &marked["steps"][0];
            assert_eq!(first["text"], hint["text"]);
            assert_eq!(first["evidence"], hint["marks"]);
            // An empty list of houses is left out of a step's record.
            let houses = first
                .get("houses")
                .cloned()
                .unwrap_or(Value::Array(Vec::new()));
            assert_eq!(houses, hint["houses"]);
            for step in marked["steps"].as_array_mut().unwrap() {
                let step = step.as_object_mut().unwrap();
                assert!(step.remove("evidence").is_some(), "{step:?}");
                step.remove("houses");
            }
            assert_eq!(marked, plain);
        }
    }
}
