//! Colours and moves of several actions (issue 22): colours are kept, cleared, undone
//! and saved like marks; `apply_all` is one undo step that skips the parts refused on
//! their own; saves of the format before them still load.

mod play_common;

use nonet::play::{Action, ActionError, Colour, Game, SaveError};
use nonet::{Cell, Digit};
use play_common::{snapshot, wikipedia};

fn c(s: &str) -> Cell {
    s.parse().unwrap()
}
fn d(n: u8) -> Digit {
    Digit::new(n).unwrap()
}
fn colour(cell: &str, n: u8) -> Action {
    Action::ToggleColour {
        cell: c(cell),
        colour: Colour::new(n).unwrap(),
    }
}
fn colours(game: &Game, cell: &str) -> Vec<u8> {
    game.colours(c(cell)).iter().map(|k| k.get()).collect()
}

/// A cell holds several colours, a given too; a toggle adds then removes one; each
/// toggle is one undo step.
#[test]
fn colours_toggle_on_any_cell_several_at_once() {
    let mut game = wikipedia();
    game.apply(colour("r1c3", 4)).unwrap();
    game.apply(colour("r1c3", 1)).unwrap();
    game.apply(colour("r1c1", 9)).unwrap(); // r1c1 is a given
    assert_eq!(colours(&game, "r1c3"), [1, 4]);
    assert_eq!(colours(&game, "r1c1"), [9]);
    game.apply(colour("r1c3", 4)).unwrap();
    assert_eq!(colours(&game, "r1c3"), [1]);
    assert!(game.undo());
    assert_eq!(colours(&game, "r1c3"), [1, 4]);
    assert!(game.undo() && game.undo());
    assert_eq!(colours(&game, "r1c3"), [4]);
    assert!(colours(&game, "r1c1").is_empty());
    // Colours are not digits: the cell is still empty and nothing conflicts.
    assert_eq!(game.value(c("r1c3")), None);
    let json = r#"{"kind":"toggle-colour","cell":"r1c3","colour":10}"#;
    assert!(serde_json::from_str::<Action>(json).is_err());
}

/// Clear takes one layer at a time: the digit, then the marks, then the colours.
#[test]
fn clear_peels_digit_then_marks_then_colours() {
    let mut game = wikipedia();
    let r1c3 = c("r1c3");
    game.apply(colour("r1c3", 2)).unwrap();
    game.apply(Action::ToggleCorner {
        cell: r1c3,
        digit: d(1),
    })
    .unwrap();
    game.apply(Action::SetDigit {
        cell: r1c3,
        digit: d(4),
    })
    .unwrap();
    game.apply(Action::Clear { cell: r1c3 }).unwrap();
    assert_eq!(game.entry(r1c3), None);
    assert!(game.corner_marks(r1c3).contains(d(1)));
    assert_eq!(colours(&game, "r1c3"), [2]);
    game.apply(Action::Clear { cell: r1c3 }).unwrap();
    assert!(game.corner_marks(r1c3).is_empty());
    assert_eq!(colours(&game, "r1c3"), [2]);
    game.apply(Action::Clear { cell: r1c3 }).unwrap();
    assert!(colours(&game, "r1c3").is_empty());
    assert_eq!(
        game.apply(Action::Clear { cell: r1c3 }),
        Err(ActionError::Unchanged)
    );
}

/// A digit typed over a selection: the given is skipped, the other cells take it, and
/// one undo takes them all back.
#[test]
fn apply_all_is_one_undo_step_and_skips_refused_parts() {
    let mut game = wikipedia();
    let start = snapshot(&game);
    let cells = ["r1c3", "r1c1", "r2c2"]; // r1c1 is a given
    let moves: Vec<Action> = cells
        .iter()
        .map(|&s| Action::ToggleCorner {
            cell: c(s),
            digit: d(7),
        })
        .collect();
    game.apply_all(&moves).unwrap();
    assert!(game.corner_marks(c("r1c3")).contains(d(7)));
    assert!(game.corner_marks(c("r2c2")).contains(d(7)));
    assert!(game.corner_marks(c("r1c1")).is_empty());
    assert_eq!(game.actions(), [moves[0], moves[2]]);
    let after = snapshot(&game);
    assert!(game.undo());
    assert_eq!(snapshot(&game), start);
    assert!(!game.can_undo());
    assert!(game.redo());
    assert_eq!(snapshot(&game), after);
    // Each part sees the position the ones before it left: the second toggle of one
    // mark removes it again.
    let twice = [moves[0], moves[0], colour("r5c5", 3)];
    game.apply_all(&twice).unwrap();
    assert!(game.corner_marks(c("r1c3")).contains(d(7)));
    assert_eq!(colours(&game, "r5c5"), [3]);
}

