//! The `nonet` binary, run as a user runs it: fixture files in every input form, stdin,
//! every output form, malformed lines in a batch, clashing givens, exit codes, order
//! under threads, and a closed pipe.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};

use serde_json::Value;

mod common;
use common::{MATRIX_1, fixtures, nonet};

const SOLUTION: &str =
    "953168742862734951417952836746893125281645397395271468138529674574386219629417583";
const UNIQUE: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
const MANY: &str =
    "8.........95.......76.........426798...931245...578136....5.917...7.2483......562";

#[test]
fn no_arguments_shows_help() {
    let r = nonet(&[], "");
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("Usage: nonet <COMMAND>"), "{}", r.stderr);
    assert!(r.stderr.contains("solve") && r.stderr.contains("count"));

    let r = nonet(&["--help"], "");
    assert_eq!(r.code, 0);
    assert!(r.stdout.contains("Exit status"), "{}", r.stdout);

    let r = nonet(&["--version"], "");
    assert_eq!(r.code, 0);
    assert_eq!(r.stdout, format!("nonet {}\n", env!("CARGO_PKG_VERSION")));
}

#[test]
fn solve_lines() {
    let r = nonet(&["solve", "puzzles.txt"], "");
    assert_eq!(r.lines(), [SOLUTION, "none", "multiple"]);
    assert_eq!(r.code, 1, "no or many solutions");
    assert_eq!(
        r.stderr,
        "puzzles.txt:3: givens clash: digit 4 repeated in row 3 at r3c1 and r3c7\n"
    );
}

#[test]
fn solve_first_prints_a_solution_of_a_multiple_puzzle() {
    let r = nonet(&["solve", "--first", MANY], "");
    assert_eq!(r.code, 0);
    let solution: nonet::Grid = r.stdout.trim().parse().unwrap();
    assert!(solution.solves(&MANY.parse().unwrap()));
}

#[test]
fn count_lines_and_limit() {
    let r = nonet(&["count", "puzzles.txt"], "");
    assert_eq!(r.lines(), ["1", "0", "2"]);
    assert_eq!(r.code, 0, "counting is the answer, not a failure");

    let empty = ".".repeat(81);
    let r = nonet(&["count", "--limit", "7", &empty], "");
    assert_eq!(r.lines(), ["7"]);

    let r = nonet(&["count", "--limit", "0", &empty], "");
    assert_eq!(r.code, 2, "{}", r.stderr);
}

#[test]
fn every_input_form() {
    for file in ["boxed.txt", MATRIX_1] {
        let r = nonet(&["solve", file], "");
        assert_eq!(r.code, 0, "{file}: {}", r.stderr);
        assert_eq!(r.lines().len(), 1, "{file}");
    }
    assert_eq!(nonet(&["solve", "boxed.txt"], "").lines(), [SOLUTION]);
    let r = nonet(&["solve", MATRIX_1], "");
    let puzzle =
        nonet::format::parse_puzzles(include_str!("../../nonet/tests/fixtures/matrices/1.matrix"))
            [0]
        .clone()
        .unwrap();
    assert!(
        r.stdout
            .trim()
            .parse::<nonet::Grid>()
            .unwrap()
            .solves(&puzzle)
    );
}

#[test]
fn stdin_dash_and_no_file() {
    let text = format!("{UNIQUE}\n{MANY}\n");
    for args in [&["solve"][..], &["solve", "-"]] {
        let r = nonet(args, &text);
        assert_eq!(r.lines(), [SOLUTION, "multiple"], "{args:?}");
    }
    // A block on stdin is detected like in a file.
    let r = nonet(&["count", "-"], include_str!("fixtures/boxed.txt"));
    assert_eq!(r.lines(), ["1"]);
}

#[test]
fn puzzle_as_argument() {
    let r = nonet(&["solve", UNIQUE], "");
    assert_eq!(r.lines(), [SOLUTION]);
    let r = nonet(&["solve", &UNIQUE[..60]], "");
    assert_eq!(r.lines(), ["invalid"]);
    assert_eq!(
        r.stderr,
        "<argument>:1: too few cells: found 60, expected 81\n"
    );
}

