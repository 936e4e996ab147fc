//! Each constraint kind's ISS piece: the names it is read from, with their readers, and
//! its writer, side by side, one `impl` per row of the table of kinds
//! (`rules/constraint.rs`), in the table's order.
//!
//! The reader looks a piece's name up in [`reader`], built from every kind's
//! [`IssKind::READ`]; the writer dispatches on the constraint with
//! [`each_kind!`](crate::rules::each_kind). A kind without an `impl` here fails to
//! compile.

use std::fmt::Write as _;

use super::write::cell_id;
use super::{IssErrorKind, cell, cells, digit, number};
use crate::grid::Cell;
use crate::rules::kinds::*;
use crate::rules::{Constraint, Outside, Side};

/// Reads a piece's arguments (after its name) into constraints.
pub(super) type ReadFn = fn(&[&str]) -> Result<Vec<Constraint>, IssErrorKind>;

/// Where a kind writes, and what it may see around it.
pub(super) struct IssOut<'a> {
    pub(super) out: &'a mut String,
    /// The constraints after this one: a kind may write some of them in its piece
    /// (consecutive even/odd cells, the far clue of an outside pair).
    pub(super) rest: &'a [Constraint],
    /// How many of `rest` the kind wrote.
    pub(super) taken: usize,
    /// Whether the rules have kropki dots (ISS's `AntiConsecutive` does not exempt them).
    pub(super) has_dots: bool,
}

/// A constraint kind's ISS notation.
pub(super) trait IssKind {
    /// The piece names this kind reads, each with its reader. Empty for a kind read
    /// inside another piece: even/odd cells and given candidates are values of the givens
    /// piece (`.~R4C2_1_3_5_7_9`), read with the givens.
    const READ: &'static [(&'static str, ReadFn)];

    /// Writes the constraint as a piece (`.Name~arg...`), or says why ISS cannot.
    fn write(&self, w: &mut IssOut) -> Result<(), &'static str>;
}

/// Generates [`reader`] from the table of kinds: every kind's [`IssKind::READ`], in the
/// table's order.
macro_rules! readers {
    (() $($(#[$doc:meta])* $variant:ident($payload:ty),)*) => {
        /// The reader of the pieces named `name`, if a kind reads them.
        pub(super) fn reader(name: &str) -> Option<ReadFn> {
            [$(<$payload as IssKind>::READ,)*]
                .into_iter()
                .flatten()
                .find(|(n, _)| *n == name)
                .map(|&(_, read)| read)
        }

        /// Every name a kind reads, with the kind's name (for the test that no name is
        /// read by two kinds).
        #[cfg(test)]
        pub(super) fn names() -> Vec<(&'static str, &'static str)> {
            let mut out = Vec::new();
            $(for (n, _) in <$payload as IssKind>::READ {
                out.push((*n, stringify!($variant)));
            })*
            out
        }
    };
}
crate::rules::kind_table!(readers!());

/// A constraint of a kind that takes no arguments.
fn flag(args: &[&str], c: Constraint) -> Result<Vec<Constraint>, IssErrorKind> {
    if args.iter().all(|a| a.is_empty()) {
        Ok(vec![c])
    } else {
        Err(IssErrorKind::BadArguments(
            "this constraint takes no arguments",
        ))
    }
}

/// `.Name~arg...~cell...`.
fn piece(out: &mut String, name: &str, args: &[&str], cells: &[Cell]) {
    out.push('.');
    out.push_str(name);
    for a in args {
        out.push('~');
        out.push_str(a);
    }
    for &c in cells {
        out.push('~');
        out.push_str(&cell_id(c));
    }
}

impl IssKind for Diagonal {
    const READ: &'static [(&'static str, ReadFn)] = &[("Diagonal", |args| match args {
        ["1"] => Ok(vec![Constraint::Diagonal(Diagonal::Anti)]),
        ["-1"] => Ok(vec![Constraint::Diagonal(Diagonal::Main)]),
        _ => Err(IssErrorKind::BadArguments(
            "a diagonal is `Diagonal~1` or `Diagonal~-1`",
        )),
    })];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        w.out.push_str(match self {
            Diagonal::Main => ".Diagonal~-1",
            Diagonal::Anti => ".Diagonal~1",
        });
        Ok(())
    }
}

