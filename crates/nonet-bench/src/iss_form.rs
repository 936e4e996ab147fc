//! `nonet-bench iss-form`: each row of a variant TSV in the Interactive Sudoku Solver's
//! notation, for benchmarks that give ISS the same puzzles as nonet (the web page's
//! `web/bench/iss_vs_wasm.mjs`).
//!
//! ISS's text reader does not take f-puzzles JSON, so an f-puzzles row is written by
//! nonet's ISS writer from the rules nonet read; an ISS row is passed on as published.
//! A row nonet cannot read, or whose rules ISS's notation cannot express, keeps its
//! line with the reason instead of a text, so the caller can count what it skips.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;

use crate::variants::{iss_text, read_row, read_rows};

/// Arguments of `nonet-bench iss-form`.
#[derive(clap::Args)]
pub struct Args {
    /// The puzzles: a TSV with columns kind, source, format, puzzle, solution (a header
    /// line first).
    #[arg(default_value = "../shared/data/variants_train.tsv")]
    file: PathBuf,
}

/// Prints `line<TAB>kind<TAB>ISS text<TAB>` per row, or `line<TAB>kind<TAB><TAB>why`
/// when the row has no ISS form.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let text = std::fs::read_to_string(&args.file)
        .with_context(|| format!("reading {}", args.file.display()))?;
    for row in read_rows(&text, None) {
        let form = read_row(&row).and_then(|puzzle| iss_text(&row, &puzzle));
        let (iss, why) = match form {
            Ok(iss) => (iss, String::new()),
            Err(e) => (String::new(), format!("{e:#}").replace(['\t', '\n'], " ")),
        };
        println!("{}\t{}\t{iss}\t{why}", row.line, row.kind);
    }
    Ok(ExitCode::SUCCESS)
}
