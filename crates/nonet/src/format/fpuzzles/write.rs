//! Writing a [`Puzzle`] as f-puzzles JSON: the inverse of [`parse`](super::parse), one
//! key per kind in the reader's order.
//!
//! `parse(&write(&p, &m)?) == p` for every puzzle `parse` returns. From elsewhere, the
//! constraints come back grouped by kind (f-puzzles keeps one list per kind), windoku
//! comes back as its four windows as extra regions (f-puzzles has no windoku key), and a
//! pill whose circle does not read left to right, top to bottom is a [`WriteError`].

use serde_json::{Map, Value, json};

use super::Metadata;
use super::kinds::{FpuzzlesKind, FpuzzlesOut};
use super::read::KEYS;
use crate::format::write_error::WriteError;
use crate::grid::Cell;
use crate::rules::{Constraint, Layout, Puzzle, each_kind};

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

    let mut out = FpuzzlesOut::default();
    for (i, c) in puzzle.rules.constraints().iter().enumerate() {
        each_kind!(c, k => k.write(&mut out))
            .map_err(|why| WriteError::constraint(FORMAT, i, c, why))?;
    }
    let FpuzzlesOut {
        flags,
        negative,
        mut lists,
    } = out;
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

#[cfg(test)]
mod tests {
    use super::super::kinds::little_killer_entry;
    use super::super::parse;
    use super::*;
    use crate::rules::Rules;
    use crate::rules::kinds::*;

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
        let v = little_killer_entry(&lk);
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
