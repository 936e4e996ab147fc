//! The `Game` class natively: its answers are the library's records (the same values
//! the library's own types give), and its refusals the library's messages.

use nonet::play::{self, Action, GameView, HintRecord};
use nonet_web::Game;
use serde_json::{Value, json};

/// The example puzzle of Wikipedia's "Sudoku" article (public domain image by Tim
/// Stellmach); its solution has 4 in r1c3.
const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn parse(text: &str) -> Value {
    serde_json::from_str(text).unwrap()
}

/// The view has the contract's fields, 81 cells with givens, and after an action the
/// player's digit, marks and colours; undo and redo move through the history.
#[test]
fn from_text_apply_undo_view() {
    let mut game = Game::from_text(PUZZLE).unwrap();
    let view = parse(&game.view().unwrap());
    for key in [
        "cells",
        "can_undo",
        "can_redo",
        "complete",
        "elapsed_ms",
        "paused",
        "id",
        "share",
        "text",
    ] {
        assert!(view.get(key).is_some(), "{key} missing in {view}");
    }
    assert_eq!(view["cells"].as_array().unwrap().len(), 81);
    assert_eq!(
        view["cells"][0],
        json!({"cell": "r1c1", "given": 5, "digit": null, "corner": [], "centre": [],
               "colours": [], "conflict": false, "wrong": false})
    );
    assert_eq!(view["text"], PUZZLE);
    assert_eq!(view["share"], PUZZLE);
    let after = parse(
        &game
            .apply(r#"{"kind":"set-digit","cell":"r1c3","digit":2}"#)
            .unwrap(),
    );
    assert_eq!(after["cells"][2]["digit"], 2);
    assert_eq!(after["cells"][2]["wrong"], true);
    assert_eq!(after["can_undo"], true);
    let marks = parse(
        &game
            .apply_all(
                r#"[{"kind":"toggle-corner","cell":"r2c2","digit":1},
                    {"kind":"toggle-colour","cell":"r2c2","colour":3},
                    {"kind":"toggle-centre","cell":"r1c1","digit":1}]"#,
            )
            .unwrap(),
    );
    assert_eq!(marks["cells"][10]["corner"], json!([1]));
    assert_eq!(marks["cells"][10]["colours"], json!([3]));
    assert!(game.undo()); // the three parts at once
    let undone = parse(&game.view().unwrap());
    assert_eq!(undone["cells"][10]["corner"], json!([]));
    assert_eq!(undone["cells"][2]["digit"], 2);
    assert!(game.undo() && !game.undo());
    assert!(game.redo());
    assert_eq!(parse(&game.view().unwrap())["can_redo"], true);
    // The view is the library's record of the same game, field for field.
    let mut library = play::Game::new(PUZZLE.parse::<nonet::Grid>().unwrap().into()).unwrap();
    library
        .apply(
            serde_json::from_str::<Action>(r#"{"kind":"set-digit","cell":"r1c3","digit":2}"#)
                .unwrap(),
        )
        .unwrap();
    library.apply(Action::AutoNotes).unwrap();
    library.undo();
    game.apply(r#"{"kind":"auto-notes"}"#).unwrap();
    game.undo();
    assert_eq!(
        game.view().unwrap(),
        serde_json::to_string(&GameView::new(&library)).unwrap()
    );
}

/// A wrong digit is the first hint and has its why; after clearing it, a step with its
/// technique, sentence and roles; applying it changes the board.
#[test]
fn hint_why_wrong_and_apply_hint() {
    let mut game = Game::from_text(PUZZLE).unwrap();
    assert_eq!(game.why_wrong("r1c3").unwrap(), "null");
    game.apply(r#"{"kind":"set-digit","cell":"r1c3","digit":2}"#)
        .unwrap();
    let wrong = parse(&game.hint().unwrap());
    assert_eq!(wrong["kind"], "wrong_digit");
    assert_eq!(wrong["cell"], "r1c3");
    assert_eq!(wrong["digit"], 2);
    assert_eq!(wrong["text"], "r1c3: 2 is not the solution's digit");
    let why = parse(&game.why_wrong("r1c3").unwrap());
    assert_eq!(why["cell"], "r1c3");
    assert!(why["text"].as_str().unwrap().contains("r1c3=2"), "{why}");
    assert!(why["forced"].is_array(), "{why}");
    assert!(why["cells"].as_array().unwrap().contains(&json!("r1c3")));
    assert!(game.undo());
    let step = parse(&game.hint().unwrap());
    assert_eq!(step["kind"], "step");
    let technique = step["technique"].as_str().unwrap();
    assert!(!technique.is_empty() && step["technique_name"].is_string());
    let marks = step["marks"].as_array().unwrap();
    let placed: Vec<&Value> = marks.iter().filter(|m| m["role"] == "placed").collect();
    assert!(!placed.is_empty(), "{step}");
    let text = step["text"].as_str().unwrap();
    assert!(
        text.ends_with(step["conclusion"].as_str().unwrap()),
        "{step}"
    );
    for h in step["houses"].as_array().unwrap() {
        assert!(h["house"].is_string() && h["role"].is_string(), "{h}");
        assert_eq!(h["cells"].as_array().unwrap().len(), 9);
    }
    let applied = parse(&game.apply(r#"{"kind":"apply-hint"}"#).unwrap());
    let cell = placed[0]["cell"].as_str().unwrap();
    let at = applied["cells"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["cell"] == cell)
        .unwrap();
    assert_eq!(at["digit"], placed[0]["digit"]);
}

/// The record is the library's `HintRecord` of the library's hint, byte for byte.
#[test]
fn hint_is_the_librarys_record() {
    let game = Game::from_text(PUZZLE).unwrap();
    let library = play::Game::new(PUZZLE.parse::<nonet::Grid>().unwrap().into()).unwrap();
    let record = HintRecord::new(&library.hint(), library.topology());
    assert_eq!(
        game.hint().unwrap(),
        serde_json::to_string(&record).unwrap()
    );
}

/// A save restores the same game (digits, history, time); the share code and a save
/// both start games.
#[test]
fn save_restores_and_share_starts() {
    let mut game = Game::from_text(PUZZLE).unwrap();
    game.apply(r#"{"kind":"set-digit","cell":"r1c3","digit":4}"#)
        .unwrap();
    game.apply(r#"{"kind":"toggle-colour","cell":"r1c1","colour":9}"#)
        .unwrap();
    game.add_elapsed(1500);
    game.set_paused(true);
    game.add_elapsed(1000); // paused: not counted
    game.set_cursor("r5c5").unwrap();
    let saved = game.save();
    assert!(saved.starts_with(r#"{"version":2,"#), "{saved}");
    let mut restored = Game::from_save(&saved).unwrap();
    assert_eq!(restored.view().unwrap(), game.view().unwrap());
    assert_eq!(parse(&restored.view().unwrap())["elapsed_ms"], 1500);
    assert_eq!(restored.save(), saved);
    assert!(restored.undo() && restored.undo() && !restored.undo());
    let shared = Game::from_share(PUZZLE).unwrap();
    assert_eq!(
        parse(&shared.view().unwrap())["cells"][2]["digit"],
        Value::Null
    );
}

/// Every refusal is the library's message, or serde's naming the bad field; nothing
/// panics and a refused action changes nothing.
#[test]
fn refusals_are_messages() {
    assert!(
        Game::from_text("53..7")
            .unwrap_err()
            .contains("too few cells")
    );
    assert_eq!(
        Game::from_text(&".".repeat(81)).err().unwrap(),
        "the puzzle has more than one solution"
    );
    let mut game = Game::from_text(PUZZLE).unwrap();
    let before = game.view().unwrap();
    assert_eq!(
        game.apply(r#"{"kind":"set-digit","cell":"r1c1","digit":4}"#)
            .unwrap_err(),
        "r1c1 is a given"
    );
    let unknown = game.apply(r#"{"kind":"teleport"}"#).unwrap_err();
    assert!(
        unknown.starts_with("not an action: unknown variant `teleport`"),
        "{unknown}"
    );
    let colour = game
        .apply(r#"{"kind":"toggle-colour","cell":"r1c3","colour":12}"#)
        .unwrap_err();
    assert!(colour.contains("colour 12 is not 1 to 9"), "{colour}");
    assert!(
        game.apply_all("{}")
            .unwrap_err()
            .starts_with("not a list of actions")
    );
    assert_eq!(game.apply_all("[]").unwrap_err(), "nothing to change");
    assert!(game.why_wrong("r0c1").is_err());
    assert!(game.set_cursor("x").is_err());
    assert_eq!(game.view().unwrap(), before);
    assert!(
        Game::from_save("{")
            .unwrap_err()
            .starts_with("not a saved game")
    );
    assert!(Game::from_share("garbage").is_err());
}
