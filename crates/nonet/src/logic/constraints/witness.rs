//! The last word on a line's candidates: a search, for each candidate left at a place
//! after [`line::settle`](super::line::settle), for one whole way of filling the line
//! that gives it there (a witness), the line's cells taking different digits where
//! they see each other and one digit where the line passes a cell twice.
//!
//! The settling reads the kind's rule and those facts one at a time, so it misses what
//! only their mix proves: a 4 between two cells of one row on a German whisper needs 9
//! on both sides, which the row forbids. A witness found for one candidate serves every
//! candidate it uses, so most lines need a handful of searches; a candidate whose
//! search ends without a way has none, and is removed.
//!
//! The searches share a node budget per line: when it runs out, the candidates not yet
//! decided are kept. The step is then partial (it removes only what the finished
//! searches proved), which is still sound; the next step of the ladder tries again on
//! narrower candidates.

use super::super::board::Board;
use crate::grid::{Candidates, Cell, Digit};

/// The nodes the searches of one line may visit in all.
const BUDGET: usize = 4000;

/// The kind's rule, asked place by place in line order: whether place `k` may hold
/// `digit` given the digits `before` of the places before it.
pub(crate) type Fits<'a> = &'a dyn Fn(&[u8], usize, u8) -> bool;

/// Narrows `options` (the places' options, settled) to the digits some whole way of
/// filling the line gives each place, as far as the budget reaches.
pub(crate) fn narrow(board: &Board, cells: &[Cell], options: &mut [Candidates], fits: Fits<'_>) {
    let search = Search::new(board, cells, fits);
    let mut nodes = 0;
    let mut witnessed = vec![Candidates::EMPTY; cells.len()];
    for k in 0..cells.len() {
        for d in options[k] {
            if witnessed[k].contains(d) {
                continue;
            }
            let mut digits = vec![0u8; cells.len()];
            match search.find(options, (k, d), &mut digits, &mut nodes) {
                Some(true) => {
                    for (w, &v) in witnessed.iter_mut().zip(&digits) {
                        w.insert(Digit::from_index(usize::from(v - 1)));
                    }
                }
                Some(false) => {
                    options[k].remove(d);
                }
                None => return,
            }
        }
    }
}

/// What the searches of one line share: the places each place must differ from or
/// equal (the earlier ones), and the kind's rule.
struct Search<'a> {
    /// `differ[k]`: the earlier places whose cells see place `k`'s cell.
    differ: Vec<Vec<usize>>,
    /// `same[k]`: an earlier place of the same cell, if any.
    same: Vec<Option<usize>>,
    fits: Fits<'a>,
}

impl<'a> Search<'a> {
    fn new(board: &Board, cells: &[Cell], fits: Fits<'a>) -> Search<'a> {
        let topology = board.topology();
        let differ = (0..cells.len())
            .map(|k| {
                (0..k)
                    .filter(|&j| {
                        cells[j] != cells[k] && topology.peers(cells[k]).contains(cells[j])
                    })
                    .collect()
            })
            .collect();
        let same = (0..cells.len())
            .map(|k| (0..k).find(|&j| cells[j] == cells[k]))
            .collect();
        Search { differ, same, fits }
    }

    /// A way with `fixed.1` at place `fixed.0`, written into `digits`: `Some(true)`
    /// when found, `Some(false)` when there is none, `None` when the budget ran out.
    fn find(
        &self,
        options: &[Candidates],
        fixed: (usize, Digit),
        digits: &mut [u8],
        nodes: &mut usize,
    ) -> Option<bool> {
        self.extend(options, fixed, digits, 0, nodes)
    }

    fn extend(
        &self,
        options: &[Candidates],
        fixed: (usize, Digit),
        digits: &mut [u8],
        k: usize,
        nodes: &mut usize,
    ) -> Option<bool> {
        if k == digits.len() {
            return Some(true);
        }
        let open = if k == fixed.0 {
            Candidates::single(fixed.1)
        } else {
            options[k]
        };
        for d in open {
            *nodes += 1;
            if *nodes > BUDGET {
                return None;
            }
            let v = d.get();
            let ok = self.same[k].is_none_or(|j| digits[j] == v)
                && self.differ[k].iter().all(|&j| digits[j] != v)
                && (self.fits)(&digits[..k], k, v);
            if !ok {
                continue;
            }
            digits[k] = v;
            if self.extend(options, fixed, digits, k + 1, nodes)? {
                return Some(true);
            }
        }
        Some(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::logic::constraints::line;
    use crate::rules::Rules;

    #[test]
    fn a_four_between_two_cells_of_a_row_has_no_witness() {
        // r1c1 - r1c2 - r1c3 on a German whisper: 4 in the middle needs 9 at both ends,
        // which share row 1; 1 in the middle is fine (6 and 7, say).
        let board = Board::for_rules(&Grid::EMPTY, &Rules::classic(), Grid::EMPTY);
        let cells: Vec<Cell> = ["r1c1", "r1c2", "r1c3"]
            .iter()
            .map(|c| c.parse().unwrap())
            .collect();
        let far = line::far(5);
        let fits = |before: &[u8], k: usize, d: u8| {
            k == 0 || far[usize::from(before[k - 1] - 1)] & 1 << (d - 1) != 0
        };
        let mut options = vec![Candidates::ALL; 3];
        narrow(&board, &cells, &mut options, &fits);
        let middle: Vec<u8> = options[1].iter().map(|d| d.get()).collect();
        assert_eq!(middle, vec![1, 2, 3, 7, 8, 9]);
        let end: Vec<u8> = options[0].iter().map(|d| d.get()).collect();
        assert_eq!(end, vec![1, 2, 3, 4, 6, 7, 8, 9]);
    }
}
