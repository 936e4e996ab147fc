//! `nonet-bench dig-hole`: the dig-hole generator, single thread, per level:
//! puzzles/s, mean and worst milliseconds per puzzle, how many puzzles met the level
//! (rated at it rather than falling back), and the mean rounds and Las Vegas attempts
//! it took, beside the dig-hole specification's own performance table.
//!
//! Puzzle `i` of a level is generated from `Rng::new(seed + i)`, so a run is
//! reproducible; after timing, every puzzle is checked for exactly one solution, and
//! every one that met its level is rated again on the dig-hole scale.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::bail;
use nonet::generate::internals::{DigHoleOptions, dig_hole_generate};
use nonet::rate::{DigHoleLevel, rate_dig_hole};
use nonet::rng::Rng;

/// Arguments of `nonet-bench dig-hole`.
#[derive(clap::Args)]
pub struct Args {
    /// Puzzles per level.
    #[arg(long, default_value_t = 200)]
    count: u64,
    /// First seed; puzzle i uses seed + i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// One level only (extremely-easy, easy, medium, difficult, evil).
    #[arg(long)]
    level: Option<DigHoleLevel>,
}

/// The dig-hole specification's "Expected Performance Targets": average milliseconds and success rate.
const SEED_TABLE: [(DigHoleLevel, f64, &str); 5] = [
    (DigHoleLevel::ExtremelyEasy, 100.0, "100%"),
    (DigHoleLevel::Easy, 200.0, "100%"),
    (DigHoleLevel::Medium, 500.0, "98%+"),
    (DigHoleLevel::Difficult, 1500.0, "95%+"),
    (DigHoleLevel::Evil, 2000.0, "90%+"),
];

/// Runs the benchmark and prints one row per level.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    if args.count == 0 {
        bail!("--count must be at least 1");
    }
    let options = DigHoleOptions::default();
    println!(
        "| level | puzzles | met | puzzles/s | mean ms | max ms | rounds | Las Vegas | specification ms | speed-up |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    let mut all_ok = true;
    for (level, seed_ms, _) in SEED_TABLE {
        if args.level.is_some_and(|l| l != level) {
            continue;
        }
        let mut total = Duration::ZERO;
        let mut worst = Duration::ZERO;
        let (mut ok, mut rounds, mut attempts) = (0u64, 0u64, 0u64);
        let mut puzzles = Vec::with_capacity(args.count as usize);
        for i in 0..args.count {
            let mut rng = Rng::new(args.seed + i);
            let start = Instant::now();
            let result = dig_hole_generate(&mut rng, level, &options);
            let took = start.elapsed();
            total += took;
            worst = worst.max(took);
            if let Ok(g) = result
                && !g.fell_back
            {
                ok += 1;
                rounds += u64::from(g.rounds);
                attempts += u64::from(g.terminal_attempts);
                puzzles.push(g);
            }
        }
        let proper = puzzles.iter().all(|g| {
            nonet::solve::count_solutions(&g.puzzle.into(), 2) == 1
                && g.solution.solves(&g.puzzle)
                && rate_dig_hole(&g.puzzle.into()).is_ok_and(|r| r.level == level)
        });
        all_ok &= ok == args.count && proper;
        let n = args.count as f64;
        let mean_ms = total.as_secs_f64() * 1e3 / n;
        let per_ok = ok.max(1) as f64;
        println!(
            "| {level} | {} | {:.1}%{} | {:.0} | {:.3} | {:.2} | {:.2} | {:.2} | {seed_ms:.0} | {:.0}x |",
            args.count,
            100.0 * ok as f64 / n,
            if proper {
                ""
            } else {
                " (NOT PROPER OR NOT AT ITS LEVEL)"
            },
            n / total.as_secs_f64(),
            mean_ms,
            worst.as_secs_f64() * 1e3,
            rounds as f64 / per_ok,
            attempts as f64 / per_ok,
            seed_ms / mean_ms,
        );
    }
    Ok(if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
