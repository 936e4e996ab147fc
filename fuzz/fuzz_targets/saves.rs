//! Saved games on arbitrary input: loading never panics, and whatever loads saves and
//! loads again as the same game (the save of that game is then the same text), with
//! its whole history replayable both ways.

#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet::play::Game;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(game) = Game::from_json(&text) else {
        return;
    };
    let saved = game.to_json();
    let again = Game::from_json(&saved).expect("a game's own save loads");
    assert_eq!(again, game, "{saved}");
    assert_eq!(again.to_json(), saved);

    // Every step of the history undoes and redoes without a panic, and back again
    // the game is where it was.
    let mut walked = game.clone();
    while walked.undo() {}
    while walked.redo() {}
    let mut forward = game.clone();
    while forward.redo() {}
    assert_eq!(walked.grid(), forward.grid());
});
