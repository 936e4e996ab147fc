//! The one reader streaming arbitrary bytes, as the command line reads a file or a pipe:
//! handed out in reads of sizes the input picks (so that lines, `\r\n` pairs and UTF-8
//! sequences straddle reads), it must never panic and must give the same entries, in the
//! same order, as reading the whole text at once (a puzzle's text over several lines
//! joined by `\n` when streamed: the lines come without their breaks). Lines too long to
//! hold are the reader's unit tests' (they need a megabyte each).

#![no_main]

mod lines;

use std::io::Read;

use libfuzzer_sys::fuzz_target;
use lines::lines;
use nonet::format::{PuzzleEntry, PuzzleReader};

/// `text` with every line break written `\n`.
fn joined(text: &str) -> String {
    text.replace("\r\n", "\n").replace('\r', "\n")
}

/// Bytes handed out in reads whose sizes cycle through `steps` (each 1 to 16).
struct Trickle<'a> {
    bytes: &'a [u8],
    steps: &'a [u8],
    read: usize,
}

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let step = self.steps.get(self.read % self.steps.len().max(1)).map_or(16, |s| usize::from(s % 16) + 1);
        self.read += 1;
        let n = step.min(self.bytes.len()).min(buf.len());
        buf[..n].copy_from_slice(&self.bytes[..n]);
        self.bytes = &self.bytes[n..];
        Ok(n)
    }
}

fuzz_target!(|data: &[u8]| {
    // The first bytes pick the read sizes; the rest is the input.
    let Some((&count, rest)) = data.split_first() else {
        return;
    };
    let (steps, bytes) = rest.split_at(usize::from(count % 8).min(rest.len()));
    let text = String::from_utf8_lossy(bytes);
    let lines = lines(&text);

    let mut streamed = Vec::new();
    let mut reader = PuzzleReader::new(Trickle { bytes, steps, read: 0 });
    let mut keep = |e: PuzzleEntry<'_>| {
        streamed.push((e.line, e.last_line, e.text.to_string(), e.format, e.puzzle))
    };
    let mut read = 0;
    while reader.read_line(&mut keep).expect("bytes in memory") {
        read += 1;
    }
    assert_eq!(read, lines.len(), "one call per line");
    let whole: Vec<_> = PuzzleReader::read_text(&text)
        .into_iter()
        .map(|e| (e.line, e.last_line, joined(e.text), e.format, e.puzzle))
        .collect();
    assert_eq!(streamed, whole);
    let mut last = 0;
    for (line, last_line, ..) in &streamed {
        assert!(*line > last && line <= last_line && *last_line <= lines.len(), "{streamed:?}");
        last = *last_line;
    }
});
