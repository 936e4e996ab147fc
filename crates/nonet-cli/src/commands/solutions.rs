//! `nonet solve --all`: every solution of each puzzle, up to `--max`, to show why a
//! puzzle is not unique.
//!
//! The search asks for one solution more than `--max`, so that a list of `--max` is
//! known to be complete or not. A worker lists each puzzle, on every core, keeping at
//! most [`KEPT`] solutions: that is the whole record for most puzzles (and always
//! under the default `--max`). A puzzle with more solutions than that to show is listed
//! again where it is written (on the thread that writes, so in input order), each
//! solution written as the search finds it and none kept: the first comes out at once
//! ([`FLUSH_EACH`], [`FLUSH_EVERY`]), memory stays the same whatever `--max`, and a
//! reader that goes away (`| head -1`) stops the search. So the number of solutions
//! comes last. Each puzzle's record:
//! - line form: its solutions one per line, then one `#` line with their number
//!   (`# 1 solution`, `# 2 solutions`, `# no solution`, or `# more than 100 solutions:
//!   the first 100 shown`), so every record ends with a `#` line and the output reads
//!   back as puzzles;
//! - grid form: each solution boxed, with a `# solution: 1` line under it, then the
//!   line form's `#` line; or `none`;
//! - JSON: `{"puzzle", "solutions": [...], "status", "count", "complete"}` (and
//!   `"conflicts"` when givens clash), `count` being the number of solutions listed.
//!
//! The exit status is `solve`'s: 0 for a unique puzzle, 1 for none or several.

use std::io;
use std::num::NonZeroUsize;
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use crate::batch::{Runner, Verdict};
use crate::flags::{Format, SolveArgs};
use crate::output::{Output, note, plural, puzzle_block, status_word, thousands};
use crate::rules::puzzle_of;
use crate::status::Status;
use nonet::record::{Search, SearchOutcome, SolutionsRecord};
use nonet::rules::Puzzle;
use nonet::{Grid, SolveStatus};

/// Solutions listed per puzzle unless `--max` says otherwise.
pub const DEFAULT_MAX: usize = 100;

pub fn run(args: &SolveArgs) -> anyhow::Result<Status> {
    let max = args.max.map_or(DEFAULT_MAX, NonZeroUsize::get);
    let runner = Runner::new(args.batch.threads)?;
    let mut out = Output::new(args.output.format);
    let extra = args.input.rules.clone();
    let search = Search::all(max);
    // The workers' own copy (it outlives this call's borrows).
    let extra_w = extra.clone();
    let report = runner.stream(
        &args.input.inputs,
        &mut out,
        move |read| listed(&search, &puzzle_of(read, extra_w.as_ref()), max),
        |out, p, read, listed| {
            let puzzle = puzzle_of(read, extra.as_ref());
            let (o, kept) = match listed {
                Listed::Whole(o, kept) => {
                    head(out, &puzzle)?;
                    for (i, s) in kept.iter().enumerate() {
                        one(out, &puzzle, s, i + 1)?;
                    }
                    (o, kept)
                }
                Listed::Long => (list(out, &search, &puzzle, max)?, Vec::new()),
            };
            super::search::notes(out, p, &o)?;
            end(out, &puzzle, SolutionsRecord::new(&puzzle, &o, max, kept))?;
            Ok(Verdict {
                status: match o.status {
                    SolveStatus::Unique => Status::Ok,
                    _ => Status::Unsolved,
                },
                outcome: status_word(o.status),
            })
        },
    )?;
    if args.output.stats {
        note(&format!("nonet: {}", runner.summary_line(&report.summary)));
    }
    Ok(report.status)
}

/// The first solutions of a record, each sent on as soon as it is found (the default
/// `--max`: what a person reads).
const FLUSH_EACH: usize = 100;

/// The most solutions a worker keeps for one record: the default `--max`, so memory
/// does not grow with `--max` (a longer list is written as it is found).
const KEPT: usize = DEFAULT_MAX;

/// A puzzle as a worker lists it.
enum Listed {
    /// The whole record: the outcome and the solutions to show.
    Whole(SearchOutcome, Vec<Grid>),
    /// More than [`KEPT`] solutions to show: listed again as they are written.
    Long,
}

