//! nonet's own JSON records read back as puzzles. Every object the command line writes
//! (`solve`, `count`, `rate`, `generate`, `hint`, `explain`) holds its puzzle as
//! `"puzzle"`, a line of 81 cells, and, under rules other than classic, `"rules"`, the
//! serde form of [`Rules`]; so `nonet generate --format json | nonet solve` works. The
//! other keys (status, solution, ratings, seed) are results about the puzzle, not part
//! of it, and are not read.

use serde::Deserialize;
use serde_json::Value;

use super::error::ParseErrorKind;
use super::parse::parse_line_kind;
use crate::rules::{Puzzle, Rules};

/// Why an object with a `"puzzle"` key (one of nonet's records) gives no puzzle.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RecordError {
    /// `"puzzle"` is not a text.
    #[error("\"puzzle\" is not a text of 81 cells")]
    PuzzleNotText,
    /// `"puzzle"` does not read as a line of 81 cells.
    #[error("\"puzzle\": {0}")]
    Puzzle(ParseErrorKind),
    /// `"rules"` does not read as rules (serde's message, with the constraint at fault).
    #[error("\"rules\": {0}")]
    Rules(String),
}

/// The puzzle of one of nonet's records, or `None` when `value` is not one: not an
/// object with a `"puzzle"` key (f-puzzles JSON has none).
pub(crate) fn read_record(value: &Value) -> Option<Result<Puzzle, RecordError>> {
    let object = value.as_object()?;
    let puzzle = object.get("puzzle")?;
    Some(read(puzzle, object.get("rules")))
}

fn read(puzzle: &Value, rules: Option<&Value>) -> Result<Puzzle, RecordError> {
    let text = puzzle.as_str().ok_or(RecordError::PuzzleNotText)?;
    let givens = parse_line_kind(text).map_err(RecordError::Puzzle)?;
    let rules = match rules {
        None | Some(Value::Null) => Rules::classic(),
        Some(r) => Rules::deserialize(r).map_err(|e| RecordError::Rules(e.to_string()))?,
    };
    Ok(Puzzle { givens, rules })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const LINE: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    #[test]
    fn records_read_as_their_puzzle_and_rules() {
        let classic = read_record(&json!({"puzzle": LINE, "status": "unique", "count": 1}));
        let p = classic.unwrap().unwrap();
        assert!(p.rules.is_classic());
        assert_eq!(p.givens.to_string().replace('0', "."), LINE);
        let variant = json!({
            "puzzle": LINE,
            "rules": {"layout": "boxes", "constraints": [{"anti_knight": null}]},
            "status": "unique",
        });
        let p = read_record(&variant).unwrap().unwrap();
        assert_eq!(p.rules.constraints().len(), 1);
        assert!(read_record(&json!({"size": 9, "grid": []})).is_none());
        assert_eq!(
            read_record(&json!({"puzzle": 5})).unwrap().unwrap_err(),
            RecordError::PuzzleNotText
        );
        let bad =
            json!({"puzzle": LINE, "rules": {"constraints": [{"thermo": {"cells": ["r1c1"]}}]}});
        let err = read_record(&bad).unwrap().unwrap_err().to_string();
        assert!(
            err.starts_with(
                "\"rules\": constraint 1 (thermometer from r1c1): needs at least 2 cells"
            ),
            "{err}"
        );
    }
}
