//! Writing a puzzle as a SudokuPad link: `https://sudokupad.app/?puzzleid=fpuzzles`
//! and the percent-encoded lz-string base64 of its f-puzzles JSON. SudokuPad converts
//! f-puzzles JSON itself, and the query form survives what paths suffer (a `//`
//! shortened, `+` read as a space).
//!
//! SudokuPad's converter draws only part of f-puzzles: renban, whisper, region-sum,
//! entropic and zipper lines, X-sum and skyscraper clues show in SudokuPad only through
//! the cosmetic `line` and `text` entries f-puzzles stores beside them, and slow
//! thermometers (SudokuSolver's `slowthermometer` key) not at all. They are added
//! here with f-puzzles' own colours and sizes, so the puzzle looks in SudokuPad as it
//! does on f-puzzles; nonet's f-puzzles reader skips cosmetics, so the link reads back
//! as the same puzzle. When the puzzle has no rules text, one naming every kind is
//! written, which SudokuPad shows (and which its checker and nonet's reader of SudokuPad
//! drawings read).

use serde_json::{Map, Value, json};

use crate::format::fpuzzles::{self, Metadata};
use crate::format::lz_string::compress_to_base64;
use crate::format::write_error::WriteError;
use crate::rules::{Constraint, Puzzle};

const PREFIX: &str = "https://sudokupad.app/?puzzleid=fpuzzles";

const FORMAT: &str = "SudokuPad";

/// The f-puzzles keys SudokuPad does not draw, with the cosmetic line f-puzzles adds:
/// colour and width (in cells).
const LINES: &[(&str, &str, f64)] = &[
    ("renban", "#F067F0", 0.25),
    ("whispers", "#67F067", 0.1875),
    ("regionsumline", "#2ECBFF", 0.15625),
    ("entropicline", "#FFCCAA", 0.15625),
    ("zipperline", "#CDB1EC", 0.15625),
];

/// f-puzzles' thermometer grey, which its slow thermometers share.
const GREY: &str = "#CFCFCF";

/// Whispers of another difference than German whispers' 5 (f-puzzles' Dutch colour).
const OTHER_WHISPERS: &str = "#FF9A00";

/// The outside clues SudokuPad does not draw, with f-puzzles' glyph for each.
const GLYPHS: &[(&str, &str)] = &[("xsum", "\u{25EF}"), ("skyscraper", "\u{25AF}")];

/// Writes `puzzle` as a link that opens it in SudokuPad.
///
/// ```
/// use nonet::format::sudokupad;
/// use nonet::rules::Puzzle;
/// let link = sudokupad::write(&Puzzle::default(), &Default::default()).unwrap();
/// assert!(link.starts_with("https://sudokupad.app/?puzzleid=fpuzzles"));
/// let payload = link.strip_prefix("https://sudokupad.app/?puzzleid=fpuzzles").unwrap();
/// assert!(!payload.contains(['+', '/', '=']));
/// ```
pub fn write(puzzle: &Puzzle, metadata: &Metadata) -> Result<String, WriteError> {
    for (i, c) in puzzle.rules.constraints().iter().enumerate() {
        if let Constraint::Candidates(_) = c {
            return Err(WriteError::constraint(
                FORMAT,
                i,
                c,
                "SudokuPad's f-puzzles converter drops given pencil marks, so the puzzle would open without this rule",
            ));
        }
    }
    let mut meta = metadata.clone();
    if meta.ruleset.is_none() && !puzzle.rules.is_classic() {
        meta.ruleset = Some(rules_text(puzzle));
    }
    let json = fpuzzles::write(puzzle, &meta)?;
    let mut value: Value = serde_json::from_str(&json).expect("the f-puzzles writer writes JSON");
    if let Some(obj) = value.as_object_mut() {
        add_cosmetics(obj);
    }
    Ok(format!(
        "{PREFIX}{}",
        percent_encode(&compress_to_base64(&value.to_string()))
    ))
}

/// `+`, `/` and `=` escaped, as `encodeURIComponent` writes them.
fn percent_encode(payload: &str) -> String {
    payload
        .replace('+', "%2B")
        .replace('/', "%2F")
        .replace('=', "%3D")
}

/// "Normal sudoku rules apply." and the kinds of the rules, each once, in order.
fn rules_text(puzzle: &Puzzle) -> String {
    let mut names: Vec<String> = Vec::new();
    for c in puzzle.rules.constraints() {
        let name = match c {
            Constraint::Whispers(w) => {
                format!(
                    "whisper line (neighbours differ by at least {})",
                    w.difference
                )
            }
            Constraint::Thermo(t) if t.slow => {
                "slow thermometer (digits do not decrease from the bulb)".to_string()
            }
            c => c.name().to_string(),
        };
        if !names.contains(&name) {
            names.push(name);
        }
    }
    format!("Normal sudoku rules apply. Also: {}.", names.join(", "))
}

