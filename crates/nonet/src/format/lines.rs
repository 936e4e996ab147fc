//! Splitting input into lines as it streams in, in bounded memory: the first stage of
//! [`PuzzleReader`](super::PuzzleReader).
//!
//! A line ends at `\n`, `\r\n` or a lone `\r` (old Mac files), as a whole text's lines
//! are split (`parse::line_spans`). A line that lies in the read buffer is handed out in
//! place, without a copy; one that spans reads is gathered, up to [`MAX_LINE_CHARS`]
//! characters: past that only its length is counted, and the line is handed out cut (the
//! reader then refuses it as too long), so a 10 MB line costs no more memory than a long
//! one.

use std::borrow::Cow;
use std::io::{self, Read};

use super::classic_reader::MAX_LINE_CHARS;

/// Bytes read at a time, at most: the buffer starts at [`FIRST_READ_SIZE`] and doubles
/// each time a read fills it, up to this.
const READ_SIZE: usize = 64 * 1024;

/// Bytes of the first read. A benchmark matrix or a puzzle on the command line is a few
/// hundred bytes; zeroing a 64 KiB buffer for it costs its process sixteen page faults,
/// more than reading and parsing it.
const FIRST_READ_SIZE: usize = 4 * 1024;

/// Bytes of a line gathered at most: enough for [`MAX_LINE_CHARS`] characters of up
/// to four bytes each.
const GATHER_LIMIT: usize = 4 * MAX_LINE_CHARS;

