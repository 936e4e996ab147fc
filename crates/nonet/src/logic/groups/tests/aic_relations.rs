//! AIC through the constraints' pair relations: on random boards with kropki dots,
//! XV signs and thermometers drawn from a known solution, every AIC step is sound,
//! and some of them need a link only a relation gives (two candidates of different
//! cells that no peer or cell rule links).

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::super::aic;
use crate::grid::{Cell, CellSet, Grid};
use crate::logic::constraints::testing::assert_sound_on_random_boards;
use crate::logic::pattern::{LinkKind, Node};
use crate::logic::{Board, Pattern, Sink, Step};
use crate::rng::Rng;
use crate::rules::Constraint;
use crate::rules::kinds::{KropkiColor, KropkiDot, NonConsecutive, Thermo, Xv, XvLetter};

/// The AIC steps that used a relation link, counted by [`find_counting`] (one
/// counter per test, so the tests may run at once).
static THROUGH_RELATIONS: AtomicUsize = AtomicUsize::new(0);
static THROUGH_RULE: AtomicUsize = AtomicUsize::new(0);

/// Dots, signs and short thermometers that `solution` satisfies, each kept at random.
fn relations_of(solution: &Grid, rng: &mut Rng) -> Vec<Constraint> {
    let value = |c: Cell| solution.get(c).unwrap().get();
    let mut out = Vec::new();
    for a in Cell::all() {
        for b in CellSet::peers_of(a).iter() {
            if b <= a || a.row().abs_diff(b.row()) + a.col().abs_diff(b.col()) != 1 {
                continue;
            }
            let (x, y) = (value(a), value(b));
            let cells = [a, b];
            let constraint = if x.abs_diff(y) == 1 {
                Constraint::Kropki(KropkiDot {
                    cells,
                    color: KropkiColor::White,
                })
            } else if x == 2 * y || y == 2 * x {
                Constraint::Kropki(KropkiDot {
                    cells,
                    color: KropkiColor::Black,
                })
            } else if x + y == 10 || x + y == 5 {
                let letter = if x + y == 10 {
                    XvLetter::X
                } else {
                    XvLetter::V
                };
                Constraint::Xv(Xv { cells, letter })
            } else if x < y && rng.below(6) == 0 {
                Constraint::Thermo(Thermo {
                    cells: cells.to_vec(),
                    slow: false,
                })
            } else {
                continue;
            };
            if rng.below(3) == 0 {
                out.push(constraint);
            }
        }
    }
    out
}

/// Whether the weak link between `a` and `b` holds without the relations: two
/// digits of one cell, or one digit in cells that all see one another.
fn plain_weak_link(board: &Board, a: Node, b: Node) -> bool {
    if a.digit != b.digit {
        return a.cells == b.cells && a.cells.len() == 1;
    }
    let seen = a
        .cells
        .iter()
        .fold(CellSet::ALL, |acc, c| acc & board.topology().peers(c));
    seen.is_superset(b.cells)
}

/// Whether `step`'s chain has a weak link that only a relation gives.
fn uses_a_relation(board: &Board, step: &Step) -> bool {
    let Pattern::Chain(chain) = &step.pattern else {
        return false;
    };
    chain.links.iter().enumerate().any(|(i, link)| {
        *link == LinkKind::Weak && !plain_weak_link(board, chain.nodes[i], chain.nodes[i + 1])
    })
}

fn counting(board: &Board, sink: &mut Sink<'_>, count: &AtomicUsize) -> ControlFlow<()> {
    aic::find(board, &mut |step| {
        if uses_a_relation(board, &step) {
            count.fetch_add(1, Ordering::Relaxed);
        }
        sink(step)
    })
}

fn find_counting(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    counting(board, sink, &THROUGH_RELATIONS)
}

fn find_counting_rule(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    counting(board, sink, &THROUGH_RULE)
}

/// The non-consecutive rule, with a white dot on every pair of neighbours `solution`
/// makes consecutive (the rule leaves dotted pairs alone), so `solution` keeps it.
fn non_consecutive_of(solution: &Grid, _: &mut Rng) -> Vec<Constraint> {
    let mut out = vec![Constraint::NonConsecutive(NonConsecutive)];
    for a in Cell::all() {
        for b in CellSet::peers_of(a).iter() {
            let adjacent = a.row().abs_diff(b.row()) + a.col().abs_diff(b.col()) == 1;
            let (x, y) = (
                solution.get(a).unwrap().get(),
                solution.get(b).unwrap().get(),
            );
            if b > a && adjacent && x.abs_diff(y) == 1 {
                out.push(Constraint::Kropki(KropkiDot {
                    cells: [a, b],
                    color: KropkiColor::White,
                }));
            }
        }
    }
    out
}

#[test]
fn aic_through_relations_is_sound_on_random_boards() {
    let found = assert_sound_on_random_boards(40, 7, relations_of, find_counting);
    let through = THROUGH_RELATIONS.load(Ordering::Relaxed);
    eprintln!("{found} AIC steps, {through} through a relation");
    assert!(found > 1000, "{found} AIC steps");
    assert!(through > 200, "{through} AIC steps through a relation");
}

/// A rule over every pair of neighbours (non-consecutive) links the candidates of
/// each pair it covers: AIC follows those links too, soundly.
#[test]
fn aic_through_the_non_consecutive_rule_is_sound_on_random_boards() {
    let found = assert_sound_on_random_boards(30, 11, non_consecutive_of, find_counting_rule);
    let through = THROUGH_RULE.load(Ordering::Relaxed);
    eprintln!("{found} AIC steps, {through} through the rule");
    assert!(found > 300, "{found} AIC steps");
    assert!(through > 50, "{through} AIC steps through the rule");
}
