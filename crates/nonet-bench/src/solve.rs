//! `nonet-bench solve FILE`: count solutions with nonet and with the `sudoku` crate on
//! the same puzzles, single-threaded, and compare speed.
//!
//! Puzzles are parsed and converted to each solver's own form before timing; the
//! timed part is the counting only. The two solvers take turns a whole pass at a
//! time (nonet, sudoku, nonet, ...) so that a drift in the machine's speed hits both
//! alike; a solver that has run for `--min-seconds` in total sits out the remaining
//! turns.

use std::hint::black_box;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};

use crate::contenders::{Counter, Nonet, SudokuCrate};

/// Arguments of `nonet-bench solve`.
#[derive(clap::Args)]
pub struct Args {
    /// Puzzle file: one puzzle per line (or 9-row blocks).
    file: PathBuf,
    /// Count solutions up to this many (2 = uniqueness check).
    #[arg(long, default_value_t = 2)]
    limit: usize,
    /// Keep taking turns until each solver has run this long in total.
    #[arg(long, default_value_t = 2.0)]
    min_seconds: f64,
    /// Run one solver only (no comparison): for timing each one as a whole process
    /// from outside.
    #[arg(long, value_enum)]
    only: Option<Only>,
}

/// The solver `--only` keeps.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Only {
    Nonet,
    Sudoku,
}

/// One solver's puzzles and its running total.
struct Side<C: Counter> {
    puzzles: Vec<C::Puzzle>,
    counts: Vec<usize>,
    time: Duration,
    passes: u32,
}

impl<C: Counter> Side<C> {
    fn new(grids: &[nonet::Grid]) -> Side<C> {
        Side {
            puzzles: grids.iter().map(C::load).collect(),
            counts: Vec::new(),
            time: Duration::ZERO,
            passes: 0,
        }
    }

    /// One timed pass over every puzzle; the first pass keeps the counts.
    fn pass(&mut self, limit: usize) {
        let start = Instant::now();
        if self.passes == 0 {
            self.counts = self.puzzles.iter().map(|p| C::count(p, limit)).collect();
        } else {
            for p in &self.puzzles {
                black_box(C::count(black_box(p), limit));
            }
        }
        self.time += start.elapsed();
        self.passes += 1;
    }

    fn rate(&self) -> f64 {
        (self.puzzles.len() as f64 * f64::from(self.passes)) / self.time.as_secs_f64()
    }

    fn report(&self) {
        println!(
            "{:<12} {:>12.0} puzzles/s   ({} passes, {:.2} s)",
            C::NAME,
            self.rate(),
            self.passes,
            self.time.as_secs_f64()
        );
    }
}

/// Runs the comparison; exit code 1 if the two solvers disagree on any puzzle.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let text = std::fs::read_to_string(&args.file)
        .with_context(|| format!("reading {}", args.file.display()))?;
    let mut grids = Vec::new();
    for entry in nonet::format::PuzzleReader::read_text(&text) {
        match entry.puzzle {
            Ok(nonet::format::ReadPuzzle::Classic(g)) => grids.push(g),
            Ok(_) => eprintln!(
                "{}: skipped: line {}: not a classic puzzle",
                args.file.display(),
                entry.line
            ),
            Err(e) => eprintln!("{}: skipped: {e}", args.file.display()),
        }
    }
    if grids.is_empty() {
        bail!("{}: no puzzles", args.file.display());
    }

    let min = Duration::from_secs_f64(args.min_seconds.max(0.0));
    match args.only {
        Some(Only::Nonet) => return Ok(alone::<Nonet>(&grids, args.limit, min)),
        Some(Only::Sudoku) => return Ok(alone::<SudokuCrate>(&grids, args.limit, min)),
        None => {}
    }
    let mut nonet = Side::<Nonet>::new(&grids);
    let mut peer = Side::<SudokuCrate>::new(&grids);
    while nonet.passes == 0 || nonet.time < min || peer.time < min {
        if nonet.passes == 0 || nonet.time < min {
            nonet.pass(args.limit);
        }
        if peer.passes == 0 || peer.time < min {
            peer.pass(args.limit);
        }
    }

    let disagree: Vec<usize> = (0..grids.len())
        .filter(|&i| nonet.counts[i] != peer.counts[i])
        .collect();
    let mut histogram = vec![0usize; args.limit + 1];
    for &c in &nonet.counts {
        histogram[c.min(args.limit)] += 1;
    }

    println!(
        "{}: {} puzzles, counting solutions up to {}, one thread",
        args.file.display(),
        grids.len(),
        args.limit
    );
    let spread: Vec<String> = histogram
        .iter()
        .enumerate()
        .map(|(n, k)| format!("{k} with {n}"))
        .collect();
    println!("solutions:   {}", spread.join(", "));
    nonet.report();
    peer.report();
    println!("ratio        {:>12.2}x", nonet.rate() / peer.rate());
    if disagree.is_empty() {
        println!("counts agree on every puzzle");
        Ok(ExitCode::SUCCESS)
    } else {
        for &i in disagree.iter().take(10) {
            println!(
                "DISAGREE {}: {} {}, {} {}",
                grids[i],
                Nonet::NAME,
                nonet.counts[i],
                SudokuCrate::NAME,
                peer.counts[i]
            );
        }
        println!("{} puzzles disagree", disagree.len());
        Ok(ExitCode::from(1))
    }
}

/// One solver alone: passes until `min`, then its rate and its solution counts'
/// histogram.
fn alone<C: Counter>(grids: &[nonet::Grid], limit: usize, min: Duration) -> ExitCode {
    let mut side = Side::<C>::new(grids);
    while side.passes == 0 || side.time < min {
        side.pass(limit);
    }
    side.report();
    ExitCode::SUCCESS
}
