//! The rating loop's fast path: the placements of Sudoku Explainer's first five
//! producers (full house and hidden single, direct pointing, direct hidden pair, naked
//! single, direct hidden triple) found from the board's masks, without building steps.
//! Most steps of most puzzles are these.

use crate::bits::indices;
use crate::grid::{Cell, Digit};
use crate::logic::order::BOX_COLUMN_ROW;
use crate::logic::registry::base_se;
use crate::logic::{Board, SeValue, Technique, info, intersections, singles, subsets};

/// The ratings of the first producer's hints, from the registry and the hidden single's
/// own file: a full house, a hidden single in a box, and in a row or column.
const FULL_HOUSE: SeValue = base_se(Technique::FullHouse);
const BOX_SINGLE: SeValue = singles::hidden_single::BOX_RATING;
const LINE_SINGLE: SeValue = base_se(Technique::HiddenSingle);

/// The number of empty cells of each house in [`BOX_COLUMN_ROW`] order, kept by the
/// rating loop as it places values, with the houses (bit i for `BOX_COLUMN_ROW[i]`)
/// that have exactly one empty cell and those that have more.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct EmptyCounts {
    counts: [u8; 27],
    last: u32,
    open: u32,
}

impl EmptyCounts {
    pub(super) fn of(board: &Board) -> EmptyCounts {
        let mut counts = EmptyCounts {
            counts: [0; 27],
            last: 0,
            open: 0,
        };
        for (i, &house) in BOX_COLUMN_ROW.iter().enumerate() {
            counts.counts[i] = board.empty_count(house) as u8;
            counts.update(i);
        }
        counts
    }

    /// `cell` was just filled.
    pub(super) fn filled(&mut self, cell: Cell) {
        let (r, c) = (usize::from(cell.row()), usize::from(cell.col()));
        for i in [3 * (r / 3) + c / 3, 9 + c, 18 + r] {
            self.counts[i] -= 1;
            self.update(i);
        }
    }

    /// Sets house `i`'s bits from its count, without a branch: which way a count goes
    /// is not predictable, and this runs three times per placed single.
    fn update(&mut self, i: usize) {
        let n = self.counts[i];
        self.last = self.last & !(1 << i) | u32::from(n == 1) << i;
        self.open = self.open & !(1 << i) | u32::from(n >= 2) << i;
    }
}

/// SE's first producer's hint (full house, then hidden single) without building a step: the
/// first full house in box, column, row order, else the first hidden single (houses in that
/// order, digits ascending), with its rating. Most steps of most puzzles are these, and the
/// rating loop takes this path before asking the producers.
///
/// `empty` tells the houses with one empty cell and those with more (see
/// [`EmptyCounts`]). A house's hidden singles are found at once: the digits whose
/// position mask has one bit.
///
/// `settled` holds houses (bit i for `BOX_COLUMN_ROW[i]`) known to have no hidden
/// single: a house scanned without one is added, and the caller removes the houses
/// whose positions change (those [`Board::place_changed`] returns, or all of them after
/// any other step). A hidden single is a property of one
/// house's position masks, so a house whose masks did not change since it was scanned
/// still has none, and the scan skips it: after a placement, usually most of the
/// houses before the one that had the single.
pub(super) fn first_single(
    board: &Board,
    empty: &EmptyCounts,
    settled: &mut u32,
) -> Option<(Cell, Digit, SeValue)> {
    for i in indices(empty.last) {
        let house = BOX_COLUMN_ROW[i];
        let open = board.empty_cells() & house.cell_set();
        let cell = open.first().expect("one empty cell");
        if let Some(d) = board.candidates(cell).single_digit() {
            return Some((cell, d, FULL_HOUSE));
        }
    }
    for i in indices(empty.open & !*settled) {
        let house = BOX_COLUMN_ROW[i];
        let pos = board.house_positions(house);
        let mut singles = 0u16;
        for (d, &p) in pos.iter().enumerate() {
            singles |= u16::from(p.is_power_of_two()) << d;
        }
        if singles == 0 {
            *settled |= 1 << i;
        } else {
            let d = singles.trailing_zeros() as usize;
            let cell = house.cells()[pos[d].trailing_zeros() as usize];
            let rating = if i < 9 { BOX_SINGLE } else { LINE_SINGLE };
            return Some((cell, Digit::from_index(d), rating));
        }
    }
    None
}

