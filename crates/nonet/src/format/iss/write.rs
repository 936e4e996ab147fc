//! Writing the Interactive Sudoku Solver's constraint strings: the inverse of
//! [`parse`](super::parse), in the notation ISS's own serializer uses (`R1C1` cell ids,
//! the jigsaw layout as region digits `0`..`8` in order of first appearance, a whisper
//! with its difference).
//!
//! `parse(&write(&p)?) == p` for every puzzle `parse` returns. A puzzle from elsewhere
//! is written as the same puzzle or not at all: a sandwich clue on the right or bottom
//! is written on the left or top (its sum does not depend on the side), a little killer
//! as ISS names its diagonal (from the end ISS puts its clue at), and what ISS has no
//! notation for (a slow thermometer, the negative rule of one kropki colour only,
//! non-consecutive together with kropki dots, which ISS's `AntiConsecutive` does not
//! exempt) is a [`WriteError`].

use std::fmt::Write as _;

use crate::format::write_error::WriteError;
use crate::grid::{Cell, Digit};
use crate::rules::kinds::*;
use crate::rules::{Constraint, Layout, Outside, Puzzle, Side};

const FORMAT: &str = "Interactive Sudoku Solver";

/// Writes `puzzle` as an ISS constraint string: the layout, the constraints in order,
/// then the givens.
///
/// ```
/// use nonet::format::iss;
/// let text = ".Cage~3~R1C1~R1C2.Thermo~R5C5~R5C6.~R9C9_4";
/// let puzzle = iss::parse(text)?;
/// assert_eq!(iss::write(&puzzle).unwrap(), text);
/// # Ok::<(), nonet::format::iss::IssError>(())
/// ```
pub fn write(puzzle: &Puzzle) -> Result<String, WriteError> {
    let mut out = String::new();
    if let Layout::Jigsaw(j) = puzzle.rules.layout() {
        write!(out, ".Jigsaw~{}.NoBoxes", first_appearance_digits(j)).expect("a String");
    }
    let constraints = puzzle.rules.constraints();
    let has_dots = constraints
        .iter()
        .any(|c| matches!(c, Constraint::Kropki(_)));
    let mut i = 0;
    while i < constraints.len() {
        let at = i;
        let error = |why| WriteError::constraint(FORMAT, at, &constraints[at], why);
        let next = constraints.get(i + 1);
        match &constraints[i] {
            Constraint::Diagonal(Diagonal::Main) => out.push_str(".Diagonal~-1"),
            Constraint::Diagonal(Diagonal::Anti) => out.push_str(".Diagonal~1"),
            Constraint::Windoku(_) => out.push_str(".Windoku"),
            Constraint::DisjointGroups(_) => out.push_str(".DisjointSets"),
            Constraint::AntiKnight(_) => out.push_str(".AntiKnight"),
            Constraint::AntiKing(_) => out.push_str(".AntiKing"),
            Constraint::NonConsecutive(_) if has_dots => {
                return Err(error(
                    "with kropki dots: ISS's AntiConsecutive does not exempt dotted pairs",
                ));
            }
            Constraint::NonConsecutive(_) => out.push_str(".AntiConsecutive"),
            Constraint::KropkiNegative(KropkiNegative {
                white: true,
                black: true,
            }) => out.push_str(".StrictKropki"),
            Constraint::KropkiNegative(_) => {
                return Err(error(
                    "ISS's StrictKropki covers both colours, not one of them",
                ));
            }
            Constraint::XvNegative(_) => out.push_str(".StrictXV"),
            Constraint::ExtraRegion(r) => piece(&mut out, "AllDifferent", &[], &r.cells),
            Constraint::Kropki(dot) => {
                let name = match dot.color {
                    KropkiColor::White => "WhiteDot",
                    KropkiColor::Black => "BlackDot",
                };
                piece(&mut out, name, &[], &dot.cells);
            }
            Constraint::Xv(xv) => {
                let name = match xv.letter {
                    XvLetter::X => "X",
                    XvLetter::V => "V",
                };
                piece(&mut out, name, &[], &xv.cells);
            }
            Constraint::EvenOdd(_) | Constraint::Candidates(_) => {
                // Consecutive even/odd cells and candidate sets share one givens piece,
                // as they are read.
                out.push('.');
                loop {
                    let (cell, digits) = match constraints.get(i) {
                        Some(Constraint::EvenOdd(e)) => (e.cell, e.parity.digits()),
                        Some(Constraint::Candidates(gc)) => (gc.cell, gc.digits),
                        _ => break,
                    };
                    write!(out, "~{}", cell_id(cell)).expect("a String");
                    for d in digits {
                        write!(out, "_{d}").expect("a String");
                    }
                    i += 1;
                }
                continue;
            }
            Constraint::Quadruple(q) => {
                let digits: Vec<String> = q.digits.iter().map(|d| d.get().to_string()).collect();
                write!(out, ".Quad~{}", cell_id(q.top_left)).expect("a String");
                for d in digits {
                    write!(out, "~{d}").expect("a String");
                }
            }
            Constraint::Killer(cage) => {
                let total = cage.total.map_or(String::new(), |t| t.to_string());
                piece(&mut out, "Cage", &[&total], &cage.cells);
            }
            Constraint::LittleKiller(lk) if lk.line().len() < 2 => {
                return Err(error(
                    "ISS names no diagonal of one cell (a corner's little killer)",
                ));
            }
            Constraint::LittleKiller(lk) => {
                write!(
                    out,
                    ".LittleKiller~{}~{}",
                    lk.total,
                    cell_id(little_killer_key(lk))
                )
                .expect("a String");
            }
            Constraint::Arrow(arrow) => {
                if !arrow.circle.is_sorted() {
                    return Err(error(
                        "ISS reads a pill left to right, top to bottom; this one reads otherwise",
                    ));
                }
                let cells: Vec<Cell> = arrow.circle.iter().chain(&arrow.shaft).copied().collect();
                match arrow.circle.len() {
                    1 => piece(&mut out, "Arrow", &[], &cells),
                    n => piece(&mut out, "PillArrow", &[&n.to_string()], &cells),
                }
            }
            Constraint::Sandwich(s) => {
                write!(out, ".Sandwich~{}~{}", s.total, line_id(s.clue)).expect("a String");
            }
            Constraint::XSum(x) => {
                let paired = match next {
                    Some(Constraint::XSum(y)) => Some(y.clue).zip(Some(y.total)),
                    _ => None,
                };
                i += outside_pair(&mut out, "XSum", (x.clue, x.total), paired);
                continue;
            }
            Constraint::Skyscraper(s) => {
                let paired = match next {
                    Some(Constraint::Skyscraper(t)) => Some((t.clue, u16::from(t.count))),
                    _ => None,
                };
                i += outside_pair(&mut out, "Skyscraper", (s.clue, u16::from(s.count)), paired);
                continue;
            }
            Constraint::RegionSum(l) => piece(&mut out, "RegionSumLine", &[], &l.cells),
            Constraint::Thermo(t) if t.slow => {
                return Err(error("ISS has no slow thermometer"));
            }
            Constraint::Thermo(t) => piece(&mut out, "Thermo", &[], &t.cells),
            Constraint::Palindrome(l) => piece(&mut out, "Palindrome", &[], &l.cells),
            Constraint::Renban(l) => piece(&mut out, "Renban", &[], &l.cells),
            Constraint::Whispers(w) => {
                piece(&mut out, "Whisper", &[&w.difference.to_string()], &w.cells);
            }
            Constraint::Between(l) => piece(&mut out, "Between", &[], &l.cells),
            Constraint::Entropic(l) => piece(&mut out, "Entropic", &[], &l.cells),
            Constraint::Zipper(l) => piece(&mut out, "Zipper", &[], &l.cells),
        }
        i += 1;
    }
    let givens: Vec<(Cell, Digit)> = Cell::all()
        .filter_map(|c| puzzle.givens.get(c).map(|d| (c, d)))
        .collect();
    if !givens.is_empty() {
        out.push('.');
        for (c, d) in givens {
            write!(out, "~{}_{d}", cell_id(c)).expect("a String");
        }
    }
    if out.is_empty() {
        // ISS reads "." as an empty puzzle; a shape keeps the string recognisable.
        out.push_str(".Shape~9x9");
    }
    Ok(out)
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

/// An outside clue with two values (X-sum, skyscraper): `.Name~R4~left~right`. When the
/// next constraint is the far clue of the same line, both go in one piece. Returns how
/// many constraints it wrote.
fn outside_pair(
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
                return 2;
            }
            _ => write!(out, ".{name}~{line}~{value}~").expect("a String"),
        }
    } else {
        write!(out, ".{name}~{line}~~{value}").expect("a String");
    }
    1
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