#[test]
fn malformed_lines_in_a_batch() {
    let r = nonet(&["solve", "bad.txt"], "");
    assert_eq!(r.code, 2);
    assert_eq!(r.lines(), [SOLUTION, "invalid", "invalid", "multiple"]);
    assert_eq!(
        r.stderr,
        "bad.txt:3: too few cells: found 80, expected 81\n\
         bad.txt:4: bad character 'x' at column 11\n"
    );

    let r = nonet(&["count", "--format", "json", "bad.txt"], "");
    assert_eq!(r.code, 2);
    let j = r.json();
    assert_eq!(j.len(), 4);
    assert_eq!(j[1]["puzzle"], &UNIQUE[..80]);
    assert_eq!(j[1]["file"], "bad.txt");
    assert_eq!(j[1]["line"], 3);
    assert_eq!(j[1]["error"], "too few cells: found 80, expected 81");
    assert_eq!(j[3]["count"], 2);
}

#[test]
fn unreadable_file_is_reported_and_the_rest_goes_on() {
    let r = nonet(&["count", "missing.txt", "puzzles.txt"], "");
    assert_eq!(r.code, 2);
    assert_eq!(r.lines(), ["1", "0", "2"]);
    assert!(
        r.stderr.starts_with("nonet: missing.txt: cannot read: "),
        "{}",
        r.stderr
    );
}

#[test]
fn json_output() {
    let r = nonet(&["solve", "--format", "json", "puzzles.txt"], "");
    assert_eq!(r.code, 1);
    assert_eq!(r.stderr, "", "JSON carries the conflicts itself");
    let j = r.json();
    assert_eq!(j[0]["puzzle"], UNIQUE);
    assert_eq!(j[0]["status"], "unique");
    assert_eq!(j[0]["solution"], SOLUTION);
    assert_eq!(j[0]["count"], 1);
    assert!(j[0].get("conflicts").is_none() && j[0].get("stats").is_none());

    assert_eq!(j[1]["status"], "no_solution");
    assert_eq!(j[1]["solution"], Value::Null);
    assert_eq!(j[1]["count"], 0);
    assert_eq!(
        j[1]["conflicts"],
        serde_json::json!([{"digit": 4, "house": "row 3", "cells": ["r3c1", "r3c7"]}])
    );

    assert_eq!(j[2]["status"], "multiple");
    assert_eq!(j[2]["solution"], Value::Null);
    assert_eq!(j[2]["count"], 2);

    let r = nonet(&["count", "-f", "json", "-l", "3", "puzzles.txt"], "");
    let j = r.json();
    assert_eq!(j[0]["status"], "unique");
    assert_eq!(j[0]["limit"], 3);
    assert_eq!(j[1]["count"], 0);
    assert_eq!(j[1]["conflicts"][0]["cells"][1], "r3c7");
}

#[test]
fn grid_output_reads_back() {
    let r = nonet(&["solve", "--format", "grid", "puzzles.txt"], "");
    let blocks: Vec<&str> = r.stdout.split("\n\n").collect();
    assert_eq!(blocks.len(), 3, "{}", r.stdout);
    assert_eq!(blocks[0].lines().count(), 11);
    assert_eq!(blocks[0].lines().next(), Some("9 5 3 | 1 6 8 | 7 4 2"));
    assert_eq!(&blocks[1..], ["none", "multiple\n"]);
    let back = nonet::format::parse_puzzles(blocks[0]);
    assert_eq!(back[0].as_ref().unwrap().to_string(), SOLUTION);

    // count shows the puzzle with its count as a comment: the output is still input.
    let r = nonet(&["count", "-f", "grid", "puzzles.txt"], "");
    let back = nonet::format::parse_puzzles(&r.stdout);
    assert_eq!(back.len(), 3);
    assert_eq!(back[0].as_ref().unwrap().to_string(), UNIQUE);
    assert!(r.stdout.contains("# count: 0\n"));
}

