//! Reading puzzles: files, standard input (`-`) or a puzzle given on the command line,
//! each read as a stream by the library's one reader ([`PuzzleReader`]), which splits
//! the lines and detects every format; this module only opens the inputs, names them,
//! and hands the puzzles on.
//!
//! [`read_inputs`] hands the puzzles out in pieces as they are read, so that a batch
//! starts at once and holds only what is in flight; [`Batch::read`] gathers them all,
//! for the commands that want the whole input first.

use std::ffi::OsString;
use std::io::{IsTerminal, Read};
use std::ops::ControlFlow;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};

use anyhow::Context;
use nonet::format::{
    ParseErrorKind, PuzzleEntry, PuzzleReader, ReadError, ReadErrorKind, ReadPuzzle,
    looks_like_puzzle, read_puzzle,
};

use crate::output::thousands;

/// The name standard input goes by in messages.
pub const STDIN_NAME: &str = "<stdin>";

/// The name a puzzle given on the command line goes by.
pub const ARGUMENT_NAME: &str = "<argument>";

/// The longest text of a malformed puzzle quoted back, in characters; a longer one is
/// cut, with its length said.
const QUOTED_CHARS: usize = 100;

/// One puzzle of the batch, in input order.
#[derive(Debug)]
pub struct Puzzle {
    /// Where it came from: a path as given, `<stdin>` or `<argument>`.
    pub source: Source,
    /// 1-based line where it starts.
    pub line: usize,
    /// The puzzle (classic givens, or givens and rules), or what is wrong with the text.
    pub puzzle: Result<ReadPuzzle, Malformed>,
}

/// The name of an input in messages: a path as given, `<stdin>` or `<argument>`.
///
/// Names live as long as the run (a few per command line, each leaked once), so that a
/// puzzle carries a plain reference to its input's name rather than a count that the
/// reader and writer threads would share and update for every puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Source(&'static str);

impl std::ops::Deref for Source {
    type Target = str;

    fn deref(&self) -> &str {
        self.0
    }
}

impl std::fmt::Display for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

/// A puzzle whose text could not be read.
#[derive(Debug)]
pub struct Malformed {
    /// The puzzle's text as written (its line, or its block), cut after
    /// [`QUOTED_CHARS`] characters: `4.....8.5... (10,000,000 characters)`.
    pub text: String,
    pub error: ReadError,
}

impl Puzzle {
    fn new(source: Source, entry: PuzzleEntry<'_>) -> Puzzle {
        Puzzle {
            source,
            line: entry.line,
            puzzle: entry.puzzle.map_err(|error| Malformed {
                text: quoted(entry.text, &error),
                error,
            }),
        }
    }

    /// `file:line`, for messages.
    pub fn location(&self) -> String {
        format!("{}:{}", self.source, self.line)
    }
}

impl Malformed {
    /// The problem in words, without the location: "too few cells: found 80, expected 81".
    pub fn problem(&self) -> String {
        self.error.kind.to_string()
    }
}

/// A malformed puzzle's text as it is quoted back: whole, or its first
/// [`QUOTED_CHARS`] characters and its length.
fn quoted(text: &str, error: &ReadError) -> String {
    let chars = match error.kind {
        ReadErrorKind::Classic(ParseErrorKind::LineTooLong { chars }) => chars,
        _ => text.chars().count(),
    };
    if chars <= QUOTED_CHARS {
        return text.to_string();
    }
    let head: String = text.chars().take(QUOTED_CHARS).collect();
    format!("{head}... ({} characters)", thousands(chars as u64))
}

/// What the reader hands on: puzzles in input order, with the number of lines read for
/// them (comments and blank lines between them included: what the progress bar
/// measures a file in), or an input that could not be read (at the place where it
/// stands among the inputs).
#[derive(Debug)]
pub enum Piece {
    Puzzles(Vec<Puzzle>, usize),
    Unreadable(anyhow::Error),
}

