//! SudokuPad's own puzzle JSON (`scl`, `ctc`) read back into rules: the grid, givens and
//! regions, cages, puzzle-wide flags, and the drawn marks ([`marks`](super::marks)),
//! written out as the f-puzzles JSON that says the same puzzle, which the f-puzzles
//! reader then reads (one reader per kind, whatever the link).
//!
//! SudokuPad has no constraint types: a puzzle is a drawing (cages, lines, arrows,
//! shapes under and over the digits) plus a rules text, and SudokuPad itself recognises
//! a few drawings for its conflict checker. nonet recognises the drawings SudokuPad's
//! f-puzzles converter makes (most SudokuPad puzzles begin on f-puzzles), with small
//! tolerances, and asks the rules text where the drawing alone cannot say (which
//! coloured line is a renban, whether a cage without a flag is a killer cage). Anything
//! else is refused with its name and where it is drawn: never dropped, never guessed.
//! What carries no rule is skipped: the title, author, rules text and solution, videos,
//! SudokuPad's view settings and messages, full-cell colour squares when the rules speak
//! of no shading, a text that repeats the title.

use serde_json::{Map, Value, json};

use super::error::SudokuPadError;
use super::geometry::{Element, N, Rc, fp_name};
use super::marks;
use super::rules_text::RulesText;
use super::text_checks;

/// Top-level keys that carry no rule.
const COSMETIC: &[&str] = &["id", "cellSize", "videos", "settings", "metadata"];

/// Keys of `metadata` that carry no rule (besides the flags read below).
const METADATA: &[&str] = &[
    "title",
    "author",
    "rules",
    "solution",
    "source",
    "msgcorrect",
    "msgincorrect",
    "msgvalid",
    "msginvalid",
    "msgunknown",
    "customstyle",
    "antiknight",
    "antiking",
    "norowcol",
    "duration",
];

/// The texts SudokuPad's f-puzzles converter puts where a puzzle has none.
const DEFAULTS: &[&str] = &[
    "Untitled",
    "Unknown",
    "No rules provided for this puzzle. Please check the related video or website for rules.",
];

/// The f-puzzles JSON being built.
#[derive(Default)]
pub(super) struct Out {
    map: Map<String, Value>,
}

impl Out {
    /// Adds an entry to `key`'s list.
    pub(super) fn add(&mut self, key: &str, entry: Value) {
        if let Value::Array(list) = self
            .map
            .entry(key)
            .or_insert_with(|| Value::Array(Vec::new()))
        {
            list.push(entry);
        }
    }

    /// Sets a puzzle-wide rule.
    pub(super) fn flag(&mut self, key: &str) {
        self.map.insert(key.to_string(), Value::Bool(true));
    }

    pub(super) fn has(&self, key: &str) -> bool {
        self.map.get(key).is_some_and(|v| v != &Value::Bool(false))
    }
}

/// f-puzzles cell names of grid cells.
pub(super) fn names(cells: &[Rc]) -> Vec<String> {
    cells.iter().map(|&rc| fp_name(rc)).collect()
}