#[test]
fn stats() {
    let r = nonet(&["solve", "--stats", "-j", "1", "puzzles.txt"], "");
    let lines = r.lines();
    let (solution, fields) = lines[0].split_once('\t').unwrap();
    assert_eq!(solution, SOLUTION);
    assert!(fields.starts_with("nodes="), "{fields}");
    assert!(fields.contains(" elapsed_us="), "{fields}");
    assert!(
        r.stderr.contains("nonet: 3 puzzles in ") && r.stderr.contains("1 thread)"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("1 multiple, 1 none, 1 unique"),
        "{}",
        r.stderr
    );

    let r = nonet(&["count", "--stats", "-f", "json", UNIQUE], "");
    let j = r.json();
    assert!(j[0]["stats"]["nodes"].is_u64(), "{}", r.stdout);
}

#[test]
fn every_algorithm_gives_the_same_answers() {
    let fast = nonet(&["solve", "puzzles.txt"], "");
    for algo in ["cp", "dlx", "fast"] {
        let r = nonet(&["solve", "--algo", algo, "puzzles.txt"], "");
        assert_eq!(r.stdout, fast.stdout, "{algo}");
        assert_eq!(r.code, 1, "{algo}");
        let r = nonet(
            &["count", "--algo", algo, "--limit", "10", "puzzles.txt"],
            "",
        );
        assert_eq!(r.lines(), ["1", "0", "10"], "{algo}");
    }
    // Brute force only where it is quick: the cross-language benchmark's matrix 1, clashing
    // givens, and a puzzle whose first solutions come early.
    let r = nonet(&["solve", "--algo", "brute", MATRIX_1, MANY], "");
    let fast = nonet(&["solve", MATRIX_1, MANY], "");
    assert_eq!(r.stdout, fast.stdout);
    let clash = include_str!("fixtures/puzzles.txt").lines().nth(2).unwrap();
    let r = nonet(&["count", "--algo", "brute", clash], "");
    assert_eq!(r.lines(), ["0"]);

    let r = nonet(&["solve", "--algo", "norvig", UNIQUE], "");
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("possible values: fast, dlx, cp, brute"),
        "{}",
        r.stderr
    );
}

#[test]
fn stats_name_each_algorithm_counter() {
    // Stopping at the first solution, brute force is the cross-language benchmark's own
    // run: 656 iterations.
    let r = nonet(
        &["solve", "--algo", "brute", "--first", "--stats", MATRIX_1],
        "",
    );
    let fields = r.stdout.trim_end().split_once('\t').unwrap().1;
    assert!(fields.starts_with("iterations=656 elapsed_us="), "{fields}");
    // Checking uniqueness, it goes on to the end of the enumeration.
    let r = nonet(&["solve", "--algo", "brute", "--stats", MATRIX_1], "");
    let fields = r.stdout.trim_end().split_once('\t').unwrap().1;
    assert!(
        fields.starts_with("iterations=1404 elapsed_us="),
        "{fields}"
    );
    for algo in ["cp", "dlx"] {
        let r = nonet(
            &["count", "--algo", algo, "--stats", "-f", "json", MATRIX_1],
            "",
        );
        let j = r.json();
        assert!(
            j[0]["stats"]["nodes"].as_u64().unwrap() > 0,
            "{algo}: {}",
            r.stdout
        );
        assert!(j[0]["stats"]["elapsed_us"].is_u64(), "{algo}");
    }
}

/// Runs `nonet brute --algo ALGO ../Matrices/N.matrix` for each `N` as the benchmark's
/// reference outputs were made: from a folder beside `Matrices/`. Returns each stdout
/// with its closing time set to 0.000, after checking that it had three decimals.
fn brute_as_the_benchmark_runs_it(algo: &str, matrices: &[u32]) -> Vec<String> {
    // Tests run in parallel: each call gets its own folder.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let root =
        std::env::temp_dir().join(format!("nonet-brute-{algo}-{}-{call}", std::process::id()));
    let (dir, run) = (root.join("Matrices"), root.join("run"));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::create_dir_all(&run).unwrap();
    let library_matrices =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../nonet/tests/fixtures/matrices");
    let mut outputs = Vec::new();
    for n in matrices {
        let name = format!("{n}.matrix");
        std::fs::copy(library_matrices.join(&name), dir.join(&name)).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_nonet"))
            .args(["brute", "--algo", algo, &format!("../Matrices/{name}")])
            .current_dir(&run)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{algo} {name}");
        let stdout = String::from_utf8(out.stdout).unwrap();
        let (body, seconds) = stdout.rsplit_once("Seconds to process ").unwrap();
        let seconds = seconds.strip_suffix('\n').unwrap();
        assert!(
            seconds.len() == 5 && seconds.parse::<f64>().is_ok(),
            "{seconds}"
        );
        outputs.push(format!("{body}Seconds to process 0.000\n"));
    }
    std::fs::remove_dir_all(&root).unwrap();
    outputs
}

