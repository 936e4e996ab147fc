//! `nonet-bench variant-paths [FILE]`: full logical paths of the variant puzzles of a
//! TSV (kind, source, format, puzzle, solution), single thread, per kind: how many logic
//! alone solves (no backtracking step), and the time per path.
//!
//! Each puzzle is explained once (`nonet::logic::explain`, standard ladder) and timed on
//! its own, the uniqueness check it starts with included, as a caller pays it. Every
//! step is checked against the row's published solution: a step that places another
//! digit or removes the solution's fails the run. `--part first|second` keeps the odd or
//! even rows, so a change tuned on one half is reported on the other.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Context, bail};
use nonet::logic::{Ladder, Technique, explain};

use crate::variants::{read_row, read_rows};

/// Arguments of `nonet-bench variant-paths`.
#[derive(clap::Args)]
pub struct Args {
    /// The puzzles: a TSV with columns kind, source, format, puzzle, solution (a header
    /// line first).
    #[arg(default_value = "../shared/data/variants_train.tsv")]
    file: PathBuf,
    /// Only rows whose kind contains this text.
    #[arg(long)]
    kind: Option<String>,
    /// Only the odd rows (`first`) or the even rows (`second`) of the file.
    #[arg(long, value_enum)]
    part: Option<Part>,
    /// Print one line per puzzle too: line, kind, milliseconds, steps, solved by logic.
    #[arg(long)]
    verbose: bool,
    /// Count a puzzle under each kind it mixes (`killer+x` under killer and under x)
    /// rather than under its mix; the total line counts it once.
    #[arg(long)]
    each_kind: bool,
}

/// Half of a file.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Part {
    First,
    Second,
}

/// One explained puzzle.
struct Explained {
    ms: f64,
    by_logic: bool,
}

/// Runs the measurement and prints the table; exit code 1 if a step was unsound or a
/// puzzle could not be read or explained.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let text = std::fs::read_to_string(&args.file)
        .with_context(|| format!("reading {}", args.file.display()))?;
    let rows = read_rows(&text, args.kind.as_deref());
    let ladder = Ladder::standard();
    let mut by_kind: BTreeMap<String, Vec<Explained>> = BTreeMap::new();
    let mut all = Vec::new();
    let mut failed = 0;
    for (n, row) in rows.iter().enumerate() {
        let keep = match args.part {
            None => true,
            Some(Part::First) => n % 2 == 0,
            Some(Part::Second) => n % 2 == 1,
        };
        if !keep {
            continue;
        }
        let puzzle = match read_row(row) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("line {} ({}): {e:#}", row.line, row.kind);
                failed += 1;
                continue;
            }
        };
        let start = Instant::now();
        let path = match explain(&puzzle, &ladder) {
            Ok(path) => path,
            Err(e) => {
                eprintln!("line {} ({}): {e}", row.line, row.kind);
                failed += 1;
                continue;
            }
        };
        let ms = start.elapsed().as_secs_f64() * 1e3;
        if let Some(solution) = row.solution
            && path.solution != solution
        {
            bail!(
                "line {}: the solution differs from the published one",
                row.line
            );
        }
        for step in &path.steps {
            let wrong = step
                .placements
                .iter()
                .any(|p| path.solution.get(p.cell) != Some(p.digit))
                || step
                    .eliminations
                    .iter()
                    .any(|e| path.solution.get(e.cell) == Some(e.digit));
            if wrong {
                bail!("line {}: unsound step {}", row.line, step.explanation());
            }
        }
        let by_logic = path
            .steps
            .iter()
            .all(|s| s.technique != Technique::Backtracking);
        if args.verbose {
            println!(
                "{}\t{}\t{ms:.1}\t{}\t{by_logic}",
                row.line,
                row.kind,
                path.steps.len()
            );
        }
        let kinds: Vec<&str> = if args.each_kind {
            row.kind.split('+').collect()
        } else {
            vec![row.kind.as_str()]
        };
        for kind in kinds {
            by_kind
                .entry(kind.to_string())
                .or_default()
                .push(Explained { ms, by_logic });
        }
        all.push(Explained { ms, by_logic });
    }
    print!("{}", table(&by_kind, &all));
    Ok(if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// The per-kind table and the total line.
fn table(by_kind: &BTreeMap<String, Vec<Explained>>, all: &[Explained]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "| kind | puzzles | solved by logic | median ms | total ms |\n|---|---:|---:|---:|---:|"
    );
    let line = |out: &mut String, name: &str, xs: &[&Explained]| {
        let mut ms: Vec<f64> = xs.iter().map(|x| x.ms).collect();
        ms.sort_by(f64::total_cmp);
        let median = if ms.is_empty() { 0.0 } else { ms[ms.len() / 2] };
        let solved = xs.iter().filter(|x| x.by_logic).count();
        let _ = writeln!(
            out,
            "| {name} | {} | {solved} ({:.0}%) | {median:.1} | {:.0} |",
            xs.len(),
            100.0 * solved as f64 / xs.len().max(1) as f64,
            ms.iter().sum::<f64>()
        );
    };
    for (kind, xs) in by_kind {
        line(&mut out, kind, &xs.iter().collect::<Vec<_>>());
    }
    line(&mut out, "all", &all.iter().collect::<Vec<_>>());
    out
}
