//! Each constraint kind's f-puzzles keys: the keys it is read from, with their readers,
//! and its writer, side by side, one `impl` per row of the table of kinds
//! (`rules/constraint.rs`), in the table's order.
//!
//! The reader takes the keys in [`KEYS`](super::read::KEYS)' order (the order of the
//! constraints it lists) and looks each up in [`reader`], built from every kind's
//! [`FpuzzlesKind::READ`]; the writer dispatches on the constraint with
//! [`each_kind!`](crate::rules::each_kind). A kind without an `impl` here fails to
//! compile.

use serde_json::{Map, Value, json};

use super::error::{FpuzzlesErrorKind as Kind, Place};
use super::fields::{
    cell, cells, digits_in_order, lines, little_killer, number_field, outside, pair,
};
use super::read::{Fail, Sink, each, flag, list};
use crate::format::iss::cell_id;
use crate::grid::Cell;
use crate::rules::kinds::*;
use crate::rules::{Constraint, Outside, Side};

/// Reads one key's value into constraints.
pub(super) type ReadFn = for<'a> fn(&'a Value, &mut Sink<'a>) -> Result<(), Fail>;

/// What the writer collects, key by key, before writing them in the reader's order.
#[derive(Default)]
pub(super) struct FpuzzlesOut {
    /// The keys set to `true`.
    pub(super) flags: Vec<&'static str>,
    /// The entries of `negative`.
    pub(super) negative: Vec<&'static str>,
    /// The lists of entries, by key.
    pub(super) lists: Map<String, Value>,
}

impl FpuzzlesOut {
    /// Adds an entry to `key`'s list.
    fn add(&mut self, key: &str, v: Value) {
        let list = self
            .lists
            .entry(key)
            .or_insert_with(|| Value::Array(Vec::new()));
        if let Value::Array(list) = list {
            list.push(v);
        }
    }
}

/// A constraint kind's f-puzzles notation.
pub(super) trait FpuzzlesKind {
    /// The keys this kind reads, each with its reader. Empty for a kind f-puzzles keeps
    /// elsewhere: given candidates are the grid's given pencil marks, the XV negative rule
    /// an entry of the `negative` list the kropki negative rules read, and windoku is
    /// written as its four windows (f-puzzles has no windoku key).
    const READ: &'static [(&'static str, ReadFn)];

    /// Adds the constraint to its key, or says why f-puzzles cannot hold it.
    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str>;
}

/// Generates [`reader`] from the table of kinds: every kind's [`FpuzzlesKind::READ`].
macro_rules! readers {
    (() $($(#[$doc:meta])* $variant:ident($payload:ty),)*) => {
        /// The reader of `key`, if a kind reads it.
        pub(super) fn reader(key: &str) -> Option<ReadFn> {
            [$(<$payload as FpuzzlesKind>::READ,)*]
                .into_iter()
                .flatten()
                .find(|(k, _)| *k == key)
                .map(|&(_, read)| read)
        }

        /// Every key a kind reads, with the kind (for the test that each key of
        /// [`KEYS`](super::read::KEYS) has one reader).
        #[cfg(test)]
        pub(super) fn keys() -> Vec<(&'static str, &'static str)> {
            let mut out = Vec::new();
            $(for (k, _) in <$payload as FpuzzlesKind>::READ {
                out.push((*k, stringify!($variant)));
            })*
            out
        }
    };
}
crate::rules::kind_table!(readers!());

/// Cell names, `R1C1`.
fn names(cells: &[Cell]) -> Vec<String> {
    cells.iter().map(|&c| cell_id(c)).collect()
}

/// A line entry: `{"lines": [[cells]]}`.
fn line(cells: &[Cell]) -> Value {
    json!({ "lines": [names(cells)] })
}

impl FpuzzlesKind for Diagonal {
    const READ: &'static [(&'static str, ReadFn)] = &[
        ("diagonal+", |v, sink| {
            flag(v, sink, Constraint::Diagonal(Diagonal::Anti))
        }),
        ("diagonal-", |v, sink| {
            flag(v, sink, Constraint::Diagonal(Diagonal::Main))
        }),
    ];

    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
        out.flags.push(match self {
            Diagonal::Anti => "diagonal+",
            Diagonal::Main => "diagonal-",
        });
        Ok(())
    }
}

