//! The one puzzle reader: bytes in, puzzles of every format out, as a stream.
//!
//! Three stages, each holding a bounded amount: the line splitter ([`super::lines`])
//! holds one read buffer and at most one line of [`MAX_LINE_CHARS`](super::MAX_LINE_CHARS) characters; the
//! reading machine ([`super::line_reader`]) holds what a puzzle spread over several
//! lines needs (a block, a pencil-mark grid, a JSON object, or the first lines of a
//! text whose form is not decided yet); each line's format is detected on its own
//! ([`super::detect`]).

use std::io::{self, Read};

use super::detect::PuzzleEntry;
use super::line_reader::LineReader;
use super::lines::{Lines, RawLine, text};
use super::parse::line_spans;

/// Reads the puzzles of a text in every format nonet reads, detected line by line, as
/// the text streams in: each puzzle comes out as soon as its last line is read, with
/// its lines, its own text, its format, and the puzzle or the error that names its line.
/// The command line reads files and standard input with it; [`PuzzleReader::read_text`]
/// reads a text already in memory, and [`read_puzzle`](super::read_puzzle) a text that
/// must hold one puzzle.
///
/// Detection looks at a line's first character, so a classic line costs one byte test
/// more than reading classic lines alone:
///
/// | first character | read as |
/// | --- | --- |
/// | `.` then a letter or `~` | an ISS constraint string (`.Cage~10~R1C1~R1C2`, `.~R1C1_5`) |
/// | a digit, `.`, `_`, `-`, `*` | a classic line; if it is not one, an ISS compact line (a short killer layout such as `3<<...`, a long one `3x3::k:...`, 81 givens and 81 region labels) |
/// | `{` | one of nonet's own JSON records (an object with `"puzzle"`, and `"rules"` unless classic), or f-puzzles JSON (either continuing over the next lines until the object closes) |
/// | anything else | a SudokuPad or Cracking the Cryptic link, or a bare SudokuPad id (`scl...`, `fpuzzles...`), an f-puzzles link (`https://www.f-puzzles.com/?load=...`, any text with `load=`), an ISS compact line, or a bare lz-string payload (16 or more base64 characters) |
///
/// The form of a text that starts like a classic puzzle is decided from its first lines:
/// one puzzle per line (81 cells on a line), or 9-row blocks (a matrix file, a boxed
/// grid: nine short lines in a row), as [`parse_line`](super::parse_line)'s module
/// describes. A text whose first lines are a pencil-mark grid's (a border such as
/// HoDoKu's `.---.`, rows of nine cells, one listing several digits) is read as
/// pencil-mark grids, each one position ([`read_position`](super::read_position)).
///
/// A line that is none of these gets the classic reader's error (`bad character 'x' at
/// column 1`). The input rules hold for every format: lines end at `\n`, `\r\n` or a lone
/// `\r`; a byte order mark at the start of the text is skipped (once); invalid UTF-8 is
/// read as U+FFFD (a bad character of its own line); blank lines, `#` comments and a
/// tab-separated file's header line are skipped; a line over [`MAX_LINE_CHARS`](super::MAX_LINE_CHARS)
/// characters is refused without being held.
///
/// One entry per puzzle in text order; a bad puzzle never stops the rest.
///
/// ```
/// use nonet::format::{Format, PuzzleEntry, PuzzleReader};
/// let text = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n\
///             .AntiKnight.~R1C1_1\n\
///             {\"size\": 9,\n \"grid\": []}\n";
/// let mut reader = PuzzleReader::new(text.as_bytes());
/// let mut seen = Vec::new();
/// let mut keep = |e: PuzzleEntry<'_>| seen.push((e.line, e.last_line, e.format, e.puzzle.is_ok()));
/// while reader.read_line(&mut keep)? {}
/// assert_eq!(
///     seen,
///     [
///         (1, 1, Format::Classic, true),
///         (2, 2, Format::Iss, true),
///         (3, 4, Format::FpuzzlesJson, false), // f-puzzles JSON over two lines, no grid
///     ]
/// );
/// # Ok::<(), std::io::Error>(())
/// ```
pub struct PuzzleReader<R> {
    lines: Lines<R>,
    machine: LineReader,
}

