//! Whole-pipeline tests of [`generate`](super::generate).

use super::{DigHoleLevel, DigHoleOptions, generate};
use crate::rng::Rng;

/// An Evil puzzle from one seed, as the module's documentation describes it: in Evil's
/// givens range, rated Evil by the dig-hole scale, met rather than fallen back to.
#[test]
fn an_evil_puzzle_from_one_seed() {
    let mut rng = Rng::new(2024);
    let g = generate(&mut rng, DigHoleLevel::Evil, &DigHoleOptions::default()).unwrap();
    assert!((22..=27).contains(&g.givens));
    assert!(g.rating.search_count >= 100_000);
    assert_eq!(g.rating.level, DigHoleLevel::Evil);
    assert!(!g.fell_back);
    assert!(g.solution.solves(&g.puzzle));
}
