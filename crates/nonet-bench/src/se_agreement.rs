//! `nonet-bench se-agreement FILE`: nonet's Sudoku Explainer rating beside serate's own
//! numbers (a `puzzle ER EP ED group` TSV such as `se_rated_train.tsv`), as a Markdown
//! table by serate's ER band: how many puzzles, the share with ER, EP and ED exactly
//! equal (to the tenth) and within 0.5, and how many ran out of time.
//!
//! The `hardest_to_solve` group (puzzles that need nested dynamic chains, minutes each)
//! gets a row of its own, whatever its ER, so that its timeouts are reported as such and
//! not folded into the bands.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use nonet::Grid;
use nonet::rate::se::{SeOptions, SeOutcome, rate};
use nonet::rate::{SeRating, Tenths};

/// Arguments of `nonet-bench se-agreement`.
#[derive(clap::Args)]
pub struct Args {
    /// TSV with a header line and columns `puzzle ER EP ED group`.
    file: PathBuf,
    /// Per-puzzle limit on nonet's rating, in seconds (checked between steps).
    #[arg(long, value_name = "SECONDS")]
    time_limit: Option<f64>,
    /// Rate only the puzzles of this group (e.g. hardest_to_solve).
    #[arg(long)]
    group: Option<String>,
    /// Leave out the puzzles of this group.
    #[arg(long)]
    skip_group: Option<String>,
    /// Print each puzzle that disagrees or times out on stderr.
    #[arg(long)]
    verbose: bool,
    /// FILE holds variant puzzles (`rules puzzle ER EP ED half source`, as
    /// `crates/nonet/tests/fixtures/se_variants.tsv`): report per rule set and half.
    #[arg(long)]
    variants: bool,
}

/// The group reported on its own row.
const HARDEST: &str = "hardest_to_solve";

struct Rated {
    puzzle: Grid,
    expected: SeRating,
    group: String,
}

/// Tallies of one row of the table.
#[derive(Default)]
struct Row {
    count: usize,
    timeouts: usize,
    exact: [usize; 3],
    near: [usize; 3],
}

impl Row {
    fn add(&mut self, expected: SeRating, got: Option<SeRating>) {
        self.count += 1;
        let Some(got) = got else {
            self.timeouts += 1;
            return;
        };
        let pairs = [
            (expected.er, got.er),
            (expected.ep, got.ep),
            (expected.ed, got.ed),
        ];
        for (i, (e, g)) in pairs.into_iter().enumerate() {
            self.exact[i] += usize::from(e == g);
            self.near[i] += usize::from(e.0.abs_diff(g.0) <= 5);
        }
    }

    fn markdown(&self, label: &str) -> String {
        let pct = |n: usize| format!("{:.1}", 100.0 * n as f64 / self.count.max(1) as f64);
        format!(
            "| {label} | {} | {} | {} | {} | {} | {} | {} | {} |",
            self.count,
            pct(self.exact[0]),
            pct(self.exact[1]),
            pct(self.exact[2]),
            pct(self.near[0]),
            pct(self.near[1]),
            pct(self.near[2]),
            self.timeouts
        )
    }
}

/// ER bands by whole points: `[1.0, 2.0)`, `[2.0, 3.0)`, ..., with everything from 9.0
/// in the last band.
fn band(er: Tenths) -> usize {
    usize::from(er.0 / 10).clamp(1, 9) - 1
}

fn band_label(b: usize) -> String {
    if b == 8 {
        "9.0+".to_string()
    } else {
        format!("{}.0-{}.9", b + 1, b + 1)
    }
}

fn tenths(s: &str) -> anyhow::Result<Tenths> {
    let (int, frac) = s.trim().split_once('.').context("expected d.d")?;
    Ok(Tenths(int.parse::<u16>()? * 10 + frac.parse::<u16>()?))
}

