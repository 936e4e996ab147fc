//! XY-Wing and XYZ-Wing: one search, as Sudoku Explainer 1.2.1 runs it.
//!
//! **Pattern.** XY-Wing: a bivalue pivot `{x,y}` that sees two bivalue pincers `{x,z}`
//! and `{y,z}`. XYZ-Wing: the pivot holds all three, `{x,y,z}`. Either way one pincer
//! (or, for XYZ, the pivot) must be `z`. **Eliminations.** `z` from every cell that sees
//! both pincers (and the pivot, for XYZ), other than the three cells.
//! **Order.** Sudoku Explainer's: pivots r1c1..r9c9; the first
//! pincer among the pivot's peers in increasing cell order, bivalue and sharing exactly
//! one digit with the pivot (all but one, for XYZ); the second pincer likewise among
//! the peers, bivalue, the three cells spanning exactly three digits with none (XY) or
//! exactly one (XYZ) common to all three. The pincers may or may not see each other.
//! **Rating.** 4.2 (XY), 4.4 (XYZ).
//! **Links.** Peers come from [`Links`]: the classic tables here, a topology's peers
//! on a variant board (`groups::wings`).
//!
//! **Example.** HoDoKu's XY-Wing: pivot r1c3 `{5,7}`, pincers r1c6 `{2,5}` and r2c1
//! `{2,7}`: one pincer is 2, so r2c6, which sees both, is not 2.

use std::ops::ControlFlow;

use crate::grid::{Candidates, Cell, CellSet, Digit};
use crate::logic::counts::CandidateCounts;
use crate::logic::groups::links::{Classic, Links};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every XY-Wing that eliminates something, in Sudoku Explainer's order.
pub(crate) fn find_xy(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find(board, &Classic, false, sink)
}

/// Sends every XYZ-Wing that eliminates something, in Sudoku Explainer's order.
pub(crate) fn find_xyz(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find(board, &Classic, true, sink)
}