/// Each algorithm prints its C reference's output byte for byte (up to the timing) on
/// the benchmark's matrices 1, 2 and 5: `fixtures/reference_output/` says where each
/// golden file comes from.
#[test]
fn brute_prints_the_reference_output_of_each_algorithm() {
    let golden = |algo: &str, n: u32| {
        std::fs::read_to_string(fixtures().join(format!("reference_output/{algo}/{n}.matrix.out")))
            .unwrap()
    };
    for algo in ["brute", "dlx", "cp"] {
        let outputs = brute_as_the_benchmark_runs_it(algo, &[1, 2, 5]);
        for (out, n) in outputs.iter().zip([1, 2, 5]) {
            assert_eq!(*out, golden(algo, n), "{algo} on matrix {n}");
        }
    }
}

/// The iteration counts of the three algorithms on the committed matrices are the C
/// references' fingerprints; the rest of the output is the same for all three.
#[test]
fn brute_iteration_counts_of_each_algorithm() {
    let expected = [
        ("brute", [656, 439_269, 445_778]),
        ("dlx", [43, 111, 1_472]),
        ("cp", [67, 87_180, 31_430]),
    ];
    let mut bodies = Vec::new();
    for (algo, counts) in expected {
        let outputs = brute_as_the_benchmark_runs_it(algo, &[1, 2, 5]);
        for (out, n) in outputs.iter().zip(counts) {
            let line = format!("\nSolved in Iterations={n}\n\n");
            assert_eq!(out.matches("Solved in Iterations=").count(), 1, "{algo}");
            assert!(out.contains(&line), "{algo}: {out}");
            bodies.push(out.replace(&line, "\nSolved in Iterations=N\n\n"));
        }
    }
    assert!(bodies.chunks(3).all(|c| c == &bodies[..3]));
}

/// The path rule: the suite's `/app/Matrices/N.matrix` is printed as
/// `../Matrices/N.matrix` (tested on the report itself, since `/app` is not ours to
/// write); every other path is printed as given, relative or absolute.
#[test]
fn brute_prints_other_paths_as_given() {
    let absolute = fixtures().join(MATRIX_1);
    let dotted = format!("./{MATRIX_1}");
    let absolute = absolute.to_str().unwrap();
    for algo in ["brute", "dlx", "cp"] {
        for path in [MATRIX_1, &dotted, absolute] {
            let r = nonet(&["brute", "--algo", algo, path], "");
            assert_eq!(r.code, 0);
            assert!(
                r.stdout
                    .starts_with(&format!("{path}\n9 2 0 0 0 0 5 8 4 \n")),
                "{algo} {path}: {}",
                r.stdout
            );
        }
    }
}

/// How each algorithm ends a puzzle without a solution, as its reference does: r1c9
/// can only be 9, which r2c9 holds.
#[test]
fn brute_unsolvable_endings() {
    let puzzle =
        "12345678.........9...............................................................";
    let frame_end = "\nPuzzle:\n1 2 3 4 5 6 7 8 0 \n0 0 0 0 0 0 0 0 9 \n";
    let cases = [
        ("brute", ""),
        ("dlx", "\nNo solution found\n"),
        (
            "cp",
            "\nNo solution found (contradiction during initial propagation)\n",
        ),
    ];
    for (algo, ending) in cases {
        let r = nonet(&["brute", "--algo", algo, "-"], puzzle);
        assert_eq!(r.code, 1, "{algo}");
        let body = r.stdout.rsplit_once("Seconds to process ").unwrap().0;
        assert!(!body.contains("Iterations"), "{algo}");
        assert!(
            body.ends_with(&format!("0 0 0 0 0 0 0 0 0 \n{ending}")),
            "{algo}: {body}"
        );
        assert!(body.contains(frame_end), "{algo}");
    }
    // A search that runs out of options: DLX and CP both say `No solution found`.
    let exhausted =
        "2.......1.......23..4.56.........2....7..4....1....6......3.......2...7.5.6.....8";
    for algo in ["dlx", "cp"] {
        let r = nonet(&["brute", "--algo", algo, exhausted], "");
        assert_eq!(r.code, 1, "{algo}");
        assert!(
            r.stdout
                .contains("5 0 6 0 0 0 0 0 8 \n\nNo solution found\nSeconds to process "),
            "{algo}: {}",
            r.stdout
        );
    }
    let r = nonet(&["brute", "--algo", "norvig", MATRIX_1], "");
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("[possible values: brute, dlx, cp]"),
        "{}",
        r.stderr
    );
}

