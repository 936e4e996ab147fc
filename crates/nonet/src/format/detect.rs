//! Reading a text of puzzles in any format, detected per line: classic lines and 9-row
//! blocks as [`parse_entries`](super::parse_entries) reads them, Interactive Sudoku Solver
//! strings and compact lines, f-puzzles JSON (on one line or over several) and f-puzzles
//! links or their bare payload.

use serde_json::Value;

use super::fpuzzles::{self, Metadata, is_link, looks_like_payload};
use super::iss::{self, CompactForm};
use super::parse::{is_line_form, is_skipped, numbered_lines, parse_blocks, parse_line_kind};
use super::read_error::{ReadError, ReadErrorKind};
use crate::grid::Grid;
use crate::rules::Puzzle;

/// The format a puzzle was read in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// A classic line or 9-row block.
    Classic,
    /// An Interactive Sudoku Solver constraint string.
    Iss,
    /// One of ISS's compact lines.
    IssCompact(CompactForm),
    /// f-puzzles JSON.
    FpuzzlesJson,
    /// An f-puzzles link, or its bare payload.
    FpuzzlesLink,
}

/// One puzzle read from a text: where it starts, its own text, its format, and what it
/// read to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleEntry<'a> {
    /// 1-based line of the puzzle (its first line, for a block or a JSON object over
    /// several lines).
    pub line: usize,
    /// The puzzle's text as written, without the final line break.
    pub text: &'a str,
    /// The format it was read in (for an error, the format it was taken for).
    pub format: Format,
    /// The puzzle, or why it could not be read.
    pub puzzle: Result<ReadPuzzle, ReadError>,
}

/// A puzzle as read: the givens of a classic line or block, kept as the grid the classic
/// fast path takes, or a puzzle read from a variant format with its metadata.
///
/// The variant is boxed so that an entry of a classic batch is no larger than the
/// classic reader's (reading a classic file through [`read_puzzles`] costs what
/// [`parse_entries`](super::parse_entries) does).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadPuzzle {
    /// Classic givens.
    Classic(Grid),
    /// A puzzle from an ISS string, an ISS compact line, f-puzzles JSON or a link (its
    /// rules may still be classic: an ISS string of givens alone).
    Variant(Box<VariantPuzzle>),
}

/// A puzzle read from a variant format, with f-puzzles' title, author and rules text
/// (empty for other formats).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantPuzzle {
    /// The givens and rules.
    pub puzzle: Puzzle,
    /// The title, author and rules text.
    pub metadata: Metadata,
}

impl ReadPuzzle {
    /// The puzzle, classic givens under classic rules.
    pub fn to_puzzle(&self) -> Puzzle {
        match self {
            ReadPuzzle::Classic(g) => Puzzle::classic(*g),
            ReadPuzzle::Variant(v) => v.puzzle.clone(),
        }
    }

    /// The puzzle, taken out.
    pub fn into_puzzle(self) -> Puzzle {
        match self {
            ReadPuzzle::Classic(g) => Puzzle::classic(g),
            ReadPuzzle::Variant(v) => v.puzzle,
        }
    }

    /// The givens.
    pub fn givens(&self) -> &Grid {
        match self {
            ReadPuzzle::Classic(g) => g,
            ReadPuzzle::Variant(v) => &v.puzzle.givens,
        }
    }

    /// f-puzzles' title, author and rules text, for a puzzle from a variant format.
    pub fn metadata(&self) -> Option<&Metadata> {
        match self {
            ReadPuzzle::Classic(_) => None,
            ReadPuzzle::Variant(v) => Some(&v.metadata),
        }
    }
}

