//! XY-, XYZ- and W-Wing over a topology: every step sound on variant positions, the
//! classic steps on classic positions, and steps through variant peers the classic
//! finders cannot see.

use super::super::wings;
use super::wing_positions::{classic_positions, narrowed_under, variant_positions};
use crate::logic::registry::Sink;
use crate::logic::testing::{assert_sound, first_step_on, sent};
use crate::logic::wings::{w_wing, wxyz_wing, xy_wing};
use crate::logic::{Board, Ladder, Technique};
use crate::rules::kinds::Diagonal;
use crate::rules::{Constraint, Layout, Rules};
use std::ops::ControlFlow;

type Find = fn(&Board, &mut Sink<'_>) -> ControlFlow<()>;

/// Every step `find` sends on a variant position is sound against the position's
/// solution; returns how many there were.
pub(super) fn assert_sound_on_variants(find: Find) -> usize {
    let mut found = 0;
    for p in variant_positions() {
        for step in sent(&p.board, find) {
            assert_sound(&p.board, &p.solution, &step);
            found += 1;
        }
    }
    found
}

/// The generic and the classic finder send the same steps, in the same order, on every
/// classic position; returns how many.
pub(super) fn assert_same_on_classic(generic: Find, classic: Find) -> usize {
    let mut found = 0;
    for board in classic_positions() {
        let steps = sent(board, generic);
        assert_eq!(steps, sent(board, classic), "{board:?}");
        found += steps.len();
    }
    found
}

/// X-Sudoku: the boxes and the main diagonal.
fn x_rules() -> Rules {
    Rules::new(Layout::Boxes, vec![Constraint::Diagonal(Diagonal::Main)]).unwrap()
}

#[test]
fn xy_and_xyz_wings_are_sound_on_variants() {
    let xy = assert_sound_on_variants(wings::xy_wing);
    let xyz = assert_sound_on_variants(wings::xyz_wing);
    eprintln!("variant positions: {xy} XY-Wings, {xyz} XYZ-Wings");
    assert!(xy > 50 && xyz > 5, "{xy} XY-Wings, {xyz} XYZ-Wings");
}

#[test]
fn xy_and_xyz_wings_are_the_classic_ones_on_classic_boards() {
    let xy = assert_same_on_classic(wings::xy_wing, xy_wing::find_xy);
    let xyz = assert_same_on_classic(wings::xyz_wing, xy_wing::find_xyz);
    assert!(xy > 50 && xyz > 10, "{xy} XY-Wings, {xyz} XYZ-Wings");
}

/// An XY-Wing whose pivot sees a pincer only through the main diagonal: r1c1 {1,2}
/// and r5c5 {1,3} share the diagonal, r1c1 and r1c9 {2,3} row 1. One of r5c5 and r1c9
/// is 3, so r1c5 (column 5, row 1), r5c9 (row 5, column 9) and r9c9 (the diagonal,
/// column 9) are not. Checked by hand: if r1c1 is 1, r5c5 is 3; if it is 2, r1c9 is 3.
#[test]
fn an_xy_wing_through_the_diagonal() {
    let board = narrowed_under(
        &x_rules(),
        &[("r1c1", "12"), ("r5c5", "13"), ("r1c9", "23")],
    );
    let step = Ladder::only([Technique::XyWing])
        .next_step(&board)
        .expect("an XY-Wing");
    assert_eq!(
        step.explanation_in(board.topology()),
        "XY-Wing on 1, 2 and 3 with pivot r1c1 and pincers r1c9, r5c5 (z = 3): \
         r1c5<>3, r5c9<>3, r9c9<>3"
    );
    assert!(first_step_on(&board, Technique::XyWing).is_none());
}

#[test]
fn wxyz_and_w_wings_are_sound_on_variants() {
    let wxyz = assert_sound_on_variants(wings::wxyz_wing);
    let w = assert_sound_on_variants(wings::w_wing);
    eprintln!("variant positions: {wxyz} WXYZ-Wings, {w} W-Wings");
    assert!(wxyz > 20 && w > 20, "{wxyz} WXYZ-Wings, {w} W-Wings");
}

#[test]
fn wxyz_and_w_wings_are_the_classic_ones_on_classic_boards() {
    let wxyz = assert_same_on_classic(wings::wxyz_wing, wxyz_wing::find);
    let w = assert_same_on_classic(wings::w_wing, w_wing::find);
    assert!(wxyz > 10 && w > 10, "{wxyz} WXYZ-Wings, {w} W-Wings");
}

/// A WXYZ-Wing whose hinge r1c1 {1,2,3,9} sees the pincer r5c5 {1,9} only through
/// the main diagonal (the others, r1c2 {2,9} and r1c7 {3,9}, through row 1): 1, 2 and
/// 3 are each held by cells that see each other, so one of the four 9s is true, and
/// r1c5, which sees all four (row 1, column 5), is not 9. Without the diagonal 1 is
/// not restricted either, and there is no wing.
#[test]
fn a_wxyz_wing_through_the_diagonal() {
    let board = narrowed_under(
        &x_rules(),
        &[
            ("r1c1", "1239"),
            ("r5c5", "19"),
            ("r1c2", "29"),
            ("r1c7", "39"),
        ],
    );
    let step = Ladder::only([Technique::WxyzWing])
        .next_step(&board)
        .expect("a WXYZ-Wing");
    assert_eq!(
        step.explanation_in(board.topology()),
        "WXYZ-Wing on 1, 2, 3 and 9 with pivot r1c1 and pincers r1c2, r1c7, r5c5 \
         (z = 9): r1c5<>9"
    );
    assert!(first_step_on(&board, Technique::WxyzWing).is_none());
}

/// A W-Wing whose strong link is the main diagonal: r2c7 and r8c3 hold {1,2}, and 1 is
/// left on the diagonal only in r2c2 (row 2, with r2c7) and r8c8 (row 8, with r8c3).
/// If r2c7 is not 2 it is 1, so r2c2 is not, r8c8 is, r8c3 is not 1 but 2: one of
/// them is 2, and r2c3 and r8c7, which see both, are not.
#[test]
fn a_w_wing_over_the_diagonal() {
    let mut cells = vec![("r2c7", "12"), ("r8c3", "12")];
    let no_one = ["r1c1", "r3c3", "r4c4", "r5c5", "r6c6", "r7c7", "r9c9"];
    cells.extend(no_one.iter().map(|&c| (c, "23456789")));
    let board = narrowed_under(&x_rules(), &cells);
    let step = Ladder::only([Technique::WWing])
        .next_step(&board)
        .expect("a W-Wing");
    assert_eq!(
        step.explanation_in(board.topology()),
        "W-Wing on 1 and 2: (2)r2c7=(1)r2c7-(1)r2c2=(1)r8c8-(1)r8c3=(2)r8c3: \
         r2c3<>2, r8c7<>2"
    );
    assert!(first_step_on(&board, Technique::WWing).is_none());
}
