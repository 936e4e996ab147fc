//! Batches stream: every batch command answers each puzzle while its input is still
//! arriving, an endless input gets its first answer and a closed reader ends the run,
//! and memory stays bounded whatever the size of the input.
//!
//! The time limits here are generous (a minute): they tell a streaming run from one that
//! waits for the end of its input (which never comes), not a fast run from a slow one.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

mod common;
use common::{PATIENCE, exit_within_patience, first_line, fixtures};

const UNIQUE: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
const SOLUTION: &str =
    "953168742862734951417952836746893125281645397395271468138529674574386219629417583";

fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(args)
        .current_dir(fixtures())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("nonet runs")
}

/// Waits for the child to exit; its exit code, or `None` (and the child killed) if it
/// runs past [`PATIENCE`].
fn exit_code(child: &mut Child) -> Option<i32> {
    exit_within_patience(child).and_then(|status| status.code())
}

/// One puzzle in, its answer out, while standard input stays open: for each of the five
/// batch commands. (Before, each read its whole input first, so nothing came out until
/// the input ended.)
#[test]
fn each_answer_comes_while_the_input_is_still_open() {
    let cases: [(&[&str], &str); 5] = [
        (&["count"], "1"),
        (&["solve"], SOLUTION),
        (
            &["rate", "--scales", "tier"],
            &format!("{UNIQUE} intermediate"),
        ),
        (&["hint"], UNIQUE),
        (&["explain"], UNIQUE),
    ];
    for (args, expected) in cases {
        let mut child = spawn(args);
        let mut stdin = child.stdin.take().unwrap();
        writeln!(stdin, "{UNIQUE}").unwrap();
        stdin.flush().unwrap();
        let line = first_line(&mut child);
        drop(stdin);
        let code = exit_code(&mut child);
        assert_eq!(
            line.as_deref().map(str::trim_end),
            Some(expected),
            "{args:?}: no answer while the input was open"
        );
        assert!(code.is_some(), "{args:?} did not end with its input");
    }
}

/// Variant puzzles stream as classic ones do: an ISS string is answered while the input
/// stays open, and so is an f-puzzles JSON object spread over lines, once it closes.
#[test]
fn variant_entries_are_answered_while_the_input_is_still_open() {
    let iss = ".AntiKnight.~R1C2_3~R1C5_4~R1C6_1~R1C9_7~R2C4_5~R3C4_8~R3C6_9~R4C1_6~R4C8_7\
               ~R5C9_4~R6C2_4~R7C1_3~R8C5_6~R8C8_5~R9C2_6~R9C3_4~R9C4_3";
    let mut child = spawn(&["count"]);
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let _ = tx.send(line.unwrap());
        }
    });
    writeln!(stdin, "{iss}").unwrap();
    stdin.flush().unwrap();
    assert_eq!(
        rx.recv_timeout(PATIENCE).ok().as_deref(),
        Some("1"),
        "the ISS line"
    );
    // An empty anti-knight grid as an object over two lines: no answer until it closes,
    // then at once (it has two solutions and more: `count` stops at 2).
    let rows = ["[{},{},{},{},{},{},{},{},{}]"; 9].join(",");
    write!(
        stdin,
        "{{\"size\": 9, \"antiknight\": true,\n\"grid\": [{rows}"
    )
    .unwrap();
    stdin.flush().unwrap();
    assert!(
        rx.recv_timeout(Duration::from_millis(300)).is_err(),
        "the object is open"
    );
    writeln!(stdin, "\n]}}").unwrap();
    stdin.flush().unwrap();
    assert_eq!(
        rx.recv_timeout(PATIENCE).ok().as_deref(),
        Some("2"),
        "the object"
    );
    drop(stdin);
    assert_eq!(exit_code(&mut child), Some(0));
}

/// A producer that pauses in the middle of a line (a block-buffered writer does): the
/// puzzles before that line are answered without waiting for the rest of it.
#[test]
fn an_answer_does_not_wait_for_the_next_line_to_be_finished() {
    let mut child = spawn(&["count"]);
    let mut stdin = child.stdin.take().unwrap();
    write!(stdin, "{UNIQUE}\n{}", &UNIQUE[..40]).unwrap();
    stdin.flush().unwrap();
    let line = first_line(&mut child);
    writeln!(stdin, "{}", &UNIQUE[40..]).unwrap();
    drop(stdin);
    let code = exit_code(&mut child);
    assert_eq!(
        line.as_deref(),
        Some("1\n"),
        "no answer before the line was finished"
    );
    assert_eq!(code, Some(0));
}

/// `yes <puzzle> | nonet count | head -1`: the first answer comes at once, and when the
/// reader goes away the run ends, with success.
#[test]
fn an_endless_input_gets_its_first_answer_and_a_closed_reader_ends_the_run() {
    for args in [&["count"][..], &["solve", "--threads", "1"]] {
        let mut child = spawn(args);
        let mut stdin = child.stdin.take().unwrap();
        let writer = std::thread::spawn(move || {
            let line = format!("{UNIQUE}\n").repeat(1000);
            // Until nonet is gone and the pipe breaks.
            while stdin.write_all(line.as_bytes()).is_ok() {}
        });
        let line = first_line(&mut child);
        let code = exit_code(&mut child);
        assert!(line.is_some(), "{args:?}: no first answer");
        assert_eq!(
            code,
            Some(0),
            "{args:?}: a closed pipe ends the run as success"
        );
        writer.join().unwrap();
    }
}

/// The peak memory of a child, from the kernel's own account of it.
fn peak_kib(child: &Child) -> i64 {
    let mut status = 0;
    // SAFETY: an all-zero `rusage` is a valid value of the plain C struct, and wait4
    // only writes into the two pointers it is given, both valid for the call.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = libc::pid_t::try_from(child.id()).unwrap();
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(waited, pid, "wait4");
    assert!(libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0);
    usage.ru_maxrss
}

/// 400,000 puzzles (33 MB) through `count` in far less memory than they take: the
/// input is not held. (Before, it was, at about 300 bytes a puzzle: 120 MB here.)
#[test]
fn memory_stays_bounded_whatever_the_input() {
    const PUZZLES: usize = 400_000;
    // Reaped by `wait4` in `peak_kib`, which also reads its peak memory.
    #[allow(clippy::zombie_processes)]
    let mut child = Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(["count", "--threads", "2"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        // Solved grids: the search has nothing to do, the test is about the plumbing.
        let block = format!("{SOLUTION}\n").repeat(1000);
        for _ in 0..PUZZLES / 1000 {
            stdin.write_all(block.as_bytes()).unwrap();
        }
    });
    let stdout = child.stdout.take().unwrap();
    let answers = BufReader::new(stdout)
        .lines()
        .map(Result::unwrap)
        .filter(|l| l == "1")
        .count();
    writer.join().unwrap();
    let peak = peak_kib(&child);
    assert_eq!(answers, PUZZLES);
    assert!(
        peak < 48 * 1024,
        "peak memory {peak} KiB for {PUZZLES} puzzles"
    );
}