impl FpuzzlesKind for Windoku {
    const READ: &'static [(&'static str, ReadFn)] = &[];

    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
        for n in 0..4 {
            let cells: Vec<Cell> = Windoku::window(n).iter().collect();
            out.add("extraregion", json!({ "cells": names(&cells) }));
        }
        Ok(())
    }
}

/// A rule over the whole grid: a key set to `true`.
macro_rules! flag_kind {
    ($payload:ident, $key:literal) => {
        impl FpuzzlesKind for $payload {
            const READ: &'static [(&'static str, ReadFn)] = &[($key, |v, sink| {
                flag(v, sink, Constraint::$payload($payload))
            })];

            fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
                out.flags.push($key);
                Ok(())
            }
        }
    };
}

flag_kind!(DisjointGroups, "disjointgroups");

impl FpuzzlesKind for ExtraRegion {
    const READ: &'static [(&'static str, ReadFn)] = &[("extraregion", |v, sink| {
        each(v, sink, |o, sink| {
            sink.push(Constraint::ExtraRegion(ExtraRegion {
                cells: cells(o, "cells")?,
            }));
            Ok(())
        })
    })];

    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
        out.add("extraregion", json!({ "cells": names(&self.cells) }));
        Ok(())
    }
}

flag_kind!(AntiKnight, "antiknight");
flag_kind!(AntiKing, "antiking");
flag_kind!(NonConsecutive, "nonconsecutive");

/// Kropki dots of `color` under `key`: f-puzzles' value, when given, must be the
/// colour's own (a difference of 1, a ratio of 2).
fn read_dots<'a>(
    value: &'a Value,
    sink: &mut Sink<'a>,
    color: KropkiColor,
    default: u16,
) -> Result<(), Fail> {
    each(value, sink, |o, sink| {
        if number_field(o, "value")?.is_some_and(|v| v != default) {
            return Err(Kind::Unsupported(
                "kropki dots of a difference other than 1 or a ratio other than 2",
            ));
        }
        sink.push(Constraint::Kropki(KropkiDot {
            cells: pair(o)?,
            color,
        }));
        Ok(())
    })
}

impl FpuzzlesKind for KropkiDot {
    const READ: &'static [(&'static str, ReadFn)] = &[
        ("difference", |v, sink| {
            read_dots(v, sink, KropkiColor::White, 1)
        }),
        ("ratio", |v, sink| read_dots(v, sink, KropkiColor::Black, 2)),
    ];

    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
        let key = match self.color {
            KropkiColor::White => "difference",
            KropkiColor::Black => "ratio",
        };
        out.add(key, json!({ "cells": names(&self.cells) }));
        Ok(())
    }
}

impl FpuzzlesKind for KropkiNegative {
    /// `negative`: a list of `difference`, `ratio` and `xv`, the XV negative rule's too.
    const READ: &'static [(&'static str, ReadFn)] = &[("negative", read_negative)];

    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
        if self.white {
            out.negative.push("difference");
        }
        if self.black {
            out.negative.push("ratio");
        }
        Ok(())
    }
}

/// `negative`: a list of `difference`, `ratio` and `xv`.
fn read_negative<'a>(value: &'a Value, sink: &mut Sink<'a>) -> Result<(), Fail> {
    let names = list(value)?;
    let mut kropki = KropkiNegative {
        white: false,
        black: false,
    };
    let mut xv = false;
    for (i, name) in names.iter().enumerate() {
        match name.as_str() {
            Some("difference") => kropki.white = true,
            Some("ratio") => kropki.black = true,
            Some("xv") => xv = true,
            _ => {
                return Err(Fail {
                    place: Some(Place::Entry(i)),
                    kind: Kind::Unsupported(
                        "negative rules other than \"difference\", \"ratio\" and \"xv\"",
                    ),
                });
            }
        }
    }
    if kropki.white || kropki.black {
        sink.push(Constraint::KropkiNegative(kropki));
    }
    if xv {
        sink.push(Constraint::XvNegative(XvNegative));
    }
    Ok(())
}