/// Translates SudokuPad's puzzle JSON into f-puzzles JSON, or refuses an element.
pub(super) fn to_fpuzzles(scl: &Value) -> Result<Value, SudokuPadError> {
    let obj = scl
        .as_object()
        .ok_or_else(|| SudokuPadError::element("the puzzle", "expected a JSON object"))?;
    check_top_level(obj)?;
    let meta = Meta::read(obj)?;
    let text = RulesText::new(meta.rules.as_deref().unwrap_or(""));
    let mut out = Out::default();
    out.map.insert("size".into(), json!(N));
    for (key, v) in [
        ("title", &meta.title),
        ("author", &meta.author),
        ("ruleset", &meta.rules),
    ] {
        if let Some(v) = v {
            out.map.insert(key.into(), json!(v));
        }
    }
    let grid = grid(obj)?;
    out.map.insert("grid".into(), grid);
    flags(obj, &meta, &mut out)?;
    cages(obj, &text, &mut out)?;
    let lists = |key: &'static str| -> Vec<Element<'_>> {
        obj.get(key)
            .and_then(Value::as_array)
            .map(|items| {
                items
                    .iter()
                    .enumerate()
                    .filter_map(|(index, v)| {
                        v.as_object().map(|o| Element {
                            list: key,
                            index,
                            obj: o,
                        })
                    })
                    .collect()
            })
            .unwrap_or_default()
    };
    let title = meta.title.clone().unwrap_or_default();
    marks::read(
        marks::Drawn {
            lines: lists("lines"),
            arrows: lists("arrows"),
            shapes: [lists("underlays"), lists("overlays")].concat(),
        },
        &text,
        &title,
        &mut out,
    )?;
    text_checks::check(&text, &out)?;
    Ok(Value::Object(out.map))
}

/// Every top-level key is read here, cosmetic, or empty; fog and triggered effects are
/// refused (the visible clues change while solving).
fn check_top_level(obj: &Map<String, Value>) -> Result<(), SudokuPadError> {
    const READ: &[&str] = &[
        "cells",
        "regions",
        "cages",
        "lines",
        "arrows",
        "underlays",
        "overlays",
        "global",
    ];
    for (key, v) in obj {
        if READ.contains(&key.as_str()) || COSMETIC.contains(&key.as_str()) || is_empty(v) {
            continue;
        }
        let why = match key.as_str() {
            "foglight" | "foglink" | "triggereffect" => {
                "fog of war and triggered effects: the clues change while solving, and nonet has no such rule"
            }
            _ => "an element nonet does not know",
        };
        return Err(SudokuPadError::element(format!("`{key}`"), why));
    }
    Ok(())
}

fn is_empty(v: &Value) -> bool {
    match v {
        Value::Null | Value::Bool(false) => true,
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
        Value::String(s) => s.is_empty(),
        _ => false,
    }
}

/// Title, author and rules text (from `metadata`, else from the cages without cells
/// that carry `name: text`), and the metadata flags.
#[derive(Default)]
struct Meta {
    title: Option<String>,
    author: Option<String>,
    rules: Option<String>,
    antiknight: bool,
    antiking: bool,
}

impl Meta {
    fn read(obj: &Map<String, Value>) -> Result<Meta, SudokuPadError> {
        let mut meta = Meta::default();
        let mut rules = Vec::new();
        for cage in obj
            .get("cages")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            if let Some((name, text)) = metadata_cage(cage) {
                match name.as_str() {
                    "title" => meta.title = Some(text),
                    "author" => meta.author = Some(text),
                    "rules" => rules.push(text),
                    "antiknight" => meta.antiknight |= text == "true",
                    "antiking" => meta.antiking |= text == "true",
                    _ => {}
                }
            }
        }
        if let Some(m) = obj.get("metadata").and_then(Value::as_object) {
            for (key, v) in m {
                let element = || format!("`metadata.{key}`");
                match key.as_str() {
                    "title" => meta.title = v.as_str().map(str::to_string),
                    "author" => meta.author = v.as_str().map(str::to_string),
                    "rules" => {
                        rules = match v {
                            Value::String(s) => vec![s.clone()],
                            Value::Array(a) => a
                                .iter()
                                .filter_map(Value::as_str)
                                .map(str::to_string)
                                .collect(),
                            _ => Vec::new(),
                        }
                    }
                    "antiknight" => meta.antiknight |= v.as_bool() == Some(true),
                    "antiking" => meta.antiking |= v.as_bool() == Some(true),
                    "norowcol" if v.as_bool() == Some(true) => {
                        return Err(SudokuPadError::element(
                            element(),
                            "no row and column rule: nonet's puzzles always have one",
                        ));
                    }
                    k if k.starts_with("bgimage") => {
                        return Err(SudokuPadError::element(
                            element(),
                            "a background picture: clues may be drawn in it, and nonet cannot see them",
                        ));
                    }
                    k if METADATA.contains(&k) || is_empty(v) => {}
                    _ => {
                        return Err(SudokuPadError::element(
                            element(),
                            "a setting nonet does not know",
                        ));
                    }
                }
            }
        }
        if !rules.is_empty() {
            meta.rules = Some(rules.join("\n"));
        }
        for field in [&mut meta.title, &mut meta.author, &mut meta.rules] {
            if field
                .as_deref()
                .is_some_and(|t| DEFAULTS.contains(&t.trim()))
            {
                *field = None;
            }
        }
        Ok(meta)
    }
}

