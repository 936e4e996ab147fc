//! The steps of the generic forcing chains: what all branches agree on, the step of
//! one conclusion with each branch's chain to it, and the order they are sent in.
//!
//! **Order.** Shortest first: a search collects every step it finds, then sends them
//! by the total length of their branches (ties in the order found), so the first step
//! a hint shows is the easiest to follow; a step that concludes what an earlier (as
//! short or shorter) one concluded is dropped. A search that ran past its context's
//! deadline sends nothing, as the classic chaining rows do: it has not seen every step,
//! so its first might not be the shortest.

use std::collections::HashSet;
use std::ops::ControlFlow;

use super::forcing::Consequences;
use crate::grid::{Cell, Digit};
use crate::logic::registry::Sink;
use crate::logic::{Board, Candidate, Forcing, Pattern, Potential, Step, Technique};

/// The steps a search found, each with its total branch length.
#[derive(Default)]
pub(crate) struct Found {
    steps: Vec<(usize, Step)>,
}

impl Found {
    /// Keeps the step of `technique` that concludes `conclusion` by `forcing`.
    pub(crate) fn push(&mut self, technique: Technique, forcing: Forcing, conclusion: Potential) {
        let length = forcing.branches.iter().map(Vec::len).sum();
        let step = Step::new(technique, Pattern::Forcing(forcing));
        let Candidate { cell, digit } = conclusion.candidate;
        let step = if conclusion.on {
            step.place(cell, digit)
        } else {
            step.eliminate(cell, digit)
        };
        self.steps.push((length, step));
    }

    /// Sends the steps shortest first, each conclusion once.
    pub(crate) fn send(mut self, sink: &mut Sink<'_>) -> ControlFlow<()> {
        self.steps.sort_by_key(|(length, _)| *length);
        let mut seen = HashSet::new();
        for (_, step) in self.steps {
            let key = (step.placements.clone(), step.eliminations.clone());
            if seen.insert(key) {
                sink(step)?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// What every branch forces that the board does not know yet: each digit forced on in
/// one cell by all of them (a placement), then each candidate of the board forced off
/// by all of them, in cell order; an off in a cell that takes a placement is left out
/// (the placement says it).
pub(crate) fn common_conclusions(board: &Board, branches: &[&Consequences]) -> Vec<Potential> {
    let mut out = Vec::new();
    let Some((first, rest)) = branches.split_first() else {
        return out;
    };
    let mut placed = [false; 81];
    for cell in board.empty_cells() {
        let i = cell.index();
        let on = rest.iter().fold(first.on()[i], |acc, b| acc & b.on()[i]);
        for digit in on {
            placed[i] = true;
            out.push(potential(cell, digit, true));
        }
    }
    for cell in board.empty_cells() {
        let i = cell.index();
        if placed[i] {
            continue;
        }
        let off = rest.iter().fold(first.off()[i], |acc, b| acc & b.off()[i]);
        for digit in off & board.candidates(cell) {
            out.push(potential(cell, digit, false));
        }
    }
    out
}

/// The potential of `digit` in `cell`, on or off.
pub(crate) fn potential(cell: Cell, digit: Digit, on: bool) -> Potential {
    Potential {
        candidate: Candidate::new(cell, digit),
        on,
    }
}
