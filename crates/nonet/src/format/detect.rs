//! Detecting the format of one line (or of one JSON object over several lines) and
//! reading its puzzle: classic lines, Interactive Sudoku Solver strings and compact
//! lines, f-puzzles JSON, f-puzzles links or their bare payload, SudokuPad links, nonet's
//! own records.
//! What a reader hands out: [`PuzzleEntry`], [`ReadPuzzle`], [`Format`].

use super::error::ParseErrorKind;
use super::fpuzzles::{self, Metadata, is_link, looks_like_payload};
use super::iss::{self, CompactForm};
use super::json_value::parse_unique_keys;
use super::parse::parse_line_kind;
use super::puzzle_reader::PuzzleReader;
use super::read_error::{ReadError, ReadErrorKind};
use super::record::read_record;
use super::sudokupad::{self, is_bare_id, is_sudokupad_link};
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
    /// One of nonet's own JSON records (what `--format json` writes), read back.
    NonetJson,
    /// An f-puzzles link, or its bare payload.
    FpuzzlesLink,
    /// A pencil-mark grid (HoDoKu's PM grid, Sudoku Explainer's candidates): a position
    /// mid-solve, read as its filled cells under given-candidates rules.
    PencilMarks,
    /// A SudokuPad or Cracking the Cryptic link, or a bare SudokuPad puzzle id
    /// (`sclN4Ig...`).
    SudokuPadLink,
}

/// One puzzle read from a text: where it starts, its own text, its format, and what it
/// read to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleEntry<'a> {
    /// 1-based line of the puzzle (its first line, for a block or a JSON object over
    /// several lines).
    pub line: usize,
    /// 1-based line where its text ends (`line`, unless a block or a JSON object over
    /// several lines).
    pub last_line: usize,
    /// The puzzle's text as written, without the final line break (its lines joined by
    /// their own line breaks).
    pub text: &'a str,
    /// The format it was read in (for an error, the format it was taken for).
    pub format: Format,
    /// The puzzle, or why it could not be read.
    pub puzzle: Result<ReadPuzzle, ReadError>,
}

/// A puzzle as read: the givens of a classic line or block, kept as the grid the classic
/// fast path takes, or a puzzle read from a variant format with its metadata.
///
/// The variant is boxed so that an entry of a classic batch stays small (reading a
/// classic file costs what reading classic lines alone does).
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
    if let Some(grid) = plain_classic(text) {
        return Ok((Puzzle::classic(grid), Metadata::default(), Format::Classic));
    }
    let mut entries = PuzzleReader::read_text(text);
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

/// Reads line `number` of a file in line form as [`PuzzleReader`] reads a line of
/// content there (no header rule: the caller has asked [`line_kind`](super::line_kind)),
/// so that a reader of a file's lines cut into pieces (the Python package's Dask
/// batches) reads and reports each line as the command line does. A line that opens
/// f-puzzles JSON and does not close it is an error of that line, as it is at the end
/// of a file.
///
/// ```
/// use nonet::format::read_line_puzzle;
/// let e = read_line_puzzle("puzzle\tnote", 7).unwrap_err();
/// assert_eq!(e.to_string(), "line 7: bad character 'p' at column 1");
/// ```
pub fn read_line_puzzle(
    line: &str,
    number: usize,
) -> Result<(Puzzle, Metadata, Format), ReadError> {
    let (format, read) = read_line(line).unwrap_or_else(|| read_json(line));
    match read {
        Ok(ReadPuzzle::Classic(g)) => Ok((Puzzle::classic(g), Metadata::default(), format)),
        Ok(ReadPuzzle::Variant(v)) => Ok((v.puzzle, v.metadata, format)),
        Err(kind) => Err(ReadError { line: number, kind }),
    }
}

/// The common text of a batch of one-puzzle texts (the Python package's), at byte
/// speed: exactly 81 digits and dots, which every path of the reader takes as a
/// classic line. Going through the whole reader for it (line spans, form detection,
/// the pencil-mark and border checks) cost a batch of 17-clue counts about a seventh
/// of its time. `None` sends every other text to the reader.
fn plain_classic(text: &str) -> Option<Grid> {
    let bytes = text.as_bytes();
    if bytes.len() != 81 || !bytes.iter().all(|&b| b == b'.' || b.is_ascii_digit()) {
        return None;
    }
    parse_line_kind(text).ok()
}

