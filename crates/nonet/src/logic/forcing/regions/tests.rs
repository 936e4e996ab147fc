//! The variant links, a hand-checked chain the classic links cannot make, and every
//! hint of the chaining producers on variant puzzles checked against their solutions.

use super::*;
use crate::format::iss;
use crate::grid::Grid;
use crate::logic::Technique;
use crate::logic::forcing::implication::{
    Implied, MAX_VARIANT_OFFS, MAX_VARIANT_ONS, MadeOn, off_to_on, on_to_off,
};
use crate::logic::forcing::potential::{Cause, cell_of, pot};
use crate::logic::forcing::{ChainEngine, Producer};
use crate::rules::testing::cell;

/// An empty board of `rules` (an ISS rule list) with full candidates.
fn empty(rules: &str) -> Board {
    let rules = iss::parse(rules).unwrap().rules;
    Board::for_variant(&Grid::EMPTY, rules.topology(), Grid::EMPTY)
}

fn names(cells: impl IntoIterator<Item = usize>) -> Vec<String> {
    cells
        .into_iter()
        .map(|c| Cell::from_index(c).to_string())
        .collect()
}

#[test]
fn classic_rules_and_other_kinds_have_no_regions() {
    assert!(Regions::of(&crate::rules::Rules::classic().topology()).is_none());
    let cage = iss::parse(".Cage~10~R1C1~R1C2").unwrap().rules;
    assert!(Regions::of(&cage.topology()).is_none());
}

/// An on potential turns its value off in the classic houses, then along the diagonals
/// (SukakuExplainer's order: main before anti), each cell once: the centre's box
/// already holds four diagonal cells.
#[test]
fn an_on_in_the_centre_of_an_x_board_reaches_both_diagonals_after_its_houses() {
    let board = empty(".Diagonal~1.Diagonal~-1");
    let regions = Regions::of(board.topology()).unwrap();
    let mut out: Implied<MAX_VARIANT_OFFS> = Implied::new();
    on_to_off(
        &board,
        Some(&regions),
        pot(cell("r5c5").index(), 0, true),
        false,
        &mut out,
    );
    let classic = 20;
    assert_eq!(out.len, classic + 12);
    assert!(
        out.as_slice()[classic..]
            .iter()
            .all(|&(_, c)| c == Cause::Region)
    );
    let extra = out.as_slice()[classic..].iter().map(|&(p, _)| cell_of(p));
    assert_eq!(
        names(extra),
        [
            "r1c1", "r2c2", "r3c3", "r7c7", "r8c8", "r9c9", "r1c9", "r2c8", "r3c7", "r7c3", "r8c2",
            "r9c1"
        ]
    );
}

/// Anti-knight cells come after the houses, in SukakuExplainer's offset order (right 1
/// down 2, left 1 down 2, right 1 up 2, ...), those off the grid left out.
#[test]
fn an_on_reaches_its_knight_cells_in_sukaku_explainers_order() {
    let board = empty(".AntiKnight");
    let regions = Regions::of(board.topology()).unwrap();
    let mut out: Implied<MAX_VARIANT_OFFS> = Implied::new();
    on_to_off(
        &board,
        Some(&regions),
        pot(cell("r2c2").index(), 4, true),
        false,
        &mut out,
    );
    let extra: Vec<usize> = out.as_slice()[20..]
        .iter()
        .map(|&(p, cause)| {
            assert_eq!(cause, Cause::Peer);
            cell_of(p)
        })
        .collect();
    assert_eq!(names(extra), ["r4c3", "r4c1", "r3c4", "r1c4"]);
}

/// An off potential turns on the last other place of its value in a diagonal.
#[test]
fn an_off_turns_on_the_other_place_of_its_value_on_a_diagonal() {
    let mut board = empty(".Diagonal~1.Diagonal~-1");
    let one = Digit::new(1).unwrap();
    for r in 1..8 {
        board.eliminate(Cell::from_index(r * 10), one);
    }
    let regions = Regions::of(board.topology()).unwrap();
    let mut made = [MadeOn {
        pot: 0,
        cause: Cause::Assumption,
        house: None,
    }; MAX_VARIANT_ONS];
    let k = off_to_on(
        &board,
        Some(&regions),
        pot(0, 0, false),
        true,
        true,
        &mut made,
    );
    assert_eq!(k, 1);
    assert_eq!(names([cell_of(made[0].pot)]), ["r9c9"]);
    assert_eq!(made[0].house, Some(HouseRef::Extra(0)));
}