/// The houses of [`Board::place_changed`]'s mask (bit [`House::index`]: rows, columns,
/// boxes) in [`BOX_COLUMN_ROW`] order (boxes, columns, rows).
pub(super) fn box_column_row_bits(changed: u32) -> u32 {
    (changed & 0x1ff) << 18 | (changed & 0x1ff << 9) | changed >> 18
}

/// The hint of SE's second to fifth producers when the first has none, without building a
/// step: all of them place a digit. The rating loop asks this after [`first_single`], and
/// most puzzles that need anything beyond singles need only these.
///
/// Direct claiming (half of the second producer) is left out because it can never be the first
/// hint once [`first_single`] and direct pointing found nothing. Say column L holds
/// digit d only in box B (at least two places), and column T of B's stack holds d in
/// at least two places, exactly one of them, X, outside B, in box B'. Let U be the
/// stack's third column and B'' its third box. Neither L nor T can hold d in B'' (L's
/// places are all in B, T's only outside place is X), and d is not placed in L or T
/// (they still have places). So either
/// - d is placed in B'', in column U: then in B' d is not in L, not in U (the placed d
///   removed it), and in T only at X, so X is B''s only place: a hidden single, or a
///   full house if X is B''s last empty cell; or
/// - d has places in B'', all in column U: one place is a hidden single (or full
///   house); two or more lock d in U. Then B' holds d at X, which is outside U, and
///   maybe in U: if only at X, a hidden single; else X is its one place outside U, a
///   direct pointing of B'' on U.
///
/// Rows and bands alike. The third case, d neither placed in B'' nor open there, is a
/// board without solution, which a proper puzzle never reaches: every step applied is
/// sound. ("Full house" needs X's only candidate to be d: a placement removes its digit
/// from every peer, so the last empty cell of a house holds at most the missing digit.)
///
/// Every hint of those producers is rated by its technique alone.
pub(super) fn first_direct(board: &Board) -> Option<(Cell, Digit, SeValue)> {
    let rated = |technique: Technique| move |(cell, d)| (cell, d, info(technique).se);
    if let Some(hint) = intersections::direct::first_pointing(board) {
        return Some(rated(Technique::DirectPointing)(hint));
    }
    if let Some(hint) = subsets::hidden::first_direct(board, 2) {
        return Some(rated(Technique::DirectHiddenPair)(hint));
    }
    if let Some(hint) = singles::naked_single::first(board) {
        return Some(rated(Technique::NakedSingle)(hint));
    }
    subsets::hidden::first_direct(board, 3).map(rated(Technique::DirectHiddenTriple))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::Finder;
    use crate::logic::se_order::first_hint;
    use crate::logic::{SE_PRODUCERS as PRODUCERS, SearchContext, Step};
    use crate::rate::se::next_hint;
    use std::ops::ControlFlow;

    /// The rating loop's shortcut, with the houses it settles as it goes, gives
    /// the first producer's own hint on every board of the rating paths of puzzles with and
    /// without singles at each step.
    #[test]
    fn first_single_is_producer_one() {
        let puzzles = [
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            ".................1..2..3.4.......2.5.1....6..3.4..7.......6.......15......7...82.",
            "..21698..16...34.2.834.29...3.....87.......94.................6.4..3......69.41..",
        ];
        let mut checked = 0;
        for p in puzzles {
            let mut board = Board::new(&p.parse().unwrap());
            let mut counts = EmptyCounts::of(&board);
            let mut settled = 0;
            while !board.is_solved() {
                let from_producer = first_of_producer(&PRODUCERS[0], &board);
                assert_eq!(counts, EmptyCounts::of(&board));
                let fast = first_single(&board, &counts, &mut settled);
                match (&from_producer, fast) {
                    (Some(step), Some((cell, d, rating))) => {
                        assert_eq!(step.placements.len(), 1);
                        assert_eq!(
                            (step.placements[0].cell, step.placements[0].digit),
                            (cell, d)
                        );
                        assert_eq!(step.rating, rating);
                        checked += 1;
                    }
                    (None, None) => {}
                    _ => panic!("{p}: producer {from_producer:?}, shortcut {fast:?}"),
                }
                let Some(step) = next_hint(&board) else { break };
                match fast {
                    Some((cell, d, _)) => {
                        settled &= !box_column_row_bits(board.place_changed(cell, d));
                        counts.filled(cell);
                    }
                    None => {
                        board.apply(&step);
                        counts = EmptyCounts::of(&board);
                        settled = 0;
                    }
                }
            }
        }
        assert!(checked > 100);
    }

    /// The first hint `producer` sends on `board`.
    fn first_of_producer(producer: &crate::logic::SeProducer, board: &Board) -> Option<Step> {
        first_hint(
            board,
            &mut SearchContext::new(),
            std::slice::from_ref(producer),
        )
    }

    /// The first hint `producer` sends on `board`.
    fn first_of(producer: Finder, board: &Board) -> Option<Step> {
        let mut found = None;
        let _ = producer.run(board, &mut SearchContext::new(), &mut |step| {
            found = Some(step);
            ControlFlow::Break(())
        });
        found
    }

    /// A placement as the fast paths give it.
    type Placement = (Cell, Digit);

    /// A step's one placement, as the fast paths give it.
    fn placement(step: &Step) -> Placement {
        assert_eq!(step.placements.len(), 1, "{}", step.explanation());
        (step.placements[0].cell, step.placements[0].digit)
    }

    /// Every board on SE's path (taken with the producers) of every fixture puzzle but
    /// the ten slowest, passed to `check`.
    fn for_each_path_board(mut check: impl FnMut(&str, &Board)) {
        for rated in crate::logic::testing::se_rated().filter(|r| !r.is_hardest()) {
            let puzzle = rated.puzzle;
            let mut board = Board::new(&puzzle.parse().expect("a fixture puzzle"));
            while !board.is_solved() {
                check(puzzle, &board);
                let Some(step) = next_hint(&board) else { break };
                board.apply(&step);
            }
        }
    }

    /// The mask-based first placements of direct pointing, direct hidden pair and
    /// triple and naked single are their finders' first steps, on every board of 290
    /// SE paths; where the first producer has nothing, [`first_direct`] is the second to
    /// fifth producers' hint.
    #[test]
    fn fast_direct_placements_are_the_finders_first() {
        use crate::logic::intersections::direct;
        use crate::logic::singles::naked_single;
        use crate::logic::subsets::hidden;
        let (mut boards, mut fired, mut direct_hints) = (0, [0; 4], 0);
        for_each_path_board(|puzzle, board| {
            boards += 1;
            let pairs: [(Option<Placement>, Option<Step>); 4] = [
                (
                    direct::first_pointing(board),
                    first_of(Finder::Board(direct::find_pointing), board),
                ),
                (
                    hidden::first_direct(board, 2),
                    first_of(Finder::Board(|b, s| hidden::find_direct(b, 2, s)), board),
                ),
                (
                    naked_single::first(board),
                    first_of(Finder::Board(naked_single::find), board),
                ),
                (
                    hidden::first_direct(board, 3),
                    first_of(Finder::Board(|b, s| hidden::find_direct(b, 3, s)), board),
                ),
            ];
            for (i, (fast, step)) in pairs.iter().enumerate() {
                assert_eq!(*fast, step.as_ref().map(placement), "{puzzle}: finder {i}");
                fired[i] += usize::from(fast.is_some());
            }
            if first_of_producer(&PRODUCERS[0], board).is_none() {
                let slow = first_hint(board, &mut SearchContext::new(), &PRODUCERS[1..5]);
                let fast = first_direct(board);
                assert_eq!(
                    fast,
                    slow.as_ref().map(|s| {
                        let (cell, d) = placement(s);
                        (cell, d, s.rating)
                    }),
                    "{puzzle}"
                );
                direct_hints += usize::from(fast.is_some());
            }
        });
        assert!(boards > 10_000, "{boards} boards");
        assert!(fired.iter().all(|&n| n > 20), "fired {fired:?}");
        assert!(direct_hints > 100, "{direct_hints} direct hints");
    }

    /// [`first_direct`]'s argument, checked: on every board of 290 SE paths where
    /// direct claiming has a hint, so does the first producer or direct pointing.
    #[test]
    fn direct_claiming_never_comes_first() {
        use crate::logic::intersections::direct;
        let mut claims = 0;
        for_each_path_board(|puzzle, board| {
            if first_of(Finder::Board(direct::find_claiming), board).is_some() {
                claims += 1;
                assert!(
                    first_of_producer(&PRODUCERS[0], board).is_some()
                        || first_of(Finder::Board(direct::find_pointing), board).is_some(),
                    "{puzzle}: {board:?}"
                );
            }
        });
        assert!(claims > 1000, "{claims} boards with a direct claiming");
    }
}
