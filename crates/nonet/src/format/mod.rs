//! Text in and out: parsing every input form, printing every output form.

mod detect;
mod draw;
mod error;
pub mod fpuzzles;
mod grid_line;
pub mod iss;
mod json_value;
pub mod lz_string;
mod parse;
mod pencil;
mod pencil_grid;
mod puzzle_reader;
mod read_error;
mod reader;
mod record;
mod rules_list;
mod sudokupad;
mod write;
mod write_error;

pub use detect::{Format, PuzzleEntry, ReadPuzzle, VariantPuzzle, read_puzzle, read_puzzles};
pub use draw::draw_rules;
pub use error::{ParseError, ParseErrorKind};
pub use parse::{parse_entries, parse_line, parse_puzzles};
pub use pencil::{CellNumber, PencilMarksError, parse_pencil_marks, read_position};
pub use puzzle_reader::PuzzleReader;
pub use read_error::{ReadError, ReadErrorKind};
pub use reader::{Entry, EntryReader, MAX_LINE_CHARS};
pub use record::RecordError;
pub use rules_list::{RulesListError, apply_rules_list, parse_rules_list, rules_list_names};
pub use write::{GridStyle, write_grid};
pub use write_error::WriteError;
