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

/// The nodes the searches of one line may visit in all. The finders run at every step
/// of the ladder: on the two zipper fixtures of 12 and 14 cells, 20,000 nodes cost about
/// 0.4 ms a call (release) and took those fixtures no further than 5,000.
const BUDGET: usize = 5_000;

/// The kind's rule, asked as the search fills the places in its order: whether place
/// `k` may hold `digit` beside the digits of the places filled so far (`digits[j]`,
/// 0 for a place not filled yet).
pub(crate) type Fits<'a> = &'a dyn Fn(&[u8], usize, u8) -> bool;

/// Narrows `options` (the places' options, settled) to the digits some whole way of
/// filling the line gives each place, as far as the budget reaches. The search fills
/// the places in `order` (every place once): the kind puts first the places that
/// decide the others (a zipper's middle, a between line's circles), so that a wrong
/// guess fails early.
pub(crate) fn narrow(
    board: &Board,
    cells: &[Cell],
    order: &[usize],
    options: &mut [Candidates],
    fits: Fits<'_>,
) {
    let search = Search::new(board, cells, order, fits);
    let mut nodes = 0;
    let mut witnessed = vec![Candidates::EMPTY; cells.len()];
    let mut digits = vec![0u8; cells.len()];
    for k in 0..cells.len() {
        for d in options[k] {
            if witnessed[k].contains(d) {
                continue;
            }
            digits.fill(0);
            match search.extend(options, (k, d), &mut digits, 0, &mut nodes) {
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

/// What the searches of one line share: the order of the places, the places each
/// must differ from or equal (the other places of the line), and the kind's rule.
struct Search<'a> {
    order: &'a [usize],
    /// `differ[k]`: the places whose cells see place `k`'s cell.
    differ: Vec<Vec<usize>>,
    /// `same[k]`: the other places of the same cell.
    same: Vec<Vec<usize>>,
    fits: Fits<'a>,
}

impl<'a> Search<'a> {
    fn new(board: &Board, cells: &[Cell], order: &'a [usize], fits: Fits<'a>) -> Search<'a> {
        let topology = board.topology();
        let n = cells.len();
        let differ = (0..n)
            .map(|k| {
                (0..n)
                    .filter(|&j| {
                        cells[j] != cells[k] && topology.peers(cells[k]).contains(cells[j])
                    })
                    .collect()
            })
            .collect();
        let same = (0..n)
            .map(|k| (0..n).filter(|&j| j != k && cells[j] == cells[k]).collect())
            .collect();
        Search {
            order,
            differ,
            same,
            fits,
        }
    }

    /// Fills the places from `order[at]` on, with `fixed.1` at place `fixed.0`, into
    /// `digits`: `Some(true)` when a whole way is found, `Some(false)` when there is
    /// none, `None` when the budget ran out.
    fn extend(
        &self,
        options: &[Candidates],
        fixed: (usize, Digit),
        digits: &mut [u8],
        at: usize,
        nodes: &mut usize,
    ) -> Option<bool> {
        let Some(&k) = self.order.get(at) else {
            return Some(true);
        };
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
            let ok = self.same[k]
                .iter()
                .all(|&j| digits[j] == 0 || digits[j] == v)
                && self.differ[k].iter().all(|&j| digits[j] != v)
                && (self.fits)(digits, k, v);
            if !ok {
                continue;
            }
            digits[k] = v;
            if self.extend(options, fixed, digits, at + 1, nodes)? {
                return Some(true);
            }
            digits[k] = 0;
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
        let fits = |digits: &[u8], k: usize, d: u8| {
            [k.wrapping_sub(1), k + 1]
                .iter()
                .filter_map(|&j| digits.get(j).filter(|&&v| v != 0))
                .all(|&v| far[usize::from(v - 1)] & 1 << (d - 1) != 0)
        };
        let mut options = vec![Candidates::ALL; 3];
        narrow(&board, &cells, &[0, 1, 2], &mut options, &fits);
        let middle: Vec<u8> = options[1].iter().map(|d| d.get()).collect();
        assert_eq!(middle, vec![1, 2, 3, 7, 8, 9]);
        let end: Vec<u8> = options[0].iter().map(|d| d.get()).collect();
        assert_eq!(end, vec![1, 2, 3, 4, 6, 7, 8, 9]);
    }
}
