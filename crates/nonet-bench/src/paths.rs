//! `nonet-bench paths FILE`: full logical paths (`nonet::logic::explain`) per second,
//! single thread, with the distribution of the time per path and the share of puzzles
//! that logic alone solves.
//!
//! Each puzzle is explained once, in file order, and timed on its own: the time includes
//! the uniqueness check `explain` starts with, as a caller pays it. Hard puzzles differ
//! by orders of magnitude (singles-only paths take microseconds, paths through nested
//! forcing chains take seconds), so the report gives percentiles and a histogram, not
//! only the mean. `--every K` keeps every K-th puzzle and `--limit N` the first N, when a whole
//! file is too slow.
//!
//! "Solved by logic alone" counts the paths with no backtracking step. With the
//! standard ladder that is exactly the set of puzzles the logic-only ladder solves: the
//! backtracking step is tried last, so it is taken only where every technique is stuck.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use nonet::Grid;
use nonet::logic::{Ladder, Path, Technique, explain};

/// Arguments of `nonet-bench paths`.
#[derive(clap::Args)]
pub struct Args {
    /// Puzzle file: one puzzle per line (or 9-row blocks).
    file: PathBuf,
    /// Explain only the first N puzzles of the file.
    #[arg(long, value_name = "N")]
    limit: Option<usize>,
    /// Explain only every K-th puzzle (the 1st, the K+1-th, ...): a sample spread over
    /// the file, applied before --limit.
    #[arg(long, value_name = "K", default_value_t = 1)]
    every: usize,
    /// Skip the first S puzzles of the file (before --every): with --every K, a second
    /// sample disjoint from the first when 0 < S < K.
    #[arg(long, value_name = "S", default_value_t = 0)]
    skip: usize,
    /// The ladder: `standard` (every technique, backtracking last) or `logic-only`
    /// (the same without backtracking; a stuck path counts as unsolved).
    #[arg(long, value_enum, default_value_t = LadderChoice::Standard)]
    ladder: LadderChoice,
    /// Also print one tab-separated line per puzzle: its number in the file, milliseconds, steps,
    /// hardest technique, whether logic alone solved it.
    #[arg(long)]
    each: bool,
}

/// The ladders `--ladder` chooses from.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum LadderChoice {
    Standard,
    LogicOnly,
}

impl LadderChoice {
    fn ladder(self) -> Ladder {
        match self {
            LadderChoice::Standard => Ladder::standard(),
            LadderChoice::LogicOnly => Ladder::logic_only(),
        }
    }
}

/// What one explained puzzle cost and gave.
struct Sample {
    time: Duration,
    steps: usize,
    by_logic: bool,
}

/// Runs the measurement and prints the report; exit code 1 if a puzzle could not be
/// explained (no or several solutions).
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let grids = read(&args.file, args.skip, args.every, args.limit)?;
    let ladder = args.ladder.ladder();
    let mut samples = Vec::with_capacity(grids.len());
    let mut failed = 0usize;
    let start = Instant::now();
    for (i, grid) in grids.iter().enumerate() {
        let t = Instant::now();
        let path = explain(&nonet::rules::Puzzle::classic(*grid), &ladder);
        let time = t.elapsed();
        match path {
            Ok(path) => {
                let sample = Sample {
                    time,
                    steps: path.steps.len(),
                    by_logic: solved_by_logic(&path),
                };
                if args.each {
                    println!(
                        "{}\t{:.3}\t{}\t{}\t{}",
                        args.skip + i * args.every.max(1) + 1,
                        ms(time),
                        sample.steps,
                        path.hardest().map_or("-", Technique::slug),
                        sample.by_logic
                    );
                }
                samples.push(sample);
            }
            Err(e) => {
                eprintln!(
                    "{}: puzzle {}: {e}",
                    args.file.display(),
                    args.skip + i * args.every.max(1) + 1
                );
                failed += 1;
            }
        }
    }
    report(&args.file, args.ladder, &mut samples, start.elapsed());
    Ok(if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The puzzles of `file` after the first `skip`: every `every`-th one, the first `limit`
/// of those if given.
fn read(
    file: &std::path::Path,
    skip: usize,
    every: usize,
    limit: Option<usize>,
) -> anyhow::Result<Vec<Grid>> {
    let text =
        std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
    let mut grids = Vec::new();
    for entry in nonet::format::PuzzleReader::read_text(&text)
        .into_iter()
        .skip(skip)
        .step_by(every.max(1))
    {
        match entry.puzzle {
            Ok(nonet::format::ReadPuzzle::Classic(g)) => grids.push(g),
            Ok(_) => eprintln!(
                "{}: skipped: line {}: not a classic puzzle",
                file.display(),
                entry.line
            ),
            Err(e) => eprintln!("{}: skipped: {e}", file.display()),
        }
    }
    if let Some(n) = limit {
        grids.truncate(n);
    }
    if grids.is_empty() {
        bail!("{}: no puzzles", file.display());
    }
    Ok(grids)
}

/// Whether the path solved the puzzle without the backtracking step.
fn solved_by_logic(path: &Path) -> bool {
    path.solved
        && path
            .steps
            .iter()
            .all(|s| s.technique != Technique::Backtracking)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Upper bounds of the histogram's buckets, in milliseconds.
const BUCKETS_MS: [f64; 7] = [1.0, 10.0, 100.0, 1_000.0, 10_000.0, 60_000.0, f64::INFINITY];

fn report(file: &std::path::Path, ladder: LadderChoice, samples: &mut [Sample], wall: Duration) {
    let n = samples.len();
    if n == 0 {
        println!("{}: no puzzle explained", file.display());
        return;
    }
    samples.sort_by_key(|s| s.time);
    let total: Duration = samples.iter().map(|s| s.time).sum();
    let by_logic = samples.iter().filter(|s| s.by_logic).count();
    let steps: usize = samples.iter().map(|s| s.steps).sum();
    let pct = |p: f64| ms(samples[((n as f64 * p).ceil() as usize).clamp(1, n) - 1].time);
    println!(
        "{} ({} puzzles, {} ladder, 1 thread)",
        file.display(),
        n,
        match ladder {
            LadderChoice::Standard => "standard",
            LadderChoice::LogicOnly => "logic-only",
        }
    );
    println!(
        "  {:.3} paths/s, mean {:.3} ms per path, {:.1} steps per path ({:.1} s in all, {:.1} s wall)",
        n as f64 / total.as_secs_f64(),
        ms(total) / n as f64,
        steps as f64 / n as f64,
        total.as_secs_f64(),
        wall.as_secs_f64()
    );
    println!(
        "  ms per path: min {:.3}, median {:.3}, p90 {:.3}, p99 {:.3}, max {:.3}",
        ms(samples[0].time),
        pct(0.5),
        pct(0.9),
        pct(0.99),
        ms(samples[n - 1].time)
    );
    let mut lower = 0.0;
    let mut histogram = Vec::new();
    for upper in BUCKETS_MS {
        let count = samples
            .iter()
            .filter(|s| ms(s.time) >= lower && ms(s.time) < upper)
            .count();
        histogram.push(if upper.is_finite() {
            format!("<{upper} ms: {count}")
        } else {
            format!(">={lower} ms: {count}")
        });
        lower = upper;
    }
    println!("  {}", histogram.join(", "));
    println!(
        "  solved by logic alone (no backtracking step): {by_logic} of {n} ({:.1}%)",
        100.0 * by_logic as f64 / n as f64
    );
}
