//! Writing results: the output forms (line, grid, JSON), messages on stderr, and the
//! batch summary of `--stats`.

use std::fmt::Write as _;
use std::io::{self, BufWriter, StdoutLock, Write};

use nonet::format::{GridStyle, draw_rules, write_grid};
use nonet::record::InputError;
use nonet::{Grid, SolveStatus};
use serde::Serialize;

use crate::flags::Format;
use crate::input::{Malformed, Puzzle};
use crate::rules::record_rules;

/// Standard output, buffered, in one of the output forms.
pub struct Output {
    out: BufWriter<StdoutLock<'static>>,
    format: Format,
    records: usize,
}

impl Output {
    pub fn new(format: Format) -> Output {
        Output {
            out: BufWriter::with_capacity(64 * 1024, io::stdout().lock()),
            format,
            records: 0,
        }
    }

    pub fn format(&self) -> Format {
        self.format
    }

    /// Writes one line (a newline is added).
    pub fn line(&mut self, text: &str) -> io::Result<()> {
        self.records += 1;
        self.out.write_all(text.as_bytes())?;
        self.out.write_all(b"\n")
    }

    /// Writes one formatted line (a newline is added), with no string in between.
    pub fn line_fmt(&mut self, args: std::fmt::Arguments<'_>) -> io::Result<()> {
        self.records += 1;
        self.out.write_fmt(args)?;
        self.out.write_all(b"\n")
    }

    /// Writes `text` as it is: for output forms fixed byte for byte elsewhere.
    pub fn raw(&mut self, text: &str) -> io::Result<()> {
        self.records += 1;
        self.out.write_all(text.as_bytes())
    }

    /// Writes one multi-line record of the grid form; records are separated by a blank
    /// line. `text` ends with a newline.
    pub fn block(&mut self, text: &str) -> io::Result<()> {
        if self.records > 0 {
            self.out.write_all(b"\n")?;
        }
        self.records += 1;
        self.out.write_all(text.as_bytes())
    }

    /// Writes one JSON object on its own line.
    pub fn json(&mut self, value: &impl Serialize) -> io::Result<()> {
        let text = serde_json::to_string(value).map_err(io::Error::other)?;
        self.line(&text)
    }

    /// Reports a malformed puzzle: the message on stderr, and in its output slot
    /// `invalid` (line and grid forms) or an error object (JSON).
    pub fn malformed(&mut self, puzzle: &Puzzle, bad: &Malformed) -> io::Result<()> {
        self.note(&format!("{}: {}", puzzle.location(), bad.problem()))?;
        match self.format {
            Format::Line => self.line("invalid"),
            Format::Grid => self.block("invalid\n"),
            // The CLI's record keeps the shape it has always had: the message names
            // the column already, so the place is left out.
            Format::Json => self.json(&InputError {
                at: None,
                ..InputError::unreadable(
                    bad.text.clone(),
                    puzzle.source.to_string(),
                    puzzle.line,
                    &bad.error,
                )
            }),
        }
    }

    /// Reports a puzzle whose rules the command cannot take: the reason on stderr, and
    /// in its output slot `unsupported` (line and grid forms) or an error object (JSON).
    pub fn unsupported(
        &mut self,
        read: &Puzzle,
        puzzle: &nonet::Puzzle,
        why: &str,
    ) -> io::Result<()> {
        self.note(&format!("{}: {why}", read.location()))?;
        match self.format {
            Format::Line => self.line("unsupported"),
            Format::Grid => self.block("unsupported\n"),
            Format::Json => self.json(&InputError {
                puzzle: puzzle.givens.to_line(),
                rules: record_rules(puzzle).cloned(),
                file: read.source.to_string(),
                line: read.line,
                at: None,
                error: why.to_string(),
            }),
        }
    }

    /// A message on stderr about the record about to be written. Results written so far
    /// go out first, so that on a terminal the message sits beside its own result.
    pub fn note(&mut self, msg: &str) -> io::Result<()> {
        self.out.flush()?;
        note(msg);
        Ok(())
    }

    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

/// A message on stderr. A failure to write it is ignored: there is nowhere left to
/// report it, and the results on stdout matter more.
pub fn note(msg: &str) {
    let _ = writeln!(io::stderr().lock(), "{msg}");
}

/// A grid in the boxed form, or a word on a line of its own, followed by `# name: value`
/// lines (comments, so that the output reads back as puzzles).
pub fn grid_block(grid: Option<&Grid>, word: &str, fields: &[(&str, String)]) -> String {
    let mut text = match grid {
        Some(g) => write_grid(g, GridStyle::Boxed),
        None => format!("{word}\n"),
    };
    for (name, value) in fields {
        let _ = writeln!(text, "# {name}: {value}");
    }
    text
}

/// A puzzle drawn as the grid form draws it, with `digits` in its cells (its solution,
/// or its givens): classic puzzles boxed as [`grid_block`] boxes them (the drawing
/// reads back as a puzzle), variants drawn with their rules ([`draw_rules`]), or a word
/// on a line of its own; then `# name: value` lines.
pub fn puzzle_block(
    puzzle: &nonet::Puzzle,
    digits: Option<&Grid>,
    word: &str,
    fields: &[(&str, String)],
) -> String {
    let (Some(rules), Some(digits)) = (record_rules(puzzle), digits) else {
        return grid_block(digits, word, fields);
    };
    let mut text = draw_rules(rules, digits);
    for (name, value) in fields {
        let _ = writeln!(text, "# {name}: {value}");
    }
    text
}

/// The `name=value` fields of a serialized stats object, space-separated, for the text
/// forms: one rendering for every kind of counter, whatever its fields.
pub fn stats_fields(stats: &impl Serialize) -> String {
    let Ok(serde_json::Value::Object(map)) = serde_json::to_value(stats) else {
        return String::new();
    };
    let mut out = String::new();
    for (k, v) in map {
        if !out.is_empty() {
            out.push(' ');
        }
        let _ = write!(out, "{k}={v}");
    }
    out
}

/// The name of a status in text: the same words as JSON's `status` field, with
/// `no_solution` spelled `none` as the line form prints it.
pub fn status_word(status: SolveStatus) -> &'static str {
    match status {
        SolveStatus::NoSolution => "none",
        SolveStatus::Solved => "solved",
        SolveStatus::Unique => "unique",
        SolveStatus::Multiple => "multiple",
        SolveStatus::NodeLimit => "node_limit",
        SolveStatus::Timeout => "timeout",
    }
}