/// Reads every input in order (standard input when there is none), handing the puzzles
/// to `send` in pieces of about `piece_size` (read again before each piece, so the
/// caller can adapt it): a piece goes as soon as it is full, its input ends, or the
/// next line is not all read yet (so that a slow producer's puzzles are worked on as
/// they come, even when it pauses in the middle of a line). Stops when `send` breaks.
pub fn read_inputs(
    inputs: &[String],
    piece_size: &AtomicUsize,
    mut send: impl FnMut(Piece) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let stdin_only = [String::from("-")];
    let inputs = if inputs.is_empty() {
        &stdin_only[..]
    } else {
        inputs
    };
    for arg in inputs {
        match open(arg) {
            Ok((source, reader)) => read_one(source, reader, piece_size, &mut send)?,
            Err(e) => send(Piece::Unreadable(e))?,
        }
    }
    ControlFlow::Continue(())
}

/// The number of lines of the inputs, counted as the reader counts them, when each can
/// be read twice at no cost beyond the reading: files and puzzles given on the command
/// line, not standard input nor a pipe or a device (`None`). A missing file counts
/// none (the reader reports it). One buffer of the line splitter at a time, whatever
/// the sizes.
pub fn count_lines(inputs: &[String]) -> Option<u64> {
    let mut total = 0;
    for arg in inputs {
        if arg == "-" {
            return None;
        }
        let path = Path::new(arg);
        let lines = match std::fs::metadata(path) {
            Ok(meta) if meta.is_file() => {
                let file = std::fs::File::open(path).ok()?;
                nonet::format::count_lines(file).ok()?
            }
            Ok(_) => return None,
            Err(_) if looks_like_puzzle(arg) => {
                nonet::format::count_lines(arg.trim_start().as_bytes()).ok()?
            }
            Err(_) => 0,
        };
        total += lines;
    }
    (!inputs.is_empty()).then_some(total)
}

/// The name and the bytes of one input argument.
fn open(arg: &str) -> anyhow::Result<(Source, Box<dyn Read>)> {
    if arg == "-" {
        anyhow::ensure!(
            !crate::closed_streams::stdin_closed(),
            "cannot read standard input: it is closed"
        );
        let stdin = std::io::stdin();
        if stdin.is_terminal() {
            eprintln!("nonet: reading puzzles from standard input (end with Ctrl-D)");
        }
        return Ok((Source(STDIN_NAME), Box::new(stdin.lock())));
    }
    let path = Path::new(arg);
    if !path.exists() && looks_like_puzzle(arg) {
        // Leading whitespace is the space `shield_puzzles` may have put there.
        let text = arg.trim_start().to_string();
        return Ok((Source(ARGUMENT_NAME), Box::new(std::io::Cursor::new(text))));
    }
    if !path.exists() && !looks_like_file_name(arg) {
        // Not shaped like a file name, and no file of that name: say both readings
        // failed, in `play`'s words, with what is wrong with it as a puzzle.
        if let Err(e) = read_puzzle(arg) {
            anyhow::bail!("`{arg}` is neither a file nor a puzzle: {e}");
        }
        let text = arg.to_string();
        return Ok((Source(ARGUMENT_NAME), Box::new(std::io::Cursor::new(text))));
    }
    let file = std::fs::File::open(path).with_context(|| format!("{arg}: cannot read"))?;
    Ok((Source(Box::leak(arg.into())), Box::new(file)))
}

