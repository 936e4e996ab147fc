//! Saving and restoring a game as versioned JSON.
//!
//! The save holds the puzzle (givens and rules), the generator's id if any, the
//! player's digits and marks, the time and pause flag, and the whole undo/redo history
//! (each action with its stored position), so a restored game undoes exactly as the
//! saved one would. It does not hold the solution: restoring searches for it again, so
//! an edited save cannot make a wrong solution or a puzzle with several solutions
//! playable.
//!
//! Version 2:
//! ```json
//! {"version":2,"puzzle":{"givens":"53..7....","rules":{"layout":"boxes"}},
//!  "position":{"entries":"..4......","corner":{"r1c3":"12"},"centre":{},"colours":{"r1c1":"3"}},
//!  "elapsed_ms":61000,"paused":false,"cursor":"r2c5",
//!  "undo":[{"action":{"kind":"set-digit","cell":"r1c3","digit":4},"position":{...}},
//!          {"actions":[{"kind":"toggle-colour","cell":"r1c1","colour":3},...],"position":{...}}],
//!  "redo":[]}
//! ```
//! Marks and colours are maps from cell to its digits or colour numbers, empty cells
//! left out; `cursor` (the selected cell) may be absent, as in saves written before it
//! was kept; `undo` entries hold the position before their move, `redo` entries the
//! position after. A move of one action is written `"action"`, a move of several
//! ([`Game::apply_all`]) `"actions"`.
//!
//! Version 1 (before colours and moves of several actions) is version 2 without
//! `colours` and `actions`: it is read as it is. The version went up so that a build
//! that knows only version 1 refuses a save with colours as newer, rather than as
//! corrupt.

use std::collections::BTreeMap;
use std::str::FromStr;

use super::action::Action;
use super::game::Game;
use super::history::History;
use super::position::Position;
use super::save_error::SaveError;
use crate::generate::PuzzleId;
use crate::grid::{Candidates, Cell, Digit, Grid};
use crate::rules::Puzzle;

/// The format version this build writes and the newest it reads.
pub(crate) const VERSION: u64 = 2;

#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Save {
    version: u64,
    puzzle: Puzzle,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    id: Option<String>,
    position: SavedPosition,
    elapsed_ms: u64,
    paused: bool,
    /// The selected cell; absent in saves written before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    cursor: Option<Cell>,
    #[serde(default)]
    undo: Vec<SavedStep>,
    #[serde(default)]
    redo: Vec<SavedStep>,
}

#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct SavedPosition {
    entries: Grid,
    #[serde(default)]
    corner: BTreeMap<Cell, String>,
    #[serde(default)]
    centre: BTreeMap<Cell, String>,
    /// Absent in version 1 and when no cell is coloured.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    colours: BTreeMap<Cell, String>,
}

#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct SavedStep {
    /// The move's action when it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    action: Option<Action>,
    /// The move's actions when it has several (version 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    actions: Option<Vec<Action>>,
    position: SavedPosition,
}

/// `game` as a one-line JSON save.
pub(crate) fn to_json(game: &Game) -> String {
    // Every map key is a string and there is no float: serializing cannot fail.
    serde_json::to_string(&saved(game)).expect("a save serializes")
}

/// The save of `game`, to serialize ([`to_json`], or inside another record).
pub(crate) fn saved(game: &Game) -> impl serde::Serialize + use<> {
    let step = |(actions, position): &(Vec<Action>, Position)| {
        let (action, actions) = match actions.as_slice() {
            [one] => (Some(*one), None),
            several => (None, Some(several.to_vec())),
        };
        SavedStep {
            action,
            actions,
            position: saved_position(position),
        }
    };
    Save {
        version: VERSION,
        puzzle: game.puzzle.clone(),
        id: game.id.map(|id| id.to_string()),
        position: saved_position(&game.position),
        elapsed_ms: game.elapsed_ms,
        paused: game.paused,
        cursor: game.cursor,
        undo: game.history.undo.iter().map(step).collect(),
        redo: game.history.redo.iter().map(step).collect(),
    }
}

