//! `nonet brute`: seed 002's brute force with the cross-language benchmark's reference
//! output, byte for byte, and its closing `Seconds to process S.SSS` line.
//!
//! The library renders each puzzle's report ([`brute::report`]); the binary owns the
//! clock, which runs from the start of the command (files read, puzzles solved, reports
//! written) to the closing line, as the benchmark's programs time themselves. Puzzles are
//! solved one after the other, like the benchmark's; stdout carries nothing but the
//! reference format, so malformed input is reported on stderr only.

use std::time::Instant;

use nonet::solve::brute;

use crate::flags::{BruteArgs, Format};
use crate::input::Batch;
use crate::output::Output;
use crate::status::Status;

pub fn run(args: &BruteArgs) -> anyhow::Result<Status> {
    let start = Instant::now();
    let batch = Batch::read(&args.inputs);
    let mut status = super::report_unreadable(&batch);
    let mut out = Output::new(Format::Line);
    for puzzle in &batch.puzzles {
        match &puzzle.grid {
            Ok(grid) => {
                let outcome = brute::solve(grid);
                if outcome.solution.is_none() {
                    status.note(Status::Unsolved);
                }
                out.raw(&brute::report(&puzzle.source, grid, &outcome))?;
            }
            Err(bad) => {
                out.note(&format!("{}: {}", puzzle.location(), bad.problem()))?;
                status.note(Status::Error);
            }
        }
    }
    out.raw(&brute::seconds_line(start.elapsed().as_secs_f64()))?;
    out.flush()?;
    Ok(status)
}
