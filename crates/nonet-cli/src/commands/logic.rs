//! The batch loop of the logic commands (`hint`, `explain`): build the ladder from the
//! flags, run every puzzle through the logic engine on the pool, and write each result
//! in input order. Both commands print the same record — the puzzle, whether it ends
//! solved, and its steps — `hint` with the first step only, so the plumbing, the JSON
//! shape and the error handling are written once, here.

use std::fmt::Write as _;
use std::io;

use serde::Serialize;

use crate::batch::{Runner, Verdict};
use crate::flags::{Format, LadderArgs, LogicArgs, TextFormat};
use crate::input::Puzzle;
use crate::output::Output;
use crate::rules::{puzzle_of, record_rules};
use crate::status::Status;
use nonet::Grid;
use nonet::logic::{Ladder, Reach, Technique, Walk, walk};
use nonet::record::PathRecord;
use nonet::rules::Rules;

/// The ladder the flags ask for: the standard one, or only the techniques listed, and
/// without backtracking if asked.
pub fn ladder(args: &LadderArgs) -> Ladder {
    let ladder = match &args.techniques {
        Some(list) => Ladder::only(list.iter().copied()),
        None => Ladder::standard(),
    };
    if args.no_backtracking {
        Ladder::only(
            ladder
                .techniques()
                .iter()
                .copied()
                .filter(|&t| t != Technique::Backtracking),
        )
    } else {
        ladder
    }
}

/// Runs `hint` or `explain` over the inputs.
pub fn run(args: &LogicArgs, reach: Reach) -> anyhow::Result<Status> {
    let ladder = ladder(&args.ladder);
    let extra = args.input.rules.clone();
    let extra_out = extra.clone();
    let runner = Runner::new(args.batch.threads)?;
    // Text records are blocks separated by blank lines, as the grid form's are.
    let mut out = Output::new(match args.format {
        TextFormat::Text => Format::Grid,
        TextFormat::Json => Format::Json,
    });
    let report = runner.stream(
        &args.input.inputs,
        &mut out,
        move |read| walk(&puzzle_of(read, extra.as_ref()), &ladder, reach),
        |out, p, read, answer| {
            let grid = read.givens();
            // A variant's or a position's rules go into its record, so that the record
            // reads back as its puzzle.
            let puzzle = puzzle_of(read, extra_out.as_ref());
            Ok(match answer {
                Ok(w) => {
                    write(out, &puzzle, &w, reach)?;
                    Verdict {
                        status: status_of(&w, reach),
                        outcome: if w.solved() { "solved" } else { "unsolved" },
                    }
                }
                Err(e) => {
                    write_error(out, p, grid, record_rules(&puzzle), &e)?;
                    Verdict {
                        status: Status::Unsolved,
                        outcome: "error",
                    }
                }
            })
        },
    )?;
    Ok(report.status)
}

/// A hint succeeds when it finds a step (or the grid is already full); a path, when it
/// ends solved.
fn status_of(w: &Walk, reach: Reach) -> Status {
    let ok = match reach {
        Reach::NextStep => w.solved() || !w.steps.is_empty(),
        Reach::WholePath => w.solved(),
    };
    if ok { Status::Ok } else { Status::Unsolved }
}

/// The JSON object of a puzzle the engine cannot take: the keys of a malformed line's.
#[derive(Serialize)]
struct ErrorRecord<'a> {
    puzzle: &'a Grid,
    /// The rules, when they are not classic.
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<&'a Rules>,
    file: &'a str,
    line: usize,
    error: String,
}

fn write(out: &mut Output, puzzle: &nonet::Puzzle, w: &Walk, reach: Reach) -> io::Result<()> {
    match out.format() {
        // The sentences are the ones the text form prints (a position's, a variant's).
        Format::Json => out.json(&PathRecord::walked(puzzle, w)),
        _ => out.block(&match reach {
            Reach::NextStep => hint_text(w),
            Reach::WholePath => path_text(w),
        }),
    }
}

/// A puzzle the engine cannot take: the reason in its record, and only there (it is
/// printed once; a malformed puzzle's record has no room for it, so that one goes to
/// stderr).
fn write_error(
    out: &mut Output,
    p: &Puzzle,
    grid: &Grid,
    rules: Option<&Rules>,
    e: &impl std::fmt::Display,
) -> io::Result<()> {
    match out.format() {
        Format::Json => out.json(&ErrorRecord {
            puzzle: grid,
            rules,
            file: &p.source,
            line: p.line,
            error: e.to_string(),
        }),
        // The place, as every message about one puzzle gives it: `error: FILE:LINE: why`.
        _ => out.block(&format!("{grid}\nerror: {}: {e}\n", p.location())),
    }
}

/// The text record of a hint: the puzzle, then the step's four lines (or why there is
/// no step).
fn hint_text(w: &Walk) -> String {
    let mut text = heading(w);
    match w.steps.first().zip(w.sentences().first()) {
        Some((step, sentence)) => {
            let _ = writeln!(
                text,
                "technique:    {} ({})",
                step.technique.name(),
                step.technique.slug()
            );
            let _ = writeln!(text, "explanation:  {sentence}");
            let _ = writeln!(
                text,
                "placements:   {}",
                list(
                    step.placements
                        .iter()
                        .map(|p| format!("{}={}", p.cell, p.digit))
                )
            );
            let _ = writeln!(
                text,
                "eliminations: {}",
                list(
                    step.eliminations
                        .iter()
                        .map(|e| format!("{}<>{}", e.cell, e.digit))
                )
            );
        }
        None if w.solved() => text.push_str("solved: the grid is full\n"),
        None => text.push_str("stuck: none of the techniques applies\n"),
    }
    text
}

/// The text record of a path: the puzzle, one numbered line per step, and how it ended.
fn path_text(w: &Walk) -> String {
    let mut text = heading(w);
    let width = w.steps.len().to_string().len();
    for (i, sentence) in w.sentences().iter().enumerate() {
        let _ = writeln!(text, "{:>width$}. {sentence}", i + 1);
    }
    let n = w.steps.len();
    let s = if n == 1 { "" } else { "s" };
    if w.solved() {
        let hardest = w.steps.iter().map(|s| s.technique).max_by_key(|t| t.rank());
        match hardest {
            Some(t) => {
                let _ = writeln!(text, "solved in {n} step{s} (hardest: {})", t.name());
            }
            None => text.push_str("solved: the grid is full\n"),
        }
    } else {
        let _ = writeln!(text, "stuck after {n} step{s} at {}", w.end.to_grid());
    }
    text
}

/// The first lines of a text record: the puzzle's givens, and for a position, that
/// the steps start from its candidates as given.
fn heading(w: &Walk) -> String {
    if w.position {
        format!(
            "{}\nposition:     the filled cells above, each empty cell's candidates as its \
             pencil marks give them\n",
            w.puzzle
        )
    } else {
        format!("{}\n", w.puzzle)
    }
}

/// Items joined by ", ", or `none`.
fn list(items: impl Iterator<Item = String>) -> String {
    let items: Vec<String> = items.collect();
    if items.is_empty() {
        "none".to_string()
    } else {
        items.join(", ")
    }
}
