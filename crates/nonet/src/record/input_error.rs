//! `InputError`: a puzzle that could not be read, or that a command cannot take.

use crate::format::ReadError;
use crate::rules::Rules;

/// A puzzle a command could not work on, where it was read and why: the text as it
/// was written (or the givens, for a puzzle read but not taken), its rules when they
/// are not classic, the file and line, where in the text the reader stopped when it
/// knows the character, and the reason in words.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct InputError {
    /// The text as it was written, or the givens of a puzzle read but not taken.
    pub puzzle: String,
    /// The rules of a puzzle the command cannot take, when they are not classic.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<Rules>,
    /// The file, as the user named it (`-` or `<argument>` for the other sources).
    pub file: String,
    /// The line the puzzle starts on, from 1.
    pub line: usize,
    /// The character the reader stopped at, when it knows one (a bad character): a
    /// front end can point at it. Left out of the JSON when absent, as the CLI leaves
    /// it (its message names the column already, and its records keep their shape).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at: Option<TextPlace>,
    /// What is wrong, in words.
    pub error: String,
}

/// A character's place in the input: its line in the file (a multi-line puzzle's
/// fault may lie below the line the puzzle starts on) and its column, both from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct TextPlace {
    pub line: usize,
    pub column: usize,
}

impl InputError {
    /// The record of a puzzle the reader could not read: `text` as written, read from
    /// `file` at `line` (where the puzzle starts), with the reader's `error`, whose
    /// column (when it has one) becomes [`InputError::at`].
    pub fn unreadable(text: String, file: String, line: usize, error: &ReadError) -> InputError {
        let at = match error.place() {
            (line, Some(column)) => Some(TextPlace { line, column }),
            (_, None) => None,
        };
        InputError {
            puzzle: text,
            rules: None,
            file,
            line,
            at,
            error: error.kind.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::PuzzleReader;

    /// The record of the first entry of `text`, read from `in.txt`; it must be unreadable.
    fn record_of(text: &str) -> InputError {
        let entries = PuzzleReader::read_text(text);
        let entry = &entries[0];
        let error = entry.puzzle.as_ref().unwrap_err();
        InputError::unreadable(entry.text.to_string(), "in.txt".into(), entry.line, error)
    }

    /// A bad character on a puzzle line: the record names the file, the line and the
    /// character's column, and its message says what is wrong once.
    #[test]
    fn a_bad_character_is_placed_at_its_column() {
        let r = record_of("# header\n12x\n");
        assert_eq!((r.file.as_str(), r.line), ("in.txt", 2));
        assert_eq!(r.at, Some(TextPlace { line: 2, column: 3 }));
        assert_eq!(r.error.matches("'x'").count(), 1, "{}", r.error);
        let json = serde_json::to_value(&r).unwrap();
        assert_eq!(json["at"], serde_json::json!({"line": 2, "column": 3}));
    }

    /// A fault with no one character (too few cells) has no column, and its JSON is
    /// the shape the CLI has always printed.
    #[test]
    fn a_fault_without_a_character_has_no_place() {
        let r = record_of("53..7....6..195....98...\n");
        assert_eq!((r.line, r.at), (1, None));
        assert_eq!(
            serde_json::to_string(&r).unwrap(),
            r#"{"puzzle":"53..7....6..195....98...","file":"in.txt","line":1,"error":"too few cells: found 24, expected 81"}"#
        );
    }

    /// A bad mark in a pencil-mark grid: the record keeps the line the grid starts on,
    /// and its place is the mark's own line and column, below it. The grid is HoDoKu's
    /// PM grid of the BUG+1 position of a 17-clue puzzle (as in `logic::position`),
    /// with one mark spoiled.
    #[test]
    fn a_bad_mark_is_placed_below_the_grid_start() {
        let grid = crate::logic::testing::HODOKU_BUG1.replacen("589", "5x9", 1);
        let r = record_of(&format!("# a position\n{grid}\n"));
        assert_eq!(r.line, 2);
        assert_eq!(
            r.at,
            Some(TextPlace {
                line: 8,
                column: 25
            })
        );
        assert_eq!(r.error.matches("column 25").count(), 1, "{}", r.error);
    }
}
