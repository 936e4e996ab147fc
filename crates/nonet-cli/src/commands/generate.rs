//! `nonet generate`: puzzles for a target, one seed each, in seed order.
//!
//! The target is checked before any work, so an impossible request fails at once
//! with the library's reason. Puzzle n has seed S + n - 1; each is generated on its
//! own (the library's puzzle of a seed reads nothing else), so the batch runs on
//! every core and prints the same bytes whatever `--threads`.

use anyhow::Context;
use serde::Serialize;

use crate::batch::Runner;
use crate::flags::{Format, GenerateArgs};
use crate::output::{Output, grid_block, note};
use crate::status::Status;
use nonet::generate::{
    self, GenerateError, Generated, Level, Scheme, Symmetry, Target, generate_seeded,
};
use nonet::id::PuzzleId;
use nonet::rate::{DigHoleLevel, LogicScore, SeRating, Tenths, Tier};

pub fn run(args: &GenerateArgs) -> anyhow::Result<Status> {
    let (target, first, count) = match &args.id {
        Some(code) => {
            let id: PuzzleId = code.parse()?;
            (id.target(), id.seed(), 1)
        }
        None => (
            target_of(args)?,
            args.seed.unwrap_or_else(clock_seed),
            args.count,
        ),
    };
    generate::check(&target).context("impossible request")?;
    if args.id.is_none() && args.seed.is_none() {
        note(&format!("nonet: seed {first}"));
    }
    let seeds: Vec<u64> = (0..count).map(|i| first.wrapping_add(i)).collect();
    let runner = Runner::new(args.batch.threads)?;
    let json = args.format == Format::Json;
    let mut out = Output::new(args.format);
    let mut status = Status::Ok;
    runner.run(
        &seeds,
        |&seed| {
            generate_seeded(&target, seed).map(|mut g| {
                if json {
                    g.rate_all();
                }
                g
            })
        },
        |&seed, result| {
            status.note(write(&mut out, seed, result)?);
            Ok(())
        },
    )?;
    out.flush()?;
    Ok(status)
}

/// The target the flags describe.
fn target_of(args: &GenerateArgs) -> anyhow::Result<Target> {
    let level = Level::parse(args.scheme, &args.level)?;
    let mut target = Target::new(args.scheme, level).minimal(args.minimal);
    target.symmetry = args.symmetry;
    target.givens = args.givens;
    target.min_se = args.min_se.map(Tenths);
    target.max_se = args.max_se.map(Tenths);
    Ok(target)
}

/// A seed from the clock that fits in a puzzle id.
pub(crate) fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    (nanos ^ nanos >> 39) & PuzzleId::MAX_SEED
}

/// The JSON object of one puzzle.
#[derive(Serialize)]
struct Record<'a> {
    puzzle: &'a nonet::Grid,
    solution: &'a nonet::Grid,
    seed: u64,
    id: Option<PuzzleId>,
    scheme: Scheme,
    level: Level,
    rated: RatedRecord,
    givens: u8,
    symmetry: Symmetry,
    minimal: bool,
    fell_back: bool,
}

/// `rated`: each scale's level, with the SE triple and the logic score.
#[derive(Serialize)]
struct RatedRecord {
    tier: Option<Tier>,
    se: Option<SeRating>,
    logic: Option<LogicScore>,
    dig_hole: Option<DigHoleLevel>,
}

fn write(
    out: &mut Output,
    seed: u64,
    result: Result<Generated, GenerateError>,
) -> anyhow::Result<Status> {
    let g = match result {
        Ok(g) => g,
        Err(e) => {
            out.note(&format!("nonet: seed {seed}: {e}"))?;
            match out.format() {
                Format::Line => out.line("failed")?,
                Format::Grid => out.block("failed\n")?,
                Format::Json => {
                    out.json(&serde_json::json!({"seed": seed, "error": e.to_string()}))?
                }
            }
            return Ok(Status::Error);
        }
    };
    let status = if g.fell_back {
        out.note(&format!(
            "nonet: seed {seed}: no attempt met the whole target ({} {}); printing the best candidate{}",
            g.scheme,
            g.level,
            rated_words(&g)
        ))?;
        Status::Unsolved
    } else {
        Status::Ok
    };
    let id = g.id.map_or_else(|| "-".to_string(), |id| id.to_string());
    match out.format() {
        Format::Line => out.line(&format!("{}\t{id}", g.puzzle.to_line()))?,
        Format::Grid => {
            let mut fields = vec![
                ("id", id),
                ("seed", seed.to_string()),
                ("scheme", g.scheme.to_string()),
                ("level", g.level.to_string()),
            ];
            let rated = rated_words(&g);
            if !rated.is_empty() {
                fields.push(("rated", rated.trim_start_matches(", rated ").to_string()));
            }
            fields.push(("givens", g.givens.to_string()));
            fields.push(("symmetry", g.symmetry.to_string()));
            if g.minimal {
                fields.push(("minimal", "yes".to_string()));
            }
            out.block(&grid_block(Some(&g.puzzle), "", &fields))?;
        }
        Format::Json => out.json(&Record {
            puzzle: &g.puzzle,
            solution: &g.solution,
            seed: g.seed,
            id: g.id,
            scheme: g.scheme,
            level: g.level,
            rated: RatedRecord {
                tier: g.rated.tier.map(|t| t.tier),
                se: g.rated.se,
                logic: g.rated.logic,
                dig_hole: g.rated.dig_hole.map(|d| d.level),
            },
            givens: g.givens,
            symmetry: g.symmetry,
            minimal: g.minimal,
            fell_back: g.fell_back,
        })?,
    }
    Ok(status)
}

/// The ratings the pipeline measured, in words (", rated tier expert, SE 4.2").
fn rated_words(g: &Generated) -> String {
    let mut parts = Vec::new();
    if let Some(t) = g.rated.tier {
        parts.push(format!("tier {}", t.tier));
    }
    if let Some(l) = g.rated.logic {
        parts.push(format!("logic {} ({})", l.level, l.score));
    }
    if let Some(d) = g.rated.dig_hole {
        parts.push(format!("dig-hole {}", d.level));
    }
    if let Some(se) = g.rated.se {
        parts.push(format!("SE {se}"));
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!(", rated {}", parts.join(", "))
    }
}
