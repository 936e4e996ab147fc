//! Variant puzzles through the command line: every format the library reads (ISS
//! strings, f-puzzles JSON on one line or several, f-puzzles links and their bare
//! payload), as lines of a file or standard input or as arguments; `--rules` on classic
//! lines; the grid drawing; JSON with the rules; the logic and rating commands'
//! message; bad lines; a mixed batch keeping its order.
//!
//! The puzzles and their published solutions are the library's variant fixtures
//! (`crates/nonet/tests/fixtures/variants/`, whose header lines cite each source).

mod common;

use std::path::PathBuf;

use common::{fixtures, nonet};

/// One fixture row: its kind, its puzzle (ISS, or f-puzzles JSON), its published
/// solution, and for f-puzzles rows the payload of its link.
struct Row {
    kind: String,
    puzzle: String,
    solution: String,
    payload: Option<String>,
}

fn rows(file: &str) -> Vec<Row> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../nonet/tests/fixtures/variants")
        .join(file);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            Row {
                kind: f[0].to_string(),
                puzzle: f[2].to_string(),
                solution: f[3].to_string(),
                payload: f.get(4).map(|s| s.to_string()),
            }
        })
        .collect()
}

/// The first row of `kind` in `file`.
fn row(file: &str, kind: &str) -> Row {
    rows(file)
        .into_iter()
        .find(|r| r.kind == kind)
        .unwrap_or_else(|| panic!("no {kind} row in {file}"))
}

const LINK: &str = "https://www.f-puzzles.com/?load=";

/// A classic puzzle and its solution (the puzzle of `tests/fixtures/puzzles.txt`).
const CLASSIC: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const CLASSIC_SOLUTION: &str =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

#[test]
fn every_format_solves_to_its_published_solution() {
    let iss = row("iss.tsv", "killer");
    let fp = row("fpuzzles.tsv", "antiknight");
    let payload = fp.payload.clone().unwrap();
    let pretty = serde_json::to_string_pretty(
        &serde_json::from_str::<serde_json::Value>(&fp.puzzle).unwrap(),
    )
    .unwrap();
    // As arguments: an ISS string, f-puzzles JSON, a whole link, its bare payload, and
    // JSON spread over lines.
    for (what, arg, solution) in [
        ("ISS", iss.puzzle.clone(), &iss.solution),
        ("JSON", fp.puzzle.clone(), &fp.solution),
        ("link", format!("{LINK}{payload}"), &fp.solution),
        ("payload", payload.clone(), &fp.solution),
        ("pretty JSON", pretty.clone(), &fp.solution),
    ] {
        let r = nonet(&["solve", &arg], "");
        assert_eq!(
            (r.lines(), r.code),
            (vec![solution.as_str()], 0),
            "{what}: {}",
            r.stderr
        );
        let r = nonet(&["count", &arg], "");
        assert_eq!((r.lines(), r.code), (vec!["1"], 0), "{what}: {}", r.stderr);
    }
    // As lines of standard input, each format in turn, the JSON over many lines.
    let input = format!(
        "{}\n{}\n{LINK}{payload}\n{payload}\n{pretty}\n",
        iss.puzzle, fp.puzzle
    );
    let r = nonet(&["solve"], &input);
    let s = fp.solution.as_str();
    assert_eq!(
        r.lines(),
        [iss.solution.as_str(), s, s, s, s],
        "{}",
        r.stderr
    );
    assert_eq!(r.code, 0);
}

