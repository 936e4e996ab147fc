//! Reading classic puzzles as a stream, the piece of the reading machine
//! ([`super::line_reader`]) that decides a classic text's form and reads its blocks:
//! lines go in one at a time, puzzles come out as soon as they are complete, and
//! nothing is held but the lines of one unfinished block.
//!
//! The form of a text (one puzzle per line, or 9-row blocks; see [`super::parse`]'s
//! rules) is decided from its first lines of content rather than from the whole text:
//! one line longer than a block's row could be makes it line form; nine short lines in
//! a row make it block form; a text that ends before either has line form if it has one
//! line of content (a truncated puzzle), block form otherwise. Until then the lines are
//! held back, at most a block's worth.

use super::error::{ParseError, ParseErrorKind};
use super::parse::{is_border, is_header, is_long, is_skipped, parse_line_kind, parse_row};
use crate::grid::Grid;

/// The longest line a reader takes, in characters. A longer line is refused as
/// [`ParseErrorKind::LineTooLong`] (unless it is a `#` comment), so that a reader never
/// has to hold more than this much of one line: a puzzle line is about a hundred.
pub const MAX_LINE_CHARS: usize = 1_000_000;

/// Lines of content held back while the form is undecided: one block's rows.
const HELD_CONTENT: usize = 9;
/// Lines of any kind held back while the form is undecided; past this, the text is
/// taken for blocks (only borders and comments can pile up this far).
const HELD_LINES: usize = 64;

/// One puzzle read from a text: where it starts, its own text, and what it parsed to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Entry<'a> {
    /// 1-based line of the puzzle (its first row, for a block).
    pub line: usize,
    /// 1-based line where its text ends (its last row, for a block; `line` in line form).
    pub last_line: usize,
    /// The puzzle's text as written: its line, or the lines of its block from the
    /// first row to the last (borders between them included, joined by `\n`), without
    /// the final line break. For a line too long to hold, its first part.
    pub text: &'a str,
    /// The grid, or why it could not be read (the error names its own line).
    pub grid: Result<Grid, ParseError>,
}

/// Reads classic puzzles from lines pushed one at a time. One reader reads one text.
#[derive(Debug, Default)]
pub(super) struct EntryReader {
    /// Lines pushed so far.
    lines: usize,
    /// Whether a line of content has been seen (the first one may be a header).
    content_seen: bool,
    form: Form,
}

/// What the reader knows of the text's form.
#[derive(Debug)]
enum Form {
    /// Not yet: the lines so far, held back, and how many of them are content.
    Undecided { held: Vec<Held>, content: usize },
    /// One puzzle per line.
    Lines,
    /// 9-row blocks, with the block being read.
    Blocks(Box<Block>),
}

impl Default for Form {
    fn default() -> Form {
        Form::Undecided {
            held: Vec::new(),
            content: 0,
        }
    }
}

/// A line held back while the form is undecided (a skipped line keeps no text).
#[derive(Debug)]
struct Held {
    number: usize,
    text: String,
    cut: Option<usize>,
    skipped: bool,
}

/// One line as the reader sees it: its number, its text (or its head, when `cut` says
/// how many characters it really had), and whether the puzzles skip it.
#[derive(Clone, Copy)]
struct Line<'a> {
    number: usize,
    text: &'a str,
    cut: Option<usize>,
    skipped: bool,
}

impl Line<'_> {
    /// A border of a boxed grid (a line too long to hold is never one).
    fn is_border(&self) -> bool {
        self.cut.is_none() && is_border(self.text)
    }

    fn is_long(&self) -> bool {
        self.cut.is_some() || is_long(self.text)
    }

    /// Why this line could not be read, if it was too long to.
    fn too_long(&self) -> Option<ParseErrorKind> {
        self.cut.map(|chars| ParseErrorKind::LineTooLong { chars })
    }
}

impl EntryReader {
    pub(super) fn new() -> EntryReader {
        EntryReader::default()
    }

