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

mod allowed;
mod arrow;
mod between;
mod cages;
mod contradiction;
mod dot_chain;
mod entropic;
mod even_odd;
mod fill;
mod given_candidates;
mod group_sums;
mod house_combinations;
mod innies_outies;
mod killer;
mod kropki;
mod line;
mod little_killer;
mod memo;
mod negative;
mod non_consecutive;
mod palindrome;
#[cfg(test)]
mod probe;
mod quadruple;
mod region_sum;
mod relation;
mod renban;
mod row;
mod sandwich;
mod skyscraper;
mod support;
#[cfg(test)]
pub(crate) mod testing;
mod thermo;
mod weighted_sum;
mod whispers;
mod whole;
mod witness;
mod x_sum;
mod xv;
mod zipper;

use super::board::Board;
use super::pattern::Reasoning;
use super::technique::Technique;
use crate::grid::{Candidates, Cell, Digit};
use crate::rules::{Constraint, each_kind};

pub(crate) use arrow::find as find_arrows;
pub(crate) use between::find as find_between;
pub(crate) use contradiction::find as find_contradictions;
pub use contradiction::trial_ladder;
pub(crate) use dot_chain::find as find_dot_chains;
pub(crate) use entropic::find as find_entropic;
pub(crate) use even_odd::find as find_even_odd;
pub(crate) use given_candidates::find as find_given_candidates;
pub(crate) use house_combinations::find as find_house_combinations;
pub(crate) use innies_outies::find as find_innies_outies;
pub(crate) use killer::find as find_killer_cages;
pub(crate) use kropki::{find_dots as find_kropki_dots, find_negative as find_kropki_negative};
pub(crate) use little_killer::find as find_little_killers;
pub(crate) use non_consecutive::find as find_non_consecutive;
pub(crate) use palindrome::find as find_palindrome;
pub(crate) use quadruple::find as find_quadruples;
pub(crate) use region_sum::find as find_region_sums;
pub(crate) use renban::find as find_renban;
pub(crate) use sandwich::find as find_sandwich;
pub(crate) use skyscraper::find as find_skyscraper_clues;
pub(crate) use thermo::find as find_thermometers;
pub(crate) use whispers::find as find_whispers;
pub(crate) use x_sum::find as find_x_sum;
pub(crate) use xv::{find as find_xv_signs, find_negative as find_xv_negative};
pub(crate) use zipper::find as find_zipper;

/// The logic layer's piece of a constraint kind: the techniques that reason about it.
pub(crate) trait Reasoned {
    /// The techniques whose finders read constraints of this kind; empty when the
    /// kind's groups and peers say its whole rule (diagonals, windows, anti-knight),
    /// which the generic techniques already read.
    const TECHNIQUES: &'static [Technique];

    /// The relations between two cells the constraint imposes (a dot's, a
    /// thermometer's neighbours', a two-cell cage's), which the generic forcing chains
    /// follow as links: a digit in one cell rules out the other's digits it does not
    /// allow. None by default: a constraint over more cells says more than its pairs.
    fn pairs(&self, _out: &mut Vec<Pair>) {}
}

fn techniques_of<K: Reasoned>(_: &K) -> &'static [Technique] {
    K::TECHNIQUES
}

fn pairs_of<K: Reasoned>(k: &K, out: &mut Vec<Pair>) {
    k.pairs(out);
}

/// A relation between two cells: when `a` holds digit d, `b` holds one of
/// `allowed[d - 1]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Pair {
    pub(crate) a: Cell,
    pub(crate) b: Cell,
    pub(crate) allowed: [Candidates; 9],
}

impl Pair {
    /// The relation `ok(digit of a, digit of b)` between `a` and `b`.
    pub(crate) fn new(a: Cell, b: Cell, ok: impl Fn(Digit, Digit) -> bool) -> Pair {
        Pair {
            a,
            b,
            allowed: Digit::ALL.map(|da| Digit::ALL.into_iter().filter(|&db| ok(da, db)).collect()),
        }
    }