/// A move that ends where it began is refused as a whole and not recorded: with the
/// first refused part's reason, or `Unchanged`.
#[test]
fn apply_all_that_changes_nothing_is_refused() {
    let mut game = wikipedia();
    let start = game.clone();
    let given = Action::SetDigit {
        cell: c("r1c1"),
        digit: d(1),
    };
    assert_eq!(game.apply_all(&[given]), Err(ActionError::Given(c("r1c1"))));
    assert_eq!(game.apply_all(&[]), Err(ActionError::Unchanged));
    let toggle = colour("r2c2", 5);
    assert_eq!(
        game.apply_all(&[toggle, toggle]),
        Err(ActionError::Unchanged)
    );
    assert_eq!(game, start);
}

/// Colours and a move of several actions are saved (version 2) and restored exactly,
/// and undo after the restore takes the whole move back.
#[test]
fn colours_and_moves_are_saved() {
    let mut game = wikipedia();
    game.apply(colour("r1c1", 3)).unwrap();
    game.apply_all(&[colour("r1c3", 1), colour("r2c2", 1)])
        .unwrap();
    let text = game.to_json();
    assert!(text.starts_with(r#"{"version":2,"#), "{text}");
    assert!(
        text.contains(r#""colours":{"r1c1":"3","r1c3":"1","r2c2":"1"}"#),
        "{text}"
    );
    assert!(
        text.contains(r#""actions":[{"kind":"toggle-colour","cell":"r1c3","colour":1}"#),
        "{text}"
    );
    let mut restored = Game::from_json(&text).unwrap();
    assert_eq!(restored, game);
    assert!(restored.undo());
    assert!(colours(&restored, "r1c3").is_empty() && colours(&restored, "r2c2").is_empty());
    assert_eq!(colours(&restored, "r1c1"), [3]);
    // A step with neither an action nor actions is named.
    let broken = text.replacen(r#""actions":["#, r#""actions":[],"x":["#, 1);
    assert!(Game::from_json(&broken).is_err());
    let empty = text.replacen(
        r#"{"actions":[{"kind":"toggle-colour","cell":"r1c3","colour":1},{"kind":"toggle-colour","cell":"r2c2","colour":1}],"#,
        r#"{"actions":[],"#,
        1,
    );
    assert_ne!(empty, text);
    assert_eq!(
        Game::from_json(&empty).unwrap_err(),
        SaveError::Inconsistent(
            "undo entry 2: needs either `action` or a non-empty `actions` list".to_string()
        )
    );
    let bad = text.replacen(r#""r2c2":"1"}"#, r#""r2c2":"0"}"#, 1);
    assert_eq!(
        Game::from_json(&bad).unwrap_err().to_string(),
        "saved game is inconsistent: the position: colours of r2c2: `0` is not a digit 1 to 9"
    );
}

/// A save written by the code before colours (version 1, kept as a fixture) loads with
/// its digits, marks, cursor, time and history, and no colours.
#[test]
fn a_version_1_save_still_loads() {
    let text = include_str!("fixtures/saves/version1.json");
    assert!(text.starts_with(r#"{"version":1,"#));
    let mut game = Game::from_json(text).unwrap();
    assert_eq!(game.entry(c("r1c3")), Some(d(4)));
    assert!(game.corner_marks(c("r1c3")).contains(d(1)));
    assert!(game.centre_marks(c("r1c4")).contains(d(2)));
    assert_eq!(game.cursor(), Some(c("r2c5")));
    assert_eq!(game.elapsed_ms(), 61_000);
    assert!(nonet::Cell::all().all(|cell| game.colours(cell).is_empty()));
    assert_eq!(game.actions().len(), 3);
    assert!(game.redo()); // the auto-notes undone before the save
    assert!(game.centre_marks(c("r2c2")).len() > 1);
    while game.undo() {}
    assert_eq!(snapshot(&game), snapshot(&wikipedia()));
    // Written again, it is version 2 and reads back the same.
    let again = game.to_json();
    assert!(again.starts_with(r#"{"version":2,"#));
    assert_eq!(Game::from_json(&again).unwrap(), game);
}
