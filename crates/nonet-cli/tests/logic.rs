//! `nonet hint`, `nonet explain` and `nonet techniques`, run as a user runs them: the
//! JSON shape and its content checked against the solver (every placement is the
//! solution's digit, no elimination removes it, the placements fill the grid), text
//! records, input order under threads, `--techniques` and `--no-backtracking`, and the
//! errors of a batch.

use std::collections::HashSet;

use nonet::{Grid, Solver};
use serde_json::Value;

mod common;
use common::{fixtures, nonet};

/// A 17-clue puzzle that the singles, a pair and pointing solve (the first of
/// `fixtures/logic.txt`).
const EASY: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
/// A 17-clue puzzle whose path needs more than singles, pairs and intersections (an
/// XY-Chain today; the last of `fixtures/logic.txt`).
const CHAIN: &str =
    "........1.....2.....3....45......2...1..5....6..7..8......13...7.......38.....6..";
/// A puzzle with many solutions (msolve), from `fixtures/puzzles.txt`.
const MANY: &str =
    "8.........95.......76.........426798...931245...578136....5.917...7.2483......562";

/// The puzzles of `fixtures/logic.txt`, in file order.
fn logic_fixture() -> Vec<String> {
    std::fs::read_to_string(fixtures().join("logic.txt"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

fn solution(puzzle: &str) -> Grid {
    let grid: Grid = puzzle.parse().unwrap();
    Solver::new().solve(&grid.into()).solution.unwrap()
}

/// `"r4c7"` -> index 0..81, checking the form on the way.
fn cell_index(cell: &Value) -> usize {
    let s = cell.as_str().expect("a cell is a string");
    let b = s.as_bytes();
    assert!(
        b.len() == 4 && b[0] == b'r' && b[2] == b'c',
        "cell {s:?} is not r1c1 notation"
    );
    let (r, c) = (b[1] - b'1', b[3] - b'1');
    assert!(r < 9 && c < 9, "cell {s:?} out of the grid");
    usize::from(r) * 9 + usize::from(c)
}

/// `(cell index, digit)` of every `{"cell", "digit"}` object of `list`.
fn candidates(list: &Value) -> Vec<(usize, u8)> {
    list.as_array()
        .expect("a list of candidates")
        .iter()
        .map(|c| {
            assert_eq!(c.as_object().unwrap().len(), 2, "{c}");
            let d = c["digit"].as_u64().expect("a digit is a number");
            assert!((1..=9).contains(&d), "{c}");
            (cell_index(&c["cell"]), d as u8)
        })
        .collect()
}

/// The slugs `nonet techniques --format json` lists.
fn slugs() -> Vec<String> {
    nonet(&["techniques", "--format", "json"], "")
        .json()
        .iter()
        .map(|t| t["slug"].as_str().unwrap().to_string())
        .collect()
}

/// Checks one explain/hint object against the true solution: its keys, every step's
/// keys and slug, no placement other than the solution's digit, no elimination of it;
/// returns the grid with every placement made.
fn check_record(record: &Value, puzzle: &str, known: &HashSet<String>) -> Vec<u8> {
    let keys: Vec<&String> = record.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["puzzle", "solved", "steps"], "{record}");
    assert_eq!(record["puzzle"], puzzle);
    let solution = solution(puzzle);
    let mut grid: Vec<u8> = puzzle
        .bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    for step in record["steps"].as_array().unwrap() {
        let keys: Vec<&String> = step.as_object().unwrap().keys().collect();
        assert_eq!(
            keys,
            ["technique", "placements", "eliminations", "text"],
            "{step}"
        );
        let slug = step["technique"].as_str().unwrap();
        assert!(known.contains(slug), "unknown technique {slug}");
        let placements = candidates(&step["placements"]);
        let eliminations = candidates(&step["eliminations"]);
        assert!(
            !placements.is_empty() || !eliminations.is_empty(),
            "a step concludes something: {step}"
        );
        let text = step["text"].as_str().unwrap();
        for &(cell, digit) in &placements {
            let truth = solution.values()[cell];
            assert_eq!(digit, truth, "placement against the solution: {text}");
            assert_eq!(grid[cell], 0, "placement on a filled cell: {text}");
            grid[cell] = digit;
            let named = format!("r{}c{}={digit}", cell / 9 + 1, cell % 9 + 1);
            assert!(text.contains(&named), "{text:?} names {named}");
        }
        for &(cell, digit) in &eliminations {
            assert_ne!(
                digit,
                solution.values()[cell],
                "eliminates the solution: {text}"
            );
        }
    }
    grid
}

#[test]
fn explain_json_is_a_sound_whole_path() {
    let known: HashSet<String> = slugs().into_iter().collect();
    let puzzles = logic_fixture();
    let r = nonet(&["explain", "--format", "json", "logic.txt"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let records = r.json();
    assert_eq!(records.len(), puzzles.len());
    for (record, puzzle) in records.iter().zip(&puzzles) {
        let end = check_record(record, puzzle, &known);
        assert_eq!(record["solved"], true, "{puzzle}");
        assert_eq!(end, solution(puzzle).values(), "placements fill the grid");
    }
    let chain = &records[puzzles.iter().position(|p| p == CHAIN).unwrap()];
    let basic = [
        "full-house",
        "naked-single",
        "hidden-single",
        "naked-pair",
        "hidden-pair",
        "pointing",
        "box-line",
    ];
    assert!(
        chain["steps"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| !basic.contains(&s["technique"].as_str().unwrap())),
        "the chain puzzle's path needs more than the basic techniques"
    );
}

#[test]
fn hint_json_is_the_first_step_of_explain() {
    let known: HashSet<String> = slugs().into_iter().collect();
    let hints = nonet(&["hint", "--format", "json", EASY, CHAIN], "");
    let paths = nonet(&["explain", "--format", "json", EASY, CHAIN], "");
    assert_eq!(hints.code, 0, "{}", hints.stderr);
    for ((hint, path), puzzle) in hints.json().iter().zip(paths.json()).zip([EASY, CHAIN]) {
        check_record(hint, puzzle, &known);
        assert_eq!(hint["steps"].as_array().unwrap().len(), 1);
        assert_eq!(hint["steps"][0], path["steps"][0]);
        assert_eq!(hint["solved"], false, "one step does not finish a 17-clue");
    }
}

/// The step record is the library's now (`nonet::record::StepRecord`); the JSON a
/// script reads stays byte for byte what the CLI wrote when the record was its own:
/// keys, their order, the candidates' form and the sentence.
#[test]
fn step_json_is_byte_for_byte_the_cli_record() {
    let run = nonet(
        &["hint", "--format", "json", "--techniques", "pointing", EASY],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        concat!(
            r#"{"puzzle":".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...","#,
            r#""solved":false,"steps":[{"technique":"pointing","placements":[],"eliminations":["#,
            r#"{"cell":"r7c7","digit":1},{"cell":"r8c7","digit":1},{"cell":"r9c7","digit":1}],"#,
            r#""text":"Pointing on 1 in box 6, column 7: r7c7<>1, r8c7<>1, r9c7<>1"}]}"#,
            "\n"
        )
    );
    let run = nonet(&["hint", "--format", "json", EASY], "");
    assert_eq!(
        run.lines()[0],
        concat!(
            r#"{"puzzle":".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...","#,
            r#""solved":false,"steps":[{"technique":"naked-single","placements":[{"cell":"r8c3","digit":4}],"#,
            r#""eliminations":[],"text":"Naked Single: r8c3=4"}]}"#
        )
    );
}

#[test]
fn hint_of_the_last_empty_cell_solves_and_a_full_grid_has_no_step() {
    let full = solution(EASY).to_string();
    let mut one_left = full.clone().into_bytes();
    one_left[40] = b'.';
    let one_left = String::from_utf8(one_left).unwrap();
    let r = nonet(&["hint", "--format", "json", &one_left, &full], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let records = r.json();
    assert_eq!(records[0]["solved"], true);
    assert_eq!(records[0]["steps"][0]["technique"], "full-house");
    assert_eq!(
        records[0]["steps"][0]["placements"][0]["cell"], "r5c5",
        "{}",
        records[0]
    );
    assert_eq!(records[1]["solved"], true);
    assert_eq!(records[1]["steps"], serde_json::json!([]));
}

#[test]
fn hint_text_names_technique_explanation_and_conclusions() {
    let r = nonet(&["hint", EASY], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), 5, "{}", r.stdout);
    assert_eq!(lines[0], EASY);
    let json = nonet(&["hint", "--format", "json", EASY], "").json();
    let step = &json[0]["steps"][0];
    let slug = step["technique"].as_str().unwrap();
    assert!(
        lines[1].starts_with("technique:    ") && lines[1].ends_with(&format!("({slug})")),
        "{}",
        lines[1]
    );
    assert_eq!(
        lines[2],
        format!("explanation:  {}", step["text"].as_str().unwrap())
    );
    assert!(lines[3].starts_with("placements:   "), "{}", lines[3]);
    assert!(lines[4].starts_with("eliminations: "), "{}", lines[4]);
    for (line, key, sep) in [
        (lines[3], "placements", "="),
        (lines[4], "eliminations", "<>"),
    ] {
        let expected: Vec<String> = step[key]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| format!("{}{sep}{}", c["cell"].as_str().unwrap(), c["digit"]))
            .collect();
        let shown = line.split_once(": ").unwrap().1.trim();
        if expected.is_empty() {
            assert_eq!(shown, "none");
        } else {
            assert_eq!(shown, expected.join(", "));
        }
    }
}

#[test]
fn explain_text_numbers_the_steps_and_says_how_it_ended() {
    let r = nonet(&["explain", CHAIN], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    let json = nonet(&["explain", "--format", "json", CHAIN], "").json();
    let steps = json[0]["steps"].as_array().unwrap();
    assert_eq!(lines[0], CHAIN);
    assert_eq!(lines.len(), steps.len() + 2);
    for (i, (line, step)) in lines[1..].iter().zip(steps).enumerate() {
        let (number, text) = line.trim_start().split_once(". ").unwrap();
        assert_eq!(number, (i + 1).to_string());
        assert_eq!(text, step["text"].as_str().unwrap());
    }
    // The hardest technique is the one latest in the ladder, named as the registry does.
    let registry = nonet(&["techniques", "--format", "json"], "").json();
    let rank = |slug: &Value| registry.iter().position(|t| t["slug"] == *slug).unwrap();
    let hardest = steps.iter().map(|s| rank(&s["technique"])).max().unwrap();
    assert_eq!(
        *lines.last().unwrap(),
        format!(
            "solved in {} steps (hardest: {})",
            steps.len(),
            registry[hardest]["name"].as_str().unwrap()
        )
    );
}

#[test]
fn order_is_kept_under_threads() {
    let puzzles = logic_fixture();
    let mut text = String::new();
    for _ in 0..4 {
        for p in &puzzles {
            text.push_str(p);
            text.push('\n');
        }
    }
    let one = nonet(&["explain", "--format", "json", "--threads", "1"], &text);
    let three = nonet(
        &["explain", "--format", "json", "--threads", "3", "-"],
        &text,
    );
    assert_eq!(one.code, 0, "{}", one.stderr);
    assert_eq!(one.stdout, three.stdout);
    let order: Vec<String> = three
        .json()
        .iter()
        .map(|r| r["puzzle"].as_str().unwrap().to_string())
        .collect();
    let expected: Vec<String> = text.lines().map(str::to_string).collect();
    assert_eq!(order, expected);
    let hints = nonet(&["hint", "--threads", "3"], &text);
    let firsts: Vec<&str> = hints
        .stdout
        .split("\n\n")
        .map(|block| block.lines().next().unwrap())
        .collect();
    assert_eq!(firsts, expected);
}

#[test]
fn techniques_limit_the_ladder() {
    // Naked singles alone cannot start this puzzle's path (its first step is a hidden
    // single), so the path is stuck and the grid is unchanged.
    let r = nonet(
        &[
            "explain",
            "--format",
            "json",
            "--techniques",
            "naked-single",
            CHAIN,
        ],
        "",
    );
    assert_eq!(r.code, 1, "stuck is exit 1: {}", r.stderr);
    let record = &r.json()[0];
    assert_eq!(record["solved"], false);
    assert!(
        record["steps"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["technique"] == "naked-single")
    );
    let text = nonet(&["explain", "--techniques", "naked-single", CHAIN], "");
    assert!(
        text.stdout
            .lines()
            .last()
            .unwrap()
            .starts_with("stuck after "),
        "{}",
        text.stdout
    );

    // Singles, a pair and pointing solve the easy one, and nothing else is used.
    let allowed = [
        "full-house",
        "naked-single",
        "hidden-single",
        "naked-pair",
        "pointing",
    ];
    let list = allowed.join(",");
    let r = nonet(
        &["explain", "--format", "json", "--techniques", &list, EASY],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let record = &r.json()[0];
    assert_eq!(record["solved"], true);
    for step in record["steps"].as_array().unwrap() {
        assert!(
            allowed.contains(&step["technique"].as_str().unwrap()),
            "{step}"
        );
    }

    // Without the XY-Chain the chain puzzle needs something harder, or gets stuck.
    let r = nonet(
        &["explain", "--format", "json", "--techniques", &list, CHAIN],
        "",
    );
    assert_eq!(r.json()[0]["solved"], false);

    // Hint with a ladder that finds nothing: stuck, exit 1.
    let r = nonet(&["hint", "--techniques", "x-wing", EASY], "");
    assert_eq!(r.code, 1);
    assert_eq!(
        r.stdout,
        format!("{EASY}\nstuck: none of the techniques applies\n")
    );
}

#[test]
fn backtracking_is_the_last_resort_and_can_be_left_out() {
    let r = nonet(
        &[
            "explain",
            "--format",
            "json",
            "--techniques",
            "naked-single,backtracking",
            CHAIN,
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let record = &r.json()[0];
    assert_eq!(record["solved"], true);
    let steps = record["steps"].as_array().unwrap();
    assert_eq!(
        steps[0]["technique"], "backtracking",
        "naked singles are stuck"
    );
    check_record(record, CHAIN, &slugs().into_iter().collect());

    let r = nonet(
        &[
            "explain",
            "--format",
            "json",
            "--techniques",
            "naked-single,backtracking",
            "--no-backtracking",
            CHAIN,
        ],
        "",
    );
    assert_eq!(r.code, 1);
    let record = &r.json()[0];
    assert_eq!(record["solved"], false);
    assert_eq!(record["steps"], serde_json::json!([]));
}

#[test]
fn unknown_technique_is_a_clear_error() {
    let r = nonet(&["explain", "--techniques", "x-wing,xwing", EASY], "");
    assert_eq!(r.code, 2);
    assert_eq!(r.stdout, "");
    assert!(
        r.stderr.contains("unknown technique `xwing`") && r.stderr.contains("nonet techniques"),
        "{}",
        r.stderr
    );
}

#[test]
fn errors_are_reported_per_puzzle_and_the_batch_goes_on() {
    let r = nonet(&["explain", "--format", "json", "puzzles.txt"], "");
    assert_eq!(r.code, 1, "{}", r.stderr);
    let records = r.json();
    assert_eq!(records.len(), 3);
    assert_eq!(records[0]["solved"], true);
    assert_eq!(records[1]["file"], "puzzles.txt");
    assert_eq!(records[1]["line"], 3);
    assert_eq!(
        records[1]["error"],
        "givens clash: digit 4 repeated in row 3 at r3c1 and r3c7"
    );
    assert_eq!(records[2]["puzzle"], MANY);
    assert_eq!(records[2]["line"], 4);
    assert_eq!(records[2]["error"], "the puzzle has more than one solution");
    assert_eq!(
        r.stderr, "",
        "the record carries the error: it is printed once"
    );

    let r = nonet(&["hint", "bad.txt"], "");
    assert_eq!(r.code, 2, "malformed input is exit 2");
    let blocks: Vec<&str> = r.stdout.split("\n\n").collect();
    assert_eq!(blocks.len(), 4, "{}", r.stdout);
    assert!(
        blocks[0].starts_with(&format!("{EASY}\ntechnique:")),
        "{}",
        blocks[0]
    );
    assert_eq!(blocks[1], "invalid");
    assert_eq!(blocks[2], "invalid");
    assert_eq!(
        blocks[3],
        format!("{MANY}\nerror: bad.txt:5: the puzzle has more than one solution\n")
    );
    // A malformed puzzle's record is only `invalid`: its reason goes to stderr.
    assert_eq!(
        r.stderr,
        "bad.txt:3: too few cells: found 80, expected 81\n\
         bad.txt:4: bad character 'x' at column 11\n"
    );
}

/// In text form, an error names its file and line as every other message about one
/// puzzle does (`FILE:LINE: why`), from a file as from standard input or an argument.
#[test]
fn text_errors_name_the_file_and_line() {
    for command in ["hint", "explain"] {
        let r = nonet(&[command, "puzzles.txt"], "");
        assert!(
            r.stdout.contains(
                "\nerror: puzzles.txt:3: givens clash: digit 4 repeated in row 3 at r3c1 and r3c7\n"
            ),
            "{command}: {}",
            r.stdout
        );
        assert!(
            r.stdout
                .contains("\nerror: puzzles.txt:4: the puzzle has more than one solution\n"),
            "{command}: {}",
            r.stdout
        );
        let r = nonet(&[command], &format!("{MANY}\n"));
        assert!(
            r.stdout
                .ends_with("\nerror: <stdin>:1: the puzzle has more than one solution\n"),
            "{command}: {}",
            r.stdout
        );
        let r = nonet(&[command, MANY], "");
        assert!(
            r.stdout
                .ends_with("\nerror: <argument>:1: the puzzle has more than one solution\n"),
            "{command}: {}",
            r.stdout
        );
    }
}

/// hint and explain print an error once: in the puzzle's record, not again on stderr
/// (before, both said it, so a terminal showed it twice).
#[test]
fn hint_and_explain_print_an_error_once() {
    for command in ["hint", "explain"] {
        for format in ["text", "json"] {
            let r = nonet(&[command, "--format", format, "puzzles.txt"], "");
            assert_eq!(r.code, 1, "{command} {format}");
            let all = format!("{}{}", r.stdout, r.stderr);
            for error in [
                "givens clash: digit 4 repeated in row 3 at r3c1 and r3c7",
                "the puzzle has more than one solution",
            ] {
                assert_eq!(all.matches(error).count(), 1, "{command} {format}: {all}");
            }
        }
    }
}

#[test]
fn techniques_lists_the_registry() {
    let text = nonet(&["techniques"], "");
    let json = nonet(&["techniques", "--format", "json"], "");
    assert_eq!(text.code, 0);
    let records = json.json();
    assert_eq!(text.stdout.lines().count(), records.len() + 1, "a header");
    assert!(
        records.len() > 40,
        "the registry has {} rows",
        records.len()
    );
    for r in &records {
        let keys: Vec<&String> = r.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["slug", "name", "tier", "se", "variants_only"], "{r}");
    }
    let slugs: HashSet<&str> = records
        .iter()
        .map(|r| r["slug"].as_str().unwrap())
        .collect();
    assert_eq!(slugs.len(), records.len(), "slugs are unique");
    assert_eq!(records[0]["slug"], "full-house");
    assert_eq!(records.last().unwrap()["slug"], "backtracking");
    let x_wing = records.iter().find(|r| r["slug"] == "x-wing").unwrap();
    assert_eq!(x_wing["name"], "X-Wing");
    assert_eq!(x_wing["tier"], "expert");
    assert_eq!(x_wing["se"], 3.2);
    let line = text
        .stdout
        .lines()
        .find(|l| l.starts_with("x-wing "))
        .unwrap();
    let fields: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(fields, ["x-wing", "X-Wing", "Expert", "3.2"]);
}

/// The help tells the truth about the order techniques are tried in (issue 20: it said
/// "easiest first, in the order `nonet techniques` lists them", but ALS-XY-Wing, SE 7.0,
/// comes before the unique rectangles, 4.5). `nonet techniques` lists them in the order
/// the default ladder tries them; the help of `hint`, `explain` and `techniques` and the
/// README never call that order easiest first unless its ratings and tiers rise; and each
/// example the help gives, "A (SE x) ... before B (SE y)", holds in the list.
#[test]
fn the_help_says_in_what_order_the_ladder_tries_techniques() {
    let listed = nonet(&["techniques", "--format", "json"], "").json();
    let slugs: Vec<&str> = listed.iter().map(|t| t["slug"].as_str().unwrap()).collect();
    let ladder: Vec<&str> = nonet::logic::Ladder::standard()
        .techniques()
        .iter()
        .map(|t| t.slug())
        .collect();
    assert_eq!(slugs, ladder, "the list is the default ladder's order");
    let se: Vec<f64> = listed.iter().map(|t| t["se"].as_f64().unwrap()).collect();
    let tier = |t: &Value| {
        let tiers = nonet::logic::Tier::ALL;
        tiers.iter().position(|x| t["tier"] == x.slug()).unwrap()
    };
    let tiers: Vec<usize> = listed.iter().map(tier).collect();
    let easiest_first = se.is_sorted_by(|a, b| a <= b) && tiers.is_sorted();

    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md")).unwrap();
    let flat = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(easiest_first || !flat(&readme).contains("easiest first, backtracking last"));
    assert!(easiest_first || !flat(&readme).contains("every technique, easiest first"));
    for page in ["hint", "explain", "techniques"] {
        let r = nonet(&[page, "--help"], "");
        let text = flat(&r.stdout);
        assert!(
            easiest_first || !text.contains("easiest first"),
            "{page}: {text}"
        );
        if page != "techniques" {
            assert!(
                text.contains("tried in the order `nonet techniques` lists them"),
                "{page}: {text}"
            );
        }
        // Every "<name> (SE x)" the page names, in the order it names them.
        let mut named: Vec<(usize, usize, usize)> = Vec::new(); // (start, end, row)
        for (row, t) in listed.iter().enumerate() {
            let key = format!("{} (SE ", t["name"].as_str().unwrap());
            for (start, _) in text.match_indices(&key) {
                named.push((start, start + key.len(), row));
            }
        }
        // A name inside a longer one ("Forcing Chain" in "Nested Forcing Chain") is the
        // longer one's.
        let inside =
            |&(s, e, _): &(usize, usize, usize)| named.iter().any(|&(s2, e2, _)| s2 < s && e2 == e);
        let mut named: Vec<_> = named.iter().copied().filter(|n| !inside(n)).collect();
        named.sort();
        for &(_, end, row) in &named {
            let value: f64 = text[end..].split(')').next().unwrap().parse().unwrap();
            assert_eq!(value, se[row], "{page}: {}", listed[row]["name"]);
        }
        assert_eq!(named.len() % 2, 0, "{page}: examples come in pairs: {text}");
        for pair in named.chunks(2) {
            let (a, b) = (pair[0].2, pair[1].2);
            assert!(
                a < b && se[a] > se[b],
                "{page}: {} before {}",
                slugs[a],
                slugs[b]
            );
        }
        if page != "techniques" {
            assert!(
                !named.is_empty() || easiest_first,
                "{page}: an example of the order"
            );
        }
    }
}
