//! Properties of the puzzle formats: the parsers never panic and say where a problem
//! is, and every output form reads back as the grid it came from.

use nonet::Grid;
use nonet::format::{
    GridStyle, ParseErrorKind, PuzzleReader, ReadError, ReadErrorKind, parse_line, write_grid,
};
use proptest::prelude::*;

/// Any grid of values 0..=9 (the empty one often): not necessarily valid, which the
/// formats must not care about.
fn any_grid() -> impl Strategy<Value = Grid> {
    prop_oneof![1 => Just(Grid::EMPTY), 15 => random_grid()]
}

fn random_grid() -> impl Strategy<Value = Grid> {
    prop::array::uniform32(0u8..=9)
        .prop_flat_map(|head| {
            (
                Just(head),
                prop::array::uniform32(0u8..=9),
                prop::collection::vec(0u8..=9, 17),
            )
        })
        .prop_map(|(a, b, c)| {
            let mut values = [0u8; 81];
            values[..32].copy_from_slice(&a);
            values[32..64].copy_from_slice(&b);
            values[64..].copy_from_slice(&c);
            Grid::from_values(values).expect("values are 0..=9")
        })
}

/// Text built from the characters the parsers treat specially, so that random input
/// reaches deep into them (plain random strings are mostly rejected at once).
fn puzzle_like_text() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            8 => prop::sample::select(vec![
                '0', '1', '2', '5', '9', '.', '_', '-', '*', ' ', '|', '+', '=', '\t',
            ]),
            2 => Just('\n'),
            1 => prop::sample::select(vec!['#', '\r', 'x', 'é', '\u{fffd}', ':', '\u{feff}']),
        ],
        0..400,
    )
    .prop_map(|chars| chars.into_iter().collect())
}

/// The lines of a text as the parsers count them: a byte order mark at the start is
/// skipped, and `\n`, `\r\n` and a lone `\r` each end a line.
fn lines(text: &str) -> Vec<&str> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut out: Vec<&str> = text.split(['\n', '\r']).collect();
    // `\r\n` is one line break: drop the empty piece between its two characters.
    let mut at = 0;
    out.retain(|piece| {
        let start = at;
        at += piece.len() + 1;
        !(piece.is_empty() && text[..start].ends_with('\r') && text[start..].starts_with('\n'))
    });
    if text.ends_with(['\n', '\r']) || text.is_empty() {
        out.pop();
    }
    out
}

/// Every puzzle of a text as the reader reads it: its givens, or the error.
fn parse_puzzles(text: &str) -> Vec<Result<Grid, ReadError>> {
    PuzzleReader::read_text(text)
        .into_iter()
        .map(|e| e.puzzle.map(|p| *p.givens()))
        .collect()
}

const STYLES: [GridStyle; 3] = [GridStyle::Line, GridStyle::Boxed, GridStyle::Matrix];

#[test]
fn the_test_splits_lines_as_the_parsers_do() {
    assert_eq!(lines("a\r\nb\rc\n\nd"), ["a", "b", "c", "", "d"]);
    assert_eq!(lines("\u{feff}a\r"), ["a"]);
    assert_eq!(lines("\r\n\r\n"), ["", ""]);
    assert!(lines("").is_empty());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn parsers_never_panic_on_any_string(text in any::<String>()) {
        let _ = parse_line(&text);
        let _ = parse_puzzles(&text);
    }

    #[test]
    fn parsers_never_panic_on_any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = parse_line(&text);
        let _ = parse_puzzles(&text);
    }

    /// On puzzle-like text, every entry points at a real line and its text is a slice
    /// of that text; line-form errors point at the offending character.
    #[test]
    fn entries_point_at_their_text(text in puzzle_like_text()) {
        let lines = lines(&text);
        let entries = PuzzleReader::read_text(&text);
        let mut last_line = 0;
        for e in &entries {
            prop_assert!(e.line >= 1 && e.line <= lines.len());
            prop_assert!(e.line > last_line, "entries in text order");
            last_line = e.line;
            prop_assert!(e.text.starts_with(lines[e.line - 1]), "{:?}", e);
            prop_assert!(text.contains(e.text));
            if let Err(err) = &e.puzzle {
                prop_assert!(err.line >= e.line && err.line <= lines.len());
                if let ReadErrorKind::Classic(ParseErrorKind::BadCharacter { ch, column }) = err.kind {
                    prop_assert_eq!(lines[err.line - 1].chars().nth(column - 1), Some(ch));
                }
            }
        }
        prop_assert_eq!(parse_puzzles(&text), entries.into_iter().map(|e| e.puzzle.map(|p| *p.givens())).collect::<Vec<_>>());
    }

    #[test]
    fn line_errors_locate_the_character(text in puzzle_like_text()) {
        let first = text.split(['\n', '\r']).next().unwrap_or("");
        if let Err(e) = parse_line(first) {
            prop_assert_eq!(e.line, 1);
            if let ParseErrorKind::BadCharacter { ch, column } = e.kind {
                prop_assert_eq!(first.chars().nth(column - 1), Some(ch));
            }
        }
    }

    /// Write then parse gives the same grid, in every style.
    #[test]
    fn every_style_round_trips(grid in any_grid()) {
        for style in STYLES {
            let text = write_grid(&grid, style);
            let back = parse_puzzles(&text);
            prop_assert_eq!(back.len(), 1, "{:?}:\n{}", style, text);
            prop_assert_eq!(back[0].as_ref(), Ok(&grid), "{:?}:\n{}", style, text);
        }
        prop_assert_eq!(parse_line(&grid.to_line()), Ok(grid));
        prop_assert_eq!(grid.to_line().parse::<Grid>(), Ok(grid));
    }

    /// Many grids in one text: one per line, or blocks separated by blank lines, with
    /// comments between; all come back, in order.
    #[test]
    fn batches_round_trip(grids in prop::collection::vec(any_grid(), 1..6), style_index in 0usize..3) {
        let style = STYLES[style_index];
        let mut text = String::from("# a batch\n");
        for g in &grids {
            text.push_str(&write_grid(g, style));
            if style == GridStyle::Line {
                text.push_str("\t3.4 rated\n");
            } else {
                text.push_str("\n# next\n");
            }
        }
        let back: Vec<Grid> = parse_puzzles(&text).into_iter().map(Result::unwrap).collect();
        prop_assert_eq!(back, grids);
    }

    /// The empty-cell marks are interchangeable.
    #[test]
    fn empty_marks_are_interchangeable(grid in any_grid(), mark in prop::sample::select(vec!['0', '_', '*', '-'])) {
        let line = grid.to_line();
        let marked = line.replace('.', &mark.to_string());
        prop_assert_eq!(parse_line(&marked), Ok(grid));
        prop_assert_eq!(parse_puzzles(&marked), vec![Ok(grid)]);
    }
}