/// A cage without cells whose value reads `name: text`: metadata, not a cage.
fn metadata_cage(cage: &Value) -> Option<(String, String)> {
    let has_cells = cage
        .get("cells")
        .and_then(Value::as_array)
        .is_some_and(|c| !c.is_empty());
    if has_cells {
        return None;
    }
    let value = cage.get("value")?.as_str()?;
    let (name, text) = value.split_once(':')?;
    let name = name.trim();
    (!name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric()))
        .then(|| (name.to_ascii_lowercase(), text.trim().to_string()))
}

/// The f-puzzles grid: givens, and the regions when they are not the boxes.
fn grid(obj: &Map<String, Value>) -> Result<Value, SudokuPadError> {
    let rows = obj
        .get("cells")
        .and_then(Value::as_array)
        .ok_or_else(|| SudokuPadError::element("`cells`", "missing: the puzzle has no grid"))?;
    let wide = rows.iter().map(|r| r.as_array().map_or(0, Vec::len)).max();
    if rows.len() != N as usize || wide != Some(N as usize) {
        return Err(SudokuPadError::element(
            "`cells`",
            format!(
                "a grid of {} rows and {} columns: nonet reads 9x9 grids",
                rows.len(),
                wide.unwrap_or(0)
            ),
        ));
    }
    let regions = regions(obj)?;
    let mut out = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        let mut out_row = Vec::new();
        let cells = row.as_array().map(Vec::as_slice).unwrap_or(&[]);
        for c in 0..N as usize {
            let rc = (r as i32, c as i32);
            let mut cell = Map::new();
            if let Some(v) = cells.get(c) {
                if let Some(d) = given(v, rc)? {
                    cell.insert("value".into(), json!(d));
                    cell.insert("given".into(), json!(true));
                }
            }
            if let Some(regions) = &regions {
                cell.insert("region".into(), json!(regions[r * 9 + c]));
            }
            out_row.push(Value::Object(cell));
        }
        out.push(Value::Array(out_row));
    }
    Ok(Value::Array(out))
}

/// A cell's given digit; given pencil marks and keys nonet does not know are refused.
fn given(v: &Value, rc: Rc) -> Result<Option<u8>, SudokuPadError> {
    let name = || format!("`cells` at {}", super::geometry::cell_name(rc));
    let Some(o) = v.as_object() else {
        return if v.is_null() {
            Ok(None)
        } else {
            Err(SudokuPadError::element(name(), "expected a cell object"))
        };
    };
    let mut digit = None;
    for (key, x) in o {
        match key.as_str() {
            "value" => {
                let d = match x {
                    Value::Number(n) => n.as_u64(),
                    Value::String(s) if s.trim().is_empty() => continue,
                    Value::String(s) => s.trim().parse().ok(),
                    Value::Null => continue,
                    _ => None,
                };
                digit = Some(d.filter(|d| (1..=9).contains(d)).ok_or_else(|| {
                    SudokuPadError::element(name(), format!("the given {x} is not a digit 1 to 9"))
                })? as u8);
            }
            "given" | "hidden" => {}
            "pencilMarks" | "centremarks" | "pencilmarks" | "centerMarks" if is_empty(x) => {}
            "pencilMarks" | "centremarks" | "pencilmarks" | "centerMarks" => {
                return Err(SudokuPadError::element(
                    format!("{} `{key}`", name()),
                    "marks in the grid: a player's notes or given candidates, which the drawing cannot tell apart",
                ));
            }
            _ if is_empty(x) => {}
            _ => {
                return Err(SudokuPadError::element(
                    format!("{} `{key}`", name()),
                    "a cell property nonet does not know",
                ));
            }
        }
    }
    Ok(digit)
}

