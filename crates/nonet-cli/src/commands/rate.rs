//! `nonet rate`: each puzzle's ratings on the scales asked for, in input order.
//!
//! The work per puzzle is [`nonet::rate::rate_all_with`], with one search context per
//! worker thread; this file turns its result into a line (`<puzzle> ER/EP/ED <tier>
//! logic:<level>:<score> dig-hole:<level>:<score>`), a boxed grid with `#` fields, or a
//! JSON object, through [`RatingRecord`], the shape `generate` prints too.

use std::cell::RefCell;
use std::io;

use serde::Serialize;

use crate::batch::{Runner, Verdict};
use crate::flags::{Format, RateArgs};
use crate::output::{Output, grid_block, note};
use crate::rules::{puzzle_of, record_rules, unavailable};
use crate::status::Status;
use nonet::Grid;
use nonet::logic::LogicError;
use nonet::logic::{Position, SearchContext};
use nonet::rate::se::SeOutcome;
use nonet::rate::{RateError, RateOptions, Ratings, rate_all_with, rate_position_with};
use nonet::record::RatingRecord;
use nonet::rules::Rules;

thread_local! {
    /// Each worker thread's chaining buffers for the SE rating, kept from puzzle to
    /// puzzle (the library leaves their owner to the caller): setting them up again
    /// for every puzzle that needs chains costs about 5% of a batch's CPU time.
    static SEARCH: RefCell<SearchContext> = RefCell::new(SearchContext::new());
}

pub fn run(args: &RateArgs) -> anyhow::Result<Status> {
    let options = RateOptions {
        scales: args.scales.clone(),
        time_limit: args.time_limit,
    };
    let runner = Runner::new(args.batch.threads)?;
    let mut out = Output::new(args.format);
    let extra = args.input.rules.clone();
    let extra_out = extra.clone();
    let scales = args.scales.clone();
    let report = runner.stream(
        &args.input.inputs,
        &mut out,
        // The library rates classic rules and answers others with `ClassicOnly` (the
        // Sudoku Explainer rating and the ladders are of classic techniques). A
        // position (a pencil-mark grid) is then rated from its candidates on the scales
        // defined for one (SE, tier), and its record says the others are not; other
        // rules get the reason instead.
        move |read| {
            let p = puzzle_of(read, extra.as_ref());
            let rated = SEARCH.with_borrow_mut(|ctx| rate_all_with(&p, &options, ctx));
            let Err(RateError::ClassicOnly) = rated else {
                return Ok(rated
                    .map(|ratings| Rated {
                        ratings,
                        position: false,
                    })
                    .map_err(Failure::Puzzle));
            };
            match Position::of(&p) {
                Some(Ok(position)) => Ok(Ok(Rated {
                    ratings: SEARCH
                        .with_borrow_mut(|ctx| rate_position_with(&position, &options, ctx)),
                    position: true,
                })),
                Some(Err(e)) => Ok(Err(Failure::Position(e))),
                None => Err(unavailable("rating", &p.rules)),
            }
        },
        move |out, _, read, result| {
            let grid = read.givens();
            // A variant's or a position's rules go into its record, so that the record
            // reads back as its puzzle.
            let puzzle = puzzle_of(read, extra_out.as_ref());
            let rules = record_rules(&puzzle);
            Ok(match result {
                Err(why) => {
                    write_error(out, grid, rules, &why)?;
                    Verdict {
                        status: Status::Unsupported,
                        outcome: "unsupported",
                    }
                }
                Ok(Ok(Rated { ratings, position })) => {
                    let timed_out = matches!(ratings.se, Some(SeOutcome::Timeout));
                    let mut record = RatingRecord::of_ratings(&ratings);
                    if position {
                        record.unrated_for_position(&scales);
                    }
                    write_ratings(out, grid, rules, record)?;
                    if timed_out {
                        Verdict {
                            status: Status::Unsolved,
                            outcome: "timeout",
                        }
                    } else {
                        Verdict {
                            status: Status::Ok,
                            outcome: "rated",
                        }
                    }
                }
                Ok(Err(e)) => {
                    // The reason is in the record, and only there: it is printed once.
                    write_error(out, grid, rules, &e)?;
                    Verdict {
                        status: Status::Unsolved,
                        outcome: e.outcome(),
                    }
                }
            })
        },
    )?;
    if args.stats {
        note(&format!("nonet: {}", runner.summary_line(&report.summary)));
    }
    Ok(report.status)
}

/// A puzzle's ratings, and whether it was a position mid-solve (whose record names the
/// scales that do not rate one).
struct Rated {
    ratings: Ratings,
    position: bool,
}

/// Why a puzzle or a position has no rating.
#[derive(Debug)]
enum Failure {
    Puzzle(RateError),
    Position(LogicError),
}

impl Failure {
    /// The outcome in `--stats`: no solution, or several.
    fn outcome(&self) -> &'static str {
        match self {
            Failure::Puzzle(RateError::MultipleSolutions)
            | Failure::Position(LogicError::PositionMultipleSolutions) => "multiple",
            _ => "none",
        }
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Puzzle(e) => e.fmt(f),
            Failure::Position(e) => e.fmt(f),
        }
    }
}

fn write_ratings(
    out: &mut Output,
    grid: &Grid,
    rules: Option<&Rules>,
    record: RatingRecord,
) -> io::Result<()> {
    match out.format() {
        Format::Line => {
            let mut line = grid.to_line();
            for (name, value) in record.fields() {
                line.push(' ');
                if matches!(name, "logic" | "dig-hole") {
                    line.push_str(name);
                    line.push(':');
                }
                line.push_str(&value);
            }
            out.line(&line)
        }
        Format::Grid => out.block(&grid_block(Some(grid), "", &record.fields())),
        Format::Json => out.json(&Record {
            puzzle: grid,
            rules,
            ratings: record,
        }),
    }
}

fn write_error(
    out: &mut Output,
    grid: &Grid,
    rules: Option<&Rules>,
    e: &impl std::fmt::Display,
) -> io::Result<()> {
    match out.format() {
        Format::Line => out.line(&format!("{} error: {e}", grid.to_line())),
        Format::Grid => out.block(&grid_block(Some(grid), "", &[("error", e.to_string())])),
        Format::Json => out.json(&ErrorRecord {
            puzzle: grid,
            rules,
            error: e.to_string(),
        }),
    }
}

/// The JSON object of a rated puzzle: the puzzle and its ratings (see
/// [`RatingRecord`]); scales not asked for are left out.
#[derive(Serialize)]
struct Record<'a> {
    puzzle: &'a Grid,
    /// A position's candidates as given-candidates rules.
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<&'a Rules>,
    #[serde(flatten)]
    ratings: RatingRecord,
}

/// The JSON object of a puzzle that has no rating.
#[derive(Serialize)]
struct ErrorRecord<'a> {
    puzzle: &'a Grid,
    /// The rules, when they are not classic (a variant has no rating yet).
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<&'a Rules>,
    error: String,
}
