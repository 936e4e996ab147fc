//! WXYZ-Wing, in its general form: four cells, four digits, one non-restricted digit.
//!
//! **Pattern.** Four empty cells, each with two to four candidates, holding between them
//! exactly four digits, each digit in at least two of the cells. A digit is
//! *restricted* when every pattern cell holding it sees every other one holding it (so
//! at most one of them can take it); exactly one digit, `z`, is not. Four cells must
//! take four values from four digits, and the three restricted digits can fill at most
//! three of them: some cell holding `z` is `z`. **Eliminations.** `z` from every cell
//! that sees all the pattern cells holding `z`.
//! **Order.** Digit quadruples in colex order; within one, cell quadruples in increasing
//! cell order (a pattern has a single digit set, so it is sent once).
//! **Links.** Peers come from [`Links`]: the classic tables here, a topology's peers
//! on a variant board (`groups::wings`).
//! **Rating.** 4.6 (the eight-tier ladder's value; Sudoku Explainer 1.2.1 has no WXYZ-Wing,
//! so it is
//! not one of its producers).
//!
//! **Example.** SudokuWiki's WXYZ-Wing page: a hinge `{1,2,3,9}` with pincers `{1,9}`,
//! `{2,9}` and `{3,9}` it sees; 9 is the non-restricted digit.

use std::ops::ControlFlow;

use crate::grid::{Candidates, Cell, CellSet, Digit};
use crate::logic::groups::links::{Classic, Links};
use crate::logic::order::colex;
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every WXYZ-Wing that eliminates something.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find_with(board, &Classic, sink)
}

/// Sends every WXYZ-Wing whose cells see each other (and whose victims see its `z`
/// cells) through `links`: the classic search on [`Classic`], its form over any
/// topology on a topology's links.
pub(crate) fn find_with(board: &Board, links: &impl Links, sink: &mut Sink<'_>) -> ControlFlow<()> {
    // Cells grouped by their exact candidate set, so a digit set's pool is the union of
    // the groups of its subsets (11 of them) instead of a scan of the board.
    let mut by_set = [CellSet::EMPTY; 512];
    for cell in board.empty_cells() {
        let cands = board.candidates(cell);
        if (2..=4).contains(&cands.len()) {
            by_set[usize::from(cands.bits())].insert(cell);
        }
    }
    let mut pool = [(Cell::from_index(0), Candidates::EMPTY); 81];
    for mask in colex(9, 4) {
        let digits = mask as u16;
        let mut cells = CellSet::EMPTY;
        let mut union = 0u16;
        let mut sub = digits;
        while sub != 0 {
            if sub.count_ones() >= 2 && !by_set[usize::from(sub)].is_empty() {
                cells |= by_set[usize::from(sub)];
                union |= sub;
            }
            sub = (sub - 1) & digits;
        }
        if union != digits || cells.len() < 4 {
            continue;
        }
        let mut m = 0;
        for cell in cells {
            pool[m] = (cell, board.candidates(cell));
            m += 1;
        }
        let mut search = Search {
            board,
            links,
            pool: &pool[..m],
            digits: Candidates::from_bits(digits),
            chosen: [0; 4],
        };
        search.extend(0, 0, Candidates::EMPTY, Candidates::EMPTY, sink)?;
    }
    ControlFlow::Continue(())
}

/// The cell quadruples of one digit set, built cell by cell and cut as soon as two
/// digits are non-restricted.
struct Search<'a, L: Links> {
    board: &'a Board,
    links: &'a L,
    pool: &'a [(Cell, Candidates)],
    digits: Candidates,
    chosen: [usize; 4],
}