#[test]
fn brute_over_several_files() {
    let matrix1 =
        "92....584...5....3.83.92...26.854..1..5361.9.1....9...85.2.3.1.41298..3.39...68..";
    let stdin = format!("{matrix1}\n{}\n{MANY}\n", &MANY[..70]);
    let r = nonet(&["brute", MATRIX_1, "-"], &stdin);
    assert_eq!(r.code, 2);
    assert_eq!(r.stdout.matches("Solved in Iterations=656\n").count(), 2);
    assert_eq!(r.stdout.matches("Solved in Iterations=").count(), 3);
    assert_eq!(r.stdout.matches("\nSeconds to process ").count(), 1);
    assert!(
        r.stdout
            .starts_with(&format!("{MATRIX_1}\n9 2 0 0 0 0 5 8 4 \n"))
    );
    assert!(r.stdout.contains("\n<stdin>\n9 2 0 0 0 0 5 8 4 \n"));
    assert_eq!(
        r.stderr,
        "<stdin>:2: too few cells: found 70, expected 81\n"
    );
    let r = nonet(&["brute"], "");
    assert_eq!(r.code, 2, "a file is required");
}

/// Relabels the digits of `grid` (a line of digits and dots) by the `n`-th rotation
/// and reflection of 1..9, so that puzzle `n` has its own solution.
fn relabel(grid: &str, n: usize) -> String {
    let shift = n % 9;
    let flip = (n / 9) % 2 == 1;
    grid.chars()
        .map(|c| match c.to_digit(10) {
            Some(d) if d > 0 => {
                let mut v = (d as usize - 1 + shift) % 9;
                if flip {
                    v = 8 - v;
                }
                char::from(b'1' + v as u8)
            }
            _ => c,
        })
        .collect()
}

/// A batch of several chunks mixing every outcome, solved on two threads: every answer
/// lands in its place. Puzzles are the solution with its first row blanked (a row of a
/// solved grid is fixed by its columns, so each is unique), relabeled so each answer
/// differs, among clashing, many-solution and malformed lines.
#[test]
fn order_is_kept_with_threads() {
    let mut input = String::new();
    let mut expected = Vec::new();
    for n in 0..1500 {
        let solution = relabel(SOLUTION, n);
        let (line, answer) = match n % 7 {
            3 => (
                relabel(
                    ".................14....243......3.2...1.4......5....6..3......4.7..8...962...7...",
                    n,
                ),
                "none".to_string(),
            ),
            5 => (".".repeat(81), "multiple".to_string()),
            6 if n % 2 == 0 => (solution[..79].to_string(), "invalid".to_string()),
            _ => (
                format!("{}{}", ".".repeat(n % 10), &solution[n % 10..]),
                solution,
            ),
        };
        input.push_str(&line);
        input.push('\n');
        expected.push(answer);
    }
    let r = nonet(&["solve", "--threads", "2"], &input);
    assert_eq!(r.lines(), expected);
    assert_eq!(r.code, 2);
    assert_eq!(
        r.stderr
            .lines()
            .filter(|l| l.contains("too few cells"))
            .count(),
        107
    );
}

/// `nonet solve big | head -1`: the reader goes away, and that is not an error.
#[test]
fn broken_pipe_is_success() {
    let line = format!(".{}\n", &SOLUTION[1..]);
    let input = line.repeat(100_000);
    let mut child = Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(["solve", "-j", "1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 82];
    stdout.read_exact(&mut first).unwrap();
    assert_eq!(&first[..81], SOLUTION.as_bytes());
    drop(stdout);
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let status = child.wait().unwrap();
    writer.join().unwrap();
    assert_eq!(status.code(), Some(0), "{stderr}");
    assert_eq!(stderr, "");
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