/// The game saved in `json`.
pub(crate) fn from_json(json: &str) -> Result<Game, SaveError> {
    let value: serde_json::Value =
        serde_json::from_str(json).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    let version = match value.get("version") {
        None => return Err(SaveError::Corrupt("no `version` field".to_string())),
        Some(v) => v.as_u64().ok_or_else(|| {
            SaveError::Corrupt(format!(
                "`version` is {v}, not a format version (a whole number from 1)"
            ))
        })?,
    };
    if version == 0 || version > VERSION {
        return Err(SaveError::UnsupportedVersion {
            found: version,
            supported: VERSION,
        });
    }
    let save: Save =
        serde_json::from_value(value).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    let id = save
        .id
        .map(|text| {
            PuzzleId::from_str(&text)
                .map_err(|e| SaveError::Inconsistent(format!("puzzle id `{text}`: {e}")))
        })
        .transpose()?;
    let mut game = Game::new(save.puzzle)?;
    game.id = id;
    let givens = game.puzzle.givens;
    game.position = position(&save.position, &givens, "the position")?;
    let steps = |list: Vec<SavedStep>, name: &str| {
        list.into_iter()
            .enumerate()
            .map(|(i, s)| {
                let what = format!("{name} entry {}", i + 1);
                let actions = match (s.action, s.actions) {
                    (Some(one), None) => vec![one],
                    (None, Some(several)) if !several.is_empty() => several,
                    _ => {
                        return Err(SaveError::Inconsistent(format!(
                            "{what}: needs either `action` or a non-empty `actions` list"
                        )));
                    }
                };
                Ok((actions, position(&s.position, &givens, &what)?))
            })
            .collect::<Result<Vec<_>, SaveError>>()
    };
    game.history = History {
        undo: steps(save.undo, "undo")?,
        redo: steps(save.redo, "redo")?,
    };
    game.elapsed_ms = save.elapsed_ms;
    game.paused = save.paused;
    game.cursor = save.cursor;
    Ok(game)
}

fn saved_position(p: &Position) -> SavedPosition {
    let marks = |marks: &[Candidates; 81]| {
        Cell::all()
            .filter(|c| !marks[c.index()].is_empty())
            .map(|c| (c, marks[c.index()].iter().map(|d| d.to_string()).collect()))
            .collect()
    };
    SavedPosition {
        entries: p.entries,
        corner: marks(&p.corner),
        centre: marks(&p.centre),
        colours: marks(&p.colours),
    }
}

/// A saved position, checked against the givens: no digit or mark on a given (colours
/// may be), marks and colours of 1 to 9 each once.
fn position(saved: &SavedPosition, givens: &Grid, what: &str) -> Result<Position, SaveError> {
    let bad = |msg: String| SaveError::Inconsistent(format!("{what}: {msg}"));
    if let Some(cell) = (saved.entries.filled_cells() & givens.filled_cells()).first() {
        return Err(bad(format!("{cell} holds a given and a player digit")));
    }
    let mut p = Position {
        entries: saved.entries,
        ..Position::EMPTY
    };
    for (kind, map, marks) in [
        ("corner marks", &saved.corner, &mut p.corner),
        ("centre marks", &saved.centre, &mut p.centre),
        ("colours", &saved.colours, &mut p.colours),
    ] {
        for (&cell, text) in map {
            if givens.get(cell).is_some() && kind != "colours" {
                return Err(bad(format!("{kind} on the given {cell}")));
            }
            let set = &mut marks[cell.index()];
            for ch in text.chars() {
                let digit = ch
                    .to_digit(10)
                    .and_then(|d| Digit::new(d as u8))
                    .ok_or_else(|| {
                        bad(format!("{kind} of {cell}: `{ch}` is not a digit 1 to 9"))
                    })?;
                if set.contains(digit) {
                    return Err(bad(format!("{kind} of {cell}: {digit} given twice")));
                }
                set.insert(digit);
            }
            if set.is_empty() {
                return Err(bad(format!("{kind} of {cell} are empty")));
            }
        }
    }
    Ok(p)
}
