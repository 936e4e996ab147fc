//! The variant fixtures: public puzzles with their published solutions, read from
//! `fixtures/variants/` (each file's header cites its sources).

#![allow(dead_code)]

use nonet::Grid;
use nonet::format::iss;
use nonet::rules::Puzzle;

/// One fixture puzzle.
pub struct Fixture {
    /// `kind:line`, for messages.
    pub name: String,
    /// The kinds it combines, `+`-joined (`killer+x`).
    pub kind: String,
    pub puzzle: Puzzle,
    pub solution: Grid,
}

/// Every fixture: the rows of `iss.tsv`.
pub fn fixtures() -> Vec<Fixture> {
    let mut out = Vec::new();
    let text = include_str!("../fixtures/variants/iss.tsv");
    for (n, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        let name = format!("iss.tsv:{} {}", n + 1, cols[0]);
        let puzzle = iss::parse(cols[2]).unwrap_or_else(|e| panic!("{name}: {e}"));
        let solution: Grid = cols[3].parse().unwrap_or_else(|e| panic!("{name}: {e}"));
        out.push(Fixture {
            name,
            kind: cols[0].to_string(),
            puzzle,
            solution,
        });
    }
    out
}
