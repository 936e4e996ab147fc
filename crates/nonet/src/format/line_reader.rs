//! The reading machine behind [`PuzzleReader`](super::PuzzleReader): lines go in one at
//! a time, puzzles of every format come out as soon as they are complete.
//!
//! What it holds, besides the line being read: while the form of a text that starts
//! like a classic puzzle is undecided (line or block form, decided by the classic
//! reader's rule within its first lines), those lines; in block form, one block; and
//! an f-puzzles JSON object spread over several lines, up to [`MAX_LINE_CHARS`]
//! characters (a longer one is an error of its first line, as an object left open is).
//!
//! A text whose first lines of content are a pencil-mark grid's (borders, rows of nine
//! cells, and a row with a cell of several digits before the form is decided) is read
//! as pencil-mark grids, each one position ([`read_position`](super::read_position)),
//! holding one grid's lines at a time.

use std::collections::VecDeque;

use super::classic_reader::{Entry, EntryReader, MAX_LINE_CHARS, too_long_to_hold};
use super::detect::{Format, PuzzleEntry, ReadPuzzle, read_json, read_line, starts_classic};
use super::error::{ParseError, ParseErrorKind};
use super::parse::{LineKind, line_kind};
use super::pencil_grid::{PencilGrid, RowKind, is_pencil_border, row_kind};
use super::read_error::{ReadError, ReadErrorKind};
use crate::grid::Grid;

/// Reads puzzles of any format from lines pushed one at a time (see the module docs).
/// One machine reads one text (a file, standard input).
#[derive(Debug, Default)]
pub(super) struct LineReader {
    /// Lines pushed so far.
    lines: usize,
    /// Whether a line of content has been seen (the first one may be a header).
    content_seen: bool,
    state: State,
}

/// What the reader knows of the text's form.
#[derive(Debug)]
enum State {
    /// No line of content yet, or a first one that starts like a classic puzzle while
    /// the classic reader (`probe`, which sees every line) has not decided between lines
    /// and blocks: the lines from the first line of content on, held back.
    ///
    /// `pencil`: every line of content so far may belong to a pencil-mark grid (borders,
    /// rows of nine filled cells), so a decision for line form waits for a row that
    /// tells.
    Undecided {
        probe: EntryReader,
        held: Vec<Held>,
        first_classic: Option<bool>,
        pencil: bool,
    },
    /// One puzzle per line, each in its own format; an f-puzzles JSON object being
    /// read over several lines; lines to read again after an object that broke.
    Lines {
        json: Option<OpenJson>,
        replay: VecDeque<Held>,
    },
    /// Classic 9-row blocks: the classic reader reads the rest.
    Blocks(EntryReader),
    /// Pencil-mark grids, each a position mid-solve: the grid being gathered.
    Pencil(PencilGrid),
}

impl Default for State {
    fn default() -> State {
        State::Undecided {
            probe: EntryReader::new(),
            held: Vec::new(),
            first_classic: None,
            pencil: true,
        }
    }
}

/// A line kept to be read later: its number, its text (without a byte order mark), its
/// length when it was too long to hold, and whether it holds a puzzle or part of one.
#[derive(Debug, Clone)]
struct Held {
    number: usize,
    text: String,
    cut: Option<usize>,
    content: bool,
}

/// A classic entry, owned (the classic reader's entries borrow it).
type OwnedEntry = (usize, usize, String, Result<Grid, ParseError>);

impl LineReader {
    pub(super) fn new() -> LineReader {
        LineReader::default()
    }