/// Whether a short text (a command-line argument that names no file) is shaped like a
/// puzzle rather than like a file name: a variant puzzle (f-puzzles JSON, an ISS string,
/// a link or its bare payload), or a classic one: no path separator, at least 17
/// characters (the fewest givens of a proper puzzle), and either three quarters cells or
/// a whole line's worth (81 or more), so that a puzzle with a typo or with `x` for its
/// empty cells is read (and gets its reading error) while a mistyped file name does not.
///
/// ```
/// use nonet::format::looks_like_puzzle;
/// assert!(looks_like_puzzle(".Cage~10~R1C1~R1C2"));
/// assert!(looks_like_puzzle("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"));
/// assert!(!looks_like_puzzle("puzzles.txt"));
/// ```
pub fn looks_like_puzzle(text: &str) -> bool {
    if looks_like_variant(text.trim()) {
        return true;
    }
    let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    let cells = chars
        .iter()
        .filter(|&&c| c.is_ascii_digit() || matches!(c, '.' | '_' | '-' | '*'))
        .count();
    !text.contains(['/', '\\'])
        && chars.len() >= 17
        && (4 * cells >= 3 * chars.len() || chars.len() >= 81)
}

/// Whether a text has the shape of a variant puzzle: f-puzzles JSON (`{`), an ISS
/// constraint string (`.` and a letter or `~`: `.Cage~10~R1C1~R1C2`), a web address (an
/// f-puzzles link `https://www.f-puzzles.com/?load=...`, or a SudokuPad link), or a bare
/// link payload (40 or more base64 characters: payloads run to hundreds, and a file name
/// has a dot).
fn looks_like_variant(t: &str) -> bool {
    let iss = t
        .strip_prefix('.')
        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_alphabetic() || c == '~'));
    let payload = t.trim_end_matches('=');
    t.starts_with('{')
        || iss
        || t.contains("load=")
        || t.starts_with("http://")
        || t.starts_with("https://")
        || t.contains("sudokupad.app")
        || t.contains("crackingthecryptic.com")
        || t.starts_with("sudokupad://")
        || (payload.len() >= 40
            && payload
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/'))
}

/// Whether a line starts like a classic puzzle (a cell character, a block's border, or
/// nothing), and not like an ISS string (`.` before a letter or `~`).
pub(super) fn starts_classic(line: &str) -> bool {
    starts_classic_trimmed(line.trim_start())
}

/// [`starts_classic`] for a line without leading whitespace.
fn starts_classic_trimmed(line: &str) -> bool {
    let b = line.as_bytes();
    match b.first() {
        Some(b'.') => !b
            .get(1)
            .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'~'),
        Some(c) => c.is_ascii_digit() || matches!(c, b'_' | b'-' | b'*' | b'|' | b'+' | b'='),
        None => true,
    }
}

pub(super) type Read = Result<ReadPuzzle, ReadErrorKind>;

/// A line that starts like a classic one and did not read as a plain classic line: an
/// ISS compact line (81 givens and 81 region labels read as a classic line that ignores
/// what follows, so the length tells them apart), or the classic result.
fn not_quite_classic(t: &str, classic: Result<Grid, ParseErrorKind>) -> (Format, Read) {
    let compact = match &classic {
        Ok(_) if t.len() < 162 => None,
        _ => compact(t),
    };
    match (compact, classic) {
        (Some((form, read)), _) => (form, read),
        (None, Ok(grid)) => (Format::Classic, Ok(ReadPuzzle::Classic(grid))),
        (None, Err(e)) => (Format::Classic, Err(ReadErrorKind::Classic(e))),
    }
}

