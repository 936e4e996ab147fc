//! "Why is this wrong" answers pinned: every wrong digit of every fifth cell (cell
//! indices 0, 5, 10, ..., the empty ones) of two classic puzzles and of one fixture of
//! each kind in [`KINDS`], answered sentence by sentence against
//! `fixtures/why_wrong/answers.txt`. The answers are the engine's forced singles in
//! order, so this guards the order and the wording when the engine beneath them
//! changes (the answers were written by the game's own singles before why-wrong moved
//! onto the logic engine). `NONET_WRITE_ANSWERS=1` writes the file again after a
//! deliberate change.

mod play_common;
mod variant_fixtures;

use std::collections::BTreeSet;

use nonet::play::{Action, Game};
use nonet::rules::Puzzle;
use nonet::{Cell, Digit};
use play_common::WIKIPEDIA;
use variant_fixtures::fixtures;

/// A hard 17-clue puzzle (Gordon Royle's list), whose wrong digits need long chains of
/// singles before they break.
const HARD: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// Every group-and-peer kind, and two whose rules reach beyond groups and peers (a
/// cage's total, a thermometer's order), where singles see only the groups.
const KINDS: [&str; 9] = [
    "x",
    "windoku",
    "jigsaw",
    "antiknight",
    "antiking",
    "antiknight+disjoint",
    "extraregion",
    "killer",
    "thermo",
];

const ANSWERS: &str = include_str!("fixtures/why_wrong/answers.txt");

/// One line per wrong digit of every fifth cell: `name cell=digit: sentence`. A fifth
/// of the cells still meets every kind of answer and keeps the file small.
fn answers(name: &str, game: &Game) -> Vec<String> {
    let mut out = Vec::new();
    let sampled = |c: &Cell| c.index() % 5 == 0 && !game.is_given(*c);
    for cell in Cell::all().filter(sampled) {
        for digit in Digit::ALL {
            if game.solution().get(cell) == Some(digit) {
                continue;
            }
            let mut g = game.clone();
            g.apply(Action::SetDigit { cell, digit }).unwrap();
            let why = g.why_wrong(cell).expect("a wrong digit has a reason");
            out.push(format!("{name} {cell}={digit}: {}", why.explanation()));
        }
    }
    out
}

fn all_answers() -> String {
    let mut lines = Vec::new();
    for (name, text) in [("wikipedia", WIKIPEDIA), ("hard17", HARD)] {
        let game = Game::new(Puzzle::classic(text.parse().unwrap())).unwrap();
        lines.extend(answers(name, &game));
    }
    let mut kinds = BTreeSet::new();
    for f in fixtures() {
        if !KINDS.contains(&f.kind.as_str()) || !kinds.insert(f.kind.clone()) {
            continue;
        }
        // Fixtures whose solution the game cannot pin (none today) have no answers.
        if let Ok(game) = Game::new(f.puzzle) {
            lines.extend(answers(&f.kind, &game));
        }
    }
    lines.join("\n") + "\n"
}

#[test]
fn why_wrong_answers_do_not_move() {
    let got = all_answers();
    if std::env::var_os("NONET_WRITE_ANSWERS").is_some() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/why_wrong/answers.txt"
        );
        std::fs::write(path, &got).unwrap();
        return;
    }
    for (n, (want, got)) in ANSWERS.lines().zip(got.lines()).enumerate() {
        assert_eq!(got, want, "answer {} moved", n + 1);
    }
    assert_eq!(got.lines().count(), ANSWERS.lines().count());
}