/// Reads every puzzle of a text, detecting the format of each; classic blocks are read
/// when the text starts with a classic line and holds no line long enough to be a whole
/// puzzle.
///
/// Detection looks at a line's first character, so a classic line costs one byte test
/// more than the classic reader:
///
/// | first character | read as |
/// | --- | --- |
/// | `.` then a letter or `~` | an ISS constraint string (`.Cage~10~R1C1~R1C2`, `.~R1C1_5`) |
/// | a digit, `.`, `_`, `-`, `*` | a classic line; if it is not one, an ISS compact line (a short killer layout such as `3<<...`, a long one `3x3::k:...`, 81 givens and 81 region labels) |
/// | `{` | f-puzzles JSON (continuing over the next lines until the object closes) |
/// | anything else | an f-puzzles link (`https://www.f-puzzles.com/?load=...`, any text with `load=`), an ISS compact line, or a bare lz-string payload (16 or more base64 characters) |
///
/// A line that is none of these gets the classic reader's error (`bad character 'x' at
/// column 1`). Blank lines and `#` comments are skipped, as in classic files.
///
/// One entry per puzzle in text order; a bad puzzle never stops the rest.
///
/// ```
/// use nonet::format::{read_puzzles, Format};
/// let text = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n\
///             .AntiKnight.~R1C1_1\n\
///             .Cage~50~R1C1~R1C2\n";
/// let entries = read_puzzles(text);
/// assert_eq!(entries[0].format, Format::Classic);
/// assert_eq!(entries[1].puzzle.as_ref().unwrap().to_puzzle().rules.constraints().len(), 1);
/// assert_eq!(
///     entries[2].puzzle.as_ref().unwrap_err().to_string(),
///     "line 3: ISS piece 1 `Cage~50~R1C1~R1C2`: killer cage at r1c1: total 50 cannot be \
///      made: distinct digits in these cells sum to less or more"
/// );
/// ```
pub fn read_puzzles(text: &str) -> Vec<PuzzleEntry<'_>> {
    let first = text.lines().find(|l| !is_skipped(l)).unwrap_or("");
    if starts_classic(first) && !is_line_form(text) {
        return parse_blocks(text)
            .into_iter()
            .map(|e| PuzzleEntry {
                line: e.line,
                text: e.text,
                format: Format::Classic,
                puzzle: e.grid.map(ReadPuzzle::Classic).map_err(ReadError::from),
            })
            .collect();
    }
    let mut out = Vec::new();
    // Byte offset up to which lines belong to a JSON object already read.
    let mut consumed = 0;
    for (line, start, l) in numbered_lines(text) {
        if start < consumed || is_skipped(l) {
            continue;
        }
        let t = l.trim_start();
        let (format, read, end) = if starts_classic(t) {
            let classic = parse_line_kind(l);
            match classic {
                // The classic fast path: one byte test more than the classic reader.
                Ok(grid) if l.len() < 162 => {
                    out.push(PuzzleEntry {
                        line,
                        text: l,
                        format: Format::Classic,
                        puzzle: Ok(ReadPuzzle::Classic(grid)),
                    });
                    continue;
                }
                classic => not_quite_classic(t, classic, start + l.len()),
            }
        } else {
            read_variant(text, start, l)
        };
        consumed = end;
        out.push(PuzzleEntry {
            line,
            text: text[start..end].trim_end_matches(['\n', '\r']),
            format,
            puzzle: read.map_err(|kind| ReadError { line, kind }),
        });
    }
    out
}

/// Reads exactly one puzzle from a text (a command-line argument): an error when the
/// text holds none or several.
///
/// ```
/// use nonet::format::{read_puzzle, Format};
/// let (puzzle, _meta, format) = read_puzzle(".Thermo~R1C1~R1C2~R1C3")?;
/// assert_eq!(format, Format::Iss);
/// assert_eq!(puzzle.rules.constraints().len(), 1);
/// assert_eq!(read_puzzle("  \n").unwrap_err().to_string(), "line 1: no puzzle: the text is empty");
/// # Ok::<(), nonet::format::ReadError>(())
/// ```
pub fn read_puzzle(text: &str) -> Result<(Puzzle, Metadata, Format), ReadError> {
    let mut entries = read_puzzles(text);
    match entries.len() {
        0 => Err(ReadError {
            line: 1,
            kind: ReadErrorKind::Empty,
        }),
        1 => {
            let e = entries.pop().expect("one entry");
            e.puzzle.map(|p| match p {
                ReadPuzzle::Classic(g) => (Puzzle::classic(g), Metadata::default(), e.format),
                ReadPuzzle::Variant(v) => (v.puzzle, v.metadata, e.format),
            })
        }
        found => Err(ReadError {
            line: entries[1].line,
            kind: ReadErrorKind::NotOne { found },
        }),
    }
}

/// Whether a line starts like a classic puzzle (a cell character, a block's border, or
/// nothing), and not like an ISS string (`.` before a letter or `~`).
fn starts_classic(line: &str) -> bool {
    let b = line.trim_start().as_bytes();
    match b.first() {
        Some(b'.') => !b
            .get(1)
            .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'~'),
        Some(c) => c.is_ascii_digit() || matches!(c, b'_' | b'-' | b'*' | b'|' | b'+' | b'='),
        None => true,
    }
}