impl FpuzzlesKind for Xv {
    const READ: &'static [(&'static str, ReadFn)] = &[("xv", |v, sink| {
        each(v, sink, |o, sink| {
            let letter = match o.get("value").and_then(Value::as_str).map(str::trim) {
                Some("X" | "x") => XvLetter::X,
                Some("V" | "v") => XvLetter::V,
                Some("") | None => return Ok(()),
                Some(_) => return Err(Kind::Shape("an XV sign valued \"X\" or \"V\"")),
            };
            sink.push(Constraint::Xv(Xv {
                cells: pair(o)?,
                letter,
            }));
            Ok(())
        })
    })];

    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
        let letter = match self.letter {
            XvLetter::X => "X",
            XvLetter::V => "V",
        };
        out.add(
            "xv",
            json!({ "cells": names(&self.cells), "value": letter }),
        );
        Ok(())
    }
}

impl FpuzzlesKind for XvNegative {
    const READ: &'static [(&'static str, ReadFn)] = &[];

    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
        out.negative.push("xv");
        Ok(())
    }
}

/// Even or odd cells under `key`, each `{"cell": "R1C1"}`.
fn read_parity<'a>(value: &'a Value, sink: &mut Sink<'a>, parity: Parity) -> Result<(), Fail> {
    each(value, sink, |o, sink| {
        let text = o
            .get("cell")
            .and_then(Value::as_str)
            .ok_or(Kind::Shape("a \"cell\""))?;
        sink.push(Constraint::EvenOdd(EvenOdd {
            cell: cell(text)?,
            parity,
        }));
        Ok(())
    })
}

impl FpuzzlesKind for EvenOdd {
    const READ: &'static [(&'static str, ReadFn)] = &[
        ("odd", |v, sink| read_parity(v, sink, Parity::Odd)),
        ("even", |v, sink| read_parity(v, sink, Parity::Even)),
    ];

    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
        let key = match self.parity {
            Parity::Odd => "odd",
            Parity::Even => "even",
        };
        out.add(key, json!({ "cell": cell_id(self.cell) }));
        Ok(())
    }
}

impl FpuzzlesKind for GivenCandidates {
    const READ: &'static [(&'static str, ReadFn)] = &[];

    /// In the grid, as given pencil marks (see `write::grid`).
    fn write(&self, _: &mut FpuzzlesOut) -> Result<(), &'static str> {
        Ok(())
    }
}

impl FpuzzlesKind for Quadruple {
    const READ: &'static [(&'static str, ReadFn)] = &[("quadruple", |v, sink| {
        each(v, sink, |o, sink| {
            let square = cells(o, "cells")?;
            let top_left = square
                .iter()
                .min()
                .copied()
                .ok_or(Kind::Shape("a quadruple's four \"cells\""))?;
            let q = Quadruple {
                top_left,
                digits: digits_in_order(o.get("values").unwrap_or(&Value::Null))?,
            };
            let mut expected: Vec<Cell> = q.square().map(Vec::from).unwrap_or_default();
            let mut given = square.clone();
            expected.sort();
            given.sort();
            if given != expected {
                return Err(Kind::Shape("a quadruple's four cells forming a 2x2 square"));
            }
            sink.push(Constraint::Quadruple(q));
            Ok(())
        })
    })];

    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
        let square = self.square().map(Vec::from).unwrap_or_default();
        let values: Vec<u8> = self.digits.iter().map(|d| d.get()).collect();
        out.add(
            "quadruple",
            json!({ "cells": names(&square), "values": values }),
        );
        Ok(())
    }
}

