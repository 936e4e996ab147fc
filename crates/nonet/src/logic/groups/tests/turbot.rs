//! Skyscraper and 2-String Kite over a topology: sound on variant positions, the
//! classic steps byte for byte on classic positions, and turbots over jigsaw regions
//! the classic finders cannot see.

use super::super::turbot;
use super::wing_positions::narrowed_under;
use super::wings::{assert_same_on_classic, assert_sound_on_variants};
use crate::logic::single_digit::{skyscraper, two_string_kite};
use crate::logic::testing::first_step_on;
use crate::logic::{Ladder, Technique};
use crate::rules::kinds::Jigsaw;
use crate::rules::{Layout, Rules};

/// Boxes, but for r1c3 and r1c4 swapped between the first two regions: region 1 holds
/// r1c1, r1c2, r1c4 and rows 2 and 3 of box 1.
fn jigsaw() -> Rules {
    let labels = "112122333\
                  111222333\
                  111222333\
                  444555666\
                  444555666\
                  444555666\
                  777888999\
                  777888999\
                  777888999";
    Rules::new(Layout::Jigsaw(Jigsaw::from_labels(labels).unwrap()), vec![]).unwrap()
}

/// The cells of `cells` without `digit` among their candidates, the others open.
fn without_5(cells: &[&'static str]) -> Vec<(&'static str, &'static str)> {
    cells.iter().map(|&c| (c, "12346789")).collect()
}

#[test]
fn skyscrapers_and_kites_are_sound_on_variants() {
    let sky = assert_sound_on_variants(turbot::skyscraper);
    let kite = assert_sound_on_variants(turbot::two_string_kite);
    eprintln!("variant positions: {sky} Skyscrapers, {kite} 2-String Kites");
    assert!(
        sky > 20 && kite > 20,
        "{sky} Skyscrapers, {kite} 2-String Kites"
    );
}

#[test]
fn skyscrapers_and_kites_are_the_classic_ones_on_classic_boards() {
    let sky = assert_same_on_classic(turbot::skyscraper, skyscraper::find);
    let kite = assert_same_on_classic(turbot::two_string_kite, two_string_kite::find);
    assert!(
        sky > 10 && kite > 10,
        "{sky} Skyscrapers, {kite} 2-String Kites"
    );
}

/// A Skyscraper over two jigsaw regions: 5 is left in region 1 only in r1c4 and r3c2,
/// in region 5 (box 5) only in r5c4 and r6c6. r1c4 and r5c4 share column 4, so one of
/// r3c2 and r6c6 is 5, and r3c6 and r6c2, which see both, are not. Checked by hand: if
/// r3c2 is not 5, r1c4 is, so r5c4 is not and r6c6 is.
#[test]
fn a_skyscraper_over_jigsaw_regions() {
    let mut cells = without_5(&["r1c1", "r1c2", "r2c1", "r2c2", "r2c3", "r3c1", "r3c3"]);
    cells.extend(without_5(&[
        "r4c4", "r4c5", "r4c6", "r5c5", "r5c6", "r6c4", "r6c5",
    ]));
    let board = narrowed_under(&jigsaw(), &cells);
    let step = Ladder::only([Technique::Skyscraper])
        .next_step(&board)
        .expect("a Skyscraper");
    assert_eq!(
        step.explanation_in(board.topology()),
        "Skyscraper on 5: (5)r3c2=(5)r1c4-(5)r5c4=(5)r6c6: r3c6<>5, r6c2<>5"
    );
    assert!(first_step_on(&board, Technique::Skyscraper).is_none());
}

/// A 2-String Kite joined in a jigsaw region: 5 is left in row 1 only in r1c4 and
/// r1c8, in column 1 only in r2c1 and r7c1; r1c4 and r2c1 share region 1 (not a box),
/// so one of r1c8 and r7c1 is 5 and r7c8 is not.
#[test]
fn a_kite_joined_in_a_jigsaw_region() {
    let mut cells = without_5(&["r1c1", "r1c2", "r1c3", "r1c5", "r1c6", "r1c7", "r1c9"]);
    cells.extend(without_5(&["r3c1", "r4c1", "r5c1", "r6c1", "r8c1", "r9c1"]));
    let board = narrowed_under(&jigsaw(), &cells);
    let step = Ladder::only([Technique::TwoStringKite])
        .next_step(&board)
        .expect("a 2-String Kite");
    assert_eq!(
        step.explanation_in(board.topology()),
        "2-String Kite on 5: (5)r1c8=(5)r1c4-(5)r2c1=(5)r7c1: r7c8<>5"
    );
    assert!(first_step_on(&board, Technique::TwoStringKite).is_none());
}
