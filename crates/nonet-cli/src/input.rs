//! Reading puzzles: files, standard input (`-`) or a puzzle given on the command line,
//! each parsed on its own with the form (line or block) detected per input.

use std::io::{IsTerminal, Read};
use std::path::Path;
use std::sync::Arc;

use anyhow::Context;
use nonet::Grid;
use nonet::format::{self, ParseError};

/// The name standard input goes by in messages.
pub const STDIN_NAME: &str = "<stdin>";

/// One puzzle of the batch, in input order.
#[derive(Debug)]
pub struct Puzzle {
    /// Where it came from: a path as given, `<stdin>` or `<argument>`.
    pub source: Arc<str>,
    /// 1-based line where it starts.
    pub line: usize,
    /// The grid, or what is wrong with the text.
    pub grid: Result<Grid, Malformed>,
}

/// A puzzle whose text could not be read.
#[derive(Debug)]
pub struct Malformed {
    /// The puzzle's text as written (its line, or its block).
    pub text: String,
    pub error: ParseError,
}

impl Puzzle {
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
        let stdin_only = [String::from("-")];
        let inputs = if inputs.is_empty() {
            &stdin_only[..]
        } else {
            inputs
        };
        for arg in inputs {
            match read_input(arg) {
                Ok((source, text)) => batch.add(source, &text),
                Err(e) => batch.unreadable.push(e),
            }
        }
        batch
    }

    fn add(&mut self, source: Arc<str>, text: &str) {
        for entry in format::parse_entries(text) {
            self.puzzles.push(Puzzle {
                source: Arc::clone(&source),
                line: entry.line,
                grid: entry.grid.map_err(|error| Malformed {
                    text: entry.text.to_string(),
                    error,
                }),
            });
        }
    }
}

/// The name and text of one input argument.
fn read_input(arg: &str) -> anyhow::Result<(Arc<str>, String)> {
    if arg == "-" {
        let mut bytes = Vec::new();
        let stdin = std::io::stdin();
        if stdin.is_terminal() {
            eprintln!("nonet: reading puzzles from standard input (end with Ctrl-D)");
        }
        stdin
            .lock()
            .read_to_end(&mut bytes)
            .context("cannot read standard input")?;
        return Ok((STDIN_NAME.into(), decode(bytes)));
    }
    let path = Path::new(arg);
    if !path.exists() && looks_like_puzzle(arg) {
        return Ok(("<argument>".into(), arg.to_string()));
    }
    let bytes = std::fs::read(path).with_context(|| format!("{arg}: cannot read"))?;
    Ok((arg.into(), decode(bytes)))
}

/// Text from bytes. Invalid UTF-8 is not fatal: it becomes U+FFFD, which the parser
/// then reports as a bad character on its own line, and the rest of the file is read.
fn decode(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }
}

/// Whether a command-line argument that names no file is meant as a puzzle: at least
/// 17 characters (the fewest givens of a proper puzzle), all cells or spaces.
fn looks_like_puzzle(arg: &str) -> bool {
    arg.chars().count() >= 17
        && arg
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | '_' | '-' | '*' | ' '))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn puzzle_arguments() {
        let p = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        assert!(looks_like_puzzle(p));
        assert!(looks_like_puzzle(&p[..40]));
        assert!(!looks_like_puzzle("puzzles.txt"));
        assert!(!looks_like_puzzle("1.matrix"));
        let batch = Batch::read(&[p.to_string(), p[..40].to_string()]);
        assert_eq!(batch.puzzles.len(), 2);
        assert!(batch.puzzles[0].grid.is_ok());
        let bad = batch.puzzles[1].grid.as_ref().unwrap_err();
        assert_eq!(bad.problem(), "too few cells: found 40, expected 81");
        assert_eq!(batch.puzzles[1].location(), "<argument>:1");
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
    fn invalid_utf8_is_a_bad_character() {
        assert_eq!(decode(b"12\xff".to_vec()), "12\u{fffd}");
    }
}
