//! `nonet id decode CODE`: what a puzzle id holds (the library's [`IdRecord`]), as
//! JSON or as lines that name each field as the request it is ("minimal required: no"
//! says the request did not ask for minimal puzzles; "level requested: hard" what was
//! asked for, which a puzzle that fell back rates otherwise).

use nonet::generate::PuzzleId;
use nonet::record::IdRecord;

use crate::flags::{Format, IdArgs, IdCommand, TextFormat};
use crate::output::Output;
use crate::status::Status;

pub fn run(args: &IdArgs) -> anyhow::Result<Status> {
    let IdCommand::Decode { code, format } = &args.command;
    let id: PuzzleId = code.parse()?;
    let record = IdRecord::new(id)?;
    let mut out = Output::new(match format {
        TextFormat::Text => Format::Line,
        TextFormat::Json => Format::Json,
    });
    match format {
        TextFormat::Json => out.json(&record)?,
        TextFormat::Text => out.line(&text(&record))?,
    }
    out.flush()?;
    Ok(Status::Ok)
}

/// The record as `field: value` lines, the options of a variant only where they apply.
fn text(r: &IdRecord) -> String {
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    let mut rules = String::new();
    if let Some(kinds) = r.rules {
        rules.push_str(&format!("rules: {kinds}\n"));
    }
    if let Some(cages) = r.cages {
        rules.push_str(&format!("cage sizes: {cages}\n"));
    }
    if let Some(negative) = r.negative {
        rules.push_str(&format!("negative rule: {}\n", yes_no(negative)));
    }
    if let Some(no_givens) = r.no_givens {
        rules.push_str(&format!("no givens: {}\n", yes_no(no_givens)));
    }
    let default = if r.symmetry_default {
        " (the scheme's default for the level)"
    } else {
        ""
    };
    let last = match r.id.regenerable() {
        Ok(()) => format!("regenerate: nonet generate --id {}", r.id),
        Err(e) => format!("not regenerated: {e}"),
    };
    format!(
        "id: {}\nversion: {}\n{rules}scheme: {}\nlevel requested: {}\nsymmetry: {}{default}\nminimal required: {}\nseed: {}\n{last}",
        r.id,
        r.version,
        r.scheme,
        r.level,
        r.symmetry,
        yes_no(r.minimal_required),
        r.seed
    )
}
