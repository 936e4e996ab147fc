//! The puzzle parsers on arbitrary input: they must never panic, every error must name
//! a line of the text, and whatever parses must write and read back as the same grid.

#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet::format::{GridStyle, ParseErrorKind, parse_entries, parse_line, parse_puzzles, write_grid};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let lines = lines(&text);

    if let Ok(grid) = parse_line(&text) {
        assert_eq!(parse_line(&grid.to_line()), Ok(grid));
    }

    let entries = parse_entries(&text);
    assert_eq!(
        parse_puzzles(&text),
        entries.iter().map(|e| e.grid.clone()).collect::<Vec<_>>()
    );
    for entry in &entries {
        assert!(entry.line >= 1 && entry.line <= entry.last_line && entry.last_line <= lines.len());
        assert!(entry.text.starts_with(lines[entry.line - 1]));
        match &entry.grid {
            Ok(grid) => {
                for style in [GridStyle::Line, GridStyle::Boxed, GridStyle::Matrix] {
                    let written = write_grid(grid, style);
                    let back = parse_puzzles(&written);
                    assert_eq!(back.len(), 1, "{style:?}: {written}");
                    assert_eq!(back[0].as_ref(), Ok(grid), "{style:?}: {written}");
                }
            }
            Err(e) => {
                assert!(e.line >= entry.line && e.line <= entry.last_line);
                if let ParseErrorKind::BadCharacter { ch, column } = e.kind {
                    assert_eq!(lines[e.line - 1].chars().nth(column - 1), Some(ch));
                }
            }
        }
    }
});

/// The lines as the parsers count them: a byte order mark at the start skipped, and
/// `\n`, `\r\n` and a lone `\r` each ending a line.
fn lines(text: &str) -> Vec<&str> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let bytes = text.as_bytes();
    let (mut out, mut start, mut i) = (Vec::new(), 0, 0);
    while i < bytes.len() {
        if bytes[i] == b'\n' || bytes[i] == b'\r' {
            out.push(&text[start..i]);
            if bytes[i] == b'\r' && bytes.get(i + 1) == Some(&b'\n') {
                i += 1;
            }
            start = i + 1;
        }
        i += 1;
    }
    if start < bytes.len() {
        out.push(&text[start..]);
    }
    out
}
