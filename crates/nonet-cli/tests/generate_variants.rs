//! `nonet generate --rules`: variant puzzles for every kind, checked through the
//! command line itself. Each puzzle is written in one form, read back by `nonet solve`
//! (which must find one solution, the one the generator printed) and rated by `nonet
//! rate` (which must give the tier the generator claimed); every form other solvers
//! open (ISS, f-puzzles JSON, f-puzzles and SudokuPad links) reads back to the same
//! puzzle; impossible requests are refused up front with their reason.

mod common;

use common::nonet;

const KINDS: &[&str] = &[
    "x",
    "main-diagonal",
    "anti-diagonal",
    "anti-knight",
    "anti-king",
    "non-consecutive",
    "windoku",
    "disjoint",
    "even-odd",
    "jigsaw",
    "killer",
    "thermo",
    "arrow",
    "kropki",
    "xv",
    "little-killer",
    "sandwich",
    "renban",
    "whispers",
    "palindrome",
];

/// `nonet solve --format json` of one puzzle text: (status, solution).
fn solve(text: &str) -> (String, String) {
    let r = nonet(&["solve", "--format", "json", text], "");
    let v = &r.json()[0];
    (
        v["status"].as_str().unwrap_or("").to_string(),
        v["solution"].as_str().unwrap_or("").to_string(),
    )
}

#[test]
fn every_kind_reads_back_with_one_solution_and_its_tier() {
    for kind in KINDS {
        let level = if *kind == "non-consecutive" {
            "any"
        } else {
            "medium"
        };
        let r = nonet(
            &[
                "generate", "--rules", kind, "-l", level, "-s", "3", "-f", "json",
            ],
            "",
        );
        assert_eq!(r.code, 0, "{kind}: {}", r.stderr);
        let g = &r.json()[0];
        assert!(g["rules"].is_object(), "{kind}: no rules in {g}");
        let iss = g["iss"].as_str().unwrap();
        let (status, solution) = solve(iss);
        assert_eq!(status, "unique", "{kind}: {iss}");
        assert_eq!(solution, g["solution"].as_str().unwrap(), "{kind}");
        let rated = &nonet(&["rate", "--format", "json", iss], "").json()[0];
        assert_eq!(rated["tier"], g["rated"]["tier"], "{kind}: {iss}");
        if level == "medium" && g["fell_back"] == false {
            assert_eq!(g["rated"]["tier"], "medium", "{kind}");
        }
        // The line form is the ISS string and the id, which regenerates the puzzle.
        let line = nonet(&["generate", "--rules", kind, "-l", level, "-s", "3"], "");
        let id = g["id"].as_str().unwrap();
        assert_eq!(line.stdout, format!("{iss}\t{id}\n"), "{kind}");
        let again = nonet(&["generate", "--id", id], "");
        assert_eq!(again.stdout, line.stdout, "{kind}: {id}");
    }
}

#[test]
fn every_form_reads_back_to_the_same_puzzle() {
    let args = [
        "generate",
        "--rules",
        "killer,thermo,kropki",
        "-s",
        "5",
        "-n",
        "2",
    ];
    let json = nonet(&[&args[..], &["-f", "json"]].concat(), "").json();
    for form in ["iss", "fpuzzles", "link", "sudokupad"] {
        let r = nonet(&[&args[..], &["-f", form]].concat(), "");
        assert_eq!(r.code, 0, "{form}: {}", r.stderr);
        let lines = r.lines();
        assert_eq!(lines.len(), 2, "{form}");
        for (line, g) in lines.iter().zip(&json) {
            let (status, solution) = solve(line);
            assert_eq!(status, "unique", "{form}: {line}");
            assert_eq!(solution, g["solution"].as_str().unwrap(), "{form}");
        }
    }
}

#[test]
fn killers_without_givens_and_cage_sizes() {
    let r = nonet(
        &[
            "generate", "--rules", "killer", "--givens", "0", "--cages", "2-4", "-l", "any", "-s",
            "1", "-f", "json",
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let g = &r.json()[0];
    assert_eq!(g["givens"], 0);
    assert!(g["puzzle"].as_str().unwrap().chars().all(|c| c == '.'));
    let cages = g["rules"]["constraints"].as_array().unwrap();
    let mut covered = 0;
    for c in cages {
        let n = c["killer"]["cells"].as_array().unwrap().len();
        assert!((2..=4).contains(&n), "cage of {n} cells");
        covered += n;
    }
    assert_eq!(covered, 81);
    assert_eq!(solve(g["iss"].as_str().unwrap()).0, "unique");
}

#[test]
fn variant_ids_decode_to_their_request() {
    let r = nonet(
        &[
            "generate",
            "--rules",
            "killer,kropki",
            "--negative",
            "--cages",
            "3-4",
            "--givens",
            "0",
            "-l",
            "any",
            "-s",
            "12",
            "-f",
            "json",
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let g = &r.json()[0];
    let id = g["id"].as_str().unwrap();
    assert!(id.starts_with('V') && id.len() == 19, "{id}");
    let decoded = &nonet(&["id", "decode", id, "--format", "json"], "").json()[0];
    assert_eq!(decoded["rules"], "killer,kropki");
    assert_eq!(decoded["cages"], "3-4");
    assert_eq!(decoded["negative"], true);
    assert_eq!(decoded["no_givens"], true);
    assert_eq!(decoded["level"], "any");
    assert_eq!(decoded["seed"], 12);
    assert_eq!(decoded["regenerable"], true);
    let again = &nonet(&["generate", "--id", id, "-f", "json"], "").json()[0];
    assert_eq!(again, g);
    // `nonet play` takes the variant id: without a terminal, it stops at that check.
    let play = nonet(&["play", "--id", id], "");
    assert_eq!(play.code, 2);
    assert!(
        play.stderr.contains("nonet play needs a terminal"),
        "{}",
        play.stderr
    );
    // A classic id is as it was: twelve characters.
    let classic = nonet(&["generate", "-l", "any", "-s", "12"], "");
    assert_eq!(
        classic.stdout.trim_end().split('\t').nth(1).unwrap().len(),
        12
    );
}

#[test]
fn output_is_the_same_on_any_number_of_threads() {
    let args = ["generate", "--rules", "jigsaw,arrow", "-s", "9", "-n", "4"];
    let one = nonet(&[&args[..], &["--threads", "1"]].concat(), "");
    let two = nonet(&[&args[..], &["--threads", "2"]].concat(), "");
    assert_eq!(one.code, 0, "{}", one.stderr);
    assert_eq!(one.stdout, two.stdout);
}

#[test]
fn impossible_variant_requests_are_refused_up_front() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["--rules", "teleport"],
            "unknown rule `teleport` to generate",
        ),
        (
            &["--rules", "killer", "--cages", "7"],
            "cages of 7 cells cannot tile",
        ),
        (
            &["--rules", "thermo", "--givens", "0"],
            "add killer to the rules",
        ),
        (&["--rules", "x,main-diagonal"], "do not go together"),
        (
            &["--rules", "x", "--scheme", "logic", "-l", "easy"],
            "tier scale",
        ),
        (
            &["--rules", "x", "--min-se", "4"],
            "SE bounds are for classic puzzles",
        ),
    ];
    for (args, says) in cases {
        let r = nonet(&[&["generate"][..], args].concat(), "");
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains(says), "{args:?}: {}", r.stderr);
        assert!(r.stdout.is_empty(), "{args:?}");
    }
}