impl IssKind for Windoku {
    const READ: &'static [(&'static str, ReadFn)] =
        &[("Windoku", |args| flag(args, Constraint::Windoku(Windoku)))];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        w.out.push_str(".Windoku");
        Ok(())
    }
}

impl IssKind for DisjointGroups {
    const READ: &'static [(&'static str, ReadFn)] = &[("DisjointSets", |args| {
        flag(args, Constraint::DisjointGroups(DisjointGroups))
    })];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        w.out.push_str(".DisjointSets");
        Ok(())
    }
}

impl IssKind for ExtraRegion {
    const READ: &'static [(&'static str, ReadFn)] = &[("AllDifferent", |args| {
        Ok(vec![Constraint::ExtraRegion(ExtraRegion {
            cells: cells(args)?,
        })])
    })];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        piece(w.out, "AllDifferent", &[], &self.cells);
        Ok(())
    }
}

impl IssKind for AntiKnight {
    const READ: &'static [(&'static str, ReadFn)] = &[("AntiKnight", |args| {
        flag(args, Constraint::AntiKnight(AntiKnight))
    })];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        w.out.push_str(".AntiKnight");
        Ok(())
    }
}

impl IssKind for AntiKing {
    const READ: &'static [(&'static str, ReadFn)] = &[("AntiKing", |args| {
        flag(args, Constraint::AntiKing(AntiKing))
    })];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        w.out.push_str(".AntiKing");
        Ok(())
    }
}

impl IssKind for NonConsecutive {
    const READ: &'static [(&'static str, ReadFn)] = &[("AntiConsecutive", |args| {
        flag(args, Constraint::NonConsecutive(NonConsecutive))
    })];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        if w.has_dots {
            return Err("with kropki dots: ISS's AntiConsecutive does not exempt dotted pairs");
        }
        w.out.push_str(".AntiConsecutive");
        Ok(())
    }
}

/// The dots or letters ISS places on `cells`: one per pair of orthogonal neighbours.
fn marks<T>(args: &[&str], mark: impl Fn([Cell; 2]) -> T) -> Result<Vec<T>, IssErrorKind> {
    Ok(adjacent_pairs(&cells(args)?)?
        .into_iter()
        .map(mark)
        .collect())
}

impl IssKind for KropkiDot {
    const READ: &'static [(&'static str, ReadFn)] = &[
        ("WhiteDot", |args| {
            marks(args, |cells| {
                Constraint::Kropki(KropkiDot {
                    cells,
                    color: KropkiColor::White,
                })
            })
        }),
        ("BlackDot", |args| {
            marks(args, |cells| {
                Constraint::Kropki(KropkiDot {
                    cells,
                    color: KropkiColor::Black,
                })
            })
        }),
    ];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        let name = match self.color {
            KropkiColor::White => "WhiteDot",
            KropkiColor::Black => "BlackDot",
        };
        piece(w.out, name, &[], &self.cells);
        Ok(())
    }
}

impl IssKind for KropkiNegative {
    const READ: &'static [(&'static str, ReadFn)] = &[("StrictKropki", |args| {
        flag(
            args,
            Constraint::KropkiNegative(KropkiNegative {
                white: true,
                black: true,
            }),
        )
    })];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        if !(self.white && self.black) {
            return Err("ISS's StrictKropki covers both colours, not one of them");
        }
        w.out.push_str(".StrictKropki");
        Ok(())
    }
}