/// Reads one input to its end, or to a read error (reported after the puzzles before it).
fn read_one(
    source: Source,
    input: impl Read,
    piece_size: &AtomicUsize,
    send: &mut impl FnMut(Piece) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let mut reader = PuzzleReader::new(input);
    let mut size = piece_size.load(Ordering::Relaxed);
    let mut piece = Vec::with_capacity(size);
    // Lines read since the last piece went.
    let mut read = 0;
    let mut hand_over = |piece: &mut Vec<Puzzle>, size: &mut usize, read: &mut usize| {
        *size = piece_size.load(Ordering::Relaxed);
        let puzzles = std::mem::replace(piece, Vec::with_capacity(*size));
        send(Piece::Puzzles(puzzles, std::mem::take(read)))
    };
    let failure = loop {
        if !piece.is_empty() && reader.would_wait() {
            hand_over(&mut piece, &mut size, &mut read)?;
        }
        let mut keep = |e: PuzzleEntry<'_>| piece.push(Puzzle::new(source, e));
        match reader.read_line(&mut keep) {
            Ok(true) => {}
            Ok(false) => break None,
            Err(e) => {
                reader.finish(&mut keep);
                break Some(e);
            }
        }
        read += 1;
        if piece.len() >= size {
            hand_over(&mut piece, &mut size, &mut read)?;
        }
    };
    if !piece.is_empty() || read > 0 {
        send(Piece::Puzzles(piece, read))?;
    }
    match failure {
        Some(e) => send(Piece::Unreadable(
            anyhow::Error::new(e).context(format!("{source}: cannot read")),
        )),
        None => ControlFlow::Continue(()),
    }
}

/// Whether an argument that names no file is shaped like a file name, so that a missing
/// file is said as such: it holds a path separator, or ends in an extension (`.txt`,
/// `.matrix`: a dot and up to ten letters or digits, a letter among them).
fn looks_like_file_name(arg: &str) -> bool {
    let extension = arg.rsplit_once('.').is_some_and(|(stem, ext)| {
        !stem.is_empty()
            && (1..=10).contains(&ext.len())
            && ext.bytes().all(|b| b.is_ascii_alphanumeric())
            && ext.bytes().any(|b| b.is_ascii_alphabetic())
    });
    arg.contains(['/', '\\']) || extension
}

/// The command line with every puzzle that starts with `-` (an empty cell) given a
/// leading space, so that the argument parser takes it for a puzzle rather than a flag
/// (whitespace before the first cell is skipped, and [`open`] drops it). Only
/// arguments that look like puzzles and name no file are touched: a flag never has 17
/// characters, three quarters of them cells.
pub fn shield_puzzles(args: impl IntoIterator<Item = OsString>) -> Vec<OsString> {
    args.into_iter()
        .map(|arg| match arg.to_str() {
            Some(a)
                if a.starts_with('-')
                    && a != "--"
                    && looks_like_puzzle(a)
                    && !Path::new(a).exists() =>
            {
                OsString::from(format!(" {a}"))
            }
            _ => arg,
        })
        .collect()
}

/// Everything read from the inputs: the puzzles, and the inputs that could not be read.
#[derive(Debug, Default)]
pub struct Batch {
    pub puzzles: Vec<Puzzle>,
    /// One message per input that could not be read (missing file, I/O error).
    pub unreadable: Vec<anyhow::Error>,
}

