//! The rules each puzzle of a batch is worked under: its own, when it was read from a
//! variant format (ISS, f-puzzles), or for a classic line or block, classic rules plus
//! what `--rules` adds (`--rules x,anti-knight`).
//!
//! Classic puzzles without `--rules` stay plain grids, so that they keep the classic
//! fast path at no cost; so does a variant-format puzzle whose rules are classic (an
//! ISS string of givens alone).

use std::borrow::Cow;

use nonet::Grid;
use nonet::format::{ReadPuzzle, parse_rules_list};
use nonet::rules::{Layout, Puzzle, Rules};

/// What a puzzle is worked as.
#[derive(Debug)]
pub enum Work<'a> {
    /// Classic givens under classic rules.
    Classic(&'a Grid),
    /// Givens under rules that are not classic.
    Variant(Cow<'a, Puzzle>),
}

impl Work<'_> {
    /// The rules, when they are not classic.
    pub fn rules(&self) -> Option<&Rules> {
        match self {
            Work::Classic(_) => None,
            Work::Variant(p) => Some(&p.rules),
        }
    }

    /// The givens.
    pub fn givens(&self) -> &Grid {
        match self {
            Work::Classic(g) => g,
            Work::Variant(p) => &p.givens,
        }
    }
}

/// How a puzzle as read is worked: `extra` is what `--rules` adds to classic entries
/// (variant formats carry their own rules, and it is not added to them).
pub fn work_of<'a>(read: &'a ReadPuzzle, extra: Option<&Rules>) -> Work<'a> {
    match (read, extra) {
        (ReadPuzzle::Classic(g), None) => Work::Classic(g),
        (ReadPuzzle::Classic(g), Some(rules)) => Work::Variant(Cow::Owned(Puzzle {
            givens: *g,
            rules: rules.clone(),
        })),
        (ReadPuzzle::Variant(v), _) if v.puzzle.rules.is_classic() => {
            Work::Classic(&v.puzzle.givens)
        }
        (ReadPuzzle::Variant(v), _) => Work::Variant(Cow::Borrowed(&v.puzzle)),
    }
}

/// `--rules`: a comma-separated list of the rules without parameters, read once when
/// the command starts (an unknown name is a usage error, before any puzzle is read).
pub fn parse_rules_flag(list: &str) -> Result<Rules, String> {
    let constraints = parse_rules_list(list).map_err(|e| e.to_string())?;
    Rules::new(Layout::Boxes, constraints).map_err(|e| e.to_string())
}

/// The name of the rules in messages: the kinds of their constraints, in order and
/// once each (`killer cage`, `thermometer and kropki dot`), or `jigsaw`.
pub fn rules_name(rules: &Rules) -> String {
    let mut names: Vec<&str> = Vec::new();
    if matches!(rules.layout(), Layout::Jigsaw(_)) {
        names.push("jigsaw");
    }
    for c in rules.constraints() {
        if !names.contains(&c.name()) {
            names.push(c.name());
        }
    }
    match names.as_slice() {
        [] => "classic".to_string(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The message for a puzzle whose rules a command cannot take yet: `what` names what
/// it lacks ("human-style logic", "rating").
pub fn unavailable(what: &str, rules: &Rules) -> String {
    format!(
        "{what} for {} rules is not available yet; `nonet solve` and `nonet count` take it",
        rules_name(rules)
    )
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
        assert!(matches!(work_of(&classic, None), Work::Classic(_)));
        let with_x = work_of(&classic, Some(&x));
        assert_eq!(with_x.rules(), Some(&x));

        let (cage, ..) = read_puzzle(".Cage~3~R1C1~R1C2").unwrap();
        let read = ReadPuzzle::Variant(Box::new(nonet::format::VariantPuzzle {
            puzzle: cage.clone(),
            metadata: Default::default(),
        }));
        assert_eq!(work_of(&read, Some(&x)).rules(), Some(&cage.rules));
        assert_eq!(rules_name(&cage.rules), "killer cage");
        assert_eq!(rules_name(&x), "diagonal");

        let (givens, ..) = read_puzzle(".~R1C1_5").unwrap();
        let read = ReadPuzzle::Variant(Box::new(nonet::format::VariantPuzzle {
            puzzle: givens,
            metadata: Default::default(),
        }));
        assert!(matches!(work_of(&read, None), Work::Classic(_)));
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
