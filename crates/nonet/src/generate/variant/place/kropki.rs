//! Kropki dots: white between consecutive digits, black between a digit and its
//! double, read off the solution; with the negative rule, every dot it has.

use std::ops::RangeInclusive;

use super::pairs;
use crate::generate::variant::spec::Variant;
use crate::grid::Grid;
use crate::rng::Rng;
use crate::rules::Constraint;
use crate::rules::kinds::{KropkiColor, KropkiDot, KropkiNegative};

/// How many dots a puzzle without the negative rule shows: a solution carries about 45
/// (a fifth of neighbour pairs are consecutive, a tenth in ratio 1:2), and puzzles in
/// print show a third to a half of them; with no negative rule an undotted pair says
/// nothing, so fewer dots would leave most of the work to givens.
const DOTS: RangeInclusive<usize> = 14..=24;

/// Kropki dots on `solution`: every dot it carries plus the negative rule for both
/// colours when `variant.negative`, else a random subset of them.
pub(super) fn place(solution: &Grid, variant: &Variant, rng: &mut Rng) -> Vec<Constraint> {
    let dots = pairs::signed_pairs(solution, |a, b| color(a, b, rng));
    let mut placed: Vec<Constraint> = pairs::shown(dots, variant.negative, &DOTS, rng)
        .into_iter()
        .map(|(cells, color)| Constraint::Kropki(KropkiDot { cells, color }))
        .collect();
    if variant.negative {
        placed.push(Constraint::KropkiNegative(KropkiNegative {
            white: true,
            black: true,
        }));
    }
    placed
}

/// The dot digits `a` and `b` carry, if any. A 1 beside a 2 fits both colours; either
/// dot exempts the pair from both negative rules (as on f-puzzles, see
/// [`KropkiNegative`]), so the colour is drawn at random, as setters use both.
fn color(a: u8, b: u8, rng: &mut Rng) -> Option<KropkiColor> {
    let white = KropkiColor::White.allows(a, b);
    let black = KropkiColor::Black.allows(a, b);
    match (white, black) {
        (true, true) if rng.below(2) == 0 => Some(KropkiColor::Black),
        (true, _) => Some(KropkiColor::White),
        (false, true) => Some(KropkiColor::Black),
        (false, false) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::variant::spec::{VariantKind, VariantKinds};
    use crate::rules::kinds::kropki::ordered;
    use crate::rules::{Layout, Rules, shape};
    use crate::solve::random_solved_grid;

    fn negative() -> Variant {
        Variant {
            negative: true,
            ..Variant::of(VariantKinds::CLASSIC.with(VariantKind::Kropki))
        }
    }

    /// Under the negative rule, the solution is a solution of the rules, and every pair
    /// whose digits are consecutive or in ratio 1:2 carries a dot.
    #[test]
    fn negative_rule_dots_every_pair_that_has_one() {
        for seed in 0..20 {
            let solution = random_solved_grid(seed);
            let placed = place(&solution, &negative(), &mut Rng::new(seed));
            let rules = Rules::new(Layout::Boxes, placed.clone()).unwrap();
            assert!(rules.is_solution(&solution), "seed {seed}");
            let dotted: Vec<_> = placed
                .iter()
                .filter_map(|c| match c {
                    Constraint::Kropki(d) => Some(ordered(d.cells)),
                    _ => None,
                })
                .collect();
            for (a, b) in shape::orthogonal_pairs() {
                let (x, y) = (
                    shape::value(&solution, a).unwrap(),
                    shape::value(&solution, b).unwrap(),
                );
                let has_dot = x.abs_diff(y) == 1 || x == 2 * y || y == 2 * x;
                assert_eq!(dotted.contains(&(a, b)), has_dot, "{a}-{b}: {x}, {y}");
            }
        }
    }

    #[test]
    fn without_the_negative_rule_a_subset_is_shown() {
        let classic = Variant::of(VariantKinds::CLASSIC.with(VariantKind::Kropki));
        for seed in 0..20 {
            let solution = random_solved_grid(seed);
            let placed = place(&solution, &classic, &mut Rng::new(seed));
            assert!(
                DOTS.contains(&placed.len()),
                "seed {seed}: {}",
                placed.len()
            );
            assert!(placed.iter().all(|c| matches!(c, Constraint::Kropki(_))));
        }
    }

    #[test]
    fn one_and_two_take_either_colour() {
        let mut rng = Rng::new(5);
        let colors: Vec<_> = (0..20).map(|_| color(1, 2, &mut rng)).collect();
        assert!(colors.contains(&Some(KropkiColor::White)));
        assert!(colors.contains(&Some(KropkiColor::Black)));
        assert_eq!(color(3, 4, &mut rng), Some(KropkiColor::White));
        assert_eq!(color(8, 4, &mut rng), Some(KropkiColor::Black));
        assert_eq!(color(3, 5, &mut rng), None);
    }
}