impl Batch {
    /// Reads every input in order. With no input, reads standard input.
    pub fn read(inputs: &[String]) -> Batch {
        let mut batch = Batch::default();
        // The pieces all go into one list: their size only sets how much is reserved
        // ahead, which a run of a few puzzles (`nonet brute`) should not pay for.
        let _ = read_inputs(inputs, &AtomicUsize::new(64), |piece| {
            match piece {
                Piece::Puzzles(p, _) => batch.puzzles.extend(p),
                Piece::Unreadable(e) => batch.unreadable.push(e),
            }
            ControlFlow::Continue(())
        });
        batch
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    #[test]
    fn puzzle_arguments() {
        let p = PUZZLE;
        let dash = format!("-{}", &p[1..]);
        let args = ["nonet", "solve", "--threads", "1", "-", "--", &dash, p].map(OsString::from);
        let shielded = shield_puzzles(args.clone());
        assert_eq!(
            shielded[..6],
            args[..6],
            "flags, `-` and `--` stay as they are"
        );
        assert_eq!(shielded[6], OsString::from(format!(" {dash}")));
        assert_eq!(shielded[7], args[7]);
        let batch = Batch::read(&[p.to_string(), p[..40].to_string()]);
        assert_eq!(batch.puzzles.len(), 2);
        assert!(batch.puzzles[0].puzzle.is_ok());
        let bad = batch.puzzles[1].puzzle.as_ref().unwrap_err();
        assert_eq!(bad.problem(), "too few cells: found 40, expected 81");
        assert_eq!(batch.puzzles[1].location(), "<argument>:1");
    }

    #[test]
    fn file_names_and_other_arguments() {
        for name in [
            "missing.txt",
            "1.matrix",
            "data/x",
            "a\\b",
            "hardest_1000.txt",
        ] {
            assert!(looks_like_file_name(name), "{name}");
        }
        for arg in ["123", "", "12.5", ".txt", "abc"] {
            assert!(!looks_like_file_name(arg), "{arg}");
        }
    }

    #[test]
    fn missing_file_is_reported_not_fatal() {
        let batch = Batch::read(&["/nonexistent/puzzles.txt".to_string()]);
        assert!(batch.puzzles.is_empty());
        assert_eq!(batch.unreadable.len(), 1);
        let msg = format!("{:#}", batch.unreadable[0]);
        assert!(
            msg.starts_with("/nonexistent/puzzles.txt: cannot read: "),
            "{msg}"
        );
    }

    #[test]
    fn a_long_text_is_quoted_cut() {
        let text = "1".repeat(250);
        let error = ReadError {
            line: 3,
            kind: ReadErrorKind::Classic(ParseErrorKind::TooManyCells { found: 250 }),
        };
        assert_eq!(
            quoted(&text, &error),
            format!("{}... (250 characters)", &text[..100])
        );
        assert_eq!(quoted(&text[..100], &error), &text[..100]);
        let cut = ReadError {
            line: 1,
            kind: ReadErrorKind::Classic(ParseErrorKind::LineTooLong { chars: 10_000_000 }),
        };
        assert_eq!(
            quoted(&text, &cut),
            format!("{}... (10,000,000 characters)", &text[..100])
        );
    }

    #[test]
    fn pieces_go_when_full_and_at_the_end_of_each_input() {
        let dir = std::env::temp_dir().join(format!("nonet-input-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("five.txt");
        std::fs::write(&file, format!("# five\n{PUZZLE}\n").repeat(5)).unwrap();
        let file = file.to_string_lossy().into_owned();
        let mut sizes = Vec::new();
        let size = AtomicUsize::new(2);
        let _ = read_inputs(
            &[file.clone(), "missing.txt".into(), file.clone()],
            &size,
            |piece| {
                sizes.push(match piece {
                    Piece::Puzzles(p, lines) => format!("{} of {lines}", p.len()),
                    Piece::Unreadable(_) => "unreadable".to_string(),
                });
                ControlFlow::Continue(())
            },
        );
        // The lines a progress bar measures the same inputs by: every line of a file,
        // none of a missing one; none at all for standard input or a device.
        let lines = count_lines(&[file.clone(), "missing.txt".into(), file.clone()]);
        let with_argument = count_lines(&[file.clone(), PUZZLE.to_string()]);
        let with_stdin = count_lines(&[file.clone(), "-".to_string()]);
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(lines, Some(20));
        assert_eq!(with_argument, Some(11));
        assert_eq!(with_stdin, None);
        assert_eq!(count_lines(&["/dev/null".to_string()]), None);
        assert_eq!(
            sizes,
            [
                "2 of 4",
                "2 of 4",
                "1 of 2",
                "unreadable",
                "2 of 4",
                "2 of 4",
                "1 of 2"
            ]
        );
    }
}
