//! `nonet count`: how many solutions each puzzle has, up to `--limit`.
//!
//! Counting is the answer, not a test: every count exits 0, and only unreadable or
//! malformed input makes the status 2.

use crate::flags::{CountArgs, Format};
use crate::output::{Output, puzzle_block, stats_fields};
use crate::status::Status;
use nonet::record::{CountRecord, Search, SearchOutcome};
use nonet::rules::Puzzle;

pub fn run(args: &CountArgs) -> anyhow::Result<Status> {
    let limit = args.limit.get();
    let search = Search::new(args.algo.algo, limit, args.output.stats).counting_only();
    super::search::run(
        &args.input,
        &args.output,
        &args.batch,
        search,
        |out, puzzle, o| {
            write(out, puzzle, o, limit)?;
            Ok(Status::Ok)
        },
    )
}

fn write(
    out: &mut Output,
    puzzle: &Puzzle,
    o: &SearchOutcome,
    limit: usize,
) -> std::io::Result<()> {
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
            out.block(&puzzle_block(puzzle, Some(&puzzle.givens), "", &fields))
        }
        Format::Json => out.json(&CountRecord::new(puzzle, o, limit)),
    }
}
