//! The Interactive Sudoku Solver's constraint strings: `.Kind~arg~arg...` pieces, each a
//! constraint, givens as `.~R1C1_5~R2C3_7` (a given with several values `R4C2_1_3_5_7_9`
//! marks an odd or even cell). The notation is defined by its `js/sudoku_parser.js` and
//! `js/sudoku_constraint.js`; this reader takes the kinds [`Rules`] has (the list is in
//! [`parse`]) and names any other piece in its error.
//!
//! ```
//! use nonet::format::iss;
//! let puzzle = iss::parse(".Cage~3~R1C1~R1C2.Thermo~R5C5~R5C6.~R9C9_4")?;
//! assert_eq!(puzzle.rules.constraints().len(), 2);
//! assert_eq!(puzzle.givens.to_string().chars().last(), Some('4'));
//! let err = iss::parse(".Cage~3~R1C1~R1C2.Teleport~R1C1~R9C9").unwrap_err();
//! assert_eq!(err.to_string(), "piece 2 `Teleport~R1C1~R9C9`: unknown constraint `Teleport`");
//! # Ok::<(), nonet::format::iss::IssError>(())
//! ```
//!
//! [`write`](fn@write) is the inverse; [`parse_compact`], [`write_short_killer`],
//! [`write_long_killer`] and [`write_jigsaw`] handle ISS's one-line killer and jigsaw
//! layouts.

use std::fmt;

use crate::grid::{Candidates, Cell, Digit, Grid};
use crate::rules::kinds::*;
use crate::rules::{Constraint, Layout, Puzzle, Rules, RulesError};

mod compact;
mod kinds;
mod write;

pub use compact::{
    CompactForm, parse_compact, write_jigsaw, write_long_killer, write_short_killer,
};
pub(crate) use write::cell_id;
pub use write::write;

/// Why an ISS string could not be read: which piece (1-based, counting the `.`-separated
/// pieces), its text, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct IssError {
    /// 1-based position of the piece among the `.`-separated pieces (0 for the string as
    /// a whole).
    pub piece: usize,
    /// The piece's text (its first 60 characters).
    pub text: String,
    /// What is wrong.
    pub kind: IssErrorKind,
}

/// What is wrong with a piece of an ISS string.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum IssErrorKind {
    /// A constraint name this reader does not know.
    UnknownConstraint(String),
    /// A cell id that is not `R1C1` .. `R9C9` (this includes cells outside the grid).
    BadCell(String),
    /// A number that does not read (a sum, a digit, a difference).
    BadNumber(String),
    /// Arguments of the wrong number or shape for the constraint.
    BadArguments(&'static str),
    /// A constraint this reader knows but cannot represent.
    Unsupported(&'static str),
    /// The constraint reads but is not valid (a total that cannot be made, a revisited
    /// cell).
    Invalid(RulesError),
    /// A cell given a digit by two pieces (`.~R1C1_1` and later `.~R1C1_9`): the string
    /// contradicts or repeats itself, and neither given is dropped silently.
    GivenTwice {
        cell: Cell,
        first: Digit,
        then: Digit,
    },
    /// A second `Jigsaw~` layout (the piece that gave the first, 1-based): one grid has
    /// one set of regions.
    SecondJigsaw { first_piece: usize },
    /// A compact killer layout that does not describe cages: an arrow off the grid, a
    /// loop, cells of one cage with different totals.
    Layout {
        cell: Option<Cell>,
        why: &'static str,
    },
}

impl fmt::Display for IssErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IssErrorKind::UnknownConstraint(name) => write!(f, "unknown constraint `{name}`"),
            IssErrorKind::BadCell(text) => {
                write!(f, "`{text}` is not a cell of the grid (R1C1 .. R9C9)")
            }
            IssErrorKind::BadNumber(text) => write!(f, "`{text}` is not a valid number"),
            IssErrorKind::BadArguments(what) => write!(f, "{what}"),
            IssErrorKind::Unsupported(what) => write!(f, "not supported: {what}"),
            IssErrorKind::Invalid(e) => write!(f, "{}: {}", e.what, e.problem),
            IssErrorKind::GivenTwice { cell, first, then } => {
                write!(f, "{cell} is given twice: {first}, then {then}")
            }
            IssErrorKind::SecondJigsaw { first_piece } => write!(
                f,
                "a second jigsaw layout: piece {first_piece} gave the regions already"
            ),
            IssErrorKind::Layout {
                cell: Some(cell),
                why,
            } => write!(f, "killer layout at {cell}: {why}"),
            IssErrorKind::Layout { cell: None, why } => write!(f, "killer layout: {why}"),
        }
    }
}

