//! `nonet-bench se FILE...`: Sudoku Explainer ratings of every puzzle of the files on one
//! thread, timed per puzzle, with per-group statistics and agreement with serate.
//!
//! Input: a tsv whose first column is the puzzle (`se_rated_train.tsv`: `puzzle ER EP
//! ED group`, a header line starting with `puzzle` is skipped) or one puzzle per line.
//! When a line has ER, EP and ED after the puzzle, the ratings are compared with them;
//! a fifth column names the puzzle's group, else the group is the file's name.
//!
//! Time is the thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`) around `rate` only, so
//! other processes on a loaded machine do not count against it. Reading that clock
//! costs about 0.6 us, which is measured at the start (the median of 10,001 empty
//! intervals) and subtracted from each puzzle's time; `--raw` keeps it. serate's medians
//! from the data README are printed beside the groups they were measured on.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, bail};
use nonet::Grid;
use nonet::rate::se::{SeOptions, SeOutcome, rate_with};
use nonet::rate::{SeRating, Tenths};

/// Arguments of `nonet-bench se`.
#[derive(clap::Args)]
pub struct Args {
    /// Puzzle files: tsv with the puzzle first (and ER EP ED group) or one per line.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Per-puzzle time limit in milliseconds; a puzzle over it counts as a timeout.
    #[arg(long)]
    time_limit: Option<u64>,
    /// Rate only the puzzles of this group (the tsv's fifth column).
    #[arg(long)]
    group: Option<String>,
    /// Skip this many puzzles of each file first.
    #[arg(long, default_value_t = 0)]
    skip: usize,
    /// Rate only every K-th puzzle of each file (the 1st, the K+1-th, ...): a sample
    /// spread over the file, after --skip and before --limit.
    #[arg(long, value_name = "K", default_value_t = 1)]
    every: usize,
    /// Rate at most this many puzzles of each file.
    #[arg(long)]
    limit: Option<usize>,
    /// Print one line per puzzle: time, rating and serate's rating.
    #[arg(long, short)]
    verbose: bool,
    /// Report each puzzle's time as read, without subtracting the clock's own cost.
    #[arg(long)]
    raw: bool,
    /// Also replay each puzzle's steps producer by producer and print the CPU time
    /// spent in each producer (calls that found a hint and calls that did not).
    #[arg(long)]
    producers: bool,
}

/// One puzzle to rate.
struct Item {
    grid: Grid,
    expected: Option<SeRating>,
    group: String,
}

/// One puzzle's result.
struct Timed {
    outcome: SeOutcome,
    cpu: Duration,
}

/// serate's median CPU time per puzzle (ms) on the groups the data README gives.
fn serate_median_ms(group: &str) -> Option<f64> {
    match group {
        "qqwing_simple" | "qqwing_easy" => Some(0.4),
        "qqwing_intermediate" => Some(0.7),
        "qqwing_expert" => Some(18.0),
        "17clue" => Some(0.6),
        "most_difficult" => Some(18.0),
        _ => None,
    }
}

/// This thread's CPU time so far.
fn thread_cpu() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec and the clock id is a constant.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// The cost of reading the thread CPU clock, as it shows in a timed interval: the
/// median of many empty intervals. Reading this clock is a system call (about 0.6 us
/// here), a sixth of an easy puzzle's rating, so it is subtracted from each puzzle's
/// time unless `--raw` is given.
fn clock_cost() -> Duration {
    let mut empty: Vec<Duration> = (0..10_001)
        .map(|_| {
            let t0 = thread_cpu();
            thread_cpu() - t0
        })
        .collect();
    empty.sort_unstable();
    empty[empty.len() / 2]
}

fn tenths(s: &str) -> Option<Tenths> {
    let (int, frac) = s.split_once('.')?;
    if frac.len() != 1 {
        return None;
    }
    Some(Tenths(
        int.parse::<u16>().ok()? * 10 + frac.parse::<u16>().ok()?,
    ))
}