/// Reads the puzzle of one line of content that fits in a reader's line (its format
/// detected as [`PuzzleReader`] says), or `None` when the line opens f-puzzles JSON
/// that continues on the lines after it.
pub(super) fn read_line(l: &str) -> Option<(Format, Read)> {
    // A line that starts with a printable ASCII character (every classic line but one
    // indented) needs no trimming: the classic fast path skips it.
    let t = match l.as_bytes().first() {
        Some(b) if b.is_ascii_graphic() => l,
        _ => l.trim_start(),
    };
    if starts_classic_trimmed(t) {
        return Some(match parse_line_kind(l) {
            // The classic fast path: one byte test more than the classic reader.
            Ok(grid) if l.len() < 162 => (Format::Classic, Ok(ReadPuzzle::Classic(grid))),
            classic => not_quite_classic(t, classic),
        });
    }
    Some(match t.as_bytes().first() {
        Some(b'{') => match serde_json::from_str::<serde::de::IgnoredAny>(l) {
            Err(e) if e.is_eof() => return None,
            _ => read_json(l),
        },
        Some(b'.') => (
            Format::Iss,
            iss::parse(t)
                .map(variant)
                .map_err(|e| ReadErrorKind::Iss(Box::new(e))),
        ),
        _ if is_sudokupad_link(t) || is_bare_id(t) => (Format::SudokuPadLink, sudokupad_link(t)),
        _ if is_link(t) => (Format::FpuzzlesLink, link(t)),
        _ => match compact(t) {
            Some((form, read)) => (form, read),
            None if looks_like_payload(t.trim_end()) && !looks_like_grid(t.trim_end()) => {
                (Format::FpuzzlesLink, link(t))
            }
            // Not a puzzle in any format: the classic reader says which character.
            None => (Format::Classic, classic(l)),
        },
    })
}

