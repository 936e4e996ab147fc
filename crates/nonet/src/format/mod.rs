//! Text in and out: parsing every input form, printing every output form.

mod error;
mod parse;
mod pencil;
mod reader;
mod write;

pub use error::{ParseError, ParseErrorKind};
pub use parse::{parse_entries, parse_line, parse_puzzles};
pub use pencil::{CellNumber, PencilMarksError, parse_pencil_marks};
pub use reader::{Entry, EntryReader, MAX_LINE_CHARS};
pub use write::{GridStyle, write_grid};
