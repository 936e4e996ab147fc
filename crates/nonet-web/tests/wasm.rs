//! The bindings on wasm32-unknown-unknown, run under node by `wasm-bindgen-test-runner`
//! (`test-wasm.sh`). What they prove that the native tests cannot: the engine's clock
//! works there (std's `Instant::now()` panics on that target, and the SE rating's time
//! limit, the forcing chains' deadline and the solvers' limits read it), and the Game
//! class and the free functions answer the same records across the JavaScript
//! boundary's target.

#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use nonet::clock::Instant;
use nonet::format::read_puzzle;
use nonet::logic::{self, Ladder, SearchContext};
use nonet_web::{Game, explain, generate, rate, solve, write};
use serde_json::Value;
use wasm_bindgen_test::wasm_bindgen_test;

/// The example puzzle of Wikipedia's "Sudoku" article (public domain image by Tim
/// Stellmach).
const WIKIPEDIA: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The first of msolve's hardest_to_solve in `crates/nonet/tests/fixtures/
/// hardest_100.txt` (MIT): its path needs dynamic and nested forcing chains, and its
/// Sudoku Explainer rating takes seconds natively.
const HARDEST: &str =
    "98.7..6..7..5..9....4.8....6..3..7...27.............615....3..6...6...9.....573..";

fn parse(json: &str) -> Value {
    serde_json::from_str(json).unwrap()
}

/// The library's clock reads `performance.now()` here: it starts and moves forward.
#[wasm_bindgen_test]
fn the_clock_runs() {
    let start = Instant::now();
    let mut spin = 0u64;
    while start.elapsed() < Duration::from_millis(5) {
        spin = spin.wrapping_add(1);
    }
    assert!(spin > 0 && start.elapsed() >= Duration::from_millis(5));
}

/// A rating with a time limit: the easy puzzle is rated within it; the hardest one
/// runs out of it and says so (`"se":{"timeout":true}`), which only a clock that
/// moves can tell.
#[wasm_bindgen_test]
fn rate_with_a_time_limit() {
    let easy = parse(&rate(WIKIPEDIA, "se,tier", Some(60_000)).unwrap());
    assert!(easy["se"]["er"].is_number(), "{easy}");
    assert!(easy["tier"].is_string(), "{easy}");
    let start = Instant::now();
    let hard = parse(&rate(HARDEST, "se", Some(200)).unwrap());
    assert_eq!(hard["se"]["timeout"], true, "{hard}");
    assert!(
        start.elapsed() < Duration::from_secs(20),
        "{:?}",
        start.elapsed()
    );
}

/// The hardest puzzle's path, step by step under a deadline the forcing chains check,
/// reaches the solution through forcing chains; and `explain` gives the whole path.
#[wasm_bindgen_test]
fn explain_a_hard_one_with_a_deadline() {
    let (puzzle, _, _) = read_puzzle(HARDEST).unwrap();
    let (mut board, _) = logic::start(&puzzle).unwrap();
    let mut ctx = SearchContext::with_deadline(Some(Instant::now() + Duration::from_secs(600)));
    let ladder = Ladder::standard();
    let mut forcing = 0;
    while !board.is_solved() {
        let step = ladder.next_step_with(&board, &mut ctx).expect("a step");
        forcing += usize::from(step.technique.slug().contains("forcing"));
        board.apply(&step);
    }
    assert!(!ctx.expired());
    assert!(forcing > 0, "no forcing chain on the way");
    let path = parse(&explain(HARDEST).unwrap());
    assert_eq!(path["solved"], true);
}

/// The Game class: from text, an action, undo, a hint, a save and back.
#[wasm_bindgen_test]
fn game_from_text_apply_undo_hint_save() {
    let mut game = Game::from_text(WIKIPEDIA).unwrap();
    let view = parse(
        &game
            .apply(r#"{"kind":"set-digit","cell":"r1c3","digit":2}"#)
            .unwrap(),
    );
    assert_eq!(view["cells"][2]["digit"], 2);
    assert_eq!(parse(&game.hint().unwrap())["kind"], "wrong_digit");
    assert!(game.undo());
    let hint = parse(&game.hint().unwrap());
    assert_eq!(hint["kind"], "step", "{hint}");
    assert!(hint["marks"].as_array().is_some_and(|m| !m.is_empty()));
    game.apply(r#"{"kind":"toggle-colour","cell":"r1c1","colour":4}"#)
        .unwrap();
    game.add_elapsed(2500);
    let saved = game.save();
    let restored = Game::from_save(&saved).unwrap();
    assert_eq!(restored.view().unwrap(), game.view().unwrap());
    assert_eq!(parse(&restored.view().unwrap())["elapsed_ms"], 2500);
    assert_eq!(
        game.apply(r#"{"kind":"set-digit","cell":"r1c1","digit":4}"#)
            .unwrap_err(),
        "r1c1 is a given"
    );
}

/// A generated game: its seed makes the same puzzle as natively (the CLI's test
/// compares the record), and a seed drawn from the clock works too.
#[wasm_bindgen_test]
fn generate_with_and_without_a_seed() {
    let seeded = parse(&generate(r#"{"level":"easy","seed":7}"#).unwrap());
    assert_eq!(seeded["seed"], 7);
    let game = Game::from_generated(r#"{"level":"easy","seed":7}"#).unwrap();
    assert_eq!(parse(&game.view().unwrap())["id"], seeded["id"]);
    let drawn = parse(&generate(r#"{"level":"easy"}"#).unwrap());
    assert!(drawn["seed"].is_u64(), "{drawn}");
}

/// A generated variant game (killer and thermo) shares its variant id, which reopens
/// the same puzzle, and `write` gives its SudokuPad link, which reads back to the same
/// solution.
#[wasm_bindgen_test]
fn a_variant_game_shares_and_writes_a_sudokupad_link() {
    let game =
        Game::from_generated(r#"{"rules":"killer,thermo","level":"easy","seed":7}"#).unwrap();
    let view = parse(&game.view().unwrap());
    let share = view["share"].as_str().unwrap();
    assert!(share.starts_with('V'), "{share}");
    let again = parse(&Game::from_share(share).unwrap().view().unwrap());
    assert_eq!(again["text"], view["text"]);
    let text = view["text"].as_str().unwrap();
    let link = write(text, "sudokupad").unwrap();
    assert!(link.starts_with("https://sudokupad.app/"), "{link}");
    let solution = |t: &str| parse(&solve(t).unwrap())["solution"].clone();
    assert_eq!(solution(&link), solution(text));
    assert!(
        write(text, "pdf")
            .unwrap_err()
            .starts_with("unknown form `pdf`")
    );
}
