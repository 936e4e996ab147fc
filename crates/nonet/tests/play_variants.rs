//! The game model on variant puzzles: public variant fixtures (`fixtures/variants/iss.tsv`,
//! each row citing its source) whose rules are all peers (anti-knight, anti-king, the X
//! diagonals, windoku, jigsaw) start games whose solution is the published one; notes
//! and conflicts follow the rules' peers; hints say the logic engine does not reason
//! about variants; share codes and saves round-trip.

mod variant_fixtures;

use nonet::play::{Action, Game, Hint, ShareCode};
use nonet::rules::Puzzle;
use nonet::{Cell, CellSet, Digit, Grid};
use variant_fixtures::{Fixture, fixtures};

/// The fixtures of these kinds, one game each.
const KINDS: [&str; 5] = [
    "antiknight",
    "antiking+antiknight",
    "x",
    "windoku",
    "jigsaw",
];

fn fixture(kind: &str) -> Fixture {
    fixtures().into_iter().find(|f| f.kind == kind).unwrap()
}

#[test]
fn variant_games_find_the_published_solution() {
    for kind in KINDS {
        let f = fixture(kind);
        let game = Game::new(f.puzzle.clone()).unwrap_or_else(|e| panic!("{}: {e}", f.name));
        assert_eq!(*game.solution(), f.solution, "{}", f.name);
    }
}

/// Whether `a` and `b` are a knight's move apart.
fn knight(a: Cell, b: Cell) -> bool {
    let dr = a.row().abs_diff(b.row());
    let dc = a.col().abs_diff(b.col());
    (dr, dc) == (1, 2) || (dr, dc) == (2, 1)
}

#[test]
fn notes_leave_the_cells_a_knights_move_away() {
    let f = fixture("antiknight");
    let mut game = Game::new(f.puzzle).unwrap();
    game.apply(Action::AutoNotes).unwrap();
    let classic = |a: Cell, b: Cell| {
        a.row() == b.row() || a.col() == b.col() || a.box_index() == b.box_index()
    };
    // An empty cell with a knight's-move cell outside its row, column and box whose
    // notes hold the cell's digit.
    let cell = game
        .puzzle()
        .givens
        .empty_cells()
        .iter()
        .find(|&x| {
            let d = game.solution().get(x).unwrap();
            Cell::all().any(|c| knight(c, x) && !classic(c, x) && game.centre_marks(c).contains(d))
        })
        .unwrap();
    let digit = game.solution().get(cell).unwrap();
    let before: Vec<_> = Cell::all().map(|c| game.centre_marks(c)).collect();
    game.apply(Action::SetDigit { cell, digit }).unwrap();
    let mut knights = 0;
    for c in Cell::all().filter(|&c| c != cell) {
        let classic = classic(c, cell);
        let expect = if classic || knight(c, cell) {
            let mut m = before[c.index()];
            m.remove(digit);
            m
        } else {
            before[c.index()]
        };
        assert_eq!(game.centre_marks(c), expect, "{c}");
        knights += usize::from(knight(c, cell) && !classic && before[c.index()].contains(digit));
    }
    assert!(
        knights > 0,
        "the test should see a knight's-move note removed"
    );
}

#[test]
fn conflicts_follow_the_rules_peers() {
    let f = fixture("antiknight");
    let mut game = Game::new(f.puzzle).unwrap();
    // Every empty cell gets the digit 1 where it clashes with nothing classic, so the
    // knight's moves are the only clashes left among those.
    for c in game.puzzle().givens.empty_cells() {
        let _ = game.apply(Action::SetDigit {
            cell: c,
            digit: Digit::new(1).unwrap(),
        });
    }
    let grid = game.grid();
    let mut brute = CellSet::EMPTY;
    for a in Cell::all() {
        for b in Cell::all() {
            let classic = a != b
                && (a.row() == b.row() || a.col() == b.col() || a.box_index() == b.box_index());
            if (classic || knight(a, b)) && grid.get(a).is_some() && grid.get(a) == grid.get(b) {
                brute.insert(a);
            }
        }
    }
    assert_eq!(game.conflict_cells(), brute);
    assert!(!brute.is_empty());
}

/// A game whose rules are only groups and peers gets the logic engine's hints: each
/// sound, applied one after the other to the end, sentences naming the windows.
#[test]
fn hints_on_groups_and_peers_come_from_the_logic_engine() {
    let f = fixture("windoku");
    let mut game = Game::new(f.puzzle).unwrap();
    let mut texts = Vec::new();
    while !game.is_complete() {
        let Hint::Step(hint) = game.hint() else {
            panic!("{:?}", game.hint());
        };
        for p in &hint.step.placements {
            assert_eq!(f.solution.get(p.cell), Some(p.digit), "{}", hint.text);
        }
        for e in &hint.step.eliminations {
            assert_ne!(f.solution.get(e.cell), Some(e.digit), "{}", hint.text);
        }
        texts.push(hint.text);
        game.apply(Action::ApplyHint).unwrap();
    }
    assert!(texts.iter().any(|t| t.contains(" in window ")), "{texts:?}");
}

#[test]
fn hints_on_a_killer_read_its_cages_and_wrong_digits_are_still_named() {
    let f = fixture("killer");
    let mut game = Game::new(f.puzzle.clone()).unwrap();
    let Hint::Step(first) = game.hint() else {
        panic!("{}: no step", f.name)
    };
    for e in &first.step.eliminations {
        assert_ne!(f.solution.get(e.cell), Some(e.digit), "{}", first.text);
    }
    assert!(first.text.starts_with("Killer Cage "), "{}", first.text);
    game.apply(Action::ApplyHint).unwrap();
    let mut game = Game::new(f.puzzle).unwrap();
    let cell = game.puzzle().givens.empty_cells().first().unwrap();
    let right = game.solution().get(cell).unwrap();
    let wrong = Digit::new(right.get() % 9 + 1).unwrap();
    game.apply(Action::SetDigit { cell, digit: wrong }).unwrap();
    assert_eq!(game.hint(), Hint::WrongDigit { cell, digit: wrong });
    assert!(game.why_wrong(cell).is_some());
}

#[test]
fn variant_share_codes_and_saves_round_trip() {
    for kind in KINDS {
        let f = fixture(kind);
        let mut game = Game::new(f.puzzle.clone()).unwrap();
        let ShareCode::Text(text) = game.share_code().unwrap() else {
            panic!("{}: a variant has no id", f.name)
        };
        let again = Game::from_share_code(&text).unwrap();
        assert_eq!(again.puzzle().givens, f.puzzle.givens, "{}", f.name);
        assert_eq!(again.solution(), game.solution(), "{}", f.name);
        game.apply(Action::AutoNotes).unwrap();
        assert_eq!(
            Game::from_json(&game.to_json()).unwrap(),
            game,
            "{}",
            f.name
        );
    }
}

#[test]
fn a_variant_with_two_solutions_is_refused() {
    // The X fixture without its givens has many solutions.
    let f = fixture("x");
    let open = Puzzle {
        givens: Grid::EMPTY,
        rules: f.puzzle.rules,
    };
    assert_eq!(
        Game::new(open),
        Err(nonet::play::GameError::MultipleSolutions)
    );
}