impl FpuzzlesKind for KillerCage {
    const READ: &'static [(&'static str, ReadFn)] = &[("killercage", |v, sink| {
        each(v, sink, |o, sink| {
            sink.push(Constraint::Killer(KillerCage {
                cells: cells(o, "cells")?,
                total: number_field(o, "value")?,
            }));
            Ok(())
        })
    })];

    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
        let mut entry = json!({ "cells": names(&self.cells) });
        if let Some(t) = self.total {
            entry["value"] = json!(t.to_string());
        }
        out.add("killercage", entry);
        Ok(())
    }
}

impl FpuzzlesKind for LittleKiller {
    const READ: &'static [(&'static str, ReadFn)] = &[("littlekillersum", |v, sink| {
        each(v, sink, |o, sink| {
            // A clue without a number is a drawn arrow, not a constraint.
            let Some(total) = number_field(o, "value")? else {
                return Ok(());
            };
            sink.push(Constraint::LittleKiller(little_killer(o, total)?));
            Ok(())
        })
    })];

    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
        out.add("littlekillersum", little_killer_entry(self));
        Ok(())
    }
}

/// A little killer: the clue one step back from its first cell, and its direction.
pub(super) fn little_killer_entry(lk: &LittleKiller) -> Value {
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

impl FpuzzlesKind for Arrow {
    const READ: &'static [(&'static str, ReadFn)] = &[("arrow", |v, sink| {
        each(v, sink, |o, sink| {
            let mut circle = cells(o, "cells")?;
            circle.sort();
            for line in lines(o)? {
                let shaft = match line.split_first() {
                    Some((first, rest)) if circle.contains(first) => rest
                        .iter()
                        .filter(|c| !circle.contains(c))
                        .copied()
                        .collect(),
                    Some(_) => return Err(Kind::Shape("an arrow line that starts in its circle")),
                    None => Vec::new(),
                };
                sink.push(Constraint::Arrow(Arrow {
                    circle: circle.clone(),
                    shaft,
                }));
            }
            Ok(())
        })
    })];

    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
        if !self.circle.is_sorted() {
            return Err(
                "f-puzzles reads a pill left to right, top to bottom; this one reads otherwise",
            );
        }
        out.add("arrow", arrow_entry(self));
        Ok(())
    }
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

/// The clues beside the grid under a key, each `{"cell": "R0C3", "value": n}`, made by
/// `clue` (a clue without a number is a drawn mark, not a constraint).
fn read_clues<'a>(
    value: &'a Value,
    sink: &mut Sink<'a>,
    clue: fn(Outside, u16) -> Result<Constraint, Kind>,
) -> Result<(), Fail> {
    each(value, sink, |o, sink| {
        let Some(n) = number_field(o, "value")? else {
            return Ok(());
        };
        let text = o
            .get("cell")
            .and_then(Value::as_str)
            .ok_or(Kind::Shape("a \"cell\" beside the grid"))?;
        sink.push(clue(outside(text)?, n)?);
        Ok(())
    })
}

/// A clue beside the grid: rows and columns 0 and 10 are outside it.
fn clue_entry(clue: Outside, value: u16) -> Value {
    let n = u16::from(clue.index) + 1;
    let cell = match clue.side {
        Side::Top => format!("R0C{n}"),
        Side::Bottom => format!("R10C{n}"),
        Side::Left => format!("R{n}C0"),
        Side::Right => format!("R{n}C10"),
    };
    json!({ "cell": cell, "value": value.to_string() })
}

impl FpuzzlesKind for Sandwich {
    const READ: &'static [(&'static str, ReadFn)] = &[("sandwichsum", |v, sink| {
        read_clues(v, sink, |clue, total| {
            Ok(Constraint::Sandwich(Sandwich { clue, total }))
        })
    })];

    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
        out.add("sandwichsum", clue_entry(self.clue, self.total));
        Ok(())
    }
}

