//! The web page's functions (crate `nonet-web`, here called natively) answer with the
//! very records the CLI prints in JSON, byte for byte: one shape for every front end.

mod common;

use common::nonet;
use nonet_web::{Game, count, explain, generate, hint, rate, solve};
use serde_json::Value;

/// Wikipedia's example puzzle (en.wikipedia.org/wiki/Sudoku).
const WIKIPEDIA: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The windoku fixture (the Interactive Sudoku Solver's collections,
/// `crates/nonet/tests/fixtures/variants/iss.tsv`).
const WINDOKU: &str = ".Windoku.~R2C6_5~R2C8_1~R3C5_2~R3C9_6~R4C7_4~R5C3_5~R5C7_6~R6C2_8~R6C6_7~R6C7_3~R7C4_2~R7C5_1~R7C6_4~R8C2_7~R8C9_2~R9C3_6~R9C8_4";

/// What `nonet ARGS` prints, without its final newline.
fn cli(args: &[&str]) -> String {
    nonet(args, "").stdout.trim_end().to_string()
}

fn parse(json: &str) -> Value {
    serde_json::from_str(json).unwrap()
}

#[test]
fn solve_and_count_answer_with_the_clis_records() {
    for puzzle in [WIKIPEDIA, WINDOKU] {
        let solved = solve(puzzle).unwrap();
        assert_eq!(solved, cli(&["solve", "--format", "json", puzzle]));
        assert_eq!(parse(&solved)["status"], "unique");
        let counted = count(puzzle, 5).unwrap();
        assert_eq!(
            counted,
            cli(&["count", "--limit", "5", "--format", "json", puzzle])
        );
        assert_eq!(parse(&counted)["count"], 1);
    }
}

#[test]
fn hint_and_explain_answer_with_the_clis_records() {
    for puzzle in [WIKIPEDIA, WINDOKU] {
        let next = hint(puzzle).unwrap();
        assert_eq!(next, cli(&["hint", "--format", "json", puzzle]));
        assert_eq!(parse(&next)["steps"].as_array().unwrap().len(), 1);
        let path = explain(puzzle).unwrap();
        assert_eq!(path, cli(&["explain", "--format", "json", puzzle]));
        assert_eq!(parse(&path)["solved"], true);
    }
    let windoku = parse(&explain(WINDOKU).unwrap());
    let texts: Vec<&str> = windoku["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["text"].as_str().unwrap())
        .collect();
    assert!(texts.iter().any(|t| t.contains("window")), "{texts:?}");
}

/// A position (HoDoKu's pencil-mark grid) is walked from its candidates as given, as
/// `nonet hint` and `nonet explain` walk it: the same records.
#[test]
fn hint_and_explain_walk_a_position_as_the_cli_does() {
    let position = std::fs::read_to_string(common::fixtures().join("pencil_hodoku.txt")).unwrap();
    let next = hint(&position).unwrap();
    assert_eq!(
        next,
        cli(&["hint", "--format", "json", "pencil_hodoku.txt"])
    );
    assert!(parse(&next)["rules"].is_object(), "{next}");
    let path = explain(&position).unwrap();
    assert_eq!(
        path,
        cli(&["explain", "--format", "json", "pencil_hodoku.txt"])
    );
}

/// `rate` answers with `nonet rate --format json`'s record, on the scales asked for, a
/// position's pencil marks included (its record names the scales that do not rate one).
#[test]
fn rate_answers_with_the_clis_record() {
    let rated = rate(WIKIPEDIA, "se,tier", None).unwrap();
    assert_eq!(
        rated,
        cli(&["rate", "--format", "json", "--scales", "se,tier", WIKIPEDIA])
    );
    assert!(parse(&rated)["se"].is_object(), "{rated}");
    let all = rate(WIKIPEDIA, "", Some(60_000)).unwrap();
    assert_eq!(all, cli(&["rate", "--format", "json", WIKIPEDIA]));
    // A position: HoDoKu's pencil-mark grid, rated from its candidates.
    let position = std::fs::read_to_string(common::fixtures().join("pencil_hodoku.txt")).unwrap();
    let rated = rate(&position, "se,tier,logic", None).unwrap();
    assert_eq!(
        rated,
        cli(&[
            "rate",
            "--format",
            "json",
            "--scales",
            "se,tier,logic",
            "pencil_hodoku.txt"
        ])
    );
    assert!(parse(&rated)["unrated"]["logic"].is_string(), "{rated}");
    assert_eq!(
        rate(WIKIPEDIA, "se,speed", None).unwrap_err(),
        "unknown scale `speed`: expected se, tier, logic or dig-hole"
    );
}

/// `generate` with a seed answers with `nonet generate --format json`'s record, byte for
/// byte, and a game of the same options plays that puzzle under its id.
#[test]
fn generate_answers_with_the_clis_record() {
    let made = generate(r#"{"level":"easy","seed":7}"#).unwrap();
    assert_eq!(
        made,
        cli(&[
            "generate", "--level", "easy", "--seed", "7", "--format", "json"
        ])
    );
    let record = parse(&made);
    let game = Game::from_generated(r#"{"level":"easy","seed":7}"#).unwrap();
    let view = parse(&game.view().unwrap());
    assert_eq!(view["id"], record["id"]);
    assert_eq!(view["text"], record["puzzle"]);
    let hard =
        generate(r#"{"scheme":"dig-hole","level":"easy","seed":3,"symmetry":"none"}"#).unwrap();
    assert_eq!(
        hard,
        cli(&[
            "generate",
            "--scheme",
            "dig-hole",
            "--level",
            "easy",
            "--seed",
            "3",
            "--symmetry",
            "none",
            "--format",
            "json"
        ])
    );
    assert!(
        generate(r#"{"level":"impossible"}"#)
            .unwrap_err()
            .starts_with("unknown level `impossible` for scheme tiers")
    );
}
