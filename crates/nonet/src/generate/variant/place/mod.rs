//! Placing constraints on a solution: for each kind that draws clues on the grid
//! (thermometers, arrows, dots, lines, outside sums, parity marks), a placer in its own
//! file that picks shapes at random and reads their clues off the solution, so that
//! every constraint it returns holds on the solution by construction.
//!
//! A placer never decides uniqueness: the carving that follows keeps the puzzle
//! proper whatever the clues are. What a placer decides is how much the clues say
//! (how many, how long): the clues take the place of givens, and the defaults here
//! are what puzzles in print carry.

mod arrow;
mod even_odd;
mod kropki;
mod little_killer;
mod pairs;
mod palindrome;
mod renban;
mod sandwich;
mod thermo;
mod walk;
mod whispers;
mod xv;

use std::ops::RangeInclusive;

use super::spec::{Variant, VariantKind};
use crate::grid::Grid;
use crate::rng::Rng;
use crate::rules::Constraint;

/// A placer: the constraints of one kind placed on a solution, each holding on it.
type Placer = fn(&Grid, &Variant, &mut Rng) -> Vec<Constraint>;

/// The placer of `kind`, if it is placed on a solution: the one table of placed kinds,
/// which both [`place`] and [`is_placed`] read. The fixed rules (X, anti-knight and
/// the like), the jigsaw's regions and the killer's cages have none: they are not
/// clues read off a solution.
const fn placer(kind: VariantKind) -> Option<Placer> {
    Some(match kind {
        VariantKind::EvenOdd => |s, _, rng| even_odd::place(s, rng),
        VariantKind::Thermo => |s, _, rng| thermo::place(s, rng),
        VariantKind::Arrow => |s, _, rng| arrow::place(s, rng),
        VariantKind::Kropki => kropki::place,
        VariantKind::Xv => xv::place,
        VariantKind::LittleKiller => |s, _, rng| little_killer::place(s, rng),
        VariantKind::Sandwich => |s, _, rng| sandwich::place(s, rng),
        VariantKind::Renban => |s, _, rng| renban::place(s, rng),
        VariantKind::Whispers => |s, _, rng| whispers::place(s, rng),
        VariantKind::Palindrome => |s, _, rng| palindrome::place(s, rng),
        _ => return None,
    })
}

/// The constraints of `kind` placed on `solution`, each holding on it; empty for the
/// kinds that are not placed on a solution (see [`placer`]).
pub(super) fn place(
    kind: VariantKind,
    solution: &Grid,
    variant: &Variant,
    rng: &mut Rng,
) -> Vec<Constraint> {
    placer(kind).map_or_else(Vec::new, |place| place(solution, variant, rng))
}

/// Whether `kind` is drawn by [`place`] (rather than fixed, or drawn by the generator).
pub(super) const fn is_placed(kind: VariantKind) -> bool {
    placer(kind).is_some()
}

/// A uniform count in `range` (its start when the range is empty): how many clues or
/// lines a placer draws.
fn pick(rng: &mut Rng, range: &RangeInclusive<usize>) -> usize {
    let span = range.end().saturating_sub(*range.start());
    range.start() + rng.index(span + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::variant::VariantKinds;
    use crate::grid::Cell;
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

    /// The solution, carved down to `keep` random givens.
    fn carved(solution: &Grid, keep: usize, rng: &mut Rng) -> Grid {
        let mut cells: Vec<Cell> = Cell::all().collect();
        rng.shuffle(&mut cells);
        let mut givens = Grid::EMPTY;
        for &c in cells.iter().take(keep) {
            givens.set(c, solution.get(c));
        }
        givens
    }

    /// With the givens carved away, the placed constraints still let the solution solve
    /// the puzzle: a placer reads its clues off the full solution, not off the givens.
    #[test]
    fn placed_constraints_keep_the_solution_of_a_carved_puzzle() {
        for kind in VariantKind::ALL.into_iter().filter(|k| is_placed(*k)) {
            for seed in 0..10 {
                let solution = crate::solve::random_solved_grid(seed);
                for negative in [false, true] {
                    let variant = Variant {
                        negative,
                        ..Variant::of(VariantKinds::CLASSIC.with(kind))
                    };
                    let mut rng = Rng::new(seed);
                    let placed = place(kind, &solution, &variant, &mut rng);
                    let givens = carved(&solution, 12, &mut rng);
                    assert_eq!(givens.filled_count(), 12);
                    let rules = Rules::new(Layout::Boxes, placed).expect("valid rules");
                    assert!(rules.solves(&solution, &givens), "{kind} (seed {seed})");
                    assert!(rules.violations(&givens).is_empty(), "{kind} (seed {seed})");
                }
            }
        }
    }
}
