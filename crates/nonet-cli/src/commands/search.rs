//! The batch loop of the search commands (`solve`, `count`): stream the inputs, search
//! every puzzle on the pool, and hand each outcome to the command's writer in input
//! order. Clashing givens and the `--stats` summary are handled here once.

use std::io;

use crate::batch::{Runner, Verdict};
use crate::flags::{BatchArgs, Format, InputArgs, OutputArgs};
use crate::input::Puzzle as Read;
use crate::output::{Output, note, status_word};
use crate::rules::puzzle_of;
use crate::status::Status;
use nonet::grid::Clash;
use nonet::record::{BrokenRules, Search, SearchOutcome};
use nonet::rules::Puzzle;

/// Runs `search` over the inputs (with `--rules` added to classic puzzles); `write`
/// prints one outcome and says what it means for the exit status.
pub fn run(
    input: &InputArgs,
    output: &OutputArgs,
    batch_args: &BatchArgs,
    search: Search,
    mut write: impl FnMut(&mut Output, &Puzzle, &SearchOutcome) -> io::Result<Status>,
) -> anyhow::Result<Status> {
    let runner = Runner::new(batch_args.threads)?;
    let mut out = Output::new(output.format);
    let extra = input.rules.clone();
    let extra_w = extra.clone();
    let report = runner.stream(
        &input.inputs,
        &mut out,
        move |read| {
            let puzzle = puzzle_of(read, extra_w.as_ref());
            search.run(&puzzle).map_err(|e| {
                format!(
                    "--algo {} takes classic rules only, not {}; the default solver (--algo fast) takes them",
                    e.0.name(),
                    puzzle.rules.name()
                )
            })
        },
        |out, p, read, o| {
            let puzzle = puzzle_of(read, extra.as_ref());
            let o = match o {
                Ok(o) => o,
                Err(why) => {
                    out.unsupported(p, &puzzle, &why)?;
                    return Ok(Verdict {
                        status: Status::Unsupported,
                        outcome: "unsupported",
                    });
                }
            };
            notes(out, p, &o)?;
            Ok(Verdict {
                status: write(out, &puzzle, &o)?,
                outcome: status_word(o.status),
            })
        },
    )?;
    if output.stats {
        note(&format!("nonet: {}", runner.summary_line(&report.summary)));
    }
    Ok(report.status)
}

/// Why a puzzle has no solution, on stderr in the text forms (JSON carries the
/// conflicts and broken rules in its object).
pub fn notes(out: &mut Output, p: &Read, o: &SearchOutcome) -> io::Result<()> {
    if out.format() == Format::Json {
        return Ok(());
    }
    if !o.conflicts().is_empty() {
        out.note(&format!("{}: {}", p.location(), Clash(o.conflicts())))?;
    }
    if !o.broken().is_empty() {
        out.note(&format!("{}: {}", p.location(), BrokenRules(o.broken())))?;
    }
    Ok(())
}
