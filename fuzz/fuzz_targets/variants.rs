//! The variant readers on arbitrary input: detection over a text of puzzles, the
//! Interactive Sudoku Solver's strings and compact lines, f-puzzles JSON and links,
//! SudokuPad links (and SudokuPad's zipped JSON behind an `scl` prefix), and lz-string. They must never panic, every error must name a line of the text, and a
//! puzzle that reads must write and read back as itself in its own format (ISS) or as the
//! same puzzle once in f-puzzles' order (f-puzzles), and be drawn, every item of its
//! figure pointing at one of its constraints.

#![no_main]

mod lines;

use libfuzzer_sys::fuzz_target;
use lines::lines;
use nonet::format::figure::Figure;
use nonet::format::fpuzzles;
use nonet::format::lz_string::{compress_to_base64, decompress_from_base64};
use nonet::format::{Format, PuzzleReader, iss, sudokupad};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let lines = lines(&text);

    for entry in PuzzleReader::read_text(&text) {
        assert!(entry.line >= 1 && entry.line <= entry.last_line && entry.last_line <= lines.len());
        assert!(entry.text.starts_with(lines[entry.line - 1]));
        match &entry.puzzle {
            Ok(read) => {
                let puzzle = &read.to_puzzle();
                let meta = &read.metadata().cloned().unwrap_or_default();
                let figure = Figure::new(&puzzle.rules);
                let rules = puzzle.rules.constraints().len();
                assert!(figure.items.iter().all(|i| i.index.is_none_or(|k| k < rules)));
                if entry.format == Format::Iss {
                    if let Ok(written) = iss::write(puzzle) {
                        let back = iss::parse(&written).expect("the ISS writer's output reads");
                        assert_eq!(iss::write(&back).as_ref(), Ok(&written));
                    }
                }
                let json = fpuzzles::write(puzzle, meta);
                if let Ok(json) = json {
                    let (once, m) = fpuzzles::parse_with_metadata(&json).expect("written JSON reads");
                    assert_eq!(&m, meta);
                    let again = fpuzzles::write(&once, &m).expect("a puzzle f-puzzles read");
                    assert_eq!(fpuzzles::parse(&again).as_ref(), Ok(&once));
                }
            }
            Err(e) => assert!(e.line >= entry.line && e.line <= entry.last_line),
        }
    }

    let _ = iss::parse(&text);
    let _ = iss::parse_compact(&text);
    let _ = fpuzzles::parse(&text);
    let _ = fpuzzles::parse_link(&text);
    let _ = sudokupad::parse_link(&text);
    let _ = sudokupad::parse_link(&format!("https://sudokupad.app/scl{}", compress_to_base64(&text)));
    if let Ok(decoded) = decompress_from_base64(&text) {
        // Whatever decodes, encodes and decodes again to the same text.
        assert_eq!(decompress_from_base64(&compress_to_base64(&decoded)), Ok(decoded));
    }
});