/// One line, without its line break.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum RawLine<'a> {
    /// The whole line.
    Whole(&'a [u8]),
    /// The start of a line longer than [`MAX_LINE_CHARS`], and its length in characters.
    Cut { head: &'a [u8], chars: usize },
}

/// The lines of a byte stream.
pub(super) struct Lines<R> {
    inner: R,
    buf: Box<[u8]>,
    /// The bytes of `buf` not yet handed out.
    start: usize,
    end: usize,
    eof: bool,
    /// The last line ended with `\r`: a `\n` at the start of the next read belongs to it.
    after_cr: bool,
    /// A line that spans reads, gathered here.
    gathered: Vec<u8>,
    /// The place in `buf` of the next line break, when [`Lines::would_wait`] found it
    /// ahead of [`Lines::next_line`] (so no byte is searched twice).
    next_break: Option<usize>,
}

impl<R: Read> Lines<R> {
    pub(super) fn new(inner: R) -> Lines<R> {
        Lines {
            inner,
            buf: vec![0; FIRST_READ_SIZE].into_boxed_slice(),
            start: 0,
            end: 0,
            eof: false,
            after_cr: false,
            gathered: Vec::new(),
            next_break: None,
        }
    }

    /// Whether the next line is not all read yet, so that [`Lines::next_line`] would
    /// read (and may wait for more input): the reader's cue to pass on what it has.
    pub(super) fn would_wait(&mut self) -> bool {
        if self.next_break.is_some() {
            return false;
        }
        if self.after_cr && self.start < self.end && self.buf[self.start] == b'\n' {
            self.after_cr = false;
            self.start += 1;
        }
        match memchr::memchr2(b'\n', b'\r', &self.buf[self.start..self.end]) {
            Some(at) => {
                self.next_break = Some(self.start + at);
                false
            }
            None => !self.eof,
        }
    }

    /// The next line, or `None` at the end of the input.
    pub(super) fn next_line(&mut self) -> io::Result<Option<RawLine<'_>>> {
        self.gathered.clear();
        let mut gathering = false;
        let mut chars = 0;
        loop {
            if self.start == self.end {
                if !self.eof && !self.refill()? {
                    self.eof = true;
                }
                if self.eof {
                    return Ok(gathering.then(|| self.gathered_line(chars)));
                }
            }
            if std::mem::take(&mut self.after_cr) && self.buf[self.start] == b'\n' {
                self.start += 1;
                continue;
            }
            let avail = &self.buf[self.start..self.end];
            let found = match self.next_break.take() {
                Some(at) => Some(at - self.start),
                None => memchr::memchr2(b'\n', b'\r', avail),
            };
            let Some(at) = found else {
                gathering = true;
                chars += gather(&mut self.gathered, avail);
                self.start = self.end;
                continue;
            };
            let line = self.start..self.start + at;
            self.start += at + 1;
            if avail[at] == b'\r' {
                match self.buf.get(self.start..self.end).and_then(|b| b.first()) {
                    Some(b'\n') => self.start += 1,
                    Some(_) => {}
                    None => self.after_cr = true,
                }
            }
            if !gathering {
                return Ok(Some(RawLine::Whole(&self.buf[line])));
            }
            chars += gather(&mut self.gathered, &self.buf[line]);
            return Ok(Some(self.gathered_line(chars)));
        }
    }

    /// Reads more input into the buffer (all of whose bytes are handed out); false at
    /// the end of the input.
    fn refill(&mut self) -> io::Result<bool> {
        if self.end == self.buf.len() && self.buf.len() < READ_SIZE {
            // The last read filled the buffer: the input is larger than a few puzzles.
            self.buf = vec![0; (2 * self.buf.len()).min(READ_SIZE)].into_boxed_slice();
        }
        loop {
            match self.inner.read(&mut self.buf) {
                Ok(n) => {
                    self.start = 0;
                    self.end = n;
                    return Ok(n > 0);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }

    fn gathered_line(&self, chars: usize) -> RawLine<'_> {
        if chars > MAX_LINE_CHARS {
            RawLine::Cut {
                head: &self.gathered,
                chars,
            }
        } else {
            RawLine::Whole(&self.gathered)
        }
    }
}

/// The number of lines of `input` as [`PuzzleReader`](super::PuzzleReader) counts them,
/// without reading their puzzles: what a progress bar measures a file in before it is
/// read. One read buffer at a time, whatever the input's size.
///
/// ```
/// let text = "# two lines\r\n4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/// assert_eq!(nonet::format::count_lines(text.as_bytes())?, 2);
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn count_lines(input: impl Read) -> io::Result<u64> {
    let mut lines = Lines::new(input);
    let mut n = 0;
    while lines.next_line()?.is_some() {
        n += 1;
    }
    Ok(n)
}

/// A line's text. Invalid UTF-8 is not fatal: it becomes U+FFFD, which the reader then
/// reports as a bad character on its own line, and the rest is read.
pub(super) fn text(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => String::from_utf8_lossy(bytes),
    }
}

/// Adds `bytes` to a line being gathered, as far as [`GATHER_LIMIT`]; returns how many
/// characters they hold (UTF-8 lead bytes; an invalid byte counts as one).
fn gather(line: &mut Vec<u8>, bytes: &[u8]) -> usize {
    let room = GATHER_LIMIT.saturating_sub(line.len());
    line.extend_from_slice(&bytes[..bytes.len().min(room)]);
    bytes.iter().filter(|&&b| b & 0xC0 != 0x80).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader that hands out its bytes a few at a time, so lines and `\r\n` pairs
    /// straddle reads.
    struct Trickle<'a>(&'a [u8], usize);

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.1.min(self.0.len()).min(buf.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    #[test]
    fn invalid_utf8_is_a_bad_character() {
        assert_eq!(text(b"12\xff"), "12\u{fffd}");
        assert!(matches!(text(b"123"), Cow::Borrowed("123")));
    }

    fn all(input: impl Read) -> Vec<String> {
        let mut lines = Lines::new(input);
        let mut out = Vec::new();
        while let Some(line) = lines.next_line().unwrap() {
            out.push(match line {
                RawLine::Whole(b) => String::from_utf8_lossy(b).into_owned(),
                RawLine::Cut { head, chars } => format!("cut {} of {chars}", head.len()),
            });
        }
        out
    }

    #[test]
    fn the_buffer_starts_small_and_grows_with_the_input() {
        let mut small = Lines::new(&b"one puzzle\n"[..]);
        while small.next_line().unwrap().is_some() {}
        assert_eq!(small.buf.len(), FIRST_READ_SIZE);

        // Lines of every length up to 300 bytes, so that line breaks fall everywhere
        // across the reads of each buffer size.
        let lines: Vec<String> = (0..3000).map(|i| "x".repeat(i % 301)).collect();
        let text = lines.join("\n");
        let mut big = Lines::new(text.as_bytes());
        let mut read = Vec::new();
        while let Some(line) = big.next_line().unwrap() {
            let RawLine::Whole(bytes) = line else {
                panic!("no line is too long here")
            };
            read.push(String::from_utf8(bytes.to_vec()).unwrap());
        }
        assert_eq!(read, lines);
        assert_eq!(big.buf.len(), READ_SIZE);
    }

    #[test]
    fn every_line_break_ends_a_line() {
        let text = b"a\nbb\r\nccc\rdd\r\r\n\nlast";
        let expected = ["a", "bb", "ccc", "dd", "", "", "last"];
        assert_eq!(all(&text[..]), expected);
        for step in 1..5 {
            assert_eq!(all(Trickle(text, step)), expected, "{step}");
        }
        assert_eq!(all(&b"P\rP\r"[..]), ["P", "P"]);
        assert_eq!(all(&b"x\r\n"[..]), ["x"]);
        assert!(all(&b""[..]).is_empty());
        assert_eq!(all(&b"\n"[..]), [""]);
    }

    #[test]
    fn a_line_past_the_limit_is_cut_and_counted() {
        let long = "é".repeat(MAX_LINE_CHARS + 5);
        let text = format!("{long}\r\nnext\n");
        let mut lines = Lines::new(text.as_bytes());
        match lines.next_line().unwrap().unwrap() {
            RawLine::Cut { head, chars } => {
                assert_eq!(chars, MAX_LINE_CHARS + 5);
                assert_eq!(head.len(), GATHER_LIMIT.min(long.len()));
            }
            RawLine::Whole(w) => panic!("not cut: {} bytes", w.len()),
        }
        assert_eq!(lines.next_line().unwrap(), Some(RawLine::Whole(b"next")));
        // Exactly the limit, in bytes that span reads, is whole.
        let most = "1".repeat(MAX_LINE_CHARS);
        let mut lines = Lines::new(most.as_bytes());
        assert_eq!(
            lines.next_line().unwrap(),
            Some(RawLine::Whole(most.as_bytes()))
        );
        assert_eq!(lines.next_line().unwrap(), None);
    }

    /// A producer that writes whole lines and part of the next, then pauses: the whole
    /// lines can go on before the rest comes.
    #[test]
    fn would_wait_says_when_the_next_line_needs_a_read() {
        let mut lines = Lines::new(Trickle(b"ab\ncd\r\nef\rgh", 8));
        assert!(lines.would_wait(), "nothing read yet");
        assert_eq!(lines.next_line().unwrap(), Some(RawLine::Whole(b"ab")));
        assert!(!lines.would_wait(), "cd is in the first read, whole");
        assert!(!lines.would_wait(), "asking twice changes nothing");
        assert_eq!(lines.next_line().unwrap(), Some(RawLine::Whole(b"cd")));
        assert!(lines.would_wait(), "only `e` of the third line is read");
        assert_eq!(lines.next_line().unwrap(), Some(RawLine::Whole(b"ef")));
        assert!(lines.would_wait(), "gh may go on");
        assert_eq!(lines.next_line().unwrap(), Some(RawLine::Whole(b"gh")));
        assert!(!lines.would_wait(), "the end is known");
        assert_eq!(lines.next_line().unwrap(), None);

        // Asking between every line reads the same lines.
        let text = b"a\nbb\r\nccc\rdd\r\r\n\nlast";
        for step in 1..5 {
            let mut lines = Lines::new(Trickle(text, step));
            let mut out = Vec::new();
            loop {
                lines.would_wait();
                match lines.next_line().unwrap() {
                    Some(RawLine::Whole(b)) => out.push(String::from_utf8_lossy(b).into_owned()),
                    Some(RawLine::Cut { .. }) => unreachable!("short lines"),
                    None => break,
                }
            }
            assert_eq!(out, ["a", "bb", "ccc", "dd", "", "", "last"], "{step}");
        }
    }
}
