//! The page's `read` and `figure`, natively: the library's records as JSON, or the
//! library's message.

use nonet::format::figure::Figure;
use nonet::format::read_puzzle;
use nonet::record::PuzzleInfo;
use nonet_web::figure::{figure, read};
use serde_json::Value;

fn parse(json: &str) -> Value {
    serde_json::from_str(json).unwrap()
}

/// A killer with a thermometer, in the Interactive Sudoku Solver's notation.
const KILLER: &str = ".Cage~3~R1C1~R1C2.Thermo~R5C5~R5C6~R5C7.~R9C9_4";

#[test]
fn read_describes_a_variant() {
    let info = parse(&read(KILLER).unwrap());
    let givens = info["givens"].as_str().unwrap();
    assert_eq!(givens.len(), 81);
    assert!(givens.ends_with(".4"), "{givens}");
    assert_eq!(info["classic"], false);
    assert_eq!(info["jigsaw"], false);
    assert_eq!(info["kinds"], serde_json::json!(["killer", "thermo"]));
    assert_eq!(info["rules"][0]["killer"]["total"], 3);
    let share = info["share"].as_str().unwrap();
    let (back, _, _) = read_puzzle(share).unwrap();
    let (puzzle, _, _) = read_puzzle(KILLER).unwrap();
    assert_eq!(back, puzzle, "the share text reads back as the puzzle");
    let items = info["figure"]["items"].as_array().unwrap();
    assert!(
        items
            .iter()
            .any(|i| i["kind"] == "thermo" && i["index"] == 1)
    );
    assert_eq!(
        info,
        serde_json::to_value(PuzzleInfo::new(&puzzle)).unwrap()
    );
}

#[test]
fn read_says_what_rules_a_puzzle_has() {
    let classic = ".".repeat(80) + "1";
    let info = parse(&read(&classic).unwrap());
    assert_eq!(info["classic"], true);
    assert_eq!(info["kinds"], serde_json::json!([]));
    assert_eq!(info["share"], classic);
    let windoku = parse(&read(".Windoku.AntiKnight").unwrap());
    assert_eq!(
        windoku["kinds"],
        serde_json::json!(["windoku", "anti_knight"])
    );
}

#[test]
fn figure_is_the_librarys() {
    let drawn: Figure = serde_json::from_str(&figure(KILLER).unwrap()).unwrap();
    let (puzzle, _, _) = read_puzzle(KILLER).unwrap();
    assert_eq!(drawn, Figure::new(&puzzle.rules));
}

#[test]
fn unreadable_text_gets_the_readers_message() {
    let short = read("53..7....6..195").unwrap_err();
    assert!(short.contains("too few cells"), "{short}");
    let iss = figure(".Thermo~R9C9~R10C1.").unwrap_err();
    assert!(iss.contains("ISS"), "{iss}");
    assert_eq!(read("").unwrap_err(), "no puzzle in the text");
}