impl IssKind for Xv {
    const READ: &'static [(&'static str, ReadFn)] = &[
        ("X", |args| {
            marks(args, |cells| {
                Constraint::Xv(Xv {
                    cells,
                    letter: XvLetter::X,
                })
            })
        }),
        ("V", |args| {
            marks(args, |cells| {
                Constraint::Xv(Xv {
                    cells,
                    letter: XvLetter::V,
                })
            })
        }),
    ];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        let name = match self.letter {
            XvLetter::X => "X",
            XvLetter::V => "V",
        };
        piece(w.out, name, &[], &self.cells);
        Ok(())
    }
}

impl IssKind for XvNegative {
    const READ: &'static [(&'static str, ReadFn)] = &[("StrictXV", |args| {
        flag(args, Constraint::XvNegative(XvNegative))
    })];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        w.out.push_str(".StrictXV");
        Ok(())
    }
}

/// Consecutive even/odd cells and candidate sets share one givens piece, as they are
/// read: `.~R4C2_1_3_5_7_9~R4C4_1_2_4`.
fn givens_piece(first: (Cell, crate::grid::Candidates), w: &mut IssOut) {
    w.out.push('.');
    let mut next = Some(first);
    while let Some((cell, digits)) = next {
        write!(w.out, "~{}", cell_id(cell)).expect("a String");
        for d in digits {
            write!(w.out, "_{d}").expect("a String");
        }
        next = match w.rest.get(w.taken) {
            Some(Constraint::EvenOdd(e)) => Some((e.cell, e.parity.digits())),
            Some(Constraint::Candidates(gc)) => Some((gc.cell, gc.digits)),
            _ => None,
        };
        if next.is_some() {
            w.taken += 1;
        }
    }
}

impl IssKind for EvenOdd {
    const READ: &'static [(&'static str, ReadFn)] = &[];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        givens_piece((self.cell, self.parity.digits()), w);
        Ok(())
    }
}

impl IssKind for GivenCandidates {
    const READ: &'static [(&'static str, ReadFn)] = &[];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        givens_piece((self.cell, self.digits), w);
        Ok(())
    }
}

impl IssKind for Quadruple {
    const READ: &'static [(&'static str, ReadFn)] = &[("Quad", |args| {
        let (first, rest) = args
            .split_first()
            .ok_or(IssErrorKind::BadArguments("a quad needs a cell and digits"))?;
        let digits = rest.iter().map(|d| digit(d)).collect::<Result<_, _>>()?;
        Ok(vec![Constraint::Quadruple(Quadruple {
            top_left: cell(first)?,
            digits,
        })])
    })];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        write!(w.out, ".Quad~{}", cell_id(self.top_left)).expect("a String");
        for d in &self.digits {
            write!(w.out, "~{}", d.get()).expect("a String");
        }
        Ok(())
    }
}

impl IssKind for KillerCage {
    const READ: &'static [(&'static str, ReadFn)] = &[("Cage", |args| {
        let (sum, rest) = args
            .split_first()
            .ok_or(IssErrorKind::BadArguments("a cage needs a sum and cells"))?;
        let total = match number(sum)? {
            None | Some(0) => None,
            Some(n) => Some(n),
        };
        Ok(vec![Constraint::Killer(KillerCage {
            cells: cells(rest)?,
            total,
        })])
    })];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        let total = self.total.map_or(String::new(), |t| t.to_string());
        piece(w.out, "Cage", &[&total], &self.cells);
        Ok(())
    }
}

impl IssKind for LittleKiller {
    const READ: &'static [(&'static str, ReadFn)] = &[("LittleKiller", |args| match args {
        [sum, start] => {
            let total = number(sum)?.ok_or(IssErrorKind::BadNumber(sum.to_string()))?;
            let start = cell(start)?;
            Ok(vec![Constraint::LittleKiller(LittleKiller {
                start,
                step: little_killer_step(start)?,
                total,
            })])
        }
        _ => Err(IssErrorKind::BadArguments(
            "a little killer is `LittleKiller~sum~cell`",
        )),
    })];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        if self.line().len() < 2 {
            return Err("ISS names no diagonal of one cell (a corner's little killer)");
        }
        let key = cell_id(little_killer_key(self));
        write!(w.out, ".LittleKiller~{}~{key}", self.total).expect("a String");
        Ok(())
    }
}

