//! `nonet generate`: puzzles for a target, one seed each, in seed order.
//!
//! The target is checked before any work, so an impossible request fails at once
//! with the library's reason. Puzzle n has seed S + n - 1; each is generated on its
//! own (the library's puzzle of a seed reads nothing else), so the batch runs on
//! every core and prints the same bytes whatever `--threads`.

use crate::batch::Runner;
use crate::flags::{Format, GenerateArgs, GenerateFormat};
use crate::output::{Output, grid_block, note};
use crate::status::Status;
use nonet::format::draw_rules;
use nonet::generate::{
    CheckedRequest, GenerateError, Generated, LOGIC_ATTEMPTS, Level, PuzzleId, Target, Variant,
    generate_seeded, measured_rate,
};
use nonet::rate::Tenths;
use nonet::record::{FailedSeed, GeneratedRecord, RatingRecord};

pub fn run(args: &GenerateArgs) -> anyhow::Result<Status> {
    // The library checks the target (and an id's version) before any work, and numbers
    // the seeds: the same steps, and words, as the bindings'.
    let (checked, count) = match &args.id {
        Some(code) => (CheckedRequest::of_id(&code.parse()?)?, 1),
        None => (
            CheckedRequest::new(
                target_of(args)?,
                args.seed.unwrap_or_else(PuzzleId::clock_seed),
            )?,
            args.count.get(),
        ),
    };
    let seeds = checked.seeds(count)?;
    let (target, first) = (&checked.target, checked.first_seed);
    if args.id.is_none() && args.seed.is_none() {
        note(&format!("nonet: seed {first}"));
    }
    if let Some(warning) = rarity_warning(target) {
        note(&warning);
    }
    let runner = Runner::new(args.batch.threads)?;
    let json = args.format == GenerateFormat::Json;
    let mut out = Output::new(args.format.framing());
    let mut status = Status::Ok;
    runner.run(
        seeds,
        count,
        // Only the JSON record shows every rating: the other formats skip the rating.
        |&seed| {
            if json {
                checked.puzzle(seed)
            } else {
                generate_seeded(target, seed)
            }
        },
        |&seed, result| {
            status.note(write(&mut out, args.format, seed, result)?);
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
    if let Some(kinds) = args.rules {
        let mut variant = Variant::of(kinds);
        variant.cages = args.cages.unwrap_or_default();
        variant.negative = args.negative;
        target.variant = variant;
    }
    Ok(target)
}

/// The warning for a level the scheme rarely meets, said before the work starts.
fn rarity_warning(target: &Target) -> Option<String> {
    let Level::Logic(level) = target.level else {
        return None;
    };
    let rate = measured_rate(level);
    rate.is_rare().then(|| {
        format!(
            "nonet: warning: the logic scheme met level {level} on only {} of {} requests measured (the logic score reads the fast solver's statistics, and carved puzzles nearly all score easy); expect each puzzle to spend its {} attempts and fall back to the closest candidate (exit status 1)",
            rate.met,
            rate.requests,
            LOGIC_ATTEMPTS
        )
    })
}

fn write(
    out: &mut Output,
    form: GenerateFormat,
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
                Format::Json => out.json(&FailedSeed::new(seed, &e))?,
            }
            return Ok(Status::Error);
        }
    };
    let rated = RatingRecord::of_rated(&g.rated);
    let status = if g.fell_back {
        out.note(&format!(
            "nonet: seed {seed}: no attempt met the whole target ({}); printing the closest candidate{}",
            g.level.words(g.scheme),
            rated_words(&rated)
        ))?;
        Status::Unsolved
    } else {
        Status::Ok
    };
    let id = g.id.map_or_else(|| "-".to_string(), |id| id.to_string());
    let yes_no = |b: bool| if b { "yes" } else { "no" }.to_string();
    if let Some(form) = form.puzzle_form() {
        match form.write(&g.variant_puzzle(), &g.metadata()) {
            Ok(text) => out.line(&text)?,
            Err(e) => {
                out.note(&format!(
                    "nonet: seed {seed}: cannot write it as {form}: {e}"
                ))?;
                out.line("failed")?;
                return Ok(Status::Error);
            }
        }
        return Ok(status);
    }
    match out.format() {
        Format::Line if g.rules.is_classic() => {
            out.line(&format!("{}\t{id}", g.puzzle.to_line()))?
        }
        Format::Line => match nonet::format::iss::write(&g.variant_puzzle()) {
            Ok(iss) => out.line(&format!("{iss}\t{id}"))?,
            Err(e) => {
                out.note(&format!("nonet: seed {seed}: cannot write it as iss: {e}"))?;
                out.line("failed")?;
                return Ok(Status::Error);
            }
        },
        Format::Grid => {
            let mut fields = vec![
                ("id", id),
                ("seed", seed.to_string()),
                ("scheme", g.scheme.to_string()),
                ("level", g.level.to_string()),
            ];
            fields.extend(rated.fields());
            fields.push(("givens", g.givens.to_string()));
            fields.push(("symmetry", g.symmetry.to_string()));
            fields.push(("minimal", yes_no(g.minimal)));
            fields.push(("fell back", yes_no(g.fell_back)));
            if g.rules.is_classic() {
                out.block(&grid_block(Some(&g.puzzle), "", &fields))?;
            } else {
                let mut kinds = g.rules.kind_tags();
                if matches!(g.rules.layout(), nonet::rules::Layout::Jigsaw(_)) {
                    kinds.insert(0, "jigsaw".to_string());
                }
                fields.insert(3, ("rules", kinds.join(", ")));
                let mut text = draw_rules(&g.rules, &g.puzzle);
                for (name, value) in fields {
                    text.push_str(&format!("# {name}: {value}\n"));
                }
                out.block(&text)?;
            }
        }
        Format::Json => out.json(&GeneratedRecord::new(&g))?,
    }
    Ok(status)
}

/// The ratings the pipeline measured, as the grid form's fields on one line (", rated
/// se 4.2/1.2/1.2, tier expert").
fn rated_words(rated: &RatingRecord) -> String {
    let parts: Vec<String> = rated
        .fields()
        .into_iter()
        .map(|(name, value)| format!("{name} {value}"))
        .collect();
    if parts.is_empty() {
        String::new()
    } else {
        format!(", rated {}", parts.join(", "))
    }
}
