//! `nonet draw`: one puzzle with its rules, as text, as an SVG picture, as the JSON
//! the web page reads, or as a link that opens it in SudokuPad. The library draws ([`draw_rules`], [`Figure`]) and describes
//! ([`PuzzleInfo`]); this file picks the puzzle and [`svg`](crate::svg) writes the
//! figure as SVG.

use std::io::Write;
use std::ops::ControlFlow;
use std::sync::atomic::AtomicUsize;

use anyhow::{Context, bail};
use nonet::format::figure::Figure;
use nonet::format::{draw_rules, sudokupad};
use nonet::record::PuzzleInfo;

use crate::flags::{DrawArgs, DrawFormat};
use crate::input::{Piece, Puzzle, read_inputs};
use crate::rules::puzzle_of;
use crate::status::Status;

pub fn run(args: &DrawArgs) -> anyhow::Result<Status> {
    let input = args.input.clone().unwrap_or_else(|| "-".to_string());
    let number = args.number.get();
    let read = nth_puzzle(&input, number)?;
    let puzzle = match &read.puzzle {
        Ok(p) => puzzle_of(p, args.rules.as_ref()),
        Err(bad) => bail!("{}: {}", read.location(), bad.problem()),
    };
    let text = match args.format {
        DrawFormat::Text => draw_rules(&puzzle.rules, &puzzle.givens),
        DrawFormat::Svg => crate::svg::document(&Figure::new(&puzzle.rules), &puzzle.givens),
        DrawFormat::Json => {
            let mut json = serde_json::to_string(&PuzzleInfo::new(&puzzle))?;
            json.push('\n');
            json
        }
        DrawFormat::Sudokupad => {
            let metadata = read.puzzle.as_ref().ok().and_then(|p| p.metadata());
            match sudokupad::write(&puzzle, &metadata.cloned().unwrap_or_default()) {
                Ok(link) => link + "\n",
                Err(e) => bail!("{}: cannot write a SudokuPad link: {e}", read.location()),
            }
        }
    };
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes()).context("standard output")?;
    out.flush().context("standard output")?;
    Ok(Status::Ok)
}

/// Puzzle `number` (1-based) of `input`, read as a stream: the puzzles before it are
/// dropped as they go by, so a large file costs no more memory than a small one.
fn nth_puzzle(input: &str, number: usize) -> anyhow::Result<Puzzle> {
    let mut seen = 0;
    let mut found = None;
    let mut unreadable = None;
    let _ = read_inputs(&[input.to_string()], &AtomicUsize::new(64), |piece| {
        match piece {
            Piece::Puzzles(puzzles, _) => {
                for p in puzzles {
                    seen += 1;
                    if seen == number {
                        found = Some(p);
                        return ControlFlow::Break(());
                    }
                }
            }
            Piece::Unreadable(e) => {
                unreadable = Some(e);
                return ControlFlow::Break(());
            }
        }
        ControlFlow::Continue(())
    });
    if let Some(e) = unreadable {
        return Err(e);
    }
    let name = match input {
        "-" => crate::input::STDIN_NAME,
        _ => input,
    };
    found.ok_or_else(|| match seen {
        0 => anyhow::anyhow!("{name}: no puzzle in the input"),
        1 => anyhow::anyhow!("{name} holds 1 puzzle; there is no puzzle {number}"),
        n => anyhow::anyhow!("{name} holds {n} puzzles; there is no puzzle {number}"),
    })
}
