//! Reading puzzles: one per line, or 9-row blocks, auto-detected per text.
//!
//! Line form: 81 cells on one line; `1`..`9` are givens and `.`, `0`, `_`, `-`, `*` are
//! empty cells; whitespace between cells is skipped; anything after the 81st cell
//! that does not itself continue the run of cells (a tab and a rating, a `:` and a
//! count) is ignored, so rated lists load as they are.
//!
//! Block form: 9 rows of 9 cells, digits separated by spaces or not, `|` column
//! separators and `-` `+` `=` border lines ignored (seed 002's `.matrix` files and
//! boxed grids). Several blocks may follow each other.
//!
//! In both forms, blank lines and lines starting with `#` are skipped.

use super::error::{ParseError, ParseErrorKind};
use crate::grid::Grid;

/// The value of a cell character: `Some(0)` for an empty mark, `Some(d)` for a digit,
/// `None` for anything else.
fn cell_value(ch: char) -> Option<u8> {
    match ch {
        '1'..='9' => Some(ch as u8 - b'0'),
        '.' | '0' | '_' | '-' | '*' => Some(0),
        _ => None,
    }
}

/// Parses one puzzle in line form (a whole line, without its line number).
///
/// ```
/// let g = nonet::format::parse_line(
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
/// ).unwrap();
/// assert_eq!(g.filled_count(), 30);
/// ```
pub fn parse_line(text: &str) -> Result<Grid, ParseError> {
    parse_line_kind(text).map_err(|kind| ParseError { line: 1, kind })
}

pub(super) fn parse_line_kind(text: &str) -> Result<Grid, ParseErrorKind> {
    let mut values = [0u8; 81];
    let mut n = 0;
    let mut chars = text.chars().enumerate().peekable();
    while n < 81 {
        let Some((i, ch)) = chars.next() else {
            return Err(ParseErrorKind::TooFewCells { found: n });
        };
        if ch.is_whitespace() {
            continue;
        }
        match cell_value(ch) {
            Some(v) => {
                values[n] = v;
                n += 1;
            }
            None => return Err(ParseErrorKind::BadCharacter { ch, column: i + 1 }),
        }
    }
    let extra = chars
        .take_while(|&(_, ch)| cell_value(ch).is_some())
        .count();
    if extra > 0 {
        return Err(ParseErrorKind::TooManyCells { found: 81 + extra });
    }
    Ok(Grid::from_values(values).expect("cell values are 0..=9"))
}

/// Whether a line is to be skipped: blank, or a `#` comment.
pub(super) fn is_skipped(line: &str) -> bool {
    let t = line.trim_start();
    t.is_empty() || t.starts_with('#')
}

/// Whether a line is a border of a boxed grid: only `-`, `+`, `=`, `|` and spaces,
/// with at least one `+` or `=`, or more than nine dashes. Exactly 81 dashes are not a
/// border but an empty puzzle in line form (`-` marks an empty cell).
fn is_border(line: &str) -> bool {
    let t = line.trim();
    let dashes = t.chars().filter(|&c| c == '-').count();
    t.chars()
        .all(|c| matches!(c, '-' | '+' | '=' | '|') || c.is_whitespace())
        && (t.contains(['+', '=']) || (dashes > 9 && dashes != 81))
}

/// Number of cell characters a line holds, skipping whitespace and `|`.
fn cell_count(line: &str) -> usize {
    line.chars()
        .filter(|&c| !c.is_whitespace() && c != '|')
        .take_while(|&c| cell_value(c).is_some())
        .count()
}

/// Whether the text holds one puzzle per line (rather than 9-row blocks): some content
/// line carries more cells than a grid row could, or there is only one content line
/// (a lone short line is a truncated puzzle, not the first row of a block).
pub(super) fn is_line_form(text: &str) -> bool {
    let mut content = 0;
    for l in text.lines().filter(|l| !is_skipped(l) && !is_border(l)) {
        if cell_count(l) > 20 || l.trim().chars().count() > 40 {
            return true;
        }
        content += 1;
    }
    content == 1
}

/// One puzzle read from a text: where it starts, its own text, and what it parsed to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry<'a> {
    /// 1-based line of the puzzle (its first row, for a block).
    pub line: usize,
    /// The puzzle's text as written: its line, or the lines of its block from the
    /// first row to the last (borders between them included), without the final
    /// line break.
    pub text: &'a str,
    /// The grid, or why it could not be read (the error names its own line).
    pub grid: Result<Grid, ParseError>,
}

/// Reads every puzzle of a text, detecting line or block form.
///
/// Returns one entry per puzzle in text order: the grid, or the error that names its
/// line. A malformed puzzle never stops the rest from being read.
///
/// ```
/// let text = "# two puzzles\n\
///     4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n\
///     123\n";
/// let puzzles = nonet::format::parse_puzzles(text);
/// assert_eq!(puzzles.len(), 2);
/// assert!(puzzles[0].is_ok());
/// assert_eq!(puzzles[1].as_ref().unwrap_err().line, 3);
/// ```
pub fn parse_puzzles(text: &str) -> Vec<Result<Grid, ParseError>> {
    parse_entries(text).into_iter().map(|e| e.grid).collect()
}