#[test]
fn every_fixture_row_of_a_few_kinds_solves() {
    // One row of each of several kinds, all in one batch on standard input.
    let iss = rows("iss.tsv");
    let kinds = [
        "jigsaw",
        "thermo",
        "arrow",
        "kropki",
        "xv",
        "windoku",
        "littlekiller",
        "sandwich",
    ];
    let chosen: Vec<&Row> = kinds
        .iter()
        .map(|k| iss.iter().find(|r| r.kind == *k).unwrap())
        .collect();
    let input: String = chosen.iter().map(|r| format!("{}\n", r.puzzle)).collect();
    let r = nonet(&["solve", "--threads", "2"], &input);
    let expected: Vec<&str> = chosen.iter().map(|r| r.solution.as_str()).collect();
    assert_eq!(r.lines(), expected, "{}", r.stderr);
    assert_eq!(r.code, 0);
}

#[test]
fn rules_flag_adds_simple_kinds_to_classic_lines() {
    let x = row("iss.tsv", "x");
    // The givens of the X-Sudoku as a classic line, as `count --format json` prints them.
    let r = nonet(&["count", "--format", "json", &x.puzzle], "");
    let line = r.json()[0]["puzzle"].as_str().unwrap().to_string();
    assert_eq!(line.len(), 81);
    // Without its diagonals the givens have several solutions; with them, the published one.
    let r = nonet(&["solve", &line], "");
    assert_eq!((r.lines(), r.code), (vec!["multiple"], 1));
    let r = nonet(&["solve", "--rules", "x", &line], "");
    assert_eq!(
        (r.lines(), r.code),
        (vec![x.solution.as_str()], 0),
        "{}",
        r.stderr
    );
    // --rules is for classic entries: a variant line keeps its own rules.
    let r = nonet(
        &["solve", "--rules", "x"],
        &format!("{line}\n{}\n", x.puzzle),
    );
    assert_eq!(
        r.lines(),
        [x.solution.as_str(), x.solution.as_str()],
        "{}",
        r.stderr
    );
    // An unknown name is a usage error, before any puzzle.
    let r = nonet(&["solve", "--rules", "x,teleport", &line], "");
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("unknown rule `teleport`"), "{}", r.stderr);
}

