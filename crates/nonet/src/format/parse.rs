//! Reading puzzles: one per line, or 9-row blocks, auto-detected per text.
//!
//! Lines end at `\n`, `\r\n` or a lone `\r` (old Mac files), and a UTF-8 byte order mark
//! at the start of a text is skipped.
//!
//! Line form: 81 cells on one line; `1`..`9` are givens and `.`, `0`, `_`, `-`, `*` are
//! empty cells; whitespace between cells is skipped. Text after the 81st cell is
//! ignored when a separator comes first (whitespace, `;`, `,`, `|`, `#` or `:`), so
//! rated lists (`<puzzle>\t7.1`) and `puzzle:count` fixtures load as they are. An 82nd
//! cell right after the 81st is an error (`too many cells`: most likely a shifted
//! puzzle), and so is any other character there.
//!
//! Block form: 9 rows of 9 cells, digits separated by spaces or not, `|` column
//! separators and `-` `+` `=` border lines ignored (the cross-language benchmark's
//! `.matrix` files and boxed grids). Several blocks may follow each other. A blank line
//! inside a block ends it: the rows before it are an incomplete grid (most likely a
//! grid cut short), and the rows after it start the next block.
//!
//! In both forms, blank lines and lines starting with `#` are skipped between puzzles,
//! and so is a header line of a tab-separated file (`puzzle\tER\tEP\tED`): the first line of
//! content, when its first tab-separated field is a word.
//!
//! [`PuzzleReader`](super::PuzzleReader) reads a text by these rules (and every other
//! format nonet reads), as it streams in.

#[cfg(test)]
use super::classic_reader::{Entry, EntryReader};
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

/// Whether text after the 81st cell of a line may start with `ch`: the separators
/// after which the rest of the line is ignored.
fn is_separator(ch: char) -> bool {
    ch.is_whitespace() || matches!(ch, ';' | ',' | '|' | '#' | ':')
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

/// The line form's rule: 81 cells (whitespace between them skipped), then the end of
/// the line or a separator.
pub(super) fn parse_line_kind(text: &str) -> Result<Grid, ParseErrorKind> {
    if let Some(grid) = plain_line(text) {
        return Ok(grid);
    }
    let mut values = [0u8; 81];
    let mut n = 0;
    let mut chars = text.chars().enumerate();
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
    match chars.next() {
        None => {}
        Some((_, ch)) if is_separator(ch) => {}
        Some((_, ch)) if cell_value(ch).is_some() => {
            let more = chars
                .take_while(|&(_, ch)| cell_value(ch).is_some())
                .count();
            return Err(ParseErrorKind::TooManyCells { found: 82 + more });
        }
        Some((i, ch)) => return Err(ParseErrorKind::BadCharacter { ch, column: i + 1 }),
    }
    Ok(Grid::from_values(values).expect("cell values are 0..=9"))
}

/// Cell values by byte: `0..=9` for a cell character, `0xFF` for anything else.
const CELL_BYTES: [u8; 256] = {
    let mut table = [0xFF; 256];
    let mut d = 1;
    while d <= 9 {
        table[(b'0' + d) as usize] = d;
        d += 1;
    }
    table[b'.' as usize] = 0;
    table[b'0' as usize] = 0;
    table[b'_' as usize] = 0;
    table[b'-' as usize] = 0;
    table[b'*' as usize] = 0;
    table
};

/// The common case at byte speed: 81 cell bytes, then the end of the line or an ASCII
/// separator. `None` sends anything else to the general rule, which gives the same
/// grid or the error.
fn plain_line(text: &str) -> Option<Grid> {
    let bytes = text.as_bytes();
    let cells = bytes.get(..81)?;
    if let Some(&next) = bytes.get(81) {
        if !(next.is_ascii() && is_separator(char::from(next))) {
            return None;
        }
    }
    let mut values = [0u8; 81];
    let mut bits = 0;
    for (v, &b) in values.iter_mut().zip(cells) {
        // Branch-free, so that the loop runs over many bytes at once.
        let digit = b.wrapping_sub(b'0');
        let empty = (b == b'.') | (b == b'_') | (b == b'-') | (b == b'*');
        *v = if digit <= 9 {
            digit
        } else if empty {
            0
        } else {
            0xFF
        };
        bits |= *v;
    }
    // A byte that is no cell sets the top bit; no value 0..=9 does.
    if bits & 0x80 != 0 {
        return None;
    }
    Grid::from_values(values)
}

/// Whether a line is to be skipped: blank, or a `#` comment.
pub(super) fn is_skipped(line: &str) -> bool {
    if let Some(&first) = line.as_bytes().first() {
        if CELL_BYTES[usize::from(first)] <= 9 {
            return false;
        }
    }
    let t = line.trim_start();
    t.is_empty() || t.starts_with('#')
}

/// Whether a line is a border of a boxed grid: only `-`, `+`, `=`, `|` and spaces,
/// with at least one `+` or `=`, or more than nine dashes. Exactly 81 dashes are not a
/// border but an empty puzzle in line form (`-` marks an empty cell).
pub(super) fn is_border(line: &str) -> bool {
    let t = line.trim();
    let dashes = t.chars().filter(|&c| c == '-').count();
    t.chars()
        .all(|c| matches!(c, '-' | '+' | '=' | '|') || c.is_whitespace())
        && (t.contains(['+', '=']) || (dashes > 9 && dashes != 81))
}

/// Whether a line of content is longer than a row of a block could be: more cells
/// than a row holds (20, room for a row with borders), or more than 40 characters.
/// One such line makes a text one puzzle per line.
pub(super) fn is_long(line: &str) -> bool {
    let cells = line
        .chars()
        .filter(|&c| !c.is_whitespace() && c != '|')
        .take_while(|&c| cell_value(c).is_some())
        .count();
    cells > 20 || line.trim().chars().count() > 40
}

/// Whether a line is the header of a tab-separated file (`puzzle\tER\tEP\tED`): it has a
/// tab, and the field before it is a word (a letter, then letters, digits, `_`, `-` or
/// spaces). Only the first line of content of a text is taken for a header.
pub(super) fn is_header(line: &str) -> bool {
    let Some((first, _)) = line.split_once('\t') else {
        return false;
    };
    let first = first.trim();
    first.starts_with(|c: char| c.is_ascii_alphabetic())
        && first
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | ' '))
}

