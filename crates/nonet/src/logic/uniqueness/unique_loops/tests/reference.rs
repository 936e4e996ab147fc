//! The loop search as it was before the pruned, bitset search of
//! [`super::super`]: kept in test code only, as the reference the fast search must agree
//! with on every board (same hints, same order, same ratings).

use super::super::super::unique_loop_types::{Found, KINDS, Loop};
use super::super::LoopSize;
use crate::bits::indices;
use crate::grid::{Candidates, Cell, CellSet, Digit, HouseKind};
use crate::logic::Board;

pub(super) fn collect(board: &Board, lk_fix: bool, size: LoopSize) -> Vec<Found> {
    let mut kept = Vec::new();
    for start in Cell::all() {
        let cands = board.candidates(start);
        if cands.len() != 2 {
            continue;
        }
        let mut digits = cands.iter();
        let (Some(v1), Some(v2)) = (digits.next(), digits.next()) else {
            continue;
        };
        let mut search = Search {
            board,
            lk: lk_fix,
            max_len: match size {
                LoopSize::Rectangles => 4,
                LoopSize::Any => 81,
            },
            v1,
            v2,
            pair: cands,
            path: [start; 81],
            len: 0,
            in_path: CellSet::EMPTY,
            seen: [0; 2],
            kept: &mut kept,
        };
        search.dfs(start, 2, Candidates::EMPTY, None);
    }
    kept.sort_by(|a, b| {
        a.step
            .rating
            .cmp(&b.step.rating)
            .then(a.class.number().cmp(&b.class.number()))
    });
    kept
}

/// The loop search from one start cell.
struct Search<'a> {
    board: &'a Board,
    lk: bool,
    max_len: usize,
    v1: Digit,
    v2: Digit,
    pair: Candidates,
    path: [Cell; 81],
    len: usize,
    in_path: CellSet,
    /// Houses entered at even and at odd steps of the path.
    seen: [u32; 2],
    kept: &'a mut Vec<Found>,
}

impl Search<'_> {
    /// SE's `checkForLoops`: extends the path by `cell`, closes loops back to the start,
    /// and recurses into cells holding both digits while the extra-cell budget allows.
    ///
    /// A path that enters one house twice at steps of the same parity can only close
    /// into loops that fail [`is_valid`], so it is not extended: the loops found, and
    /// their order, are SE's, without the search through dead ends.
    fn dfs(&mut self, cell: Cell, allowed: u32, ex: Candidates, last: Option<HouseKind>) {
        let parity = self.len % 2;
        let entered = self.seen[parity];
        self.seen[parity] |= houses_mask(cell);
        self.path[self.len] = cell;
        self.len += 1;
        self.in_path.insert(cell);
        // Legacy: one copy of the extra digits per call, shared by the siblings.
        let mut shared = ex;
        for kind in KINDS {
            if Some(kind) == last {
                continue;
            }
            let house = cell.house(kind);
            let both = self.board.positions(house, self.v1) & self.board.positions(house, self.v2);
            for p in indices(u32::from(both)) {
                let next = house.cells()[p];
                if next == self.path[0] {
                    if self.len >= 4 {
                        self.close();
                    }
                    continue;
                }
                if self.in_path.contains(next) {
                    continue;
                }
                let cands = self.board.candidates(next);
                let extra = cands - self.pair;
                let ex_next = if self.lk {
                    ex | extra
                } else {
                    shared |= extra;
                    shared
                };
                let bivalue = cands.len() == 2;
                let dead_end = self.seen[self.len % 2] & houses_mask(next) != 0;
                if (bivalue || ex_next.len() == 1 || allowed > 0)
                    && self.len < self.max_len
                    && !dead_end
                {
                    let allowed_next = if bivalue {
                        allowed
                    } else {
                        allowed.saturating_sub(1)
                    };
                    self.dfs(next, allowed_next, ex_next, Some(kind));
                }
            }
        }
        self.len -= 1;
        self.in_path.remove(cell);
        self.seen[parity] = entered;
    }

    /// A closed loop: classify it now (the board does not change during the search,
    /// so this is SE's order of processing the loops of one start cell).
    fn close(&mut self) {
        let cells = &self.path[..self.len];
        if !is_valid(cells) {
            return;
        }
        let found = Loop {
            board: self.board,
            cells,
            set: cells.iter().copied().collect(),
            v1: self.v1,
            v2: self.v2,
            lk: self.lk,
        };
        found.classify(self.kept);
    }
}

/// The bits (by house index) of the three houses of `cell`.
fn houses_mask(cell: Cell) -> u32 {
    cell.houses().iter().fold(0, |m, h| m | 1 << h.index())
}

/// SE's `isValidLoop`: walking the loop with alternating parity, no house is entered
/// twice with the same parity, and the houses entered at even and at odd steps are
/// the same. Odd loops and rectangles over four boxes fail.
fn is_valid(lp: &[Cell]) -> bool {
    let mut seen = [0u32; 2];
    for (i, &cell) in lp.iter().enumerate() {
        let mask = houses_mask(cell);
        if seen[i % 2] & mask != 0 {
            return false;
        }
        seen[i % 2] |= mask;
    }
    seen[0] == seen[1]
}
