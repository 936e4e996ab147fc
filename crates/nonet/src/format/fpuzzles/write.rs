//! Writing a [`Puzzle`] as f-puzzles JSON: the inverse of [`parse`](super::parse), one
//! key per kind in the reader's order.
//!
//! `parse(&write(&p, &m)?) == p` for every puzzle `parse` returns. From elsewhere, the
//! constraints come back grouped by kind (f-puzzles keeps one list per kind), windoku
//! comes back as its four windows as extra regions (f-puzzles has no windoku key), and a
//! pill whose circle does not read left to right, top to bottom is a [`WriteError`].

use serde_json::{Map, Value, json};

use super::Metadata;
use super::read::KEYS;
use crate::format::iss::cell_id;
use crate::format::write_error::WriteError;
use crate::grid::Cell;
use crate::rules::kinds::*;
use crate::rules::{Constraint, Layout, Outside, Puzzle, Side};

const FORMAT: &str = "f-puzzles";

/// Writes `puzzle` as f-puzzles JSON on one line, with the metadata's title, author and
/// rules text.
///
/// ```
/// use nonet::format::fpuzzles;
/// use nonet::rules::Puzzle;
/// let json = fpuzzles::write(&Puzzle::default(), &Default::default()).unwrap();
/// assert!(json.starts_with(r#"{"size":9,"grid":[[{},{},"#));
/// assert_eq!(fpuzzles::parse(&json).unwrap(), Puzzle::default());
/// ```
pub fn write(puzzle: &Puzzle, metadata: &Metadata) -> Result<String, WriteError> {
    let mut keys: Vec<(&str, Value)> = vec![("size", json!(9))];
    for (key, text) in [
        ("title", &metadata.title),
        ("author", &metadata.author),
        ("ruleset", &metadata.ruleset),
    ] {
        if let Some(t) = text {
            keys.push((key, json!(t)));
        }
    }
    keys.push(("grid", grid(puzzle)?));

    let mut lists: Map<String, Value> = Map::new();
    let mut add = |key: &str, v: Value| {
        if let Value::Array(list) = lists.entry(key).or_insert_with(|| Value::Array(Vec::new())) {
            list.push(v);
        }
    };
    let mut flags: Vec<&str> = Vec::new();
    let mut negative: Vec<&str> = Vec::new();
    for (i, c) in puzzle.rules.constraints().iter().enumerate() {
        let error = |why| WriteError::constraint(FORMAT, i, c, why);
        match c {
            Constraint::Diagonal(Diagonal::Anti) => flags.push("diagonal+"),
            Constraint::Diagonal(Diagonal::Main) => flags.push("diagonal-"),
            Constraint::AntiKnight(_) => flags.push("antiknight"),
            Constraint::AntiKing(_) => flags.push("antiking"),
            Constraint::DisjointGroups(_) => flags.push("disjointgroups"),
            Constraint::NonConsecutive(_) => flags.push("nonconsecutive"),
            Constraint::KropkiNegative(k) => {
                if k.white {
                    negative.push("difference");
                }
                if k.black {
                    negative.push("ratio");
                }
            }
            Constraint::XvNegative(_) => negative.push("xv"),
            Constraint::Windoku(_) => {
                for n in 0..4 {
                    let cells: Vec<Cell> = Windoku::window(n).iter().collect();
                    add("extraregion", json!({ "cells": names(&cells) }));
                }
            }
            Constraint::ExtraRegion(r) => add("extraregion", json!({ "cells": names(&r.cells) })),
            Constraint::Killer(cage) => {
                let mut entry = json!({ "cells": names(&cage.cells) });
                if let Some(t) = cage.total {
                    entry["value"] = json!(t.to_string());
                }
                add("killercage", entry);
            }
            Constraint::LittleKiller(lk) => add("littlekillersum", little_killer(lk)),
            Constraint::Arrow(arrow) => {
                if !arrow.circle.is_sorted() {
                    return Err(error(
                        "f-puzzles reads a pill left to right, top to bottom; this one reads otherwise",
                    ));
                }
                add("arrow", arrow_entry(arrow));
            }
            Constraint::Thermo(t) => {
                let key = if t.slow {
                    "slowthermometer"
                } else {
                    "thermometer"
                };
                add(key, line(&t.cells));
            }
            Constraint::Palindrome(l) => add("palindrome", line(&l.cells)),
            Constraint::Renban(l) => add("renban", line(&l.cells)),
            Constraint::Whispers(w) => {
                let mut entry = line(&w.cells);
                entry["value"] = json!(w.difference.to_string());
                add("whispers", entry);
            }
            Constraint::RegionSum(l) => add("regionsumline", line(&l.cells)),
            Constraint::Between(l) => add("betweenline", line(&l.cells)),
            Constraint::Entropic(l) => add("entropicline", line(&l.cells)),
            Constraint::Zipper(l) => add("zipperline", line(&l.cells)),
            Constraint::Kropki(dot) => {
                let key = match dot.color {
                    KropkiColor::White => "difference",
                    KropkiColor::Black => "ratio",
                };
                add(key, json!({ "cells": names(&dot.cells) }));
            }
            Constraint::Xv(xv) => {
                let letter = match xv.letter {
                    XvLetter::X => "X",
                    XvLetter::V => "V",
                };
                add("xv", json!({ "cells": names(&xv.cells), "value": letter }));
            }
            // In the grid, as given pencil marks.
            Constraint::Candidates(_) => {}
            Constraint::EvenOdd(e) => {
                let key = match e.parity {
                    Parity::Odd => "odd",
                    Parity::Even => "even",
                };
                add(key, json!({ "cell": cell_id(e.cell) }));
            }
            Constraint::Quadruple(q) => {
                let square = q.square().map(Vec::from).unwrap_or_default();
                let values: Vec<u8> = q.digits.iter().map(|d| d.get()).collect();
                add(
                    "quadruple",
                    json!({ "cells": names(&square), "values": values }),
                );
            }
            Constraint::Sandwich(s) => add("sandwichsum", clue(s.clue, s.total)),
            Constraint::XSum(x) => add("xsum", clue(x.clue, x.total)),
            Constraint::Skyscraper(s) => add("skyscraper", clue(s.clue, u16::from(s.count))),
        }
    }
    for &key in KEYS {
        if flags.contains(&key) {
            keys.push((key, json!(true)));
        } else if key == "negative" && !negative.is_empty() {
            keys.push((key, json!(negative)));
        } else if let Some(list) = lists.remove(key) {
            keys.push((key, list));
        }
    }
    let mut out = String::from("{");
    for (i, (key, value)) in keys.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&json!(key).to_string());
        out.push(':');
        out.push_str(&value.to_string());
    }
    out.push('}');
    Ok(out)
}

