//! Saves: a random session round-trips through JSON exactly (position, history, time);
//! corrupt, inconsistent and newer saves are errors naming the problem, never panics.

mod play_common;

use nonet::play::{Action, Game, GameError, SaveError};
use nonet::{Cell, Digit};
use play_common::{Op, op, wikipedia};
use proptest::prelude::*;

fn session(ops: &[Op]) -> Game {
    let mut game = wikipedia();
    for (i, op) in ops.iter().enumerate() {
        match op {
            Op::Act(a) => {
                let _ = game.apply(*a);
            }
            Op::ActAll(actions) => {
                let _ = game.apply_all(actions);
            }
            Op::Undo => {
                game.undo();
            }
            Op::Redo => {
                game.redo();
            }
        }
        game.add_elapsed(i as u64 * 997);
    }
    game
}

fn saved() -> String {
    let mut game = wikipedia();
    let c = |s: &str| s.parse::<Cell>().unwrap();
    let d = |n| Digit::new(n).unwrap();
    game.apply(Action::ToggleCorner {
        cell: c("r1c3"),
        digit: d(1),
    })
    .unwrap();
    game.apply(Action::SetDigit {
        cell: c("r1c3"),
        digit: d(4),
    })
    .unwrap();
    game.apply(Action::AutoNotes).unwrap();
    game.undo();
    game.add_elapsed(61_000);
    game.to_json()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn a_session_round_trips(ops in proptest::collection::vec(op(), 0..30), paused: bool) {
        let mut game = session(&ops);
        game.set_paused(paused);
        let restored = Game::from_json(&game.to_json()).unwrap();
        prop_assert_eq!(&restored, &game);
        // And it goes on the same way: undo all in both.
        let (mut a, mut b) = (restored, game);
        while a.undo() { prop_assert!(b.undo()); prop_assert_eq!(&a, &b); }
        prop_assert!(!b.undo());
    }

    #[test]
    fn changed_bytes_never_panic(at in 0usize..2000, byte in 0u8..128) {
        let mut text = saved().into_bytes();
        let at = at % text.len();
        text[at] = byte;
        if let Ok(text) = String::from_utf8(text) {
            let _ = Game::from_json(&text);
        }
    }
}

#[test]
fn every_truncation_is_an_error() {
    let text = saved();
    for end in 0..text.len() {
        assert!(Game::from_json(&text[..end]).is_err(), "{end}");
    }
    assert!(Game::from_json(&text).is_ok());
}

#[test]
fn versions_are_checked() {
    let text = saved();
    assert!(text.starts_with(r#"{"version":2,"#), "{text}");
    let with = |v: &str| text.replacen(r#""version":2"#, &format!(r#""version":{v}"#), 1);
    assert_eq!(
        Game::from_json(&with("3")),
        Err(SaveError::UnsupportedVersion {
            found: 3,
            supported: 2
        })
    );
    assert_eq!(
        Game::from_json(&with("0")),
        Err(SaveError::UnsupportedVersion {
            found: 0,
            supported: 2
        })
    );
    // Version 1 is version 2 without colours and moves of several actions.
    assert!(Game::from_json(&with("1")).is_ok());
    assert!(
        matches!(Game::from_json(&with(r#""1""#)), Err(SaveError::Corrupt(m)) if m.contains("version"))
    );
    let without = text.replacen(r#""version":2,"#, "", 1);
    assert_eq!(
        Game::from_json(&without),
        Err(SaveError::Corrupt("no `version` field".to_string()))
    );
    assert!(matches!(
        Game::from_json("[1,2]"),
        Err(SaveError::Corrupt(_))
    ));
    assert!(matches!(Game::from_json(""), Err(SaveError::Corrupt(_))));
}

#[test]
fn inconsistent_saves_name_the_problem() {
    let text = saved();
    let err = |from: &str, to: &str| {
        assert!(text.contains(from), "{from} not in {text}");
        Game::from_json(&text.replacen(from, to, 1))
            .unwrap_err()
            .to_string()
    };
    // A player digit over the given r1c1.
    assert_eq!(
        err(r#""position":{"entries":"."#, r#""position":{"entries":"5"#),
        "saved game is inconsistent: the position: r1c1 holds a given and a player digit"
    );
    assert_eq!(
        err(r#""corner":{"r1c3":"1"}"#, r#""corner":{"r1c3":"10"}"#),
        "saved game is inconsistent: the position: corner marks of r1c3: `0` is not a digit 1 to 9"
    );
    assert_eq!(
        err(r#""corner":{"r1c3":"1"}"#, r#""corner":{"r1c1":"1"}"#),
        "saved game is inconsistent: the position: corner marks on the given r1c1"
    );
    assert!(err(r#""elapsed_ms""#, r#""extra":1,"elapsed_ms""#).contains("unknown field `extra`"));
    assert!(err(r#""kind":"set-digit""#, r#""kind":"teleport""#).starts_with("not a saved game:"));
    // A puzzle that is no longer proper: drop the givens of row 1.
    let puzzle_line = wikipedia().puzzle().givens.to_string();
    let loose = format!("{}{}", ".".repeat(27), &puzzle_line[27..]);
    assert!(matches!(
        Game::from_json(&text.replacen(&puzzle_line, &loose, 1)),
        Err(SaveError::Puzzle(GameError::MultipleSolutions))
    ));
}

/// The selected cell a view hands the game is saved and restored, and neither actions
/// nor undo move it; a save without it (written before it was kept) reads as none
/// (issue 20, item 20).
#[test]
fn the_cursor_is_saved() {
    let mut game = wikipedia();
    assert_eq!(game.cursor(), None);
    let r5c7: Cell = "r5c7".parse().unwrap();
    game.set_cursor(r5c7);
    game.apply(Action::AutoNotes).unwrap();
    game.undo();
    assert_eq!(game.cursor(), Some(r5c7));
    let text = game.to_json();
    assert!(text.contains(r#""cursor":"r5c7""#), "{text}");
    let restored = Game::from_json(&text).unwrap();
    assert_eq!(restored.cursor(), Some(r5c7));
    assert_eq!(restored, game);
    let older = Game::from_json(&saved()).unwrap();
    assert!(!saved().contains("cursor"));
    assert_eq!(older.cursor(), None);
    let bad = text.replacen(r#""cursor":"r5c7""#, r#""cursor":"r0c7""#, 1);
    assert!(matches!(Game::from_json(&bad), Err(SaveError::Corrupt(_))));
}

/// A version that is a number but no format version says what a version is, not that
/// it is not a number (issue 20, item 22).
#[test]
fn a_negative_version_is_named() {
    let text = saved().replacen(r#""version":2"#, r#""version":-1"#, 1);
    assert_eq!(
        Game::from_json(&text).unwrap_err().to_string(),
        "not a saved game: `version` is -1, not a format version (a whole number from 1)"
    );
}

/// Clashing givens are worded as every command words them, with the digit (issue 20,
/// item 10).
#[test]
fn clashing_givens_name_the_digit() {
    let mut givens = wikipedia().puzzle().givens;
    // r1c1 and r8c9 hold 5: a 5 in r1c9 clashes with both.
    givens.set("r1c9".parse().unwrap(), Digit::new(5));
    let err = Game::new(nonet::rules::Puzzle::classic(givens)).unwrap_err();
    assert!(matches!(err, GameError::GivensClash(_)), "{err:?}");
    assert_eq!(
        err.to_string(),
        "givens clash: digit 5 repeated in row 1 at r1c1 and r1c9; \
         digit 5 repeated in column 9 at r1c9 and r8c9"
    );
}
