//! X-Chain and XY-Chain over a topology: sound on variant positions, the classic steps
//! on classic positions, and chains through a diagonal and an anti-knight move the
//! classic finders cannot see.

use super::super::chains;
use super::wing_positions::narrowed_under;
use super::wings::{assert_same_on_classic, assert_sound_on_variants};
use crate::logic::chains::xy_chain;
use crate::logic::single_digit::x_chain;
use crate::logic::testing::first_step_on;
use crate::logic::{Ladder, Technique};
use crate::rules::kinds::{AntiKnight, Diagonal};
use crate::rules::{Constraint, Layout, Rules};

#[test]
fn x_and_xy_chains_are_sound_on_variants() {
    let x = assert_sound_on_variants(chains::x_chain);
    let xy = assert_sound_on_variants(chains::xy_chain);
    eprintln!("variant positions: {x} X-Chains, {xy} XY-Chains");
    assert!(x > 50 && xy > 50, "{x} X-Chains, {xy} XY-Chains");
}

#[test]
fn x_and_xy_chains_are_the_classic_ones_on_classic_boards() {
    let x = assert_same_on_classic(chains::x_chain, x_chain::find);
    let xy = assert_same_on_classic(chains::xy_chain, xy_chain::find);
    assert!(x > 50 && xy > 50, "{x} X-Chains, {xy} XY-Chains");
}

/// An X-Chain whose second strong link is the main diagonal: 7 is left in row 1 only
/// in r1c3 and r1c8, on the diagonal only in r2c2 and r7c7. If r1c8 is not 7, r1c3
/// is, so r2c2 (box 1) is not and r7c7 is: one of r1c8 and r7c7 is 7, and r2c7, r3c7
/// (box 3, column 7), r7c8 and r9c8 (column 8, row 7 or box 9) are not. Checked by
/// hand; the other cells seeing both (r1c7, r8c8) have no 7 left.
#[test]
fn an_x_chain_over_the_diagonal() {
    let rules = Rules::new(Layout::Boxes, vec![Constraint::Diagonal(Diagonal::Main)]).unwrap();
    let no_seven = [
        "r1c1", "r1c2", "r1c4", "r1c5", "r1c6", "r1c7", "r1c9", "r3c3", "r4c4", "r5c5", "r6c6",
        "r8c8", "r9c9",
    ];
    let cells: Vec<_> = no_seven.iter().map(|&c| (c, "12345689")).collect();
    let board = narrowed_under(&rules, &cells);
    let step = Ladder::only([Technique::XChain])
        .next_step(&board)
        .expect("an X-Chain");
    assert_eq!(
        step.explanation_in(board.topology()),
        "X-Chain on 7: (7)r1c8=(7)r1c3-(7)r2c2=(7)r7c7: \
         r2c7<>7, r3c7<>7, r7c8<>7, r9c8<>7"
    );
    assert!(first_step_on(&board, Technique::XChain).is_none());
}

/// An XY-Chain whose first weak link is a knight's move: r1c3 {1,2}, r2c5 {2,3} (a
/// knight's move away), r2c8 {3,4}, r3c9 {1,4}. If r1c3 is not 1 it is 2, r2c5 is 3,
/// r2c8 is 4, r3c9 is 1: one of r1c3 and r3c9 is 1, and the cells that see both are
/// not: r1c7, r1c8, r1c9 (row 1, box 3), r3c1, r3c2, r3c3 (row 3, box 1) and r3c4
/// (row 3, a knight's move from r1c3).
#[test]
fn an_xy_chain_through_a_knight_move() {
    let rules = Rules::new(Layout::Boxes, vec![Constraint::AntiKnight(AntiKnight)]).unwrap();
    let board = narrowed_under(
        &rules,
        &[
            ("r1c3", "12"),
            ("r2c5", "23"),
            ("r2c8", "34"),
            ("r3c9", "14"),
        ],
    );
    let step = Ladder::only([Technique::XyChain])
        .next_step(&board)
        .expect("an XY-Chain");
    assert_eq!(
        step.explanation_in(board.topology()),
        "XY-Chain (1)r1c3=(2)r1c3-(2)r2c5=(3)r2c5-(3)r2c8=(4)r2c8-(4)r3c9=(1)r3c9: \
         r1c7<>1, r1c8<>1, r1c9<>1, r3c1<>1, r3c2<>1, r3c3<>1, r3c4<>1"
    );
    assert!(first_step_on(&board, Technique::XyChain).is_none());
}
