//! Reading f-puzzles JSON into a [`Puzzle`]: the grid, then each constraint key in a
//! fixed order (so a puzzle written and read back comes back in the same order).

use serde_json::{Map, Value};

use super::Metadata;
use super::error::{FpuzzlesError, FpuzzlesErrorKind as Kind, Place};
use crate::format::json_value::parse_unique_keys;
use crate::grid::{Candidates, Cell, Digit, Grid};
use crate::rules::kinds::*;
use crate::rules::{Constraint, Layout, Puzzle, Rules, RulesError};

use super::fields::number;
use super::kinds;

/// The constraint keys, in the order their constraints are listed in the rules.
pub(super) const KEYS: &[&str] = &[
    "diagonal+",
    "diagonal-",
    "antiknight",
    "antiking",
    "disjointgroups",
    "nonconsecutive",
    "negative",
    "extraregion",
    "killercage",
    "littlekillersum",
    "arrow",
    "thermometer",
    "slowthermometer",
    "palindrome",
    "renban",
    "whispers",
    "regionsumline",
    "betweenline",
    "entropicline",
    "zipperline",
    "difference",
    "ratio",
    "xv",
    "odd",
    "even",
    "quadruple",
    "sandwichsum",
    "xsum",
    "skyscraper",
];

/// Keys that describe the puzzle's look, its metadata or a solver's settings, not its
/// rules: read and ignored (`cage` unless it is SudokuSolver's digital-root cage).
const COSMETIC: &[&str] = &[
    "size",
    "grid",
    "title",
    "author",
    "ruleset",
    "solution",
    "successMessage",
    "text",
    "line",
    "rectangle",
    "circle",
    "cage",
    "disabledlogic",
    "truecandidatesoptions",
];

/// Constraint keys f-puzzles (or the solvers that read its JSON) define and nonet's
/// rules cannot hold, with what they are.
const UNSUPPORTED: &[(&str, &str)] = &[
    ("minimum", "minimum cells"),
    ("maximum", "maximum cells"),
    ("clone", "clones"),
    ("rowindexer", "row indexer cells"),
    ("columnindexer", "column indexer cells"),
    ("boxindexer", "box indexer cells"),
    ("modularline", "modular lines"),
    ("nabner", "nabner lines"),
    ("doublearrow", "double arrows"),
    ("sum", "sum dots"),
    ("clock", "clock lines"),
    ("lockout", "lockout lines"),
    ("sumdot(intersection)", "sum dots on intersections"),
];

/// Reads a puzzle from f-puzzles JSON.
pub fn parse(json: &str) -> Result<Puzzle, FpuzzlesError> {
    parse_with_metadata(json).map(|(p, _)| p)
}

/// Reads a puzzle and its title, author and rules text from f-puzzles JSON.
pub fn parse_with_metadata(json: &str) -> Result<(Puzzle, Metadata), FpuzzlesError> {
    let value = parse_unique_keys(json).map_err(|e| {
        FpuzzlesError::whole(if e.is_data() {
            Kind::RepeatedKey(e.to_string())
        } else {
            Kind::Json(e.to_string())
        })
    })?;
    read_value(&value)
}

/// A cut of a JSON value for messages: its first 60 characters.
pub(super) fn cut(value: &Value) -> String {
    let text = value.to_string();
    match text.char_indices().nth(60) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text,
    }
}

/// Whether a value carries nothing: null, false, empty.
fn is_empty(value: &Value) -> bool {
    match value {
        Value::Null | Value::Bool(false) => true,
        Value::String(s) => s.is_empty(),
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
        _ => false,
    }
}

/// A failure inside a key: where under it, and what.
pub(super) struct Fail {
    pub(super) place: Option<Place>,
    pub(super) kind: Kind,
}

impl From<Kind> for Fail {
    fn from(kind: Kind) -> Fail {
        Fail { place: None, kind }
    }
}

/// The constraints read so far, each with the key and place it came from.
pub(super) struct Sink<'a> {
    constraints: Vec<Constraint>,
    origin: Vec<(&'a str, Option<Place>, &'a Value)>,
    key: &'a str,
    entry: Option<(usize, &'a Value)>,
}

impl<'a> Sink<'a> {
    pub(super) fn push(&mut self, c: Constraint) {
        self.constraints.push(c);
        let (place, text) = match self.entry {
            Some((i, v)) => (Some(Place::Entry(i)), v),
            None => (None, &Value::Null),
        };
        self.origin.push((self.key, place, text));
    }
}

