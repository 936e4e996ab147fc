//! `nonet-bench variants`: nonet beside the Interactive Sudoku Solver (ISS) on public
//! variant puzzles, counting solutions up to 2, per kind.
//!
//! nonet: each puzzle is read (ISS rows through `nonet::format::iss`, f-puzzles rows
//! through `nonet::format::fpuzzles`), solved once (timed too: compiled ahead of time,
//! nonet has no warm-up to speak of), then counted again and again until `--min-ms` has
//! passed or `--repeat` runs are done, and the median time kept. The time covers the
//! whole call: compiling the rules and searching.
//! ISS: `node iss_count.mjs ISS_DIR FILE --max-solutions 2` on the same puzzles (ISS
//! rows as published; f-puzzles rows, which ISS's text reader does not take, as nonet's
//! ISS writer writes the rules nonet read), every puzzle twice in one process (two
//! passes over the file); the second, warm pass's search time is kept (ISS's build
//! time, parsing and its optimizer, is left out, which flatters ISS).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use nonet::rules::Puzzle;
use nonet::{Grid, Solver};

/// Arguments of `nonet-bench variants`.
#[derive(clap::Args)]
pub struct Args {
    /// The puzzles: a TSV with columns kind, source, format, puzzle, solution (a header
    /// line first).
    #[arg(default_value = "../shared/data/variants_train.tsv")]
    file: PathBuf,
    /// An unpacked snapshot of the Interactive Sudoku Solver; without it, nonet runs
    /// alone.
    #[arg(long)]
    iss: Option<PathBuf>,
    /// The headless ISS driver.
    #[arg(long, default_value = "../shared/peers/iss_count.mjs")]
    iss_driver: PathBuf,
    /// Count solutions up to this many.
    #[arg(long, default_value_t = 2)]
    limit: usize,
    /// Time each puzzle until this long has passed (the first run, which also finds
    /// the solution, included)...
    #[arg(long, default_value_t = 200.0)]
    min_ms: f64,
    /// ...or it has run this many times (at least once).
    #[arg(long, default_value_t = 50)]
    repeat: usize,
    /// Only rows whose kind contains this text.
    #[arg(long)]
    kind: Option<String>,
    /// Print one line per puzzle too.
    #[arg(long)]
    verbose: bool,
}

/// One row of the file.
struct Row {
    line: usize,
    kind: String,
    format: String,
    text: String,
    solution: Option<Grid>,
}

/// One puzzle's measurements.
struct Timed {
    row: usize,
    nonet_ms: f64,
    nonet_count: usize,
    solution_ok: bool,
    iss_ms: Option<f64>,
    iss_count: Option<usize>,
}

