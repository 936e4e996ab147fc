//! `nonet rate`, run as a user runs it: Sudoku Explainer's numbers and the tier in text
//! and JSON, no rating for a puzzle that has none, the time limit, and order under
//! threads.

mod common;
use common::{MANY, UNIQUE, fixtures, nonet, relabel};

/// The puzzles of `rated.txt` and serate's `ER/EP/ED` for each.
fn rated() -> Vec<(String, String)> {
    std::fs::read_to_string(fixtures().join("rated.txt"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let (puzzle, rest) = l.split_once('\t').unwrap();
            let se = rest.split(' ').next().unwrap();
            (puzzle.to_string(), se.to_string())
        })
        .collect()
}

#[test]
fn rate_text_is_serates_numbers_and_the_tier() {
    let r = nonet(&["rate", "--scales", "se,tier", "rated.txt"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let tiers = ["master", "master", "expert", "medium"];
    let expected: Vec<String> = rated()
        .iter()
        .zip(tiers)
        .map(|((p, se), tier)| format!("{p} {se} {tier}"))
        .collect();
    assert_eq!(r.lines(), expected);

    // All four scales by default, in scale order.
    let r = nonet(&["rate", "rated.txt"], "");
    let first = r.lines()[0].split(' ').collect::<Vec<_>>();
    assert_eq!(first.len(), 5, "{first:?}");
    assert_eq!(&first[1..3], ["7.2/1.2/1.2", "master"]);
    assert!(first[3].starts_with("logic:"), "{first:?}");
    assert!(first[4].starts_with("dig-hole:"), "{first:?}");

    // The grid form: the puzzle boxed, the ratings as `#` lines.
    let puzzle = &rated()[0].0;
    let r = nonet(&["rate", "-f", "grid", "--scales", "se,tier", puzzle], "");
    let lines = r.lines();
    assert_eq!(lines.len(), 13, "{}", r.stdout);
    assert_eq!(&lines[11..], ["# se: 7.2/1.2/1.2", "# tier: master"]);
}

#[test]
fn rate_json_is_the_documented_object() {
    let r = nonet(&["rate", "--format", "json", "rated.txt"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let objects = r.json();
    assert_eq!(objects.len(), 4);
    let o = &objects[0];
    let keys: Vec<&str> = o.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        [
            "puzzle", "se", "tier", "logic", "dig_hole", "hardest", "stuck"
        ],
        "{o}"
    );
    assert_eq!(o["puzzle"], rated()[0].0.as_str());
    assert_eq!(
        o["se"],
        serde_json::json!({"er": 7.2, "ep": 1.2, "ed": 1.2})
    );
    // Numbers with one decimal, as SE prints them: 1.2, not 1.2000000000000002.
    assert!(r.lines()[0].contains(r#""se":{"er":7.2,"ep":1.2,"ed":1.2}"#));
    assert_eq!(o["tier"], "master");
    assert!(o["logic"]["score"].is_u64(), "{o}");
    assert!(o["logic"]["level"].is_string(), "{o}");
    assert!(o["dig_hole"]["score"].is_f64(), "{o}");
    assert_eq!(o["dig_hole"]["level"], "evil");
    assert!(o["hardest"].is_string(), "{o}");
    assert_eq!(objects[1]["se"]["er"], 8.4);
    assert_eq!(objects[3]["tier"], "medium");
    assert_eq!(objects[3]["hardest"], "hidden-single");

    // Only the scales asked for.
    let r = nonet(
        &["rate", "-f", "json", "--scales", "logic", "rated.txt"],
        "",
    );
    let keys: Vec<String> = r.json()[0].as_object().unwrap().keys().cloned().collect();
    assert_eq!(keys, ["puzzle", "logic"]);
}

#[test]
fn rate_errors_get_no_rating() {
    let r = nonet(&["rate", "puzzles.txt"], "");
    assert_eq!(r.code, 1, "no or several solutions: {}", r.stderr);
    let lines = r.lines();
    assert_eq!(lines.len(), 3);
    assert!(lines[0].starts_with(UNIQUE), "{}", lines[0]);
    assert_eq!(lines[0].split(' ').count(), 5, "rated: {}", lines[0]);
    assert!(
        lines[1].ends_with("error: givens clash: digit 4 repeated in row 3 at r3c1 and r3c7"),
        "{}",
        lines[1]
    );
    assert_eq!(
        lines[2],
        format!("{MANY} error: the puzzle has more than one solution")
    );
    assert_eq!(r.stderr, "", "the errors are in the records, printed once");

    let r = nonet(&["rate", "-f", "json", "puzzles.txt", "bad.txt"], "");
    assert_eq!(r.code, 2, "malformed input: {}", r.stderr);
    let objects = r.json();
    assert_eq!(objects.len(), 7);
    assert_eq!(
        objects[2],
        serde_json::json!({"puzzle": MANY, "error": "the puzzle has more than one solution"})
    );
    assert!(objects[3]["se"].is_object(), "bad.txt:1 is a good puzzle");
    for o in [1, 2, 4, 5, 6].map(|i| &objects[i]) {
        assert!(o.get("se").is_none() && o.get("tier").is_none(), "{o}");
        assert!(o["error"].is_string(), "{o}");
    }
    assert_eq!(objects[4]["line"], 3);
    assert!(
        objects[4]["error"]
            .as_str()
            .unwrap()
            .contains("too few cells"),
        "{}",
        objects[4]
    );

    let r = nonet(&["rate", "bad.txt"], "");
    assert_eq!(r.code, 2);
    assert_eq!(r.lines()[1], "invalid");

    let r = nonet(&["rate", "--scales", "speed", "rated.txt"], "");
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("unknown scale `speed`"), "{}", r.stderr);
}

#[test]
fn rate_time_limit_prints_timeout_never_a_number() {
    let puzzle = &rated()[1].0;
    let r = nonet(&["rate", "--time-limit", "0ms", puzzle], "");
    assert_eq!(r.code, 1, "{}", r.stderr);
    let fields: Vec<&str> = r.lines()[0].split(' ').collect();
    assert_eq!(&fields[..3], [puzzle.as_str(), "timeout", "master"]);

    let r = nonet(&["rate", "-f", "json", "--time-limit", "0", puzzle], "");
    let o = &r.json()[0];
    assert_eq!(o["se"], serde_json::json!({"timeout": true}));
    assert_eq!(o["tier"], "master", "the other scales are still rated");

    // A generous limit changes nothing.
    let r = nonet(
        &["rate", "--scales", "se", "--time-limit", "1m", puzzle],
        "",
    );
    assert_eq!(r.lines()[0], format!("{puzzle} 8.4/1.2/1.2"));

    let r = nonet(&["rate", "--time-limit", "soon", puzzle], "");
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("not a duration"), "{}", r.stderr);
}

/// Rated puzzles (relabeled, so each line differs), many-solution and malformed lines
/// over several chunks: two threads print exactly what one prints, in input order.
#[test]
fn rate_order_is_kept_with_threads() {
    let rated = rated();
    let mut input = String::new();
    let mut firsts = Vec::new();
    for n in 0..600 {
        let line = match n % 5 {
            3 => MANY.to_string(),
            4 if n % 2 == 0 => UNIQUE[..70].to_string(),
            _ => relabel(&rated[n % rated.len()].0, n),
        };
        firsts.push(if line.len() == 81 {
            line.clone()
        } else {
            "invalid".to_string()
        });
        input.push_str(&line);
        input.push('\n');
    }
    let one = nonet(&["rate", "-j", "1", "--scales", "se,tier"], &input);
    let two = nonet(&["rate", "-j", "2", "--scales", "se,tier"], &input);
    assert_eq!(one.code, 2);
    assert_eq!(two.stdout, one.stdout);
    let starts: Vec<&str> = two
        .lines()
        .iter()
        .map(|l| l.split(' ').next().unwrap())
        .collect();
    assert_eq!(starts, firsts);
}