    /// Reads the next line (without its line break); `emit` gets every puzzle this line
    /// completes, in order.
    pub(super) fn push(&mut self, text: &str, emit: &mut impl FnMut(PuzzleEntry<'_>)) {
        if let Some((head, chars)) = too_long_to_hold(text) {
            return self.push_cut(head, chars, emit);
        }
        self.take(text, None, emit);
    }

    /// Reads the next line when it was too long to hold: `head` is its start, `chars`
    /// its length in characters (more than [`MAX_LINE_CHARS`]). It is skipped if it is a
    /// `#` comment, and otherwise refused as too long.
    pub(super) fn push_cut(
        &mut self,
        head: &str,
        chars: usize,
        emit: &mut impl FnMut(PuzzleEntry<'_>),
    ) {
        self.take(head, Some(chars), emit);
    }

    /// Ends the text: `emit` gets the puzzles still held back. The reader is then ready
    /// for a new text.
    pub(super) fn finish(&mut self, emit: &mut impl FnMut(PuzzleEntry<'_>)) {
        match &mut self.state {
            State::Undecided {
                probe,
                first_classic,
                ..
            } => {
                let blocks =
                    *first_classic == Some(true) && probe.form_decided(true) == Some(false);
                self.decide(!blocks, emit);
                return self.finish(emit);
            }
            State::Blocks(reader) => reader.finish(&mut |e| emit(classic_entry(e))),
            State::Pencil(grid) => grid.finish(emit),
            State::Lines { .. } => {
                while self.json_open() {
                    self.break_json(emit);
                    self.drain(emit);
                }
            }
        }
        *self = LineReader::new();
    }

    /// One line of the text, whole or cut (`raw`: with its byte order mark, if it is the
    /// first line and has one).
    fn take(&mut self, raw: &str, cut: Option<usize>, emit: &mut impl FnMut(PuzzleEntry<'_>)) {
        self.lines += 1;
        let number = self.lines;
        let text = if number == 1 {
            raw.strip_prefix('\u{feff}').unwrap_or(raw)
        } else {
            raw
        };
        let kind = line_kind(text, self.content_seen);
        let skipped = kind == LineKind::Skipped;
        self.content_seen |= !skipped;
        let content = kind == LineKind::Content;
        match &mut self.state {
            State::Blocks(reader) => {
                let mut emit = |e: Entry<'_>| emit(classic_entry(e));
                match cut {
                    Some(chars) => reader.push_cut(raw, chars, &mut emit),
                    None => reader.push(raw, &mut emit),
                }
            }
            State::Lines { json: None, replay } if replay.is_empty() && cut.is_none() => {
                // The common case, a line on its own: read at once.
                if content {
                    Self::one_line(number, text, emit, |text| {
                        *self_json(&mut self.state) = Some(OpenJson::new(number, text));
                    });
                }
            }
            State::Lines { .. } => {
                self.line(number, text, cut, content, emit);
                self.drain(emit);
            }
            State::Pencil(grid) => match cut {
                Some(chars) if !skipped => {
                    grid.finish(emit);
                    emit(too_long_entry(number, text, chars));
                }
                _ => grid.take(number, text, skipped, emit),
            },
            State::Undecided { .. } => self.take_undecided(number, raw, text, cut, content, emit),
        }
    }

    /// One line while the form is undecided: held back (and probed by the classic
    /// reader) until the lines say whether they are one-line puzzles, blocks or a
    /// pencil-mark grid.
    fn take_undecided(
        &mut self,
        number: usize,
        raw: &str,
        text: &str,
        cut: Option<usize>,
        content: bool,
        emit: &mut impl FnMut(PuzzleEntry<'_>),
    ) {
        let State::Undecided {
            probe,
            held,
            first_classic,
            pencil,
        } = &mut self.state
        else {
            unreachable!("called only while the form is undecided");
        };
        // The classic reader decides from the lines it is given; its entries
        // count only if it decides on blocks, in this very push.
        let mut decided: Vec<OwnedEntry> = Vec::new();
        let mut keep = |e: Entry<'_>| {
            decided.push((e.line, e.last_line, e.text.to_string(), e.grid));
        };
        match cut {
            Some(chars) => probe.push_cut(raw, chars, &mut keep),
            None => probe.push(raw, &mut keep),
        }
        if first_classic.is_none() && content {
            *first_classic = Some(starts_classic(text));
        }
        if first_classic.is_some() && (content || held.last().is_some_and(|h| h.content)) {
            held.push(Held {
                number,
                text: text.to_string(),
                cut,
                content,
            });
        }
        if *pencil && content {
            match cut.map_or_else(|| row_kind(text), |_| RowKind::Not) {
                RowKind::Marks => {
                    let held = std::mem::take(held);
                    let mut grid = PencilGrid::default();
                    for h in &held {
                        grid.take(h.number, &h.text, !h.content, emit);
                    }
                    self.state = State::Pencil(grid);
                    return;
                }
                RowKind::Filled => {}
                RowKind::Not if cut.is_none() && is_pencil_border(text) => {}
                RowKind::Not => *pencil = false,
            }
        }
        let lines = match *first_classic {
            None => return,
            Some(false) => true,
            Some(true) => match probe.form_decided(false) {
                Some(lines) => lines,
                None => return,
            },
        };
        if lines && *pencil {
            // Borders and filled rows so far: a row of marks may come yet.
            return;
        }
        if lines {
            self.decide(true, emit);
        } else {
            for (line, last_line, text, grid) in &decided {
                emit(classic_entry(Entry {
                    line: *line,
                    last_line: *last_line,
                    text,
                    grid: grid.clone(),
                }));
            }
            let State::Undecided { probe, .. } = std::mem::take(&mut self.state) else {
                unreachable!("undecided until now");
            };
            self.state = State::Blocks(probe);
        }
    }

    /// Settles an undecided form: line form reads the lines held back; block form
    /// hands the text to the classic reader, which has seen every line.
    fn decide(&mut self, lines: bool, emit: &mut impl FnMut(PuzzleEntry<'_>)) {
        let State::Undecided { probe, held, .. } = std::mem::take(&mut self.state) else {
            return;
        };
        if lines {
            self.state = State::Lines {
                json: None,
                replay: held.into(),
            };
            self.drain(emit);
        } else {
            self.state = State::Blocks(probe);
        }
    }

    fn json_open(&self) -> bool {
        matches!(&self.state, State::Lines { json: Some(_), .. })
    }

    /// Reads the lines waiting to be read again, in order.
    fn drain(&mut self, emit: &mut impl FnMut(PuzzleEntry<'_>)) {
        loop {
            let State::Lines { replay, .. } = &mut self.state else {
                return;
            };
            let Some(h) = replay.pop_front() else {
                return;
            };
            self.line(h.number, &h.text, h.cut, h.content, emit);
        }
    }

    /// One line in line form.
    fn line(
        &mut self,
        number: usize,
        text: &str,
        cut: Option<usize>,
        content: bool,
        emit: &mut impl FnMut(PuzzleEntry<'_>),
    ) {
        let State::Lines { json, .. } = &mut self.state else {
            unreachable!("only in line form");
        };
        if let Some(open) = json {
            match open.add(number, text, cut, content) {
                Growth::Open => {}
                Growth::Closed => {
                    let open = json.take().expect("open");
                    let line = open.lines[0].number;
                    let (format, read) = read_json(&open.text);
                    emit(PuzzleEntry {
                        line,
                        last_line: number,
                        text: &open.text,
                        format,
                        puzzle: read.map_err(|kind| ReadError { line, kind }),
                    });
                }
                Growth::Broken => self.break_json(emit),
            }
            return;
        }
        if !content {
            return;
        }
        if let Some(chars) = cut {
            return emit(too_long_entry(number, text, chars));
        }
        Self::one_line(number, text, emit, |text| {
            *json = Some(OpenJson::new(number, text));
        });
    }

    /// A line of content that fits, read on its own: its puzzle, or `open` with it when
    /// it opens JSON that goes on over the next lines.
    #[inline]
    fn one_line(
        number: usize,
        text: &str,
        emit: &mut impl FnMut(PuzzleEntry<'_>),
        open: impl FnOnce(&str),
    ) {
        match read_line(text) {
            Some((format, read)) => emit(PuzzleEntry {
                line: number,
                last_line: number,
                text,
                format,
                puzzle: read.map_err(|kind| ReadError { line: number, kind }),
            }),
            None => open(text),
        }
    }

    /// An object that cannot close: an error of its first line alone, and the lines
    /// after it are read again on their own.
    fn break_json(&mut self, emit: &mut impl FnMut(PuzzleEntry<'_>)) {
        let State::Lines { json, replay } = &mut self.state else {
            return;
        };
        let Some(open) = json.take() else {
            return;
        };
        let mut lines = open.lines.into_iter();
        let first = lines.next().expect("an object has its first line");
        let line = first.number;
        for (i, h) in lines.enumerate() {
            replay.insert(i, h);
        }
        let (format, read) = read_json(&first.text);
        emit(PuzzleEntry {
            line,
            last_line: line,
            text: &first.text,
            format,
            puzzle: read.map_err(|kind| ReadError { line, kind }),
        });
    }
}

/// The entry of a line too long to hold.
fn too_long_entry(number: usize, text: &str, chars: usize) -> PuzzleEntry<'_> {
    PuzzleEntry {
        line: number,
        last_line: number,
        text,
        format: Format::Classic,
        puzzle: Err(ReadError {
            line: number,
            kind: ReadErrorKind::Classic(ParseErrorKind::LineTooLong { chars }),
        }),
    }
}

/// The open JSON object of a reader in line form.
fn self_json(state: &mut State) -> &mut Option<OpenJson> {
    match state {
        State::Lines { json, .. } => json,
        _ => unreachable!("only in line form"),
    }
}

/// A classic entry as an entry of any format.
fn classic_entry(e: Entry<'_>) -> PuzzleEntry<'_> {
    PuzzleEntry {
        line: e.line,
        last_line: e.last_line,
        text: e.text,
        format: Format::Classic,
        puzzle: e.grid.map(ReadPuzzle::Classic).map_err(ReadError::from),
    }
}

/// An f-puzzles JSON object read over several lines.
#[derive(Debug)]
struct OpenJson {
    /// Its lines so far, joined by `\n`.
    text: String,
    /// Its lines, to be read again if it breaks.
    lines: Vec<Held>,
    /// Brackets open outside strings, and where a string stands: a cheap watch for the
    /// line where the object may close, so the parser runs there (and when the text has
    /// doubled since it last ran, to find a broken object early) rather than on every
    /// line.
    depth: usize,
    in_string: bool,
    escaped: bool,
    checked: usize,
}

/// What a line did to an open object.
enum Growth {
    Open,
    Closed,
    Broken,
}

impl OpenJson {
    fn new(number: usize, text: &str) -> OpenJson {
        let mut open = OpenJson {
            text: String::new(),
            lines: Vec::new(),
            depth: 0,
            in_string: false,
            escaped: false,
            checked: text.len(),
        };
        open.append(number, text, true);
        open
    }

    fn append(&mut self, number: usize, text: &str, content: bool) {
        if !self.lines.is_empty() {
            self.text.push('\n');
        }
        self.text.push_str(text);
        self.lines.push(Held {
            number,
            text: text.to_string(),
            cut: None,
            content,
        });
        for b in text.bytes() {
            if self.in_string {
                match b {
                    _ if self.escaped => self.escaped = false,
                    b'\\' => self.escaped = true,
                    b'"' => self.in_string = false,
                    _ => {}
                }
            } else {
                match b {
                    b'"' => self.in_string = true,
                    b'{' | b'[' => self.depth += 1,
                    b'}' | b']' => self.depth = self.depth.saturating_sub(1),
                    _ => {}
                }
            }
        }
    }

    fn add(&mut self, number: usize, text: &str, cut: Option<usize>, content: bool) -> Growth {
        if cut.is_some() || self.text.len() + 1 + text.len() > MAX_LINE_CHARS {
            self.lines.push(Held {
                number,
                text: text.to_string(),
                cut,
                content,
            });
            return Growth::Broken;
        }
        self.append(number, text, content);
        if self.depth > 0 && self.text.len() < 2 * self.checked {
            return Growth::Open;
        }
        self.checked = self.text.len();
        let mut values =
            serde_json::Deserializer::from_str(&self.text).into_iter::<serde::de::IgnoredAny>();
        match values.next() {
            Some(Ok(_)) => Growth::Closed,
            Some(Err(e)) if e.is_eof() => Growth::Open,
            _ => Growth::Broken,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::fpuzzles::{self, Metadata};
    use crate::format::{GridStyle, PuzzleReader, iss, write_grid};

    const LINE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// What a test compares of an entry.
    type Seen = (usize, usize, String, Format, Result<ReadPuzzle, ReadError>);

    /// A input that hands out its bytes a few at a time, so that lines straddle reads.
    struct Trickle<'a>(&'a [u8], usize);

    impl std::io::Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = self.1.min(self.0.len()).min(buf.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    /// The entries of `text` streamed in reads of one byte, of seven, and of many: the
    /// same whatever the reads.
    fn streamed(text: &str) -> Vec<Seen> {
        let mut each = [1, 7, 1 << 20].map(|step| {
            let mut out = Vec::new();
            let mut reader = PuzzleReader::new(Trickle(text.as_bytes(), step));
            let mut keep = |e: PuzzleEntry<'_>| {
                out.push((e.line, e.last_line, e.text.to_string(), e.format, e.puzzle));
            };
            while reader.read_line(&mut keep).unwrap() {}
            out
        });
        assert!(each.windows(2).all(|w| w[0] == w[1]), "{text}");
        std::mem::take(&mut each[0])
    }

    fn whole(text: &str) -> Vec<Seen> {
        PuzzleReader::read_text(text)
            .into_iter()
            .map(|e| (e.line, e.last_line, e.text.to_string(), e.format, e.puzzle))
            .collect()
    }

    fn pretty_json(iss_text: &str) -> String {
        let json = fpuzzles::write(&iss::parse(iss_text).unwrap(), &Metadata::default()).unwrap();
        serde_json::to_string_pretty(&serde_json::from_str::<serde_json::Value>(&json).unwrap())
            .unwrap()
    }

    #[test]
    fn streaming_reads_what_the_whole_text_reads() {
        let pretty = pretty_json(".AntiKnight.Cage~10~R1C1~R1C2~R1C3");
        let link =
            fpuzzles::write_link(&iss::parse(".Windoku").unwrap(), &Metadata::default()).unwrap();
        let boxed = write_grid(&LINE.parse().unwrap(), GridStyle::Boxed);
        let texts = [
            format!("# mixed\n{LINE}\n.Cage~3~R1C1~R1C2\n{pretty}\n\n{link}\n{LINE}\n"),
            format!("{pretty}\n{LINE}\n{{\"size\":9,\n"),
            "\u{feff}.Windoku\n.AntiKing\n".to_string(),
            format!("puzzle\tsource\n.Windoku\tISS\n{LINE}\tclassic\n"),
            "{\"size\":9,\n.Windoku\n.Thermo~R1C1~R1C2~R1C1\n\nhttps://www.f-puzzles.com/?load=N4Ig!\n.AntiKing\n".to_string(),
            format!("# c\n\n{boxed}\n# d\n{boxed}"),
            format!("{LINE}\n{}\nnot a puzzle\n", &LINE[..30]),
            format!("123\n{LINE}\n{pretty}\n"),
            format!("{LINE}\n{{\n\n\"size\": 9, \"grid\": [] }}  \n.Windoku\n"),
            format!("{{\n# a comment breaks it\n{pretty}\n"),
            format!("{{\n{{\n{{\n{pretty}\n.AntiKing"),
            format!("{}\n{}\n", &pretty[..pretty.len() - 1], &pretty[..pretty.len() - 1]),
            String::new(),
            "# only comments\n\n# here\n".to_string(),
        ];
        for text in &texts {
            assert_eq!(streamed(text), whole(text), "{text}");
        }
    }

    #[test]
    fn entries_come_out_as_soon_as_they_are_read() {
        let pretty = pretty_json(".AntiKnight");
        let mut lines = vec![".Windoku"];
        lines.extend(pretty.lines());
        lines.push(LINE);
        let mut reader = LineReader::new();
        let mut when = Vec::new();
        for (i, l) in lines.iter().enumerate() {
            reader.push(l, &mut |e: PuzzleEntry<'_>| when.push((e.line, i + 1)));
        }
        let n = lines.len();
        assert_eq!(when, [(1, 1), (2, n - 1), (n, n)]);
    }

    #[test]
    fn an_object_too_long_to_hold_is_an_error_of_its_first_line() {
        let mut reader = LineReader::new();
        let mut seen = Vec::new();
        let mut keep = |e: PuzzleEntry<'_>| seen.push((e.line, e.format, e.puzzle.is_ok()));
        reader.push("{\"size\": 9, \"title\": \"", &mut keep);
        let chunk = "x".repeat(1000);
        for _ in 0..MAX_LINE_CHARS / 1000 {
            reader.push(&chunk, &mut keep);
        }
        reader.push(".Windoku", &mut keep);
        reader.finish(&mut keep);
        assert_eq!(seen[0], (1, Format::FpuzzlesJson, false));
        assert_eq!(
            seen.last(),
            Some(&(2 + MAX_LINE_CHARS / 1000, Format::Iss, true))
        );
    }
}