impl FpuzzlesKind for XSum {
    const READ: &'static [(&'static str, ReadFn)] = &[("xsum", |v, sink| {
        read_clues(v, sink, |clue, total| {
            Ok(Constraint::XSum(XSum { clue, total }))
        })
    })];

    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
        out.add("xsum", clue_entry(self.clue, self.total));
        Ok(())
    }
}

impl FpuzzlesKind for Skyscraper {
    const READ: &'static [(&'static str, ReadFn)] = &[("skyscraper", |v, sink| {
        read_clues(v, sink, |clue, n| {
            Ok(Constraint::Skyscraper(Skyscraper {
                clue,
                count: u8::try_from(n).map_err(|_| Kind::BadNumber(n.to_string()))?,
            }))
        })
    })];

    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
        out.add("skyscraper", clue_entry(self.clue, u16::from(self.count)));
        Ok(())
    }
}

/// The lines under a key, each made a constraint by `make`.
fn read_lines<'a>(
    value: &'a Value,
    sink: &mut Sink<'a>,
    make: fn(Vec<Cell>) -> Constraint,
) -> Result<(), Fail> {
    each(value, sink, |o, sink| {
        for cells in lines(o)? {
            sink.push(make(cells));
        }
        Ok(())
    })
}

/// A line kind read from its cells alone, under one key.
macro_rules! line_kind {
    ($payload:ident, $variant:ident, $key:literal) => {
        impl FpuzzlesKind for $payload {
            const READ: &'static [(&'static str, ReadFn)] = &[($key, |v, sink| {
                read_lines(v, sink, |cells| Constraint::$variant($payload { cells }))
            })];

            fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
                out.add($key, line(&self.cells));
                Ok(())
            }
        }
    };
}

line_kind!(RegionSumLine, RegionSum, "regionsumline");

impl FpuzzlesKind for Thermo {
    const READ: &'static [(&'static str, ReadFn)] = &[
        ("thermometer", |v, sink| {
            read_lines(v, sink, |cells| {
                Constraint::Thermo(Thermo { cells, slow: false })
            })
        }),
        ("slowthermometer", |v, sink| {
            read_lines(v, sink, |cells| {
                Constraint::Thermo(Thermo { cells, slow: true })
            })
        }),
    ];

    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
        let key = if self.slow {
            "slowthermometer"
        } else {
            "thermometer"
        };
        out.add(key, line(&self.cells));
        Ok(())
    }
}

line_kind!(Palindrome, Palindrome, "palindrome");
line_kind!(Renban, Renban, "renban");

impl FpuzzlesKind for Whispers {
    const READ: &'static [(&'static str, ReadFn)] = &[("whispers", |v, sink| {
        each(v, sink, |o, sink| {
            let difference = match number_field(o, "value")? {
                None => Whispers::GERMAN,
                Some(d) => u8::try_from(d).map_err(|_| Kind::BadNumber(d.to_string()))?,
            };
            for cells in lines(o)? {
                sink.push(Constraint::Whispers(Whispers { cells, difference }));
            }
            Ok(())
        })
    })];

    fn write(&self, out: &mut FpuzzlesOut) -> Result<(), &'static str> {
        let mut entry = line(&self.cells);
        entry["value"] = json!(self.difference.to_string());
        out.add("whispers", entry);
        Ok(())
    }
}

line_kind!(BetweenLine, Between, "betweenline");
line_kind!(EntropicLine, Entropic, "entropicline");
line_kind!(ZipperLine, Zipper, "zipperline");

#[cfg(test)]
mod tests {
    use super::super::read::KEYS;
    use super::*;

    #[test]
    fn each_constraint_key_has_one_reader() {
        let keys = keys();
        for key in KEYS {
            let readers: Vec<_> = keys.iter().filter(|(k, _)| k == key).collect();
            assert_eq!(readers.len(), 1, "`{key}` is read by {readers:?}");
        }
        for (key, kind) in &keys {
            assert!(KEYS.contains(key), "{kind} reads `{key}`, which KEYS lacks");
        }
    }
}
