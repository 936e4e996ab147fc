//! `nonet brute`: the cross-language benchmark's three algorithms (its brute force,
//! Algorithm X with dancing links, constraint propagation), each printing its C
//! reference's output byte for byte with the reference's iteration count.
//!
//! The library solves and counts ([`brute`], [`dlx`], [`benchmark_cp`]); the report
//! text is this command's ([`report`]). The clock runs from the start of the command
//! (files read, puzzles solved, reports written) to the closing line, as the
//! references time themselves. Puzzles are solved one after the other, like the
//! references'; stdout carries nothing but the reference format, so malformed input is
//! reported on stderr only.

mod report;

use std::time::Instant;

use nonet::Grid;
use nonet::solve::benchmark_cp::{self, CpEnd};
use nonet::solve::{brute, dlx};

use crate::flags::{BenchmarkAlgorithm, BruteArgs, Format};
use crate::input::Batch;
use crate::output::Output;
use crate::rules::puzzle_of;
use crate::status::Status;
use report::Ending;

pub fn run(args: &BruteArgs) -> anyhow::Result<Status> {
    let start = Instant::now();
    let batch = Batch::read(&args.inputs);
    let mut status = super::report_unreadable(&batch);
    let mut out = Output::new(Format::Line);
    for puzzle in &batch.puzzles {
        let read = match &puzzle.puzzle {
            Ok(read) => Ok(puzzle_of(read, None)),
            Err(bad) => Err(bad),
        };
        match read {
            Ok(p) if !p.rules.is_classic() => {
                let why = format!(
                    "the cross-language benchmark's algorithms take classic rules only, not {}; \
                     `nonet solve` and `nonet count` take it",
                    p.rules.name()
                );
                out.note(&format!("{}: {why}", puzzle.location()))?;
                status.note(Status::Unsupported);
            }
            Ok(p) => {
                let ending = solve(args.algo, &p.givens);
                if !matches!(ending, Ending::Solved { .. }) {
                    status.note(Status::Unsolved);
                }
                out.raw(&report::report(&puzzle.source, &p.givens, &ending))?;
            }
            Err(bad) => {
                out.note(&format!("{}: {}", puzzle.location(), bad.problem()))?;
                status.note(Status::Error);
            }
        }
    }
    out.raw(&report::seconds_line(start.elapsed().as_secs_f64()))?;
    out.flush()?;
    Ok(status)
}

/// Runs `algorithm` on `grid` to its first solution: how the report ends.
fn solve(algorithm: BenchmarkAlgorithm, grid: &Grid) -> Ending {
    match algorithm {
        BenchmarkAlgorithm::Brute => {
            let o = brute::solve(grid);
            match o.solution {
                Some(solution) => Ending::Solved {
                    solution,
                    iterations: o.iterations,
                },
                None => Ending::Silent,
            }
        }
        BenchmarkAlgorithm::Dlx => {
            // The search's node count is the reference's iteration count: both count
            // every call of the search, on the same matrix in the same order.
            let o = dlx::solve(grid);
            match o.solution {
                Some(solution) => Ending::Solved {
                    solution,
                    iterations: o.nodes,
                },
                None => Ending::NoSolution,
            }
        }
        BenchmarkAlgorithm::Cp => {
            let o = benchmark_cp::solve(grid);
            match o.end {
                CpEnd::Solved(solution) => Ending::Solved {
                    solution,
                    iterations: o.iterations,
                },
                CpEnd::ContradictionBeforeSearch => Ending::ContradictionBeforeSearch,
                CpEnd::NoSolution => Ending::NoSolution,
            }
        }
    }
}