impl<R: Read> PuzzleReader<R> {
    /// A reader of the text `input` holds (a file, standard input, bytes in memory).
    pub fn new(input: R) -> PuzzleReader<R> {
        PuzzleReader {
            lines: Lines::new(input),
            machine: LineReader::new(),
        }
    }

    /// Reads the next line of the input, handing `emit` every puzzle it completes, in
    /// order (none, one, or several held back while the text's form was undecided).
    /// Returns `false` at the end of the input, once the puzzles still held back are
    /// handed out. A read error is returned as it is; [`PuzzleReader::finish`] then hands
    /// out the puzzles read before it.
    pub fn read_line(&mut self, emit: &mut impl FnMut(PuzzleEntry<'_>)) -> io::Result<bool> {
        match self.lines.next_line()? {
            Some(RawLine::Whole(bytes)) => self.machine.push(&text(bytes), emit),
            Some(RawLine::Cut { head, chars }) => {
                self.machine.push_cut(&text(head), chars, emit);
            }
            None => {
                self.machine.finish(emit);
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Whether the next line is not all read yet, so that [`PuzzleReader::read_line`]
    /// would read the input (and may wait for it): a streaming caller's cue to pass on
    /// the puzzles it has, so that a slow producer's puzzles are worked on as they come.
    pub fn would_wait(&mut self) -> bool {
        self.lines.would_wait()
    }

    /// Ends the text where it stands (after a read error): `emit` gets the puzzles
    /// still held back.
    pub fn finish(&mut self, emit: &mut impl FnMut(PuzzleEntry<'_>)) {
        self.machine.finish(emit);
    }
}

impl<'t> PuzzleReader<&'t [u8]> {
    /// Reads every puzzle of a text in memory, each entry's text a slice of it (its
    /// lines with their own line breaks): the same entries, in the same order, as
    /// streaming the text.
    ///
    /// ```
    /// use nonet::format::{Format, PuzzleReader};
    /// let text = "# a comment\n\
    ///     4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\t7.1\n\
    ///     .Cage~50~R1C1~R1C2\n";
    /// let entries = PuzzleReader::read_text(text);
    /// assert_eq!((entries[0].line, entries[0].format), (2, Format::Classic));
    /// assert!(entries[0].text.ends_with("\t7.1"));
    /// assert_eq!(
    ///     entries[1].puzzle.as_ref().unwrap_err().to_string(),
    ///     "line 3: ISS piece 1 `Cage~50~R1C1~R1C2`: killer cage at r1c1: total 50 cannot be \
    ///      made: distinct digits in these cells sum to less or more"
    /// );
    /// ```
    pub fn read_text(text: &'t str) -> Vec<PuzzleEntry<'t>> {
        let mut spans = line_spans(text);
        let mut found = Vec::new();
        let mut keep = |e: PuzzleEntry<'_>| found.push((e.line, e.last_line, e.format, e.puzzle));
        let mut machine = LineReader::new();
        for (i, &(start, end)) in spans.iter().enumerate() {
            // The first line goes in as it is: the machine owns the byte order mark rule.
            let start = if i == 0 { 0 } else { start };
            machine.push(&text[start..end], &mut keep);
        }
        machine.finish(&mut keep);
        // The entry's text skips the mark (once: a second one is a character of the line).
        if let Some(first) = spans.first_mut().filter(|_| text.starts_with('\u{feff}')) {
            first.0 += '\u{feff}'.len_utf8();
        }
        found
            .into_iter()
            .map(|(line, last_line, format, puzzle)| PuzzleEntry {
                line,
                last_line,
                text: &text[spans[line - 1].0..spans[last_line - 1].1],
                format,
                puzzle,
            })
            .collect()
    }
}

impl<R> std::fmt::Debug for PuzzleReader<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PuzzleReader")
            .field("machine", &self.machine)
            .finish_non_exhaustive()
    }
}