type Read = Result<ReadPuzzle, ReadErrorKind>;

/// A line that starts like a classic one and did not read as a plain classic line: an
/// ISS compact line (81 givens and 81 region labels read as a classic line that ignores
/// what follows, so the length tells them apart), or the classic result.
fn not_quite_classic(
    t: &str,
    classic: Result<Grid, crate::format::ParseErrorKind>,
    end: usize,
) -> (Format, Read, usize) {
    let compact = match &classic {
        Ok(_) if t.len() < 162 => None,
        _ => compact(t),
    };
    match (compact, classic) {
        (Some((form, read)), _) => (form, read, end),
        (None, Ok(grid)) => (Format::Classic, Ok(ReadPuzzle::Classic(grid)), end),
        (None, Err(e)) => (Format::Classic, Err(ReadErrorKind::Classic(e)), end),
    }
}

/// Reads the puzzle that starts at line `l` (at byte `start` of `text`), a line that does
/// not start like a classic one: its format, what it read to, and the byte offset where
/// it ends (past the line, or past a JSON object that continues over further lines).
fn read_variant(text: &str, start: usize, l: &str) -> (Format, Read, usize) {
    let end = start + l.len();
    let t = l.trim_start();
    match t.as_bytes().first() {
        Some(b'{') => {
            let (read, end) = json(text, start, end);
            (Format::FpuzzlesJson, read, end)
        }
        Some(b'.') => (
            Format::Iss,
            iss::parse(t)
                .map(variant)
                .map_err(|e| ReadErrorKind::Iss(Box::new(e))),
            end,
        ),
        _ if is_link(t) => (Format::FpuzzlesLink, link(t), end),
        _ => match compact(t) {
            Some((form, read)) => (form, read, end),
            None if looks_like_payload(t.trim_end()) => (Format::FpuzzlesLink, link(t), end),
            // Not a puzzle in any format: the classic reader says which character.
            None => (Format::Classic, classic(l), end),
        },
    }
}

fn classic(l: &str) -> Read {
    parse_line_kind(l)
        .map(ReadPuzzle::Classic)
        .map_err(ReadErrorKind::Classic)
}

fn compact(t: &str) -> Option<(Format, Read)> {
    iss::parse_compact(t).map(|(form, read)| {
        (
            Format::IssCompact(form),
            read.map(variant)
                .map_err(|e| ReadErrorKind::Iss(Box::new(e))),
        )
    })
}

/// A puzzle from a variant format, without metadata.
fn variant(puzzle: Puzzle) -> ReadPuzzle {
    with_metadata((puzzle, Metadata::default()))
}

fn with_metadata((puzzle, metadata): (Puzzle, Metadata)) -> ReadPuzzle {
    ReadPuzzle::Variant(Box::new(VariantPuzzle { puzzle, metadata }))
}

fn link(t: &str) -> Read {
    fpuzzles::parse_link(t)
        .map(with_metadata)
        .map_err(|e| ReadErrorKind::Fpuzzles(Box::new(e)))
}

