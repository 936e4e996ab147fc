//! The constraint techniques: what a variant's constraints say beyond their groups and
//! peers (a cage's sum, a thermometer's order, a dot's relation), reasoned about on the
//! candidates of the cells they cover.
//!
//! Each kind of constraint has its steps in a file of its own here, beside the kind's
//! definition in `rules/kinds/`, and says which techniques reason about it through
//! [`Reasoned`], the logic layer's piece of the table of kinds (`kind_table!` in
//! `rules/constraint.rs`): a kind without an implementation fails to compile, and a
//! kind whose rule its groups and peers do not say whole must name at least one
//! technique (a test checks it). The techniques are rows of the registry like any
//! other, scoped to variant boards ([`Scope::Constraints`]), so a classic board skips
//! them without a look.
//!
//! A constraint step is whole: everything the constraint proves alone on the current
//! candidates at once (every candidate no way of filling it uses, and every digit it must
//! hold removed from the cells that see all its places for that digit), as
//! [`Support`] computes from the ways of filling the constraint that the kind's file
//! enumerates.
//!
//! [`Scope::Constraints`]: super::Scope::Constraints

mod between;
mod entropic;
mod fill;
mod killer;
mod line;
mod palindrome;
mod pending;
mod renban;
mod row;
mod sandwich;
mod support;
#[cfg(test)]
pub(crate) mod testing;
mod whispers;
mod whole;
mod witness;
mod x_sum;
mod zipper;

use super::board::Board;
use super::pattern::Reasoning;
use super::technique::Technique;
use crate::grid::Candidates;
use crate::rules::{Constraint, each_kind};

pub(crate) use between::find as find_between;
pub(crate) use entropic::find as find_entropic;
pub(crate) use killer::find as find_killer_cages;
pub(crate) use palindrome::find as find_palindrome;
pub(crate) use renban::find as find_renban;
pub(crate) use sandwich::find as find_sandwich;
pub(crate) use whispers::find as find_whispers;
pub(crate) use x_sum::find as find_x_sum;
pub(crate) use zipper::find as find_zipper;

/// The logic layer's piece of a constraint kind: the techniques that reason about it.
pub(crate) trait Reasoned {
    /// The techniques whose finders read constraints of this kind; empty when the
    /// kind's groups and peers say its whole rule (diagonals, windows, anti-knight),
    /// which the generic techniques already read.
    const TECHNIQUES: &'static [Technique];
}

fn techniques_of<K: Reasoned>(_: &K) -> &'static [Technique] {
    K::TECHNIQUES
}

/// The techniques that reason about `constraint` (none for a kind said whole by its
/// groups and peers, whose groups and peers the generic techniques read).
pub fn techniques(constraint: &Constraint) -> &'static [Technique] {
    each_kind!(constraint, k => techniques_of(k))
}

/// The board's constraints with their indices in the rules, for the finders of one
/// kind to pick theirs from.
pub(crate) fn indexed(board: &Board) -> impl Iterator<Item = (usize, &Constraint)> {
    board.constraints().iter().enumerate()
}

/// The pattern of a constraint step, in words: the constraint as the technique names
/// it (its clue and first cell), then what it found.
pub(crate) fn describe(technique: Technique, reasoning: &Reasoning) -> String {
    let mut out = String::new();
    if let Some(clue) = reasoning.clue {
        out.push_str(&clue.to_string());
    }
    if let Some(first) = reasoning.cells.first() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&format!("at {first}"));
    }
    let found = match technique {
        Technique::KillerCage => killer::found(reasoning),
        Technique::Renban => renban::found(reasoning),
        Technique::WhisperLine => whispers::found(reasoning),
        Technique::Palindrome => palindrome::found(reasoning),
        Technique::BetweenLine => between::found(reasoning),
        Technique::EntropicLine => entropic::found(reasoning),
        Technique::ZipperLine => zipper::found(reasoning),
        Technique::Sandwich => sandwich::found(reasoning),
        Technique::XSum => x_sum::found(reasoning),
        _ => String::new(),
    };
    if !found.is_empty() {
        out.push_str(": ");
        out.push_str(&found);
    }
    out
}

/// `1+5+9 or 2+4+9`: digit sets as sums, for the sentences of sum constraints.
pub(crate) fn sums(sets: &[Candidates]) -> String {
    sets.iter()
        .map(|set| {
            set.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("+")
        })
        .collect::<Vec<_>>()
        .join(" or ")
}

/// `9` or `4 and 9`: digits in words.
pub(crate) fn digits(set: Candidates) -> String {
    let names: Vec<String> = set.iter().map(|d| d.to_string()).collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::{Family, REGISTRY, Scope};
    use crate::rules::Rules;

    /// Every kind that its groups and peers do not say whole names a technique (a
    /// puzzle of that kind alone has a topology that is not whole), and only those:
    /// checked on each kind the variant fixtures hold, which is every kind.
    #[test]
    fn every_kind_beyond_groups_and_peers_has_a_technique() {
        let mut seen: Vec<&str> = Vec::new();
        for (puzzle, _) in crate::logic::testing::variant_fixtures() {
            for constraint in puzzle.rules.constraints() {
                if seen.contains(&constraint.name()) {
                    continue;
                }
                seen.push(constraint.name());
                let alone = Rules::classic()
                    .with(constraint.clone())
                    .expect("a fixture's constraint is valid alone");
                let whole = alone.topology().is_only_groups_and_peers();
                if pending::KINDS.contains(&constraint.name()) {
                    assert!(!whole, "{} is whole by groups and peers", constraint.name());
                    continue;
                }
                assert_eq!(
                    whole,
                    techniques(constraint).is_empty(),
                    "{}: whole by groups and peers: {whole}",
                    constraint.name(),
                );
            }
        }
        assert!(seen.len() >= 27, "kinds in the fixtures: {seen:?}");
    }

    /// The constraint techniques, and only they, run on variant boards only.
    #[test]
    fn constraint_techniques_are_scoped_to_variants() {
        for row in REGISTRY {
            let scoped = matches!(row.scope, Scope::Constraints);
            assert_eq!(row.family == Family::Constraint, scoped, "{}", row.slug);
        }
    }
}
