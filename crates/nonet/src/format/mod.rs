//! Text in and out: parsing every input form, printing every output form.

mod error;
pub mod iss;
mod parse;
mod write;

pub use error::{ParseError, ParseErrorKind};
pub use parse::{Entry, parse_entries, parse_line, parse_puzzles};
pub use write::{GridStyle, write_grid};
