//! Batches of slow puzzles (Sudoku Explainer ratings of the hardest puzzles, a quarter
//! of a second each or more): each result still comes as soon as it and the ones
//! before it are done, and the progress bar comes after about a second, with a total,
//! a percentage and the time left for a file, however slow the puzzles.
//!
//! Timings are compared with each other, not with fixed limits, so a loaded machine
//! slows both sides alike.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Instant;

/// A puzzle rated at once (SE 2.6).
const QUICK: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";

/// Four of the hardest puzzles (`hardest_1000.txt`), SE 10.9 to 11.0: each takes the
/// Sudoku Explainer rating a quarter of a second or more.
const SLOW: [&str; 4] = [
    "98.7..6..7..5..9....4.8....6..3..7...27.............615....3..6...6...9.....573..",
    "........1.....2.....3.4.25.........6..27..48..3..8..2...4..857.3..45....59..7....",
    "98.76.5..5.....9....4....8.8..5..7...3..2.........8..16......9..9.6...75....8.6..",
    "98.76....5....976..........7...4.93..5......2...9.....3..6..49...5..4........3..1",
];

/// A file of `QUICK` then twelve slow puzzles, removed when dropped.
struct Batch(PathBuf);

impl Batch {
    fn new(name: &str, quick_first: bool) -> Batch {
        let path =
            std::env::temp_dir().join(format!("nonet-slow-{name}-{}.txt", std::process::id()));
        let mut text = String::new();
        if quick_first {
            text.push_str(QUICK);
            text.push('\n');
        }
        for i in 0..12 {
            text.push_str(SLOW[i % SLOW.len()]);
            text.push('\n');
        }
        std::fs::write(&path, text).unwrap();
        Batch(path)
    }

    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for Batch {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// The first result comes while the slow ones after it are still being rated: at a
/// small part of the whole run's time. (Before, the first piece held sixteen puzzles,
/// so the quick one came out with the twelve slow ones, at the end.)
#[test]
fn the_first_result_does_not_wait_for_the_slow_ones_after_it() {
    let batch = Batch::new("first", true);
    let start = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(["rate", "--scales", "se", batch.path()])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut times = Vec::new();
    for line in BufReader::new(child.stdout.take().unwrap()).lines() {
        let line = line.unwrap();
        times.push((start.elapsed(), line));
    }
    assert!(child.wait().unwrap().success());
    assert_eq!(times.len(), 13);
    assert!(times[0].1.starts_with(QUICK), "{}", times[0].1);
    let (first, last) = (times[0].0, times[12].0);
    assert!(
        first * 4 < last,
        "the first result came at {first:?}, the last at {last:?}"
    );
}

/// In a terminal (a pseudo-terminal from `script`), the bar of a file of slow puzzles
/// shows up while they are being rated, with the number done, a percentage of the
/// file's lines and the time left. (Before, it came only once a piece of sixteen was
/// done, here the end, and a file's bar had no total.)
#[test]
fn the_bar_comes_within_a_slow_batch_with_a_total() {
    let batch = Batch::new("bar", false);
    let command = format!(
        "{} rate --scales se --threads 1 {} >/dev/null",
        env!("CARGO_BIN_EXE_nonet"),
        batch.path()
    );
    let out = Command::new("script")
        .args(["-qfec", &command, "/dev/null"])
        .stdin(Stdio::null())
        .output()
        .expect("script (util-linux) runs");
    assert!(out.status.success(), "{out:?}");
    let screen = String::from_utf8_lossy(&out.stdout);
    assert!(screen.contains("% of 12 lines"), "{screen}");
    assert!(screen.contains("ETA"), "{screen}");
    // Some frame was drawn with part of the batch done.
    let partial = (0..12).any(|n| {
        let words = if n == 1 {
            "1 puzzle ".to_string()
        } else {
            format!("{n} puzzles ")
        };
        screen.contains(&words)
    });
    assert!(partial, "{screen}");
}