/// Runs the comparison; exit status 1 when a count or a solution disagrees.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let text = std::fs::read_to_string(&args.file)
        .with_context(|| format!("reading {}", args.file.display()))?;
    let rows = read_rows(&text, args.kind.as_deref());
    if rows.is_empty() {
        bail!("{}: no puzzles", args.file.display());
    }
    let mut puzzles: Vec<(usize, Puzzle)> = Vec::new();
    let mut skipped: BTreeMap<String, usize> = BTreeMap::new();
    for (i, row) in rows.iter().enumerate() {
        match read_row(row) {
            Ok(p) => puzzles.push((i, p)),
            Err(e) => {
                eprintln!("{}:{}: {e}", args.file.display(), row.line);
                *skipped.entry(format!("{} ({e})", row.kind)).or_default() += 1;
            }
        }
    }
    let iss = match &args.iss {
        Some(dir) => Some(run_iss(args, dir, &rows, &puzzles)?),
        None => None,
    };
    let solver = Solver::new().stop_at(args.limit);
    let mut timed = Vec::new();
    for &(i, ref p) in &puzzles {
        let (ms, count, solution) = time_nonet(&solver, p, args);
        let solution_ok = match (rows[i].solution, solution) {
            (Some(want), Some(got)) => want == got,
            (None, _) => true,
            (Some(_), None) => false,
        };
        let (iss_ms, iss_count, iss_guesses) = match iss.as_ref().and_then(|m| m.get(&i)) {
            Some(&(ms, count, guesses)) => (Some(ms), count, guesses),
            None => (None, None, None),
        };
        if args.verbose {
            let guesses = solver.stats(true).solve_puzzle(p).stats.guesses;
            println!(
                "{:>4} {:<40} nonet {:>10.3} ms count {} guesses {guesses:>8}{}",
                rows[i].line,
                rows[i].kind,
                ms,
                count,
                iss_ms.map_or(String::new(), |t| format!(
                    "   ISS {t:>10.3} ms count {} guesses {:>8}",
                    iss_count.map_or("?".into(), |c| c.to_string()),
                    iss_guesses.map_or("?".into(), |g| g.to_string())
                ))
            );
        }
        timed.push(Timed {
            row: i,
            nonet_ms: ms,
            nonet_count: count,
            solution_ok,
            iss_ms,
            iss_count,
        });
    }
    print!("{}", report(args, &rows, &timed, &skipped));
    let bad: Vec<&Timed> = timed
        .iter()
        .filter(|t| {
            !t.solution_ok
                || t.nonet_count != 1 && rows[t.row].solution.is_some()
                || t.iss_count.is_some_and(|c| c != t.nonet_count)
        })
        .collect();
    for t in &bad {
        println!(
            "DISAGREE line {} ({}): nonet count {}, solution {}, ISS count {:?}",
            rows[t.row].line,
            rows[t.row].kind,
            t.nonet_count,
            if t.solution_ok { "ok" } else { "wrong" },
            t.iss_count
        );
    }
    Ok(if bad.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// A row's puzzle, read by the reader of its format.
fn read_row(row: &Row) -> anyhow::Result<Puzzle> {
    Ok(match row.format.as_str() {
        "iss" => nonet::format::iss::parse(&row.text)?,
        "fpuzzles" => nonet::format::fpuzzles::parse(&row.text)?,
        other => bail!("unknown format {other:?}"),
    })
}

/// The text ISS gets for a row: its own notation as published, or the rules nonet read
/// written in it.
fn iss_text(row: &Row, puzzle: &Puzzle) -> anyhow::Result<String> {
    Ok(match row.format.as_str() {
        "iss" => row.text.clone(),
        _ => nonet::format::iss::write(puzzle)?,
    })
}

fn read_rows(text: &str, kind: Option<&str>) -> Vec<Row> {
    text.lines()
        .enumerate()
        .skip(1)
        .filter_map(|(n, line)| {
            let cols: Vec<&str> = line.split('\t').collect();
            if cols.len() < 5 || line.starts_with('#') {
                return None;
            }
            if kind.is_some_and(|k| !cols[0].contains(k)) {
                return None;
            }
            Some(Row {
                line: n + 1,
                kind: cols[0].to_string(),
                format: cols[2].to_string(),
                text: cols[3].to_string(),
                solution: cols[4].parse().ok(),
            })
        })
        .collect()
}

/// Median time of `solver` on `puzzle`, its count, and its solution.
fn time_nonet(solver: &Solver, puzzle: &Puzzle, args: &Args) -> (f64, usize, Option<Grid>) {
    let started = Instant::now();
    let first = solver.solve_puzzle(puzzle);
    let mut times = vec![started.elapsed().as_secs_f64() * 1000.0];
    let budget = Duration::from_secs_f64(args.min_ms / 1000.0);
    while times.len() < args.repeat && started.elapsed() < budget {
        let t = Instant::now();
        std::hint::black_box(solver.count_puzzle(std::hint::black_box(puzzle)));
        times.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    (median(&mut times), first.solution_count, first.solution)
}

/// What ISS says about one puzzle: its warm search time (ms), its count and its guesses.
type IssRun = (f64, Option<usize>, Option<u64>);

/// Runs ISS on the puzzles: each row's [`IssRun`], by row index.
fn run_iss(
    args: &Args,
    dir: &std::path::Path,
    rows: &[Row],
    puzzles: &[(usize, Puzzle)],
) -> anyhow::Result<BTreeMap<usize, IssRun>> {
    let mut input = String::new();
    for pass in 0..2 {
        for (i, p) in puzzles {
            writeln!(input, "{pass}:{i}\t{}", iss_text(&rows[*i], p)?)?;
        }
    }
    let path = std::env::temp_dir().join(format!("nonet-bench-iss-{}.tsv", std::process::id()));
    std::fs::write(&path, input)?;
    let output = Command::new("node")
        .arg(&args.iss_driver)
        .arg(dir)
        .arg(&path)
        .arg("--max-solutions")
        .arg(args.limit.to_string())
        .output()
        .context("running node (the ISS driver)")?;
    let _ = std::fs::remove_file(&path);
    if !output.status.success() {
        bail!(
            "the ISS driver failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    let mut out = BTreeMap::new();
    for line in String::from_utf8_lossy(&output.stdout).lines() {
        let cols: Vec<&str> = line.split('\t').collect();
        let Some(id) = cols.first().and_then(|id| id.strip_prefix("1:")) else {
            continue;
        };
        let (Ok(i), Some(ms)) = (
            id.parse::<usize>(),
            cols.get(5).and_then(|m| m.parse().ok()),
        ) else {
            continue;
        };
        out.insert(
            i,
            (
                ms,
                cols.get(1).and_then(|c| c.parse().ok()),
                cols.get(6).and_then(|g| g.parse().ok()),
            ),
        );
    }
    Ok(out)
}

fn median(xs: &mut [f64]) -> f64 {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    if n == 0 {
        f64::NAN
    } else if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    }
}

/// The per-kind table.
fn report(args: &Args, rows: &[Row], timed: &[Timed], skipped: &BTreeMap<String, usize>) -> String {
    let mut by_kind: BTreeMap<&str, Vec<&Timed>> = BTreeMap::new();
    for t in timed {
        by_kind
            .entry(rows[t.row].kind.as_str())
            .or_default()
            .push(t);
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}: {} puzzles timed, counting solutions up to {}, one thread; times in ms (nonet: median of runs; ISS: warm search)",
        args.file.display(),
        timed.len(),
        args.limit
    );
    let _ = writeln!(
        out,
        "| kind | puzzles | nonet median | nonet total | ISS median | ISS total | median ratio | total ratio |"
    );
    let _ = writeln!(out, "|---|---:|---:|---:|---:|---:|---:|---:|");
    let mut line = |name: &str, ts: &[&Timed]| {
        let mut n: Vec<f64> = ts.iter().map(|t| t.nonet_ms).collect();
        let n_total: f64 = n.iter().sum();
        let n_med = median(&mut n);
        let iss: Vec<f64> = ts.iter().filter_map(|t| t.iss_ms).collect();
        let (i_med, i_total) = if iss.len() == ts.len() {
            let total = iss.iter().sum::<f64>();
            (Some(median(&mut iss.clone())), Some(total))
        } else {
            (None, None)
        };
        let f = |x: Option<f64>| x.map_or("-".to_string(), |v| format!("{v:.3}"));
        let r = |a: Option<f64>, b: f64| a.map_or("-".to_string(), |a| format!("{:.1}x", a / b));
        let _ = writeln!(
            out,
            "| {name} | {} | {n_med:.3} | {n_total:.3} | {} | {} | {} | {} |",
            ts.len(),
            f(i_med),
            f(i_total),
            r(i_med, n_med),
            r(i_total, n_total),
        );
    };
    for (kind, ts) in &by_kind {
        line(kind, ts);
    }
    let all: Vec<&Timed> = timed.iter().collect();
    line("**all**", &all);
    for (why, n) in skipped {
        let _ = writeln!(out, "skipped: {n} rows, {why}");
    }
    out
}
