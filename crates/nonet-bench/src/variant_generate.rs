//! `nonet-bench variant-generate`: variant generation per kind and level, single
//! thread: the median, 90th percentile and worst milliseconds per puzzle, how many met
//! their level (the rest fell back to the closest candidate), and the median givens.
//!
//! Every puzzle is checked before it counts: its solution obeys the rules and is the
//! only one (the variant search counting to two), so a fast generator that made wrong
//! puzzles would fail here rather than look good.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use nonet::generate::{
    CageSizes, Generator, GivensRange, Level, Scheme, Target, Variant, VariantKind, VariantKinds,
};

use nonet::solve::Solver;

#[derive(clap::Args)]
pub struct Args {
    /// Puzzles per kind and level (consecutive seeds).
    #[arg(long, default_value = "20")]
    count: u64,
    /// First seed.
    #[arg(long, default_value = "1")]
    seed: u64,
    /// Only these kinds (comma-separated lists are one row each, `+` joins kinds in
    /// one row: `killer,thermo+arrow`) [default: every kind alone].
    #[arg(long, value_delimiter = ',')]
    kinds: Vec<String>,
    /// Levels: any or tier names (comma-separated).
    #[arg(long, value_delimiter = ',', default_value = "any,easy,medium,hard")]
    levels: Vec<String>,
    /// Killers without givens as an extra row (cages alone make the puzzle proper).
    #[arg(long)]
    pure_killer: bool,
}

pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let rows: Vec<(String, Variant)> = if args.kinds.is_empty() {
        VariantKind::ALL
            .into_iter()
            .map(|k| (k.to_string(), Variant::of(VariantKinds::CLASSIC.with(k))))
            .collect()
    } else {
        let mut rows = Vec::new();
        for spec in &args.kinds {
            let kinds: VariantKinds = spec.replace('+', ",").parse()?;
            rows.push((spec.clone(), Variant::of(kinds)));
        }
        rows
    };
    let mut levels = Vec::new();
    for name in &args.levels {
        levels.push(Level::parse(Scheme::Tiers, name)?);
    }
    println!("| rules | level | median ms | p90 ms | worst ms | met | median givens |");
    println!("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
    let mut wrong = 0;
    for (name, variant) in &rows {
        for &level in &levels {
            let target = Target::new(Scheme::Tiers, level).variant(*variant);
            wrong += row(name, &target, args);
        }
    }
    if args.pure_killer {
        let killer = Variant {
            cages: CageSizes::DEFAULT,
            ..Variant::of(VariantKinds::CLASSIC.with(VariantKind::Killer))
        };
        for &level in &levels {
            let mut target = Target::new(Scheme::Tiers, level).variant(killer);
            target.givens = Some(GivensRange::new(0, 0));
            wrong += row("killer, no givens", &target, args);
        }
    }
    if wrong > 0 {
        anyhow::bail!("{wrong} puzzles were not proper or broke their rules");
    }
    Ok(ExitCode::SUCCESS)
}

/// One row: `count` puzzles of `target`; returns how many were wrong.
fn row(name: &str, target: &Target, args: &Args) -> u64 {
    let mut times: Vec<Duration> = Vec::new();
    let mut givens: Vec<u8> = Vec::new();
    let (mut met, mut wrong, mut failed) = (0, 0, 0);
    for seed in args.seed..args.seed + args.count {
        let start = Instant::now();
        let result = Generator::with_seed(seed).generate(target);
        times.push(start.elapsed());
        let Ok(g) = result else {
            failed += 1;
            continue;
        };
        let puzzle = g.variant_puzzle();
        if !g.rules.solves(&g.solution, &g.puzzle) || Solver::new().stop_at(2).count(&puzzle) != 1 {
            wrong += 1;
        }
        met += u64::from(!g.fell_back);
        givens.push(g.givens);
    }
    times.sort();
    givens.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let at = |q: f64| ms(times[((times.len() - 1) as f64 * q).round() as usize]);
    let failed = if failed > 0 {
        format!(" ({failed} failed)")
    } else {
        String::new()
    };
    println!(
        "| {name} | {} | {:.1} | {:.1} | {:.1} | {met}/{}{failed} | {} |",
        target.level.slug(),
        at(0.5),
        at(0.9),
        at(1.0),
        args.count,
        givens
            .get(givens.len() / 2)
            .map_or("-".to_string(), u8::to_string),
    );
    wrong
}
