//! Tests of the chaining engine: se-rating.md's worked examples (§3.7, §5.5–5.7),
//! must-fire and must-not-fire fixtures, and soundness of every hint on real boards.

use super::hint::{Kind, RawHint, Walker, sort_and_dedup};
use super::potential::{Cause, length_bonus, pot};
use super::propagate::Depth;
use super::{ChainEngine, Producer};
use crate::grid::{Digit, Grid};
use crate::logic::testing::{givens, grid};
use crate::logic::{Board, Technique, unique_solution};
use crate::rate::SeValue;

/// §3.7's table, as computed doubles.
#[test]
fn length_bonus_table() {
    let table: &[(u32, u32, f64)] = &[
        (0, 6, 0.0),
        (7, 8, 0.1),
        (9, 10, 0.2),
        (11, 14, 0.30000000000000004),
        (15, 18, 0.4),
        (19, 26, 0.5),
        (27, 34, 0.6),
        (35, 50, 0.7),
        (51, 66, 0.7999999999999999),
        (67, 98, 0.8999999999999999),
        (99, 130, 0.9999999999999999),
        (131, 194, 1.0999999999999999),
        (195, 258, 1.2),
        (259, 386, 1.3),
        (387, 514, 1.4000000000000001),
        (515, 770, 1.5000000000000002),
        (771, 1026, 1.6000000000000003),
        (1027, 1538, 1.7000000000000004),
        (1539, 2050, 1.8000000000000005),
    ];
    for &(lo, hi, want) in table {
        for c in [lo, hi] {
            assert_eq!(length_bonus(c).to_bits(), want.to_bits(), "complexity {c}");
        }
    }
}

fn hint(rating: SeValue, complexity: u32, sort_key: u8, cell: u8) -> RawHint {
    RawHint {
        kind: Kind::Chain,
        technique: Technique::ForcingXChain,
        targets: Vec::new(),
        house: None,
        elims: vec![(cell, 1)],
        place: None,
        complexity,
        sort_key,
        rating,
    }
}

/// §5.5: an 8-node X-chain (6.6 + 0.1 = 6.699999999999999) sorts before a 10-node
/// X-cycle (6.5 + 0.2 = 6.7), though both print 6.7; a 12-node XY chain rates 7.3.
#[test]
fn raw_doubles_decide_the_order() {
    let chain = SeValue::new(6.6).plus(length_bonus(8));
    let cycle = SeValue::new(6.5).plus(length_bonus(10));
    assert_eq!(chain.as_f64(), 6.699999999999999);
    assert_eq!(cycle.as_f64(), 6.7);
    let mut hints = vec![hint(cycle, 10, 2, 0), hint(chain, 8, 2, 1)];
    sort_and_dedup(&mut hints);
    assert_eq!(hints[0].elims, vec![(1, 1)]);
    assert_eq!(chain.to_string(), "6.7");
    assert_eq!(cycle.to_string(), "6.7");
    assert_eq!(SeValue::new(6.6).plus(length_bonus(6)).to_string(), "6.6");
    assert_eq!(SeValue::new(7.0).plus(length_bonus(12)).to_string(), "7.3");
    // Ties fall to complexity, then sort key, then discovery; equal eliminations
    // keep only the first.
    let r = SeValue::new(8.5);
    let mut hints = vec![
        hint(r, 9, 7, 3),
        hint(r, 9, 1, 4),
        hint(r, 8, 6, 5),
        hint(r, 9, 1, 3),
    ];
    sort_and_dedup(&mut hints);
    let cells: Vec<u8> = hints.iter().map(|h| h.elims[0].0).collect();
    assert_eq!(cells, vec![5, 4, 3]);
    assert_eq!(
        hints[2].sort_key, 1,
        "the earlier of two equal hints after sorting"
    );
}

/// §5.7: the dynamic contradiction example. The branch to x on has a hidden parent
/// e off; anc(x on) = 6, anc(x off) = 3, complexity 9, bonus 0.2: 8.7 (dynamic) and
/// 9.2 (DFC+).
#[test]
fn dynamic_contradiction_complexity() {
    let mut depth = Depth::default();
    let p = |c: usize, on: bool| pot(c, 0, on);
    let arena = &mut depth.arena;
    let a = arena.push(p(0, true), Cause::Assumption, &[]);
    let b = arena.push1(p(1, false), Cause::Row, a);
    let f = arena.push1(p(2, true), Cause::Row, a);
    let e = arena.push1(p(3, false), Cause::Row, f);
    let g = arena.push(p(4, true), Cause::Row, &[b, e]);
    let x_on = arena.push1(p(5, true), Cause::Row, g);
    let d = arena.push1(p(6, false), Cause::Row, a);
    let x_off = arena.push1(p(5, false), Cause::Row, d);
    let mut walker = Walker::default();
    assert_eq!(walker.walk(&depth.arena, x_on, |_| {}), 6);
    assert_eq!(walker.walk(&depth.arena, x_off, |_| {}), 3);
    let c = walker.complexity(&depth, &[x_on, x_off]);
    assert_eq!(c, 9);
    assert_eq!(SeValue::new(8.5).plus(length_bonus(c)).to_string(), "8.7");
    assert_eq!(
        SeValue::new(super::base_rating(1))
            .plus(length_bonus(c))
            .to_string(),
        "9.2"
    );
}

