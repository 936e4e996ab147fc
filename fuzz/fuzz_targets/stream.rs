//! The streaming readers the command line reads files and standard input with, on
//! arbitrary input: fed one line at a time (split at `\n`, `\r\n` and a lone `\r`, the
//! byte order mark left on the first line, as the command line's line splitter hands
//! them over), they must never panic and must give the same entries, in the same order,
//! as reading the whole text at once (a block's text joined by `\n`: the lines come
//! without their breaks). A line the command line finds too long to hold
//! comes as its head and its length: that is read without a panic, as an error of its
//! own line or a skipped comment.

#![no_main]

mod lines;

use libfuzzer_sys::fuzz_target;
use lines::raw_lines;
use nonet::format::{
    EntryReader, MAX_LINE_CHARS, ParseErrorKind, PuzzleReader, parse_entries, read_puzzles,
};

/// `text` with every line break written `\n`.
fn joined(text: &str) -> String {
    text.replace("\r\n", "\n").replace('\r', "\n")
}

fuzz_target!(|data: &[u8]| {
    // The first byte picks which lines come cut (as if longer than the command line
    // holds); the rest is the text.
    let Some((&cut_mask, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    let lines = raw_lines(&text);

    let mut streamed = Vec::new();
    let mut reader = PuzzleReader::new();
    let mut keep = |e: nonet::format::PuzzleEntry<'_>| {
        streamed.push((e.line, e.last_line, e.text.to_string(), e.format, e.puzzle))
    };
    for line in &lines {
        reader.push(line, &mut keep);
    }
    reader.finish(&mut keep);
    let whole: Vec<_> = read_puzzles(&text)
        .into_iter()
        .map(|e| (e.line, e.last_line, joined(e.text), e.format, e.puzzle))
        .collect();
    assert_eq!(streamed, whole);

    let mut classic = Vec::new();
    let mut reader = EntryReader::new();
    let mut keep = |e: nonet::format::Entry<'_>| {
        classic.push((e.line, e.last_line, e.text.to_string(), e.grid))
    };
    for line in &lines {
        reader.push(line, &mut keep);
    }
    reader.finish(&mut keep);
    let whole: Vec<_> = parse_entries(&text)
        .into_iter()
        .map(|e| (e.line, e.last_line, joined(e.text), e.grid))
        .collect();
    assert_eq!(classic, whole);

    // Some lines cut: line i is cut when bit i % 8 of the mask is set.
    let cut = |i: usize| cut_mask >> (i % 8) & 1 == 1;
    let mut entries = Vec::new();
    let mut reader = PuzzleReader::new();
    let mut keep =
        |e: nonet::format::PuzzleEntry<'_>| entries.push((e.line, e.last_line, e.puzzle.is_ok()));
    for (i, line) in lines.iter().enumerate() {
        if cut(i) {
            let head: String = line.chars().take(100).collect();
            reader.push_cut(&head, MAX_LINE_CHARS + 1 + line.len(), &mut keep);
        } else {
            reader.push(line, &mut keep);
        }
    }
    reader.finish(&mut keep);
    let mut last = 0;
    for &(line, last_line, ok) in &entries {
        assert!(
            line > last && line <= last_line && last_line <= lines.len(),
            "{entries:?}"
        );
        assert!(
            !(ok && (line..=last_line).any(|l| cut(l - 1))),
            "{entries:?}"
        );
        last = last_line;
    }

    let mut classic = Vec::new();
    let mut reader = EntryReader::new();
    let mut keep = |e: nonet::format::Entry<'_>| classic.push((e.line, e.last_line, e.grid));
    for (i, line) in lines.iter().enumerate() {
        if cut(i) {
            let head: String = line.chars().take(100).collect();
            reader.push_cut(&head, MAX_LINE_CHARS + 1 + line.len(), &mut keep);
        } else {
            reader.push(line, &mut keep);
        }
    }
    reader.finish(&mut keep);
    for (line, last_line, grid) in &classic {
        assert!(line <= last_line && *last_line <= lines.len());
        if let Err(e) = grid {
            assert!(e.line >= *line && e.line <= *last_line);
            if let ParseErrorKind::LineTooLong { chars } = e.kind {
                assert!(cut(e.line - 1) && chars > MAX_LINE_CHARS);
            }
        }
    }
});
