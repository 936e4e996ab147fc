//! Text in and out: parsing every input form, printing every output form.

mod classic_reader;
mod detect;
mod draw;
mod error;
pub mod figure;
pub mod fpuzzles;
mod grid_line;
pub mod iss;
mod json_value;
mod line_reader;
mod lines;
pub mod lz_string;
mod parse;
mod pencil;
mod pencil_grid;
mod puzzle_form;
mod puzzle_reader;
mod read_error;
mod record;
mod rules_list;
mod share_text;
pub mod sudokupad;
mod write;
mod write_error;

pub use classic_reader::MAX_LINE_CHARS;
pub use detect::{
    Format, PuzzleEntry, ReadPuzzle, VariantPuzzle, looks_like_puzzle, read_line_puzzle,
    read_puzzle,
};
pub use draw::{box_junction, draw_rules, heading_arrow};
pub use error::{ParseError, ParseErrorKind};
pub use lines::count_lines;
#[cfg(test)]
pub(crate) use parse::parse_puzzles;
pub use parse::{LineKind, line_kind, parse_line};
pub use pencil::{CellNumber, PencilMarksError, parse_pencil_marks, read_position};
pub use puzzle_form::{PuzzleForm, UnknownPuzzleForm};
pub use puzzle_reader::PuzzleReader;
pub use read_error::{ReadError, ReadErrorKind};
pub use record::RecordError;
pub use rules_list::{RulesListError, apply_rules_list, parse_rules_list, rules_list_names};
pub use share_text::share_text;
pub use write::{GridStyle, write_grid};
pub use write_error::WriteError;
