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

#[cfg(test)]
mod tests {
    use std::ops::ControlFlow;

    use crate::grid::{Cell, Digit, Grid};
    use crate::logic::groups::{forcing_dynamic, forcing_multiple};
    use crate::logic::{Board, SearchContext, Sink, Step};
    use crate::rules::Puzzle;

    type Find = fn(&Board, &mut SearchContext, &mut Sink<'_>) -> ControlFlow<()>;

    fn board(text: &str) -> Board {
        let (puzzle, ..): (Puzzle, _, _) = crate::format::read_puzzle(text).expect("a puzzle");
        Board::for_rules(&puzzle.givens, &puzzle.rules, Grid::EMPTY)
    }

    fn steps(find: Find, board: &Board, ctx: &mut SearchContext) -> Vec<Step> {
        let mut out = Vec::new();
        let _ = find(board, ctx, &mut |step| {
            out.push(step);
            ControlFlow::Continue(())
        });
        out
    }

    /// A context kept across boards (one board, another, the first again) gives each
    /// generic forcing chain the very steps a fresh context gives: the memo never
    /// answers for a board it was not computed on. The puzzle: an X-Sudoku from the
    /// "hardest sudokus" thread (forum.enjoysudoku.com, t6539, p. 645), in the
    /// Interactive Sudoku Solver's notation; the second board lacks one candidate
    /// that is not r1c1's solution digit (6).
    #[test]
    fn a_kept_memo_finds_what_a_fresh_context_finds() {
        let first = board(
            ".Diagonal~1.Diagonal~-1.~R1C3_1~R1C7_2~R2C3_2~R2C4_3~R2C9_4~R3C1_4~R4C1_5~R4C3_3\
             ~R4C8_6~R5C2_1~R5C9_5~R6C3_6~R7C5_7~R7C6_8~R8C5_9~R9C2_7~R9C6_1~R9C8_9",
        );
        let r1c1 = Cell::from_index(0);
        let wrong = first
            .candidates(r1c1)
            .iter()
            .find(|&d| d != Digit::new(6).unwrap())
            .expect("a wrong candidate");
        let mut second = first.clone();
        second.eliminate(r1c1, wrong);
        let finders: [Find; 3] = [
            forcing_multiple::find_region,
            forcing_multiple::find_cell,
            forcing_dynamic::find,
        ];
        let mut kept = SearchContext::new();
        let mut found = 0;
        for board in [&first, &second, &first] {
            for find in finders {
                let fresh = steps(find, board, &mut SearchContext::new());
                assert_eq!(steps(find, board, &mut kept), fresh);
                found += fresh.len();
            }
        }
        assert!(found > 10, "{found} steps");
    }
}
