//! Hidden Pair, Triple and Quad, and Sudoku Explainer's Direct Hidden Pair and Triple.
//!
//! **Pattern.** In a house, n digits (each with at least two places) have between them
//! exactly n places. **Eliminations.** Every other candidate of those n cells.
//! **Direct form.** The same set, when another digit then has exactly one place left
//! outside it: that digit is placed there, and only the placement is applied.
//! **Order.** Houses box, column, row; digit tuples in colex order; a house needs more
//! than 2n empty cells (more than n for the direct form), as in Sudoku Explainer.
//!
//! **Example.** In row 4, 3 and 7 can only go in r4c2 and r4c6: those two cells hold
//! nothing but 3 and 7.

use std::ops::ControlFlow;

use crate::bits::indices;
use crate::grid::{Candidates, Cell, Digit, House};
use crate::logic::order::{BOX_COLUMN_ROW, box_column_row, colex, tight_subsets};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// The technique of a hidden set of `size` (2, 3 or 4).
fn technique(size: u32) -> Technique {
    match size {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    }
}

/// Sends every hidden subset of `size` (2, 3 or 4) that eliminates something.
pub(crate) fn find(board: &Board, size: u32, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let technique = technique(size);
    for house in box_column_row() {
        if board.empty_count(house) <= 2 * size {
            continue;
        }
        // Digits that may join a set (two to `size` places: a digit of more can be in
        // none), ascending; colex order over this list is the colex order over all
        // eligible digits with the others skipped.
        let mut digits = [Digit::from_index(0); 9];
        let mut masks = [0u16; 9];
        let mut len = 0;
        for d in Digit::ALL {
            let places = board.positions(house, d);
            if (2..=size).contains(&places.count_ones()) {
                digits[len] = d;
                masks[len] = places;
                len += 1;
            }
        }
        tight_subsets(&masks[..len], size, |chosen, places| {
            let set: Candidates = indices(chosen).map(|i| digits[i]).collect();
            // Other digits in the set's cells: nothing to eliminate, no step.
            let others = indices(u32::from(places))
                .any(|p| !(board.candidates(house.cells()[p]) - set).is_empty());
            if !others {
                return ControlFlow::Continue(());
            }
            sink(hidden_step(board, technique, house, set, places))
        })?;
    }
    ControlFlow::Continue(())
}

/// Sends every direct hidden pair or triple (`size` 2 or 3): a hidden set that leaves
/// another digit a single place in the house.
pub(crate) fn find_direct(board: &Board, size: u32, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let technique = if size == 2 {
        Technique::DirectHiddenPair
    } else {
        Technique::DirectHiddenTriple
    };
    for house in box_column_row() {
        if board.empty_count(house) <= size {
            continue;
        }
        sets(board, house, size, |digits, places| {
            let forced = Digit::ALL.into_iter().find_map(|w| {
                let pos = board.positions(house, w);
                let outside = pos & !places;
                (!digits.contains(w) && pos.count_ones() >= 2 && outside.count_ones() == 1)
                    .then(|| (w, outside.trailing_zeros() as usize))
            });
            match forced {
                Some((w, p)) => {
                    let cell = house.cells()[p];
                    let pattern = subset(board, house, digits, places);
                    sink(Step::new(technique, pattern).place(cell, w))
                }
                None => ControlFlow::Continue(()),
            }
        })?;
    }
    ControlFlow::Continue(())
}