/// What the reader of a file makes of one of its lines, before reading any puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// Blank, or a `#` comment.
    Skipped,
    /// A tab-separated file's header: the file's first line of content, shaped like one.
    Header,
    /// A puzzle, or a part of one (a row of a block, a line of JSON), or a bad line.
    Content,
}

/// What a file's reader makes of `line` (without its line break and, on a file's first
/// line, its byte order mark), given whether a line of content came before it: the one
/// rule behind [`PuzzleReader`](super::PuzzleReader)'s skipping, public so that a reader
/// that cuts a file into pieces (the Python package's Dask batches) skips the same
/// lines rather than keep a copy of the rule.
///
/// ```
/// use nonet::format::{LineKind, line_kind};
/// assert_eq!(line_kind("  # a comment", false), LineKind::Skipped);
/// assert_eq!(line_kind("puzzle\tER", false), LineKind::Header);
/// assert_eq!(line_kind("puzzle\tER", true), LineKind::Content);
/// ```
pub fn line_kind(line: &str, content_seen: bool) -> LineKind {
    if is_skipped(line) {
        LineKind::Skipped
    } else if !content_seen && is_header(line) {
        LineKind::Header
    } else {
        LineKind::Content
    }
}

/// One row of a block: exactly nine cells, separators skipped.
pub(super) fn parse_row(line: &str) -> Result<[u8; 9], ParseErrorKind> {
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

/// The byte ranges of the lines of `text`, without their terminators (`\n`, `\r\n` or a
/// lone `\r`). A text that ends with a terminator has no empty last line.
pub(super) fn line_spans(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut spans = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                spans.push((start, i));
                start = i + 1;
            }
            b'\r' => {
                spans.push((start, i));
                if bytes.get(i + 1) == Some(&b'\n') {
                    i += 1;
                }
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    if start < bytes.len() {
        spans.push((start, bytes.len()));
    }
    spans
}

/// Reads every classic puzzle of a whole text: the tests' oracle for the classic rules,
/// read by the classic piece of the reader alone.
#[cfg(test)]
pub(crate) fn parse_puzzles(text: &str) -> Vec<Result<Grid, ParseError>> {
    parse_entries(text).into_iter().map(|e| e.grid).collect()
}

/// [`parse_puzzles`], with each puzzle's lines and text.
#[cfg(test)]
pub(super) fn parse_entries(text: &str) -> Vec<Entry<'_>> {
    let mut spans = line_spans(text);
    // The reader skips a byte order mark on the first line; the entry's text skips it too
    // (once: a second mark is a character of the line, and an error there points at it).
    if let Some(first) = spans.first_mut().filter(|_| text.starts_with('\u{feff}')) {
        first.0 += '\u{feff}'.len_utf8();
    }
    let mut found = Vec::new();
    let mut keep = |e: Entry<'_>| found.push((e.line, e.last_line, e.grid));
    let mut reader = EntryReader::new();
    for (i, &(start, end)) in spans.iter().enumerate() {
        // The first line goes to the reader as it is: the reader owns the mark rule.
        let start = if i == 0 { 0 } else { start };
        reader.push(&text[start..end], &mut keep);
    }
    reader.finish(&mut keep);
    found
        .into_iter()
        .map(|(line, last_line, grid)| Entry {
            line,
            last_line,
            text: &text[spans[line - 1].0..spans[last_line - 1].1],
            grid,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{GridStyle, write_grid};

    const LINE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn line_with_trailing_fields() {
        let g = parse_line(&format!("{LINE}\t1.5\t1.2")).unwrap();
        assert_eq!(g.to_string(), LINE);
        let g = parse_line(&format!("{LINE}:1:")).unwrap();
        assert_eq!(g.to_string(), LINE);
    }

    /// The rule for text after the 81st cell, case by case: a separator, then anything;
    /// an 82nd cell is too many; any other character is a bad one.
    #[test]
    fn text_after_the_81st_cell() {
        let grid: Grid = LINE.parse().unwrap();
        for sep in [" ", "\t", ";", ",", "|", "#", ":", "\u{a0}"] {
            let text = format!("{LINE}{sep}1.5 rated x");
            assert_eq!(parse_line(&text), Ok(grid), "{text:?}");
        }
        assert_eq!(parse_line(&format!("{LINE} 12 34")), Ok(grid));
        assert_eq!(
            parse_line(&format!("{LINE}1")).unwrap_err().kind,
            ParseErrorKind::TooManyCells { found: 82 }
        );
        assert_eq!(
            parse_line(&format!("{LINE}.2x")).unwrap_err().kind,
            ParseErrorKind::TooManyCells { found: 83 }
        );
        for (after, ch) in [("x", 'x'), ("rated", 'r'), ("=1", '='), ("é", 'é')] {
            assert_eq!(
                parse_line(&format!("{LINE}{after}")).unwrap_err().kind,
                ParseErrorKind::BadCharacter { ch, column: 82 },
                "{after}"
            );
        }
        // Whitespace between cells is skipped, so the 81st cell may come late.
        let spaced: String = LINE.chars().flat_map(|c| [c, ' ']).collect();
        assert_eq!(parse_line(&format!("{spaced}x")), Ok(grid));
        assert_eq!(
            parse_line(&format!("{}x", spaced.trim_end()))
                .unwrap_err()
                .kind,
            ParseErrorKind::BadCharacter {
                ch: 'x',
                column: 162
            }
        );
    }

    /// The byte-speed path takes the common lines itself (every digit and empty mark,
    /// with or without a separator after), and leaves the rest to the general rule.
    #[test]
    fn plain_lines_take_the_fast_path() {
        let solved =
            "953168742862734951417952836746893125281645397395271468138529674574386219629417583";
        for line in [
            LINE.to_string(),
            solved.to_string(),
            LINE.replace('.', "0"),
            LINE.replace('.', "_"),
            LINE.replace('.', "-"),
            LINE.replace('.', "*"),
            format!("{LINE}\t7.2"),
            format!("{LINE}:1"),
        ] {
            let fast = plain_line(&line);
            assert!(fast.is_some(), "{line}");
            assert_eq!(fast.map(Ok), Some(parse_line_kind(&line)), "{line}");
        }
        for line in [
            format!("{LINE}1"),
            format!("{LINE}x"),
            format!(" {LINE}"),
            LINE[..80].to_string(),
            LINE.replacen('.', "x", 1),
        ] {
            assert_eq!(plain_line(&line), None, "{line}");
        }
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
    fn a_byte_order_mark_is_skipped() {
        let grid: Grid = LINE.parse().unwrap();
        let text = format!("\u{feff}{LINE}\n{LINE}\n");
        let e = parse_entries(&text);
        assert_eq!(e.len(), 2);
        assert_eq!((e[0].line, e[0].text, &e[0].grid), (1, LINE, &Ok(grid)));
        let matrix = "\u{feff}# Easy\n9 2 0 0 0 0 5 8 4\n0 0 0 5 0 0 0 0 3\n0 8 3 0 9 2 0 0 0\n\
                      2 6 0 8 5 4 0 0 1\n0 0 5 3 6 1 0 9 0\n1 0 0 0 0 9 0 0 0\n\
                      8 5 0 2 0 3 0 1 0\n4 1 2 9 8 0 0 3 0\n3 9 0 0 0 6 8 0 0\n";
        assert!(parse_puzzles(matrix)[0].is_ok());
        // Only at the start: elsewhere it is a bad character like any other.
        let text = format!("{LINE}\n\u{feff}{LINE}\n");
        let e = parse_entries(&text);
        assert_eq!(
            e[1].grid.as_ref().unwrap_err().kind,
            ParseErrorKind::BadCharacter {
                ch: '\u{feff}',
                column: 1
            }
        );
        // One mark is skipped, not two: a second one is the line's first character.
        let e = parse_entries("\u{feff}\u{feff}|0");
        assert_eq!(e[0].text, "\u{feff}|0");
        assert_eq!(
            e[0].grid.as_ref().unwrap_err().kind,
            ParseErrorKind::BadCharacter {
                ch: '\u{feff}',
                column: 1
            }
        );
    }

    #[test]
    fn a_lone_carriage_return_ends_a_line() {
        let grid: Grid = LINE.parse().unwrap();
        assert_eq!(
            parse_puzzles(&format!("{LINE}\r{LINE}\r")),
            [Ok(grid), Ok(grid)]
        );
        let text = format!("# mixed\r\n{LINE}\r{LINE}\n\r{LINE}");
        let e = parse_entries(&text);
        let lines: Vec<usize> = e.iter().map(|e| e.line).collect();
        assert_eq!(lines, [2, 3, 5]);
        assert!(e.iter().all(|e| e.text == LINE && e.grid == Ok(grid)));
        let boxed = write_grid(&grid, GridStyle::Boxed).replace('\n', "\r");
        assert_eq!(parse_puzzles(&boxed), [Ok(grid)]);
    }

    #[test]
    fn the_header_of_a_tab_separated_file_is_skipped() {
        let text = format!("puzzle\tER\tEP\tED\n{LINE}\t1.5\t1.2\t1.2\n");
        let e = parse_entries(&text);
        assert_eq!(e.len(), 1);
        assert_eq!((e[0].line, e[0].grid.is_ok()), (2, true));
        // After a comment and a byte order mark too; and a lone header reads nothing.
        let text = format!("\u{feff}# list\n\nPuzzle Grid\tSE\n{LINE}\n");
        let e = parse_entries(&text);
        assert_eq!(e.len(), 1);
        assert!(parse_entries("puzzle\tER\n").is_empty());
        // Only the first line of content: a later word line is an error on its line.
        let text = format!("{LINE}\npuzzle\tER\n");
        let e = parse_entries(&text);
        assert_eq!(
            e[1].grid.as_ref().unwrap_err(),
            &ParseError {
                line: 2,
                kind: ParseErrorKind::BadCharacter { ch: 'p', column: 1 }
            }
        );
        // A first line that is no word before its tab is no header.
        for first in ["12\tER", "puzzle ER EP", "#x\ty", "p?\tER"] {
            let text = format!("{first}\n{LINE}\n");
            let e = parse_entries(&text);
            let header_skipped = e.len() == 1;
            assert_eq!(header_skipped, first.starts_with('#'), "{first:?}");
        }
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
