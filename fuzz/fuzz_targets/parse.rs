//! The classic line parser and the puzzle reader on arbitrary input: they must never
//! panic, every error must name a line of the text (and a bad character its column),
//! and every classic grid read must write and read back as the same grid.

#![no_main]

mod lines;

use libfuzzer_sys::fuzz_target;
use lines::lines;
use nonet::format::{
    GridStyle, ParseErrorKind, PuzzleReader, ReadErrorKind, ReadPuzzle, parse_line, write_grid,
};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let lines = lines(&text);

    if let Ok(grid) = parse_line(&text) {
        assert_eq!(parse_line(&grid.to_line()), Ok(grid));
    }

    for entry in &PuzzleReader::read_text(&text) {
        assert!(entry.line >= 1 && entry.line <= entry.last_line && entry.last_line <= lines.len());
        assert!(entry.text.starts_with(lines[entry.line - 1]));
        match &entry.puzzle {
            Ok(ReadPuzzle::Classic(grid)) => {
                for style in [GridStyle::Line, GridStyle::Boxed, GridStyle::Matrix] {
                    let written = write_grid(grid, style);
                    let back = PuzzleReader::read_text(&written);
                    assert_eq!(back.len(), 1, "{style:?}: {written}");
                    assert_eq!(back[0].puzzle, Ok(ReadPuzzle::Classic(*grid)), "{style:?}: {written}");
                }
            }
            Ok(ReadPuzzle::Variant(_)) => {}
            Err(e) => {
                assert!(e.line >= entry.line && e.line <= entry.last_line);
                if let ReadErrorKind::Classic(ParseErrorKind::BadCharacter { ch, column }) = e.kind {
                    assert_eq!(lines[e.line - 1].chars().nth(column - 1), Some(ch));
                }
            }
        }
    }
});
