//! `nonet count`: how many solutions each puzzle has, up to `--limit`.
//!
//! Counting is the answer, not a test: every count exits 0, and only unreadable or
//! malformed input makes the status 2.

use serde::Serialize;

use crate::batch::Runner;
use crate::engine::{Engine, Outcome, Stats};
use crate::flags::{CountArgs, Format};
use crate::input::{Batch, Puzzle};
use crate::output::{Output, Summary, grid_block, note, stats_fields, status_word};
use crate::status::Status;
use nonet::grid::Conflict;
use nonet::{Grid, SolveStatus};

pub fn run(args: &CountArgs) -> anyhow::Result<Status> {
    let batch = Batch::read(&args.input.inputs);
    let mut status = super::report_unreadable(&batch);
    let limit = args.limit.get();
    let engine = Engine::new(limit, args.output.stats);
    let runner = Runner::new(args.batch.threads)?;
    let mut out = Output::new(args.output.format);
    let mut summary = Summary::default();
    runner.run(
        &batch.puzzles,
        |p: &Puzzle| p.grid.as_ref().ok().map(|g| engine.run(g)),
        |p, outcome| {
            match (outcome, &p.grid) {
                (Some(o), _) => {
                    write(&mut out, p, &o, limit)?;
                    summary.add(status_word(o.status));
                }
                (None, Err(bad)) => {
                    out.malformed(p, bad)?;
                    summary.add("invalid");
                    status.note(Status::Error);
                }
                (None, Ok(_)) => {} // not produced: every good grid is searched
            }
            Ok(())
        },
    )?;
    out.flush()?;
    if args.output.stats {
        note(&format!(
            "nonet: {}",
            summary.line(runner.elapsed(), runner.threads())
        ));
    }
    Ok(status)
}

/// The JSON object of one counted puzzle.
#[derive(Serialize)]
struct Record<'a> {
    puzzle: &'a Grid,
    status: SolveStatus,
    count: usize,
    limit: usize,
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    conflicts: &'a [Conflict],
    #[serde(skip_serializing_if = "Option::is_none")]
    stats: Option<&'a Stats>,
}

fn write(out: &mut Output, p: &Puzzle, o: &Outcome, limit: usize) -> std::io::Result<()> {
    if !o.conflicts.is_empty() && out.format() != Format::Json {
        out.note(&super::solve::conflict_note(p, &o.conflicts))?;
    }
    match out.format() {
        Format::Line => {
            let mut line = o.count.to_string();
            if let Some(stats) = &o.stats {
                line.push('\t');
                line.push_str(&stats_fields(stats));
            }
            out.line(&line)
        }
        Format::Grid => {
            let mut fields = vec![("count", o.count.to_string())];
            if let Some(stats) = &o.stats {
                fields.push(("stats", stats_fields(stats)));
            }
            out.block(&grid_block(Some(&o.puzzle), "", &fields))
        }
        Format::Json => out.json(&Record {
            puzzle: &o.puzzle,
            status: o.status,
            count: o.count,
            limit,
            conflicts: &o.conflicts,
            stats: o.stats.as_ref(),
        }),
    }
}
