//! Signs between orthogonal neighbours (kropki dots, XV letters): the ones a solution
//! carries, and how many of them a puzzle shows.

use std::ops::RangeInclusive;

use super::pick;
use crate::grid::{Cell, Grid};
use crate::rng::Rng;
use crate::rules::shape;

/// Every pair of orthogonal neighbours that `sign` marks given their digits in
/// `solution`, with its sign, in grid order.
pub(super) fn signed_pairs<T>(
    solution: &Grid,
    mut sign: impl FnMut(u8, u8) -> Option<T>,
) -> Vec<([Cell; 2], T)> {
    shape::orthogonal_pairs()
        .filter_map(|(a, b)| {
            let (x, y) = (shape::value(solution, a)?, shape::value(solution, b)?);
            sign(x, y).map(|s| ([a, b], s))
        })
        .collect()
}

/// The signs a puzzle shows: all of them under the negative rule (a pair without a sign
/// then says it has none), else a random `count` of them (all when there are fewer),
/// kept in grid order.
pub(super) fn shown<T>(
    signs: Vec<T>,
    negative: bool,
    count: &RangeInclusive<usize>,
    rng: &mut Rng,
) -> Vec<T> {
    if negative {
        return signs;
    }
    let want = pick(rng, count).min(signs.len());
    let mut chosen: Vec<bool> = (0..signs.len()).map(|i| i < want).collect();
    rng.shuffle(&mut chosen);
    signs
        .into_iter()
        .zip(chosen)
        .filter_map(|(s, keep)| keep.then_some(s))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shown_takes_all_or_a_subset_in_order() {
        let signs: Vec<u32> = (0..30).collect();
        assert_eq!(
            shown(signs.clone(), true, &(5..=8), &mut Rng::new(1)),
            signs
        );
        let some = shown(signs.clone(), false, &(5..=8), &mut Rng::new(1));
        assert!((5..=8).contains(&some.len()), "{some:?}");
        assert!(some.windows(2).all(|w| w[0] < w[1]), "{some:?}");
        let few = shown(vec![1, 2], false, &(5..=8), &mut Rng::new(1));
        assert_eq!(few, vec![1, 2]);
    }
}
