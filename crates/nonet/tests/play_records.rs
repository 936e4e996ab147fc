//! The game's records for front ends that are not Rust (issue 22): their JSON shapes,
//! and that they carry what the game itself says (the view's cells, the hint's
//! sentence and marks, why a digit is wrong), on classic and variant games.

mod play_common;
mod variant_fixtures;

use nonet::format::read_puzzle;
use nonet::play::{Action, Colour, Game, GameView, Hint, HintKind, HintRecord, WhyWrongRecord};
use nonet::{Cell, Digit};
use play_common::wikipedia;
use serde_json::{Value, json};
use variant_fixtures::fixtures;

fn c(s: &str) -> Cell {
    s.parse().unwrap()
}
fn d(n: u8) -> Digit {
    Digit::new(n).unwrap()
}
fn to_json(record: &impl serde::Serialize) -> Value {
    serde_json::to_value(record).unwrap()
}

/// Every cell of the view holds what the game's own accessors say, with the keys the
/// web page's contract names.
#[test]
fn the_view_is_the_game_cell_by_cell() {
    let mut game = wikipedia();
    game.apply(Action::SetDigit {
        cell: c("r1c3"),
        digit: d(2),
    })
    .unwrap();
    game.apply(Action::SetDigit {
        cell: c("r1c4"),
        digit: d(5),
    })
    .unwrap(); // r1c1 holds 5: a conflict
    game.apply(Action::ToggleCorner {
        cell: c("r2c2"),
        digit: d(1),
    })
    .unwrap();
    game.apply(Action::ToggleCentre {
        cell: c("r2c2"),
        digit: d(3),
    })
    .unwrap();
    game.apply(Action::ToggleColour {
        cell: c("r1c1"),
        colour: Colour::new(6).unwrap(),
    })
    .unwrap();
    game.add_elapsed(1234);
    let view = to_json(&GameView::new(&game));
    // Sorted: serde_json keeps the fields' order only with its `preserve_order` feature,
    // which another crate of the workspace may turn on.
    let mut keys: Vec<&str> = view
        .as_object()
        .unwrap()
        .keys()
        .map(|k| k.as_str())
        .collect();
    keys.sort();
    let mut expected = [
        "cells",
        "can_undo",
        "can_redo",
        "complete",
        "elapsed_ms",
        "paused",
        "id",
        "share",
        "text",
    ];
    expected.sort();
    assert_eq!(keys, expected);
    let cells = view["cells"].as_array().unwrap();
    assert_eq!(cells.len(), 81);
    for (cell, v) in Cell::all().zip(cells) {
        let digits = |set: nonet::Candidates| set.iter().map(|d| d.get()).collect::<Vec<_>>();
        assert_eq!(v["cell"], cell.to_string());
        assert_eq!(
            v["given"],
            json!(game.puzzle().givens.get(cell).map(|d| d.get()))
        );
        assert_eq!(v["digit"], json!(game.entry(cell).map(|d| d.get())));
        assert_eq!(v["corner"], json!(digits(game.corner_marks(cell))));
        assert_eq!(v["centre"], json!(digits(game.centre_marks(cell))));
        let colours: Vec<u8> = game.colours(cell).iter().map(|k| k.get()).collect();
        assert_eq!(v["colours"], json!(colours));
        assert_eq!(v["conflict"], game.conflict_cells().contains(cell));
        assert_eq!(v["wrong"], game.wrong_cells().contains(cell));
    }
    assert_eq!(cells[0]["colours"], json!([6]));
    assert_eq!(cells[3]["conflict"], true);
    assert_eq!(cells[2]["wrong"], true);
    assert_eq!(view["elapsed_ms"], 1234);
    assert_eq!(view["id"], Value::Null);
    assert_eq!(view["share"], view["text"]);
}

/// A generated game's view shares its id and still gives the puzzle's text.
#[test]
fn a_generated_games_view_shares_its_id() {
    let g = nonet::generate::Generator::with_seed(5)
        .generate(&nonet::generate::Target::tier(nonet::rate::Tier::Easy))
        .unwrap();
    let game = Game::from_generated(&g).unwrap();
    let view = to_json(&GameView::new(&game));
    let id = g.id.unwrap().to_string();
    assert_eq!(view["id"], id);
    assert_eq!(view["share"], id);
    assert_eq!(view["text"], g.puzzle.to_string());
}

