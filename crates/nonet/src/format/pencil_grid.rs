//! Pencil-mark grids in a stream of lines: telling their lines from a classic puzzle's,
//! and gathering a grid's rows (with HoDoKu's `.---.` / `:---+` / `'---'` borders, a
//! `+---+` border, or none) into one entry, read by [`read_position`].
//!
//! HoDoKu's "PM grid" export, the form the readers take:
//!
//! ```text
//! .----------------.----------------.----------------.
//! | 58  1   2      | 7   59  3      | 4   6   89     |
//! :----------------+----------------+----------------:
//! '----------------'----------------'----------------'
//! ```

use super::classic_reader::MAX_LINE_CHARS;
use super::detect::{Format, PuzzleEntry, ReadPuzzle, VariantPuzzle};
use super::parse::is_border;
use super::pencil::read_position;
use super::read_error::{ReadError, ReadErrorKind};

/// Whether a line is a border of a pencil-mark grid: HoDoKu's `.---.`, `:---+` and
/// `'---'` lines, or a classic `+---+` border. An 81-character line is a classic
/// puzzle's, never a border.
pub(super) fn is_pencil_border(line: &str) -> bool {
    let t = line.trim();
    is_border(t)
        || (t.len() != 81
            && t.contains("---")
            && t.chars()
                .all(|c| matches!(c, '.' | ':' | '\'' | '+' | '-' | '|') || c.is_whitespace()))
}

/// What a line says of a pencil-mark grid: a row of nine cells (runs of digits 1 to 9,
/// commas between, parentheses around, apart by whitespace or `|`), and whether one of
/// them lists several digits (which no classic puzzle's row does).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum RowKind {
    /// Not a row of nine such cells.
    Not,
    /// Nine single digits: a filled row, of a classic grid as well as of pencil marks.
    Filled,
    /// Nine cells, one at least with several digits: pencil marks.
    Marks,
}

/// The kind of row `line` is.
pub(super) fn row_kind(line: &str) -> RowKind {
    let mut cells = 0;
    let mut several = false;
    for token in line
        .split(|c: char| c.is_whitespace() || c == '|')
        .filter(|t| !t.is_empty())
    {
        let digits = token.bytes().filter(|b| (b'1'..=b'9').contains(b)).count();
        let well_formed = token
            .bytes()
            .all(|b| (b'1'..=b'9').contains(&b) || matches!(b, b',' | b'(' | b')'));
        if digits == 0 || !well_formed {
            return RowKind::Not;
        }
        cells += 1;
        several |= digits > 1;
    }
    match (cells, several) {
        (9, true) => RowKind::Marks,
        (9, false) => RowKind::Filled,
        _ => RowKind::Not,
    }
}

/// Cells on a line as [`parse_pencil_marks`](super::parse_pencil_marks) counts them: runs
/// that start at a digit and go on over digits and commas.
fn count_cells(line: &str) -> usize {
    let mut count = 0;
    let mut in_cell = false;
    for c in line.chars() {
        if ('1'..='9').contains(&c) {
            count += usize::from(!in_cell);
            in_cell = true;
        } else if c != ',' {
            in_cell = false;
        }
    }
    count
}

/// A pencil-mark grid being gathered: where it starts and ends, its text, and how many
/// cells its rows hold so far. It holds one grid's lines at most.
#[derive(Debug, Default)]
pub(super) struct PencilGrid {
    line: usize,
    last_line: usize,
    text: String,
    cells: usize,
}