impl fmt::Display for IssError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.piece == 0 {
            write!(f, "{}", self.kind)
        } else {
            write!(f, "piece {} `{}`: {}", self.piece, self.text, self.kind)
        }
    }
}

/// What one piece adds to the puzzle.
enum Piece {
    Constraints(Vec<Constraint>),
    /// Placed digits, and the constraints of cells given several values.
    Givens(Vec<(Cell, Digit)>, Vec<Constraint>),
    Jigsaw(Jigsaw),
    NoBoxes,
    Nothing,
}

/// Reads a puzzle in the Interactive Sudoku Solver's constraint notation.
///
/// Kinds read: givens (`.~R1C1_5`; several values give an even or odd cell, or the
/// cell's given candidates), `Shape~9x9`,
/// `Jigsaw` (with `NoBoxes`), `Diagonal~1` (rising) and `~-1` (falling), `Windoku`,
/// `DisjointSets`, `AllDifferent` (an extra region), `AntiKnight`, `AntiKing`,
/// `AntiConsecutive` (non-consecutive), `WhiteDot`, `BlackDot`, `StrictKropki`, `X`,
/// `V`, `StrictXV`, `Quad`, `Cage` (a sum of 0 or none: no total), `LittleKiller`,
/// `Arrow`, `PillArrow`, `Sandwich`, `XSum`, `Skyscraper`, `RegionSumLine`, `Thermo`,
/// `Palindrome`, `Renban`, `Whisper`, `Between`, `Entropic` and `Zipper`.
pub fn parse(text: &str) -> Result<Puzzle, IssError> {
    let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if !text.starts_with('.') {
        return Err(IssError {
            piece: 0,
            text: String::new(),
            kind: IssErrorKind::BadArguments(
                "an ISS constraint string starts with `.` (e.g. `.Cage~10~R1C1~R1C2`)",
            ),
        });
    }
    let mut givens = Grid::EMPTY;
    let mut constraints = Vec::new();
    let mut origin = Vec::new();
    let mut jigsaw = None;
    let mut no_boxes = None;
    let pieces: Vec<&str> = text.split('.').skip(1).collect();
    for (i, piece) in pieces.iter().enumerate() {
        let error = |kind| IssError {
            piece: i + 1,
            text: piece.chars().take(60).collect(),
            kind,
        };
        match read_piece(piece).map_err(error)? {
            Piece::Constraints(cs) => {
                origin.extend(std::iter::repeat_n(i, cs.len()));
                constraints.extend(cs);
            }
            Piece::Givens(gs, cs) => {
                for (cell, digit) in gs {
                    if let Some(first) = givens.get(cell) {
                        return Err(error(IssErrorKind::GivenTwice {
                            cell,
                            first,
                            then: digit,
                        }));
                    }
                    givens.set(cell, Some(digit));
                }
                origin.extend(std::iter::repeat_n(i, cs.len()));
                constraints.extend(cs);
            }
            Piece::Jigsaw(j) => {
                if let Some((first, _)) = jigsaw {
                    return Err(error(IssErrorKind::SecondJigsaw {
                        first_piece: first + 1,
                    }));
                }
                jigsaw = Some((i, j));
            }
            Piece::NoBoxes => no_boxes = Some(i),
            Piece::Nothing => {}
        }
    }
    let layout = match (jigsaw, no_boxes) {
        (Some((_, j)), Some(_)) => Layout::Jigsaw(j),
        // Without `NoBoxes`, ISS keeps the boxes and adds the jigsaw pieces as regions:
        // extra regions, at the jigsaw's place among the constraints.
        (Some((piece, j)), None) => {
            let at = origin.partition_point(|&o| o < piece);
            let regions = (0..9).map(|n| {
                Constraint::ExtraRegion(ExtraRegion {
                    cells: j.region(n).iter().collect(),
                })
            });
            constraints.splice(at..at, regions);
            origin.splice(at..at, std::iter::repeat_n(piece, 9));
            Layout::Boxes
        }
        (None, None) => Layout::Boxes,
        (None, Some(i)) => {
            return Err(IssError {
                piece: i + 1,
                text: pieces[i].to_string(),
                kind: IssErrorKind::Unsupported("a grid without boxes needs a jigsaw layout"),
            });
        }
    };
    let rules = Rules::new(layout, constraints).map_err(|e| {
        let piece = e.index.map_or(0, |c| origin[c]);
        IssError {
            piece: piece + 1,
            text: pieces[piece].chars().take(60).collect(),
            kind: IssErrorKind::Invalid(e),
        }
    })?;
    Ok(Puzzle { givens, rules })
}