#[test]
fn a_killer_is_drawn_with_its_cages() {
    let killer = row("iss.tsv", "killer");
    let r = nonet(&["solve", "--format", "grid", &killer.puzzle], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let expected = std::fs::read_to_string(fixtures().join("killer.grid")).unwrap();
    assert_eq!(r.stdout, expected);
    // The same puzzle from its shipped file (the README's example).
    let r = nonet(&["solve", "--format", "grid", "killer.iss"], "");
    assert_eq!(r.stdout, expected);
    // The digits drawn are the published solution's.
    let digits: String = r
        .stdout
        .lines()
        .skip(2)
        .step_by(3)
        .take(9)
        .flat_map(|l| l.chars().filter(char::is_ascii_digit))
        .collect();
    assert_eq!(digits, killer.solution);
    // count draws the givens, with the count below.
    let r = nonet(&["count", "--format", "grid", &killer.puzzle], "");
    assert!(
        r.stdout
            .lines()
            .nth(2)
            .unwrap()
            .starts_with("┃  .  │  .  │")
    );
    assert!(r.stdout.ends_with("# count: 1\n"), "{}", r.stdout);
}

#[test]
fn json_carries_the_rules_and_the_status() {
    let killer = row("iss.tsv", "killer");
    let r = nonet(&["solve", "--format", "json", &killer.puzzle, CLASSIC], "");
    let records = r.json();
    assert_eq!(records[0]["status"], "unique");
    assert_eq!(records[0]["solution"], killer.solution.as_str());
    let first = &records[0]["rules"]["constraints"][0]["killer"];
    assert_eq!(first["total"], 7);
    assert_eq!(first["cells"], serde_json::json!(["r2c2", "r3c2", "r4c2"]));
    assert_eq!(records[0]["rules"]["layout"], "boxes");
    // A classic puzzle's record is as before: no rules.
    assert!(records[1].get("rules").is_none());
    assert_eq!(records[1]["solution"], CLASSIC_SOLUTION);
    let r = nonet(&["count", "--format", "json", &killer.puzzle], "");
    assert_eq!(r.json()[0]["count"], 1);
    let cages = killer.puzzle.matches(".Cage~").count();
    assert_eq!(
        r.json()[0]["rules"]["constraints"]
            .as_array()
            .unwrap()
            .len(),
        cages
    );
}

#[test]
fn solve_all_lists_a_variant_puzzles_solutions() {
    // The anti-knight fixture without its last four givens has 128 solutions.
    let ak = row("iss.tsv", "antiknight");
    let pieces: Vec<&str> = ak.puzzle.split('~').collect();
    let cut = pieces[..pieces.len() - 4].join("~");
    let r = nonet(&["count", "--limit", "1000", &cut], "");
    let count: usize = r.lines()[0].parse().unwrap();
    assert!(count > 1, "the test needs several solutions");
    let r = nonet(&["solve", "--all", "--max", "1000", &cut], "");
    let lines = r.lines();
    assert_eq!(lines.len(), count + 1);
    assert_eq!(lines[count], format!("# {count} solutions"));
    assert!(lines.contains(&ak.solution.as_str()));
    // Each listed solution, given back as the whole grid under the same rules, is unique.
    let rules = ak.puzzle.split(".~").next().unwrap();
    for s in &lines[..count] {
        let givens: String = s
            .chars()
            .enumerate()
            .map(|(i, d)| format!("~R{}C{}_{d}", i / 9 + 1, i % 9 + 1))
            .collect();
        let r = nonet(&["count", &format!("{rules}.{givens}")], "");
        assert_eq!(r.lines(), ["1"], "{s}");
    }
    assert_eq!(r.code, 1);
}

/// Rules made only of groups and peers get the logic engine: a sound step whose
/// sentence names the variant's group, in text and JSON, exit 0.
#[test]
fn logic_answers_groups_and_peers() {
    let windoku = row("iss.tsv", "windoku");
    let r = nonet(&["explain", "--no-backtracking", &windoku.puzzle], "");
    assert!(
        r.stdout
            .contains(" 4. Hidden Single on 6 in window 2: r4c6=6\n"),
        "{}",
        r.stdout
    );
    let antiknight = row("iss.tsv", "antiknight");
    let r = nonet(&["hint", &antiknight.puzzle], "");
    assert_eq!(r.code, 0, "{}", r.stdout);
    assert!(r.stdout.contains("\ntechnique:    "), "{}", r.stdout);
    let r = nonet(&["explain", "--format", "json", &windoku.puzzle], "");
    assert_eq!(r.code, 0, "{}", r.stdout);
    let record = &r.json()[0];
    assert_eq!(record["solved"], true);
    let texts: Vec<&str> = record["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["text"].as_str().unwrap())
        .collect();
    assert!(
        texts.contains(&"Hidden Single on 6 in window 2: r4c6=6"),
        "{texts:?}"
    );
}

/// Forcing chains run over a variant's groups and peers: "Anti-knight minimal givens 3"
/// (the second anti-knight row of `fpuzzles.tsv`), which the ladder could only finish by
/// backtracking while forcing chains were classic-only, is explained by logic alone,
/// forcing chains included, in JSON and in text.
#[test]
fn forcing_chains_explain_an_anti_knight_without_backtracking() {
    let anti_knight = rows("fpuzzles.tsv")
        .into_iter()
        .filter(|r| r.kind == "antiknight")
        .nth(1)
        .expect("two anti-knight rows");
    let r = nonet(&["explain", "--format", "json", &anti_knight.puzzle], "");
    assert_eq!(r.code, 0, "{}", r.stdout);
    let record = &r.json()[0];
    assert_eq!(record["solved"], true);
    let techniques: Vec<&str> = record["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["technique"].as_str().unwrap())
        .collect();
    assert!(!techniques.contains(&"backtracking"), "{techniques:?}");
    assert!(
        techniques.iter().any(|t| t.ends_with("forcing-chain")),
        "{techniques:?}"
    );
    let r = nonet(&["explain", &anti_knight.puzzle], "");
    assert_eq!(r.code, 0, "{}", r.stdout);
    assert!(!r.stdout.contains("Backtracking"), "{}", r.stdout);
    assert!(r.stdout.contains("Forcing Chain"), "{}", r.stdout);
    assert!(r.stdout.contains("\nsolved in "), "{}", r.stdout);
}

#[test]
fn logic_walks_every_variant_and_rating_names_the_scales_that_do_not_apply() {
    let thermo = row("iss.tsv", "thermo");
    let input = format!("{}\n{CLASSIC}\n", thermo.puzzle);
    for command in ["hint", "explain"] {
        let r = nonet(&[command], &input);
        let blocks: Vec<&str> = r.stdout.split("\n\n").collect();
        assert_eq!(blocks.len(), 2, "{command}: {}", r.stdout);
        assert!(!blocks[0].contains("error"), "{command}: {}", blocks[0]);
        assert!(
            blocks[1].starts_with("4....."),
            "{command}: the classic one is answered"
        );
        assert_eq!(r.code, 0, "{command}");
        let r = nonet(&[command, "--format", "json"], &input);
        assert!(r.json()[0].get("error").is_none(), "{command}");
        assert!(!r.json()[0]["steps"].as_array().unwrap().is_empty());
        assert!(r.json()[1].get("steps").is_some());
    }
    // A variant is rated on the tier ladder, whose constraint techniques read its rules,
    // and on Sudoku Explainer's scale extended to them (`se-ext`); the scales read off
    // classic searches say they do not rate it.
    let r = nonet(&["rate"], &input);
    let lines = r.lines();
    let fields: Vec<&str> = lines[0].split(' ').collect();
    let se: Vec<f64> = fields[1]
        .strip_prefix("se-ext:")
        .unwrap_or_else(|| panic!("{}", lines[0]))
        .split('/')
        .map(|x| x.parse().unwrap())
        .collect();
    assert!(
        se.len() == 3 && se[0] >= se[1] && se[0] >= se[2],
        "{}",
        lines[0]
    );
    assert!(
        fields[2].parse::<nonet::rate::Tier>().is_ok(),
        "{}",
        lines[0]
    );
    assert_eq!(fields[3..], ["logic:unrated", "dig-hole:unrated"]);
    assert!(lines[1].starts_with(CLASSIC), "{}", lines[1]);
    assert_eq!(r.code, 0);
    let r = nonet(&["rate", "--format", "json"], &input);
    let record = &r.json()[0];
    assert!(record["tier"].is_string(), "{record}");
    assert_eq!(record["se"]["extended"], true, "{record}");
    assert!(record["se"]["er"].is_f64(), "{record}");
    assert!(record["unrated"].get("se").is_none(), "{record}");
    assert!(record.get("logic").is_none());
    // --rules makes a classic line a variant too: with no two neighbours consecutive,
    // this one has no solution, which logic says as it does of a classic puzzle.
    let r = nonet(&["hint", "--rules", "non-consecutive", CLASSIC], "");
    assert!(
        r.stdout
            .contains("error: <argument>:1: the puzzle has no solution"),
        "{}",
        r.stdout
    );
    assert_eq!(r.code, 1);
    // An algorithm for classic rules only says so.
    let r = nonet(&["solve", "--algo", "dlx", &thermo.puzzle, CLASSIC], "");
    assert_eq!(r.lines(), ["unsupported", CLASSIC_SOLUTION]);
    assert_eq!(
        r.stderr,
        "<argument>:1: --algo dlx takes classic rules only, not thermometer; the default \
         solver (--algo fast) takes them\n"
    );
    assert_eq!(r.code, 3);
}

#[test]
fn bad_lines_are_named_and_the_batch_goes_on() {
    let dir = std::env::temp_dir().join(format!("nonet-variants-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bad.txt");
    let killer = row("iss.tsv", "killer");
    std::fs::write(
        &file,
        format!(
            ".Teleport~R1C1\n{CLASSIC}\n.Cage~3~R1C1~R10C2\n{LINK}N4Ig!\n{{\"size\": 9,\n{}\n",
            killer.puzzle
        ),
    )
    .unwrap();
    let path = file.to_string_lossy().into_owned();
    let r = nonet(&["solve", &path], "");
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        r.lines(),
        [
            "invalid",
            CLASSIC_SOLUTION,
            "invalid",
            "invalid",
            "invalid",
            killer.solution.as_str()
        ]
    );
    let stderr: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(
        stderr[0],
        format!("{path}:1: ISS piece 1 `Teleport~R1C1`: unknown constraint `Teleport`")
    );
    assert_eq!(
        stderr[1],
        format!(
            "{path}:3: ISS piece 1 `Cage~3~R1C1~R10C2`: `R10C2` is not a cell of the grid (R1C1 .. R9C9)"
        )
    );
    assert_eq!(
        stderr[2],
        format!(
            "{path}:4: f-puzzles: broken lz-string at character 5: `!` is not a base64 character"
        )
    );
    assert!(
        stderr[3].starts_with(&format!("{path}:5: f-puzzles: ")),
        "{}",
        stderr[3]
    );
    assert_eq!(stderr.len(), 4);
    assert_eq!(r.code, 2);
}

#[test]
fn a_mixed_batch_keeps_its_order() {
    let iss = row("iss.tsv", "antiknight");
    let fp = row("fpuzzles.tsv", "antiknight");
    let payload = fp.payload.clone().unwrap();
    let entries = [
        (CLASSIC.to_string(), CLASSIC_SOLUTION),
        (iss.puzzle.clone(), iss.solution.as_str()),
        (fp.puzzle.clone(), fp.solution.as_str()),
        (format!("{LINK}{payload}"), fp.solution.as_str()),
        ("1".repeat(81), "none"),
    ];
    let mut input = String::new();
    let mut expected = Vec::new();
    for i in 0..60 {
        let (text, answer) = &entries[(i * 7) % entries.len()];
        input.push_str(text);
        input.push('\n');
        expected.push(*answer);
    }
    let r = nonet(&["solve", "--threads", "2"], &input);
    assert_eq!(r.lines(), expected, "{}", r.stderr);
    assert_eq!(r.code, 1, "the clashing line has no solution");
}

#[test]
fn givens_that_break_a_rule_are_named() {
    // A thermometer whose bulb is above its tip, and an anti-knight pair of 5s.
    let thermo = ".Thermo~R1C1~R1C2~R1C3.~R1C1_5.~R1C3_2";
    let r = nonet(&["solve", thermo], "");
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("<argument>:1: givens break a rule: thermometer from r1c1 (r1c1 r1c2 r1c3)"),
        "{}",
        r.stderr
    );
    let r = nonet(
        &["count", "--format", "json", ".AntiKnight.~R4C5_5.~R5C3_5"],
        "",
    );
    let broken = &r.json()[0]["broken"];
    assert_eq!(broken[0]["rule"], "anti-knight", "{}", r.stdout);
    assert_eq!(broken[0]["cells"], serde_json::json!(["r4c5", "r5c3"]));
    // A puzzle with solutions has nothing to name.
    let r = nonet(
        &[
            "count",
            "--format",
            "json",
            thermo.split(".~").next().unwrap(),
        ],
        "",
    );
    assert!(r.json()[0].get("broken").is_none());
}

#[test]
fn compact_lines_solve_to_the_published_solution() {
    use nonet::format::iss;
    // A published killer, written in ISS's two compact killer forms by the library, then
    // read back by the command line from standard input and as an argument. (The
    // fixtures' one jigsaw keeps its boxes as well, which the compact jigsaw form cannot
    // say.)
    // The compact killer forms need every cell in a cage: the first killer that has them.
    let (killer, k) = rows("iss.tsv")
        .into_iter()
        .filter(|r| r.kind == "killer")
        .map(|r| {
            let p = iss::parse(&r.puzzle).expect("the killer reads");
            (r, p)
        })
        .find(|(_, p)| iss::write_short_killer(p).is_ok())
        .expect("a killer with every cell in a cage");
    let lines = [
        (iss::write_short_killer(&k).expect("short form"), &killer),
        (iss::write_long_killer(&k).expect("long form"), &killer),
    ];
    let stdin: String = lines.iter().map(|(l, _)| format!("{l}\n")).collect();
    let r = nonet(&["solve"], &stdin);
    let expected: Vec<&str> = lines.iter().map(|(_, row)| row.solution.as_str()).collect();
    assert_eq!((r.lines(), r.code), (expected, 0), "{}", r.stderr);
    for (line, row) in &lines {
        let r = nonet(&["solve", line], "");
        assert_eq!(r.lines(), [row.solution.as_str()], "{line}: {}", r.stderr);
    }
}

/// Issue 20: `--format grid` showed one bulb where two thermometers start in one cell,
/// and one dot where a white and a black dot share a border. Both show now, the second
/// line's letter below the first.
#[test]
fn grid_shows_every_constraint_where_they_overlap() {
    let puzzle =
        ".Thermo~R5C5~R5C6~R5C7.Thermo~R5C5~R6C5~R7C5.WhiteDot~R1C1~R1C2.BlackDot~R1C1~R1C2";
    let r = nonet(&["count", "--format", "grid", puzzle], "");
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert!(lines[1].starts_with("┃     ●     │"), "{}", r.stdout);
    assert!(lines[2].starts_with("┃  .  ○  .  │"), "{}", r.stdout);
    assert!(lines[13].contains("│   A→│   a→┃"), "{}", r.stdout);
    assert!(lines[14].contains("│  .B↓│"), "{}", r.stdout);
    assert!(lines[16].contains("│   b↓│"), "{}", r.stdout);
    assert!(!r.stdout.contains("not drawn"), "{}", r.stdout);
}

/// A puzzle of a rule set SukakuExplainer rates gets SE's numbers, serate's for it (a row
/// of `crates/nonet/tests/fixtures/se_variants.tsv`), and JSON carries them; the scales
/// read off classic searches still say they do not rate it.
#[test]
fn rate_gives_se_numbers_for_sukaku_explainers_rule_sets() {
    let puzzle =
        "....1...9.....75..148.3....35.76....71...59.8.2...1.........3.79.32..........3..6";
    let r = nonet(&["rate", "--rules", "x", puzzle], "");
    assert_eq!(r.code, 0, "{}", r.stdout);
    let lines = r.lines();
    let fields: Vec<&str> = lines[0].split(' ').collect();
    assert_eq!(fields[1], "1.5/1.2/1.2", "{}", lines[0]);
    assert_eq!(fields[3..], ["logic:unrated", "dig-hole:unrated"]);
    let r = nonet(&["rate", "--rules", "x", "--format", "json", puzzle], "");
    let record = &r.json()[0];
    assert_eq!(record["se"]["er"], 1.5);
    assert!(record["unrated"].get("se").is_none(), "{record}");
    assert!(record["unrated"].get("logic").is_some(), "{record}");
    // Non-consecutive too: serate rates this row 2.4 for its NC forcing cell.
    let puzzle =
        "....51......7...3...................4.9.3.7.8........152...7....74..3...9........";
    let r = nonet(&["rate", "--rules", "non-consecutive", puzzle], "");
    assert_eq!(r.code, 0, "{}", r.stdout);
    let fields: Vec<&str> = r.lines()[0].split(' ').collect();
    assert_eq!(fields[1], "2.4/1.2/1.2", "{}", r.stdout);
}
