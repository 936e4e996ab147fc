//! The shapes inside an f-puzzles key's entries, each read into nonet's types: cell
//! names (`R1C1`, and `R0C3` outside the grid), lists of cells and lines, numbers that
//! may be text, digits in order, and the outside clue of a little killer.

use serde_json::{Map, Value};

use super::error::FpuzzlesErrorKind as Kind;
use crate::grid::{Cell, Digit};
use crate::rules::kinds::*;
use crate::rules::{Outside, Side};

/// `R{row}C{col}` with numbers (which may be 0 or 10 for clues outside the grid).
pub(super) fn row_col(text: &str) -> Option<(u32, u32)> {
    let t = text.trim();
    let rest = t.strip_prefix(['R', 'r'])?;
    let c_at = rest.find(['C', 'c'])?;
    let (r, c) = (&rest[..c_at], &rest[c_at + 1..]);
    let all_digits =
        |s: &str| !s.is_empty() && s.len() <= 3 && s.bytes().all(|b| b.is_ascii_digit());
    if !all_digits(r) || !all_digits(c) {
        return None;
    }
    Some((r.parse().ok()?, c.parse().ok()?))
}

/// A cell of the grid, `R1C1` .. `R9C9`.
pub(super) fn cell(text: &str) -> Result<Cell, Kind> {
    match row_col(text) {
        Some((r @ 1..=9, c @ 1..=9)) => Ok(Cell::from_index((r as usize - 1) * 9 + c as usize - 1)),
        _ => Err(Kind::BadCell(text.to_string())),
    }
}

/// The cells of a field (a list of cell names).
pub(super) fn cells(o: &Map<String, Value>, field: &'static str) -> Result<Vec<Cell>, Kind> {
    cell_list(o.get(field).ok_or(Kind::Shape("a list of \"cells\""))?)
}

pub(super) fn cell_list(value: &Value) -> Result<Vec<Cell>, Kind> {
    let list = value
        .as_array()
        .ok_or(Kind::Shape("a list of cell names"))?;
    list.iter()
        .map(|v| match v.as_str() {
            Some(text) => cell(text),
            None => Err(Kind::BadCell(v.to_string())),
        })
        .collect()
}

/// The lines of an entry; an entry with no line reads as one empty line, which the rules
/// then reject as too short.
pub(super) fn lines(o: &Map<String, Value>) -> Result<Vec<Vec<Cell>>, Kind> {
    let list = o
        .get("lines")
        .and_then(Value::as_array)
        .ok_or(Kind::Shape("\"lines\": a list of lists of cells"))?;
    if list.is_empty() {
        return Ok(vec![Vec::new()]);
    }
    list.iter().map(cell_list).collect()
}

/// The two cells of a dot or sign.
pub(super) fn pair(o: &Map<String, Value>) -> Result<[Cell; 2], Kind> {
    let cells = cells(o, "cells")?;
    <[Cell; 2]>::try_from(cells).map_err(|_| Kind::Shape("two \"cells\""))
}

/// A number written as a JSON number or a string; `None` when absent or blank.
pub(super) fn number(value: &Value) -> Result<Option<u16>, Kind> {
    let bad = || Kind::BadNumber(value.to_string());
    match value {
        Value::Null => Ok(None),
        Value::Number(n) => n
            .as_u64()
            .and_then(|n| u16::try_from(n).ok())
            .map(Some)
            .ok_or_else(bad),
        Value::String(s) if s.trim().is_empty() => Ok(None),
        Value::String(s) => s
            .trim()
            .parse()
            .map(Some)
            .map_err(|_| Kind::BadNumber(s.clone())),
        _ => Err(bad()),
    }
}

pub(super) fn number_field(o: &Map<String, Value>, field: &str) -> Result<Option<u16>, Kind> {
    o.get(field).map_or(Ok(None), number)
}

/// A quadruple's digits, in the order given (repeats kept).
pub(super) fn digits_in_order(value: &Value) -> Result<Vec<Digit>, Kind> {
    let list = value
        .as_array()
        .ok_or(Kind::Shape("a quadruple's \"values\""))?;
    list.iter()
        .map(|v| {
            number(v)?
                .and_then(|n| u8::try_from(n).ok())
                .and_then(Digit::new)
                .ok_or_else(|| Kind::BadNumber(v.to_string()))
        })
        .collect()
}

/// A clue position beside the grid: `R0C3` (above column 3), `R10C3` (below), `R4C0`
/// (left of row 4), `R4C10` (right).
pub(super) fn outside(text: &str) -> Result<Outside, Kind> {
    let bad = || Kind::BadCell(text.to_string());
    let (r, c) = row_col(text).ok_or_else(bad)?;
    let side = match (r, c) {
        (0, 1..=9) => Side::Top,
        (10, 1..=9) => Side::Bottom,
        (1..=9, 0) => Side::Left,
        (1..=9, 10) => Side::Right,
        _ => return Err(bad()),
    };
    let index = if matches!(side, Side::Top | Side::Bottom) {
        c - 1
    } else {
        r - 1
    };
    Ok(Outside {
        side,
        index: index as u8,
    })
}

/// A little killer: its clue `cell` outside the grid and the `direction` it points.
pub(super) fn little_killer(o: &Map<String, Value>, total: u16) -> Result<LittleKiller, Kind> {
    let step = match o.get("direction").and_then(Value::as_str) {
        Some("DR") => DiagonalStep::DownRight,
        Some("DL") => DiagonalStep::DownLeft,
        Some("UR") => DiagonalStep::UpRight,
        Some("UL") => DiagonalStep::UpLeft,
        _ => return Err(Kind::Shape("a \"direction\" of DR, DL, UR or UL")),
    };
    let text = o
        .get("cell")
        .and_then(Value::as_str)
        .ok_or(Kind::Shape("a clue \"cell\""))?;
    let bad = || Kind::BadCell(text.to_string());
    let (r, c) = row_col(text).ok_or_else(bad)?;
    // Clue coordinates count 0 and 10 for the rows and columns beside the grid; a clue
    // named by its first cell (as some tools write it) starts there.
    let (dr, dc) = match (r, c) {
        (1..=9, 1..=9) => (0, 0),
        _ => step.delta(),
    };
    let (r, c) = (r as i64 - 1 + i64::from(dr), c as i64 - 1 + i64::from(dc));
    if !(0..9).contains(&r) || !(0..9).contains(&c) {
        return Err(bad());
    }
    Ok(LittleKiller {
        start: Cell::from_index(r as usize * 9 + c as usize),
        step,
        total,
    })
}
