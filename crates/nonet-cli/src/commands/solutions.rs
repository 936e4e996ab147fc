//! `nonet solve --all`: every solution of each puzzle, up to `--max`, to show why a
//! puzzle is not unique.
//!
//! The search asks for one solution more than `--max`, so that a list of `--max` is
//! known to be complete or not. Each puzzle's record:
//! - line form: its solutions one per line, then one `#` line with their number
//!   (`# 1 solution`, `# 2 solutions`, `# no solution`, or `# more than 100 solutions:
//!   the first 100 shown`), so every record ends with a `#` line and the output reads
//!   back as puzzles;
//! - grid form: each solution boxed, with a `# solution: 1 of 2` line under it, or
//!   `none`;
//! - JSON: `{"puzzle", "status", "count", "complete", "solutions": [...]}` (and
//!   `"conflicts"` when givens clash), `count` being the number of solutions listed.
//!
//! The exit status is `solve`'s: 0 for a unique puzzle, 1 for none or several.

use std::num::NonZeroUsize;

use serde::Serialize;

use crate::engine::{Broken, Engine, Outcome};
use crate::flags::{Format, SolveArgs};
use crate::output::{Output, plural, puzzle_block, thousands};
use crate::rules::Work;
use crate::status::Status;
use nonet::grid::Conflict;
use nonet::rules::Rules;
use nonet::{Grid, SolveStatus};

/// Solutions listed per puzzle unless `--max` says otherwise.
pub const DEFAULT_MAX: usize = 100;

pub fn run(args: &SolveArgs) -> anyhow::Result<Status> {
    let max = args.max.map_or(DEFAULT_MAX, NonZeroUsize::get);
    super::search::run(
        &args.input,
        &args.output,
        &args.batch,
        Engine::all(max),
        |out, work, o| {
            write(out, work, o, max)?;
            Ok(match o.status {
                SolveStatus::Unique => Status::Ok,
                _ => Status::Unsolved,
            })
        },
    )
}

/// The JSON object of one puzzle.
#[derive(Serialize)]
struct Record<'a> {
    puzzle: &'a Grid,
    /// The rules, when they are not classic.
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<&'a Rules>,
    status: SolveStatus,
    count: usize,
    /// Whether `solutions` holds every solution of the puzzle.
    complete: bool,
    solutions: &'a [Grid],
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    conflicts: &'a [Conflict],
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    broken: &'a [Broken],
}

fn write(out: &mut Output, work: &Work, o: &Outcome, max: usize) -> std::io::Result<()> {
    let all = o.solutions();
    let shown = &all[..all.len().min(max)];
    let complete = all.len() <= max;
    let total = if complete {
        thousands(shown.len() as u64)
    } else {
        format!("more than {}", thousands(max as u64))
    };
    match out.format() {
        Format::Line => {
            for s in shown {
                out.line(&s.to_line())?;
            }
            out.line(&match (shown.len(), complete) {
                (0, _) => "# no solution".to_string(),
                (n, true) => format!("# {}", plural(n, "solution")),
                (n, false) => format!(
                    "# {total} solutions: the first {} shown",
                    thousands(n as u64)
                ),
            })
        }
        Format::Grid => {
            if shown.is_empty() {
                return out.block(&puzzle_block(work, None, "none", &[]));
            }
            for (i, s) in shown.iter().enumerate() {
                let field = format!("{} of {total}", i + 1);
                out.block(&puzzle_block(work, Some(s), "", &[("solution", field)]))?;
            }
            Ok(())
        }
        Format::Json => out.json(&Record {
            puzzle: work.givens(),
            rules: work.rules(),
            status: o.status,
            count: shown.len(),
            complete,
            solutions: shown,
            conflicts: o.conflicts(),
            broken: o.broken(),
        }),
    }
}
