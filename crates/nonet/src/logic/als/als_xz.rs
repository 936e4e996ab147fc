//! ALS-XZ: two almost locked sets joined by a restricted common digit.
//!
//! **Pattern.** Almost locked sets A and B with no cell in common and a restricted
//! common digit x: both hold x, and every x-cell of A sees every x-cell of B, so x is in
//! one of them at most. The set that lacks x is locked on its other digits.
//!
//! **Eliminations.** Singly linked: for every other digit z of both sets, z is in A or
//! in B, so it goes in no cell that sees every z-cell of both. Doubly linked (two
//! restricted commons x and x'): both sets are locked — each holds all its digits but
//! one of x, x' — so every digit of A other than x, x' leaves the cells that see all
//! of A's cells holding it (likewise for B), and x and x' leave the cells that see all
//! their cells in both sets.
//!
//! **Order.** Pairs of sets in the order of [`almost_locked_sets`] (smallest first),
//! A before B.
//!
//! **Example** (Sudopedia, "ALS-XZ"). A = r4c1,r6c1 {1,6,8} and B = r8c1,r8c5 ... see
//! the test at the bottom for the published position.

use std::ops::ControlFlow;

use super::sets::{AlsSet, almost_locked_sets};
use crate::grid::Candidates;
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every ALS-XZ (singly or doubly linked) that eliminates something.
pub fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let sets = almost_locked_sets(board);
    for (i, a) in sets.iter().enumerate() {
        for b in &sets[i + 1..] {
            let common = a.digits & b.digits;
            if common.len() < 2 || a.cells.intersects(b.cells) {
                continue;
            }
            let rc = a.restricted_commons(b);
            let step = match rc.len() {
                0 => None,
                1 => singly_linked(board, a, b, rc),
                _ => doubly_linked(board, a, b, rc),
            };
            if let Some(step) = step {
                sink(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// z, a common digit other than the restricted common, leaves every cell that sees all
/// its cells in both sets.
fn singly_linked(board: &Board, a: &AlsSet, b: &AlsSet, rc: Candidates) -> Option<Step> {
    let mut step: Option<Step> = None;
    for z in (a.digits & b.digits) - rc {
        let victims = a.zone(z) & b.zone(z) & board.cells_with(z);
        for cell in victims {
            step.get_or_insert_with(|| new_step(a, b, rc))
                .push_elimination(cell, z);
        }
    }
    step.map(super::with_z)
}

/// Both sets are locked: their non-restricted digits leave the cells that see all
/// their cells in their set, and each restricted digit the cells that see all its cells
/// in both sets.
fn doubly_linked(board: &Board, a: &AlsSet, b: &AlsSet, rc: Candidates) -> Option<Step> {
    let mut step: Option<Step> = None;
    for x in rc {
        for cell in a.zone(x) & b.zone(x) & board.cells_with(x) {
            step.get_or_insert_with(|| new_step(a, b, rc))
                .push_elimination(cell, x);
        }
    }
    for set in [a, b] {
        for d in set.digits - rc {
            for cell in set.zone(d) & board.cells_with(d) {
                step.get_or_insert_with(|| new_step(a, b, rc))
                    .push_elimination(cell, d);
            }
        }
    }
    step.map(super::with_z)
}

fn new_step(a: &AlsSet, b: &AlsSet, rc: Candidates) -> Step {
    Step::new(
        Technique::AlsXz,
        Pattern::Als {
            sets: vec![a.evidence(), b.evidence()],
            restricted: rc,
            z: Candidates::EMPTY,
            pivot: None,
            links: vec![rc],
        },
    )
}
