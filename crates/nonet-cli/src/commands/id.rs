//! `nonet id decode CODE`: what a puzzle id holds.
//!
//! An id holds a request (scheme, level, symmetry, whether only minimal puzzles were
//! wanted, seed), not the puzzle: so the output names each field as the request it
//! is ("minimal required: no" says the request did not ask for minimal puzzles, while
//! the puzzle itself may well be minimal; "level requested: hard" says what was asked
//! for, while a puzzle whose request no attempt met fell back to the closest candidate,
//! which rates otherwise), and the symmetry as the one the puzzle has, default or not.

use serde::Serialize;

use crate::flags::{Format, IdArgs, IdCommand, TextFormat};
use crate::output::Output;
use crate::status::Status;
use nonet::generate::{Level, PuzzleId, Scheme, Symmetry, symmetry_of};

/// The JSON object of a decoded id.
#[derive(Serialize)]
struct Record {
    id: PuzzleId,
    version: u8,
    /// Whether this nonet regenerates the id (only ids of its own format version).
    regenerable: bool,
    scheme: Scheme,
    /// The level requested (a puzzle that fell back rates otherwise).
    level: Level,
    /// The symmetry of the puzzle's givens.
    symmetry: Symmetry,
    /// Whether the symmetry is the scheme's default for the level (the id holds none).
    symmetry_default: bool,
    /// Whether the request asked for minimal puzzles only.
    minimal_required: bool,
    seed: u64,
}

pub fn run(args: &IdArgs) -> anyhow::Result<Status> {
    let IdCommand::Decode { code, format } = &args.command;
    let id: PuzzleId = code.parse()?;
    let t = id.target();
    let symmetry = symmetry_of(&t)?;
    let regenerable = id.regenerable();
    let mut out = Output::new(match format {
        TextFormat::Text => Format::Line,
        TextFormat::Json => Format::Json,
    });
    match format {
        TextFormat::Json => out.json(&Record {
            id,
            version: id.version(),
            regenerable: regenerable.is_ok(),
            scheme: t.scheme,
            level: t.level,
            symmetry,
            symmetry_default: t.symmetry.is_none(),
            minimal_required: t.minimal,
            seed: id.seed(),
        })?,
        TextFormat::Text => {
            let default = if t.symmetry.is_none() {
                " (the scheme's default for the level)"
            } else {
                ""
            };
            let last = match &regenerable {
                Ok(()) => format!("regenerate: nonet generate --id {id}"),
                Err(e) => format!("not regenerated: {e}"),
            };
            out.line(&format!(
                "id: {id}\nversion: {}\nscheme: {}\nlevel requested: {}\nsymmetry: {symmetry}{default}\nminimal required: {}\nseed: {}\n{last}",
                id.version(),
                t.scheme,
                t.level,
                if t.minimal { "yes" } else { "no" },
                id.seed()
            ))?;
        }
    }
    out.flush()?;
    Ok(Status::Ok)
}
