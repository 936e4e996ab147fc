//! The game handle: its answers are the library's `GameView` and records, a refusal is
//! `REFUSED` with the library's message, a save reads back as the same game, and one
//! handle can be used from several threads at once.

mod common;

use std::ffi::c_char;
use std::ptr;

use common::{PUZZLE, c, call, ok, take};
use nonet::play::{self, Action, GameView};
use nonet_ffi::*;

/// A new game of `text`, or the status and message of the refusal.
fn new_game(text: &str) -> Result<*mut NonetGame, (NonetStatus, String)> {
    let text = c(text);
    let mut game = ptr::null_mut();
    let mut error: *mut c_char = ptr::null_mut();
    let status = unsafe { nonet_game_new(text.as_ptr(), &mut game, &mut error) };
    if status == NonetStatus::Ok {
        assert!(error.is_null() && !game.is_null());
        Ok(game)
    } else {
        assert!(game.is_null());
        Err((status, take(error)))
    }
}

fn view(game: *const NonetGame) -> serde_json::Value {
    serde_json::from_str(&ok(|out| unsafe { nonet_game_view(game, out) })).unwrap()
}

#[test]
fn moves_undo_redo_and_save_are_the_librarys() {
    let game = new_game(PUZZLE).unwrap();
    let action = r#"{"kind":"set-digit","cell":"r1c3","digit":2}"#;
    let after = ok(|out| unsafe { nonet_game_apply(game, c(action).as_ptr(), out) });
    let mut library = play::Game::new(PUZZLE.parse::<nonet::Grid>().unwrap().into()).unwrap();
    library
        .apply(serde_json::from_str::<Action>(action).unwrap())
        .unwrap();
    assert_eq!(
        after,
        serde_json::to_string(&GameView::new(&library)).unwrap()
    );

    let (status, message) = call(|out| unsafe {
        nonet_game_apply(
            game,
            c(r#"{"kind":"set-digit","cell":"r1c1","digit":2}"#).as_ptr(),
            out,
        )
    });
    assert_eq!(
        (status, message.as_str()),
        (NonetStatus::Refused, "r1c1 is a given")
    );
    let (status, message) = call(|out| unsafe {
        nonet_game_apply(
            game,
            c(r#"{"kind":"set-digit","cell":"r1c3","digit":"two"}"#).as_ptr(),
            out,
        )
    });
    assert_eq!(status, NonetStatus::BadArgument);
    assert!(message.starts_with("not an action:"), "{message}");

    let why = ok(|out| unsafe { nonet_game_why_wrong(game, c("r1c3").as_ptr(), out) });
    assert!(why.contains("r1c3"), "{why}");
    assert_eq!(
        ok(|out| unsafe { nonet_game_why_wrong(game, c("r1c4").as_ptr(), out) }),
        "null"
    );
    let (status, message) =
        call(|out| unsafe { nonet_game_why_wrong(game, c("r10c1").as_ptr(), out) });
    assert_eq!(status, NonetStatus::BadArgument, "{message}");

    let mut error = ptr::null_mut();
    assert_eq!(
        unsafe { nonet_game_set_cursor(game, c("r5c5").as_ptr(), &mut error) },
        NonetStatus::Ok
    );
    assert_eq!(
        unsafe { nonet_game_add_elapsed(game, 1500, &mut error) },
        NonetStatus::Ok
    );
    assert_eq!(
        unsafe { nonet_game_set_paused(game, true, &mut error) },
        NonetStatus::Ok
    );
    assert!(error.is_null());
    assert_eq!(view(game)["elapsed_ms"], 1500);
    assert_eq!(view(game)["paused"], true);

    let save = ok(|out| unsafe { nonet_game_save(game, out) });
    let mut copy = ptr::null_mut();
    assert_eq!(
        unsafe { nonet_game_from_save(c(&save).as_ptr(), &mut copy, ptr::null_mut()) },
        NonetStatus::Ok
    );
    assert_eq!(view(copy), view(game));
    unsafe { nonet_game_free(copy) };

    let undone: serde_json::Value =
        serde_json::from_str(&ok(|out| unsafe { nonet_game_undo(game, out) })).unwrap();
    assert_eq!(undone["cells"][2]["digit"], serde_json::Value::Null);
    let (status, message) = call(|out| unsafe { nonet_game_undo(game, out) });
    assert_eq!(
        (status, message.as_str()),
        (NonetStatus::Refused, "nothing to undo")
    );
    ok(|out| unsafe { nonet_game_redo(game, out) });
    let (status, _) = call(|out| unsafe { nonet_game_redo(game, out) });
    assert_eq!(status, NonetStatus::Refused);

    let hint: serde_json::Value =
        serde_json::from_str(&ok(|out| unsafe { nonet_game_hint(game, out) })).unwrap();
    assert!(hint.is_object(), "{hint}");
    unsafe { nonet_game_free(game) };
    unsafe { nonet_game_free(ptr::null_mut()) };
}

/// A puzzle that cannot be played, a corrupt save and a null handle are refused with
/// their own status.
#[test]
fn bad_games_are_refused() {
    let (status, message) = new_game(&".".repeat(81)).unwrap_err();
    assert_eq!(
        (status, message.as_str()),
        (
            NonetStatus::MultipleSolutions,
            "the puzzle has more than one solution"
        )
    );
    let (status, _) = new_game("53..7").unwrap_err();
    assert_eq!(status, NonetStatus::BadPuzzle);
    let mut game = ptr::null_mut();
    let mut error = ptr::null_mut();
    let status =
        unsafe { nonet_game_from_save(c("{\"version\":1}").as_ptr(), &mut game, &mut error) };
    assert_eq!(status, NonetStatus::BadArgument);
    assert!(game.is_null());
    assert!(take(error).contains("saved game"));
    let (status, message) = call(|out| unsafe { nonet_game_view(ptr::null(), out) });
    assert_eq!(
        (status, message.as_str()),
        (NonetStatus::NullArgument, "`game` is null")
    );
    let status = unsafe { nonet_game_new(c(PUZZLE).as_ptr(), ptr::null_mut(), &mut error) };
    assert_eq!(
        (status, take(error).as_str()),
        (NonetStatus::NullArgument, "`game` is null")
    );
}

/// Generation by options, the same puzzle for the same seed, and the game of its share
/// code.
#[test]
fn generated_games_share_by_id() {
    let options = c(r#"{"level":"easy","seed":11}"#);
    let mut game = ptr::null_mut();
    assert_eq!(
        unsafe { nonet_game_generate(options.as_ptr(), &mut game, ptr::null_mut()) },
        NonetStatus::Ok
    );
    let generated: serde_json::Value =
        serde_json::from_str(&ok(|out| unsafe { nonet_generate(options.as_ptr(), out) })).unwrap();
    let v = view(game);
    let givens: String = v["cells"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            c["given"]
                .as_u64()
                .map_or('.', |d| char::from(b'0' + d as u8))
        })
        .collect();
    assert_eq!(serde_json::Value::String(givens), generated["puzzle"]);
    let mut shared = ptr::null_mut();
    let code = c(v["share"].as_str().unwrap());
    assert_eq!(
        unsafe { nonet_game_from_share(code.as_ptr(), &mut shared, ptr::null_mut()) },
        NonetStatus::Ok
    );
    assert_eq!(view(shared)["cells"], v["cells"]);
    unsafe { nonet_game_free(shared) };
    unsafe { nonet_game_free(game) };
}

/// Eight threads write into one game through one handle at once: every move lands (the
/// mutex serialises them), and undo takes them back one by one.
#[test]
fn one_handle_serves_several_threads() {
    struct Handle(*mut NonetGame);
    // SAFETY: the crate documents a handle as usable from several threads.
    unsafe impl Send for Handle {}
    unsafe impl Sync for Handle {}
    let game = Handle(new_game(PUZZLE).unwrap());
    let empty: Vec<String> = view(game.0)["cells"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["given"].is_null())
        .map(|c| c["cell"].as_str().unwrap().to_owned())
        .collect();
    std::thread::scope(|s| {
        for chunk in empty.chunks(empty.len().div_ceil(8)) {
            let game = &game;
            s.spawn(move || {
                for cell in chunk {
                    let action = c(&format!(
                        r#"{{"kind":"toggle-centre","cell":"{cell}","digit":1}}"#
                    ));
                    ok(|out| unsafe { nonet_game_apply(game.0, action.as_ptr(), out) });
                    ok(|out| unsafe { nonet_game_view(game.0, out) });
                }
            });
        }
    });
    let after = view(game.0);
    let marked = after["cells"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["centre"] == serde_json::json!([1]))
        .count();
    assert_eq!(marked, empty.len());
    for _ in 0..empty.len() {
        ok(|out| unsafe { nonet_game_undo(game.0, out) });
    }
    assert_eq!(view(game.0)["can_undo"], false);
    unsafe { nonet_game_free(game.0) };
}