pub(crate) fn read_value(value: &Value) -> Result<(Puzzle, Metadata), FpuzzlesError> {
    let obj = value
        .as_object()
        .ok_or_else(|| FpuzzlesError::whole(Kind::NotAnObject))?;
    let fail = |key: &str, value: &Value, f: Fail| FpuzzlesError {
        key: Some(key.to_string()),
        place: f.place,
        text: match f.place {
            Some(Place::Entry(i)) => value.get(i).map_or_else(String::new, cut),
            Some(Place::Cell(_)) => String::new(),
            None => cut(value),
        },
        kind: f.kind,
    };
    check_keys(obj)?;
    match obj.get("size") {
        Some(size) if size.as_u64() != Some(9) => {
            return Err(fail(
                "size",
                size,
                Kind::Unsupported("grids other than 9x9").into(),
            ));
        }
        _ => {}
    }
    let grid_value = obj
        .get("grid")
        .ok_or_else(|| FpuzzlesError::whole(Kind::Shape("a \"grid\" of 9 rows of 9 cells")))?;
    let grid = read_grid(grid_value).map_err(|f| fail("grid", grid_value, f))?;

    let mut sink = Sink {
        constraints: Vec::new(),
        origin: Vec::new(),
        key: "",
        entry: None,
    };
    for &key in KEYS {
        if let Some(v) = obj.get(key) {
            sink.key = key;
            sink.entry = None;
            let read = kinds::reader(key).expect("every key of KEYS has a reader");
            read(v, &mut sink).map_err(|f| fail(key, v, f))?;
        }
        // Parity pencil marks of the grid follow the `odd` and `even` lists.
        let marked = match key {
            "odd" => &grid.odd,
            "even" => &grid.even,
            _ => continue,
        };
        let parity = if key == "odd" {
            Parity::Odd
        } else {
            Parity::Even
        };
        for &cell in marked {
            sink.constraints
                .push(Constraint::EvenOdd(EvenOdd { cell, parity }));
            sink.origin
                .push(("grid", Some(Place::Cell(cell)), &Value::Null));
        }
    }
    // Other given pencil marks come last, after every key.
    for &(cell, digits) in &grid.candidates {
        sink.constraints
            .push(Constraint::Candidates(GivenCandidates { cell, digits }));
        sink.origin
            .push(("grid", Some(Place::Cell(cell)), &Value::Null));
    }
    let Sink {
        constraints,
        origin,
        ..
    } = sink;
    let rules = Rules::new(grid.layout, constraints).map_err(|e| invalid(e, &origin))?;
    let text = |key: &str| obj.get(key).and_then(Value::as_str).map(str::to_string);
    let metadata = Metadata {
        title: text("title"),
        author: text("author"),
        ruleset: text("ruleset"),
    };
    Ok((
        Puzzle {
            givens: grid.givens,
            rules,
        },
        metadata,
    ))
}

/// The error of rules that do not hold, at the key and place of the constraint at fault.
fn invalid(e: RulesError, origin: &[(&str, Option<Place>, &Value)]) -> FpuzzlesError {
    let (key, place, text) = match e.index {
        Some(i) => origin[i],
        None => ("grid", None, &Value::Null),
    };
    FpuzzlesError {
        key: Some(key.to_string()),
        place,
        text: if text.is_null() {
            String::new()
        } else {
            cut(text)
        },
        kind: Kind::Invalid(Box::new(e)),
    }
}

/// Every key is a constraint key, cosmetic, or empty; a digital-root `cage` is not
/// cosmetic.
fn check_keys(obj: &Map<String, Value>) -> Result<(), FpuzzlesError> {
    for (key, value) in obj {
        let error = |kind| FpuzzlesError {
            key: Some(key.clone()),
            place: None,
            text: cut(value),
            kind,
        };
        if key == "cage" {
            let digital_root = value.as_array().is_some_and(|cages| {
                cages.iter().any(|c| {
                    c.get("value")
                        .and_then(Value::as_str)
                        .is_some_and(|v| v.trim().starts_with("DR"))
                })
            });
            if digital_root {
                return Err(error(Kind::Unsupported(
                    "digital-root cages (a `cage` valued `DR` and a number)",
                )));
            }
            continue;
        }
        if KEYS.contains(&key.as_str()) || COSMETIC.contains(&key.as_str()) || is_empty(value) {
            continue;
        }
        if key == "regionSumLine" {
            // The camel-case spelling some tools write.
            return Err(error(Kind::Unsupported(
                "the key spelled `regionSumLine`; f-puzzles writes `regionsumline`",
            )));
        }
        return Err(match UNSUPPORTED.iter().find(|(k, _)| k == key) {
            Some((_, what)) => error(Kind::Unsupported(what)),
            None => error(Kind::UnknownKey),
        });
    }
    Ok(())
}

/// What the grid holds: givens, the region layout, and given pencil marks (parity sets
/// apart).
struct GridData {
    givens: Grid,
    layout: Layout,
    odd: Vec<Cell>,
    even: Vec<Cell>,
    candidates: Vec<(Cell, Candidates)>,
}

