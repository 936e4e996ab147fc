//! XV signs: X between digits summing to 10, V between digits summing to 5, read off
//! the solution; with the negative rule, every sign it has.

use std::ops::RangeInclusive;

use super::pairs;
use crate::generate::variant::spec::Variant;
use crate::grid::Grid;
use crate::rng::Rng;
use crate::rules::Constraint;
use crate::rules::kinds::{Xv, XvLetter, XvNegative};

/// How many signs a puzzle without the negative rule shows: a solution carries about 24
/// (a ninth of neighbour pairs sum to 10, an eighteenth to 5), and without the negative
/// rule a pair with no sign says nothing, so about half of them are shown.
const SIGNS: RangeInclusive<usize> = 8..=14;

/// XV signs on `solution`: every sign it carries plus the negative rule when
/// `variant.negative`, else a random subset of them.
pub(super) fn place(solution: &Grid, variant: &Variant, rng: &mut Rng) -> Vec<Constraint> {
    let signs = pairs::signed_pairs(solution, letter);
    let mut placed: Vec<Constraint> = pairs::shown(signs, variant.negative, &SIGNS, rng)
        .into_iter()
        .map(|(cells, letter)| Constraint::Xv(Xv { cells, letter }))
        .collect();
    if variant.negative {
        placed.push(Constraint::XvNegative(XvNegative));
    }
    placed
}

/// The letter digits `a` and `b` carry, if any (no pair sums to both 5 and 10).
fn letter(a: u8, b: u8) -> Option<XvLetter> {
    [XvLetter::X, XvLetter::V]
        .into_iter()
        .find(|l| a + b == l.total())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::variant::spec::{VariantKind, VariantKinds};
    use crate::rules::kinds::kropki::ordered;
    use crate::rules::{Layout, Rules, shape};
    use crate::solve::random_solved_grid;

    /// Under the negative rule, the solution is a solution of the rules, and every pair
    /// summing to 5 or 10 carries its letter.
    #[test]
    fn negative_rule_signs_every_pair_that_has_one() {
        let variant = Variant {
            negative: true,
            ..Variant::of(VariantKinds::CLASSIC.with(VariantKind::Xv))
        };
        for seed in 0..20 {
            let solution = random_solved_grid(seed);
            let placed = place(&solution, &variant, &mut Rng::new(seed));
            let rules = Rules::new(Layout::Boxes, placed.clone()).unwrap();
            assert!(rules.is_solution(&solution), "seed {seed}");
            assert!(placed.contains(&Constraint::XvNegative(XvNegative)));
            let signed: Vec<_> = placed
                .iter()
                .filter_map(|c| match c {
                    Constraint::Xv(s) => Some((ordered(s.cells), s.letter)),
                    _ => None,
                })
                .collect();
            for (a, b) in shape::orthogonal_pairs() {
                let sum = shape::value(&solution, a).unwrap() + shape::value(&solution, b).unwrap();
                let expected = match sum {
                    10 => Some(XvLetter::X),
                    5 => Some(XvLetter::V),
                    _ => None,
                };
                let found = signed.iter().find(|(p, _)| *p == (a, b)).map(|s| s.1);
                assert_eq!(found, expected, "{a}-{b}: sum {sum}");
            }
        }
    }

    #[test]
    fn without_the_negative_rule_a_subset_is_shown() {
        let classic = Variant::of(VariantKinds::CLASSIC.with(VariantKind::Xv));
        for seed in 0..20 {
            let solution = random_solved_grid(seed);
            let placed = place(&solution, &classic, &mut Rng::new(seed));
            assert!(
                SIGNS.contains(&placed.len()),
                "seed {seed}: {}",
                placed.len()
            );
            assert!(placed.iter().all(|c| matches!(c, Constraint::Xv(_))));
        }
    }
}
