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
//!
//! nonet is timed on every row it reads; ISS only on the rows it can be given: an
//! f-puzzles row whose rules ISS's notation cannot express (non-consecutive with kropki
//! dots: ISS's AntiConsecutive does not exempt dotted pairs) is left out of the
//! comparison, and the report names each row not compared and why. The ISS columns and
//! the ratios of a kind cover its compared rows only.

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
pub(crate) struct Row {
    pub(crate) line: usize,
    pub(crate) kind: String,
    format: String,
    text: String,
    pub(crate) solution: Option<Grid>,
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
    let mut not_compared = Vec::new();
    let iss = match &args.iss {
        Some(dir) => {
            let (given, left_out) = iss_rows(&rows, &puzzles);
            for (i, why) in &left_out {
                eprintln!(
                    "{}:{}: not compared with ISS: {why}",
                    args.file.display(),
                    rows[*i].line
                );
            }
            not_compared = left_out;
            let runs = run_iss(args, dir, &given)?;
            for (i, _) in &given {
                if !runs.contains_key(i) {
                    not_compared.push((*i, "ISS gave no result for it".to_string()));
                }
            }
            Some(runs)
        }
        None => None,
    };
    not_compared.sort_by_key(|(i, _)| *i);
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
            let guesses = solver.stats(true).solve(p).stats.guesses;
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
    print!("{}", report(args, &rows, &timed, &skipped, &not_compared));
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
pub(crate) fn read_row(row: &Row) -> anyhow::Result<Puzzle> {
    Ok(match row.format.as_str() {
        "iss" => nonet::format::iss::parse(&row.text)?,
        "fpuzzles" => nonet::format::fpuzzles::parse(&row.text)?,
        other => bail!("unknown format {other:?}"),
    })
}

/// The text ISS gets for a row: its own notation as published, or the rules nonet read
/// written in it (which fails for rules ISS's notation cannot express).
pub(crate) fn iss_text(row: &Row, puzzle: &Puzzle) -> anyhow::Result<String> {
    Ok(match row.format.as_str() {
        "iss" => row.text.clone(),
        _ => nonet::format::iss::write(puzzle)?,
    })
}

/// Rows by index, each with a text: what ISS is given, or why a row is not compared.
type RowTexts = Vec<(usize, String)>;

/// The rows ISS can be given, by row index with the text it gets, and the others with
/// why not: one row that ISS cannot read leaves the rest of the comparison standing.
fn iss_rows(rows: &[Row], puzzles: &[(usize, Puzzle)]) -> (RowTexts, RowTexts) {
    let mut given = Vec::new();
    let mut left_out = Vec::new();
    for (i, p) in puzzles {
        match iss_text(&rows[*i], p) {
            Ok(text) => given.push((*i, text)),
            Err(e) => left_out.push((*i, format!("{e:#}"))),
        }
    }
    (given, left_out)
}

pub(crate) fn read_rows(text: &str, kind: Option<&str>) -> Vec<Row> {
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
    let first = solver.solve(puzzle);
    let mut times = vec![started.elapsed().as_secs_f64() * 1000.0];
    let budget = Duration::from_secs_f64(args.min_ms / 1000.0);
    while times.len() < args.repeat && started.elapsed() < budget {
        let t = Instant::now();
        std::hint::black_box(solver.count(std::hint::black_box(puzzle)));
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
    given: &[(usize, String)],
) -> anyhow::Result<BTreeMap<usize, IssRun>> {
    let mut input = String::new();
    for pass in 0..2 {
        for (i, text) in given {
            writeln!(input, "{pass}:{i}\t{text}")?;
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

/// The per-kind table, then the rows skipped and the rows not compared with ISS.
fn report(
    args: &Args,
    rows: &[Row],
    timed: &[Timed],
    skipped: &BTreeMap<String, usize>,
    not_compared: &[(usize, String)],
) -> String {
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
        // ISS beside nonet on the rows both ran.
        let pairs: Vec<(f64, f64)> = ts
            .iter()
            .filter_map(|t| t.iss_ms.map(|i| (i, t.nonet_ms)))
            .collect();
        let compared = (!pairs.is_empty()).then(|| {
            let mut iss: Vec<f64> = pairs.iter().map(|p| p.0).collect();
            let mut nonet: Vec<f64> = pairs.iter().map(|p| p.1).collect();
            let (i_total, n_total) = (iss.iter().sum::<f64>(), nonet.iter().sum::<f64>());
            (median(&mut iss), i_total, median(&mut nonet), n_total)
        });
        let partial = if pairs.len() < ts.len() && !pairs.is_empty() {
            format!(" ({} of {})", pairs.len(), ts.len())
        } else {
            String::new()
        };
        let (i_med, i_total, med_ratio, total_ratio) = match compared {
            Some((i_med, i_total, n_med, n_total)) => (
                format!("{i_med:.3}{partial}"),
                format!("{i_total:.3}"),
                format!("{:.1}x", i_med / n_med),
                format!("{:.1}x", i_total / n_total),
            ),
            None => ("-".into(), "-".into(), "-".into(), "-".into()),
        };
        let _ = writeln!(
            out,
            "| {name} | {} | {n_med:.3} | {n_total:.3} | {i_med} | {i_total} | {med_ratio} | {total_ratio} |",
            ts.len(),
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
    if !not_compared.is_empty() {
        let _ = writeln!(
            out,
            "not compared with ISS ({} row{}; timed for nonet only, left out of the ISS columns and the ratios):",
            not_compared.len(),
            if not_compared.len() == 1 { "" } else { "s" }
        );
        for (i, why) in not_compared {
            let _ = writeln!(out, "- line {} ({}): {why}", rows[*i].line, rows[*i].kind);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(line: usize, kind: &str, format: &str, text: &str) -> Row {
        Row {
            line,
            kind: kind.to_string(),
            format: format.to_string(),
            text: text.to_string(),
            solution: None,
        }
    }

    /// An f-puzzles row with non-consecutive and a kropki dot, which ISS's notation
    /// cannot express, is left out of the comparison with the reason, and the rows
    /// around it are still given to ISS (before, the whole run stopped at it).
    #[test]
    fn rows_iss_cannot_read_are_left_out_and_said() {
        let anti_knight = ".AntiKnight.~R1C1_1~R2C3_2";
        let dotted = nonet::format::iss::parse(".AntiConsecutive.WhiteDot~R1C1~R1C2").unwrap();
        let fpuzzles =
            nonet::format::fpuzzles::write(&dotted, &nonet::format::fpuzzles::Metadata::default())
                .unwrap();
        let read_back = nonet::format::fpuzzles::parse(&fpuzzles).unwrap();
        assert!(
            nonet::format::iss::write(&read_back).is_err(),
            "the test needs rules ISS's notation cannot express"
        );
        let windoku = nonet::format::iss::parse(".Windoku.~R5C5_3").unwrap();
        let windoku_json =
            nonet::format::fpuzzles::write(&windoku, &nonet::format::fpuzzles::Metadata::default())
                .unwrap();
        let rows = [
            row(2, "antiknight", "iss", anti_knight),
            row(3, "nonconsecutive+kropki", "fpuzzles", &fpuzzles),
            row(4, "windoku", "fpuzzles", &windoku_json),
        ];
        let puzzles: Vec<(usize, Puzzle)> = rows
            .iter()
            .enumerate()
            .map(|(i, r)| (i, read_row(r).unwrap()))
            .collect();
        let (given, left_out) = iss_rows(&rows, &puzzles);
        let given_rows: Vec<usize> = given.iter().map(|(i, _)| *i).collect();
        assert_eq!(given_rows, [0, 2]);
        assert_eq!(given[0].1, anti_knight, "an ISS row goes as published");
        assert!(given[1].1.ends_with("~R5C5_3"), "{}", given[1].1);
        assert_eq!(left_out.len(), 1);
        assert_eq!(left_out[0].0, 1);
        assert!(left_out[0].1.contains("kropki"), "{}", left_out[0].1);
    }
}
