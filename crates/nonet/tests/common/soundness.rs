//! The soundness check of every logic test. The library's unit tests include this file
//! too (from `src/logic/testing.rs`), so it names the engine's types through the module
//! that includes it.

use super::{Board, Grid, Step};

/// Panics unless `step`, found on `board`, agrees with `solution`: it concludes
/// something, places only solution digits in empty cells, and removes only candidates
/// the board still has and the solution does not hold.
pub fn assert_sound(board: &Board, solution: &Grid, step: &Step) {
    let at = || format!("{}: {}", board.to_grid(), step.explanation());
    assert!(step.is_productive(), "an empty step on {}", at());
    for p in &step.placements {
        assert!(
            board.value(p.cell).is_none(),
            "places a filled cell on {}",
            at()
        );
        assert_eq!(
            solution.get(p.cell),
            Some(p.digit),
            "places a wrong digit on {}",
            at()
        );
    }
    for e in &step.eliminations {
        assert!(
            board.has(e.cell, e.digit),
            "removes a candidate that is gone on {}",
            at()
        );
        assert_ne!(
            solution.get(e.cell),
            Some(e.digit),
            "eliminates a solution digit on {}",
            at()
        );
    }
}