    /// Reads the next line (without its line break); `emit` gets every puzzle this line
    /// completes, in order (none, one, or the lines held back while the form was
    /// undecided).
    pub(super) fn push(&mut self, text: &str, emit: &mut impl FnMut(Entry<'_>)) {
        let number = self.lines + 1;
        let text = if number == 1 {
            text.strip_prefix('\u{feff}').unwrap_or(text)
        } else {
            text
        };
        if let Some((head, chars)) = too_long_to_hold(text) {
            return self.push_cut(head, chars, emit);
        }
        self.lines = number;
        let skipped = is_skipped(text) || self.is_header(text);
        self.take(
            Line {
                number,
                text,
                cut: None,
                skipped,
            },
            emit,
        );
    }

    /// Reads the next line when it was too long to hold: `head` is its start, `chars`
    /// its length in characters (more than [`MAX_LINE_CHARS`]). It is skipped if it is a
    /// `#` comment, and otherwise refused as [`ParseErrorKind::LineTooLong`].
    pub(super) fn push_cut(&mut self, head: &str, chars: usize, emit: &mut impl FnMut(Entry<'_>)) {
        self.lines += 1;
        let number = self.lines;
        let head = if number == 1 {
            head.strip_prefix('\u{feff}').unwrap_or(head)
        } else {
            head
        };
        let skipped = head.trim_start().starts_with('#');
        self.content_seen |= !skipped;
        self.take(
            Line {
                number,
                text: head,
                cut: Some(chars),
                skipped,
            },
            emit,
        );
    }

    /// Ends the text: `emit` gets the puzzles still held back, and the unfinished
    /// block if there is one. The reader is then ready for a new text.
    pub(super) fn finish(&mut self, emit: &mut impl FnMut(Entry<'_>)) {
        if let Form::Undecided { content, .. } = self.form {
            self.decide(content == 1, emit);
        }
        if let Form::Blocks(block) = &mut self.form {
            block.finish(emit);
        }
        *self = EntryReader::new();
    }

    /// Whether `text` is the header of a tab-separated file: only the first line of
    /// content can be. Marks content as seen.
    fn is_header(&mut self, text: &str) -> bool {
        if self.content_seen || is_skipped(text) {
            return false;
        }
        self.content_seen = true;
        is_header(text)
    }

    fn take(&mut self, line: Line<'_>, emit: &mut impl FnMut(Entry<'_>)) {
        let (held, content) = match &mut self.form {
            Form::Lines => return line_form(line, emit),
            Form::Blocks(block) => return block.take(line, emit),
            Form::Undecided { held, content } => (held, content),
        };
        let is_content = !line.skipped && !line.is_border();
        if is_content && line.is_long() {
            self.decide(true, emit);
            return self.take(line, emit);
        }
        if line.skipped && held.last().is_none_or(|h| h.skipped) {
            // Skipped lines matter only as the end of a block: before the first line
            // held, or after another one, they change nothing.
            return;
        }
        *content += usize::from(is_content);
        held.push(Held {
            number: line.number,
            text: if line.skipped {
                String::new()
            } else {
                line.text.to_string()
            },
            cut: line.cut,
            skipped: line.skipped,
        });
        if *content >= HELD_CONTENT || held.len() >= HELD_LINES {
            self.decide(false, emit);
        }
    }

    /// Settles the form (`lines`: one puzzle per line) and reads the lines held back.
    fn decide(&mut self, lines: bool, emit: &mut impl FnMut(Entry<'_>)) {
        let form = if lines {
            Form::Lines
        } else {
            Form::Blocks(Box::default())
        };
        let Form::Undecided { held, .. } = std::mem::replace(&mut self.form, form) else {
            return;
        };
        for h in &held {
            self.take(
                Line {
                    number: h.number,
                    text: &h.text,
                    cut: h.cut,
                    skipped: h.skipped,
                },
                emit,
            );
        }
    }
}

/// A line longer than [`MAX_LINE_CHARS`] characters: its first [`MAX_LINE_CHARS`]
/// characters and its length, as readers hold it.
pub(super) fn too_long_to_hold(text: &str) -> Option<(&str, usize)> {
    if text.len() <= MAX_LINE_CHARS {
        return None;
    }
    let chars = text.chars().count();
    let head = match text.char_indices().nth(MAX_LINE_CHARS) {
        Some((end, _)) => &text[..end],
        None => text,
    };
    (chars > MAX_LINE_CHARS).then_some((head, chars))
}

impl EntryReader {
    /// The form the lines pushed so far decide: `Some(true)` for line form, `Some(false)`
    /// for blocks, `None` while undecided; at the end of the text (`at_end`), the form
    /// [`EntryReader::finish`] gives them.
    pub(super) fn form_decided(&self, at_end: bool) -> Option<bool> {
        match self.form {
            Form::Lines => Some(true),
            Form::Blocks(_) => Some(false),
            Form::Undecided { content, .. } => at_end.then_some(content == 1),
        }
    }
}

/// A line in line form: a puzzle, unless skipped.
fn line_form(line: Line<'_>, emit: &mut impl FnMut(Entry<'_>)) {
    if line.skipped {
        return;
    }
    let kind = match line.too_long() {
        Some(kind) => Err(kind),
        None => parse_line_kind(line.text),
    };
    emit(Entry {
        line: line.number,
        last_line: line.number,
        text: line.text,
        grid: kind.map_err(|kind| ParseError {
            line: line.number,
            kind,
        }),
    });
}

/// A block being read: where it is, its rows and text so far, and the first error met.
#[derive(Debug)]
struct Block {
    /// Line number of the first row, and of the last row read.
    line: usize,
    last_line: usize,
    rows: usize,
    values: [u8; 81],
    error: Option<ParseError>,
    /// The rows read and the borders since the first, joined by `\n`.
    text: String,
    /// The length of `text` up to the end of the last row.
    text_end: usize,
}

impl Default for Block {
    fn default() -> Block {
        Block {
            line: 0,
            last_line: 0,
            rows: 0,
            values: [0; 81],
            error: None,
            text: String::new(),
            text_end: 0,
        }
    }
}

impl Block {
    fn take(&mut self, line: Line<'_>, emit: &mut impl FnMut(Entry<'_>)) {
        if line.is_border() {
            if self.rows > 0 {
                self.text.push('\n');
                self.text.push_str(line.text);
            }
            return;
        }
        if line.skipped {
            // A blank line or comment ends a block that has begun.
            return self.finish(emit);
        }
        if self.rows == 0 {
            self.line = line.number;
            self.text.clear();
        } else {
            self.text.push('\n');
        }
        self.text.push_str(line.text);
        self.text_end = self.text.len();
        self.last_line = line.number;
        let row = match line.too_long() {
            Some(kind) => Err(kind),
            None => parse_row(line.text),
        };
        match row {
            Ok(row) if self.error.is_none() => {
                self.values[self.rows * 9..self.rows * 9 + 9].copy_from_slice(&row);
            }
            Ok(_) => {}
            Err(kind) => {
                self.error.get_or_insert(ParseError {
                    line: line.number,
                    kind,
                });
            }
        }
        self.rows += 1;
        if self.rows == 9 {
            self.finish(emit);
        }
    }

    /// Emits the block read so far, if any, and starts a new one.
    fn finish(&mut self, emit: &mut impl FnMut(Entry<'_>)) {
        if self.rows == 0 {
            return;
        }
        let grid = if let Some(e) = self.error.take() {
            Err(e)
        } else if self.rows < 9 {
            Err(ParseError {
                line: self.line,
                kind: ParseErrorKind::ShortBlock { rows: self.rows },
            })
        } else {
            Ok(Grid::from_values(self.values).expect("cell values are 0..=9"))
        };
        self.text.truncate(self.text_end);
        emit(Entry {
            line: self.line,
            last_line: self.last_line,
            text: &self.text,
            grid,
        });
        self.rows = 0;
        self.values = [0; 81];
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse::parse_entries;
    use crate::format::{GridStyle, write_grid};

    const LINE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// An entry as a test keeps it: line, last line, text, grid, and how many lines had
    /// been pushed when it came out.
    type Seen = (usize, usize, String, Result<Grid, ParseError>, usize);

    /// Every entry the reader gives for `lines`.
    fn stream(lines: &[&str]) -> Vec<Seen> {
        let mut out = Vec::new();
        let mut reader = EntryReader::new();
        for (i, l) in lines.iter().enumerate() {
            reader.push(l, &mut |e: Entry<'_>| {
                out.push((e.line, e.last_line, e.text.to_string(), e.grid, i + 1));
            });
        }
        reader.finish(&mut |e: Entry<'_>| {
            out.push((
                e.line,
                e.last_line,
                e.text.to_string(),
                e.grid,
                lines.len() + 1,
            ));
        });
        out
    }

    #[test]
    fn lines_come_out_as_soon_as_they_are_read() {
        let out = stream(&["# rated", LINE, "", LINE, "123"]);
        let when: Vec<(usize, usize)> = out.iter().map(|e| (e.0, e.4)).collect();
        assert_eq!(
            when,
            [(2, 2), (4, 4), (5, 5)],
            "each puzzle at its own line"
        );
        assert_eq!(
            out[2].3,
            Err(ParseError {
                line: 5,
                kind: ParseErrorKind::TooFewCells { found: 3 }
            })
        );
    }

    #[test]
    fn a_block_comes_out_at_its_ninth_row() {
        let boxed = write_grid(&LINE.parse().unwrap(), GridStyle::Boxed);
        let mut lines = vec!["# a grid"];
        lines.extend(boxed.lines());
        lines.extend(boxed.lines());
        let out = stream(&lines);
        assert_eq!(out.len(), 2);
        assert_eq!((out[0].0, out[0].1, out[0].4), (2, 12, 12));
        assert_eq!(out[0].2, boxed.trim_end());
        assert_eq!(out[0].3, Ok(LINE.parse().unwrap()));
        assert_eq!((out[1].0, out[1].1, out[1].4), (13, 23, 23));
    }

    #[test]
    fn streaming_reads_what_the_whole_text_reads() {
        let boxed = write_grid(&LINE.parse().unwrap(), GridStyle::Boxed);
        let texts = [
            format!("# c\n{LINE}\n\n{LINE} 1.2\nshort\n"),
            format!("# c\n\n{boxed}\n# d\n{boxed}"),
            format!("1 2 3\n{}", &boxed[..60]),
            "123\n".to_string(),
            String::new(),
        ];
        for text in &texts {
            let lines: Vec<&str> = text.lines().collect();
            let streamed: Vec<_> = stream(&lines)
                .into_iter()
                .map(|(line, last, text, grid, _)| (line, last, text, grid))
                .collect();
            let whole: Vec<_> = parse_entries(text)
                .into_iter()
                .map(|e| (e.line, e.last_line, e.text.to_string(), e.grid))
                .collect();
            assert_eq!(streamed, whole, "{text}");
        }
    }

    #[test]
    fn too_long_lines_are_refused_unless_comments() {
        let long = "1".repeat(MAX_LINE_CHARS + 1);
        let comment = format!("# {long}");
        let out = stream(&[&long, &comment, LINE]);
        assert_eq!(out.len(), 2);
        assert_eq!(
            out[0].3,
            Err(ParseError {
                line: 1,
                kind: ParseErrorKind::LineTooLong {
                    chars: MAX_LINE_CHARS + 1
                }
            })
        );
        assert_eq!(out[0].2.chars().count(), MAX_LINE_CHARS, "the head only");
        assert_eq!((out[1].0, out[1].3.is_ok()), (3, true));

        // A line of exactly the limit is read (and here is simply too long a puzzle).
        let most = "1".repeat(MAX_LINE_CHARS);
        let out = stream(&[&most]);
        assert_eq!(
            out[0].3.as_ref().unwrap_err().kind,
            ParseErrorKind::TooManyCells {
                found: MAX_LINE_CHARS
            }
        );

        // A caller that could not hold the line says how long it was.
        let mut reader = EntryReader::new();
        let mut got = Vec::new();
        reader.push_cut("2.3", 5_000_000, &mut |e: Entry<'_>| {
            got.push((e.text.to_string(), e.grid))
        });
        reader.push_cut("  # note", 5_000_000, &mut |e: Entry<'_>| {
            got.push((e.text.to_string(), e.grid))
        });
        reader.finish(&mut |e: Entry<'_>| got.push((e.text.to_string(), e.grid)));
        assert_eq!(
            got,
            [(
                "2.3".to_string(),
                Err(ParseError {
                    line: 1,
                    kind: ParseErrorKind::LineTooLong { chars: 5_000_000 }
                })
            )]
        );
    }

    #[test]
    fn comments_before_the_first_puzzle_are_not_held() {
        let mut reader = EntryReader::new();
        let mut n = 0;
        for _ in 0..10_000 {
            reader.push("# a long preamble", &mut |_: Entry<'_>| n += 1);
        }
        let Form::Undecided { held, .. } = &reader.form else {
            panic!("still undecided: {:?}", reader.form);
        };
        assert!(held.is_empty());
        reader.push(LINE, &mut |_: Entry<'_>| n += 1);
        assert_eq!(n, 1);
        assert!(matches!(reader.form, Form::Lines));
    }
}
