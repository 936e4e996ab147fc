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

use super::kinds::{IssKind, IssOut};
use crate::format::write_error::WriteError;
use crate::grid::{Cell, Digit};
use crate::rules::kinds::Jigsaw;
use crate::rules::{Constraint, Layout, Puzzle, each_kind};

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
    // Two constraints the notation says alike (a little killer clued from either end of
    // its diagonal) are one constraint to ISS, as a constraint given twice is one to
    // `Rules::new`: the entry is written once, so the text reads back as it was written.
    let mut written = std::collections::HashSet::new();
    let mut i = 0;
    while i < constraints.len() {
        let mut entry = String::new();
        let mut w = IssOut {
            out: &mut entry,
            rest: &constraints[i + 1..],
            taken: 0,
            has_dots,
        };
        each_kind!(&constraints[i], k => k.write(&mut w))
            .map_err(|why| WriteError::constraint(FORMAT, i, &constraints[i], why))?;
        i += 1 + w.taken;
        if written.insert(entry.clone()) {
            out.push_str(&entry);
        }
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

/// `R1C1`, as ISS writes cell ids.
pub(crate) fn cell_id(c: Cell) -> String {
    format!("R{}C{}", c.row() + 1, c.col() + 1)
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
    use crate::rules::kinds::*;
    use crate::rules::{Outside, Rules, Side};

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
