//! Numbers the user types: memory never grows with them, a huge one neither panics nor
//! waits for work it will not show, and 0 where a count of one or more is needed is
//! refused in words.
//!
//! The time limits here are generous (a minute): they tell a run that streams from one
//! that first does all the work its number asks for, not a fast run from a slow one.

use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Command, Stdio};

mod common;
use common::{exit_within_patience, first_line, nonet};

const EMPTY: &str =
    ".................................................................................";

fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nonet runs")
}

/// Waits for the child; its exit code and stderr, or `None` (and the child killed) if
/// it runs past [`common::PATIENCE`].
fn finish(child: &mut Child) -> Option<(i32, String)> {
    let status = exit_within_patience(child)?;
    let mut stderr = String::new();
    let _ = child.stderr.take().unwrap().read_to_string(&mut stderr);
    Some((status.code().unwrap_or(-1), stderr))
}

/// The exit code and peak memory of a finished child, from the kernel's own account.
fn peak_kib(child: &Child) -> (i32, i64) {
    let mut status = 0;
    // SAFETY: an all-zero `rusage` is a valid value of the plain C struct, and wait4
    // only writes into the two pointers it is given, both valid for the call.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = libc::pid_t::try_from(child.id()).unwrap();
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(waited, pid, "wait4");
    assert!(libc::WIFEXITED(status));
    (libc::WEXITSTATUS(status), usage.ru_maxrss)
}

/// A million solutions of the empty grid go out in the memory of a few: each is written
/// as it is found. (Before, all were held first: 81 bytes and more each, over 80 MB
/// here, and 7.9 GB for `--max 100000000`.)
#[test]
fn solve_all_holds_no_solution_whatever_max() {
    const MAX: usize = 1_000_000;
    // Reaped by `wait4` in `peak_kib`, which also reads its peak memory.
    #[allow(clippy::zombie_processes)]
    let mut child = spawn(&["solve", "--all", "--max", &MAX.to_string(), EMPTY]);
    let lines = BufReader::new(child.stdout.take().unwrap())
        .lines()
        .map(Result::unwrap)
        .count();
    let (code, peak) = peak_kib(&child);
    assert_eq!(code, 1, "several solutions: solve's status");
    assert_eq!(lines, MAX + 1, "the solutions and the `#` line");
    assert!(peak < 40 * 1024, "peak memory {peak} KiB for --max {MAX}");
}

/// `nonet solve --all --max 100000000 <empty grid> | head -1`: the first solution comes
/// at once, and the reader going away ends the search, with success.
#[test]
fn solve_all_prints_the_first_solution_at_once_and_stops_with_its_reader() {
    let mut child = spawn(&["solve", "--all", "--max", "100000000", EMPTY]);
    let line = first_line(&mut child);
    let done = finish(&mut child);
    let line = line.expect("a first solution");
    assert_eq!(line.trim_end().len(), 81, "{line}");
    assert_eq!(done, Some((0, String::new())), "a closed pipe is success");
}

/// `nonet generate --count <the largest u64> | head -1`: seeds are taken as they are
/// needed, so this is one puzzle's work, not a panic on a list of 2^64 seeds.
/// (Before: "capacity overflow", exit 101.)
#[test]
fn generate_takes_its_seeds_as_it_goes() {
    let max = u64::MAX.to_string();
    let mut child = spawn(&[
        "generate", "--level", "easy", "--seed", "0", "--count", &max,
    ]);
    let line = first_line(&mut child);
    let done = finish(&mut child);
    assert!(line.is_some_and(|l| l.contains('\t')), "a first puzzle");
    assert_eq!(done, Some((0, String::new())), "a closed pipe is success");
}

/// Zero where one or more is needed is refused in words the user can act on, not
/// Rust's "number would be zero for non-zero type"; and `generate --count 0` is refused
/// rather than printing only its seed.
#[test]
fn zero_for_a_count_is_refused_in_words() {
    let cases: [&[&str]; 6] = [
        &["count", "--limit", "0", EMPTY],
        &["count", "-j", "0", EMPTY],
        &["solve", "--threads", "0", EMPTY],
        &["solve", "--all", "--max", "0", EMPTY],
        &["generate", "--count", "0"],
        &["generate", "-n", "0", "--seed", "1"],
    ];
    for args in cases {
        let run = nonet(args, "");
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "{args:?}: {}", run.stdout);
        assert!(
            run.stderr.contains("'0'") && run.stderr.contains("it must be 1 or more"),
            "{args:?}: {}",
            run.stderr
        );
        assert!(!run.stderr.contains("non-zero"), "{args:?}: {}", run.stderr);
        assert!(
            !run.stderr.contains("nonet: seed"),
            "{args:?}: {}",
            run.stderr
        );
    }
}
