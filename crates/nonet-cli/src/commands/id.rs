//! `nonet id decode CODE`: what a puzzle id holds.

use serde::Serialize;

use crate::flags::{Format, IdArgs, IdCommand};
use crate::output::Output;
use crate::status::Status;
use nonet::generate::{Level, Scheme, Symmetry};
use nonet::id::PuzzleId;

/// The JSON object of a decoded id.
#[derive(Serialize)]
struct Record {
    id: PuzzleId,
    version: u8,
    scheme: Scheme,
    level: Level,
    /// `null`: the scheme's default for the level.
    symmetry: Option<Symmetry>,
    minimal: bool,
    seed: u64,
}

pub fn run(args: &IdArgs) -> anyhow::Result<Status> {
    let IdCommand::Decode { code, format } = &args.command;
    let id: PuzzleId = code.parse()?;
    let t = id.target();
    let mut out = Output::new(*format);
    match format {
        Format::Json => out.json(&Record {
            id,
            version: PuzzleId::VERSION,
            scheme: t.scheme,
            level: t.level,
            symmetry: t.symmetry,
            minimal: t.minimal,
            seed: id.seed(),
        })?,
        Format::Line | Format::Grid => {
            let symmetry = t
                .symmetry
                .map_or_else(|| "default".to_string(), |s| s.to_string());
            out.line(&format!(
                "id {id}\nversion {}\nscheme {}\nlevel {}\nsymmetry {symmetry}\nminimal {}\nseed {}\nregenerate: nonet generate --id {id}",
                PuzzleId::VERSION,
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
