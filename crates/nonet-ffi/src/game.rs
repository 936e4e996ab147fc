//! The game model behind an opaque handle: a [`NonetGame`] owns one
//! [`nonet::play::Game`] (a puzzle with its solution, the player's entries and notes,
//! undo and redo, the time played). Every answer is a library record as JSON (a
//! `GameView` after each change), as the web page's `Game` class answers.
//!
//! The game sits behind a mutex, so a handle may be used from several threads at once
//! (each call takes the lock for its duration). Freeing a handle while another thread
//! still uses it is the caller's bug, as with any C object.

use std::ffi::c_char;
use std::ptr;
use std::sync::Mutex;

use nonet::Cell;
use nonet::play::{self, Action, GameView, HintRecord, WhyWrongRecord};

use crate::boundary::{answer, caught, null, status, text};
use crate::generate::generated;
use crate::puzzle::{json, parse, read};
use crate::status::{Failure, NonetStatus};

/// One game being played. Opaque: made by a `nonet_game_*` constructor, freed with
/// [`nonet_game_free`].
pub struct NonetGame {
    game: Mutex<play::Game>,
}

/// A new game of the first puzzle in `text` (any format nonet reads). Fails with the
/// reader's message (`BAD_PUZZLE`), or why the puzzle cannot be played: its givens
/// clash or it has no solution (`NO_SOLUTION`), several (`MULTIPLE_SOLUTIONS`).
///
/// # Safety
/// `text` is null or a NUL-terminated string. `game` is null or writable: on success
/// `*game` is the new handle (free it with `nonet_game_free`), otherwise null. `error`
/// is null or writable: on failure `*error` is the message (free it with
/// `nonet_string_free`), otherwise null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_game_new(
    text: *const c_char,
    game: *mut *mut NonetGame,
    error: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        make(game, error, || {
            let puzzle = read(crate::boundary::text(text, "text")?)?;
            Ok(play::Game::new(puzzle)?)
        })
    }
}

/// A new game of a generated puzzle: `options` as `nonet_generate`
/// takes them (an empty string for the defaults). Its share code is the puzzle's id.
///
/// # Safety
/// As [`nonet_game_new`], with `options` for `text`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_game_generate(
    options: *const c_char,
    game: *mut *mut NonetGame,
    error: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        make(game, error, || {
            let g = generated(text(options, "options")?)?;
            Ok(play::Game::from_generated(&g)?)
        })
    }
}

/// A game saved by [`nonet_game_save`] (earlier save formats too). Fails with
/// `BAD_ARGUMENT` for a save that is corrupt, inconsistent or newer than this build.
///
/// # Safety
/// As [`nonet_game_new`], with `save` for `text`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_game_from_save(
    save: *const c_char,
    game: *mut *mut NonetGame,
    error: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        make(game, error, || {
            Ok(play::Game::from_json(text(save, "save")?)?)
        })
    }
}

/// A game of a share code: a puzzle id (regenerated) or a puzzle's text.
///
/// # Safety
/// As [`nonet_game_new`], with `code` for `text`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_game_from_share(
    code: *const c_char,
    game: *mut *mut NonetGame,
    error: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        make(game, error, || {
            Ok(play::Game::from_share_code(text(code, "code")?)?)
        })
    }
}

/// Frees a game. Null is ignored.
///
/// # Safety
/// `game` is null or a handle from a constructor, not yet freed, that no other thread
/// is using; it is not used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_game_free(game: *mut NonetGame) {
    if game.is_null() {
        return;
    }
    // SAFETY: made by `Box::into_raw` in `make`, freed once by contract. Dropping a
    // game runs no code of ours that could panic; catch it all the same.
    let _ = caught(|| {
        drop(unsafe { Box::from_raw(game) });
        Ok(())
    });
}