/// What one piece adds: the reader's own pieces (givens, shape, layout), else the
/// constraints of the kind that reads the piece's name.
fn read_piece(piece: &str) -> Result<Piece, IssErrorKind> {
    let mut parts = piece.split('~');
    let name = parts.next().unwrap_or_default();
    let args: Vec<&str> = parts.collect();
    match name {
        "" => givens(&args),
        "Shape" => match args.as_slice() {
            [] | ["9x9"] | ["9x9", "9"] | ["9x9", "1-9"] => Ok(Piece::Nothing),
            _ => Err(IssErrorKind::Unsupported(
                "grids other than 9x9 with digits 1-9",
            )),
        },
        "NoBoxes" if args.iter().all(|a| a.is_empty()) => Ok(Piece::NoBoxes),
        "NoBoxes" => Err(IssErrorKind::BadArguments(
            "this constraint takes no arguments",
        )),
        "Jigsaw" => {
            let layout = args.last().ok_or(IssErrorKind::BadArguments(
                "a jigsaw needs its 81-cell layout",
            ))?;
            Jigsaw::from_labels(layout)
                .map(Piece::Jigsaw)
                .map_err(IssErrorKind::Invalid)
        }
        other => match kinds::reader(other) {
            Some(read) => read(&args).map(Piece::Constraints),
            None => Err(IssErrorKind::UnknownConstraint(other.to_string())),
        },
    }
}

fn cell(text: &str) -> Result<Cell, IssErrorKind> {
    text.parse()
        .map_err(|_| IssErrorKind::BadCell(text.to_string()))
}

fn cells(args: &[&str]) -> Result<Vec<Cell>, IssErrorKind> {
    args.iter().map(|a| cell(a)).collect()
}

/// A number, or `None` for an empty argument.
fn number(text: &str) -> Result<Option<u16>, IssErrorKind> {
    if text.is_empty() {
        return Ok(None);
    }
    text.parse()
        .map(Some)
        .map_err(|_| IssErrorKind::BadNumber(text.to_string()))
}

fn digit(text: &str) -> Result<Digit, IssErrorKind> {
    text.parse::<u8>()
        .ok()
        .and_then(Digit::new)
        .ok_or_else(|| IssErrorKind::BadNumber(text.to_string()))
}

