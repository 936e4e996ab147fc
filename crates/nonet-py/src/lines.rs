//! A file's lines as the command line's reader takes them, for `nonet.dask`, which
//! cuts files into blocks and so cannot hand the reader a whole file: which lines are
//! skipped, which is the header, and each puzzle line read as the CLI reads a line of a
//! file of one-line puzzles. The rules are the library's ([`line_kind`],
//! [`read_line_puzzle`]); this module only walks a block's lines.

use nonet::format::{LineKind, line_kind, read_line_puzzle};
use nonet::record::InputError;
use pyo3::prelude::*;

use crate::puzzle::Puzzle;
use crate::record::to_json;
use crate::text::Read;
use crate::work::{Done, Kind};

/// What one line is: `"skip"` (blank, a `#` comment), `"header"` (a tab-separated
/// file's header, only when `content_seen` is false: no line of content came before)
/// or `"puzzle"` (anything else, a bad line too), as the command line's reader decides.
#[pyfunction(name = "line_kind")]
#[pyo3(signature = (line, content_seen))]
pub fn kind_of_line(line: &str, content_seen: bool) -> &'static str {
    match line_kind(line, content_seen) {
        LineKind::Skipped => "skip",
        LineKind::Header => "header",
        LineKind::Content => "puzzle",
    }
}

/// The puzzle lines of a block of a file's lines (each as `open()` or Dask's
/// `read_text` gives it, with its line end): `(number, item)` for each, `number`
/// counted from `first_line`, `item` the `Puzzle` the line reads to or the
/// `InputError` record of a bad line (`file`, its number, the reader's message, as
/// `nonet rate FILE --format json` writes it). `content_seen`: whether a line of
/// content came before the block in its file (so none of its lines is the header).
#[pyfunction]
#[pyo3(signature = (lines, file, first_line = 1, content_seen = false))]
pub fn read_lines(
    py: Python<'_>,
    lines: Vec<String>,
    file: &str,
    first_line: usize,
    mut content_seen: bool,
) -> PyResult<Vec<(usize, Py<PyAny>)>> {
    let mut out = Vec::new();
    for (i, raw) in lines.iter().enumerate() {
        let number = first_line + i;
        let text = line_text(raw, number);
        let kind = line_kind(text, content_seen);
        content_seen |= kind != LineKind::Skipped;
        if kind != LineKind::Content {
            continue;
        }
        let item = match read_line_puzzle(text, number) {
            Ok((puzzle, metadata, format)) => {
                let read = Read {
                    puzzle,
                    metadata,
                    format,
                };
                Py::new(py, Puzzle { read })?.into_any()
            }
            Err(e) => {
                let record = InputError::unreadable(text.to_string(), file.to_string(), number, &e);
                crate::wrap(
                    py,
                    Done {
                        kind: Kind::InputError,
                        body: to_json(&record).into(),
                    },
                )?
            }
        };
        out.push((number, item));
    }
    Ok(out)
}

/// A line without its line end (`\n`, `\r\n` or `\r`) and, on a file's first line,
/// without the byte order mark the reader skips there.
fn line_text(raw: &str, number: usize) -> &str {
    let text = raw.strip_suffix('\n').unwrap_or(raw);
    let text = text.strip_suffix('\r').unwrap_or(text);
    if number == 1 {
        text.strip_prefix('\u{feff}').unwrap_or(text)
    } else {
        text
    }
}