fn read(file: &PathBuf) -> anyhow::Result<Vec<Rated>> {
    let text = std::fs::read_to_string(file)
        .with_context(|| format!("{}: cannot read", file.display()))?;
    let mut rated = Vec::new();
    for (i, line) in text.lines().enumerate().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 5 {
            bail!(
                "{}:{}: expected 5 tab-separated columns",
                file.display(),
                i + 1
            );
        }
        let at = |e: anyhow::Error| e.context(format!("{}:{}", file.display(), i + 1));
        rated.push(Rated {
            puzzle: f[0].parse().map_err(|e| at(anyhow::Error::new(e)))?,
            expected: SeRating {
                er: tenths(f[1]).map_err(at)?,
                ep: tenths(f[2]).map_err(at)?,
                ed: tenths(f[3]).map_err(at)?,
            },
            group: f[4].to_string(),
        });
    }
    Ok(rated)
}

pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    if args.variants {
        return crate::se_variant_agreement::run(&args.file, args.time_limit, args.verbose);
    }
    let options = SeOptions {
        time_limit: args.time_limit.map(Duration::from_secs_f64),
    };
    let rated: Vec<Rated> = read(&args.file)?
        .into_iter()
        .filter(|r| args.group.as_ref().is_none_or(|g| &r.group == g))
        .filter(|r| args.skip_group.as_ref().is_none_or(|g| &r.group != g))
        .collect();
    let mut bands: Vec<Row> = (0..9).map(|_| Row::default()).collect();
    let mut hardest = Row::default();
    let mut all = Row::default();
    let start = Instant::now();
    for r in &rated {
        let puzzle = r.puzzle.into();
        let t0 = Instant::now();
        let got = match rate(&puzzle, &options).with_context(|| r.puzzle.to_string())? {
            SeOutcome::Rated { rating, .. } => Some(rating),
            SeOutcome::Timeout => None,
        };
        if args.verbose && got != Some(r.expected) {
            eprintln!(
                "{} {}: serate {}, nonet {} ({:.1} s)",
                r.puzzle,
                r.group,
                r.expected,
                got.map_or("timeout".to_string(), |g| g.to_string()),
                t0.elapsed().as_secs_f64()
            );
        }
        let row = if r.group == HARDEST {
            &mut hardest
        } else {
            &mut bands[band(r.expected.er)]
        };
        row.add(r.expected, got);
        all.add(r.expected, got);
    }
    println!(
        "| serate ER | puzzles | ER exact % | EP exact % | ED exact % | ER within 0.5 % | EP within 0.5 % | ED within 0.5 % | timeouts |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (b, row) in bands.iter().enumerate() {
        if row.count > 0 {
            println!("{}", row.markdown(&band_label(b)));
        }
    }
    if hardest.count > 0 {
        println!("{}", hardest.markdown(HARDEST));
    }
    println!("{}", all.markdown("all"));
    eprintln!(
        "{} puzzles in {:.1} s (one thread{})",
        rated.len(),
        start.elapsed().as_secs_f64(),
        args.time_limit
            .map_or(String::new(), |t| format!(", time limit {t} s per puzzle"))
    );
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_and_tallies() {
        assert_eq!(band(Tenths(12)), 0);
        assert_eq!(band(Tenths(29)), 1);
        assert_eq!(band(Tenths(72)), 6);
        assert_eq!(band(Tenths(113)), 8);
        assert_eq!(band_label(6), "7.0-7.9");
        let mut row = Row::default();
        let e = SeRating {
            er: Tenths(72),
            ep: Tenths(20),
            ed: Tenths(20),
        };
        row.add(e, Some(e));
        row.add(
            e,
            Some(SeRating {
                er: Tenths(77),
                ..e
            }),
        );
        row.add(e, None);
        assert_eq!((row.count, row.timeouts), (3, 1));
        assert_eq!(row.exact, [1, 2, 2]);
        assert_eq!(row.near, [2, 2, 2]);
    }
}
