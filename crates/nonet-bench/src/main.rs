//! `nonet-bench`: nonet beside peer implementations on the same inputs, in one process.
//!
//! Each comparison is a subcommand in its own module. Build in release mode, e.g.
//! `cargo run --release -p nonet-bench -- solve FILE` or `-- brute-vs-c --matrices DIR`.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod brute_vs_c;
mod contenders;
mod dig_hole;
mod generate;
mod iss_form;
mod paths;
mod process;
mod se;
mod se_agreement;
mod se_variant_agreement;
mod solve;
mod variant_generate;
mod variant_paths;
mod variants;

/// Side-by-side benchmarks of nonet and peer implementations.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Count solutions (up to --limit) of every puzzle of FILE with nonet and with the
    /// `sudoku` crate, check that they agree, and print puzzles/s for both.
    Solve(solve::Args),
    /// `nonet brute --algo brute|dlx|cp` beside the cross-language benchmark's C
    /// programs on every .matrix file of a folder, as whole processes: check that
    /// iterations and output agree, and print a table of both times and their ratios.
    BruteVsC(brute_vs_c::BruteVsCArgs),
    /// `nonet count --threads 1 FILE` as a whole process beside a plain program that
    /// counts with the `sudoku` crate (`sudoku-count`): median wall and CPU times, peak
    /// memory; then `nonet count` on a large input made by repeating FILE.
    Process(process::Args),
    /// The reference program of `process`: each line's solution count up to 2 with the
    /// `sudoku` crate, one per line.
    SudokuCount(process::SudokuCountArgs),
    /// Full logical paths (`explain`) of every puzzle of FILE, single thread: paths/s,
    /// the distribution of the time per path, and the share solved by logic alone.
    Paths(paths::Args),
    /// Full logical paths of the variant puzzles of a TSV, single thread, each step
    /// checked against the published solution: per kind, how many logic alone solves
    /// and the time per path.
    VariantPaths(variant_paths::Args),
    /// Variant generation per kind and level, single thread: median, p90 and worst ms
    /// per puzzle, how many met their level, median givens; every puzzle checked
    /// proper under its rules.
    VariantGenerate(variant_generate::Args),
    /// The dig-hole generator, single thread: puzzles/s, mean and worst ms per level,
    /// how many met their level, beside the dig-hole specification's own performance
    /// table (the "Sudoku Puzzle Generator - Complete Implementation Specification").
    DigHole(dig_hole::Args),
    /// Generation, single thread: puzzles/s (median of runs), mean and worst ms and the
    /// share meeting the whole target, per scheme and level; then minimal puzzles with
    /// no target beside the `sudoku` crate's generator.
    Generate(generate::Args),
    /// Sudoku Explainer ratings of the puzzles of FILE on one thread: per-group median,
    /// p90 and total CPU time, and agreement with serate's ER/EP/ED when the file has them.
    Se(se::Args),
    /// nonet's Sudoku Explainer rating against serate's numbers in a `puzzle ER EP ED
    /// group` TSV: a Markdown table of agreement by ER band; with `--variants`, variant
    /// puzzles against SukakuExplainer's serate, per rule set and half.
    SeAgreement(se_agreement::Args),
    /// Variant puzzles (a TSV of kind, source, format, puzzle, solution): nonet beside
    /// the Interactive Sudoku Solver counting solutions up to 2, median and total time
    /// per kind.
    Variants(variants::Args),
    /// Each row of a variant TSV in the Interactive Sudoku Solver's notation (the
    /// published text, or nonet's ISS writer on the rules it read), or why it has none:
    /// the input `web/bench/iss_vs_wasm.mjs` gives ISS.
    IssForm(iss_form::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Solve(args) => solve::run(&args),
        Command::BruteVsC(args) => brute_vs_c::compare(&args),
        Command::Process(args) => process::compare(&args),
        Command::SudokuCount(args) => process::sudoku_count(&args),
        Command::Paths(args) => paths::run(&args),
        Command::VariantPaths(args) => variant_paths::run(&args),
        Command::VariantGenerate(args) => variant_generate::run(&args),
        Command::DigHole(args) => dig_hole::run(&args),
        Command::Generate(args) => generate::run(&args),
        Command::Se(args) => se::run(&args),
        Command::SeAgreement(args) => se_agreement::run(&args),
        Command::Variants(args) => variants::run(&args),
        Command::IssForm(args) => iss_form::run(&args),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("nonet-bench: {e:#}");
            ExitCode::from(2)
        }
    }
}