impl<L: Links> Search<'_, L> {
    fn extend(
        &mut self,
        depth: usize,
        from: usize,
        union: Candidates,
        loose: Candidates,
        sink: &mut Sink<'_>,
    ) -> ControlFlow<()> {
        if depth == 4 {
            return self.conclude(union, loose, sink);
        }
        for i in from..self.pool.len() {
            let (cell, cands) = self.pool[i];
            let mut loose = loose;
            for &j in &self.chosen[..depth] {
                let (other, theirs) = self.pool[j];
                if !self.links.sees(cell, other) {
                    loose |= cands & theirs;
                }
            }
            if loose.len() > 1 || !self.may_eliminate(depth, cell, cands, loose) {
                continue;
            }
            self.chosen[depth] = i;
            self.extend(depth + 1, i + 1, union | cands, loose, sink)?;
        }
        ControlFlow::Continue(())
    }

    /// Once the non-restricted digit is known, whether some cell holding it still sees
    /// every chosen cell holding it (adding cells can only shrink that set).
    fn may_eliminate(
        &self,
        depth: usize,
        cell: Cell,
        cands: Candidates,
        loose: Candidates,
    ) -> bool {
        let Some(z) = loose.single_digit() else {
            return true;
        };
        let mut seeing = self.board.cells_with(z);
        if cands.contains(z) {
            seeing &= self.links.peers(cell);
        }
        for &j in &self.chosen[..depth] {
            let (other, theirs) = self.pool[j];
            if theirs.contains(z) {
                seeing &= self.links.peers(other);
            }
        }
        !seeing.is_empty()
    }

    fn conclude(
        &self,
        union: Candidates,
        loose: Candidates,
        sink: &mut Sink<'_>,
    ) -> ControlFlow<()> {
        let Some(z) = loose.single_digit() else {
            return ControlFlow::Continue(());
        };
        if union != self.digits {
            return ControlFlow::Continue(());
        }
        let cells: [(Cell, Candidates); 4] = self.chosen.map(|i| self.pool[i]);
        let every_digit_twice = self
            .digits
            .iter()
            .all(|d| cells.iter().filter(|(_, c)| c.contains(d)).count() >= 2);
        if !every_digit_twice {
            return ControlFlow::Continue(());
        }
        let pattern: CellSet = cells.iter().map(|&(c, _)| c).collect();
        let holders: CellSet = cells
            .iter()
            .filter(|(_, c)| c.contains(z))
            .map(|&(c, _)| c)
            .collect();
        let victims = self.links.common_peers(holders) & (self.board.cells_with(z) - pattern);
        if victims.is_empty() {
            return ControlFlow::Continue(());
        }
        let mut step = Step::new(
            Technique::WxyzWing,
            wing(self.links, &cells, self.digits, z),
        );
        for cell in victims {
            step.push_elimination(cell, z);
        }
        sink(step)
    }
}

/// The pattern: the pivot is the cell that sees most of the others (then the one with
/// most candidates, then the first), the pincers the other three.
fn wing(
    links: &impl Links,
    cells: &[(Cell, Candidates); 4],
    digits: Candidates,
    z: Digit,
) -> Pattern {
    let seen = |c: Cell| cells.iter().filter(|&&(o, _)| links.sees(c, o)).count();
    let pivot = cells
        .iter()
        .max_by_key(|&&(c, cands)| (seen(c), cands.len(), std::cmp::Reverse(c.index())))
        .map(|&(c, _)| c)
        .unwrap_or(cells[0].0);
    Pattern::Wing {
        pivot,
        pincers: cells
            .iter()
            .map(|&(c, _)| c)
            .filter(|&c| c != pivot)
            .collect(),
        digits,
        z,
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::testing::{first_step_on, narrowed};

    /// The shape of SudokuWiki's WXYZ-Wing (sudokuwiki.org/WXYZ_Wing): a hinge holding
    /// W, X, Y and Z, and three cells it sees, each holding Z and one of W, X, Y. Here the
    /// hinge r1c1 {1,2,3,9} sees r1c2 {1,9}, r2c3 {2,9} and r1c7 {3,9}; only r1c3 sees
    /// all four 9s.
    #[test]
    fn hinge_and_three_pincers() {
        let board = narrowed(&[
            ("r1c1", "1239"),
            ("r1c2", "19"),
            ("r2c3", "29"),
            ("r1c7", "39"),
        ]);
        let step = first_step_on(&board, Technique::WxyzWing).expect("wxyz-wing");
        assert_eq!(
            step.explanation(),
            "WXYZ-Wing on 1, 2, 3 and 9 with pivot r1c1 and pincers r1c2, r1c7, r2c3 \
             (z = 9): r1c3<>9"
        );
    }

    /// With 3 also in r2c3, two digits (3 and 9) are non-restricted: no wing.
    #[test]
    fn two_loose_digits_make_no_wing() {
        let board = narrowed(&[
            ("r1c1", "1239"),
            ("r1c2", "19"),
            ("r2c3", "239"),
            ("r1c7", "39"),
        ]);
        assert!(first_step_on(&board, Technique::WxyzWing).is_none());
    }
}
