//! Equivalence transforms: seed 001's "equivalent propagation".
//!
//! Each transform maps a puzzle to another with the same structure, so uniqueness and
//! the logic needed to solve it survive (the brute-force search count of seed 002 does
//! not: it follows row-major order and digit order, which transforms change). Seed
//! 001 names four: swap two digits everywhere, swap two columns of a stack, swap two
//! stacks, turn the grid a quarter clockwise; and it notes rows and bands work the
//! same way, so nonet adds swaps of two rows of a band and of two bands.
//!
//! Under a symmetry only the transforms that map every orbit onto an orbit may run:
//! the givens' pattern then stays symmetric. Digit swaps always qualify; which of
//! the others do depends on the symmetry and is read off its orbits.

use super::symmetry::Orbits;
use crate::grid::{Cell, Digit, Grid};
use crate::rng::Rng;

/// The most transforms seed 001 applies in a row (`random.randint(1, 5)`).
pub const MAX_TRANSFORMS: u32 = 5;

/// How many draws a transform gets to find one that keeps the symmetry before that
/// step is skipped.
const DRAWS: u32 = 8;

/// One equivalence transform.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transform {
    /// Exchange two digits everywhere.
    SwapDigits(Digit, Digit),
    /// Exchange two columns (0-based) of the same stack.
    SwapColumns(u8, u8),
    /// Exchange two stacks (0-based).
    SwapStacks(u8, u8),
    /// Exchange two rows (0-based) of the same band.
    SwapRows(u8, u8),
    /// Exchange two bands (0-based).
    SwapBands(u8, u8),
    /// Turn the grid a quarter clockwise: (r, c) goes to (c, 8 - r).
    Rotate,
}

impl Transform {
    /// The cell where the value of `cell` goes (digit swaps move no cell).
    pub fn move_cell(self, cell: Cell) -> Cell {
        let (r, c) = (cell.row(), cell.col());
        let swap = |x: u8, a: u8, b: u8| {
            if x == a {
                b
            } else if x == b {
                a
            } else {
                x
            }
        };
        let swap_chute = |x: u8, a: u8, b: u8| swap(x / 3, a, b) * 3 + x % 3;
        let (r, c) = match self {
            Transform::SwapDigits(..) => (r, c),
            Transform::SwapColumns(a, b) => (r, swap(c, a, b)),
            Transform::SwapStacks(a, b) => (r, swap_chute(c, a, b)),
            Transform::SwapRows(a, b) => (swap(r, a, b), c),
            Transform::SwapBands(a, b) => (swap_chute(r, a, b), c),
            Transform::Rotate => (c, 8 - r),
        };
        Cell::from_index(usize::from(r) * 9 + usize::from(c))
    }

    /// The transformed grid.
    pub fn apply(self, grid: &Grid) -> Grid {
        let mut out = Grid::EMPTY;
        for cell in Cell::all() {
            let value = grid.get(cell).map(|d| match self {
                Transform::SwapDigits(a, b) if d == a => b,
                Transform::SwapDigits(a, b) if d == b => a,
                _ => d,
            });
            out.set(self.move_cell(cell), value);
        }
        out
    }

    /// Whether the transform maps every orbit onto an orbit, so that a pattern of
    /// whole orbits stays one.
    pub fn keeps(self, orbits: &Orbits) -> bool {
        orbits.sets().iter().all(|&orbit| {
            let image = orbit.iter().map(|c| self.move_cell(c)).collect();
            orbit
                .first()
                .is_some_and(|c| orbits.orbit_of(self.move_cell(c)) == image)
        })
    }

    /// A random transform of one of the six kinds, each kind equally likely.
    pub fn random(rng: &mut Rng) -> Transform {
        let pair = |rng: &mut Rng| {
            let a = rng.below(3) as u8;
            let b = (a + 1 + rng.below(2) as u8) % 3;
            (a, b)
        };
        match rng.below(6) {
            0 => {
                let a = rng.index(9);
                let b = (a + 1 + rng.index(8)) % 9;
                Transform::SwapDigits(Digit::from_index(a), Digit::from_index(b))
            }
            1 => {
                let chute = rng.below(3) as u8 * 3;
                let (a, b) = pair(rng);
                Transform::SwapColumns(chute + a, chute + b)
            }
            2 => {
                let (a, b) = pair(rng);
                Transform::SwapStacks(a, b)
            }
            3 => {
                let chute = rng.below(3) as u8 * 3;
                let (a, b) = pair(rng);
                Transform::SwapRows(chute + a, chute + b)
            }
            4 => {
                let (a, b) = pair(rng);
                Transform::SwapBands(a, b)
            }
            _ => Transform::Rotate,
        }
    }
}