/// The region of each cell when the regions are not the nine boxes; `None` for boxes.
fn regions(obj: &Map<String, Value>) -> Result<Option<Vec<u8>>, SudokuPadError> {
    let bad = |why: String| SudokuPadError::element("`regions`", why);
    let list = obj
        .get("regions")
        .and_then(Value::as_array)
        .filter(|l| !l.is_empty())
        .ok_or_else(|| {
            bad("missing: a puzzle without boxes or regions, which nonet does not read".into())
        })?;
    if list.len() != 9 {
        return Err(bad(format!("{} regions: nonet reads 9", list.len())));
    }
    let mut of = [u8::MAX; 81];
    for (i, region) in list.iter().enumerate() {
        let cells = region.as_array().map(Vec::as_slice).unwrap_or(&[]);
        if cells.len() != 9 {
            return Err(bad(format!(
                "region {} has {} cells, not 9",
                i + 1,
                cells.len()
            )));
        }
        for cell in cells {
            let rc = super::geometry::point(cell)
                .map(|(r, c)| (r as i32, c as i32))
                .filter(|&rc| super::geometry::inside(rc))
                .ok_or_else(|| {
                    bad(format!(
                        "region {} holds {cell}, not a cell of the grid",
                        i + 1
                    ))
                })?;
            let at = (rc.0 * 9 + rc.1) as usize;
            if of[at] != u8::MAX {
                return Err(bad(format!(
                    "{} is in two regions",
                    super::geometry::cell_name(rc)
                )));
            }
            of[at] = i as u8;
        }
    }
    let boxes = (0..81).all(|i| {
        let (r, c) = (i / 9, i % 9);
        let b = (r / 3) * 3 + c / 3;
        (0..81).all(|j| {
            let (r2, c2) = (j / 9, j % 9);
            ((r2 / 3) * 3 + c2 / 3 == b) == (of[i] == of[j])
        })
    });
    Ok((!boxes).then(|| of.to_vec()))
}

/// `global` entries (the f-puzzles converter's puzzle-wide rules) and metadata flags.
fn flags(obj: &Map<String, Value>, meta: &Meta, out: &mut Out) -> Result<(), SudokuPadError> {
    if meta.antiknight {
        out.flag("antiknight");
    }
    if meta.antiking {
        out.flag("antiking");
    }
    let mut negative = Vec::new();
    for (i, g) in obj
        .get("global")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .enumerate()
    {
        match g.as_str().unwrap_or("") {
            "antiknight" => out.flag("antiknight"),
            "antiking" => out.flag("antiking"),
            "nonconsecutive" => out.flag("nonconsecutive"),
            "disjoint" => out.flag("disjointgroups"),
            "antixv" => negative.push("xv"),
            "antiratio" => negative.push("ratio"),
            "antidifference" => negative.push("difference"),
            _ => {
                return Err(SudokuPadError::element(
                    format!("`global[{i}]` ({g})"),
                    "a puzzle-wide rule nonet does not know",
                ));
            }
        }
    }
    if !negative.is_empty() {
        out.map.insert("negative".into(), json!(negative));
    }
    Ok(())
}

