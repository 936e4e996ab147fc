//! From a Python argument to a puzzle: the text (a `str`, or `bytes` in UTF-8), read
//! by the library's reader of every format; and the errors of both steps, placed at
//! their line and column.

use nonet::format::fpuzzles::Metadata;
use nonet::format::{Format, ReadError, read_puzzle};
use nonet::rules::Puzzle;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};

pyo3::create_exception!(
    nonet,
    PuzzleError,
    PyValueError,
    "A puzzle's text that cannot be read: `line` and `column` (from 1; `column` is None \
     when no one character is at fault) say where, the message what is wrong."
);

/// A puzzle as read, with its format and f-puzzles' title, author and rules text.
#[derive(Clone, Debug)]
pub struct Read {
    pub puzzle: Puzzle,
    pub metadata: Metadata,
    pub format: Format,
}

/// Why a text gave no puzzle: where, and what is wrong (said once).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    pub line: usize,
    pub column: Option<usize>,
    pub message: String,
}

impl Unreadable {
    fn of(e: &ReadError) -> Unreadable {
        let (line, column) = e.place();
        Unreadable {
            line,
            column,
            message: e.to_string(),
        }
    }

    /// The `PuzzleError` that says it.
    pub fn to_err(&self, py: Python<'_>) -> PyErr {
        let err = PuzzleError::new_err(self.message.clone());
        let value = err.value(py);
        // Setting attributes on a fresh exception object cannot fail.
        let _ = value.setattr("line", self.line);
        let _ = value.setattr("column", self.column);
        err
    }
}

/// The one puzzle of `text` (an error for none or several).
pub fn read(text: &str) -> Result<Read, Unreadable> {
    read_puzzle(text)
        .map(|(puzzle, metadata, format)| Read {
            puzzle,
            metadata,
            format,
        })
        .map_err(|e| Unreadable::of(&e))
}

/// The text of a Python argument: a `str`, or `bytes` that must be UTF-8.
pub enum Text<'a> {
    /// The text, borrowed from the object (no copy).
    Ok(&'a str),
    /// `bytes` that are not UTF-8: where the first bad byte is.
    NotUtf8(Unreadable),
    /// Neither `str` nor `bytes`: the type's name.
    WrongType(String),
}

impl<'a> Text<'a> {
    /// The text of `obj`, with the GIL held.
    pub fn of(obj: &'a Bound<'_, PyAny>) -> Text<'a> {
        if let Ok(s) = obj.cast::<PyString>() {
            return match utf8_of(s) {
                Some(s) => Text::Ok(s),
                // A str with lone surrogates has no UTF-8 form.
                None => Text::NotUtf8(Unreadable {
                    line: 1,
                    column: None,
                    message: "the text holds a lone surrogate, which is not a character"
                        .to_string(),
                }),
            };
        }
        if let Ok(b) = obj.cast::<PyBytes>() {
            return match std::str::from_utf8(b.as_bytes()) {
                Ok(s) => Text::Ok(s),
                Err(e) => Text::NotUtf8(not_utf8(b.as_bytes(), e.valid_up_to())),
            };
        }
        let name = obj
            .get_type()
            .name()
            .map_or_else(|_| "?".to_string(), |n| n.to_string());
        Text::WrongType(name)
    }

    /// The text, or the Python error a one-puzzle call raises.
    pub fn into_result(self, py: Python<'_>) -> PyResult<&'a str> {
        match self {
            Text::Ok(s) => Ok(s),
            Text::NotUtf8(u) => Err(u.to_err(py)),
            Text::WrongType(name) => Err(PyTypeError::new_err(wrong_type(&name))),
        }
    }
}

/// The UTF-8 form of a `str`, which CPython keeps in the object once made (for an
/// ASCII text, its own characters): `None` for a text with a lone surrogate. PyO3's
/// abi3 build for CPython 3.9 reads a `str` through a temporary `bytes` object instead,
/// because `PyUnicode_AsUTF8AndSize` joined the limited API only in 3.10; every CPython
/// 3 exports it, so the wheel calls it on 3.9 too. In a batch of 17-clue counts the
/// `bytes` object was about a twentieth of the time.
fn utf8_of<'a>(s: &'a Bound<'_, PyString>) -> Option<&'a str> {
    unsafe extern "C" {
        fn PyUnicode_AsUTF8AndSize(
            unicode: *mut pyo3::ffi::PyObject,
            size: *mut pyo3::ffi::Py_ssize_t,
        ) -> *const std::ffi::c_char;
    }
    let mut size: pyo3::ffi::Py_ssize_t = 0;
    // SAFETY: `s` is a live `str` (the GIL is held); the buffer returned lives as long
    // as the object, which `'a` borrows, and holds `size` bytes of valid UTF-8.
    let data = unsafe { PyUnicode_AsUTF8AndSize(s.as_ptr(), &mut size) };
    if data.is_null() {
        // A lone surrogate: the UnicodeEncodeError raised is the caller's to say.
        drop(PyErr::take(s.py()));
        return None;
    }
    let bytes = unsafe { std::slice::from_raw_parts(data.cast::<u8>(), size as usize) };
    std::str::from_utf8(bytes).ok()
}

/// The message for an argument of type `name` where a puzzle's text was expected.
pub fn wrong_type(name: &str) -> String {
    format!("a puzzle is a str (or UTF-8 bytes), not {name}")
}

/// Where the first byte that is not UTF-8 is, at `at` in `bytes`: its line, and its
/// column counted in the characters before it on its line.
fn not_utf8(bytes: &[u8], at: usize) -> Unreadable {
    let before = &bytes[..at];
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    // The bytes before `at` are valid UTF-8.
    let column = std::str::from_utf8(&before[line_start..]).map_or(1, |s| s.chars().count() + 1);
    Unreadable {
        line,
        column: Some(column),
        message: format!(
            "line {line}: byte 0x{:02x} at column {column} is not UTF-8",
            bytes[at]
        ),
    }
}

/// The text of `obj` read as one puzzle, or the Python error that says why not.
pub fn puzzle_of(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<Read> {
    let text = Text::of(obj).into_result(py)?;
    read(text).map_err(|u| u.to_err(py))
}
