//! The variant fixtures: public puzzles with their published solutions, read from
//! `fixtures/variants/` (each file's header cites its sources).

#![allow(dead_code)]

mod boards;
mod kind_row;

#[allow(unused_imports)]
pub use boards::{group_and_peer_fixtures, random_clues, steps, thinned};
#[allow(unused_imports)]
pub use kind_row::{KINDS, kind_row};

use nonet::Grid;
use nonet::format::{fpuzzles, iss};
use nonet::rules::Puzzle;

/// One fixture puzzle.
pub struct Fixture {
    /// `file:line kind`, for messages.
    pub name: String,
    /// The kinds it combines, `+`-joined (`killer+x`).
    pub kind: String,
    /// Where it comes from (the source column).
    pub source: String,
    pub puzzle: Puzzle,
    pub solution: Grid,
}

/// Every fixture nonet reads: the rows of `iss.tsv` (the Interactive Sudoku Solver's
/// notation), of `iss_extra.tsv` (the same notation, for kinds the data set's rows lack)
/// and of `fpuzzles.tsv` (f-puzzles JSON as published).
pub fn fixtures() -> Vec<Fixture> {
    let mut out = read(
        "iss.tsv",
        include_str!("../fixtures/variants/iss.tsv"),
        |text| iss::parse(text).map_err(|e| e.to_string()),
    );
    out.extend(read(
        "iss_extra.tsv",
        include_str!("../fixtures/variants/iss_extra.tsv"),
        |text| iss::parse(text).map_err(|e| e.to_string()),
    ));
    out.extend(read(
        "fpuzzles.tsv",
        include_str!("../fixtures/variants/fpuzzles.tsv"),
        |text| fpuzzles::parse(text).map_err(|e| e.to_string()),
    ));
    out
}

fn read(file: &str, text: &str, parse: impl Fn(&str) -> Result<Puzzle, String>) -> Vec<Fixture> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        let name = format!("{file}:{} {}", n + 1, cols[0]);
        let puzzle = parse(cols[2]).unwrap_or_else(|e| panic!("{name}: {e}"));
        let solution: Grid = cols[3].parse().unwrap_or_else(|e| panic!("{name}: {e}"));
        out.push(Fixture {
            name,
            kind: cols[0].to_string(),
            source: cols[1].to_string(),
            puzzle,
            solution,
        });
    }
    out
}