/// Like [`parse_puzzles`], but each puzzle also carries its line number and its own
/// text, for callers that report on good puzzles too or echo a bad one back.
///
/// ```
/// let text = "# a comment\n\
///     4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\t7.1\n\
///     4.....8.5.3..........7......\n";
/// let entries = nonet::format::parse_entries(text);
/// assert_eq!(entries[0].line, 2);
/// assert!(entries[0].text.ends_with("\t7.1"));
/// assert!(entries[0].grid.is_ok());
/// assert_eq!(entries[1].text, "4.....8.5.3..........7......");
/// assert_eq!(entries[1].grid.as_ref().unwrap_err().to_string(),
///            "line 3: too few cells: found 28, expected 81");
/// ```
pub fn parse_entries(text: &str) -> Vec<Entry<'_>> {
    if is_line_form(text) {
        parse_lines(text)
    } else {
        parse_blocks(text)
    }
}

/// The lines of `text` as `str::lines` splits them, each with its 1-based number and
/// the byte offset where it starts.
pub(super) fn numbered_lines(text: &str) -> impl Iterator<Item = (usize, usize, &str)> {
    text.split_inclusive('\n')
        .scan(0, |offset, raw| {
            let start = *offset;
            *offset += raw.len();
            // `\r` goes only before `\n`, as `str::lines` does it.
            let line = match raw.strip_suffix('\n') {
                Some(l) => l.strip_suffix('\r').unwrap_or(l),
                None => raw,
            };
            Some((start, line))
        })
        .enumerate()
        .map(|(i, (start, line))| (i + 1, start, line))
}

fn parse_lines(text: &str) -> Vec<Entry<'_>> {
    numbered_lines(text)
        .filter(|(_, _, l)| !is_skipped(l))
        .map(|(line, _, l)| Entry {
            line,
            text: l,
            grid: parse_line_kind(l).map_err(|kind| ParseError { line, kind }),
        })
        .collect()
}

/// One row of a block: exactly nine cells, separators skipped.
fn parse_row(line: &str) -> Result<[u8; 9], ParseErrorKind> {
    let mut row = [0u8; 9];
    let mut n = 0;
    for (i, ch) in line.chars().enumerate() {
        if ch.is_whitespace() || ch == '|' {
            continue;
        }
        let v = cell_value(ch).ok_or(ParseErrorKind::BadCharacter { ch, column: i + 1 })?;
        if n < 9 {
            row[n] = v;
        }
        n += 1;
    }
    if n == 9 {
        Ok(row)
    } else {
        Err(ParseErrorKind::BadRow { found: n })
    }
}

pub(super) fn parse_blocks(text: &str) -> Vec<Entry<'_>> {
    let mut out = Vec::new();
    let mut block = Block::default();
    for (line_no, start, line) in numbered_lines(text) {
        if is_border(line) {
            continue;
        }
        if is_skipped(line) {
            // A blank line or comment ends a block that has begun.
            if block.rows > 0 {
                out.push(block.finish(text));
                block = Block::default();
            }
            continue;
        }
        if block.rows == 0 {
            block.line = line_no;
            block.start = start;
        }
        block.end = start + line.len();
        match parse_row(line) {
            Ok(row) if block.error.is_none() => {
                block.values[block.rows * 9..block.rows * 9 + 9].copy_from_slice(&row);
            }
            Ok(_) => {}
            Err(kind) => {
                block.error.get_or_insert(ParseError {
                    line: line_no,
                    kind,
                });
            }
        }
        block.rows += 1;
        if block.rows == 9 {
            out.push(block.finish(text));
            block = Block::default();
        }
    }
    if block.rows > 0 {
        out.push(block.finish(text));
    }
    out
}

/// A block being read: where it is, its rows so far and the first error met.
struct Block {
    /// Line number of the first row.
    line: usize,
    /// Byte range of the block's text, first row to last row read.
    start: usize,
    end: usize,
    rows: usize,
    values: [u8; 81],
    error: Option<ParseError>,
}

impl Default for Block {
    fn default() -> Block {
        Block {
            line: 0,
            start: 0,
            end: 0,
            rows: 0,
            values: [0; 81],
            error: None,
        }
    }
}

