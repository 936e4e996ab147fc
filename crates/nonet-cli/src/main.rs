//! `nonet`: the command-line face of the engine.
//!
//! Every flag is defined once in [`flags`]; each subcommand lives in its own file under
//! [`commands`]; the plumbing they share reads inputs as they stream in ([`lines`],
//! [`input`]), runs batches on a thread pool and writes each result in input order as
//! soon as it can ([`batch`]), runs the search ([`engine`]) and writes results
//! ([`output`]). Errors are `anyhow` values with context; the exit status is
//! 0 (all well), 1 (a puzzle had no or several solutions where one is needed) or 2
//! (an error) or 3 (a puzzle's rules are ones the command cannot take yet). A closed output pipe (`nonet solve big.txt | head`) is a success; a standard output or input that was closed
//! before nonet started (`>&-`, `<&-`) is an error ([`closed_streams`]).

mod batch;
mod closed_streams;
mod commands;
mod flags;
mod input;
mod output;
mod positive;
mod progress;
mod rules;
mod status;
mod svg;

use std::process::ExitCode;

use clap::Parser;

use crate::flags::{BruteArgs, Cli, Command};
use crate::status::Status;

fn main() -> ExitCode {
    if closed_streams::stdout_closed() {
        output::note("nonet: cannot write to standard output: it is closed");
        return Status::Error.into();
    }
    let args = input::shield_puzzles(std::env::args_os());
    // `nonet brute` is timed as a whole process by the cross-language benchmark: its
    // plain command lines skip building the parser (see `BruteArgs::from_plain_args`).
    let result = match BruteArgs::from_plain_args(&args) {
        Some(brute) => commands::brute::run(&brute),
        None => run(&Cli::parse_from(args)),
    };
    match result {
        Ok(status) => status.into(),
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            output::note(&format!("nonet: {err:#}"));
            Status::Error.into()
        }
    }
}

fn run(cli: &Cli) -> anyhow::Result<Status> {
    match &cli.command {
        Command::Solve(args) => commands::solve::run(args),
        Command::Count(args) => commands::count::run(args),
        Command::Brute(args) => commands::brute::run(args),
        Command::Hint(args) => commands::hint::run(args),
        Command::Explain(args) => commands::explain::run(args),
        Command::Techniques(args) => commands::techniques::run(args),
        Command::Generate(args) => commands::generate::run(args),
        Command::Id(args) => commands::id::run(args),
        Command::Rate(args) => commands::rate::run(args),
        Command::Play(args) => commands::play::run(args),
        Command::Draw(args) => commands::draw::run(args),
    }
}

/// Whether the error is the reader of our output going away: not a failure of ours.
fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|e| {
        e.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
