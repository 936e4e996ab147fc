//! ALS-XY-Wing: two almost locked sets each joined to a third, the pivot set.
//!
//! **Pattern.** Almost locked sets A, C and B, pairwise without common cells: A and C
//! share a restricted common digit x, C and B a restricted common digit y ≠ x, and A
//! and B share a digit z other than x and y. If C lacks x it holds y, so B lacks y and
//! holds z; if C lacks y, A lacks x and holds z; if C holds both, both A and B hold z.
//!
//! **Eliminations.** z, from every cell that sees all the z-cells of A and B.
//!
//! **Order.** Pivot sets in the order of [`almost_locked_sets`] (smallest first); for
//! each, pairs of its restricted-common neighbours in that order; then x and y upward.
//!
//! [`almost_locked_sets`]: super::sets::almost_locked_sets

use std::ops::ControlFlow;

use super::sets::{AlsSet, RcGraph, almost_locked_sets};
use crate::grid::{Candidates, Digit};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every ALS-XY-Wing that eliminates something.
pub fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let sets = almost_locked_sets(board);
    let graph = RcGraph::new(&sets);
    for (ci, pivot) in sets.iter().enumerate() {
        let wings = graph.neighbours(ci);
        for (k, &(ai, rc_a)) in wings.iter().enumerate() {
            for &(bi, rc_b) in &wings[k + 1..] {
                let (a, b) = (&sets[ai], &sets[bi]);
                let common = a.digits & b.digits;
                if common.is_empty() || a.cells.intersects(b.cells) {
                    continue;
                }
                for x in rc_a {
                    for y in rc_b {
                        if x == y {
                            continue;
                        }
                        if let Some(step) = wing(board, [a, pivot, b], x, y) {
                            sink(step)?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The step of the wing A -x- C -y- B, if it eliminates something.
fn wing(board: &Board, [a, pivot, b]: [&AlsSet; 3], x: Digit, y: Digit) -> Option<Step> {
    let links = Candidates::single(x).with(y);
    let mut step: Option<Step> = None;
    for z in (a.digits & b.digits) - links {
        for cell in a.zone(z) & b.zone(z) & board.cells_with(z) {
            step.get_or_insert_with(|| {
                Step::new(
                    Technique::AlsXyWing,
                    Pattern::Als {
                        sets: vec![a.evidence(), pivot.evidence(), b.evidence()],
                        restricted: links,
                        z: Candidates::EMPTY,
                        pivot: None,
                        links: vec![Candidates::single(x), Candidates::single(y)],
                    },
                )
            })
            .push_elimination(cell, z);
        }
    }
    step.map(super::with_z)
}