/// Lists `puzzle` keeping at most [`KEPT`] solutions; [`Listed::Long`] when it has
/// more to show.
fn listed(search: &Search, puzzle: &Puzzle, max: usize) -> Listed {
    let mut kept = Vec::new();
    let mut long = false;
    let o = search.each_solution(puzzle, |s| {
        if kept.len() == max {
            // The one beyond `--max`: counted, to know the list is not complete.
            return ControlFlow::Continue(());
        }
        if kept.len() == KEPT {
            long = true;
            return ControlFlow::Break(());
        }
        kept.push(s);
        ControlFlow::Continue(())
    });
    if long {
        Listed::Long
    } else {
        Listed::Whole(o, kept)
    }
}

/// Past [`FLUSH_EACH`], what is written is sent on with the first solution found this
/// long after the last send (and at the end of the record): a write to the pipe for
/// every solution made listing the empty grid's 4.5 times slower (1,000,000
/// solutions: 3.9 s against 0.85 s). The cost: when solutions come in a burst and then
/// the search goes quiet, the last of the burst waits for the next one or the end.
const FLUSH_EVERY: Duration = Duration::from_millis(10);

/// Writes the start of a puzzle's record and its first `max` solutions as the search
/// finds them, each sent on at once (a slow search shows each as it comes); returns
/// the outcome, whose count may be `max + 1`.
fn list(
    out: &mut Output,
    search: &Search,
    puzzle: &Puzzle,
    max: usize,
) -> io::Result<SearchOutcome> {
    head(out, puzzle)?;
    let mut shown = 0;
    let mut failed = None;
    let mut flushed = Instant::now();
    let o = search.each_solution(puzzle, |s| {
        if shown == max {
            return ControlFlow::Continue(());
        }
        shown += 1;
        let written = one(out, puzzle, &s, shown).and_then(|()| {
            if shown <= FLUSH_EACH || flushed.elapsed() >= FLUSH_EVERY {
                flushed = Instant::now();
                out.flush()
            } else {
                Ok(())
            }
        });
        match written {
            Ok(()) => ControlFlow::Continue(()),
            Err(e) => {
                failed = Some(e);
                ControlFlow::Break(())
            }
        }
    });
    match failed {
        Some(e) => Err(e),
        None => Ok(o),
    }
}

/// Writes the start of a record: in JSON, the puzzle and the opening of its list.
fn head(out: &mut Output, puzzle: &Puzzle) -> io::Result<()> {
    if out.format() == Format::Json {
        let head = SolutionsRecord::json_head(puzzle).map_err(io::Error::other)?;
        out.raw(&head)?;
    }
    Ok(())
}

/// Writes the `n`th solution of a record.
fn one(out: &mut Output, puzzle: &Puzzle, s: &Grid, n: usize) -> io::Result<()> {
    match out.format() {
        Format::Line => out.line(&s.to_line()),
        Format::Grid => out.block(&puzzle_block(
            puzzle,
            Some(s),
            "",
            &[("solution", thousands(n as u64))],
        )),
        Format::Json => {
            let s = serde_json::to_string(s).map_err(io::Error::other)?;
            out.raw(&format!("{}{s}", if n > 1 { "," } else { "" }))
        }
    }
}

/// Writes the end of a puzzle's record: the number of solutions (the solutions
/// themselves are written already).
fn end(out: &mut Output, puzzle: &Puzzle, record: SolutionsRecord) -> io::Result<()> {
    let total = match (record.count, record.complete) {
        (0, _) => "# no solution".to_string(),
        (n, true) => format!("# {}", plural(n, "solution")),
        (n, false) => format!("# {}: {}", more_than(n), first_shown(n)),
    };
    match out.format() {
        Format::Line => out.line(&total),
        Format::Grid if record.count == 0 => out.block(&puzzle_block(puzzle, None, "none", &[])),
        Format::Grid => out.raw(&format!("{total}\n")),
        Format::Json => {
            let (_, tail) = record.json_parts().map_err(io::Error::other)?;
            out.raw(&format!("{tail}\n"))
        }
    }
}

/// `more than 1 solution`, `more than 100 solutions`.
fn more_than(max: usize) -> String {
    format!("more than {}", plural(max, "solution"))
}

/// `the first shown`, `the first 100 shown`.
fn first_shown(n: usize) -> String {
    match n {
        1 => "the first shown".to_string(),
        n => format!("the first {} shown", thousands(n as u64)),
    }
}
