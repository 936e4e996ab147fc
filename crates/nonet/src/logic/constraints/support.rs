//! `Support`: what the ways of filling one constraint use, and the whole step it proves.
//!
//! A kind's file enumerates the ways its constraint can be filled from the cells'
//! candidates (by a search of its own, exact or pruned); `Support` keeps, for each
//! cell, the digits some way gives it, and the digits every way uses. The step then
//! follows for every kind alike:
//!
//! - a candidate no way uses is removed (the constraint cannot hold with it);
//! - a digit every way uses sits in one of the cells that can hold it, so every cell
//!   outside the constraint that sees all of those cells loses it (a cage's "pointing").
//!
//! Both are sound for any set of ways that includes every way the solution could take;
//! a kind that cannot enumerate all of them in its budget sends no step rather than a
//! partial one.

use super::super::board::Board;
use super::super::pattern::{Pattern, Reasoning};
use super::super::step::Step;
use super::super::technique::Technique;
use crate::grid::{Candidates, Cell, CellSet, Digit};

/// The digits the ways of filling a constraint's cells use.
#[derive(Clone, Debug)]
pub(crate) struct Support<'a> {
    cells: &'a [Cell],
    used: Vec<Candidates>,
    required: Candidates,
}

/// A cell's options: its candidates, or its digit when it is filled.
pub(crate) fn options(board: &Board, cell: Cell) -> Candidates {
    match board.value(cell) {
        Some(d) => Candidates::single(d),
        None => board.candidates(cell),
    }
}

impl<'a> Support<'a> {
    /// No way seen yet, over `cells` (the constraint's, in the order the ways list
    /// their digits).
    pub(crate) fn new(cells: &'a [Cell]) -> Support<'a> {
        Support {
            cells,
            used: vec![Candidates::EMPTY; cells.len()],
            required: Candidates::ALL,
        }
    }

    /// Adds one way of filling the cells: `digits[i]` in `cells[i]`.
    pub(crate) fn add(&mut self, digits: &[Digit]) {
        let mut set = Candidates::EMPTY;
        for (used, &d) in self.used.iter_mut().zip(digits) {
            used.insert(d);
            set.insert(d);
        }
        self.required &= set;
    }

    /// Adds many ways at once, as a search that shares work between them reports them:
    /// the digits they give each cell (`per_cell[i]` for `cells[i]`) and the digits all
    /// of them use.
    pub(crate) fn add_all(&mut self, per_cell: &[Candidates], required: Candidates) {
        for (used, &more) in self.used.iter_mut().zip(per_cell) {
            *used |= more;
        }
        self.required &= required;
    }

    /// The whole step the ways prove, as a step of `technique` on the constraint at
    /// `index` (`clue` and `combinations` for its sentence), or `None` when it proves
    /// nothing new. No way at all removes every candidate of the constraint's empty
    /// cells (`no_way` in the step's reasoning): true of every solution, for there is
    /// none. A proper puzzle's board never shows it; a trial's assumed board does
    /// (Constraint Contradiction), and the empty cell it leaves is the contradiction the
    /// trial looks for. The kinds that can tell there is no way before they list any
    /// (a cage, a sum, a pair relation, a line's fillings) come here; a few (a
    /// thermometer's bounds, a quadruple, a skyscraper's walk, a row's fillings) still
    /// send nothing then, which only costs a trial that contradiction.
    pub(crate) fn step(
        &self,
        board: &Board,
        technique: Technique,
        index: usize,
        clue: Option<u16>,
        combinations: Vec<Candidates>,
    ) -> Option<Step> {
        let own: CellSet = self.cells.iter().copied().collect();
        let mut step = Step::new(
            technique,
            Pattern::Constraint(Reasoning {
                constraints: vec![index],
                cells: own,
                at: self.cells.first().copied(),
                clue,
                combinations,
                no_way: self.used.iter().all(|u| u.is_empty()),
                ..Reasoning::default()
            }),
        );
        for (i, &cell) in self.cells.iter().enumerate() {
            if board.value(cell).is_some() {
                continue;
            }
            for d in board.candidates(cell) - self.used[i] {
                step.push_elimination(cell, d);
            }
        }
        let mut pointing = Candidates::EMPTY;
        for r in self.required {
            if let Some(targets) = self.seeing_all_places(board, own, r) {
                for t in targets {
                    step.push_elimination(t, r);
                    pointing.insert(r);
                }
            }
        }
        if let Pattern::Constraint(reasoning) = &mut step.pattern {
            reasoning.required = pointing;
        }
        step.is_productive().then_some(step)
    }

    /// The cells outside `own` that hold `r` as a candidate and see every cell of the
    /// constraint that can hold it (none when `r` is already placed in it: its peers
    /// lost it then).
    fn seeing_all_places(&self, board: &Board, own: CellSet, r: Digit) -> Option<CellSet> {
        let topology = board.topology();
        let mut seeing = board.cells_with(r) - own;
        let mut places = 0;
        for (i, &cell) in self.cells.iter().enumerate() {
            if board.value(cell) == Some(r) {
                return None;
            }
            if board.value(cell).is_none() && self.used[i].contains(r) {
                seeing &= topology.peers(cell);
                places += 1;
            }
        }
        (places > 0 && !seeing.is_empty()).then_some(seeing)
    }
}
