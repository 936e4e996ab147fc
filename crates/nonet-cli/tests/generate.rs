//! `nonet generate`, `nonet id` and the ratings they print, run as a user runs them:
//! every claim a generated puzzle carries (minimal, its level, its ratings) checked
//! from the puzzle alone, and requests that cannot succeed refused before any work.

use nonet::Grid;
use nonet::generate::Symmetry;
use serde_json::Value;

mod common;
use common::nonet;

/// Whether no orbit of `symmetry` can leave `puzzle` with one solution, by counting
/// the solutions of each smaller puzzle.
fn minimal_by_counting(puzzle: &Grid, symmetry: Symmetry) -> bool {
    let filled = puzzle.filled_cells();
    symmetry
        .orbits()
        .sets()
        .iter()
        .filter(|o| o.intersects(filled))
        .all(|&orbit| {
            let mut smaller = *puzzle;
            for cell in orbit {
                smaller.set(cell, None);
            }
            nonet::solve::count_solutions(&smaller.into(), 2) != 1
        })
}

fn grid(v: &Value) -> Grid {
    v.as_str().unwrap().parse().unwrap()
}

/// The reported case: `--minimal` claimed a puzzle minimal while the rot180 orbit
/// {r2c3, r8c7} could still go.
#[test]
fn minimal_puzzles_are_minimal() {
    let run = nonet(
        &[
            "generate",
            "--level",
            "intermediate",
            "--seed",
            "387895886468",
            "--minimal",
            "--format",
            "json",
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let r = &run.json()[0];
    assert_eq!(r["minimal"], true);
    assert_eq!(r["symmetry"], "rot180");
    assert!(
        minimal_by_counting(&grid(&r["puzzle"]), Symmetry::Rot180),
        "{r}"
    );
}

/// The third and fourth puzzles of `hardest_1000.txt` (msolve's
/// `bench_sudokus/hardest_to_solve`, MIT): the eight-tier ladder places a few hidden
/// singles, then gets stuck.
const STUCK: [&str; 2] = [
    "98.76.5..5.....9....4....8.8..5..7...3..2.........8..16......9..9.6...75....8.6..",
    "98.76.5..5.....9....4....8.8..9..7...3..2.........8..16......5..5.6...79....8.6..",
];

/// A tier of extreme comes with its reason: the ladder got stuck, and the technique
/// that set the tier is backtracking, not the last single it placed.
#[test]
fn a_stuck_ladder_says_so() {
    let r = nonet(
        &[
            "rate",
            "--format",
            "json",
            "--scales",
            "tier,logic,dig-hole",
            STUCK[0],
            STUCK[1],
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    for o in r.json() {
        assert_eq!(o["tier"], "extreme", "{o}");
        assert_eq!(o["hardest"], "backtracking", "{o}");
        assert_eq!(o["stuck"], true, "{o}");
    }
    // `hardest` and `stuck` come with the tier ladder, even when only the dig-hole
    // level (which reads the tier) is asked for.
    let r = nonet(
        &["rate", "-f", "json", "--scales", "dig-hole", STUCK[0]],
        "",
    );
    let o = &r.json()[0];
    assert_eq!(
        (&o["hardest"], &o["stuck"]),
        (&Value::from("backtracking"), &Value::from(true))
    );
    // A puzzle the ladder solves: not stuck, and its hardest technique named.
    let r = nonet(&["rate", "-f", "json", "--scales", "tier", "rated.txt"], "");
    for o in r.json() {
        assert_eq!(o["stuck"], false, "{o}");
        assert!(o["hardest"].is_string(), "{o}");
    }
}

/// `generate` prints the ratings in the shape `rate` prints them: the JSON `rated`
/// object is `rate`'s object without the puzzle, and the grid form's rating lines are
/// `rate`'s.
#[test]
fn generate_and_rate_print_the_same_ratings() {
    for args in [
        &["--level", "expert", "--seed", "5"][..],
        &["--scheme", "dig-hole", "--level", "evil", "--seed", "0"][..],
        &["--scheme", "logic", "--level", "easy", "--seed", "2"][..],
    ] {
        let run = |format: &str| {
            let mut all = vec!["generate", "--format", format];
            all.extend_from_slice(args);
            let r = nonet(&all, "");
            assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
            r
        };
        let g = &run("json").json()[0];
        let puzzle = g["puzzle"].as_str().unwrap();
        let rated = nonet(&["rate", "--format", "json", puzzle], "");
        let mut expected = rated.json()[0].clone();
        expected.as_object_mut().unwrap().remove("puzzle");
        assert_eq!(g["rated"], expected, "{args:?}");
        assert!(g["rated"]["dig_hole"]["score"].is_f64(), "{g}");

        // Grid form: the rating lines generate measured are rate's lines.
        let grid = run("grid");
        let rate_grid = nonet(&["rate", "--format", "grid", puzzle], "");
        let rating_lines = |text: &str| -> Vec<String> {
            text.lines()
                .filter(|l| {
                    ["# se:", "# tier:", "# logic:", "# dig-hole:"]
                        .iter()
                        .any(|p| l.starts_with(p))
                })
                .map(str::to_string)
                .collect()
        };
        let measured = rating_lines(&grid.stdout);
        assert!(!measured.is_empty(), "{}", grid.stdout);
        let all = rating_lines(&rate_grid.stdout);
        for line in &measured {
            assert!(
                all.contains(line),
                "{args:?}: `{line}` not in\n{}",
                rate_grid.stdout
            );
        }
    }
}

/// Each dig-hole level printed is the level `nonet rate --scales dig-hole` gives the
/// puzzle (the dig-hole specification's digging alone missed Evil on two seeds in three), and an
/// Extremely Easy puzzle keeps an empty cell.
#[test]
fn dig_hole_levels_are_what_rate_says() {
    for level in ["extremely-easy", "easy", "medium", "difficult", "evil"] {
        let g = nonet(
            &[
                "generate", "--scheme", "dig-hole", "--level", level, "--seed", "0", "--count",
                "12",
            ],
            "",
        );
        assert_eq!(g.code, 0, "{level}: {}", g.stderr);
        let puzzles: String = g
            .lines()
            .iter()
            .map(|l| format!("{}\n", l.split('\t').next().unwrap()))
            .collect();
        let r = nonet(&["rate", "--scales", "dig-hole"], &puzzles);
        for line in r.lines() {
            let rated = line.split(' ').nth(1).unwrap();
            assert!(
                rated.starts_with(&format!("dig-hole:{level}:")),
                "{level}: {line}"
            );
            assert!(line.contains('.'), "{level}: a full grid: {line}");
        }
    }
    let ee = nonet(
        &[
            "generate",
            "--scheme",
            "dig-hole",
            "--level",
            "extremely-easy",
            "--seed",
            "80",
            "--count",
            "6",
        ],
        "",
    );
    for line in ee.lines() {
        assert!(line.split('\t').next().unwrap().contains('.'), "{line}");
    }
}

/// Requests that cannot succeed are refused before any work, with the reason.
#[test]
fn impossible_requests_are_refused_with_the_reason() {
    let max = u64::MAX.to_string();
    let near_max = (u64::MAX - 1).to_string();
    let cases: [(&[&str], &str); 6] = [
        (
            &[
                "generate", "--scheme", "logic", "--level", "easy", "--givens", "25..28",
            ],
            "have 32..80 givens (the logic scheme accepts no puzzle below its clue floor",
        ),
        (
            &["generate", "--level", "beginner", "--min-se", "9"],
            "an SE rating of at least 9.0 cannot be met: puzzles at level beginner of the tiers scheme rate at most 2.3",
        ),
        (
            &["generate", "--level", "medium", "--givens", "80..81"],
            "a puzzle that naked singles cannot finish has at least 4 empty cells",
        ),
        (
            &["generate", "--level", "any", "--givens", "81"],
            "17 to 80 givens",
        ),
        (
            &["generate", "--seed", &near_max, "--count", "3"],
            "3 puzzles would go past the largest seed",
        ),
        (
            &[
                "generate", "--level", "easy", "--seed", &max, "--count", "2",
            ],
            "go past the largest seed",
        ),
    ];
    for (args, words) in cases {
        let run = nonet(args, "");
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(
            run.stderr.contains("impossible request"),
            "{args:?}: {}",
            run.stderr
        );
        assert!(run.stderr.contains(words), "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "{args:?}");
    }
    // The largest seed itself is fine, alone.
    let last = nonet(&["generate", "--level", "easy", "--seed", &max], "");
    assert_eq!(last.code, 0, "{}", last.stderr);
    assert!(
        last.stdout.ends_with("\t-\n"),
        "no id holds that seed: {}",
        last.stdout
    );
}

/// A logic level met on a few seeds in a thousand is announced on stderr before the
/// work, with the measured rate; a level met often is not.
#[test]
fn rare_logic_levels_are_announced_first() {
    let rare = nonet(
        &[
            "generate", "--scheme", "logic", "--level", "medium", "--seed", "0",
        ],
        "",
    );
    assert_eq!(rare.code, 1, "it falls back: {}", rare.stderr);
    let lines: Vec<&str> = rare.stderr.lines().collect();
    assert!(
        lines[0].starts_with(
            "nonet: warning: the logic scheme met level medium on only 5 of 1000 requests measured"
        ),
        "{}",
        rare.stderr
    );
    assert!(
        lines[1]
            .contains("seed 0: no attempt met the whole target (level medium of the logic scheme)"),
        "{}",
        rare.stderr
    );
    let help = nonet(&["generate", "--help"], "");
    assert!(
        help.stdout
            .contains("easy 1000/1000, medium 5/1000, hard 1/1000, samurai 0/1000"),
        "{}",
        help.stdout
    );
    for args in [
        &[
            "generate", "--scheme", "logic", "--level", "easy", "--seed", "0",
        ][..],
        &["generate", "--level", "hard", "--seed", "0"][..],
        &[
            "generate", "--scheme", "dig-hole", "--level", "evil", "--seed", "0",
        ][..],
    ] {
        let run = nonet(args, "");
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        assert_eq!(run.stderr, "", "{args:?}");
    }
}

/// Messages name symmetries and levels in words: "no symmetry", "any level of the
/// tiers scheme", never "none symmetry" or "tiers level any".
#[test]
fn messages_read_as_sentences() {
    let run = nonet(
        &[
            "generate", "--level", "any", "--givens", "17", "--seed", "1",
        ],
        "",
    );
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains(
            "no puzzle found in 100 attempts at any level of the tiers scheme, with no symmetry and 17 givens"
        ),
        "{}",
        run.stderr
    );
    for bad in ["none symmetry", "tiers level any", "level any", "seed 00"] {
        assert!(!run.stderr.contains(bad), "{bad}: {}", run.stderr);
    }
}

/// An id holds a request, and its decoding says so: the puzzle of the README's id is
/// minimal although the request did not require it, and the decoding does not say
/// otherwise. An id of the earlier format still decodes but is not regenerated.
#[test]
fn ids_decode_to_what_the_puzzle_says() {
    let made = nonet(
        &[
            "generate",
            "--level",
            "expert",
            "--seed",
            "42",
            "--symmetry",
            "rot90",
            "--format",
            "grid",
        ],
        "",
    );
    assert!(made.stdout.contains("# minimal: yes"), "{}", made.stdout);
    let id = made
        .lines()
        .iter()
        .find_map(|l| l.strip_prefix("# id: "))
        .unwrap()
        .to_string();
    let decoded = nonet(&["id", "decode", &id], "");
    assert_eq!(decoded.code, 0, "{}", decoded.stderr);
    let text = decoded.stdout;
    assert!(text.contains("minimal required: no"), "{text}");
    assert!(
        !text.contains("minimal no") && !text.contains("minimal: no"),
        "{text}"
    );
    assert!(text.contains("symmetry: rot90\n"), "{text}");
    assert!(
        text.contains(&format!("regenerate: nonet generate --id {id}")),
        "{text}"
    );
    assert!(text.contains("level requested: expert\n"), "{text}");
    let json = &nonet(&["id", "decode", &id, "-f", "json"], "").json()[0];
    assert_eq!(json["minimal_required"], false);
    assert!(json.get("minimal").is_none(), "{json}");
    assert_eq!(json["version"], 2);
    // The scheme's default symmetry is named, not left as "default".
    let default = nonet(&["generate", "--level", "expert", "--seed", "42"], "");
    let default_id = default.lines()[0].split('\t').nth(1).unwrap().to_string();
    let decoded = nonet(&["id", "decode", &default_id], "").stdout;
    assert!(
        decoded.contains("symmetry: rot180 (the scheme's default for the level)"),
        "{decoded}"
    );

    // The README's id before version 2.
    let old = nonet(&["id", "decode", "1330000001AA"], "");
    assert_eq!(old.code, 0, "{}", old.stderr);
    assert!(old.stdout.contains("version: 1\n"), "{}", old.stdout);
    assert!(old.stdout.contains("not regenerated"), "{}", old.stdout);
    let again = nonet(&["generate", "--id", "1330000001AA"], "");
    assert_eq!(again.code, 2);
    assert!(
        again.stderr.contains("earlier nonet (id format 1)"),
        "{}",
        again.stderr
    );
    assert!(again.stdout.is_empty());
}

/// A puzzle that fell back has an id of the level requested, not of the level it rates
/// at: the decoding says it is the request (before, a bare "level: medium").
#[test]
fn a_fallen_back_id_decodes_to_the_level_requested() {
    let made = nonet(
        &[
            "generate", "--scheme", "logic", "--level", "medium", "--seed", "0",
        ],
        "",
    );
    assert_eq!(made.code, 1, "it falls back: {}", made.stderr);
    let id = made.lines()[0].split('\t').nth(1).unwrap().to_string();
    let decoded = nonet(&["id", "decode", &id], "");
    assert_eq!(decoded.code, 0, "{}", decoded.stderr);
    assert!(
        decoded.stdout.contains("\nlevel requested: medium\n"),
        "{}",
        decoded.stdout
    );
    assert!(!decoded.stdout.contains("\nlevel: "), "{}", decoded.stdout);
}

#[test]
fn generate_json_has_the_issue_keys_and_proper_puzzles() {
    let run = nonet(
        &[
            "generate", "--level", "hard", "--count", "3", "--seed", "10", "--format", "json",
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let records = run.json();
    assert_eq!(records.len(), 3);
    for (i, r) in records.iter().enumerate() {
        let keys: Vec<&str> = r.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(
            keys,
            [
                "puzzle",
                "solution",
                "seed",
                "id",
                "scheme",
                "level",
                "rated",
                "givens",
                "symmetry",
                "minimal",
                "fell_back"
            ]
        );
        let rated: Vec<&str> = r["rated"]
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(
            rated,
            ["se", "tier", "logic", "dig_hole", "hardest", "stuck"]
        );
        assert!(r["rated"]["se"]["er"].is_number());
        assert_eq!(r["seed"], 10 + i as u64);
        assert_eq!(
            (&r["scheme"], &r["level"]),
            (&Value::from("tiers"), &Value::from("hard"))
        );
        assert_eq!(r["rated"]["tier"], "hard");
        assert_eq!(r["symmetry"], "rot180");
        let puzzle: nonet::Grid = r["puzzle"].as_str().unwrap().parse().unwrap();
        let solution: nonet::Grid = r["solution"].as_str().unwrap().parse().unwrap();
        assert_eq!(
            nonet::solve::reference::count_solutions(&puzzle, 2),
            (1, Some(solution))
        );
        assert_eq!(r["givens"], puzzle.filled_count());
    }
}

#[test]
fn generate_output_does_not_depend_on_threads() {
    let args = |threads: &'static str| {
        [
            "generate", "--scheme", "logic", "--level", "easy", "-n", "8", "--seed", "3", "-j",
            threads,
        ]
    };
    let one = nonet(&args("1"), "");
    let two = nonet(&args("2"), "");
    assert_eq!(one.code, 0, "{}", one.stderr);
    assert_eq!(one.stdout, two.stdout);
    assert_eq!(one.lines().len(), 8);
}

#[test]
fn generate_grid_form_and_defaults() {
    let run = nonet(&["generate", "--seed", "1", "--format", "grid"], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("# id: 21G000000011"), "{}", run.stdout);
    assert!(run.stdout.contains("# level: medium"));
    assert!(run.stdout.contains("# symmetry: rot180"));
    // No --seed: one is drawn and shown, so the run can be repeated.
    let drawn = nonet(&["generate", "--level", "any"], "");
    assert_eq!(drawn.code, 0);
    assert!(drawn.stderr.starts_with("nonet: seed "), "{}", drawn.stderr);
}

#[test]
fn id_decode_and_regenerate() {
    let made = nonet(
        &[
            "generate", "--scheme", "dig-hole", "--level", "evil", "--seed", "77",
        ],
        "",
    );
    assert_eq!(made.code, 0, "{}", made.stderr);
    let line = made.lines()[0].to_string();
    let (puzzle, id) = line.split_once('\t').unwrap();
    let decoded = nonet(
        &["id", "decode", &id.to_lowercase(), "--format", "json"],
        "",
    );
    assert_eq!(decoded.code, 0, "{}", decoded.stderr);
    let d = &decoded.json()[0];
    assert_eq!(
        (&d["scheme"], &d["level"], &d["seed"]),
        (
            &Value::from("dig-hole"),
            &Value::from("evil"),
            &Value::from(77)
        )
    );
    let again = nonet(&["generate", "--id", id], "");
    assert_eq!(again.lines(), [format!("{puzzle}\t{id}")]);
    // One character off: refused, not read as another puzzle.
    let mut typo: Vec<char> = id.chars().collect();
    typo[5] = if typo[5] == '7' { '8' } else { '7' };
    let typo: String = typo.into_iter().collect();
    for args in [vec!["id", "decode", &typo], vec!["generate", "--id", &typo]] {
        let bad = nonet(&args, "");
        assert_eq!(bad.code, 2);
        assert!(
            bad.stderr.contains("check character does not match"),
            "{}",
            bad.stderr
        );
        assert!(bad.stdout.is_empty());
    }
}

#[test]
fn impossible_generate_requests_fail_fast() {
    let cases: [(&[&str], &str); 4] = [
        (
            &[
                "generate",
                "--level",
                "beginner",
                "--symmetry",
                "rot90",
                "--givens",
                "18",
            ],
            "46..80",
        ),
        (
            &[
                "generate",
                "--level",
                "any",
                "--symmetry",
                "rot90",
                "--givens",
                "18..19",
            ],
            "17 and 20",
        ),
        (
            &["generate", "--scheme", "logic", "--level", "expert"],
            "unknown level `expert`",
        ),
        (
            &["generate", "--scheme", "dig-hole", "--symmetry", "rot180"],
            "keeps no symmetry",
        ),
    ];
    for (args, words) in cases {
        let run = nonet(args, "");
        assert_eq!(run.code, 2, "{args:?}");
        assert!(run.stderr.contains(words), "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty());
    }
}
