//! The rules each puzzle of a batch is worked under: its own, when it was read from a
//! variant format (ISS, f-puzzles), or for a classic line or block, classic rules plus
//! what `--rules` adds (`--rules x,anti-knight`).
//!
//! Every command hands the library a [`Puzzle`] and the library picks its path (the
//! classic bitboard search for classic rules); a classic line is a `Puzzle` with
//! classic rules, made without an allocation, and a variant is borrowed as read.

use std::borrow::Cow;

use nonet::format::{ReadPuzzle, parse_rules_list};
use nonet::rules::{Layout, Puzzle, Rules};

/// The puzzle a puzzle as read is worked as: `extra` is what `--rules` adds to classic
/// entries (variant formats carry their own rules, and it is not added to them).
pub fn puzzle_of<'a>(read: &'a ReadPuzzle, extra: Option<&Rules>) -> Cow<'a, Puzzle> {
    match (read, extra) {
        (ReadPuzzle::Classic(g), None) => Cow::Owned(Puzzle::classic(*g)),
        (ReadPuzzle::Classic(g), Some(rules)) => Cow::Owned(Puzzle {
            givens: *g,
            rules: rules.clone(),
        }),
        (ReadPuzzle::Variant(v), _) => Cow::Borrowed(&v.puzzle),
    }
}

/// The rules a record carries: none for classic rules, so that a classic record reads
/// as a plain grid's.
pub fn record_rules(puzzle: &Puzzle) -> Option<&Rules> {
    (!puzzle.rules.is_classic()).then_some(&puzzle.rules)
}

/// `--rules`: a comma-separated list of the rules without parameters, read once when
/// the command starts (an unknown name is a usage error, before any puzzle is read).
pub fn parse_rules_flag(list: &str) -> Result<Rules, String> {
    let constraints = parse_rules_list(list).map_err(|e| e.to_string())?;
    Rules::new(Layout::Boxes, constraints).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use nonet::format::read_puzzle;

    #[test]
    fn classic_entries_take_the_flag_and_variants_keep_their_own() {
        let x = parse_rules_flag("x").unwrap();
        let line = ".".repeat(81);
        let classic = ReadPuzzle::Classic(line.parse().unwrap());
        assert!(puzzle_of(&classic, None).rules.is_classic());
        assert_eq!(puzzle_of(&classic, Some(&x)).rules, x);

        let (cage, ..) = read_puzzle(".Cage~3~R1C1~R1C2").unwrap();
        let read = ReadPuzzle::Variant(Box::new(nonet::format::VariantPuzzle {
            puzzle: cage.clone(),
            metadata: Default::default(),
        }));
        assert_eq!(puzzle_of(&read, Some(&x)).rules, cage.rules);
        assert_eq!(cage.rules.name(), "killer cage");
        assert_eq!(x.name(), "diagonal");

        let (givens, ..) = read_puzzle(".~R1C1_5").unwrap();
        let read = ReadPuzzle::Variant(Box::new(nonet::format::VariantPuzzle {
            puzzle: givens,
            metadata: Default::default(),
        }));
        assert_eq!(record_rules(&puzzle_of(&read, None)), None);
    }

    #[test]
    fn a_bad_flag_says_what_is_wrong() {
        assert!(
            parse_rules_flag("x,teleport")
                .unwrap_err()
                .contains("unknown rule `teleport`")
        );
        assert!(
            parse_rules_flag("x,diagonals")
                .unwrap_err()
                .contains("given twice")
        );
    }
}