/// The puzzles of one file; bad lines are reported and skipped.
fn load(path: &PathBuf, args: &Args) -> anyhow::Result<Vec<Item>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let stem = path.file_stem().map_or_else(
        || path.display().to_string(),
        |s| s.to_string_lossy().into(),
    );
    let mut items = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        if i == 0 && fields[0] == "puzzle" {
            continue;
        }
        let grid: Grid = match fields[0].parse() {
            Ok(g) => g,
            Err(e) => {
                eprintln!("{}: line {}: skipped: {e}", path.display(), i + 1);
                continue;
            }
        };
        let expected = match fields.get(1..4) {
            Some([er, ep, ed]) => Some(SeRating {
                er: tenths(er).with_context(|| format!("line {}: bad ER {er:?}", i + 1))?,
                ep: tenths(ep).with_context(|| format!("line {}: bad EP {ep:?}", i + 1))?,
                ed: tenths(ed).with_context(|| format!("line {}: bad ED {ed:?}", i + 1))?,
            }),
            _ => None,
        };
        let group = fields
            .get(4)
            .map_or_else(|| stem.clone(), |g| g.to_string());
        if args.group.as_ref().is_some_and(|g| *g != group) {
            continue;
        }
        items.push(Item {
            grid,
            expected,
            group,
        });
    }
    let items: Vec<Item> = items
        .into_iter()
        .skip(args.skip)
        .step_by(args.every.max(1))
        .take(args.limit.unwrap_or(usize::MAX))
        .collect();
    Ok(items)
}