/// Tallies of a batch by outcome, for the `--stats` summary on stderr.
#[derive(Default)]
pub struct Summary {
    tallies: Vec<(&'static str, usize)>,
    total: usize,
}

impl Summary {
    pub fn add(&mut self, outcome: &'static str) {
        self.total += 1;
        match self.tallies.iter_mut().find(|(o, _)| *o == outcome) {
            Some((_, n)) => *n += 1,
            None => self.tallies.push((outcome, 1)),
        }
    }

    /// "12 puzzles in 0.004 s (3,000/s, 2 threads): 10 unique, 1 none, 1 invalid"
    pub fn line(&self, elapsed: std::time::Duration, threads: usize) -> String {
        let mut parts: Vec<(&str, usize)> = self.tallies.clone();
        parts.sort_by_key(|&(o, _)| o);
        let tallies: Vec<String> = parts
            .iter()
            .map(|(o, n)| format!("{} {o}", thousands(*n as u64)))
            .collect();
        let mut line = format!(
            "{} in {:.3} s ({}, {threads} thread{})",
            plural(self.total, "puzzle"),
            elapsed.as_secs_f64(),
            per_second(self.total as u64, elapsed),
            if threads == 1 { "" } else { "s" },
        );
        if !tallies.is_empty() {
            line.push_str(": ");
            line.push_str(&tallies.join(", "));
        }
        line
    }
}

/// `1 puzzle`, `2 puzzles`, `49,158 puzzles`.
pub fn plural(n: usize, noun: &str) -> String {
    let s = if n == 1 { "" } else { "s" };
    format!("{} {noun}{s}", thousands(n as u64))
}

/// A count with thousands separators: `175,965`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(d);
    }
    out
}

/// A rate in items per second, as people read it: `175,965/s` (whole numbers from 10
/// up), `6.25/s` below; `-` when no time has passed to divide by.
pub fn per_second(items: u64, elapsed: std::time::Duration) -> String {
    let secs = elapsed.as_secs_f64();
    if secs <= 0.0 {
        return "-/s".to_string();
    }
    let rate = items as f64 / secs;
    if rate >= 10.0 {
        format!("{}/s", thousands(rate.round() as u64))
    } else {
        format!("{rate:.2}/s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stats_render_as_fields() {
        #[derive(Serialize)]
        struct S {
            nodes: u64,
            guesses: u64,
        }
        assert_eq!(
            stats_fields(&S {
                nodes: 3,
                guesses: 1
            }),
            "nodes=3 guesses=1"
        );
    }

    #[test]
    fn summary_line() {
        let mut s = Summary::default();
        for o in ["unique", "none", "unique"] {
            s.add(o);
        }
        assert_eq!(
            s.line(std::time::Duration::from_millis(500), 1),
            "3 puzzles in 0.500 s (6.00/s, 1 thread): 1 none, 2 unique"
        );
        let mut one = Summary::default();
        one.add("unique");
        assert_eq!(
            one.line(std::time::Duration::from_micros(74), 2),
            "1 puzzle in 0.000 s (13,514/s, 2 threads): 1 unique"
        );
        assert_eq!(
            Summary::default().line(std::time::Duration::from_millis(2), 1),
            "0 puzzles in 0.002 s (0.00/s, 1 thread)"
        );
    }

    #[test]
    fn numbers_read_as_people_write_them() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(10_000_000), "10,000,000");
        let second = std::time::Duration::from_secs(1);
        assert_eq!(per_second(175_964, second * 1), "175,964/s");
        assert_eq!(
            per_second(1_759_646_615, std::time::Duration::from_secs(10_000)),
            "175,965/s"
        );
        assert_eq!(per_second(25, second * 4), "6.25/s");
        assert_eq!(per_second(3, std::time::Duration::ZERO), "-/s");
        assert_eq!(plural(1, "puzzle"), "1 puzzle");
        assert_eq!(plural(0, "puzzle"), "0 puzzles");
        assert_eq!(plural(49_158, "puzzle"), "49,158 puzzles");
    }
}