/// The direction of the little killer clue whose first cell is `start`, as ISS assigns
/// them: down-right from the left edge (r1c1 included), up-left from the right edge,
/// down-left from the top edge (r1c9 included), up-right from the bottom edge.
fn little_killer_step(start: Cell) -> Result<DiagonalStep, IssErrorKind> {
    let (r, c) = (start.row(), start.col());
    match (r, c) {
        (0..=7, 0) => Ok(DiagonalStep::DownRight),
        (1..=7, 8) => Ok(DiagonalStep::UpLeft),
        (0, 1..=8) => Ok(DiagonalStep::DownLeft),
        (8, 1..=7) => Ok(DiagonalStep::UpRight),
        _ => Err(IssErrorKind::BadArguments(
            "a little killer starts at an edge cell of a diagonal of two or more cells",
        )),
    }
}

/// The cell ISS names a little killer's diagonal by: its end on the left edge for a
/// falling diagonal that starts in column 1, else on the right edge; for a rising one, its
/// end on the top edge when it touches row 1, else on the bottom edge (ISS's map of
/// diagonals, which the reader follows).
fn little_killer_key(lk: &LittleKiller) -> Cell {
    let (r, c) = (lk.start.row() as i8, lk.start.col() as i8);
    let at = |r: i8, c: i8| Cell::at(r as u8, c as u8).expect("on the grid");
    match lk.step {
        DiagonalStep::DownRight | DiagonalStep::UpLeft => {
            let d = r - c;
            if d >= 0 { at(d, 0) } else { at(d + 8, 8) }
        }
        DiagonalStep::DownLeft | DiagonalStep::UpRight => {
            let s = r + c;
            if s <= 8 { at(0, s) } else { at(8, s - 8) }
        }
    }
}

impl IssKind for Arrow {
    const READ: &'static [(&'static str, ReadFn)] = &[
        ("Arrow", |args| {
            let all = cells(args)?;
            let (circle, shaft) = all.split_first().ok_or(IssErrorKind::BadArguments(
                "an arrow needs a circle and a shaft",
            ))?;
            Ok(vec![Constraint::Arrow(Arrow {
                circle: vec![*circle],
                shaft: shaft.to_vec(),
            })])
        }),
        ("PillArrow", |args| {
            let (size, rest) = args.split_first().ok_or(IssErrorKind::BadArguments(
                "a pill arrow needs a size and cells",
            ))?;
            let size = match number(size)? {
                Some(n @ (2 | 3)) => usize::from(n),
                _ => return Err(IssErrorKind::BadArguments("a pill has 2 or 3 cells")),
            };
            let all = cells(rest)?;
            if all.len() <= size {
                return Err(IssErrorKind::BadArguments("a pill arrow needs a shaft"));
            }
            // The pill reads left to right, top to bottom: in cell order.
            let mut circle = all[..size].to_vec();
            circle.sort();
            Ok(vec![Constraint::Arrow(Arrow {
                circle,
                shaft: all[size..].to_vec(),
            })])
        }),
    ];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        if !self.circle.is_sorted() {
            return Err("ISS reads a pill left to right, top to bottom; this one reads otherwise");
        }
        let cells: Vec<Cell> = self.circle.iter().chain(&self.shaft).copied().collect();
        match self.circle.len() {
            1 => piece(w.out, "Arrow", &[], &cells),
            n => piece(w.out, "PillArrow", &[&n.to_string()], &cells),
        }
        Ok(())
    }
}

impl IssKind for Sandwich {
    const READ: &'static [(&'static str, ReadFn)] = &[("Sandwich", |args| match args {
        [sum, line] => {
            let total = number(sum)?.ok_or(IssErrorKind::BadNumber(sum.to_string()))?;
            let (clue, _) = read_line(line)?;
            Ok(vec![Constraint::Sandwich(Sandwich { clue, total })])
        }
        _ => Err(IssErrorKind::BadArguments(
            "a sandwich is `Sandwich~sum~R4` or `~C4`",
        )),
    })];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        write!(w.out, ".Sandwich~{}~{}", self.total, line_id(self.clue)).expect("a String");
        Ok(())
    }
}

