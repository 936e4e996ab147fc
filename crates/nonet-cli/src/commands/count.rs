//! `nonet count`: how many solutions each puzzle has, up to `--limit`.
//!
//! Counting is the answer, not a test: every count exits 0, and only unreadable or
//! malformed input makes the status 2.

use serde::Serialize;

use crate::engine::{Broken, Engine, Outcome, Stats};
use crate::flags::{CountArgs, Format};
use crate::output::{Output, puzzle_block, stats_fields};
use crate::rules::Work;
use crate::status::Status;
use nonet::grid::Conflict;
use nonet::rules::Rules;
use nonet::{Grid, SolveStatus};

pub fn run(args: &CountArgs) -> anyhow::Result<Status> {
    let limit = args.limit.get();
    let engine = Engine::new(args.algo.algo, limit, args.output.stats).counting_only();
    super::search::run(
        &args.input,
        &args.output,
        &args.batch,
        engine,
        |out, work, o| {
            write(out, work, o, limit)?;
            Ok(Status::Ok)
        },
    )
}

/// The JSON object of one counted puzzle.
#[derive(Serialize)]
struct Record<'a> {
    puzzle: &'a Grid,
    /// The rules, when they are not classic.
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<&'a Rules>,
    status: SolveStatus,
    count: usize,
    limit: usize,
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    conflicts: &'a [Conflict],
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    broken: &'a [Broken],
    #[serde(skip_serializing_if = "Option::is_none")]
    stats: Option<&'a Stats>,
}

fn write(out: &mut Output, work: &Work, o: &Outcome, limit: usize) -> std::io::Result<()> {
    match out.format() {
        Format::Line => match o.stats() {
            None => out.line_fmt(format_args!("{}", o.count)),
            Some(stats) => out.line_fmt(format_args!("{}\t{}", o.count, stats_fields(stats))),
        },
        Format::Grid => {
            let mut fields = vec![("count", o.count.to_string())];
            if let Some(stats) = o.stats() {
                fields.push(("stats", stats_fields(stats)));
            }
            out.block(&puzzle_block(work, Some(work.givens()), "", &fields))
        }
        Format::Json => out.json(&Record {
            puzzle: work.givens(),
            rules: work.rules(),
            status: o.status,
            count: o.count,
            limit,
            conflicts: o.conflicts(),
            broken: o.broken(),
            stats: o.stats(),
        }),
    }
}