/// f-puzzles JSON from byte `start`: the line alone when it holds a whole object,
/// otherwise the object that continues over the next lines.
fn json(text: &str, start: usize, line_end: usize) -> (Read, usize) {
    let read = |json: &str| {
        fpuzzles::parse_with_metadata(json)
            .map(with_metadata)
            .map_err(|e| ReadErrorKind::Fpuzzles(Box::new(e)))
    };
    let line = &text[start..line_end];
    match serde_json::from_str::<serde::de::IgnoredAny>(line) {
        Err(e) if e.is_eof() => {
            let mut values =
                serde_json::Deserializer::from_str(&text[start..]).into_iter::<Value>();
            match values.next() {
                Some(Ok(_)) => {
                    let end = start + values.byte_offset();
                    // The rest of the object's last line belongs to it (anything but
                    // blanks there is an error of this entry, not silently skipped).
                    let end = text[end..].find('\n').map_or(text.len(), |n| end + n + 1);
                    (read(&text[start..end]), end)
                }
                // Unclosed to the end of the text: report it on this line alone.
                _ => (read(line), line_end),
            }
        }
        _ => (read(line), line_end),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::fpuzzles;
    use crate::format::iss::CompactForm;

    const LINE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn formats(text: &str) -> Vec<(usize, Format, bool)> {
        read_puzzles(text)
            .iter()
            .map(|e| (e.line, e.format, e.puzzle.is_ok()))
            .collect()
    }

    #[test]
    fn every_format_in_one_text() {
        let json = fpuzzles::write(
            &iss::parse(".AntiKing.~R1C1_5").unwrap(),
            &Metadata::default(),
        )
        .unwrap();
        let link =
            fpuzzles::write_link(&iss::parse(".Windoku").unwrap(), &Metadata::default()).unwrap();
        let payload = link.split("load=").nth(1).unwrap().to_string();
        let short = "A<<".to_string() + &"5".repeat(78);
        let long = format!("3x3::k:{}:", vec!["0"; 81].join(":"));
        let text = format!(
            "# mixed\n{LINE}\n.Cage~3~R1C1~R1C2\n{json}\n\n{link}\n{payload}\n{short}\n{long}\n"
        );
        assert_eq!(
            formats(&text),
            [
                (2, Format::Classic, true),
                (3, Format::Iss, true),
                (4, Format::FpuzzlesJson, true),
                (6, Format::FpuzzlesLink, true),
                (7, Format::FpuzzlesLink, true),
                (8, Format::IssCompact(CompactForm::ShortKiller), true),
                (9, Format::IssCompact(CompactForm::LongKiller), true),
            ]
        );
    }

    #[test]
    fn json_over_several_lines() {
        let json =
            fpuzzles::write(&iss::parse(".AntiKnight").unwrap(), &Metadata::default()).unwrap();
        let pretty =
            serde_json::to_string_pretty(&serde_json::from_str::<Value>(&json).unwrap()).unwrap();
        let lines = pretty.lines().count();
        let text = format!("{pretty}\n{LINE}\n{{\"size\":9,\n");
        let entries = read_puzzles(&text);
        assert_eq!(entries.len(), 3);
        assert_eq!(entries[0].text, pretty);
        assert!(entries[0].puzzle.is_ok());
        assert_eq!(entries[1].line, lines + 1);
        // An object left open to the end is an error on its own line.
        let last = entries[2].puzzle.as_ref().unwrap_err();
        assert_eq!(last.line, lines + 2);
        assert!(last.to_string().contains("not valid JSON"), "{last}");
    }

    #[test]
    fn classic_input_reads_as_before() {
        let text = format!("{LINE}\n{}\nnot a puzzle\n", &LINE[..30]);
        let classic = crate::format::parse_entries(&text);
        let any = read_puzzles(&text);
        assert_eq!(classic.len(), any.len());
        for (c, a) in classic.iter().zip(&any) {
            assert_eq!((c.line, c.text), (a.line, a.text));
            match (&c.grid, &a.puzzle) {
                (Ok(g), Ok(p)) => assert_eq!(&ReadPuzzle::Classic(*g), p),
                (Err(e), Err(r)) => assert_eq!(ReadError::from(e.clone()), *r),
                other => panic!("{other:?}"),
            }
        }
        let boxed =
            crate::format::write_grid(&LINE.parse().unwrap(), crate::format::GridStyle::Boxed);
        let blocks = read_puzzles(&boxed);
        assert_eq!(blocks.len(), 1);
        assert_eq!(blocks[0].format, Format::Classic);
    }

    #[test]
    fn jigsaw_lines_are_not_taken_for_classic_lines() {
        let layout =
            "AAABBBCCCAAABBBCCCAAABBBCCCDDDEEEFFFDDDEEEFFFDDDEEEFFFGGGHHHIIIGGGHHHIIIGGGHHHIII";
        let digits: String = layout
            .chars()
            .map(|c| char::from(b'1' + (c as u8 - b'A')))
            .collect();
        for l in [format!("{LINE}{layout}"), format!("{LINE}{digits}")] {
            assert_eq!(
                formats(&l),
                [(1, Format::IssCompact(CompactForm::Jigsaw), true)],
                "{l}"
            );
        }
    }

    #[test]
    fn one_puzzle_or_an_error() {
        assert!(read_puzzle(LINE).is_ok());
        let two = format!("{LINE}\n{LINE}\n");
        assert_eq!(
            read_puzzle(&two).unwrap_err().to_string(),
            "line 2: expected one puzzle, found 2"
        );
        assert_eq!(
            read_puzzle("https://www.f-puzzles.com/?load=N4Ig!")
                .unwrap_err()
                .to_string(),
            "line 1: f-puzzles: broken lz-string at character 5: `!` is not a base64 character"
        );
        assert_eq!(
            read_puzzle("hello").unwrap_err().to_string(),
            "line 1: bad character 'h' at column 1"
        );
    }
}