/// The game to draw: a `GameView` as JSON.
///
/// # Safety
/// `game` is null or a live handle; `out` is null or writable. On return `*out` holds
/// the answer (status OK) or the message, to be freed with `nonet_string_free`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_game_view(
    game: *const NonetGame,
    out: *mut *mut c_char,
) -> NonetStatus {
    unsafe { answer(out, || with(game, |g| json(&GameView::new(g)))) }
}

/// Applies one action, an `Action` as JSON (`{"kind":"set-digit","cell":"r1c3",
/// "digit":4}`), as one undo step, and answers the new `GameView`. Fails with
/// `BAD_ARGUMENT` when the JSON is not an action, `REFUSED` when the game refuses it
/// (a given, nothing to change).
///
/// # Safety
/// As [`nonet_game_view`]; `action` is null or a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_game_apply(
    game: *mut NonetGame,
    action: *const c_char,
    out: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        answer(out, || {
            let action: Action = parse(text(action, "action")?, "an action")?;
            with(game, |g| {
                g.apply(action)?;
                json(&GameView::new(g))
            })
        })
    }
}

/// Applies a JSON list of actions as ONE undo step (a digit typed into several
/// selected cells): parts refused on their own are skipped; fails with `REFUSED` only
/// when nothing changes. Answers the new `GameView`.
///
/// # Safety
/// As [`nonet_game_apply`], with `actions` for `action`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_game_apply_all(
    game: *mut NonetGame,
    actions: *const c_char,
    out: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        answer(out, || {
            let actions: Vec<Action> = parse(text(actions, "actions")?, "a list of actions")?;
            with(game, |g| {
                g.apply_all(&actions)?;
                json(&GameView::new(g))
            })
        })
    }
}

/// Undoes the last move and answers the new `GameView`; `REFUSED` when there is none.
///
/// # Safety
/// As [`nonet_game_view`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_game_undo(
    game: *mut NonetGame,
    out: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        answer(out, || {
            with(game, |g| moved(g.undo(), "nothing to undo", g))
        })
    }
}

/// Redoes the last undone move and answers the new `GameView`; `REFUSED` when there is
/// none.
///
/// # Safety
/// As [`nonet_game_view`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_game_redo(
    game: *mut NonetGame,
    out: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        answer(out, || {
            with(game, |g| moved(g.redo(), "nothing to redo", g))
        })
    }
}

/// Adds `ms` milliseconds of play (ignored while paused or once complete): the app
/// passes its own clock's ticks; the library keeps no clock.
///
/// # Safety
/// `game` is null or a live handle; `error` is null or writable: on failure `*error`
/// is the message (free it with `nonet_string_free`), otherwise null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_game_add_elapsed(
    game: *mut NonetGame,
    ms: u64,
    error: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        status(error, || {
            with(game, |g| {
                g.add_elapsed(ms);
                Ok(())
            })
        })
    }
}

/// Pauses (`paused` true) or resumes the timer.
///
/// # Safety
/// As [`nonet_game_add_elapsed`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_game_set_paused(
    game: *mut NonetGame,
    paused: bool,
    error: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        status(error, || {
            with(game, |g| {
                g.set_paused(paused);
                Ok(())
            })
        })
    }
}

/// Remembers the selected cell (`r1c1` ... `r9c9`) so that a save restores it; a bad
/// name fails with `BAD_ARGUMENT`.
///
/// # Safety
/// As [`nonet_game_add_elapsed`]; `cell` is null or a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_game_set_cursor(
    game: *mut NonetGame,
    cell: *const c_char,
    error: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        status(error, || {
            let cell = cell_of(text(cell, "cell")?)?;
            with(game, |g| {
                g.set_cursor(cell);
                Ok(())
            })
        })
    }
}

/// What to do next: a `HintRecord` as JSON (a step with its cells' roles, a wrong
/// digit, a missing note, or why there is no step).
///
/// # Safety
/// As [`nonet_game_view`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_game_hint(
    game: *const NonetGame,
    out: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        answer(out, || {
            with(game, |g| json(&HintRecord::new(&g.hint(), g.topology())))
        })
    }
}

