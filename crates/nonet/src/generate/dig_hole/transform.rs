//! The dig-hole specification's equivalent propagation: random transformations applied to the dug
//! puzzle (and its solution) that keep it valid, unique and of the same logical
//! difficulty, so that one terminal pattern and one sequence do not always leave the
//! same shape of givens.
//!
//! The seed draws 1 to 5 transformations among digit swap, column swap within a
//! stack, stack swap and a 90-degree rotation, and notes that row swaps and band swaps
//! belong with them; all six are drawn here, with equal chances.

use crate::grid::{Cell, Digit, Grid};
use crate::rng::Rng;

/// One equivalence transformation. Indices are 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Transform {
    /// Exchange every `a` with every `b`.
    DigitSwap { a: Digit, b: Digit },
    /// Exchange two columns of one stack.
    ColumnSwap { a: u8, b: u8 },
    /// Exchange two rows of one band.
    RowSwap { a: u8, b: u8 },
    /// Exchange two stacks (column blocks).
    StackSwap { a: u8, b: u8 },
    /// Exchange two bands (row blocks).
    BandSwap { a: u8, b: u8 },
    /// Rotate the grid a quarter turn clockwise: (r, c) takes the value of (8-c, r).
    Rotate90,
}

/// The dig-hole specification's most transformations per puzzle (`random.randint(1, 5)`).
pub(super) const MAX_TRANSFORMS: usize = 5;

/// The dig-hole specification's `apply_random_propagation` draw: 1 to 5 random transformations.
pub(super) fn random_transforms(rng: &mut Rng) -> Vec<Transform> {
    let n = 1 + rng.index(MAX_TRANSFORMS);
    (0..n).map(|_| random_transform(rng)).collect()
}

fn random_transform(rng: &mut Rng) -> Transform {
    let mut pair = |n: u32| {
        let a = rng.below(n) as u8;
        let b = (a + 1 + rng.below(n - 1) as u8) % n as u8;
        (a, b)
    };
    match pair(6).0 {
        0 => {
            let (a, b) = pair(9);
            Transform::DigitSwap {
                a: Digit::from_index(a.into()),
                b: Digit::from_index(b.into()),
            }
        }
        kind @ (1 | 2) => {
            let block = pair(3).0;
            let (a, b) = pair(3);
            let (a, b) = (block * 3 + a, block * 3 + b);
            if kind == 1 {
                Transform::ColumnSwap { a, b }
            } else {
                Transform::RowSwap { a, b }
            }
        }
        3 => {
            let (a, b) = pair(3);
            Transform::StackSwap { a, b }
        }
        4 => {
            let (a, b) = pair(3);
            Transform::BandSwap { a, b }
        }
        _ => Transform::Rotate90,
    }
}

impl Transform {
    /// The grid with this transformation applied.
    pub fn apply(self, grid: &Grid) -> Grid {
        let v = grid.values();
        let mut out = [0u8; 81];
        match self {
            Transform::DigitSwap { a, b } => {
                for (o, &x) in out.iter_mut().zip(v) {
                    *o = if x == a.get() {
                        b.get()
                    } else if x == b.get() {
                        a.get()
                    } else {
                        x
                    };
                }
            }
            _ => {
                for cell in Cell::all() {
                    out[cell.index()] = v[self.source(cell).index()];
                }
            }
        }
        Grid::from_values(out).unwrap_or(*grid)
    }

    /// The cell whose value lands on `cell` (the identity for a digit swap).
    fn source(self, cell: Cell) -> Cell {
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
        let swap_block = |x: u8, a: u8, b: u8| swap(x / 3, a, b) * 3 + x % 3;
        let (r, c) = match self {
            Transform::DigitSwap { .. } => (r, c),
            Transform::ColumnSwap { a, b } => (r, swap(c, a, b)),
            Transform::RowSwap { a, b } => (swap(r, a, b), c),
            Transform::StackSwap { a, b } => (r, swap_block(c, a, b)),
            Transform::BandSwap { a, b } => (swap_block(r, a, b), c),
            Transform::Rotate90 => (8 - c, r),
        };
        Cell::from_index(usize::from(r * 9 + c))
    }
}

/// `grid` with `transforms` applied in order.
pub(super) fn apply_all(transforms: &[Transform], grid: &Grid) -> Grid {
    transforms.iter().fold(*grid, |g, t| t.apply(&g))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::{count_solutions, random_solved_grid};

    #[test]
    fn transforms_map_solutions_to_solutions_and_keep_uniqueness() {
        let mut rng = Rng::new(2);
        let puzzle: Grid =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
                .parse()
                .unwrap();
        let solution = crate::solve::first_solution(&puzzle.into()).unwrap();
        for _ in 0..200 {
            let t = random_transform(&mut rng);
            let (p, s) = (t.apply(&puzzle), t.apply(&solution));
            assert!(s.solves(&p), "{t:?}");
            assert_eq!(p.filled_count(), puzzle.filled_count());
            assert_eq!(count_solutions(&p.into(), 2), 1, "{t:?}");
        }
    }

    #[test]
    fn each_transform_moves_what_it_says() {
        let g = random_solved_grid(4);
        let at = |g: &Grid, r: u8, c: u8| g.get(Cell::at(r, c).unwrap()).unwrap();
        let rot = Transform::Rotate90.apply(&g);
        assert_eq!(
            at(&rot, 0, 8),
            at(&g, 0, 0),
            "the top-left corner turns to the top right"
        );
        let cols = Transform::ColumnSwap { a: 3, b: 5 }.apply(&g);
        assert_eq!(
            (at(&cols, 2, 3), at(&cols, 2, 5)),
            (at(&g, 2, 5), at(&g, 2, 3))
        );
        let bands = Transform::BandSwap { a: 0, b: 2 }.apply(&g);
        assert_eq!(at(&bands, 1, 4), at(&g, 7, 4));
        let (one, two) = (Digit::new(1).unwrap(), Digit::new(2).unwrap());
        let digits = Transform::DigitSwap { a: one, b: two }.apply(&g);
        let first_one = g
            .filled_cells()
            .iter()
            .find(|&c| g.get(c) == Some(one))
            .unwrap();
        assert_eq!(digits.get(first_one), Some(two));
        let four = apply_all(&[Transform::Rotate90; 4], &g);
        assert_eq!(four, g, "four quarter turns are the identity");
    }

    #[test]
    fn draws_are_one_to_five_valid_transforms_of_every_kind() {
        let mut rng = Rng::new(8);
        let mut kinds = std::collections::HashSet::new();
        for _ in 0..300 {
            let ts = random_transforms(&mut rng);
            assert!((1..=MAX_TRANSFORMS).contains(&ts.len()));
            for t in ts {
                match t {
                    Transform::ColumnSwap { a, b } | Transform::RowSwap { a, b } => {
                        assert!(a != b && a / 3 == b / 3 && b < 9, "{t:?}")
                    }
                    Transform::StackSwap { a, b } | Transform::BandSwap { a, b } => {
                        assert!(a != b && a < 3 && b < 3)
                    }
                    Transform::DigitSwap { a, b } => assert_ne!(a, b),
                    Transform::Rotate90 => {}
                }
                kinds.insert(std::mem::discriminant(&t));
            }
        }
        assert_eq!(kinds.len(), 6);
    }
}
