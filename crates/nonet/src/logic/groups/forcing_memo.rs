//! `OnMemo`: what "this digit is in this cell" forces on one board, kept while the
//! board is unchanged.
//!
//! The region, cell and dynamic forcing chains all propagate the same assumptions: a
//! region's chain puts each place of a digit on (each candidate three times on a
//! classic-shaped board, once per row, column and box), a cell's chain each candidate
//! of a cell, a dynamic chain each candidate on and off. At a point where no step
//! applies all three run, one after the other, on one board; propagated once, each
//! "on" serves them all. The propagation is a pure function of the board (its
//! candidates, values and rules), so a result is kept only while the board the
//! finder is given equals the board it was computed on, and thrown away (its buffers
//! kept) on the first call with another board.

use super::forcing::{Consequences, Groups};
use crate::grid::{Cell, Digit};
use crate::logic::Board;
use crate::logic::groups::forcing_steps::potential;

/// The propagated "on" assumptions of one board, and its full groups.
#[derive(Default)]
pub(crate) struct OnMemo {
    board: Option<Board>,
    groups: Option<Groups>,
    /// Per candidate (`9 * cell + digit`), its propagation, valid when `fresh`.
    on: Vec<Consequences>,
    fresh: Vec<bool>,
}

impl OnMemo {
    /// Makes the memo answer for `board`: forgets every propagation of another board.
    pub(crate) fn start(&mut self, board: &Board) {
        if self.board.as_ref() == Some(board) {
            return;
        }
        self.board = Some(board.clone());
        self.groups = Some(Groups::of(board));
        if self.on.is_empty() {
            self.on.resize_with(81 * 9, Consequences::default);
            self.fresh = vec![false; 81 * 9];
        }
        self.fresh.fill(false);
    }

    /// The full groups of the board of the last [`OnMemo::start`].
    pub(crate) fn groups(&self) -> &Groups {
        self.groups.as_ref().expect("OnMemo::start runs first")
    }

    /// Propagates `digit` on in `cell` on the board of the last [`OnMemo::start`],
    /// unless it is known.
    pub(crate) fn propagate(&mut self, cell: Cell, digit: Digit) {
        let i = cell.index() * 9 + digit.index();
        if self.fresh[i] {
            return;
        }
        let (Some(board), Some(groups)) = (&self.board, &self.groups) else {
            return;
        };
        self.on[i].propagate(board, groups, potential(cell, digit, true), false);
        self.fresh[i] = true;
    }

    /// What `digit` on in `cell` forces (after [`OnMemo::propagate`]).
    pub(crate) fn on(&self, cell: Cell, digit: Digit) -> &Consequences {
        let i = cell.index() * 9 + digit.index();
        debug_assert!(self.fresh[i], "propagated first");
        &self.on[i]
    }
}