/// An outside clue with two values, `Kind~R4~from-left~from-right` (X-sum, skyscraper):
/// the clue of each value given, made by `clue`.
fn read_outside_pair(
    args: &[&str],
    clue: fn(Outside, u16, &str) -> Result<Constraint, IssErrorKind>,
) -> Result<Vec<Constraint>, IssErrorKind> {
    match args {
        [line, first, second] => {
            let (near, far) = read_line(line)?;
            let mut out = Vec::new();
            for (at, value) in [(near, first), (far, second)] {
                if let Some(n) = number(value)? {
                    out.push(clue(at, n, value)?);
                }
            }
            Ok(out)
        }
        _ => Err(IssErrorKind::BadArguments(
            "an outside clue is `Kind~R4~from-left~from-right`",
        )),
    }
}

impl IssKind for XSum {
    const READ: &'static [(&'static str, ReadFn)] = &[("XSum", |args| {
        read_outside_pair(args, |clue, total, _| {
            Ok(Constraint::XSum(XSum { clue, total }))
        })
    })];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        let paired = match w.rest.first() {
            Some(Constraint::XSum(y)) => Some((y.clue, y.total)),
            _ => None,
        };
        w.taken = write_outside_pair(w.out, "XSum", (self.clue, self.total), paired);
        Ok(())
    }
}

impl IssKind for Skyscraper {
    const READ: &'static [(&'static str, ReadFn)] = &[("Skyscraper", |args| {
        read_outside_pair(args, |clue, n, value| {
            Ok(Constraint::Skyscraper(Skyscraper {
                clue,
                count: u8::try_from(n).map_err(|_| IssErrorKind::BadNumber(value.to_string()))?,
            }))
        })
    })];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        let paired = match w.rest.first() {
            Some(Constraint::Skyscraper(t)) => Some((t.clue, u16::from(t.count))),
            _ => None,
        };
        let near = (self.clue, u16::from(self.count));
        w.taken = write_outside_pair(w.out, "Skyscraper", near, paired);
        Ok(())
    }
}

/// An outside clue with two values (X-sum, skyscraper): `.Name~R4~left~right`. When the
/// next constraint is the far clue of the same line, both go in one piece. Returns how
/// many constraints after this one it wrote.
fn write_outside_pair(
    out: &mut String,
    name: &str,
    (clue, value): (Outside, u16),
    next: Option<(Outside, u16)>,
) -> usize {
    let line = line_id(clue);
    if is_near(clue.side) {
        match next {
            Some((far, far_value)) if line_id(far) == line && !is_near(far.side) => {
                write!(out, ".{name}~{line}~{value}~{far_value}").expect("a String");
                return 1;
            }
            _ => write!(out, ".{name}~{line}~{value}~").expect("a String"),
        }
    } else {
        write!(out, ".{name}~{line}~~{value}").expect("a String");
    }
    0
}

/// Whether a clue on this side reads its line forwards (left or top), as ISS's first
/// value does.
fn is_near(side: Side) -> bool {
    matches!(side, Side::Left | Side::Top)
}

/// `R4` for a row clue, `C4` for a column clue.
fn line_id(clue: Outside) -> String {
    let n = u16::from(clue.index) + 1;
    match clue.side {
        Side::Left | Side::Right => format!("R{n}"),
        Side::Top | Side::Bottom => format!("C{n}"),
    }
}

