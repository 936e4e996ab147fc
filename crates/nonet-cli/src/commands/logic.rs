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
use crate::rules::{puzzle_of, record_rules, unavailable};
use crate::status::Status;
use nonet::Grid;
use nonet::format::ReadPuzzle;
use nonet::logic::{Board, Ladder, LogicError, Position, Step, Technique, explain};
use nonet::record::{PathRecord, StepRecord};
use nonet::rules::{Rules, Topology};

/// How much of the path a command shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// The next step only (`hint`).
    NextStep,
    /// Every step to the end, or to where the ladder gets stuck (`explain`).
    WholePath,
}

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

/// What the logic engine made of one proper puzzle.
pub struct Outcome {
    pub puzzle: Grid,
    /// The steps shown: all of them, or just the next one.
    pub steps: Vec<Step>,
    /// Each step's sentence, its groups named as the puzzle's rules name them.
    pub texts: Vec<String>,
    /// Whether the grid is full once `steps` are applied.
    pub solved: bool,
    /// The grid once `steps` are applied.
    pub end: Grid,
    /// Whether the steps start from a position's candidates as given (a pencil-mark
    /// grid) rather than from the candidates of `puzzle`'s givens.
    pub position: bool,
}

/// The steps of `puzzle` with `ladder`, as far as `reach` goes.
pub fn work(
    puzzle: &nonet::rules::Puzzle,
    ladder: &Ladder,
    reach: Reach,
) -> Result<Outcome, LogicError> {
    let (steps, end) = match reach {
        Reach::WholePath => {
            let path = explain(puzzle, ladder)?;
            (path.steps, path.end)
        }
        Reach::NextStep => {
            let (mut board, _) = nonet::logic::start(puzzle)?;
            let step = if board.is_solved() {
                None
            } else {
                ladder.next_step(&board)
            };
            if let Some(step) = &step {
                board.apply(step);
            }
            (step.into_iter().collect(), board)
        }
    };
    Ok(Outcome {
        puzzle: puzzle.givens,
        texts: sentences(&steps, &end),
        end: end.to_grid(),
        solved: end.is_solved(),
        steps,
        position: false,
    })
}

/// The sentences of `steps`, taken on a board under `board`'s rules: classic ones as
/// they always were, a variant's naming its groups by its topology.
fn sentences(steps: &[Step], board: &Board) -> Vec<String> {
    if board.topology() == Topology::classic() {
        return steps.iter().map(Step::explanation).collect();
    }
    steps
        .iter()
        .map(|step| step.explanation_in(board.topology()))
        .collect()
}

/// The steps of a position from its candidates as given, as far as `reach` goes.
fn work_position(p: &Position, ladder: &Ladder, reach: Reach) -> Outcome {
    let (steps, end) = match reach {
        Reach::WholePath => {
            let path = p.explain(ladder);
            (path.steps, path.end)
        }
        Reach::NextStep => {
            let mut board = p.board.clone();
            let step = p.next_step(ladder);
            if let Some(step) = &step {
                board.apply(step);
            }
            (step.into_iter().collect(), board)
        }
    };
    Outcome {
        puzzle: p.givens,
        texts: sentences(&steps, &end),
        steps,
        solved: end.is_solved(),
        end: end.to_grid(),
        position: true,
    }
}

/// What a logic command answers for one puzzle: the engine's result, or, for rules
/// the logic engine does not take yet (beyond groups and peers), why not.
enum Answer {
    Logic(Result<Outcome, LogicError>),
    Unavailable(String),
}

/// The answer for one puzzle as read (`extra`: the rules of `--rules`).
fn answer(read: &ReadPuzzle, extra: Option<&Rules>, ladder: &Ladder, reach: Reach) -> Answer {
    let p = puzzle_of(read, extra);
    if p.rules.is_classic() {
        return Answer::Logic(work(&p, ladder, reach));
    }
    match Position::of(&p) {
        Some(position) => Answer::Logic(position.map(|p| work_position(&p, ladder, reach))),
        None => match work(&p, ladder, reach) {
            Err(LogicError::Unsupported) => {
                Answer::Unavailable(unavailable("human-style logic", &p.rules))
            }
            answer => Answer::Logic(answer),
        },
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
        move |read| answer(read, extra.as_ref(), &ladder, reach),
        |out, p, read, answer| {
            let grid = read.givens();
            // A variant's or a position's rules go into its record, so that the record
            // reads back as its puzzle.
            let puzzle = puzzle_of(read, extra_out.as_ref());
            Ok(match answer {
                Answer::Unavailable(why) => {
                    write_error(out, p, grid, record_rules(&puzzle), &why)?;
                    Verdict {
                        status: Status::Unsupported,
                        outcome: "unsupported",
                    }
                }
                Answer::Logic(Ok(o)) => {
                    write(out, &o, record_rules(&puzzle), reach)?;
                    Verdict {
                        status: status_of(&o, reach),
                        outcome: if o.solved { "solved" } else { "unsolved" },
                    }
                }
                Answer::Logic(Err(e)) => {
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
fn status_of(o: &Outcome, reach: Reach) -> Status {
    let ok = match reach {
        Reach::NextStep => o.solved || !o.steps.is_empty(),
        Reach::WholePath => o.solved,
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

fn write(out: &mut Output, o: &Outcome, rules: Option<&Rules>, reach: Reach) -> io::Result<()> {
    match out.format() {
        // The sentences are the ones the text form prints (a position's, a variant's).
        Format::Json => out.json(&PathRecord {
            puzzle: o.puzzle,
            rules: rules.cloned(),
            solved: o.solved,
            steps: o
                .steps
                .iter()
                .zip(&o.texts)
                .map(|(step, text)| StepRecord::new(step, text.clone()))
                .collect(),
        }),
        _ => out.block(&match reach {
            Reach::NextStep => hint_text(o),
            Reach::WholePath => path_text(o),
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
fn hint_text(o: &Outcome) -> String {
    let mut text = heading(o);
    match o.steps.first().zip(o.texts.first()) {
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
        None if o.solved => text.push_str("solved: the grid is full\n"),
        None => text.push_str("stuck: none of the techniques applies\n"),
    }
    text
}

/// The text record of a path: the puzzle, one numbered line per step, and how it ended.
fn path_text(o: &Outcome) -> String {
    let mut text = heading(o);
    let width = o.steps.len().to_string().len();
    for (i, sentence) in o.texts.iter().enumerate() {
        let _ = writeln!(text, "{:>width$}. {sentence}", i + 1);
    }
    let n = o.steps.len();
    let s = if n == 1 { "" } else { "s" };
    if o.solved {
        let hardest = o.steps.iter().map(|s| s.technique).max_by_key(|t| t.rank());
        match hardest {
            Some(t) => {
                let _ = writeln!(text, "solved in {n} step{s} (hardest: {})", t.name());
            }
            None => text.push_str("solved: the grid is full\n"),
        }
    } else {
        let _ = writeln!(text, "stuck after {n} step{s} at {}", o.end);
    }
    text
}

/// The first lines of a text record: the puzzle's givens, and for a position, that
/// the steps start from its candidates as given.
fn heading(o: &Outcome) -> String {
    if o.position {
        format!(
            "{}\nposition:     the filled cells above, each empty cell's candidates as its \
             pencil marks give them\n",
            o.puzzle
        )
    } else {
        format!("{}\n", o.puzzle)
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