impl Block {
    fn finish(self, text: &str) -> Entry<'_> {
        let grid = if let Some(e) = self.error {
            Err(e)
        } else if self.rows < 9 {
            Err(ParseError {
                line: self.line,
                kind: ParseErrorKind::ShortBlock { rows: self.rows },
            })
        } else {
            Ok(Grid::from_values(self.values).expect("cell values are 0..=9"))
        };
        Entry {
            line: self.line,
            text: &text[self.start..self.end],
            grid,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn line_with_trailing_fields() {
        let g = parse_line(&format!("{LINE}\t1.5\t1.2")).unwrap();
        assert_eq!(g.to_string(), LINE);
        let g = parse_line(&format!("{LINE}:1:")).unwrap();
        assert_eq!(g.to_string(), LINE);
    }

    #[test]
    fn line_errors() {
        let short = &LINE[..80];
        assert_eq!(
            parse_line(short).unwrap_err().kind,
            ParseErrorKind::TooFewCells { found: 80 }
        );
        assert_eq!(
            parse_line(&format!("{LINE}12")).unwrap_err().kind,
            ParseErrorKind::TooManyCells { found: 83 }
        );
        let bad = LINE.replacen('7', "x", 1);
        assert_eq!(
            parse_line(&bad).unwrap_err().kind,
            ParseErrorKind::BadCharacter { ch: 'x', column: 5 }
        );
    }

    #[test]
    fn empty_marks_are_equivalent() {
        for mark in ['0', '_', '-', '*'] {
            let g = parse_line(&LINE.replace('.', &mark.to_string())).unwrap();
            assert_eq!(g.to_string(), LINE);
        }
    }

    #[test]
    fn matrix_block() {
        let text = "# Easy\n9 2 0 0 0 0 5 8 4\n0 0 0 5 0 0 0 0 3\n0 8 3 0 9 2 0 0 0\n\
                    2 6 0 8 5 4 0 0 1\n0 0 5 3 6 1 0 9 0\n1 0 0 0 0 9 0 0 0\n\
                    8 5 0 2 0 3 0 1 0\n4 1 2 9 8 0 0 3 0\n3 9 0 0 0 6 8 0 0\n";
        let p = parse_puzzles(text);
        assert_eq!(p.len(), 1);
        let g = p[0].as_ref().unwrap();
        assert_eq!(&g.to_string()[..9], "92....584");
    }

    #[test]
    fn boxed_block_and_errors() {
        let boxed = "5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n\
                     ------+-------+------\n8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n\
                     7 . . | . 2 . | . . 6\n------+-------+------\n. 6 . | . . . | 2 8 .\n\
                     . . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n";
        let p = parse_puzzles(boxed);
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].as_ref().unwrap().to_string(), LINE);

        let bad = boxed.replacen("1 9 5", "1 9 5 4", 1);
        let e = parse_puzzles(&bad)[0].clone().unwrap_err();
        assert_eq!(e.line, 2);
        assert_eq!(e.kind, ParseErrorKind::BadRow { found: 10 });

        let short: String = boxed.lines().take(5).collect::<Vec<_>>().join("\n");
        let e = parse_puzzles(&short)[0].clone().unwrap_err();
        assert_eq!(e.kind, ParseErrorKind::ShortBlock { rows: 4 });
    }

    #[test]
    fn batch_keeps_going_after_a_bad_line() {
        let text = format!("{LINE}\nnot a puzzle at all, no sir, not one bit of it\n\n{LINE}\n");
        let p = parse_puzzles(&text);
        assert_eq!(p.len(), 3);
        assert!(p[0].is_ok() && p[2].is_ok());
        assert_eq!(p[1].as_ref().unwrap_err().line, 2);
    }

    #[test]
    fn a_lone_short_line_is_a_truncated_puzzle() {
        let e = parse_puzzles("123\n")[0].clone().unwrap_err();
        assert_eq!(e.kind, ParseErrorKind::TooFewCells { found: 3 });
        let e = parse_puzzles("# c\n\n9 2 0 0 0 0 5 8 4\n")[0]
            .clone()
            .unwrap_err();
        assert_eq!(
            (e.line, e.kind),
            (3, ParseErrorKind::TooFewCells { found: 9 })
        );
    }

    #[test]
    fn entries_carry_line_and_text() {
        let text = format!("# head\r\n{LINE}\r\n\r\n{LINE} 1.2\n");
        let e = parse_entries(&text);
        assert_eq!(e.len(), 2);
        assert_eq!((e[0].line, e[0].text), (2, LINE));
        assert_eq!(e[1].line, 4);
        assert_eq!(e[1].text, format!("{LINE} 1.2"));

        let boxed =
            crate::format::write_grid(&LINE.parse().unwrap(), crate::format::GridStyle::Boxed);
        let two = format!("# first\n{boxed}\n{boxed}");
        let e = parse_entries(&two);
        assert_eq!(e.len(), 2);
        assert_eq!((e[0].line, e[1].line), (2, 14));
        assert_eq!(e[0].text, boxed.trim_end());
        assert_eq!(e[1].grid, Ok(LINE.parse().unwrap()));
    }

    #[test]
    fn a_line_of_dashes_is_an_empty_puzzle_not_a_border() {
        let dashes = "-".repeat(81);
        for text in [dashes.clone(), format!("{dashes}\n{LINE}\n")] {
            let p = parse_puzzles(&text);
            assert_eq!(p[0], Ok(Grid::EMPTY), "{text}");
        }
        assert!(is_border("---------------------"));
        assert!(is_border("------+-------+------"));
    }
}
