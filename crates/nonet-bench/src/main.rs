//! `nonet-bench`: nonet beside peer crates on the same puzzle files, in one process.
//!
//! Each comparison is a subcommand in its own module; `solve` is the first. Build in
//! release mode: `cargo run --release -p nonet-bench -- solve FILE`.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod contenders;
mod solve;

/// Side-by-side benchmarks of nonet and peer crates.
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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Solve(args) => solve::run(&args),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("nonet-bench: {e:#}");
            ExitCode::from(2)
        }
    }
}