/// 1 has two places in row 2 (r2c2, r2c9) and in row 5 (r5c5, r5c9); r2c2 and r5c5 see
/// each other only along the main diagonal. So r5c5=1 -> r2c2<>1 -> r2c9=1 ->
/// r5c9<>1 -> r5c5=1 is an X-cycle, which removes 1 from the rest of the main diagonal
/// and of column 9, and from r8c2 (on the anti-diagonal with r5c5, in column 2 with
/// r2c2). On the classic board the same candidates give no chain at all.
#[test]
fn a_cycle_through_a_diagonal_that_classic_links_cannot_make() {
    let mut board = empty(".Diagonal~1.Diagonal~-1");
    let mut classic = Board::new(&Grid::EMPTY);
    let one = Digit::new(1).unwrap();
    for r in [1, 4] {
        for c in 0..9 {
            if !matches!((r, c), (1, 1) | (1, 8) | (4, 4) | (4, 8)) {
                board.eliminate(Cell::from_index(r * 9 + c), one);
                classic.eliminate(Cell::from_index(r * 9 + c), one);
            }
        }
    }
    let mut engine = ChainEngine::new();
    let hints = engine.hints(&board, Producer::CyclesAndChains);
    let mut want: Vec<String> = [
        "r1c1", "r1c9", "r3c3", "r3c9", "r4c4", "r4c9", "r6c6", "r6c9", "r7c7", "r7c9", "r8c2",
        "r8c8", "r8c9", "r9c9",
    ]
    .map(|c| format!("{c}<>1"))
    .to_vec();
    want.sort();
    let found = hints.iter().any(|h| {
        let mut got: Vec<String> = h
            .step
            .eliminations
            .iter()
            .map(|c| format!("{}<>{}", c.cell, c.digit.get()))
            .collect();
        got.sort();
        h.step.technique == Technique::BidirectionalXCycle && got == want
    });
    assert!(
        found,
        "{:#?}",
        hints
            .iter()
            .map(|h| h.step.explanation())
            .collect::<Vec<_>>()
    );
    assert!(
        ChainEngine::new()
            .hints(&classic, Producer::CyclesAndChains)
            .is_empty()
    );
}

/// Every hint of the cycles and chains, Nishio, multiple and dynamic producers on the
/// start of variant puzzles with known solutions (serate's fixtures: X, windoku,
/// disjoint groups, anti-king, anti-knight) keeps the solution.
#[test]
fn variant_chain_hints_keep_the_solution() {
    let fixtures = include_str!("../../../../tests/fixtures/se_variants.tsv");
    let mut checked = 0;
    for line in fixtures
        .lines()
        .filter(|l| !l.starts_with('#') && !l.contains("non-consecutive"))
        .skip(1)
        .step_by(9)
    {
        let f: Vec<&str> = line.split('\t').collect();
        let grid: Grid = f[1].parse().unwrap();
        let puzzle = crate::format::apply_rules_list(grid.into(), f[0]).unwrap();
        let (_, solution) = crate::logic::start(&puzzle).unwrap();
        let board = Board::for_variant(&puzzle.givens, puzzle.rules.topology(), solution);
        assert!(crate::logic::forcing::chains_over(&board), "{line}");
        let mut engine = ChainEngine::new();
        for producer in [
            Producer::CyclesAndChains,
            Producer::Nishio,
            Producer::Multiple,
            Producer::Dynamic,
        ] {
            for h in engine.hints(&board, producer) {
                checked += 1;
                for c in &h.step.eliminations {
                    assert_ne!(solution.get(c.cell), Some(c.digit), "{line}: {h:?}");
                }
                for c in &h.step.placements {
                    assert_eq!(solution.get(c.cell), Some(c.digit), "{line}: {h:?}");
                }
            }
        }
    }
    assert!(checked > 100, "{checked} hints");
}
