//! The bindings for variant puzzles natively: `schemes` lists the generator's kinds of
//! rules and the levels a variant takes, and `generate` takes them all; a generated
//! variant game draws, shares and reopens by its id, and gives hints; `write` writes a
//! puzzle in every form the library has, and `read` reads each back to the same puzzle.

use nonet_web::figure::{figure, read};
use nonet_web::{Game, generate, schemes, solve, write};
use serde_json::Value;

fn parse(json: &str) -> Value {
    serde_json::from_str(json).unwrap()
}

fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .unwrap_or_else(|| panic!("not a list: {value}"))
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect()
}

/// The options of a request for `rules` at `level` with `seed`, as the page writes them.
fn options(rules: &str, level: &str, seed: u64) -> String {
    format!(r#"{{"rules":"{rules}","level":"{level}","seed":{seed}}}"#)
}

/// What the library reads of `text`: its givens, layout, regions and rules (the rules'
/// order aside: a form may list them in its own), and its solution.
fn same_puzzle(text: &str) -> (Value, Value, Value, Vec<String>, Value) {
    let info = parse(&read(text).unwrap_or_else(|e| panic!("{e}: {text}")));
    let mut rules: Vec<String> = info["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(Value::to_string)
        .collect();
    rules.sort();
    let solved = parse(&solve(text).unwrap());
    (
        info["givens"].clone(),
        info["jigsaw"].clone(),
        info["regions"].clone(),
        rules,
        solved["solution"].clone(),
    )
}

/// Every kind `schemes` lists is generated at the cheapest level it lists for variants
/// (`any`: no rating target), the record's rules being the kind asked for.
#[test]
fn every_listed_kind_is_generated_at_the_cheapest_variant_level() {
    let record = parse(&schemes().unwrap());
    let kinds = strings(&record["rules"]);
    assert_eq!(kinds.len(), nonet::generate::VariantKind::ALL.len());
    let levels = strings(&record["variants"]["levels"]);
    assert_eq!(levels[0], "any");
    for kind in &kinds {
        let made =
            generate(&options(kind, &levels[0], 1)).unwrap_or_else(|e| panic!("{kind}: {e}"));
        let made = parse(&made);
        assert!(
            made["id"].as_str().unwrap().starts_with('V'),
            "{kind}: {made}"
        );
        let solution = made["solution"].as_str().unwrap();
        assert_eq!(solution.len(), 81, "{kind}");
    }
    for kind in strings(&record["negative_rules"]) {
        assert!(kinds.contains(&kind), "{kind}");
    }
}

/// A rule kind the generator does not make, and a level of another scheme, are
/// refused in the library's words.
#[test]
fn unknown_kinds_and_other_schemes_levels_are_refused() {
    let err = generate(&options("killer,teleport", "any", 1)).unwrap_err();
    assert!(err.contains("unknown rule `teleport`"), "{err}");
    let err =
        generate(r#"{"rules":"thermo","scheme":"logic","level":"hard","seed":1}"#).unwrap_err();
    assert!(err.contains("cannot be asked of a variant"), "{err}");
}

/// A generated killer-thermo game: its figure draws cages and thermometers, its share
/// code is the variant id, which reopens the same puzzle,
/// and hints work.
#[test]
fn a_generated_variant_game_draws_shares_and_hints() {
    let game = Game::from_generated(&options("killer,thermo", "easy", 7)).unwrap();
    let view = parse(&game.view().unwrap());
    let share = view["share"].as_str().unwrap();
    assert!(share.starts_with('V'), "{share}");
    let text = view["text"].as_str().unwrap();
    let drawn = parse(&figure(text).unwrap());
    let kinds: Vec<&str> = drawn["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["kind"].as_str().unwrap())
        .collect();
    assert!(
        kinds.contains(&"killer") && kinds.contains(&"thermo"),
        "{kinds:?}"
    );

    let again = Game::from_share(share).unwrap();
    let reopened = parse(&again.view().unwrap());
    assert_eq!(reopened["text"], view["text"]);
    assert_eq!(reopened["share"], view["share"]);

    let hint = parse(&game.hint().unwrap());
    assert_eq!(hint["kind"], "step", "{hint}");
    assert!(!hint["marks"].as_array().unwrap().is_empty(), "{hint}");
}

/// Every form writes a generated variant puzzle (a killer with thermometers, kropki dots
/// under their negative rule) that reads back to the same givens, rules and solution;
/// a classic puzzle as a SudokuPad link too.
#[test]
fn write_round_trips_through_read_in_every_form() {
    let made = Game::from_generated(
        r#"{"rules":"killer,thermo,kropki","negative":true,"level":"any","seed":3}"#,
    )
    .unwrap();
    let text = parse(&made.view().unwrap())["text"]
        .as_str()
        .unwrap()
        .to_string();
    let want = same_puzzle(&text);
    assert!(want.3.len() > 3, "{:?}", want.3);
    for form in nonet::format::PuzzleForm::ALL {
        let written = write(&text, form.name()).unwrap_or_else(|e| panic!("{form}: {e}"));
        assert_eq!(same_puzzle(&written), want, "{form}: {written}");
    }
    let link = write(&text, "sudokupad").unwrap();
    assert!(link.starts_with("https://sudokupad.app/"), "{link}");

    let classic =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let link = write(classic, "sudokupad").unwrap();
    assert!(link.starts_with("https://sudokupad.app/"), "{link}");
    assert_eq!(same_puzzle(&link), same_puzzle(classic));
}

/// A form the library does not have is refused in its words, and so is text it cannot
/// read.
#[test]
fn write_refuses_an_unknown_form_and_unreadable_text() {
    let classic =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let err = write(classic, "pdf").unwrap_err();
    assert_eq!(
        err,
        "unknown form `pdf`: expected iss, fpuzzles, link or sudokupad"
    );
    let err = write("53..7", "sudokupad").unwrap_err();
    assert!(err.contains("too few cells"), "{err}");
    assert_eq!(write("", "iss").unwrap_err(), "no puzzle in the text");
}