/// The placement [`find_direct`] sends first, without building steps or digit lists.
///
/// A hidden set's digits each have at least two places and `size` between them, so
/// each has at most `size`: only those digits ("small" below) can be in a set. Colex
/// order over the eligible digits is increasing order of the digits' bit mask, and
/// stays so on the small ones, so walking their tuples by largest digit, then the next
/// largest, then the smallest, meets the sets in [`find_direct`]'s order.
///
/// `size` is 2 or 3, the direct hidden sets SE has.
pub(crate) fn first_direct(board: &Board, size: u32) -> Option<(Cell, Digit)> {
    assert!(
        size == 2 || size == 3,
        "direct hidden sets are pairs or triples"
    );
    for &house in &BOX_COLUMN_ROW {
        let pos = board.house_positions(house);
        // Two places or more (`rest` keeps all but the lowest), and at most `size`
        // (dropping `size - 1` more bits leaves at most one): branch-free, so the
        // nine digits are tested at once.
        let mut small = 0u16;
        for (d, &p) in pos.iter().enumerate() {
            let rest = p & p.wrapping_sub(1);
            let mut top = rest;
            if size == 3 {
                top &= top.wrapping_sub(1);
            }
            let ok = (rest != 0) & (top & top.wrapping_sub(1) == 0);
            small |= u16::from(ok) << d;
        }
        if small.count_ones() < size || board.empty_count(house) <= size {
            continue;
        }
        let found = if size == 2 {
            first_pair(pos, small)
        } else {
            first_triple(pos, small)
        };
        if let Some((d, p)) = found {
            return Some((house.cells()[p], Digit::from_index(d)));
        }
    }
    None
}

/// The first small pair with two places between them that forces a digit, as
/// (forced digit index, position).
fn first_pair(pos: &[u16; 9], small: u16) -> Option<(usize, usize)> {
    for hi in indices(u32::from(small)) {
        for lo in indices(u32::from(small) & ((1 << hi) - 1)) {
            if pos[lo] == pos[hi] {
                let forced = forced(pos, 1 << lo | 1 << hi, pos[hi]);
                if forced.is_some() {
                    return forced;
                }
            }
        }
    }
    None
}

/// The first small triple with three places between them that forces a digit.
fn first_triple(pos: &[u16; 9], small: u16) -> Option<(usize, usize)> {
    for c in indices(u32::from(small)) {
        for b in indices(u32::from(small) & ((1 << c) - 1)) {
            let bc = pos[b] | pos[c];
            if bc.count_ones() > 3 {
                continue;
            }
            for a in indices(u32::from(small) & ((1 << b) - 1)) {
                let places = bc | pos[a];
                if places.count_ones() == 3 {
                    let forced = forced(pos, 1 << a | 1 << b | 1 << c, places);
                    if forced.is_some() {
                        return forced;
                    }
                }
            }
        }
    }
    None
}

/// The first digit outside `digits` with at least two places, exactly one of them
/// outside `places`: (digit index, that position).
fn forced(pos: &[u16; 9], digits: u32, places: u16) -> Option<(usize, usize)> {
    (0..9).find_map(|w| {
        let outside = pos[w] & !places;
        (digits >> w & 1 == 0 && pos[w].count_ones() >= 2 && outside.is_power_of_two())
            .then(|| (w, outside.trailing_zeros() as usize))
    })
}

/// Calls `f(digits, places)` for every hidden set of `size` in `house`, digit tuples in
/// colex order: digits each with at least two places, whose places number exactly `size`.
fn sets(
    board: &Board,
    house: House,
    size: u32,
    mut f: impl FnMut(Candidates, u16) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let eligible: Vec<Digit> = Digit::ALL
        .into_iter()
        .filter(|&d| board.positions(house, d).count_ones() >= 2)
        .collect();
    for mask in colex(eligible.len() as u32, size) {
        let mut digits = Candidates::EMPTY;
        let mut places = 0u16;
        for i in indices(mask) {
            digits.insert(eligible[i]);
            places |= board.positions(house, eligible[i]);
        }
        if places.count_ones() == size {
            f(digits, places)?;
        }
    }
    ControlFlow::Continue(())
}

/// The step of the hidden set `digits` in `places` of `house`: every other candidate of
/// those cells goes.
fn hidden_step(
    board: &Board,
    technique: Technique,
    house: House,
    digits: Candidates,
    places: u16,
) -> Step {
    let mut step = Step::new(technique, subset(board, house, digits, places));
    for p in indices(u32::from(places)) {
        let cell = house.cells()[p];
        for d in board.candidates(cell) - digits {
            step.push_elimination(cell, d);
        }
    }
    step
}