/// The value at quantile `q` (0..=1) of sorted `v`, nearest rank.
fn quantile(v: &[Duration], q: f64) -> Duration {
    if v.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((q * v.len() as f64).ceil() as usize).clamp(1, v.len());
    v[rank - 1]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Statistics of a group of puzzles.
#[derive(Default)]
struct Stats {
    times: Vec<Duration>,
    timeouts: usize,
    compared: usize,
    exact: usize,
    er_equal: usize,
    er_within_half: usize,
}

impl Stats {
    fn add(&mut self, item: &Item, t: &Timed) {
        self.times.push(t.cpu);
        let SeOutcome::Rated { rating, .. } = &t.outcome else {
            self.timeouts += 1;
            return;
        };
        if let Some(e) = item.expected {
            self.compared += 1;
            self.exact += usize::from(*rating == e);
            self.er_equal += usize::from(rating.er == e.er);
            self.er_within_half += usize::from(rating.er.0.abs_diff(e.er.0) <= 5);
        }
    }

    fn line(&mut self, name: &str) -> String {
        self.times.sort();
        let total: Duration = self.times.iter().sum();
        let median = quantile(&self.times, 0.5);
        let mut s = format!(
            "{name:<22} {:>5} {:>10.4} {:>10.4} {:>10.3} {:>10.3}",
            self.times.len(),
            ms(median),
            ms(quantile(&self.times, 0.9)),
            ms(*self.times.last().unwrap_or(&Duration::ZERO)),
            total.as_secs_f64(),
        );
        match serate_median_ms(name) {
            Some(se) if median > Duration::ZERO => {
                s += &format!(" {:>8.1}x", se / ms(median));
            }
            _ => s += &format!(" {:>9}", "-"),
        }
        if self.compared > 0 {
            s += &format!(
                "  exact {}/{}, ER {}/{}, ER±0.5 {}/{}",
                self.exact,
                self.compared,
                self.er_equal,
                self.compared,
                self.er_within_half,
                self.compared
            );
        }
        if self.timeouts > 0 {
            s += &format!("  {} timeouts", self.timeouts);
        }
        s
    }
}

/// Rates every puzzle; exit code 1 if a compared rating differs from serate's.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let mut items = Vec::new();
    for f in &args.files {
        items.extend(load(f, args)?);
    }
    if items.is_empty() {
        bail!("no puzzles");
    }
    let options = SeOptions {
        time_limit: args.time_limit.map(Duration::from_millis),
    };
    let mut groups: BTreeMap<String, Stats> = BTreeMap::new();
    let mut all = Stats::default();
    let mut differ = 0;
    let overhead = if args.raw {
        Duration::ZERO
    } else {
        clock_cost()
    };
    let mut ctx = nonet::logic::SearchContext::new();
    for item in &items {
        let puzzle = item.grid.into();
        let t0 = thread_cpu();
        let outcome = rate_with(&puzzle, &options, &mut ctx);
        let cpu = (thread_cpu() - t0).saturating_sub(overhead);
        let outcome = outcome.with_context(|| format!("{}", item.grid))?;
        let timed = Timed { outcome, cpu };
        let mismatch = match (&timed.outcome, item.expected) {
            (SeOutcome::Rated { rating, .. }, Some(e)) => *rating != e,
            _ => false,
        };
        differ += usize::from(mismatch);
        if args.verbose || mismatch {
            let got = match &timed.outcome {
                SeOutcome::Rated { rating, .. } => rating.to_string(),
                SeOutcome::Timeout => "timeout".to_string(),
            };
            let want = item
                .expected
                .map_or_else(String::new, |e| format!(" serate {e}"));
            println!(
                "{} {:<20} {:>10.3} ms  {got}{want}{}",
                item.grid,
                item.group,
                ms(cpu),
                if mismatch { "  DIFFERS" } else { "" }
            );
        }
        groups
            .entry(item.group.clone())
            .or_default()
            .add(item, &timed);
        all.add(item, &timed);
    }
    println!(
        "SE rating, one thread, CPU time per puzzle{}{}",
        if args.raw {
            String::new()
        } else {
            format!(" (less the clock's own {} ns)", overhead.as_nanos())
        },
        args.time_limit
            .map_or_else(String::new, |l| format!(", time limit {l} ms"))
    );
    println!(
        "{:<22} {:>5} {:>10} {:>10} {:>10} {:>10} {:>9}",
        "group", "n", "median ms", "p90 ms", "max ms", "total s", "vs serate"
    );
    for (name, stats) in &mut groups {
        println!("{}", stats.line(name));
    }
    println!("{}", all.line("all"));
    if args.producers {
        producer_profile(&items);
    }
    if differ > 0 {
        println!("{differ} ratings differ from serate's");
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}

/// CPU time per producer over SE's loop on every puzzle (no time limit): where the
/// rating spends its time.
fn producer_profile(items: &[Item]) {
    use nonet::logic::SE_PRODUCERS as PRODUCERS;
    use nonet::logic::{Board, SearchContext};
    use std::ops::ControlFlow;
    let n = PRODUCERS.len();
    let mut hit = vec![(0usize, Duration::ZERO); n];
    let mut miss = vec![(0usize, Duration::ZERO); n];
    for item in items {
        let mut board = Board::new(&item.grid);
        let mut ctx = SearchContext::new();
        'steps: while !board.is_solved() {
            for (i, producer) in PRODUCERS.iter().enumerate() {
                let mut found = None;
                let t0 = thread_cpu();
                let _ = producer.run(&board, &mut ctx, &mut |step| {
                    found = Some(step);
                    ControlFlow::Break(())
                });
                let t = thread_cpu() - t0;
                match found {
                    Some(step) => {
                        hit[i].0 += 1;
                        hit[i].1 += t;
                        board.apply(&step);
                        continue 'steps;
                    }
                    None => {
                        miss[i].0 += 1;
                        miss[i].1 += t;
                    }
                }
            }
            break;
        }
    }
    println!(
        "{:<36} {:>7} {:>10} {:>7} {:>10}",
        "producer", "hits", "hit s", "misses", "miss s"
    );
    for (i, producer) in PRODUCERS.iter().enumerate() {
        println!(
            "{:<36} {:>7} {:>10.4} {:>7} {:>10.4}",
            producer.name(),
            hit[i].0,
            hit[i].1.as_secs_f64(),
            miss[i].0,
            miss[i].1.as_secs_f64()
        );
    }
}