    /// The same relation seen from `b`.
    pub(crate) fn reversed(self) -> Pair {
        Pair {
            a: self.b,
            b: self.a,
            allowed: Digit::ALL.map(|db| {
                Digit::ALL
                    .into_iter()
                    .filter(|da| self.allowed[da.index()].contains(db))
                    .collect()
            }),
        }
    }
}

/// The pairs of every constraint of `board`, each seen from both cells, listed by the
/// cell they start from: what a digit in that cell rules out in the other.
pub(crate) fn pairs_by_cell(board: &Board) -> Vec<Vec<Pair>> {
    let mut all = Vec::new();
    for constraint in board.constraints() {
        each_kind!(constraint, k => pairs_of(k, &mut all));
    }
    negative::rule_pairs(board, &mut all);
    let mut by_cell = vec![Vec::new(); 81];
    for pair in all {
        by_cell[pair.a.index()].push(pair);
        by_cell[pair.b.index()].push(pair.reversed());
    }
    by_cell
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
    if let Some(first) = reasoning.at.or(reasoning.cells.first()) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&format!("at {first}"));
    }
    let found = match technique {
        _ if reasoning.no_way => "no way of filling it fits its cells' candidates".to_string(),
        Technique::KillerCage => killer::found(reasoning),
        Technique::EvenOddCell => even_odd::found(reasoning),
        Technique::GivenCandidates => given_candidates::found(reasoning),
        Technique::WhiteKropkiDot => kropki::found_white(reasoning),
        Technique::BlackKropkiDot => kropki::found_black(reasoning),
        Technique::XvSign => xv::found(reasoning),
        Technique::NonConsecutive => non_consecutive::found(reasoning),
        Technique::NoWhiteDot => kropki::found_no_white(reasoning),
        Technique::NoBlackDot => kropki::found_no_black(reasoning),
        Technique::NoXvSign => xv::found_negative(reasoning),
        Technique::DotChain => dot_chain::found(reasoning),
        Technique::Thermometer => thermo::found(reasoning, false),
        Technique::SlowThermometer => thermo::found(reasoning, true),
        Technique::Quadruple => quadruple::found(reasoning),
        Technique::SkyscraperClue => skyscraper::found(reasoning),
        Technique::InniesOuties => innies_outies::found(reasoning),
        Technique::HouseCombinations => house_combinations::found(reasoning),
        Technique::LittleKiller => little_killer::found(reasoning),
        Technique::Arrow => arrow::found(reasoning),
        Technique::RegionSumLine => region_sum::found(reasoning),
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

    /// Every pair relation of every fixture's constraints holds in its published
    /// solution, seen from either cell, and some kinds give relations.
    #[test]
    fn pair_relations_hold_in_the_fixtures_solutions() {
        let mut checked = 0;
        for (puzzle, solution) in crate::logic::testing::variant_fixtures() {
            let board = Board::for_rules(&puzzle.givens, &puzzle.rules, solution);
            for (cell, pairs) in pairs_by_cell(&board).iter().enumerate() {
                for pair in pairs {
                    assert_eq!(pair.a.index(), cell);
                    let (Some(a), Some(b)) = (solution.get(pair.a), solution.get(pair.b)) else {
                        panic!("a solution is full")
                    };
                    assert!(pair.allowed[a.index()].contains(b), "{pair:?}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 500, "{checked} relations");
    }

    /// The constraint techniques, and only they and the trial that follows them, run on
    /// variant boards only.
    #[test]
    fn constraint_techniques_are_scoped_to_variants() {
        for row in REGISTRY {
            let scoped = matches!(row.scope, Scope::Constraints);
            let reads_constraints = row.family == Family::Constraint
                || row.technique == Technique::ConstraintContradiction;
            assert_eq!(reads_constraints, scoped, "{}", row.slug);
        }
    }
}
