//! How the variant format tests compare puzzles that a format lists in its own order or
//! says in its own way.

#![allow(dead_code)]

use nonet::rules::kinds::{ExtraRegion, Windoku};
use nonet::rules::{Constraint, Puzzle};

/// The constraints as a sorted list, for puzzles whose formats list kinds in different
/// orders.
pub fn sorted(p: &Puzzle) -> Vec<String> {
    let mut v: Vec<String> = p
        .rules
        .constraints()
        .iter()
        .map(|c| serde_json::to_string(c).unwrap())
        .collect();
    v.sort();
    v
}

/// What f-puzzles makes of a puzzle's constraints, sorted: windoku is its four windows
/// as extra regions (f-puzzles has no windoku key).
pub fn as_fpuzzles(p: &Puzzle) -> Vec<String> {
    let mut v: Vec<String> = p
        .rules
        .constraints()
        .iter()
        .flat_map(|c| match c {
            Constraint::Windoku(_) => (0..4)
                .map(|n| {
                    Constraint::ExtraRegion(ExtraRegion {
                        cells: Windoku::window(n).iter().collect(),
                    })
                })
                .collect(),
            other => vec![other.clone()],
        })
        .map(|c| serde_json::to_string(&c).unwrap())
        .collect();
    v.sort();
    v
}