/// Cages: killer cages, extra regions, the disjoint groups' cages; metadata cages are
/// skipped (read by [`Meta`]).
fn cages(obj: &Map<String, Value>, text: &RulesText, out: &mut Out) -> Result<(), SudokuPadError> {
    let Some(list) = obj.get("cages").and_then(Value::as_array) else {
        return Ok(());
    };
    for (i, cage) in list.iter().enumerate() {
        if metadata_cage(cage).is_some() {
            continue;
        }
        let o = cage.as_object().cloned().unwrap_or_default();
        let cells: Vec<Rc> = o
            .get("cells")
            .and_then(Value::as_array)
            .map(|cs| {
                cs.iter()
                    .filter_map(super::geometry::point)
                    .map(|(r, c)| (r as i32, c as i32))
                    .collect()
            })
            .unwrap_or_default();
        let value = o.get("value").filter(|v| !is_empty(v));
        let place = cells.first().map_or(String::new(), |&rc| {
            format!(" at {}", super::geometry::cell_name(rc))
        });
        let name = match value {
            Some(v) => format!("cages[{i}] (a cage{place}, value {v})"),
            None => format!("cages[{i}] (a cage{place})"),
        };
        if cells.is_empty() {
            if value.is_none() {
                continue;
            }
            return Err(SudokuPadError::element(
                name,
                "a cage without cells whose value is no `name: text`",
            ));
        }
        if let Some(&rc) = cells.iter().find(|&&rc| !super::geometry::inside(rc)) {
            return Err(SudokuPadError::element(
                name,
                format!(
                    "{} is not a cell of the grid",
                    super::geometry::cell_name(rc)
                ),
            ));
        }
        let unique = o.get("unique").and_then(Value::as_bool);
        let style = o.get("style").and_then(Value::as_str).unwrap_or("killer");
        let kind = o.get("type").and_then(Value::as_str).unwrap_or("");
        match (style, kind) {
            (_, "disjoint") if out.has("disjointgroups") => {}
            (_, "disjoint") => {
                return Err(SudokuPadError::element(
                    name,
                    "a disjoint-groups cage while the puzzle has no disjoint rule",
                ));
            }
            ("extraregion", _) if unique != Some(false) => {
                out.add("extraregion", json!({ "cells": names(&cells) }));
            }
            ("killer", "" | "cage") => {
                // f-puzzles' cosmetic cages come with colours of their own and no mark.
                let styled = ["outlineC", "fontC", "borderColor", "textColor"]
                    .iter()
                    .any(|k| o.contains_key(*k));
                if unique.is_none() && styled {
                    return Err(SudokuPadError::element(
                        name,
                        "a cage drawn in colours of its own and not marked unique, as f-puzzles' cosmetic cages are: nonet cannot tell whether it is a killer cage",
                    ));
                }
                let killer = match unique {
                    Some(u) => u,
                    None => text.mentions(&["cage", "killer"]),
                };
                if !killer {
                    return Err(SudokuPadError::element(
                        name,
                        match unique {
                            Some(false) => {
                                "a cage whose digits may repeat, which nonet does not have"
                            }
                            _ => {
                                "a cage not marked unique, and the rules text speaks of no killer cages"
                            }
                        },
                    ));
                }
                let total = match (o.get("sum"), value) {
                    (Some(Value::Number(n)), _) => Some(n.to_string()),
                    (_, Some(Value::Number(n))) => Some(n.to_string()),
                    (_, Some(Value::String(s))) => Some(s.trim().to_string()),
                    (_, None) => None,
                    (_, Some(other)) => Some(other.to_string()),
                };
                if let Some(t) = &total
                    && !t.bytes().all(|b| b.is_ascii_digit())
                {
                    return Err(SudokuPadError::element(
                        name,
                        format!("a cage labelled `{t}`, which is no total nonet can read"),
                    ));
                }
                let mut entry = json!({ "cells": names(&cells) });
                if let Some(t) = total {
                    entry["value"] = json!(t);
                }
                out.add("killercage", entry);
            }
            _ => {
                return Err(SudokuPadError::element(
                    name,
                    format!(
                        "a cage of style `{style}`{}, which nonet does not read",
                        if kind.is_empty() {
                            String::new()
                        } else {
                            format!(" and type `{kind}`")
                        }
                    ),
                ));
            }
        }
    }
    Ok(())
}