/// `R4` or `C4`: the clue positions before (left, top) and after (right, bottom) it.
fn read_line(line: &str) -> Result<(Outside, Outside), IssErrorKind> {
    let bad = || IssErrorKind::BadArguments("a row or column is `R1`..`R9` or `C1`..`C9`");
    let mut chars = line.chars();
    let kind = chars.next().ok_or_else(bad)?.to_ascii_uppercase();
    let n: u8 = chars.as_str().parse().map_err(|_| bad())?;
    if !(1..=9).contains(&n) {
        return Err(IssErrorKind::BadCell(line.to_string()));
    }
    let index = n - 1;
    let (near, far) = match kind {
        'R' => (Side::Left, Side::Right),
        'C' => (Side::Top, Side::Bottom),
        _ => return Err(bad()),
    };
    Ok((Outside { side: near, index }, Outside { side: far, index }))
}

/// A line kind read from its cells alone.
macro_rules! line_kind {
    ($payload:ident, $variant:ident, $name:literal) => {
        impl IssKind for $payload {
            const READ: &'static [(&'static str, ReadFn)] = &[($name, |args| {
                Ok(vec![Constraint::$variant($payload {
                    cells: cells(args)?,
                })])
            })];

            fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
                piece(w.out, $name, &[], &self.cells);
                Ok(())
            }
        }
    };
}

line_kind!(RegionSumLine, RegionSum, "RegionSumLine");

impl IssKind for Thermo {
    const READ: &'static [(&'static str, ReadFn)] = &[("Thermo", |args| {
        Ok(vec![Constraint::Thermo(Thermo::new(cells(args)?))])
    })];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        if self.slow {
            return Err("ISS has no slow thermometer");
        }
        piece(w.out, "Thermo", &[], &self.cells);
        Ok(())
    }
}

line_kind!(Palindrome, Palindrome, "Palindrome");
line_kind!(Renban, Renban, "Renban");

impl IssKind for Whispers {
    const READ: &'static [(&'static str, ReadFn)] = &[("Whisper", |args| {
        // German whispers omit the difference: the first argument is then a cell.
        let (difference, rest) = match args.split_first() {
            Some((first, rest)) if first.parse::<Cell>().is_err() => {
                let d = number(first)?.ok_or(IssErrorKind::BadNumber(first.to_string()))?;
                let d = u8::try_from(d).map_err(|_| IssErrorKind::BadNumber(first.to_string()))?;
                (d, rest)
            }
            _ => (Whispers::GERMAN, args),
        };
        Ok(vec![Constraint::Whispers(Whispers {
            cells: cells(rest)?,
            difference,
        })])
    })];

    fn write(&self, w: &mut IssOut) -> Result<(), &'static str> {
        piece(
            w.out,
            "Whisper",
            &[&self.difference.to_string()],
            &self.cells,
        );
        Ok(())
    }
}

line_kind!(BetweenLine, Between, "Between");
line_kind!(EntropicLine, Entropic, "Entropic");
line_kind!(ZipperLine, Zipper, "Zipper");

/// The pairs of orthogonally adjacent cells among `cells`, each once, as ISS pairs the
/// cells of a dot or letter placed on several cells.
fn adjacent_pairs(cells: &[Cell]) -> Result<Vec<[Cell; 2]>, IssErrorKind> {
    let mut out = Vec::new();
    for (i, &a) in cells.iter().enumerate() {
        for &b in &cells[i + 1..] {
            let (dr, dc) = (a.row().abs_diff(b.row()), a.col().abs_diff(b.col()));
            if dr + dc == 1 {
                out.push([a, b]);
            }
        }
    }
    if out.is_empty() {
        return Err(IssErrorKind::BadArguments(
            "no two of these cells are orthogonally adjacent",
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_piece_name_is_read_by_two_kinds() {
        let names = names();
        for (i, (name, kind)) in names.iter().enumerate() {
            if let Some((_, other)) = names[i + 1..].iter().find(|(n, _)| n == name) {
                panic!("`{name}` is read by both {kind} and {other}");
            }
        }
        // The pieces that are not constraints are the reader's own.
        for own in ["", "Shape", "NoBoxes", "Jigsaw"] {
            assert!(reader(own).is_none(), "`{own}` is the reader's own piece");
        }
    }
}
