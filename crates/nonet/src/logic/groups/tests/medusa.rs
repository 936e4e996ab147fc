//! 3D Medusa over a topology: sound on variant positions, the classic steps on classic
//! positions, and a cluster joined by a diagonal the classic finder cannot see.

use super::super::medusa;
use super::wing_positions::narrowed_under;
use super::wings::{assert_same_on_classic, assert_sound_on_variants};
use crate::logic::coloring::medusa as classic;
use crate::logic::testing::first_step_on;
use crate::logic::{Ladder, Technique};
use crate::rules::kinds::Diagonal;
use crate::rules::{Constraint, Layout, Rules};

#[test]
fn medusa_is_sound_on_variants() {
    let found = assert_sound_on_variants(medusa::medusa);
    eprintln!("variant positions: {found} 3D Medusa steps");
    assert!(found > 50, "{found} 3D Medusa steps");
}

#[test]
fn medusa_is_the_classic_one_on_classic_boards() {
    let found = assert_same_on_classic(medusa::medusa, classic::find);
    assert!(found > 50, "{found} 3D Medusa steps");
}

/// A cluster joined by the main diagonal: r2c2 holds {3,7}, and 7 is left on the
/// diagonal only in r2c2 and r8c8. So (3)r2c2 and (7)r8c8 take one colour, (7)r2c2 the
/// other: one of r2c2 and r8c8 is 7, and r2c8 and r8c2, which see both (rule 4), are
/// not. Checked by hand: if r2c2 is not 7, r8c8 is.
#[test]
fn a_cluster_over_the_diagonal() {
    let rules = Rules::new(Layout::Boxes, vec![Constraint::Diagonal(Diagonal::Main)]).unwrap();
    let mut cells = vec![("r2c2", "37")];
    for c in ["r1c1", "r3c3", "r4c4", "r5c5", "r6c6", "r7c7", "r9c9"] {
        cells.push((c, "12345689"));
    }
    let board = narrowed_under(&rules, &cells);
    let step = Ladder::only([Technique::Medusa])
        .next_step(&board)
        .expect("a 3D Medusa step");
    assert_eq!(
        step.explanation_in(board.topology()),
        "3D Medusa with colors 3r2c2 7r8c8 / 7r2c2: r2c8<>7, r8c2<>7"
    );
    assert!(first_step_on(&board, Technique::Medusa).is_none());
}
