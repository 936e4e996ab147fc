//! `nonet rate`: each puzzle's ratings on the scales asked for, in input order.
//!
//! The work per puzzle is [`nonet::rate::rate_all`]; this file turns its result into a
//! line (`<puzzle> ER/EP/ED <tier> logic:<level>:<score> dig-hole:<level>:<score>`), a
//! boxed grid with `#` fields, or a JSON object.

use std::io;

use serde::Serialize;

use crate::batch::{Runner, Verdict};
use crate::flags::{Format, RateArgs};
use crate::output::{Output, grid_block, note};
use crate::status::Status;
use nonet::Grid;
use nonet::rate::se::SeOutcome;
use nonet::rate::{
    DigHoleRating, LogicScore, RateError, RateOptions, Ratings, Tenths, Tier, rate_all,
};

pub fn run(args: &RateArgs) -> anyhow::Result<Status> {
    let options = RateOptions {
        scales: args.scales.clone(),
        time_limit: args.time_limit,
    };
    let runner = Runner::new(args.batch.threads)?;
    let mut out = Output::new(args.output.format);
    let report = runner.stream(
        &args.input.inputs,
        &mut out,
        move |grid| rate_all(grid, &options),
        |out, _, grid, result| {
            Ok(match result {
                Ok(ratings) => {
                    let timed_out = matches!(ratings.se, Some(SeOutcome::Timeout));
                    write_ratings(out, grid, &ratings)?;
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
                Err(e) => {
                    // The reason is in the record, and only there: it is printed once.
                    write_error(out, grid, &e)?;
                    Verdict {
                        status: Status::Unsolved,
                        outcome: match e {
                            RateError::MultipleSolutions => "multiple",
                            _ => "none",
                        },
                    }
                }
            })
        },
    )?;
    if args.output.stats {
        note(&format!("nonet: {}", runner.summary_line(&report.summary)));
    }
    Ok(report.status)
}

/// The text fields of a rating, one per scale asked for, in scale order.
fn fields(r: &Ratings) -> Vec<(&'static str, String)> {
    let mut fields = Vec::new();
    if let Some(se) = &r.se {
        fields.push(("se", se_text(se)));
    }
    if let Some(t) = &r.tier {
        fields.push(("tier", t.tier.slug().to_string()));
    }
    if let Some(l) = &r.logic {
        fields.push(("logic", format!("{}:{}", l.level.slug(), l.score)));
    }
    if let Some(d) = &r.dig_hole {
        fields.push((
            "dig-hole",
            format!("{}:{}", d.level.slug(), tenths(d.score_tenths)),
        ));
    }
    fields
}

fn se_text(se: &SeOutcome) -> String {
    match se {
        SeOutcome::Rated { rating, .. } => rating.to_string(),
        SeOutcome::Timeout => "timeout".to_string(),
    }
}

/// `46` as `4.6`.
fn tenths(t: u16) -> String {
    format!("{}.{}", t / 10, t % 10)
}

fn write_ratings(out: &mut Output, grid: &Grid, r: &Ratings) -> io::Result<()> {
    match out.format() {
        Format::Line => {
            let mut line = grid.to_line();
            for (name, value) in fields(r) {
                line.push(' ');
                if matches!(name, "logic" | "dig-hole") {
                    line.push_str(name);
                    line.push(':');
                }
                line.push_str(&value);
            }
            out.line(&line)
        }
        Format::Grid => out.block(&grid_block(Some(grid), "", &fields(r))),
        Format::Json => out.json(&Record::new(grid, r)),
    }
}

fn write_error(out: &mut Output, grid: &Grid, e: &RateError) -> io::Result<()> {
    match out.format() {
        Format::Line => out.line(&format!("{} error: {e}", grid.to_line())),
        Format::Grid => out.block(&grid_block(Some(grid), "", &[("error", e.to_string())])),
        Format::Json => out.json(&ErrorRecord {
            puzzle: grid,
            error: e.to_string(),
        }),
    }
}

/// The JSON object of a rated puzzle; scales not asked for are left out.
#[derive(Serialize)]
struct Record<'a> {
    puzzle: &'a Grid,
    #[serde(skip_serializing_if = "Option::is_none")]
    se: Option<SeJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tier: Option<Tier>,
    #[serde(skip_serializing_if = "Option::is_none")]
    logic: Option<LogicJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    dig_hole: Option<DigHoleJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hardest: Option<&'static str>,
}

impl<'a> Record<'a> {
    fn new(puzzle: &'a Grid, r: &Ratings) -> Record<'a> {
        Record {
            puzzle,
            se: r.se.as_ref().map(|se| match se {
                SeOutcome::Rated { rating, .. } => SeJson::Rated {
                    er: rating.er,
                    ep: rating.ep,
                    ed: rating.ed,
                },
                SeOutcome::Timeout => SeJson::Timeout { timeout: true },
            }),
            tier: r.tier.map(|t| t.tier),
            logic: r.logic.map(LogicJson::from),
            dig_hole: r.dig_hole.map(DigHoleJson::from),
            hardest: r.hardest.map(|t| t.slug()),
        }
    }
}

/// `{"er": 7.2, "ep": 2.0, "ed": 2.0}` or `{"timeout": true}`.
#[derive(Serialize)]
#[serde(untagged)]
enum SeJson {
    Rated { er: Tenths, ep: Tenths, ed: Tenths },
    Timeout { timeout: bool },
}

#[derive(Serialize)]
struct LogicJson {
    score: u64,
    level: nonet::rate::LogicLevel,
}

impl From<LogicScore> for LogicJson {
    fn from(l: LogicScore) -> LogicJson {
        LogicJson {
            score: l.score,
            level: l.level,
        }
    }
}

#[derive(Serialize)]
struct DigHoleJson {
    level: nonet::rate::DigHoleLevel,
    score: f64,
}

impl From<DigHoleRating> for DigHoleJson {
    fn from(d: DigHoleRating) -> DigHoleJson {
        DigHoleJson {
            level: d.level,
            score: f64::from(d.score_tenths) / 10.0,
        }
    }
}

/// The JSON object of a puzzle that has no rating.
#[derive(Serialize)]
struct ErrorRecord<'a> {
    puzzle: &'a Grid,
    error: String,
}
