//! Text in and out: parsing every input form, printing every output form.

mod error;
pub mod iss;
pub mod lz_string;
mod parse;
mod write;
mod write_error;

pub use error::{ParseError, ParseErrorKind};
pub use parse::{Entry, parse_entries, parse_line, parse_puzzles};
pub use write::{GridStyle, write_grid};
pub use write_error::WriteError;
