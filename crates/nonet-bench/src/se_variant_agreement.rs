//! `nonet-bench se-agreement --variants FILE`: nonet's Sudoku Explainer rating of variant
//! puzzles beside SukakuExplainer's serate (a `rules puzzle ER EP ED half source` TSV with
//! `#` comment lines, such as `crates/nonet/tests/fixtures/se_variants.tsv`), as a
//! Markdown table per rule set and half: how many puzzles, how many nonet rates, and the
//! share of rated ones whose ER/EP/ED equal serate's exactly, all three and each.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use nonet::Grid;
use nonet::format::apply_rules_list;
use nonet::rate::se::{SeOptions, SeOutcome, rate};

/// Tallies of one rule set in one half.
#[derive(Default)]
struct Tally {
    puzzles: usize,
    rated: usize,
    all_three: usize,
    er: usize,
    ep: usize,
    ed: usize,
}

impl Tally {
    fn markdown(&self, label: &str) -> String {
        let pct = |n: usize| format!("{:.1}", 100.0 * n as f64 / self.rated.max(1) as f64);
        format!(
            "| {label} | {} | {} | {} ({}) | {} | {} | {} |",
            self.puzzles,
            self.rated,
            self.all_three,
            pct(self.all_three),
            pct(self.er),
            pct(self.ep),
            pct(self.ed)
        )
    }
}

pub fn run(file: &Path, time_limit: Option<f64>, verbose: bool) -> anyhow::Result<ExitCode> {
    let text = std::fs::read_to_string(file)
        .with_context(|| format!("{}: cannot read", file.display()))?;
    let options = SeOptions {
        time_limit: time_limit.map(Duration::from_secs_f64),
    };
    let mut tallies: BTreeMap<(String, String), Tally> = BTreeMap::new();
    let start = Instant::now();
    let mut count = 0;
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.starts_with("rules\t") || line.is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 6 {
            bail!(
                "{}:{}: expected 6 tab-separated columns",
                file.display(),
                i + 1
            );
        }
        let at = || format!("{}:{}", file.display(), i + 1);
        let grid: Grid = f[1].parse().with_context(at)?;
        let puzzle = apply_rules_list(grid.into(), f[0]).with_context(at)?;
        let expected = format!("{}/{}/{}", f[2], f[3], f[4]);
        count += 1;
        let got = match rate(&puzzle, &options) {
            Ok(SeOutcome::Rated { rating, .. }) => Some(rating),
            _ => None,
        };
        for key in [(f[0], f[5]), ("all", f[5]), ("all", "both")] {
            let t = tallies
                .entry((key.0.to_string(), key.1.to_string()))
                .or_default();
            t.puzzles += 1;
            if let Some(g) = got {
                t.rated += 1;
                t.all_three += usize::from(g.to_string() == expected);
                t.er += usize::from(g.er.to_string() == f[2]);
                t.ep += usize::from(g.ep.to_string() == f[3]);
                t.ed += usize::from(g.ed.to_string() == f[4]);
            }
        }
        if verbose && got.map(|g| g.to_string()) != Some(expected.clone()) {
            eprintln!(
                "{} {} {}: serate {expected}, nonet {}",
                f[0],
                f[1],
                f[5],
                got.map_or("unrated".to_string(), |g| g.to_string())
            );
        }
    }
    println!(
        "| rules | half | puzzles | rated by nonet | ER/EP/ED equal (%) | ER equal % | EP equal % | ED equal % |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---:|");
    for ((rules, half), t) in &tallies {
        println!("{}", t.markdown(&format!("{rules} | {half}")));
    }
    eprintln!(
        "{count} puzzles in {:.1} s (one thread)",
        start.elapsed().as_secs_f64()
    );
    Ok(ExitCode::SUCCESS)
}
