//! `nonet techniques`: the logic engine's registry, one technique per line in ladder
//! order — the slugs `--techniques` takes, and what each is worth.

use crate::flags::{Format, TechniquesArgs, TextFormat};
use crate::output::Output;
use crate::status::Status;
use nonet::logic::REGISTRY;
use nonet::record::TechniqueRecord;

pub fn run(args: &TechniquesArgs) -> anyhow::Result<Status> {
    let mut out = Output::new(match args.format {
        TextFormat::Text => Format::Line,
        TextFormat::Json => Format::Json,
    });
    let slug_width = REGISTRY.iter().map(|r| r.slug.len()).max().unwrap_or(0);
    let name_width = REGISTRY.iter().map(|r| r.name.len()).max().unwrap_or(0);
    if args.format == TextFormat::Text {
        out.line(&format!(
            "{:slug_width$}  {:name_width$}  {:12}  SE",
            "slug", "name", "tier"
        ))?;
    }
    for row in REGISTRY {
        match args.format {
            TextFormat::Json => out.json(&TechniqueRecord::new(row))?,
            TextFormat::Text => out.line(&format!(
                "{:slug_width$}  {:name_width$}  {:12}  {}",
                row.slug,
                row.name,
                row.tier.name(),
                row.se
            ))?,
        }
    }
    out.flush()?;
    Ok(Status::Ok)
}