/// `R1C1`, as ISS writes cell ids.
pub(crate) fn cell_id(c: Cell) -> String {
    format!("R{}C{}", c.row() + 1, c.col() + 1)
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

/// The layout as ISS's serializer writes it: `0` for the first region met in row-major
/// order, `1` for the next, and so on.
fn first_appearance_digits(jigsaw: &Jigsaw) -> String {
    let mut order: Vec<u8> = Vec::new();
    jigsaw
        .regions()
        .iter()
        .map(|&r| {
            let k = order.iter().position(|&x| x == r).unwrap_or_else(|| {
                order.push(r);
                order.len() - 1
            });
            char::from(b'0' + k as u8)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::parse;
    use super::*;
    use crate::rules::Rules;

    fn c(s: &str) -> Cell {
        s.parse().unwrap()
    }

    #[test]
    fn round_trips_its_own_strings() {
        for text in [
            ".Cage~3~R1C1~R1C2.Thermo~R5C5~R5C6.~R9C9_4",
            ".Diagonal~1.Diagonal~-1.Windoku.DisjointSets.AntiKnight.AntiKing.AntiConsecutive",
            ".StrictKropki.WhiteDot~R1C1~R1C2.BlackDot~R2C1~R2C2.StrictXV.X~R3C1~R3C2.V~R4C1~R4C2",
            ".XSum~C1~25~23.XSum~R2~~19.Skyscraper~R3~4~.Sandwich~0~R9.Sandwich~35~C2",
            ".LittleKiller~62~R1C9.LittleKiller~30~R9C2.LittleKiller~30~R4C1.LittleKiller~5~R2C9",
            ".PillArrow~2~R1C6~R1C7~R2C6~R3C6.Arrow~R5C5~R6C6",
            ".~R4C2_1_3_5_7_9~R5C2_2_4_6_8.Quad~R1C1~1~1~2.AllDifferent~R9C1~R9C2~R8C3",
            ".Whisper~4~R1C1~R1C2.Renban~R2C1~R2C2.Palindrome~R3C1~R3C2.Between~R4C1~R4C2~R4C3",
            ".Entropic~R5C1~R5C2.Zipper~R6C1~R6C2~R6C3.RegionSumLine~R7C1~R7C4.Cage~~R8C8~R8C9",
            ".Shape~9x9",
        ] {
            let p = parse(text).unwrap();
            let written = write(&p).unwrap();
            assert_eq!(written, text);
            assert_eq!(parse(&written).unwrap(), p);
        }
    }

    #[test]
    fn jigsaw_layouts_use_iss_region_digits() {
        let layout =
            "001122222000103332100143332111143332504444462577748888577748668577768666555558866";
        let text = format!(".Jigsaw~{layout}.NoBoxes.~R1C1_4");
        let p = parse(&text).unwrap();
        assert_eq!(write(&p).unwrap(), text);
    }

    #[test]
    fn equivalent_forms_for_sides_iss_does_not_have() {
        let right = Constraint::Sandwich(Sandwich {
            clue: Outside {
                side: Side::Right,
                index: 3,
            },
            total: 10,
        });
        let up = Constraint::LittleKiller(LittleKiller {
            start: c("r9c1"),
            step: DiagonalStep::UpRight,
            total: 45,
        });
        let p = Puzzle {
            givens: crate::Grid::EMPTY,
            rules: Rules::new(Layout::Boxes, vec![right, up]).unwrap(),
        };
        let text = write(&p).unwrap();
        assert_eq!(text, ".Sandwich~10~R4.LittleKiller~45~R1C9");
        let back = parse(&text).unwrap();
        assert_eq!(
            back.rules.constraints()[1].cells(),
            p.rules.constraints()[1].cells()
        );
    }

    #[test]
    fn what_iss_cannot_say_is_an_error() {
        let rules = |cs| Puzzle {
            givens: crate::Grid::EMPTY,
            rules: Rules::new(Layout::Boxes, cs).unwrap(),
        };
        let slow = Constraint::Thermo(Thermo {
            cells: vec![c("r1c1"), c("r1c2")],
            slow: true,
        });
        assert_eq!(
            write(&rules(vec![slow])).unwrap_err().to_string(),
            "constraint 1 (thermometer from r1c1) has no Interactive Sudoku Solver notation: \
             ISS has no slow thermometer"
        );
        let white_only = Constraint::KropkiNegative(KropkiNegative {
            white: true,
            black: false,
        });
        assert!(write(&rules(vec![white_only])).is_err());
        let dot = Constraint::Kropki(KropkiDot {
            cells: [c("r1c1"), c("r1c2")],
            color: KropkiColor::Black,
        });
        let err = write(&rules(vec![
            dot,
            Constraint::NonConsecutive(NonConsecutive),
        ]))
        .unwrap_err();
        assert_eq!(err.index, Some(1));
        let corner = Constraint::LittleKiller(LittleKiller {
            start: c("r1c9"),
            step: DiagonalStep::DownRight,
            total: 5,
        });
        assert_eq!(
            write(&rules(vec![corner])).unwrap_err().to_string(),
            "constraint 1 (little killer from r1c9) has no Interactive Sudoku Solver notation: \
             ISS names no diagonal of one cell (a corner's little killer)"
        );
    }
}