impl PencilGrid {
    /// Takes the next line (`skipped`: blank or a comment): a grid ends at a blank line,
    /// at the border after its 81st cell, at the next row after it, or at the end.
    pub(super) fn take(
        &mut self,
        number: usize,
        text: &str,
        skipped: bool,
        emit: &mut impl FnMut(PuzzleEntry<'_>),
    ) {
        if skipped {
            return self.finish(emit);
        }
        let border = is_pencil_border(text);
        if !border && self.cells >= 81 {
            self.finish(emit);
        }
        if self.text.is_empty() {
            self.line = number;
        } else {
            self.text.push('\n');
        }
        self.text.push_str(text);
        self.last_line = number;
        if !border {
            self.cells += count_cells(text);
        }
        // Too many cells, or more text than a grid could be: the error comes now, so
        // that a long text is never held.
        if (border && self.cells >= 81) || self.cells > 81 || self.text.len() > MAX_LINE_CHARS {
            self.finish(emit);
        }
    }

    /// Emits the grid gathered, if it has a cell (borders alone are no puzzle), and
    /// starts the next one.
    pub(super) fn finish(&mut self, emit: &mut impl FnMut(PuzzleEntry<'_>)) {
        if self.cells > 0 {
            let line = self.line;
            let puzzle = read_position(&self.text)
                .map(|puzzle| {
                    ReadPuzzle::Variant(Box::new(VariantPuzzle {
                        puzzle,
                        metadata: Default::default(),
                    }))
                })
                .map_err(|e| ReadError {
                    line,
                    kind: ReadErrorKind::PencilMarks {
                        first_line: line,
                        error: e,
                    },
                });
            emit(PuzzleEntry {
                line,
                last_line: self.last_line,
                text: &self.text,
                format: Format::PencilMarks,
                puzzle,
            });
        }
        self.text.clear();
        self.cells = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_and_borders() {
        assert_eq!(row_kind("| 58  1   2 | 7 59 3 | 4 6 89 |"), RowKind::Marks);
        assert_eq!(row_kind("5 2 8 (6,7) (6,9) (7,9) 3 4 1"), RowKind::Marks);
        assert_eq!(row_kind("5 3 4 | 6 7 8 | 9 1 2"), RowKind::Filled);
        assert_eq!(row_kind("5 3 . | . 7 . | . . ."), RowKind::Not);
        assert_eq!(row_kind("534678912"), RowKind::Not);
        assert_eq!(row_kind(&"53..7....".repeat(9)), RowKind::Not);
        assert!(is_pencil_border(
            ".----------------.----------------.----------------."
        ));
        assert!(is_pencil_border(
            ":----------------+----------------+----------------:"
        ));
        assert!(is_pencil_border(
            "'----------------'----------------'----------------'"
        ));
        assert!(is_pencil_border("+-------+-------+-------+"));
        assert!(!is_pencil_border(
            &".-".repeat(40).chars().take(81).collect::<String>()
        ));
        assert_eq!(count_cells("| 5 (6,7) 58 |"), 3);
    }

    /// HoDoKu's PM grid of the BUG+1 position of a 17-clue puzzle (see
    /// `logic::position`), its filled third row moved to the top: the grid's first row
    /// reads as a classic row too, until the next row lists marks.
    fn hodoku() -> String {
        let mut rows: Vec<&str> = crate::logic::testing::HODOKU_BUG1.lines().collect();
        rows[1..4].rotate_right(1);
        rows.join("\n")
    }

    /// Grids read as one entry each, whole text or streamed, with their first and last
    /// lines: a bordered one whose first row is filled (a classic row too, until the
    /// next row lists marks), then a bare one after a blank line; a classic boxed grid
    /// still reads as classic.
    #[test]
    fn each_grid_is_one_entry() {
        let hodoku = hodoku();
        let bare: String = hodoku
            .lines()
            .filter(|l| l.starts_with('|'))
            .map(|l| l.replace('|', " ") + "\n")
            .collect();
        let text = format!("# two positions\n{hodoku}\n\n{bare}");
        let entries = crate::format::PuzzleReader::read_text(&text);
        let seen: Vec<_> = entries
            .iter()
            .map(|e| (e.line, e.last_line, e.format, e.puzzle.is_ok()))
            .collect();
        assert_eq!(
            seen,
            [
                (2, 14, Format::PencilMarks, true),
                (16, 24, Format::PencilMarks, true)
            ]
        );
        assert_eq!(entries[0].text, hodoku);
        assert_eq!(entries[0].puzzle, entries[1].puzzle);
        let mut streamed = Vec::new();
        let mut reader = crate::format::PuzzleReader::new(text.as_bytes());
        let mut keep = |e: PuzzleEntry<'_>| streamed.push((e.line, e.last_line, e.puzzle));
        while reader.read_line(&mut keep).unwrap() {}
        assert_eq!(streamed.len(), 2);
        assert_eq!((streamed[1].0, streamed[1].1), (16, 24));

        let line =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let boxed =
            crate::format::write_grid(&line.parse().unwrap(), crate::format::GridStyle::Boxed);
        let classic = crate::format::PuzzleReader::read_text(&boxed);
        assert_eq!(classic.len(), 1);
        assert_eq!(classic[0].format, Format::Classic);
    }

    /// A bad character of a grid is placed on its own line and column, below the line
    /// the grid starts on.
    #[test]
    fn a_bad_character_is_placed_where_it_stands() {
        let text = format!("# a position\n{}", hodoku().replacen("589", "5x9", 1));
        let entries = crate::format::PuzzleReader::read_text(&text);
        let error = entries[0].puzzle.as_ref().unwrap_err();
        assert_eq!(error.line, 2);
        assert_eq!(error.place(), (8, Some(25)));
        assert_eq!(
            error.to_string(),
            "line 2: pencil marks: bad character 'x' at line 8, column 25"
        );
    }
}
