//! The batch loop of the search commands (`solve`, `count`): read the inputs, search
//! every puzzle on the pool, and hand each outcome to the command's writer in input
//! order. Malformed puzzles, clashing givens and the `--stats` summary are handled here
//! once.

use std::io;

use crate::batch::Runner;
use crate::engine::{Engine, Outcome};
use crate::flags::{BatchArgs, Format, InputArgs, OutputArgs};
use crate::input::{Batch, Puzzle};
use crate::output::{Output, Summary, note, status_word};
use crate::status::Status;
use nonet::grid::Conflict;

/// Runs `engine` over the inputs; `write` prints one outcome and says what it means for
/// the exit status.
pub fn run(
    input: &InputArgs,
    output: &OutputArgs,
    batch_args: &BatchArgs,
    engine: Engine,
    mut write: impl FnMut(&mut Output, &Outcome) -> io::Result<Status>,
) -> anyhow::Result<Status> {
    let batch = Batch::read(&input.inputs);
    let mut status = super::report_unreadable(&batch);
    let runner = Runner::new(batch_args.threads)?;
    let mut out = Output::new(output.format);
    let mut summary = Summary::default();
    runner.run(
        &batch.puzzles,
        |p: &Puzzle| p.grid.as_ref().ok().map(|g| engine.run(g)),
        |p, outcome| {
            match (outcome, &p.grid) {
                (Some(o), _) => {
                    if !o.conflicts.is_empty() && out.format() != Format::Json {
                        out.note(&conflict_note(p, &o.conflicts))?;
                    }
                    status.note(write(&mut out, &o)?);
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
    if output.stats {
        note(&format!(
            "nonet: {}",
            summary.line(runner.elapsed(), runner.threads())
        ));
    }
    Ok(status)
}

/// "puzzles.txt:4: no solution: digit 4 repeated in row 3 at r3c1 and r3c7"
fn conflict_note(p: &Puzzle, conflicts: &[Conflict]) -> String {
    let list: Vec<String> = conflicts.iter().map(Conflict::to_string).collect();
    format!("{}: no solution: {}", p.location(), list.join("; "))
}
