//! `nonet solve`: the solution of each puzzle, or why there is none to print.
//!
//! A line of 81 digits always means *the* solution: by default the search goes on to a
//! second solution, and a puzzle that has one prints `multiple` (JSON: `"status":
//! "multiple"`, `"solution": null`) rather than an arbitrary pick. `--first` stops at the
//! first solution instead, for puzzles known to be proper or when any solution will do.

use crate::flags::{Format, SolveArgs};
use crate::output::{Output, puzzle_block, stats_fields};
use crate::status::Status;
use nonet::record::{Search, SearchOutcome, SolveRecord};
use nonet::rules::Puzzle;
use nonet::{Grid, SolveStatus};

pub fn run(args: &SolveArgs) -> anyhow::Result<Status> {
    if args.all {
        return super::solutions::run(args);
    }
    let search = Search::new(
        args.algo.algo,
        if args.first { 1 } else { 2 },
        args.output.stats,
    );
    super::search::run(
        &args.input,
        &args.output,
        &args.batch,
        search,
        |out, puzzle, o| {
            write(out, puzzle, o)?;
            Ok(status_of(o.status))
        },
    )
}

/// `solve` succeeds on a puzzle when it prints a solution.
fn status_of(s: SolveStatus) -> Status {
    match s {
        SolveStatus::Unique | SolveStatus::Solved => Status::Ok,
        _ => Status::Unsolved,
    }
}

/// The word printed in place of a solution.
fn word(s: SolveStatus) -> &'static str {
    match s {
        SolveStatus::NoSolution => "none",
        SolveStatus::Multiple => "multiple",
        _ => "unknown",
    }
}

fn write(out: &mut Output, puzzle: &Puzzle, o: &SearchOutcome) -> std::io::Result<()> {
    let solution = SolveRecord::shown(o);
    match out.format() {
        Format::Line => {
            let mut line = solution
                .as_ref()
                .map_or_else(|| word(o.status).to_string(), Grid::to_line);
            if let Some(stats) = o.stats() {
                line.push('\t');
                line.push_str(&stats_fields(stats));
            }
            out.line(&line)
        }
        Format::Grid => {
            let mut fields = Vec::new();
            if let Some(stats) = o.stats() {
                fields.push(("stats", stats_fields(stats)));
            }
            out.block(&puzzle_block(
                puzzle,
                solution.as_ref(),
                word(o.status),
                &fields,
            ))
        }
        Format::Json => out.json(&SolveRecord::new(puzzle, o)),
    }
}
