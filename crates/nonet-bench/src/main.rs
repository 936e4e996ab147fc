//! `nonet-bench`: nonet side by side with other implementations on the same inputs.
//!
//! Each comparison is a subcommand in its own module; this file only dispatches.

mod brute_vs_c;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Side-by-side comparisons of nonet with peer implementations.
#[derive(Parser)]
#[command(name = "nonet-bench", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Seed 002's brute force: nonet against a plain C translation (gcc -O3).
    BruteVsC(brute_vs_c::BruteVsCArgs),
    /// Seed 002's brute force on .matrix files, printing the seed's reference output
    /// (the nonet side of `brute-vs-c`, runnable on its own for outside timing).
    Brute(brute_vs_c::BruteArgs),
}

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::BruteVsC(args) => brute_vs_c::compare(&args),
        Command::Brute(args) => brute_vs_c::brute(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("nonet-bench: {err:#}");
            ExitCode::from(2)
        }
    }
}
