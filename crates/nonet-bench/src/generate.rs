//! `nonet-bench generate`: generation speed per scheme and level, single thread, and
//! minimal puzzles with no target beside the `sudoku` crate's generator.
//!
//! Each (scheme, level) row generates `--count` puzzles from consecutive seeds, `--runs`
//! times; it prints the median run's puzzles/s, the mean and worst milliseconds per
//! puzzle over all runs, and how many puzzles met the whole target (the rest fell
//! back to a best candidate). The last rows compare `--level any --minimal` with
//! `sudoku::Sudoku::generate_with_symmetry`, both minimal under the same symmetry,
//! run alternately in one process.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use nonet::generate::{Generator, Level, Scheme, Symmetry, Target};

#[derive(clap::Args)]
pub struct Args {
    /// Puzzles per level and run.
    #[arg(long, default_value = "20")]
    count: u64,
    /// Runs per level (the median run's rate is printed).
    #[arg(long, default_value = "3")]
    runs: usize,
    /// Puzzles per run in the comparison with the `sudoku` crate (each takes a
    /// fraction of a millisecond, so runs need many to be steady).
    #[arg(long, default_value = "1000")]
    compare_count: u64,
    /// First seed.
    #[arg(long, default_value = "1")]
    seed: u64,
    /// Only this scheme (tiers, logic, dig-hole, or `any` for the comparison only).
    #[arg(long)]
    scheme: Option<String>,
    /// Only these levels of the scheme (comma-separated).
    #[arg(long, value_delimiter = ',')]
    levels: Vec<String>,
}

/// Timings of one row.
struct Row {
    rates: Vec<f64>,
    times: Vec<Duration>,
    met: u64,
    total: u64,
}

impl Row {
    fn new() -> Row {
        Row {
            rates: Vec::new(),
            times: Vec::new(),
            met: 0,
            total: 0,
        }
    }

    fn median_rate(&self) -> f64 {
        let mut r = self.rates.clone();
        r.sort_by(f64::total_cmp);
        r[r.len() / 2]
    }

    fn mean_ms(&self) -> f64 {
        let sum: Duration = self.times.iter().sum();
        sum.as_secs_f64() * 1e3 / self.times.len() as f64
    }

    fn worst_ms(&self) -> f64 {
        self.times
            .iter()
            .max()
            .map_or(0.0, |d| d.as_secs_f64() * 1e3)
    }

    fn print(&self, name: &str) {
        println!(
            "{name:<28} {:>10.1} {:>10.2} {:>10.1} {:>6}/{}",
            self.median_rate(),
            self.mean_ms(),
            self.worst_ms(),
            self.met,
            self.total
        );
    }
}

pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    anyhow::ensure!(
        args.count > 0 && args.runs > 0,
        "--count and --runs must be at least 1"
    );
    println!(
        "{:<28} {:>10} {:>10} {:>10} {:>8}",
        "scheme level", "puzzles/s", "mean ms", "worst ms", "met"
    );
    let schemes: Vec<Scheme> = match args.scheme.as_deref() {
        Some("any") => Vec::new(),
        Some(s) => vec![s.parse()?],
        None => Scheme::ALL.to_vec(),
    };
    for scheme in schemes {
        let levels: Vec<Level> = if args.levels.is_empty() {
            scheme.levels()
        } else {
            args.levels
                .iter()
                .map(|l| Level::parse(scheme, l))
                .collect::<Result<_, _>>()?
        };
        for level in levels {
            let target = Target::new(scheme, level);
            let row = time_nonet(&target, args)?;
            row.print(&format!("{scheme} {level}"));
        }
    }
    if args.scheme.is_none() || args.scheme.as_deref() == Some("any") {
        for (sym, theirs) in [
            (Symmetry::None, sudoku::Symmetry::None),
            (Symmetry::Rot180, sudoku::Symmetry::HalfRotation),
        ] {
            let target = Target::any(Scheme::Tiers).symmetry(sym).minimal(true);
            let args = Args {
                count: args.compare_count,
                scheme: None,
                levels: Vec::new(),
                ..*args
            };
            let (ours, peer) = compare_minimal(&target, theirs, &args)?;
            ours.print(&format!("nonet any minimal {sym}"));
            peer.print(&format!("sudoku crate minimal {sym}"));
            println!(
                "{:<28} {:>10.2}x",
                "  nonet / sudoku",
                ours.median_rate() / peer.median_rate()
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// One run of `count` puzzles: the rate, each puzzle's time and how many met the target.
fn one_run(target: &Target, args: &Args, row: &mut Row) -> anyhow::Result<()> {
    let mut generator = Generator::with_seed(args.seed);
    let start = Instant::now();
    for _ in 0..args.count {
        let t = Instant::now();
        let g = generator.generate(target)?;
        row.times.push(t.elapsed());
        row.total += 1;
        row.met += u64::from(!g.fell_back);
    }
    row.rates
        .push(args.count as f64 / start.elapsed().as_secs_f64());
    Ok(())
}

fn time_nonet(target: &Target, args: &Args) -> anyhow::Result<Row> {
    let mut row = Row::new();
    for _ in 0..args.runs {
        one_run(target, args, &mut row)?;
    }
    Ok(row)
}

/// nonet and the `sudoku` crate, run after run alternately.
fn compare_minimal(
    target: &Target,
    theirs: sudoku::Symmetry,
    args: &Args,
) -> anyhow::Result<(Row, Row)> {
    let (mut ours, mut peer) = (Row::new(), Row::new());
    for _ in 0..args.runs {
        one_run(target, args, &mut ours)?;
        // The uniqueness check of the crate's puzzle is kept out of its time.
        let mut spent = Duration::ZERO;
        for _ in 0..args.count {
            let t = Instant::now();
            let s = sudoku::Sudoku::generate_with_symmetry(theirs);
            let took = t.elapsed();
            spent += took;
            peer.times.push(took);
            peer.total += 1;
            peer.met += u64::from(s.is_uniquely_solvable());
        }
        peer.rates.push(args.count as f64 / spent.as_secs_f64());
    }
    Ok((ours, peer))
}