/// Why the player's digit in `cell` is wrong: a `WhyWrongRecord` as JSON, or the JSON
/// text `null` when the cell holds no player digit or the right one.
///
/// # Safety
/// As [`nonet_game_view`]; `cell` is null or a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_game_why_wrong(
    game: *const NonetGame,
    cell: *const c_char,
    out: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        answer(out, || {
            let cell = cell_of(text(cell, "cell")?)?;
            with(game, |g| {
                let why = g.why_wrong(cell);
                json(&why.map(|w| WhyWrongRecord::new(&w, g.topology())))
            })
        })
    }
}

/// The game as the library's versioned JSON save, for [`nonet_game_from_save`].
///
/// # Safety
/// As [`nonet_game_view`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_game_save(
    game: *const NonetGame,
    out: *mut *mut c_char,
) -> NonetStatus {
    unsafe { answer(out, || with(game, |g| Ok(g.to_json()))) }
}

/// Runs a constructor and hands out its game, or its failure's message.
///
/// # Safety
/// `game` and `error` are null or writable.
unsafe fn make(
    game: *mut *mut NonetGame,
    error: *mut *mut c_char,
    body: impl FnOnce() -> Result<play::Game, Failure>,
) -> NonetStatus {
    unsafe {
        status(error, || {
            if game.is_null() {
                return Err(null("game"));
            }
            *game = ptr::null_mut();
            let made = body()?;
            *game = Box::into_raw(Box::new(NonetGame {
                game: Mutex::new(made),
            }));
            Ok(())
        })
    }
}

/// Runs `f` on the game behind `handle`, holding its lock.
///
/// # Safety
/// `handle` is null or a live handle.
unsafe fn with<T>(
    handle: *const NonetGame,
    f: impl FnOnce(&mut play::Game) -> Result<T, Failure>,
) -> Result<T, Failure> {
    // SAFETY: null or live by the caller's contract.
    let handle = unsafe { handle.as_ref() }.ok_or_else(|| null("game"))?;
    let mut game = handle.game.lock().map_err(|_| {
        Failure::new(
            NonetStatus::Panic,
            "an earlier call on this game panicked, so its state may be inconsistent: free it",
        )
    })?;
    f(&mut game)
}

/// The view after an undo or a redo, or `REFUSED` with `none` when there was no move.
fn moved(done: bool, none: &str, game: &play::Game) -> Result<String, Failure> {
    if done {
        json(&GameView::new(game))
    } else {
        Err(Failure::new(NonetStatus::Refused, none))
    }
}

/// A cell named `r1c1` .. `r9c9`, or the library's message.
fn cell_of(name: &str) -> Result<Cell, Failure> {
    name.parse().map_err(|e: <Cell as std::str::FromStr>::Err| {
        Failure::new(NonetStatus::BadArgument, e.to_string())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::CStr;

    /// A panic while a game is locked is reported, and from then on every call on that
    /// game answers `PANIC` with why, instead of working on a half-changed game.
    #[test]
    fn a_game_that_panicked_answers_panic_from_then_on() {
        let text =
            c"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let mut game = ptr::null_mut();
        let status = unsafe { nonet_game_new(text.as_ptr(), &mut game, ptr::null_mut()) };
        assert_eq!(status, NonetStatus::Ok);
        let broke =
            caught(|| unsafe { with(game, |_| -> Result<(), Failure> { panic!("mid-move") }) });
        assert_eq!(broke.unwrap_err().status, NonetStatus::Panic);
        let mut out = ptr::null_mut();
        let status = unsafe { nonet_game_view(game, &mut out) };
        let message = unsafe { CStr::from_ptr(out) }.to_str().unwrap().to_owned();
        unsafe { crate::nonet_string_free(out) };
        assert_eq!(status, NonetStatus::Panic);
        assert!(
            message.contains("an earlier call on this game panicked"),
            "{message}"
        );
        unsafe { nonet_game_free(game) };
    }
}
