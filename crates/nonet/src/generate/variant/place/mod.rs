//! Placing constraints on a solution: for each kind that draws clues on the grid
//! (thermometers, arrows, dots, lines, outside sums, parity marks), a placer in its own
//! file that picks shapes at random and reads their clues off the solution, so that
//! every constraint it returns holds on the solution by construction.
//!
//! A placer never decides uniqueness: the carving that follows keeps the puzzle
//! proper whatever the clues are. What a placer decides is how much the clues say
//! (how many, how long): the clues take the place of givens, and the defaults here
//! are what puzzles in print carry.

mod even_odd;

use super::spec::{Variant, VariantKind};
use crate::grid::Grid;
use crate::rng::Rng;
use crate::rules::Constraint;

/// The constraints of `kind` placed on `solution`, each holding on it; empty for the
/// kinds that are not placed on a solution (the fixed rules such as X or anti-knight,
/// the jigsaw's regions and the killer's cages, which the generator draws itself).
pub(super) fn place(
    kind: VariantKind,
    solution: &Grid,
    variant: &Variant,
    rng: &mut Rng,
) -> Vec<Constraint> {
    let _ = variant;
    match kind {
        VariantKind::EvenOdd => even_odd::place(solution, rng),
        _ => Vec::new(),
    }
}

/// Whether `kind` is drawn by [`place`] (rather than fixed, or drawn by the generator).
pub(super) const fn is_placed(kind: VariantKind) -> bool {
    matches!(kind, VariantKind::EvenOdd)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Layout, Rules};

    /// Every placer's constraints hold on the solution they were read off, are valid
    /// rules, and are the same for the same seed.
    #[test]
    fn placed_constraints_hold_on_their_solution() {
        for kind in VariantKind::ALL.into_iter().filter(|k| is_placed(*k)) {
            for seed in 0..20 {
                let solution = crate::solve::random_solved_grid(seed);
                let variant = Variant::default();
                let placed = place(kind, &solution, &variant, &mut Rng::new(seed));
                assert!(!placed.is_empty(), "{kind}: nothing placed (seed {seed})");
                let again = place(kind, &solution, &variant, &mut Rng::new(seed));
                assert_eq!(placed, again, "{kind}: not reproducible");
                let rules = Rules::new(Layout::Boxes, placed)
                    .unwrap_or_else(|e| panic!("{kind} (seed {seed}): {e}"));
                assert!(rules.is_solution(&solution), "{kind} (seed {seed})");
            }
        }
    }
}