/// §5.6: an X-Wing seen as a bidirectional X-cycle of length 4, rated 6.5, with the
/// X-Wing's eliminations. Rows 2 and 6 hold 7 only in columns 3 and 8.
#[test]
fn x_wing_is_an_x_cycle() {
    let g = givens(&[
        ("r2c1", 1),
        ("r2c2", 2),
        ("r2c4", 3),
        ("r2c5", 4),
        ("r2c6", 5),
        ("r2c7", 6),
        ("r2c9", 8),
        ("r6c1", 3),
        ("r6c2", 4),
        ("r6c4", 5),
        ("r6c5", 6),
        ("r6c6", 8),
        ("r6c7", 9),
        ("r6c9", 1),
    ]);
    let hints = ChainEngine::new().hints(&Board::new(&g), Producer::CyclesAndChains);
    let cycle = hints
        .iter()
        .find(|h| h.step.technique == Technique::BidirectionalXCycle)
        .expect("an X-cycle");
    assert_eq!(cycle.complexity, 4);
    assert_eq!(cycle.step.rating, SeValue::new(6.5));
    let seven = Digit::new(7).unwrap();
    assert!(cycle.step.eliminations.iter().all(|e| e.digit == seven));
    assert!(
        cycle
            .step
            .eliminations
            .iter()
            .all(|e| matches!(e.cell.col(), 2 | 7))
    );
    assert_eq!(cycle.step.eliminations.len(), 14);
    assert!(
        cycle
            .step
            .explanation()
            .starts_with("Bidirectional X-Cycle"),
        "{}",
        cycle.step.explanation()
    );
}

#[test]
fn nothing_on_an_empty_grid() {
    let board = Board::new(&Grid::EMPTY);
    let mut e = ChainEngine::new();
    for p in [
        Producer::CyclesAndChains,
        Producer::Nishio,
        Producer::Multiple,
        Producer::Dynamic,
        Producer::Nested(1),
    ] {
        assert!(e.hints(&board, p).is_empty(), "{p:?}");
    }
}

/// Every hint of every producer up to `last` is sound on `board`.
fn assert_sound(board: &Board, solution: &Grid, last: usize) -> usize {
    let mut e = ChainEngine::new();
    let mut n = 0;
    for &p in &Producer::ALL[..last] {
        for h in e.hints(board, p) {
            n += 1;
            for pl in &h.step.placements {
                assert_eq!(solution.get(pl.cell), Some(pl.digit), "{}", h.step);
            }
            for el in &h.step.eliminations {
                assert_ne!(solution.get(el.cell), Some(el.digit), "{}", h.step);
            }
            assert!(h.step.is_productive());
        }
    }
    n
}

/// Runs SE's loop until the chaining producers are needed and checks every hint of
/// producers 21 and 23–25 there.
fn sound_on(puzzle: &str) -> usize {
    let g = grid(puzzle);
    let solution = unique_solution(&g).expect("proper");
    let mut board = Board::new(&g);
    let mut checked = 0;
    while !board.is_solved() {
        let Some(step) = crate::rate::se::next_hint(&board) else {
            break;
        };
        if step.rating >= SeValue::new(6.5) && checked < 3 {
            checked += 1;
            assert!(assert_sound(&board, &solution, 4) > 0);
        }
        board.apply(&step);
    }
    checked
}

/// Serate rates these 7.2, 7.6 and 8.4 (QQwing expert puzzles of the training set).
#[test]
fn every_hint_is_sound() {
    for p in [
        "..7.1...89......2121....4..5.......2..46..8.....1...5......4.79....6.51...67....4",
        ".5..94...7..5..................5..4..4...8.1.1..3.6.978.....7...9..6..84.1.4.35..",
        "7...4...33..6..98..2.3....66..7...2...74..3.......8..124.93.....8.......9.1......",
    ] {
        assert!(sound_on(p) > 0, "{p}");
    }
}

#[test]
fn producer_numbers_follow_se() {
    let numbers: Vec<u8> = Producer::ALL.iter().map(|p| p.number()).collect();
    assert_eq!(numbers, vec![21, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32]);
}

/// Producer 21's XY links joined from its X and Y links are the links built with both
/// kinds, item for item and in order, on boards with bivalue cells and bilocal digits.
#[test]
fn xy_links_join_x_and_y_links() {
    use super::links::Links;
    use super::potential::POTS;
    for line in [
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "..21698..16...34.2.834.29...3.....87.......94.................6.4..3......69.41..",
    ] {
        let board = Board::new(&grid(line));
        let (mut x, mut y, mut xy, mut joined) = (
            Links::default(),
            Links::default(),
            Links::default(),
            Links::default(),
        );
        x.build(&board, false, true);
        y.build(&board, true, false);
        xy.build(&board, true, true);
        joined.combine(&x, &y);
        assert_eq!(joined.pots, xy.pots);
        let mut links = 0;
        for p in 0..POTS as u16 {
            assert_eq!(joined.of(p), xy.of(p), "potential {p}");
            links += xy.of(p).len();
        }
        assert!(links > 1000);
    }
}