/// Sends every XY-Wing (XYZ-Wing if `xyz`) that eliminates something, with pivot and
/// pincers peers through `links` and victims seeing them through `links`: the classic
/// search on [`Classic`], its form over any topology on a topology's links.
pub(crate) fn find(
    board: &Board,
    links: &impl Links,
    xyz: bool,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let (pivot_size, common_size) = if xyz { (3, 1) } else { (2, 0) };
    // Pincers are bivalue: a pivot's peers among these, in increasing cell order, are
    // the peers the search would otherwise try one by one.
    let with: [CellSet; 9] = Digit::ALL.map(|d| board.cells_with(d));
    let counts = CandidateCounts::of(board);
    let bivalue = counts.exactly(2);
    if bivalue.len() < 2 {
        return ControlFlow::Continue(());
    }
    for pivot in counts.exactly(pivot_size) {
        let pincers = links.peers(pivot) & bivalue;
        if pincers.len() < 2 {
            continue;
        }
        let xy = board.candidates(pivot);
        // The first pincer shares exactly one digit with an XY pivot, two with an XYZ
        // pivot: the bivalue cells holding two of the pivot's digits are the XYZ
        // pincers and none of the XY ones.
        let pairs = digits_pairs(xy, &with) & pincers;
        let firsts = if xyz {
            pairs
        } else {
            (xy.iter().fold(CellSet::EMPTY, |s, d| s | with[d.index()]) & pincers) - pairs
        };
        for w1 in firsts {
            let xz = board.candidates(w1);
            if (xy - xz).len() != 1 {
                continue;
            }
            // The second pincer holds y (the pivot's digit the first lacks) and z
            // (XY), or y and either other digit of the pivot (XYZ).
            let Some(y) = (xy - xz).single_digit() else {
                continue;
            };
            let other = if xyz { xz } else { xz - xy };
            let seconds = pincers
                & with[y.index()]
                & other
                    .iter()
                    .fold(CellSet::EMPTY, |s, d| s | with[d.index()]);
            for w2 in seconds {
                let yz = board.candidates(w2);
                if (xy | xz | yz).len() != 3 || (xy & xz & yz).len() != common_size {
                    continue;
                }
                let Some(z) = (xz & yz).single_digit() else {
                    continue;
                };
                send(board, links, xyz, [pivot, w1, w2], xy | xz | yz, z, sink)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Sends the wing of `pivot` and pincers `w1`, `w2` on `digits` if it removes `z`
/// from a cell that sees both pincers (and the pivot, for an XYZ-Wing).
fn send(
    board: &Board,
    links: &impl Links,
    xyz: bool,
    [pivot, w1, w2]: [Cell; 3],
    digits: Candidates,
    z: Digit,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let mut seeing = links.peers(w1) & links.peers(w2);
    if xyz {
        seeing &= links.peers(pivot);
    }
    let victims = seeing & (board.cells_with(z) - CellSet::single(pivot));
    if victims.is_empty() {
        return ControlFlow::Continue(());
    }
    let technique = if xyz {
        Technique::XyzWing
    } else {
        Technique::XyWing
    };
    let mut step = Step::new(technique, wing(pivot, w1, w2, digits, z));
    for cell in victims {
        step.push_elimination(cell, z);
    }
    sink(step)
}

/// The cells holding at least two of `digits` (`with[d]`: the cells holding `d`).
fn digits_pairs(digits: Candidates, with: &[CellSet; 9]) -> CellSet {
    let mut once = CellSet::EMPTY;
    let mut twice = CellSet::EMPTY;
    for d in digits {
        twice |= once & with[d.index()];
        once |= with[d.index()];
    }
    twice
}

fn wing(pivot: Cell, w1: Cell, w2: Cell, digits: Candidates, z: Digit) -> Pattern {
    Pattern::Wing {
        pivot,
        pincers: vec![w1, w2],
        digits,
        z,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::testing::{
        agreement_boards, first_step_on, pencil, se_board, se_fixture, sent,
    };

    /// The search as first written: every peer of the pivot as either pincer.
    fn reference(board: &Board, xyz: bool, sink: &mut Sink<'_>) -> ControlFlow<()> {
        let (pivot_size, common_size) = if xyz { (3, 1) } else { (2, 0) };
        for pivot in board.empty_cells() {
            let xy = board.candidates(pivot);
            if xy.len() != pivot_size {
                continue;
            }
            for &w1 in pivot.peers() {
                let xz = board.candidates(w1);
                if xz.len() != 2 || (xy - xz).len() != 1 {
                    continue;
                }
                for &w2 in pivot.peers() {
                    let yz = board.candidates(w2);
                    if yz.len() != 2
                        || (xy | xz | yz).len() != 3
                        || (xy & xz & yz).len() != common_size
                    {
                        continue;
                    }
                    let Some(z) = (xz & yz).single_digit() else {
                        continue;
                    };
                    send(board, &Classic, xyz, [pivot, w1, w2], xy | xz | yz, z, sink)?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    #[test]
    fn agrees_with_the_reference_search() {
        let mut found = [0; 2];
        for board in agreement_boards() {
            for xyz in [false, true] {
                let steps = sent(board, |b, s| find(b, &Classic, xyz, s));
                assert_eq!(
                    steps,
                    sent(board, |b, s| reference(b, xyz, s)),
                    "xyz {xyz}, {board:?}"
                );
                found[usize::from(xyz)] += steps.len();
            }
        }
        assert!(found.iter().all(|&n| n > 0), "{found:?}");
    }

    /// HoDoKu's XY-Wing example xy01 (hodoku.sourceforge.net, show_example.php?file=xy01
    /// &tech=XY-Wing): "XY-Wing: 5/7/2 in r1c36,r2c1 => r2c6<>2".
    const HODOKU_XY01: &str = "
        8 145 57 | 3 6 25 | 9 147 12
        27 45 9 | 47 1 25 | 8 6 3
        127 6 3 | 47 8 9 | 24 147 5
        9 2 4 | 6 7 3 | 1 5 8
        3 8 6 | 9 5 1 | 7 2 4
        5 7 1 | 8 2 4 | 3 9 6
        4 3 2 | 1 9 6 | 5 8 7
        6 9 8 | 5 3 7 | 24 14 12
        17 15 57 | 2 4 8 | 6 3 9";

    /// HoDoKu's XY-Wing example xy02: "XY-Wing: 1/6/9 in r4c14,r5c2 =>
    /// r4c23,r5c456<>9".
    const HODOKU_XY02: &str = "
        7 1 4 | 29 6 29 | 5 3 8
        8 29 29 | 4 5 3 | 16 16 7
        3 5 6 | 7 1 8 | 4 2 9
        16 369 1379 | 19 2 4 | 67 8 5
        4 69 179 | 1589 89 59 | 3 67 2
        2 8 5 | 3 7 6 | 9 4 1
        9 7 8 | 6 3 1 | 2 5 4
        15 234 123 | 2589 489 7 | 18 19 6
        156 246 12 | 2589 489 259 | 178 179 3";

    #[test]
    fn hodoku_xy_wing_in_a_box_and_a_row() {
        let step = first_step_on(&pencil(HODOKU_XY01), Technique::XyWing).expect("xy-wing");
        assert_eq!(
            step.explanation(),
            "XY-Wing on 2, 5 and 7 with pivot r1c3 and pincers r1c6, r2c1 (z = 2): r2c6<>2"
        );
    }

    #[test]
    fn hodoku_xy_wing_with_five_victims() {
        let step = first_step_on(&pencil(HODOKU_XY02), Technique::XyWing).expect("xy-wing");
        assert_eq!(
            step.explanation(),
            "XY-Wing on 1, 6 and 9 with pivot r4c1 and pincers r4c4, r5c2 (z = 9): \
             r4c2<>9, r4c3<>9, r5c4<>9, r5c5<>9, r5c6<>9"
        );
    }

    /// Sudoku Explainer's XYZ-Wing: pivot r1c1 {1,2,3} with
    /// pincers r1c3 {1,3} and r1c7 {2,3}; the cells seeing all three are row 1's.
    #[test]
    fn xyz_wing_in_a_row() {
        let mut board = crate::logic::Board::new(&crate::Grid::EMPTY);
        for (name, keep) in [
            ("r1c1", [1, 2, 3]),
            ("r1c3", [1, 3, 0]),
            ("r1c7", [2, 3, 0]),
        ] {
            let cell: crate::grid::Cell = name.parse().unwrap();
            for d in crate::grid::Digit::ALL {
                if !keep.contains(&d.get()) {
                    board.eliminate(cell, d);
                }
            }
        }
        let step = first_step_on(&board, Technique::XyzWing).expect("xyz-wing");
        assert_eq!(
            step.explanation(),
            "XYZ-Wing on 1, 2 and 3 with pivot r1c1 and pincers r1c3, r1c7 (z = 3): \
             r1c2<>3, r1c4<>3, r1c5<>3, r1c6<>3, r1c8<>3, r1c9<>3"
        );
        assert_eq!(step.rating.tenths(), 44);
    }

    #[test]
    fn no_xyz_wing_where_only_xy_wings_are() {
        assert!(first_step_on(&pencil(HODOKU_XY01), Technique::XyzWing).is_none());
        assert!(
            first_step_on(
                &crate::logic::Board::new(&crate::Grid::EMPTY),
                Technique::XyWing
            )
            .is_none()
        );
    }

    /// Line 180 of `se_rated_train.tsv` (tests/fixtures: serate's own ratings of public puzzles): a
    /// QQwing expert puzzle that serate rates 7.6/1.2/1.2. SE's 27th hint there is an
    /// XYZ-Wing; its XY-Wing search (the same producer) had none.
    #[test]
    fn xyz_wing_on_se_path() {
        let puzzle =
            ".5..94...7..5..................5..4..4...8.1.1..3.6.978.....7...9..6..84.1.4.35..";
        let step = se_fixture(puzzle, 26, Technique::XyzWing);
        assert_eq!(
            step.explanation(),
            "XYZ-Wing on 1, 2 and 6 with pivot r7c9 and pincers r7c5, r9c8 (z = 2): r7c8<>2"
        );
        assert_eq!(step.rating.to_string(), "4.4");
        assert!(first_step_on(&se_board(puzzle, 26), Technique::XyWing).is_none());
    }
}
