//! The generic AIC, ALS, finned fish and aligned exclusion finders against the classic
//! ones: on a board whose topology is the classic one, each must send exactly the classic
//! steps, in its order (the finned fish: the same set of steps), on positions of the
//! hardest puzzles (`hardest_100.txt`), each walked with the basic techniques, AIC and
//! ALS-XZ until they are stuck, and (finned fish, aligned exclusion) on the boards of
//! Sudoku Explainer's paths.

use std::ops::ControlFlow;
use std::sync::OnceLock;

use crate::logic::testing::{BASICS, grid, sent};
use crate::logic::{Board, Ladder, Sink, Technique};
use crate::rules::Topology;

type Find = fn(&Board, &mut Sink<'_>) -> ControlFlow<()>;

/// How many of the fixture's puzzles are walked (a debug build runs these tests).
const PUZZLES: usize = 100;

/// The positions: every board on each walk.
fn positions() -> &'static [Board] {
    static BOARDS: OnceLock<Vec<Board>> = OnceLock::new();
    BOARDS.get_or_init(|| {
        let text = include_str!("../../../../tests/fixtures/hardest_100.txt");
        let ladder = Ladder::only(BASICS.into_iter().chain([Technique::Aic, Technique::AlsXz]));
        let mut boards = Vec::new();
        for line in text.lines().filter(|l| !l.starts_with('#')).take(PUZZLES) {
            let mut board = Board::new(&grid(line.trim()));
            while let Some(step) = ladder.next_step(&board) {
                boards.push(board.clone());
                board.apply(&step);
            }
            boards.push(board);
        }
        boards
    })
}

/// `board` as a variant board whose topology is the classic one, with the same values
/// and candidates: the generic finders' input.
fn over_classic_topology(board: &Board) -> Board {
    let grid = board.to_grid();
    let mut variant = Board::for_variant(&grid, Topology::classic().clone(), grid);
    for cell in variant.empty_cells() {
        for d in variant.candidates(cell) - board.candidates(cell) {
            variant.eliminate(cell, d);
        }
    }
    assert_eq!(variant.all_candidates(), board.all_candidates());
    variant
}

/// Asserts that `generic` on the classic topology sends `classic`'s steps, and that
/// they fire on `least` positions or more.
fn assert_same(name: &str, generic: Find, classic: Find, least: usize) {
    assert_same_on(positions(), name, generic, classic, least);
}

/// [`assert_same`] on `boards`.
fn assert_same_on(boards: &[Board], name: &str, generic: Find, classic: Find, least: usize) {
    let mut fired = 0;
    for board in boards {
        let steps = sent(board, classic);
        assert_eq!(
            sent(&over_classic_topology(board), generic),
            steps,
            "{name} on {board:?}"
        );
        fired += usize::from(!steps.is_empty());
    }
    eprintln!("{name}: fired on {fired} of {} positions", boards.len());
    assert!(fired >= least, "{name} fired on {fired} positions only");
}

#[test]
fn aic_agrees_with_the_classic_finder() {
    assert_same(
        "AIC",
        crate::logic::groups::aic::find,
        crate::logic::chains::aic::find,
        20,
    );
}

#[test]
fn als_agree_with_the_classic_finders() {
    use crate::logic::als;
    use crate::logic::groups::als as generic;
    assert_same("ALS-XZ", generic::find_xz, als::als_xz::find, 20);
    assert_same(
        "ALS-XY-Wing",
        generic::find_xy_wing,
        als::als_xy_wing::find,
        10,
    );
    assert_same("ALS Chain", generic::find_chain, als::als_chain::find, 3);
    assert_same(
        "Death Blossom",
        generic::find_death_blossom,
        als::death_blossom::find,
        5,
    );
}

/// The explanations of the steps `find` sends on `board`, sorted.
fn sorted_explanations(
    board: &Board,
    find: impl FnOnce(&Board, &mut Sink<'_>) -> ControlFlow<()>,
) -> Vec<String> {
    let mut texts: Vec<String> = sent(board, find).iter().map(|s| s.explanation()).collect();
    texts.sort();
    texts
}

/// On rows against columns the generic finned fish's victims are the classic ones,
/// and it finds every classic finned fish; its order differs (families outside,
/// digits inside), so the steps are compared as sets. Positions: the hardest puzzles'
/// walks and the Sudoku Explainer paths' boards.
#[test]
fn finned_fish_agree_with_the_classic_finder() {
    use crate::logic::fish::finned_fish as classic;
    use crate::logic::groups::finned_fish as generic;
    let boards = positions()
        .iter()
        .chain(crate::logic::testing::agreement_boards());
    let mut fired = [0usize; 6];
    for board in boards {
        let variant = over_classic_topology(board);
        for (k, (size, sashimi)) in [
            (2, false),
            (2, true),
            (3, false),
            (3, true),
            (4, false),
            (4, true),
        ]
        .into_iter()
        .enumerate()
        {
            let a = sorted_explanations(&variant, |b, s| generic::find(b, size, sashimi, s));
            let b = sorted_explanations(board, |b, s| classic::find(b, size, sashimi, s));
            assert_eq!(a, b, "size {size}, sashimi {sashimi} on {board:?}");
            fired[k] += usize::from(!a.is_empty());
        }
    }
    eprintln!("finned fish fired: {fired:?}");
    assert!(fired.iter().all(|&n| n >= 5), "{fired:?}");
}

/// Aligned exclusion is Sudoku Explainer's, so it is checked on the boards of SE's
/// paths (the hardest puzzles' walks leave it nothing: AIC and ALS-XZ come first).
#[test]
fn aligned_exclusion_agrees_with_the_classic_finder() {
    use crate::logic::exclusion::aligned as classic;
    use crate::logic::groups::aligned_exclusion as generic;
    let boards = crate::logic::testing::agreement_boards();
    assert_same_on(
        boards,
        "Aligned Pair Exclusion",
        |b, s| generic::find(b, 2, s),
        |b, s| classic::find(b, 2, s),
        10,
    );
    assert_same_on(
        boards,
        "Aligned Triplet Exclusion",
        |b, s| generic::find(b, 3, s),
        |b, s| classic::find(b, 3, s),
        10,
    );
}