/// A variant's view gives text that reads back as the same puzzle, and says whether the
/// logic engine answers a variant's hint with a step.
#[test]
fn a_variants_view_reads_back_and_says_if_hints_work() {
    for f in fixtures()
        .into_iter()
        .filter(|f| ["windoku", "thermo"].contains(&f.kind.as_str()))
    {
        let game = Game::new(f.puzzle.clone()).unwrap();
        let view = to_json(&GameView::new(&game));
        let text = view["text"].as_str().unwrap();
        let (read, _, _) = read_puzzle(text).unwrap();
        assert_eq!(read, f.puzzle, "{}", f.name);
        assert!(matches!(game.hint(), Hint::Step(_)), "{}", f.name);
        let hint = to_json(&HintRecord::new(&game.hint(), game.topology()));
        assert_eq!(hint["kind"], "step", "{}", f.name);
    }
}

/// Each kind of hint has its record, with the game's sentence and the contract's keys;
/// a step's marks and houses are the hint's own.
#[test]
fn each_hint_has_its_record() {
    let mut game = wikipedia();
    let hint = game.hint();
    let Hint::Step(step) = &hint else {
        panic!("{hint:?}")
    };
    let record = HintRecord::new(&hint, game.topology());
    assert_eq!(record.kind, HintKind::Step);
    assert_eq!(record.text, step.text);
    assert_eq!(record.conclusion.as_deref(), Some(step.conclusion.as_str()));
    assert_eq!(record.marks, step.marks);
    assert_eq!(record.houses.len(), step.houses.len());
    let value = to_json(&record);
    assert_eq!(value["technique"], step.step.technique.slug());
    assert_eq!(value["technique_name"], step.step.technique.name());
    for (h, mark) in value["houses"].as_array().unwrap().iter().zip(&step.houses) {
        assert_eq!(h["house"], mark.house.to_string());
        assert_eq!(h["cells"].as_array().unwrap().len(), 9);
    }
    assert!(value.get("cell").is_none() && value.get("digit").is_none());

    game.apply(Action::SetDigit {
        cell: c("r1c3"),
        digit: d(2),
    })
    .unwrap();
    let wrong = to_json(&HintRecord::new(&game.hint(), game.topology()));
    assert_eq!(
        wrong,
        json!({"kind": "wrong_digit", "text": "r1c3: 2 is not the solution's digit",
               "cell": "r1c3", "digit": 2,
               "marks": [{"cell": "r1c3", "role": "eliminated"}], "houses": []})
    );
    game.undo();
    game.apply(Action::ToggleCentre {
        cell: c("r1c3"),
        digit: d(1),
    })
    .unwrap(); // the solution has 4 there
    let missing = to_json(&HintRecord::new(&game.hint(), game.topology()));
    assert_eq!(missing["kind"], "missing_note");
    assert_eq!(missing["cell"], "r1c3");
    assert_eq!(missing["text"], game.hint().text());
    let solved = to_json(&HintRecord::new(&Hint::Solved, game.topology()));
    assert_eq!(
        solved,
        json!({"kind": "solved", "text": "the grid is solved", "marks": [], "houses": []})
    );
}

/// Why a digit is wrong: the game's sentence, the forced placements, and every cell
/// they involve (the cell, the forced ones, where the contradiction is).
#[test]
fn why_wrong_has_its_record() {
    let mut game = wikipedia();
    game.apply(Action::SetDigit {
        cell: c("r1c3"),
        digit: d(2),
    })
    .unwrap();
    let why = game.why_wrong(c("r1c3")).unwrap();
    let record = WhyWrongRecord::new(&why, game.topology());
    assert_eq!(record.text, why.explanation());
    assert_eq!((record.cell, record.digit), (c("r1c3"), d(2)));
    assert!(!record.forced.is_empty());
    assert!(record.cells.contains(&c("r1c3")));
    for f in &record.forced {
        assert!(record.cells.contains(&f.cell), "{f:?}");
    }
    assert!(record.cells.is_sorted());
    let value = to_json(&record);
    assert_eq!(
        value["forced"][0]["cell"],
        record.forced[0].cell.to_string()
    );
    // A digit that breaks a rule at once: the clash's cells.
    game.undo();
    game.apply(Action::SetDigit {
        cell: c("r1c3"),
        digit: d(5),
    })
    .unwrap(); // r1c1 holds 5
    let clash = WhyWrongRecord::new(&game.why_wrong(c("r1c3")).unwrap(), game.topology());
    assert!(clash.forced.is_empty());
    assert_eq!(clash.cells, [c("r1c1"), c("r1c3")]);
}