fn subset(_board: &Board, house: House, digits: Candidates, places: u16) -> Pattern {
    Pattern::Subset {
        house,
        cells: indices(u32::from(places))
            .map(|p| house.cells()[p])
            .collect(),
        digits,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::testing::{first_step, first_step_on, givens, se_board, se_fixture};

    /// The search as first written: every tuple of digits with two or more places, a
    /// step built for each hidden set and sent when productive.
    fn reference(board: &Board, size: u32, sink: &mut Sink<'_>) -> ControlFlow<()> {
        let technique = technique(size);
        for house in box_column_row() {
            if board.empty_count(house) <= 2 * size {
                continue;
            }
            sets(board, house, size, |digits, places| {
                let step = hidden_step(board, technique, house, digits, places);
                if step.is_productive() {
                    sink(step)?;
                }
                ControlFlow::Continue(())
            })?;
        }
        ControlFlow::Continue(())
    }

    #[test]
    fn agrees_with_the_reference_search() {
        crate::logic::testing::assert_agrees_by_size(find, reference);
    }

    #[test]
    fn hidden_pair_in_a_box() {
        // In box 1, 1 and 2 are kept out of every cell but r1c1 and r1c2: 1s and 2s at
        // r2c4/r3c7 (rows 2, 3: 1) and r2c7/r3c4 (2), and r4c3 = 1, r5c3 = 2.
        let g = givens(&[
            ("r2c4", 1),
            ("r3c7", 1),
            ("r2c7", 2),
            ("r3c4", 2),
            ("r4c3", 1),
            ("r5c3", 2),
        ]);
        let step = first_step(&g, Technique::HiddenPair).expect("hidden pair");
        assert_eq!(
            step.explanation().split(':').next().unwrap(),
            "Hidden Pair on 1 and 2 in box 1 (r1c1, r1c2)"
        );
        assert_eq!(step.eliminations.len(), 14);
    }

    #[test]
    fn silent_on_an_empty_grid() {
        assert!(first_step(&crate::Grid::EMPTY, Technique::HiddenPair).is_none());
        assert!(first_step(&crate::Grid::EMPTY, Technique::DirectHiddenPair).is_none());
    }

    /// Line 214 of `se_rated_train.tsv` (tests/fixtures: serate's own ratings of public puzzles): a
    /// QQwing intermediate puzzle that serate rates 3.4/1.2/1.2. Its 3.4 is this hidden
    /// pair, SE's 21st hint, where no naked pair or X-Wing was left.
    #[test]
    fn hidden_pair_where_serate_rates_3_4() {
        let puzzle =
            "...3..98.6......7....956...1...7...3...4.3...3..189.6..6.8.....8.......7..5...41.";
        let step = se_fixture(puzzle, 20, Technique::HiddenPair);
        assert_eq!(
            step.explanation(),
            "Hidden Pair on 3 and 9 in row 8 (r8c5, r8c8): r8c8<>2"
        );
        let board = se_board(puzzle, 20);
        assert!(first_step_on(&board, Technique::NakedPair).is_none());
        assert!(first_step_on(&board, Technique::XWing).is_none());
    }

    /// "Q is for Quad" (mith, Enjoy Sudoku Players Forum, forum.enjoysudoku.com/
    /// q-is-for-quad-t38208.html): solved there with naked quads, an X-Wing, a Swordfish
    /// and a Jellyfish (HoDoKu alike). SE's 18th hint there is a hidden triple, after a
    /// swordfish: no naked triple left.
    #[test]
    fn hidden_triple_on_a_forum_puzzle() {
        let puzzle =
            ".............9...8..76.5.....64..5...3..2..1...4..76.....9.47......3..51.2.......";
        let step = se_fixture(puzzle, 17, Technique::HiddenTriple);
        assert_eq!(
            step.explanation(),
            "Hidden Triple on 4, 6 and 7 in box 7 (r8c1, r8c2, r9c1): r8c1<>8, r8c1<>9, \
             r8c2<>8, r8c2<>9, r9c1<>5, r9c1<>8, r9c1<>9"
        );
        assert_eq!(step.rating.to_string(), "4.0");
        assert!(first_step_on(&se_board(puzzle, 17), Technique::NakedTriple).is_none());
    }

    /// tarek's "Hidden Quadruple (Quad) Puzzles" (Enjoy Sudoku Players Forum), puzzle
    /// champagne-0365, "Pure 1 Hidden Quad", ER 5.4: SE's 12th hint is the hidden quad
    /// that gives the 5.4; no naked quad or jellyfish was left.
    #[test]
    fn hidden_quad_where_se_rates_5_4() {
        let puzzle =
            ".....1..2.2..3.4....526..7...8.....5.46...28.3.....1...6..849....9.2..3.8..9.....";
        let step = se_fixture(puzzle, 11, Technique::HiddenQuad);
        assert_eq!(
            step.explanation(),
            "Hidden Quad on 2, 3, 6 and 8 in box 5 (r4c4, r4c6, r6c4, r6c6): r4c4<>1, \
             r4c4<>4, r4c6<>9, r6c4<>4, r6c4<>5, r6c4<>7, r6c6<>5, r6c6<>7, r6c6<>9"
        );
        assert_eq!(step.rating.to_string(), "5.4");
        // ER is the hardest step of SE's path to the solution.
        let mut board = crate::logic::Board::new(&crate::logic::testing::grid(puzzle));
        let mut er = crate::logic::SeValue::ZERO;
        while let Some(step) = crate::logic::testing::se_next_hint(&board) {
            er = er.max(step.rating);
            board.apply(&step);
        }
        assert!(board.is_solved());
        assert_eq!(er.to_string(), "5.4", "the forum's ER");
        let board = se_board(puzzle, 11);
        assert!(first_step_on(&board, Technique::NakedQuad).is_none());
        assert!(first_step_on(&board, Technique::Jellyfish).is_none());
    }

    /// Line 4 of `se_rated_train.tsv`: a 17-clue puzzle of Royle's collection that
    /// serate rates 2.0/1.2/1.2. Its 2.0 is this direct hidden pair, SE's 22nd hint;
    /// no direct pointing was left.
    #[test]
    fn direct_hidden_pair_where_serate_rates_2_0() {
        let puzzle =
            ".................1..2..3.4......2.....5.6.....1.....57....8......4...63..9.71....";
        let step = se_fixture(puzzle, 21, Technique::DirectHiddenPair);
        assert_eq!(
            step.explanation(),
            "Direct Hidden Pair on 4 and 5 in box 9 (r9c7, r9c9): r9c8=2"
        );
        assert!(first_step_on(&se_board(puzzle, 21), Technique::DirectPointing).is_none());
    }

    /// Line 47 of `se_rated_train.tsv`: a 17-clue puzzle that serate rates 2.5/1.2/1.2.
    /// Its 2.5 is this direct hidden triple, SE's 30th hint; no naked single was left.
    #[test]
    fn direct_hidden_triple_where_serate_rates_2_5() {
        let puzzle =
            "..............1.23..456.........5.....7...5...8.1.2.......7.6...2.......13.......";
        let step = se_fixture(puzzle, 29, Technique::DirectHiddenTriple);
        assert_eq!(
            step.explanation(),
            "Direct Hidden Triple on 5, 6 and 8 in row 2 (r2c1, r2c2, r2c3): r2c7=7"
        );
        let board = se_board(puzzle, 29);
        assert!(first_step_on(&board, Technique::NakedSingle).is_none());
        assert!(first_step_on(&board, Technique::DirectHiddenPair).is_none());
    }
}