/// Whether a line is 81 characters of digits and one other character: a classic line
/// with a letter for its empty cells (`xx4xx...`), which the classic reader's error
/// explains, rather than an lz-string payload (base64 text of many letters).
fn looks_like_grid(t: &str) -> bool {
    let mut other = t.bytes().filter(|b| !b.is_ascii_digit());
    let first = other.next();
    t.len() == 81 && other.all(|b| Some(b) == first)
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

fn sudokupad_link(t: &str) -> Read {
    sudokupad::parse_link(t)
        .map(with_metadata)
        .map_err(|e| ReadErrorKind::SudokuPad(Box::new(e)))
}

fn link(t: &str) -> Read {
    fpuzzles::parse_link(t)
        .map(with_metadata)
        .map_err(|e| ReadErrorKind::Fpuzzles(Box::new(e)))
}

/// JSON, as one entry's text: one of nonet's own records (an object with a `"puzzle"`
/// key: classic givens, or givens and rules), or f-puzzles JSON.
pub(super) fn read_json(json: &str) -> (Format, Read) {
    if let Some(record) = parse_unique_keys(json).ok().as_ref().and_then(read_record) {
        let read = match record {
            Ok(p) if p.rules.is_classic() => Ok(ReadPuzzle::Classic(p.givens)),
            Ok(p) => Ok(variant(p)),
            Err(e) => Err(ReadErrorKind::Record(e)),
        };
        return (Format::NonetJson, read);
    }
    let read = fpuzzles::parse_with_metadata(json)
        .map(with_metadata)
        .map_err(|e| ReadErrorKind::Fpuzzles(Box::new(e)));
    (Format::FpuzzlesJson, read)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::MAX_LINE_CHARS;
    use crate::format::fpuzzles;
    use crate::format::iss::CompactForm;
    use serde_json::Value;

    const LINE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn formats(text: &str) -> Vec<(usize, Format, bool)> {
        PuzzleReader::read_text(text)
            .iter()
            .map(|e| (e.line, e.format, e.puzzle.is_ok()))
            .collect()
    }

    /// The byte-speed path of `read_puzzle` answers what the whole reader answers, for
    /// the texts it takes (a full line, an empty grid of dots or of zeros, a grid with
    /// clashing givens) and leaves the rest to it.
    #[test]
    fn plain_classic_texts_read_as_the_reader_reads_them() {
        let solved =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        for text in [
            LINE.to_string(),
            solved.to_string(),
            ".".repeat(81),
            "0".repeat(81),
            "1".repeat(81),
            LINE.replace('.', "0"),
        ] {
            let fast = plain_classic(&text).expect("the fast path takes it");
            let entries = PuzzleReader::read_text(&text);
            assert_eq!(entries.len(), 1, "{text}");
            assert_eq!(entries[0].format, Format::Classic, "{text}");
            assert_eq!(entries[0].puzzle, Ok(ReadPuzzle::Classic(fast)), "{text}");
        }
        for text in [
            format!("{LINE}\n"),
            format!("{LINE}\t7.2"),
            LINE.replace('.', "-"),
            LINE[..80].to_string(),
            LINE.replacen('.', "x", 1),
        ] {
            assert_eq!(plain_classic(&text), None, "{text}");
        }
    }

    /// Arguments that name no file: puzzles of every format, with typos too, read as
    /// puzzles; file names do not.
    #[test]
    fn puzzle_shaped_arguments() {
        let p = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        assert!(looks_like_puzzle(p));
        assert!(looks_like_puzzle(&p[..40]));
        assert!(looks_like_puzzle(&p.replacen('.', "x", 1)), "a typo");
        assert!(looks_like_puzzle(&p.replace('.', "x")), "x for empty cells");
        assert!(looks_like_puzzle(&format!("-{}", &p[1..])));
        for name in [
            "puzzles.txt",
            "1.matrix",
            "../data/puzzles_17_clue.txt",
            "2024-01-01_puzzles_0001.txt",
            "puzzles/variants.tsv",
            "a_file_name_without_any_dot_but_long_enough",
        ] {
            assert!(!looks_like_puzzle(name), "{name}");
        }
        for variant in [
            ".Cage~10~R1C1~R1C2",
            ".AntiKnight",
            "{\"size\": 9}",
            "https://www.f-puzzles.com/?load=N4IgzglgXpAsCcIBcoCGAHLAbAPgHQHYBiAZgE4BWAFgA4SBGAQwGMBbOkAX0A",
            "N4IgzglgXpAsCcIBcoCGAHLAbAPgHQHYBiAZgE4BWAFgA4SBGAQwGMBbOkAX0A",
        ] {
            assert!(looks_like_puzzle(variant), "{variant}");
        }
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
        let entries = PuzzleReader::read_text(&text);
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
        let classic = crate::format::parse::parse_entries(&text);
        let any = PuzzleReader::read_text(&text);
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
        let blocks = PuzzleReader::read_text(&boxed);
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
        // A classic line with letters for some empty cells is no lz-string payload.
        let xs = format!("x{}", &LINE[1..]).replace('.', "x");
        assert_eq!(
            read_puzzle(&xs).unwrap_err().to_string(),
            "line 1: bad character 'x' at column 1"
        );
    }

    /// Line, last line, text and whether it read, of every entry.
    fn seen(text: &str) -> Vec<(usize, usize, &str, bool)> {
        PuzzleReader::read_text(text)
            .iter()
            .map(|e| (e.line, e.last_line, e.text, e.puzzle.is_ok()))
            .collect()
    }

    #[test]
    fn variant_lines_end_as_classic_lines_do() {
        let pretty = serde_json::to_string_pretty(
            &serde_json::from_str::<Value>(
                &fpuzzles::write(&iss::parse(".AntiKnight").unwrap(), &Metadata::default())
                    .unwrap(),
            )
            .unwrap(),
        )
        .unwrap();
        let json_lines = pretty.lines().count();
        for eol in ["\n", "\r\n", "\r"] {
            let json = pretty.replace('\n', eol);
            let text = [".Cage~3~R1C1~R1C2", "# c", &json, ".Windoku", ""].join(eol);
            let got = seen(&text);
            assert_eq!(
                got,
                [
                    (1, 1, ".Cage~3~R1C1~R1C2", true),
                    (3, 2 + json_lines, json.as_str(), true),
                    (3 + json_lines, 3 + json_lines, ".Windoku", true),
                ],
                "{eol:?}"
            );
        }
    }

    #[test]
    fn a_byte_order_mark_is_skipped_once() {
        let got = seen("\u{feff}.Windoku\n.AntiKing\n");
        assert_eq!(got, [(1, 1, ".Windoku", true), (2, 2, ".AntiKing", true)]);
        // A second mark is a character of the line, and the error says so.
        let e = PuzzleReader::read_text("\u{feff}\u{feff}.Windoku\n");
        assert_eq!(e[0].text, "\u{feff}.Windoku");
        assert_eq!(
            e[0].puzzle.as_ref().unwrap_err().to_string(),
            "line 1: bad character '\\u{feff}' at column 1"
        );
        // A mark before a block of a classic grid: the block reads as the classic reader
        // reads it.
        let boxed = format!(
            "\u{feff}{}",
            crate::format::write_grid(&LINE.parse().unwrap(), crate::format::GridStyle::Boxed)
        );
        let blocks = PuzzleReader::read_text(&boxed);
        assert_eq!(blocks.len(), 1);
        assert_eq!(
            blocks[0].puzzle,
            Ok(ReadPuzzle::Classic(LINE.parse().unwrap()))
        );
        assert!(!blocks[0].text.starts_with('\u{feff}'));
    }

    #[test]
    fn a_tab_separated_header_is_skipped() {
        let text = format!("puzzle\tsource\n.Windoku\tISS\n{LINE}\tclassic\n");
        let got = PuzzleReader::read_text(&text);
        assert_eq!(got.len(), 2);
        assert_eq!((got[0].line, got[0].format), (2, Format::Iss));
        assert_eq!((got[1].line, got[1].format), (3, Format::Classic));
        assert!(got[1].puzzle.is_ok());
        // Only the first line of content can be a header.
        let got = PuzzleReader::read_text(".Windoku\npuzzle\tsource\n");
        assert_eq!(got.len(), 2);
        assert_eq!(
            got[1].puzzle.as_ref().unwrap_err().to_string(),
            "line 2: bad character 'p' at column 1"
        );
    }

    #[test]
    fn a_bad_line_never_stops_the_batch() {
        // An object left open and broken by the next line is an error of its own line;
        // the next line is read on its own.
        let text = "{\"size\":9,\n.Windoku\n.Thermo~R1C1~R1C2~R1C1\n\nhttps://www.f-puzzles.com/?load=N4Ig!\n.AntiKing\n";
        let got = PuzzleReader::read_text(text);
        let lines: Vec<(usize, bool)> = got.iter().map(|e| (e.line, e.puzzle.is_ok())).collect();
        assert_eq!(
            lines,
            [(1, false), (2, true), (3, false), (5, false), (6, true)]
        );
        let err = |i: usize| got[i].puzzle.as_ref().unwrap_err().to_string();
        assert!(err(0).starts_with("line 1: f-puzzles: "), "{}", err(0));
        assert!(
            err(2).starts_with("line 3: ISS piece 1 `Thermo~R1C1~R1C2~R1C1`"),
            "{}",
            err(2)
        );
        assert!(err(3).contains("broken lz-string"), "{}", err(3));
    }

    #[test]
    fn a_line_too_long_is_refused_and_the_batch_goes_on() {
        let long = format!(".Cage~3{}", "~R1C1".repeat(MAX_LINE_CHARS / 5));
        let text = format!("{long}\n# {long}\n.Windoku\n");
        let got = PuzzleReader::read_text(&text);
        assert_eq!(got.len(), 2);
        assert_eq!(
            got[0].puzzle,
            Err(ReadError {
                line: 1,
                kind: ReadErrorKind::Classic(ParseErrorKind::LineTooLong { chars: long.len() }),
            })
        );
        assert_eq!((got[1].line, got[1].puzzle.is_ok()), (3, true));
    }

    #[test]
    fn classic_text_with_any_line_ends_reads_as_the_classic_reader_reads_it() {
        let boxed =
            crate::format::write_grid(&LINE.parse().unwrap(), crate::format::GridStyle::Boxed);
        let texts = [
            format!("\u{feff}{LINE}\r\n{}\r1x\r", &LINE[..30]),
            format!("puzzle\tER\n{LINE}\t7.1\r\n"),
            format!("\u{feff}# grids\r\n{}", boxed.replace('\n', "\r")),
            format!("123\r\n{LINE}\r\n"),
        ];
        for text in &texts {
            let classic: Vec<_> = crate::format::parse::parse_entries(text)
                .into_iter()
                .map(|e| (e.line, e.last_line, e.text, e.grid.map_err(ReadError::from)))
                .collect();
            let any: Vec<_> = PuzzleReader::read_text(text)
                .into_iter()
                .map(|e| {
                    let grid = e.puzzle.map(|p| *p.givens());
                    (e.line, e.last_line, e.text, grid)
                })
                .collect();
            assert_eq!(classic, any, "{text:?}");
        }
    }
}
