//! Pencil marks: a grid printed with every cell's digits, as solvers and forums print a
//! position in the middle of a solve (HoDoKu, SudokuWiki, Sudoku Explainer's forums).
//!
//! ```text
//! .----------------.----------------.----------------.
//! | 5    2    8    | (6,7) (6,9) (7,9) | 3    4    1    |
//! | 58   7    6    | 59    4     1     | 3    89   2    |
//! ```
//!
//! A cell is a run of digits 1 to 9, which may be separated by commas (`6,7`): one digit
//! is a filled cell, several are the candidates of an empty one. Whitespace and the
//! border and decoration characters `| : + - . ' * ( )` separate cells; any other
//! character is an error, as is a count of cells other than 81.

use std::fmt;

use crate::grid::{Candidates, Cell, Digit, Grid};
use crate::rules::kinds::GivenCandidates;
use crate::rules::{Constraint, Layout, Puzzle, Rules};

/// Why a pencil-mark grid could not be read, and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PencilMarksError {
    /// A character that is neither a digit 1 to 9, a comma inside a cell, whitespace nor
    /// a border (1-based line and column).
    #[error("line {line}, column {column}: bad character {ch:?} in pencil marks")]
    BadCharacter {
        ch: char,
        line: usize,
        column: usize,
    },
    /// A cell that lists a digit twice.
    #[error("cell {cell} ({text}) lists a digit twice")]
    RepeatedDigit { cell: CellNumber, text: String },
    /// Not 81 cells.
    #[error("pencil marks need 81 cells, found {found}")]
    CellCount { found: usize },
}

/// A cell's place in reading order, printed `r1c1`..`r9c9` (or its number past 81).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CellNumber(pub usize);

impl fmt::Display for CellNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 < 81 {
            write!(f, "r{}c{}", self.0 / 9 + 1, self.0 % 9 + 1)
        } else {
            write!(f, "cell {}", self.0 + 1)
        }
    }
}

/// Reads a pencil-mark grid: each cell's digits, in row-major order (one digit for a
/// filled cell, several for an empty cell's candidates).
///
/// ```
/// use nonet::format::parse_pencil_marks;
/// let row = "5 2 8 (6,7) (6,9) (7,9) 3 4 1\n";
/// let text = row.repeat(9);
/// let cells = parse_pencil_marks(&text).unwrap();
/// assert_eq!(cells[3].len(), 2);
/// assert!(parse_pencil_marks("1 2 3").is_err());
/// ```
pub fn parse_pencil_marks(text: &str) -> Result<[Candidates; 81], PencilMarksError> {
    let mut cells = [Candidates::EMPTY; 81];
    let mut found = 0;
    for (l, line) in text.lines().enumerate() {
        let mut chars = line.char_indices().peekable();
        while let Some((c, ch)) = chars.next() {
            if ch.is_whitespace() || "|:+-.'*(),".contains(ch) {
                continue;
            }
            if !('1'..='9').contains(&ch) {
                return Err(PencilMarksError::BadCharacter {
                    ch,
                    line: l + 1,
                    column: line[..c].chars().count() + 1,
                });
            }
            // A cell: digits, maybe with commas between them.
            let mut digits = Candidates::EMPTY;
            let mut repeated = false;
            let mut end = c;
            let mut add = |ch: char| {
                let d = Digit::new(ch as u8 - b'0').expect("a digit 1 to 9");
                repeated |= digits.contains(d);
                digits.insert(d);
            };
            add(ch);
            while let Some(&(i, next)) = chars.peek() {
                if ('1'..='9').contains(&next) {
                    add(next);
                } else if next != ',' {
                    break;
                }
                end = i;
                chars.next();
            }
            if repeated {
                return Err(PencilMarksError::RepeatedDigit {
                    cell: CellNumber(found),
                    text: line[c..=end].trim_end_matches(',').to_string(),
                });
            }
            if found < 81 {
                cells[found] = digits;
            }
            found += 1;
        }
    }
    if found == 81 {
        Ok(cells)
    } else {
        Err(PencilMarksError::CellCount { found })
    }
}

/// Reads a pencil-mark grid as a position mid-solve: its filled cells (one digit) are
/// the givens, and each empty cell's marks a [`GivenCandidates`] constraint, so that the
/// position's solutions are exactly the puzzle's solutions that respect the marks (what
/// HoDoKu and SukakuExplainer solve when they load such a grid). A cell that lists all
/// nine digits says nothing and gets no constraint.
///
/// ```
/// use nonet::format::read_position;
/// let row = "5 2 8 (6,7) (6,9) (7,9) 3 4 1\n";
/// let puzzle = read_position(&row.repeat(9)).unwrap();
/// assert_eq!(puzzle.givens.filled_count(), 54);
/// assert_eq!(puzzle.rules.constraints().len(), 27);
/// ```
pub fn read_position(text: &str) -> Result<Puzzle, PencilMarksError> {
    let cells = parse_pencil_marks(text)?;
    let mut givens = Grid::EMPTY;
    let mut constraints = Vec::new();
    for (i, &digits) in cells.iter().enumerate() {
        let cell = Cell::from_index(i);
        match digits.single_digit() {
            Some(d) => givens.set(cell, Some(d)),
            None if digits != Candidates::ALL => {
                constraints.push(Constraint::Candidates(GivenCandidates { cell, digits }));
            }
            None => {}
        }
    }
    // One non-empty set per cell, each cell once: nothing here can be refused.
    let rules = Rules::new(Layout::Boxes, constraints).unwrap_or_default();
    Ok(Puzzle { givens, rules })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digits(c: Candidates) -> String {
        c.iter().map(|d| d.to_string()).collect()
    }

    #[test]
    fn reads_bare_bordered_and_parenthesized_grids() {
        let bare = "12 3 4 5 6 7 8 9 1\n".repeat(9);
        let bordered = format!(".---.\n{}:---+\n", "| 12 3 4 | 5 6 7 | 8 9 1 |\n".repeat(9));
        let parens = "(1,2) 3 4 5 6 7 8 9 1\n".repeat(9);
        for text in [bare, bordered, parens] {
            let cells = parse_pencil_marks(&text).unwrap();
            assert_eq!(digits(cells[0]), "12");
            assert_eq!(digits(cells[9]), "12");
            assert_eq!(digits(cells[80]), "1");
        }
    }

    #[test]
    fn errors_name_the_problem_and_the_place() {
        let grid = "1 2 3 4 5 6 7 8 9\n".repeat(9);
        assert_eq!(
            parse_pencil_marks(&grid[..grid.len() - 2]),
            Err(PencilMarksError::CellCount { found: 80 })
        );
        let bad = grid.replacen('5', "x", 1);
        let err = parse_pencil_marks(&bad).unwrap_err();
        assert_eq!(
            err,
            PencilMarksError::BadCharacter {
                ch: 'x',
                line: 1,
                column: 9
            }
        );
        assert_eq!(
            err.to_string(),
            "line 1, column 9: bad character 'x' in pencil marks"
        );
        let zero = grid.replacen('5', "0", 1);
        assert!(matches!(
            parse_pencil_marks(&zero),
            Err(PencilMarksError::BadCharacter { ch: '0', .. })
        ));
        let twice = grid.replacen("2 ", "2,2 ", 1);
        let err = parse_pencil_marks(&twice).unwrap_err();
        assert_eq!(err.to_string(), "cell r1c2 (2,2) lists a digit twice");
    }
}