/// f-puzzles' cosmetic lines, circles and texts for the kinds SudokuPad does not draw.
fn add_cosmetics(obj: &mut Map<String, Value>) {
    let mut lines = Vec::new();
    for &(key, colour, width) in LINES {
        for entry in obj.get(key).and_then(Value::as_array).into_iter().flatten() {
            let difference = match entry.get("value") {
                Some(Value::String(s)) => s.trim().parse().ok(),
                Some(v) => v.as_u64(),
                None => None,
            };
            let colour = match difference {
                Some(d) if key == "whispers" && d != 5 => OTHER_WHISPERS,
                _ => colour,
            };
            for line in entry
                .get("lines")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                lines.push(
                    json!({ "lines": [line], "outlineC": colour, "width": width, "isNew": true }),
                );
            }
        }
    }
    let mut circles = Vec::new();
    for entry in obj
        .get("slowthermometer")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        for line in entry
            .get("lines")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            if let Some(bulb) = line.get(0) {
                circles.push(json!({ "cells": [bulb], "baseC": GREY, "outlineC": GREY, "fontC": "#000000", "width": 0.85, "height": 0.85 }));
            }
            lines.push(json!({ "lines": [line], "outlineC": GREY, "width": 0.65, "isNew": true }));
        }
    }
    let mut texts = Vec::new();
    for &(key, glyph) in GLYPHS {
        for entry in obj.get(key).and_then(Value::as_array).into_iter().flatten() {
            let (Some(cell), Some(value)) = (entry.get("cell"), entry.get("value")) else {
                continue;
            };
            texts.push(json!({ "cells": [cell], "value": glyph, "fontC": "#000000", "size": 1.2 }));
            texts.push(json!({ "cells": [cell], "value": value, "fontC": "#000000", "size": 0.7 }));
        }
    }
    if !lines.is_empty() {
        obj.insert("line".into(), Value::Array(lines));
    }
    if !texts.is_empty() {
        obj.insert("text".into(), Value::Array(texts));
    }
    if !circles.is_empty() {
        obj.insert("circle".into(), Value::Array(circles));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::iss;
    use crate::format::lz_string::decompress_from_base64;

    fn payload(link: &str) -> Value {
        let p = link.strip_prefix(PREFIX).unwrap();
        let p = p
            .replace("%2B", "+")
            .replace("%2F", "/")
            .replace("%3D", "=");
        serde_json::from_str(&decompress_from_base64(&p).unwrap()).unwrap()
    }

    #[test]
    fn kinds_sudokupad_does_not_draw_get_fpuzzles_cosmetics() {
        let p = iss::parse(".Renban~R1C1~R1C2.Whisper~4~R3C1~R3C2.XSum~C3~~12").unwrap();
        let v = payload(&write(&p, &Metadata::default()).unwrap());
        assert_eq!(
            v["line"],
            json!([
                {"lines": [["R1C1", "R1C2"]], "outlineC": "#F067F0", "width": 0.25, "isNew": true},
                {"lines": [["R3C1", "R3C2"]], "outlineC": "#FF9A00", "width": 0.1875, "isNew": true},
            ])
        );
        assert_eq!(v["text"][0]["value"], "\u{25EF}");
        assert_eq!(v["text"][1]["value"], v["xsum"][0]["value"]);
        assert_eq!(
            v["ruleset"],
            "Normal sudoku rules apply. Also: renban line, whisper line (neighbours differ by at least 4), X-sum clue."
        );
    }

    #[test]
    fn given_candidates_are_refused_and_slow_thermometers_drawn() {
        let p = iss::parse(".~R1C1_1_2_3").unwrap();
        assert_eq!(
            write(&p, &Metadata::default()).unwrap_err().to_string(),
            "constraint 1 (given candidates at r1c1) has no SudokuPad notation: SudokuPad's \
             f-puzzles converter drops given pencil marks, so the puzzle would open without this rule"
        );
        let slow = Puzzle {
            givens: crate::Grid::EMPTY,
            rules: crate::rules::Rules::new(
                crate::rules::Layout::Boxes,
                vec![Constraint::Thermo(crate::rules::kinds::Thermo {
                    cells: vec!["r1c1".parse().unwrap(), "r1c2".parse().unwrap()],
                    slow: true,
                })],
            )
            .unwrap(),
        };
        let v = payload(&write(&slow, &Metadata::default()).unwrap());
        assert_eq!(v["line"][0]["lines"], json!([["R1C1", "R1C2"]]));
        assert_eq!(v["circle"][0]["cells"], json!(["R1C1"]));
        assert!(v["ruleset"].as_str().unwrap().contains("slow thermometer"));
    }

    #[test]
    fn a_rules_text_given_is_kept_and_a_classic_puzzle_gets_none() {
        let p = iss::parse(".AntiKnight").unwrap();
        let meta = Metadata {
            ruleset: Some("Mine.".into()),
            ..Metadata::default()
        };
        assert_eq!(payload(&write(&p, &meta).unwrap())["ruleset"], "Mine.");
        let v = payload(&write(&Puzzle::default(), &Metadata::default()).unwrap());
        assert!(v.get("ruleset").is_none());
    }
}