fn read_grid(value: &Value) -> Result<GridData, Fail> {
    let shape = || Fail::from(Kind::Shape("a \"grid\" of 9 rows of 9 cells"));
    let rows = value
        .as_array()
        .filter(|r| r.len() == 9)
        .ok_or_else(shape)?;
    let mut data = GridData {
        givens: Grid::EMPTY,
        layout: Layout::Boxes,
        odd: Vec::new(),
        even: Vec::new(),
        candidates: Vec::new(),
    };
    let mut regions = [0u8; 81];
    let mut jigsaw = false;
    for (r, row) in rows.iter().enumerate() {
        let cells = row.as_array().filter(|c| c.len() == 9).ok_or_else(shape)?;
        for (c, cell_value) in cells.iter().enumerate() {
            let cell = Cell::from_index(r * 9 + c);
            let at = |kind| Fail {
                place: Some(Place::Cell(cell)),
                kind,
            };
            let Some(obj) = cell_value.as_object() else {
                if cell_value.is_null() {
                    regions[cell.index()] = cell.box_index();
                    continue;
                }
                return Err(at(Kind::Shape("a grid cell to be an object")));
            };
            let given = obj.get("given").and_then(Value::as_bool).unwrap_or(false);
            let digit = match obj.get("value") {
                Some(v) if given => Some(
                    v.as_u64()
                        .and_then(|d| u8::try_from(d).ok())
                        .and_then(Digit::new)
                        .ok_or_else(|| at(Kind::BadNumber(v.to_string())))?,
                ),
                // A value without `given` is a solver's entry, not part of the puzzle.
                _ => None,
            };
            regions[cell.index()] = match obj.get("region") {
                None | Some(Value::Null) => cell.box_index(),
                Some(v) => {
                    let n = v
                        .as_u64()
                        .filter(|&n| n < 9)
                        .ok_or_else(|| at(Kind::Shape("a region number 0 to 8")))?;
                    if n as u8 != cell.box_index() {
                        jigsaw = true;
                    }
                    n as u8
                }
            };
            if let Some(marks) = obj.get("givenPencilMarks").filter(|m| !is_empty(m)) {
                let marks = digits(marks).map_err(at)?;
                match (digit, marks.as_slice()) {
                    (Some(d), _) if marks.contains(&d.get()) => {}
                    (Some(_), _) => {
                        return Err(at(Kind::Unsupported(
                            "a given digit outside its given pencil marks (no solution)",
                        )));
                    }
                    (None, [1, 2, 3, 4, 5, 6, 7, 8, 9]) => {}
                    (None, [1, 3, 5, 7, 9]) => data.odd.push(cell),
                    (None, [2, 4, 6, 8]) => data.even.push(cell),
                    (None, &[d]) => {
                        data.givens.set(cell, Digit::new(d));
                    }
                    (None, _) => data.candidates.push((
                        cell,
                        marks
                            .iter()
                            .filter_map(|&d| Digit::new(d))
                            .collect::<Candidates>(),
                    )),
                }
            }
            if digit.is_some() {
                data.givens.set(cell, digit);
            }
        }
    }
    if jigsaw {
        // Numbered as every reader numbers regions, in order of first appearance, so the
        // same layout is the same value whatever numbers the file used.
        let labels: String = regions.iter().map(|&r| char::from(b'0' + r)).collect();
        let j = Jigsaw::from_labels(&labels).map_err(|e| Fail::from(Kind::Invalid(Box::new(e))))?;
        // Regions numbered differently from the boxes but equal to them are boxes.
        let boxes = (0..9u8).all(|n| {
            let region = j.region(n);
            (0..9u8).any(|b| region == Layout::Boxes.region(b))
        });
        if !boxes {
            data.layout = Layout::Jigsaw(j);
        }
    }
    Ok(data)
}

/// A sorted, deduplicated list of digits 1..=9.
fn digits(value: &Value) -> Result<Vec<u8>, Kind> {
    let list = value.as_array().ok_or(Kind::Shape("a list of digits"))?;
    let mut out = Vec::with_capacity(list.len());
    for v in list {
        let d = number(v)?
            .and_then(|n| u8::try_from(n).ok())
            .filter(|n| (1..=9).contains(n))
            .ok_or_else(|| Kind::BadNumber(v.to_string()))?;
        out.push(d);
    }
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

/// A key set to `true` holds `c`; `false` or null, nothing.
pub(super) fn flag<'a>(value: &'a Value, sink: &mut Sink<'a>, c: Constraint) -> Result<(), Fail> {
    match value {
        Value::Bool(true) => {
            sink.push(c);
            Ok(())
        }
        Value::Bool(false) | Value::Null => Ok(()),
        _ => Err(Fail::from(Kind::Shape("true or false"))),
    }
}

/// A key's list (null reads as empty).
pub(super) fn list(value: &Value) -> Result<&[Value], Fail> {
    match value {
        Value::Array(a) => Ok(a),
        Value::Null => Ok(&[]),
        _ => Err(Kind::Shape("a list").into()),
    }
}

/// Runs `read` on each entry of a key's list, as an object, with the entry as the place
/// of its constraints and errors.
pub(super) fn each<'a>(
    value: &'a Value,
    sink: &mut Sink<'a>,
    mut read: impl FnMut(&'a Map<String, Value>, &mut Sink<'a>) -> Result<(), Kind>,
) -> Result<(), Fail> {
    for (i, entry) in list(value)?.iter().enumerate() {
        sink.entry = Some((i, entry));
        let place = Some(Place::Entry(i));
        let o = entry.as_object().ok_or(Fail {
            place,
            kind: Kind::Shape("each entry to be an object"),
        })?;
        read(o, sink).map_err(|kind| Fail { place, kind })?;
    }
    sink.entry = None;
    Ok(())
}

#[cfg(test)]
mod tests;
