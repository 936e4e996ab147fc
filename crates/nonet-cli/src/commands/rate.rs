//! `nonet rate`: each puzzle's ratings on the scales asked for, in input order.
//!
//! The work per puzzle is [`nonet::rate::rate_any_with`], with one search context per
//! worker thread; this file turns its result into a line (`<puzzle> ER/EP/ED <tier>
//! logic:<level>:<score> dig-hole:<level>:<score>`), a boxed grid with `#` fields, or a
//! JSON object: the library's [`RatedRecord`] (whose ratings are the shape `generate`
//! prints too) or [`UnratedRecord`].

use std::cell::RefCell;
use std::io;

use crate::batch::{Runner, Verdict};
use crate::flags::{Format, RateArgs};
use crate::output::{Output, grid_block, note};
use crate::rules::puzzle_of;
use crate::status::Status;
use nonet::logic::SearchContext;
use nonet::rate::se::SeOutcome;
use nonet::rate::{RateError, RateOptions, Unrated, rate_any_with};
use nonet::record::{RatedRecord, UnratedRecord};
use nonet::rules::{Puzzle, Unavailable};

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
        // The library rates classic rules, and a position (a pencil-mark grid) from its
        // candidates on the scales defined for one (SE, tier), whose record says the
        // others are not; other rules get the reason instead (the ratings are of
        // classic techniques).
        move |read| {
            let p = puzzle_of(read, extra.as_ref());
            match SEARCH.with_borrow_mut(|ctx| rate_any_with(&p, &options, ctx)) {
                Err(Unrated::Puzzle(RateError::ClassicOnly)) => {
                    Err(Unavailable::new("rating", &p.rules).to_string())
                }
                rated => Ok(rated),
            }
        },
        move |out, _, read, result| {
            // A variant's or a position's rules go into its record, so that the record
            // reads back as its puzzle.
            let puzzle = puzzle_of(read, extra_out.as_ref());
            Ok(match result {
                Err(why) => {
                    write_error(out, &puzzle, &why)?;
                    Verdict {
                        status: Status::Unsupported,
                        outcome: "unsupported",
                    }
                }
                Ok(Ok(rated)) => {
                    let timed_out = matches!(rated.ratings.se, Some(SeOutcome::Timeout));
                    write_ratings(out, RatedRecord::new(&puzzle, &rated, &scales))?;
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
                    write_error(out, &puzzle, &e)?;
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

fn write_ratings(out: &mut Output, record: RatedRecord) -> io::Result<()> {
    match out.format() {
        Format::Line => {
            let mut line = record.puzzle.to_line();
            for (name, value) in record.ratings.fields() {
                line.push(' ');
                // SE and the tier are known by their values; the others, SE's
                // extension to constraint kinds (`se-ext`), and a scale that does not
                // rate this puzzle, say their name.
                if matches!(name, "logic" | "dig-hole" | "se-ext") || value == "unrated" {
                    line.push_str(name);
                    line.push(':');
                }
                line.push_str(&value);
            }
            out.line(&line)
        }
        Format::Grid => out.block(&grid_block(
            Some(&record.puzzle),
            "",
            &record.ratings.fields(),
        )),
        Format::Json => out.json(&record),
    }
}

fn write_error(out: &mut Output, puzzle: &Puzzle, e: &impl std::fmt::Display) -> io::Result<()> {
    let grid = &puzzle.givens;
    match out.format() {
        Format::Line => out.line(&format!("{} error: {e}", grid.to_line())),
        Format::Grid => out.block(&grid_block(Some(grid), "", &[("error", e.to_string())])),
        Format::Json => out.json(&UnratedRecord::new(puzzle, e)),
    }
}
