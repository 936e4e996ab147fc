//! The generic finders against the classic ones: on a classic board the topology's
//! groups are the 27 houses, so each generic finder must conclude exactly what its
//! classic counterpart concludes, on every board Sudoku Explainer's loop passes
//! through (and those boards with candidates removed at random).

use std::collections::BTreeSet;
use std::ops::ControlFlow;

use super::{intersections, singles, subsets};
use crate::logic::subsets as classic_subsets;
use crate::logic::testing::{agreement_boards, sent};
use crate::logic::{Board, Candidate, Sink, Step};
use crate::logic::{intersections as classic_intersections, singles as classic_singles};

type Find = fn(&Board, &mut Sink<'_>) -> ControlFlow<()>;

/// Every placement and elimination the steps conclude, tagged apart.
fn conclusions(steps: &[Step]) -> BTreeSet<(bool, Candidate)> {
    steps
        .iter()
        .flat_map(|s| {
            let p = s.placements.iter().map(|&c| (true, c));
            p.chain(s.eliminations.iter().map(|&c| (false, c)))
        })
        .collect()
}

fn assert_same(name: &str, generic: Find, classic: Find) {
    let mut fired = 0;
    for board in agreement_boards() {
        if board
            .empty_cells()
            .iter()
            .any(|c| board.candidates(c).is_empty())
        {
            continue;
        }
        let a = conclusions(&sent(board, generic));
        let b = conclusions(&sent(board, classic));
        assert_eq!(a, b, "{name} on {board:?}");
        fired += usize::from(!a.is_empty());
    }
    assert!(fired > 10, "{name} fired on {fired} boards only");
}

#[test]
fn singles_agree_with_the_classic_finders() {
    assert_same(
        "full house",
        singles::full_house,
        classic_singles::full_house::find,
    );
    assert_same(
        "hidden single",
        singles::hidden_single,
        classic_singles::hidden_single::find,
    );
}

#[test]
fn intersections_agree_with_the_classic_finders() {
    assert_same(
        "pointing",
        intersections::find_pointing,
        classic_intersections::locked::find_pointing,
    );
    assert_same(
        "claiming",
        intersections::find_claiming,
        classic_intersections::locked::find_claiming,
    );
}

#[test]
fn subsets_agree_with_the_classic_finders() {
    assert_same(
        "naked pair",
        |b, s| subsets::find_naked(b, 2, s),
        |b, s| classic_subsets::naked::find(b, 2, s),
    );
    assert_same(
        "naked triple",
        |b, s| subsets::find_naked(b, 3, s),
        |b, s| classic_subsets::naked::find(b, 3, s),
    );
    assert_same(
        "hidden pair",
        |b, s| subsets::find_hidden(b, 2, s),
        |b, s| classic_subsets::hidden::find(b, 2, s),
    );
    assert_same(
        "hidden triple",
        |b, s| subsets::find_hidden(b, 3, s),
        |b, s| classic_subsets::hidden::find(b, 3, s),
    );
}

mod aic_relations;
mod chains;
mod medusa;
mod turbot;
mod wing_positions;
mod wings;
