//! `nonet solve --all [--max N]`: every solution of a puzzle, one per line, to see why
//! it is not unique.

use std::collections::HashSet;

use nonet::Grid;

mod common;
use common::{nonet, read_back};

const UNIQUE: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
const SOLUTION: &str =
    "953168742862734951417952836746893125281645397395271468138529674574386219629417583";
/// Two solutions: SOLUTION (the answer of Royle's 17-clue UNIQUE) with the unique
/// rectangle r1c5, r1c6, r8c5, r8c6 (6 and 8) blanked, and other cells while two
/// solutions remained.
const TWO: &str =
    "953.....286.....5.......8....68..1......4.3....527.....3...96...7.....1...941..8.";
/// 198 solutions (msolve's copy of Serg's benchmark).
const MANY: &str =
    "8.........95.......76.........426798...931245...578136....5.917...7.2483......562";
const CLASH: &str =
    ".................14....243......3.2...1.4......5....6..3......4.7..8...962...7...";

/// The grids of a line-form record, checked to solve `puzzle` and to differ.
fn solutions_of(puzzle: &str, lines: &[&str]) -> Vec<String> {
    let puzzle: Grid = puzzle.parse().unwrap();
    let grids: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    for g in &grids {
        assert!(g.parse::<Grid>().unwrap().solves(&puzzle), "{g}");
    }
    let distinct: HashSet<&String> = grids.iter().collect();
    assert_eq!(distinct.len(), grids.len());
    grids
}

#[test]
fn every_solution_one_per_line_then_their_number() {
    let r = nonet(&["solve", "--all", TWO], "");
    let lines = r.lines();
    assert_eq!(lines.len(), 3, "{}", r.stdout);
    let grids = solutions_of(TWO, &lines[..2]);
    assert!(grids.contains(&SOLUTION.to_string()));
    assert_eq!(lines[2], "# 2 solutions");
    assert_eq!(r.code, 1, "several solutions: solve's status");

    let r = nonet(&["solve", "--all", UNIQUE], "");
    assert_eq!(r.lines(), [SOLUTION, "# 1 solution"]);
    assert_eq!(r.code, 0);

    let r = nonet(&["solve", "--all", CLASH], "");
    assert_eq!(r.lines(), ["# no solution"]);
    assert_eq!(
        r.stderr,
        "<argument>:1: givens clash: digit 4 repeated in row 3 at r3c1 and r3c7\n"
    );
    assert_eq!(r.code, 1);
}

#[test]
fn the_list_stops_at_max_and_says_there_are_more() {
    let r = nonet(&["solve", "--all", "--max", "5", MANY], "");
    let lines = r.lines();
    assert_eq!(lines.len(), 6);
    solutions_of(MANY, &lines[..5]);
    assert_eq!(lines[5], "# more than 5 solutions: the first 5 shown");

    // One: a singular, and no "first 1" (before: "# more than 1 solutions: the first
    // 1 shown").
    let r = nonet(&["solve", "--all", "--max", "1", MANY], "");
    assert_eq!(r.lines().len(), 2);
    assert_eq!(r.lines()[1], "# more than 1 solution: the first shown");

    // By default up to 100; the whole list when it is shorter than --max.
    let r = nonet(&["solve", "--all", MANY], "");
    assert_eq!(r.lines().len(), 101);
    assert_eq!(
        r.lines()[100],
        "# more than 100 solutions: the first 100 shown"
    );
    let r = nonet(&["solve", "--all", "--max", "1000", MANY], "");
    let lines = r.lines();
    assert_eq!(lines.len(), 199);
    solutions_of(MANY, &lines[..198]);
    let count = nonet(&["count", "--limit", "1000", MANY], "");
    assert_eq!(count.lines(), ["198"]);
    assert_eq!(lines[198], "# 198 solutions");
}

#[test]
fn a_batch_keeps_each_puzzle_in_its_record() {
    let input = format!("{TWO}\n{}\n{UNIQUE}\n", &UNIQUE[..50]);
    let r = nonet(&["solve", "--all", "--threads", "2"], &input);
    let lines = r.lines();
    assert_eq!(lines.len(), 6, "{}", r.stdout);
    assert_eq!(
        &lines[2..],
        ["# 2 solutions", "invalid", SOLUTION, "# 1 solution"]
    );
    assert_eq!(r.code, 2, "malformed input");
}

#[test]
fn json_and_grid_forms() {
    let r = nonet(&["solve", "--all", "-f", "json", TWO, CLASH], "");
    let j = r.json();
    assert_eq!(j.len(), 2);
    let keys: Vec<&str> = j[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        ["puzzle", "solutions", "status", "count", "complete"],
        "the solutions come first: they are written as they are found"
    );
    assert_eq!(j[0]["status"], "multiple");
    assert_eq!(j[0]["count"], 2);
    assert_eq!(j[0]["complete"], true);
    let grids: Vec<&str> = j[0]["solutions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect();
    solutions_of(TWO, &grids);
    assert_eq!(j[1]["status"], "no_solution");
    assert_eq!(j[1]["solutions"], serde_json::json!([]));
    assert_eq!(
        j[1]["conflicts"][0]["cells"],
        serde_json::json!(["r3c1", "r3c7"])
    );
    assert_eq!(r.stderr, "", "JSON carries the conflicts itself");

    let r = nonet(&["solve", "--all", "-f", "json", "--max", "3", MANY], "");
    let j = &r.json()[0];
    assert_eq!(
        (j["count"].as_u64(), j["complete"].as_bool()),
        (Some(3), Some(false))
    );

    let r = nonet(&["solve", "--all", "-f", "grid", TWO], "");
    let blocks: Vec<&str> = r.stdout.split("\n\n").collect();
    assert_eq!(blocks.len(), 2, "{}", r.stdout);
    assert!(blocks[0].ends_with("# solution: 1"), "{}", blocks[0]);
    assert!(
        blocks[1].ends_with("# solution: 2\n# 2 solutions\n"),
        "{}",
        blocks[1]
    );
    let back = read_back(&r.stdout);
    assert_eq!(back.len(), 2, "the output reads back as the two solutions");
}

#[test]
fn flags_that_do_not_go_with_all_are_refused() {
    for args in [
        &["solve", "--all", "--first", UNIQUE][..],
        &["solve", "--all", "--algo", "dlx", UNIQUE],
        &["solve", "--all", "--stats", UNIQUE],
        &["solve", "--max", "3", UNIQUE],
        &["solve", "--all", "--max", "0", UNIQUE],
    ] {
        let r = nonet(args, "");
        assert_eq!(r.code, 2, "{args:?}");
        assert_eq!(r.stdout, "", "{args:?}");
    }
}
