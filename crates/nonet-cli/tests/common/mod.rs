//! The harness shared by the `nonet` binary's test files: run it as a user runs it and
//! keep what it printed.

// Each test file uses its own part of the harness.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde_json::Value;

/// What a run of `nonet` printed and how it exited.
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

impl Run {
    pub fn lines(&self) -> Vec<&str> {
        self.stdout.lines().collect()
    }

    pub fn json(&self) -> Vec<Value> {
        self.stdout
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
            .collect()
    }
}

/// The cross-language benchmark's matrix 1 as commands run in [`fixtures`] name it:
/// the library's copy, so that the repository holds one.
pub const MATRIX_1: &str = "../../../nonet/tests/fixtures/matrices/1.matrix";

pub fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// Runs `nonet args...` in the fixtures folder (so messages name files as given), with
/// `stdin` as standard input.
pub fn nonet(args: &[&str], stdin: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(args)
        .current_dir(fixtures())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nonet runs");
    let mut input = child.stdin.take().unwrap();
    let stdin = stdin.to_string();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(stdin.as_bytes());
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    Run {
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
        code: out.status.code().expect("exited, not killed"),
    }
}

/// Long enough for any run of the streaming tests on a loaded machine; never reached by
/// a run that streams. The limits tell a run that streams from one that first does all
/// the work (or waits for an input that never ends), not a fast run from a slow one.
pub const PATIENCE: Duration = Duration::from_secs(60);

/// The first line a spawned child prints, or `None` if none comes within [`PATIENCE`]
/// (or its output ends first); the child's stdout is closed once the line is read, as
/// `| head -1` closes it.
pub fn first_line(child: &mut Child) -> Option<String> {
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let _ = BufReader::new(stdout).read_line(&mut line);
        let _ = tx.send(line);
    });
    rx.recv_timeout(PATIENCE).ok().filter(|l| !l.is_empty())
}

/// Waits for a spawned child to exit; its status, or `None` (and the child killed) if
/// it runs past [`PATIENCE`].
pub fn exit_within_patience(child: &mut Child) -> Option<ExitStatus> {
    let deadline = Instant::now() + PATIENCE;
    while Instant::now() < deadline {
        if let Some(status) = child.try_wait().unwrap() {
            return Some(status);
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
    None
}

/// A solved grid, the solution of [`UNIQUE`].
pub const SOLUTION: &str =
    "953168742862734951417952836746893125281645397395271468138529674574386219629417583";
/// A puzzle with one solution.
pub const UNIQUE: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
/// A puzzle with several solutions.
pub const MANY: &str =
    "8.........95.......76.........426798...931245...578136....5.917...7.2483......562";

/// Relabels the digits of `grid` (a line of digits and dots) by the `n`-th rotation
/// and reflection of 1..9, so that puzzle `n` has its own solution.
pub fn relabel(grid: &str, n: usize) -> String {
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

/// Every puzzle of a text as the library reads it back: its givens, or the error.
pub fn read_back(text: &str) -> Vec<Result<nonet::Grid, nonet::format::ReadError>> {
    nonet::format::PuzzleReader::read_text(text)
        .into_iter()
        .map(|e| e.puzzle.map(|p| *p.givens()))
        .collect()
}