/// `R1C1_5` givens; `R4C2_1_3_5_7_9` and `R4C2_2_4_6_8` are odd and even cells, and
/// other sets (`R4C4_1_2_4`) a cell's given candidates.
fn givens(args: &[&str]) -> Result<Piece, IssErrorKind> {
    let mut placed = Vec::new();
    let mut sets = Vec::new();
    for arg in args {
        let mut parts = arg.split('_');
        let c = cell(parts.next().unwrap_or_default())?;
        let mut values: Vec<u8> = parts
            .map(|v| digit(v).map(Digit::get))
            .collect::<Result<_, _>>()?;
        values.sort_unstable();
        values.dedup();
        match values.as_slice() {
            [v] => placed.push((c, Digit::new(*v).expect("read as a digit"))),
            [1, 3, 5, 7, 9] => sets.push(Constraint::EvenOdd(EvenOdd {
                cell: c,
                parity: Parity::Odd,
            })),
            [2, 4, 6, 8] => sets.push(Constraint::EvenOdd(EvenOdd {
                cell: c,
                parity: Parity::Even,
            })),
            [] => {
                return Err(IssErrorKind::BadArguments(
                    "a given needs a value: `R1C1_5`",
                ));
            }
            // All nine digits restrict nothing.
            [1, 2, 3, 4, 5, 6, 7, 8, 9] => {}
            set => sets.push(Constraint::Candidates(GivenCandidates {
                cell: c,
                digits: set
                    .iter()
                    .filter_map(|&d| Digit::new(d))
                    .collect::<Candidates>(),
            })),
        }
    }
    Ok(Piece::Givens(placed, sets))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Outside, Side};

    fn c(s: &str) -> Cell {
        s.parse().unwrap()
    }

    #[test]
    fn reads_givens_cages_and_global_rules() {
        let p =
            parse(".AntiKnight.AntiKing.~R1C1_1~R1C7_5.Cage~~R2C1~R2C2.Cage~10~R3C1~R3C2").unwrap();
        assert_eq!(p.givens.get(c("r1c7")).map(Digit::get), Some(5));
        assert_eq!(
            p.rules.constraints(),
            &[
                Constraint::AntiKnight(AntiKnight),
                Constraint::AntiKing(AntiKing),
                Constraint::Killer(KillerCage {
                    cells: vec![c("r2c1"), c("r2c2")],
                    total: None
                }),
                Constraint::Killer(KillerCage {
                    cells: vec![c("r3c1"), c("r3c2")],
                    total: Some(10)
                }),
            ]
        );
    }

    #[test]
    fn reads_outside_clues_and_arrows() {
        let p = parse(".XSum~C1~25~23.Sandwich~0~R9.Skyscraper~R2~~5.LittleKiller~62~R1C9.PillArrow~2~R1C7~R1C6~R2C6~R3C6").unwrap();
        let cs = p.rules.constraints();
        assert_eq!(
            cs[0],
            Constraint::XSum(XSum {
                clue: Outside {
                    side: Side::Top,
                    index: 0
                },
                total: 25
            })
        );
        assert_eq!(
            cs[1],
            Constraint::XSum(XSum {
                clue: Outside {
                    side: Side::Bottom,
                    index: 0
                },
                total: 23
            })
        );
        assert_eq!(
            cs[2],
            Constraint::Sandwich(Sandwich {
                clue: Outside {
                    side: Side::Left,
                    index: 8
                },
                total: 0
            })
        );
        assert_eq!(
            cs[3],
            Constraint::Skyscraper(Skyscraper {
                clue: Outside {
                    side: Side::Right,
                    index: 1
                },
                count: 5
            })
        );
        assert_eq!(
            cs[4],
            Constraint::LittleKiller(LittleKiller {
                start: c("r1c9"),
                step: DiagonalStep::DownLeft,
                total: 62
            })
        );
        assert_eq!(
            cs[5],
            Constraint::Arrow(Arrow {
                circle: vec![c("r1c6"), c("r1c7")],
                shaft: vec![c("r2c6"), c("r3c6")]
            })
        );
    }

    #[test]
    fn parity_givens_become_even_odd_cells() {
        let p = parse(".~R4C2_1_3_5_7_9~R5C2_2_4_6_8").unwrap();
        assert_eq!(
            p.rules.constraints(),
            &[
                Constraint::EvenOdd(EvenOdd {
                    cell: c("r4c2"),
                    parity: Parity::Odd
                }),
                Constraint::EvenOdd(EvenOdd {
                    cell: c("r5c2"),
                    parity: Parity::Even
                }),
            ]
        );
        assert_eq!(p.givens, Grid::EMPTY);
    }

    #[test]
    fn errors_name_the_piece_and_the_problem() {
        let msg = |s: &str| parse(s).unwrap_err().to_string();
        assert_eq!(
            msg(".Cage~10~R1C1~R10C1"),
            "piece 1 `Cage~10~R1C1~R10C1`: `R10C1` is not a cell of the grid (R1C1 .. R9C9)"
        );
        assert_eq!(
            msg(".AntiKing.Cage~50~R1C1~R1C2"),
            "piece 2 `Cage~50~R1C1~R1C2`: killer cage at r1c1: total 50 cannot be made: \
             distinct digits in these cells sum to less or more"
        );
        assert_eq!(
            msg(".Thermo~R1C1~R1C2~R1C1"),
            "piece 1 `Thermo~R1C1~R1C2~R1C1`: thermometer from r1c1: visits r1c1 twice: \
             digits rise along a thermometer, so it cannot come back to a cell"
        );
        assert_eq!(
            msg(".Renban"),
            "piece 1 `Renban`: renban line: needs at least 2 cells, found 0"
        );
        assert_eq!(msg(".Foo~1"), "piece 1 `Foo~1`: unknown constraint `Foo`");
        assert!(msg("Cage~3~R1C1~R1C2").contains("starts with `.`"));
    }

    #[test]
    fn jigsaw_layouts() {
        let layout =
            "001122222000103332100143332111143332504444462577748888577748668577768666555558866";
        let p = parse(&format!(".Jigsaw~{layout}.NoBoxes.~R1C1_4")).unwrap();
        assert!(matches!(p.rules.layout(), Layout::Jigsaw(_)));
        assert!(
            parse(".NoBoxes")
                .unwrap_err()
                .to_string()
                .contains("jigsaw")
        );
    }

    #[test]
    fn a_cell_given_twice_or_a_second_jigsaw_is_an_error() {
        let msg = |s: &str| parse(s).unwrap_err().to_string();
        assert_eq!(
            msg(".~R1C1_1~R2C2_3.AntiKing.~R1C1_9"),
            "piece 3 `~R1C1_9`: r1c1 is given twice: 1, then 9"
        );
        assert_eq!(
            msg(".~R5C5_4~R5C5_4"),
            "piece 1 `~R5C5_4~R5C5_4`: r5c5 is given twice: 4, then 4"
        );
        let layout =
            "001122222000103332100143332111143332504444462577748888577748668577768666555558866";
        let err = msg(&format!(".Jigsaw~{layout}.NoBoxes.Jigsaw~{layout}"));
        assert!(
            err.starts_with("piece 3 `Jigsaw~")
                && err.ends_with("a second jigsaw layout: piece 1 gave the regions already"),
            "{err}"
        );
    }

    #[test]
    fn a_jigsaw_without_no_boxes_keeps_the_boxes() {
        // ISS adds the pieces to the boxes unless `NoBoxes` removes them: nine extra
        // regions, at the jigsaw's place among the constraints.
        let layout =
            "001122222000103332100143332111143332504444462577748888577748668577768666555558866";
        let p = parse(&format!(".AntiKing.Jigsaw~{layout}.Cage~3~R1C1~R1C2")).unwrap();
        assert_eq!(p.rules.layout(), &Layout::Boxes);
        let cs = p.rules.constraints();
        assert_eq!(cs.len(), 11);
        assert_eq!(cs[0], Constraint::AntiKing(AntiKing));
        assert!(
            cs[1..10]
                .iter()
                .all(|c| matches!(c, Constraint::ExtraRegion(r) if r.cells.len() == 9))
        );
        assert!(matches!(cs[10], Constraint::Killer(_)));
        // Errors still name the right piece.
        let err = parse(&format!(".Jigsaw~{layout}.Cage~50~R1C1~R1C2")).unwrap_err();
        assert_eq!(err.piece, 2);
    }
}
