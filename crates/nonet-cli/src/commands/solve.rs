//! `nonet solve`: the solution of each puzzle, or why there is none to print.
//!
//! A line of 81 digits always means *the* solution: by default the search goes on to a
//! second solution, and a puzzle that has one prints `multiple` (JSON: `"status":
//! "multiple"`, `"solution": null`) rather than an arbitrary pick. `--first` stops at the
//! first solution instead, for puzzles known to be proper or when any solution will do.

use serde::Serialize;

use crate::engine::{Broken, Engine, Outcome, Stats};
use crate::flags::{Format, SolveArgs};
use crate::output::{Output, puzzle_block, stats_fields};
use crate::rules::Work;
use crate::status::Status;
use nonet::grid::Conflict;
use nonet::rules::Rules;
use nonet::{Grid, SolveStatus};

pub fn run(args: &SolveArgs) -> anyhow::Result<Status> {
    if args.all {
        return super::solutions::run(args);
    }
    let engine = Engine::new(
        args.algo.algo,
        if args.first { 1 } else { 2 },
        args.output.stats,
    );
    super::search::run(
        &args.input,
        &args.output,
        &args.batch,
        engine,
        |out, work, o| {
            write(out, work, o)?;
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

/// The solution to print: only a proven-unique one, or any with `--first`.
fn printed_solution(o: &Outcome) -> Option<&Grid> {
    match o.status {
        SolveStatus::Unique | SolveStatus::Solved => o.solution.as_ref(),
        _ => None,
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

/// The JSON object of one solved (or unsolvable) puzzle.
#[derive(Serialize)]
struct Record<'a> {
    puzzle: &'a Grid,
    /// The rules, when they are not classic.
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<&'a Rules>,
    status: SolveStatus,
    solution: Option<&'a Grid>,
    count: usize,
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    conflicts: &'a [Conflict],
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    broken: &'a [Broken],
    #[serde(skip_serializing_if = "Option::is_none")]
    stats: Option<&'a Stats>,
}

fn write(out: &mut Output, work: &Work, o: &Outcome) -> std::io::Result<()> {
    let solution = printed_solution(o);
    match out.format() {
        Format::Line => {
            let mut line = solution.map_or_else(|| word(o.status).to_string(), Grid::to_line);
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
            out.block(&puzzle_block(work, solution, word(o.status), &fields))
        }
        Format::Json => out.json(&Record {
            puzzle: work.givens(),
            rules: work.rules(),
            status: o.status,
            solution,
            count: o.count,
            conflicts: o.conflicts(),
            broken: o.broken(),
            stats: o.stats(),
        }),
    }
}
