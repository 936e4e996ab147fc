//! Matrix files (the cross-language benchmark's nine rows of space-separated digits,
//! which `nonet brute` reads) on arbitrary input, read as the command line reads a file.
//! Half the inputs are raw text; the other half are built as a matrix file from the
//! bytes (81 digits, separators, a comment and a blank line before it, line breaks), which must read
//! as exactly the grid they were built from. Every grid that reads writes and reads back
//! as itself, and the benchmark's brute force and dancing links agree with the solver
//! on whether it has a solution, never panicking.

#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet::format::{GridStyle, PuzzleReader, ReadPuzzle, write_grid};
use nonet::solve::{brute, dlx};
use nonet::{Grid, SolveStatus, Solver};

/// A matrix file built from `bytes`, and the grid it holds.
fn built(bytes: &[u8]) -> (String, Grid) {
    let byte = |i: usize| bytes.get(i).copied().unwrap_or(0);
    let mut values = [0u8; 81];
    for (i, v) in values.iter_mut().enumerate() {
        *v = byte(i) % 10;
    }
    let breaks = ["\n", "\r\n", "\r"];
    let newline = breaks[usize::from(byte(81)) % breaks.len()];
    let mut text = String::new();
    if byte(82) & 1 == 1 {
        text.push('\u{feff}');
    }
    if byte(82) & 2 == 2 {
        text.push_str("# a comment");
        text.push_str(newline);
    }
    if byte(82) & 4 == 4 {
        text.push_str(newline);
    }
    for (r, row) in values.chunks(9).enumerate() {
        let style = byte(83 + r);
        let gap = [" ", "  ", "\t", " \t"][usize::from(style) % 4];
        if style & 4 == 4 {
            text.push(' ');
        }
        let cells: Vec<String> = row.iter().map(u8::to_string).collect();
        text.push_str(&cells.join(gap));
        if style & 8 == 8 {
            text.push(' ');
        }
        text.push_str(newline);
    }
    let grid = Grid::from_values(values).expect("digits 0 to 9");
    (text, grid)
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let (text, expected) = if mode & 1 == 0 {
        (String::from_utf8_lossy(rest).into_owned(), None)
    } else {
        let (text, grid) = built(rest);
        (text, Some(grid))
    };

    let mut grids = Vec::new();
    let mut reader = PuzzleReader::new(text.as_bytes());
    let mut keep = |e: nonet::format::PuzzleEntry<'_>| {
        if let Ok(ReadPuzzle::Classic(grid)) = e.puzzle {
            grids.push(grid);
        }
    };
    while reader.read_line(&mut keep).expect("bytes in memory") {}
    if let Some(expected) = expected {
        assert_eq!(grids, [expected], "{text:?}");
    }

    for grid in grids.iter().take(4) {
        let written = write_grid(grid, GridStyle::Matrix);
        let back = PuzzleReader::read_text(&written);
        assert_eq!(back.len(), 1, "{written}");
        assert_eq!(back[0].puzzle, Ok(ReadPuzzle::Classic(*grid)), "{written}");
        let solvable = Solver::new().solve(&grid.into()).status != SolveStatus::NoSolution;
        let d = dlx::solve(grid);
        assert_eq!(d.solution.is_some(), solvable, "{grid}");
        if let Some(s) = d.solution {
            assert!(s.solves(grid), "{grid}");
        }
        if let Some(b) = brute::count_within(grid, 1, 200_000) {
            assert_eq!(b.solution.is_some(), solvable, "{grid}");
        }
    }
});
