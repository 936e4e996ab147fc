//! A comma-separated list of the simple kinds of rules, those without parameters
//! (`x,anti-knight`): what a command line's `--rules` adds to classic givens.

use crate::rules::kinds::*;
use crate::rules::{Constraint, Puzzle, RulesError};

/// The names a list may use, each with what it adds. The first name of each kind is
/// the one messages list; the others are accepted spellings.
const NAMES: &[(&[&str], &[Constraint])] = &[
    (
        &["x", "diagonals", "x-sudoku"],
        &[
            Constraint::Diagonal(Diagonal::Main),
            Constraint::Diagonal(Diagonal::Anti),
        ],
    ),
    (
        &["main-diagonal", "diagonal-"],
        &[Constraint::Diagonal(Diagonal::Main)],
    ),
    (
        &["anti-diagonal", "diagonal+"],
        &[Constraint::Diagonal(Diagonal::Anti)],
    ),
    (
        &["anti-knight", "antiknight"],
        &[Constraint::AntiKnight(AntiKnight)],
    ),
    (
        &["anti-king", "antiking"],
        &[Constraint::AntiKing(AntiKing)],
    ),
    (
        &["non-consecutive", "nonconsecutive"],
        &[Constraint::NonConsecutive(NonConsecutive)],
    ),
    (&["windoku", "hyper"], &[Constraint::Windoku(Windoku)]),
    (
        &["disjoint", "disjoint-groups", "disjointgroups"],
        &[Constraint::DisjointGroups(DisjointGroups)],
    ),
];

/// Why a rules list could not be applied.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RulesListError {
    /// A name that is not one of the simple kinds.
    #[error("unknown rule `{name}`; the rules without parameters are {}", known())]
    Unknown { name: String },
    /// An empty name (`x,,anti-king`).
    #[error("an empty rule name in `{list}`")]
    Empty { list: String },
    /// The rules that result are not valid (a kind given twice).
    #[error("{0}")]
    Invalid(RulesError),
}

/// The name of each simple kind, as messages and help list them: `x`, `main-diagonal`,
/// `anti-diagonal`, `anti-knight`, `anti-king`, `non-consecutive`, `windoku`,
/// `disjoint`.
pub fn rules_list_names() -> Vec<&'static str> {
    NAMES.iter().map(|(names, _)| names[0]).collect()
}

fn known() -> String {
    rules_list_names().join(", ")
}

/// Reads a comma-separated list of simple kinds (`x,anti-knight,windoku`; names are
/// case-insensitive, `_` is read as `-`) into the constraints they stand for.
///
/// ```
/// use nonet::format::parse_rules_list;
/// assert_eq!(parse_rules_list("x, anti-knight").unwrap().len(), 3);
/// assert_eq!(
///     parse_rules_list("x,teleport").unwrap_err().to_string(),
///     "unknown rule `teleport`; the rules without parameters are x, main-diagonal, \
///      anti-diagonal, anti-knight, anti-king, non-consecutive, windoku, disjoint"
/// );
/// ```
pub fn parse_rules_list(list: &str) -> Result<Vec<Constraint>, RulesListError> {
    let mut out = Vec::new();
    for item in list.split(',') {
        let name = item.trim().to_ascii_lowercase().replace('_', "-");
        if name.is_empty() {
            return Err(RulesListError::Empty {
                list: list.to_string(),
            });
        }
        let (_, constraints) = NAMES
            .iter()
            .find(|(names, _)| names.contains(&name.as_str()))
            .ok_or_else(|| RulesListError::Unknown {
                name: item.trim().to_string(),
            })?;
        out.extend(constraints.iter().cloned());
    }
    Ok(out)
}

/// `puzzle` with the rules of a list added (to classic givens, or to a variant's own
/// rules), checked: a kind given twice is an error.
///
/// ```
/// use nonet::format::apply_rules_list;
/// use nonet::rules::Puzzle;
/// let p = apply_rules_list(Puzzle::default(), "windoku,anti-king")?;
/// assert_eq!(p.rules.constraints().len(), 2);
/// let twice = apply_rules_list(p, "windoku").unwrap_err();
/// assert_eq!(twice.to_string(), "constraint 3 (windoku): is given twice");
/// # Ok::<(), nonet::format::RulesListError>(())
/// ```
pub fn apply_rules_list(puzzle: Puzzle, list: &str) -> Result<Puzzle, RulesListError> {
    let mut rules = puzzle.rules;
    for c in parse_rules_list(list)? {
        rules = rules.with(c).map_err(RulesListError::Invalid)?;
    }
    Ok(Puzzle {
        givens: puzzle.givens,
        rules,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads() {
        for (names, constraints) in NAMES {
            for name in *names {
                assert_eq!(
                    parse_rules_list(name).unwrap(),
                    constraints.to_vec(),
                    "{name}"
                );
                let upper = name.to_uppercase().replace('-', "_");
                assert_eq!(
                    parse_rules_list(&upper).unwrap(),
                    constraints.to_vec(),
                    "{upper}"
                );
            }
        }
    }

    #[test]
    fn bad_lists() {
        assert_eq!(
            parse_rules_list("x,,anti-king").unwrap_err().to_string(),
            "an empty rule name in `x,,anti-king`"
        );
        assert!(matches!(
            apply_rules_list(Puzzle::default(), "x,diagonals"),
            Err(RulesListError::Invalid(_))
        ));
    }
}
