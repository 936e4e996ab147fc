//! `nonet id decode CODE`: what a puzzle id holds.
//!
//! An id holds a request (scheme, level, symmetry, whether only minimal puzzles were
//! wanted, seed, and a variant's rules and options), not the puzzle: so the output names each field as the request it
//! is ("minimal required: no" says the request did not ask for minimal puzzles, while
//! the puzzle itself may well be minimal; "level requested: hard" says what was asked
//! for, while a puzzle whose request no attempt met fell back to the closest candidate,
//! which rates otherwise), and the symmetry as the one the puzzle has, default or not.

use serde::Serialize;

use crate::flags::{Format, IdArgs, IdCommand, TextFormat};
use crate::output::Output;
use crate::status::Status;
use nonet::generate::{Level, PuzzleId, Scheme, Symmetry, VariantKind, symmetry_of};

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
    /// A variant's kinds (`killer,thermo`); absent for classic Sudoku.
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<String>,
    /// A killer's cage sizes (`2-5`).
    #[serde(skip_serializing_if = "Option::is_none")]
    cages: Option<String>,
    /// Whether a variant's dots and signs have their negative rule.
    #[serde(skip_serializing_if = "Option::is_none")]
    negative: Option<bool>,
    /// Whether a variant has no givens (a killer whose cages alone make it proper).
    #[serde(skip_serializing_if = "Option::is_none")]
    no_givens: Option<bool>,
}

pub fn run(args: &IdArgs) -> anyhow::Result<Status> {
    let IdCommand::Decode { code, format } = &args.command;
    let id: PuzzleId = code.parse()?;
    let t = id.target();
    let symmetry = symmetry_of(&t)?;
    let regenerable = id.regenerable();
    let variant = !t.variant.is_classic();
    let no_givens = t.givens.is_some_and(|g| g.max == 0);
    // The options of the kinds they shape, shown only with them.
    let kinds = t.variant.kinds;
    let caged = kinds.contains(VariantKind::Killer);
    let marked = kinds.contains(VariantKind::Kropki) || kinds.contains(VariantKind::Xv);
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
            rules: variant.then(|| t.variant.kinds.to_string()),
            cages: caged.then(|| t.variant.cages.to_string()),
            negative: marked.then_some(t.variant.negative),
            no_givens: variant.then_some(no_givens),
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
            let yes_no = |b: bool| if b { "yes" } else { "no" };
            let mut rules = String::new();
            if variant {
                rules.push_str(&format!("rules: {kinds}\n"));
            }
            if caged {
                rules.push_str(&format!("cage sizes: {}\n", t.variant.cages));
            }
            if marked {
                rules.push_str(&format!("negative rule: {}\n", yes_no(t.variant.negative)));
            }
            if variant {
                rules.push_str(&format!("no givens: {}\n", yes_no(no_givens)));
            }
            out.line(&format!(
                "id: {id}\nversion: {}\n{rules}scheme: {}\nlevel requested: {}\nsymmetry: {symmetry}{default}\nminimal required: {}\nseed: {}\n{last}",
                id.version(),
                t.scheme,
                t.level,
                yes_no(t.minimal),
                id.seed()
            ))?;
        }
    }
    out.flush()?;
    Ok(Status::Ok)
}
