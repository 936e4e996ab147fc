//! The `nonet` binary, run as a user runs it: fixture files in every input form, stdin,
//! every output form, malformed lines in a batch, clashing givens, exit codes, order
//! under threads, and a closed pipe.

use std::io::{Read, Write};
use std::process::{Command, Stdio};

use serde_json::Value;

mod common;
use common::{MANY, MATRIX_1, SOLUTION, UNIQUE, nonet, read_back, relabel};

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
    let puzzle = read_back(include_str!("../../nonet/tests/fixtures/matrices/1.matrix"))[0]
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
    let back = read_back(blocks[0]);
    assert_eq!(back[0].as_ref().unwrap().to_string(), SOLUTION);

    // count shows the puzzle with its count as a comment: the output is still input.
    let r = nonet(&["count", "-f", "grid", "puzzles.txt"], "");
    let back = read_back(&r.stdout);
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