/// The grid: givens as `{"value": d, "given": true}`, and every cell's region for a
/// jigsaw.
/// The grid: givens, regions, and given candidates as given pencil marks (one set per
/// cell: f-puzzles has room for one).
fn grid(puzzle: &Puzzle) -> Result<Value, WriteError> {
    let mut marks = [None; 81];
    for (i, c) in puzzle.rules.constraints().iter().enumerate() {
        if let Constraint::Candidates(gc) = c {
            let slot = &mut marks[gc.cell.index()];
            if slot.is_some() {
                return Err(WriteError::constraint(
                    FORMAT,
                    i,
                    c,
                    "f-puzzles holds one set of given pencil marks per cell; this cell has two",
                ));
            }
            *slot = Some(gc.digits);
        }
    }
    let rows: Vec<Value> = (0..9)
        .map(|r| {
            let cells: Vec<Value> = (0..9)
                .map(|c| {
                    let cell = Cell::from_index(r * 9 + c);
                    let mut o = Map::new();
                    if let Some(d) = puzzle.givens.get(cell) {
                        o.insert("value".into(), json!(d.get()));
                        o.insert("given".into(), json!(true));
                    }
                    if let Layout::Jigsaw(j) = puzzle.rules.layout() {
                        o.insert("region".into(), json!(j.region_of(cell)));
                    }
                    if let Some(digits) = marks[cell.index()] {
                        let list: Vec<u8> = digits.iter().map(|d| d.get()).collect();
                        o.insert("givenPencilMarks".into(), json!(list));
                    }
                    Value::Object(o)
                })
                .collect();
            Value::Array(cells)
        })
        .collect();
    Ok(Value::Array(rows))
}