/// Seed 001's `apply_random_propagation`: one to [`MAX_TRANSFORMS`] random
/// transforms, applied alike to the puzzle and its solution. Under a symmetry, a
/// transform that would break it is drawn again, up to eight times, and then skipped.
pub fn random_propagation(
    puzzle: &Grid,
    solution: &Grid,
    orbits: &Orbits,
    rng: &mut Rng,
) -> (Grid, Grid) {
    let (mut puzzle, mut solution) = (*puzzle, *solution);
    let count = 1 + rng.below(MAX_TRANSFORMS);
    for _ in 0..count {
        let found = (0..DRAWS)
            .map(|_| Transform::random(rng))
            .find(|t| t.keeps(orbits));
        if let Some(t) = found {
            puzzle = t.apply(&puzzle);
            solution = t.apply(&solution);
        }
    }
    (puzzle, solution)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::Symmetry;

    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn every_transform_keeps_a_solved_grid_solved() {
        let g: Grid = SOLVED.parse().unwrap();
        let mut rng = Rng::new(3);
        for _ in 0..200 {
            let t = Transform::random(&mut rng);
            let out = t.apply(&g);
            assert!(out.is_solved(), "{t:?}");
            assert_ne!(out, g, "{t:?}");
        }
    }

    #[test]
    fn rotation_follows_the_seed() {
        // Seed 001: new[r][c] = old[8 - c][r].
        let g: Grid = SOLVED.parse().unwrap();
        let out = Transform::Rotate.apply(&g);
        for r in 0..9 {
            for c in 0..9 {
                assert_eq!(
                    out.get(Cell::at(r, c).unwrap()),
                    g.get(Cell::at(8 - c, r).unwrap())
                );
            }
        }
    }

    #[test]
    fn which_transforms_keep_which_symmetry() {
        let none = Symmetry::None.orbits();
        let rot180 = Symmetry::Rot180.orbits();
        let diagonal = Symmetry::Diagonal.orbits();
        let horizontal = Symmetry::Horizontal.orbits();
        assert!(Transform::SwapColumns(0, 1).keeps(&none));
        assert!(!Transform::SwapColumns(0, 1).keeps(&rot180));
        assert!(Transform::SwapColumns(3, 5).keeps(&rot180));
        assert!(Transform::SwapStacks(0, 2).keeps(&rot180));
        assert!(Transform::Rotate.keeps(&rot180));
        assert!(!Transform::Rotate.keeps(&diagonal));
        assert!(!Transform::Rotate.keeps(&horizontal));
        assert!(Transform::SwapColumns(0, 1).keeps(&horizontal));
        assert!(!Transform::SwapRows(0, 1).keeps(&horizontal));
        let d = |v| Digit::new(v).unwrap();
        for sym in Symmetry::ALL {
            assert!(Transform::SwapDigits(d(1), d(2)).keeps(&sym.orbits()));
        }
    }

    #[test]
    fn propagation_keeps_symmetry_and_solution() {
        let solution: Grid = SOLVED.parse().unwrap();
        for sym in Symmetry::ALL {
            let orbits = sym.orbits();
            let mut puzzle = solution;
            for (i, &o) in orbits.sets().iter().enumerate() {
                if i % 2 == 0 {
                    for c in o {
                        puzzle.set(c, None);
                    }
                }
            }
            let mut rng = Rng::new(9);
            for _ in 0..20 {
                let (p, s) = random_propagation(&puzzle, &solution, &orbits, &mut rng);
                assert!(sym.holds_for(&p), "{sym}");
                assert!(s.is_solved() && s.solves(&p), "{sym}");
            }
        }
    }
}
