//! `Puzzle`: one puzzle read from any format nonet reads, which says its rules and
//! can be handed to every function in place of its text (read once, not per call).

use nonet::format::{Format, share_text};
use nonet::record::PuzzleInfo;
use pyo3::prelude::*;

use crate::record::to_json;
use crate::text::{Read, puzzle_of};
use crate::work::{Done, Kind};

/// A puzzle as read: `Puzzle(text)` takes a classic line or grid, a pencil-mark grid,
/// an ISS string or compact line, f-puzzles JSON or a link, or one of nonet's JSON
/// records (str, or UTF-8 bytes), and raises `PuzzleError` (a `ValueError`) naming
/// the line and column of what is wrong.
#[pyclass(frozen, module = "nonet")]
pub struct Puzzle {
    pub read: Read,
}

#[pymethods]
impl Puzzle {
    #[new]
    fn new(py: Python<'_>, text: &Bound<'_, PyAny>) -> PyResult<Puzzle> {
        Ok(Puzzle {
            read: puzzle_of(py, text)?,
        })
    }

    /// The givens, 81 characters row by row, `.` for an empty cell.
    #[getter]
    fn givens(&self) -> String {
        self.read.puzzle.givens.to_line()
    }

    /// Whether the rules are classic (boxes, no other constraint).
    #[getter]
    fn classic(&self) -> bool {
        self.read.puzzle.rules.is_classic()
    }

    /// The format the text was read in: `classic`, `iss`, `iss-compact`,
    /// `fpuzzles-json`, `fpuzzles-link`, `nonet-json` or `pencil-marks`.
    #[getter]
    fn format(&self) -> &'static str {
        format_name(self.read.format)
    }

    /// The rules' constraints as the library's records (a list of dicts; empty for
    /// classic rules), each kind by its serde name.
    #[getter]
    fn rules(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        self.info(py)?.bind(py).getattr("rules").map(Bound::unbind)
    }

    /// The kinds of the constraints, each once, in the order they first appear
    /// (`["killer", "thermometer"]`).
    #[getter]
    fn kinds(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        self.info(py)?.bind(py).getattr("kinds").map(Bound::unbind)
    }

    /// f-puzzles' title, author and rules text, when the puzzle has them.
    #[getter]
    fn title(&self) -> Option<String> {
        self.read.metadata.title.clone()
    }

    #[getter]
    fn author(&self) -> Option<String> {
        self.read.metadata.author.clone()
    }

    #[getter]
    fn ruleset(&self) -> Option<String> {
        self.read.metadata.ruleset.clone()
    }

    /// Everything a front end shows of the puzzle (givens, rules, kinds, regions,
    /// whether the logic engine takes it, a text to share, its drawing): the library's
    /// `PuzzleInfo` record.
    fn info(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        crate::wrap(
            py,
            Done {
                kind: Kind::Info,
                body: to_json(&PuzzleInfo::new(&self.read.puzzle)).into(),
            },
        )
    }

    /// The puzzle as a text nonet reads back: its classic line, or an ISS string or
    /// f-puzzles link for a variant.
    fn __str__(&self) -> String {
        share_text(&self.read.puzzle).unwrap_or_else(|_| self.givens())
    }

    fn __repr__(&self) -> String {
        let kinds = PuzzleInfo::new(&self.read.puzzle).kinds;
        let rules = if kinds.is_empty() {
            "classic".to_string()
        } else {
            kinds.join(", ")
        };
        format!(
            "Puzzle('{}', rules='{rules}', format='{}')",
            self.givens(),
            self.format()
        )
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Puzzle>()
            .is_ok_and(|o| o.get().read.puzzle == self.read.puzzle)
    }
}

/// The name of a format in Python.
fn format_name(format: Format) -> &'static str {
    match format {
        Format::Classic => "classic",
        Format::Iss => "iss",
        Format::IssCompact(_) => "iss-compact",
        Format::FpuzzlesJson => "fpuzzles-json",
        Format::NonetJson => "nonet-json",
        Format::FpuzzlesLink => "fpuzzles-link",
        Format::PencilMarks => "pencil-marks",
        Format::SudokuPadLink => "sudokupad-link",
    }
}