/// Cell names, `R1C1`.
fn names(cells: &[Cell]) -> Vec<String> {
    cells.iter().map(|&c| cell_id(c)).collect()
}

/// A line entry: `{"lines": [[cells]]}`.
fn line(cells: &[Cell]) -> Value {
    json!({ "lines": [names(cells)] })
}

/// An arrow: its line starts in the circle cell next to the shaft's first cell.
fn arrow_entry(arrow: &Arrow) -> Value {
    let touches =
        |a: Cell, b: Cell| a.row().abs_diff(b.row()) <= 1 && a.col().abs_diff(b.col()) <= 1;
    let start = match arrow.shaft.first() {
        Some(&s) => arrow
            .circle
            .iter()
            .copied()
            .find(|&c| touches(c, s))
            .or(arrow.circle.last().copied()),
        None => arrow.circle.last().copied(),
    };
    let line: Vec<Cell> = start
        .into_iter()
        .chain(arrow.shaft.iter().copied())
        .collect();
    json!({ "lines": [names(&line)], "cells": names(&arrow.circle) })
}

/// A clue beside the grid: rows and columns 0 and 10 are outside it.
fn clue(clue: Outside, value: u16) -> Value {
    let n = u16::from(clue.index) + 1;
    let cell = match clue.side {
        Side::Top => format!("R0C{n}"),
        Side::Bottom => format!("R10C{n}"),
        Side::Left => format!("R{n}C0"),
        Side::Right => format!("R{n}C10"),
    };
    json!({ "cell": cell, "value": value.to_string() })
}

/// A little killer: the clue one step back from its first cell, and its direction.
fn little_killer(lk: &LittleKiller) -> Value {
    let (dr, dc) = lk.step.delta();
    let r = i16::from(lk.start.row()) - i16::from(dr) + 1;
    let c = i16::from(lk.start.col()) - i16::from(dc) + 1;
    let direction = match lk.step {
        DiagonalStep::DownRight => "DR",
        DiagonalStep::DownLeft => "DL",
        DiagonalStep::UpRight => "UR",
        DiagonalStep::UpLeft => "UL",
    };
    json!({
        "cell": format!("R{r}C{c}"),
        "direction": direction,
        "value": lk.total.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::super::parse;
    use super::*;
    use crate::rules::Rules;

    fn c(s: &str) -> Cell {
        s.parse().unwrap()
    }

    fn puzzle(constraints: Vec<Constraint>) -> Puzzle {
        Puzzle {
            givens: crate::Grid::EMPTY,
            rules: Rules::new(Layout::Boxes, constraints).unwrap(),
        }
    }

    #[test]
    fn little_killer_clues_sit_one_step_outside() {
        let lk = LittleKiller {
            start: c("r1c5"),
            step: DiagonalStep::DownLeft,
            total: 20,
        };
        let v = little_killer(&lk);
        assert_eq!(v["cell"], "R0C6");
        let p = puzzle(vec![Constraint::LittleKiller(lk)]);
        let back = parse(&write(&p, &Metadata::default()).unwrap()).unwrap();
        assert_eq!(back, p);
    }

    #[test]
    fn windoku_becomes_four_extra_regions() {
        let p = puzzle(vec![Constraint::Windoku(Windoku)]);
        let back = parse(&write(&p, &Metadata::default()).unwrap()).unwrap();
        assert_eq!(back.rules.constraints().len(), 4);
        let houses = |p: &Puzzle| {
            let mut h: Vec<_> = p.rules.topology().houses().map(|g| g.cells).collect();
            h.sort_by_key(|s| s.iter().map(Cell::index).collect::<Vec<_>>());
            h
        };
        assert_eq!(houses(&back), houses(&p));
    }

    #[test]
    fn a_pill_read_otherwise_is_an_error() {
        let p = puzzle(vec![Constraint::Arrow(Arrow {
            circle: vec![c("r1c2"), c("r1c1")],
            shaft: vec![c("r2c1"), c("r3c1")],
        })]);
        assert_eq!(
            write(&p, &Metadata::default()).unwrap_err().to_string(),
            "constraint 1 (arrow at r1c2) has no f-puzzles notation: \
             f-puzzles reads a pill left to right, top to bottom; this one reads otherwise"
        );
    }
}
