//! Empty Rectangle: a box whose places for a digit form a cross, and a strong link.
//!
//! **Pattern.** For a digit, a box where all its places lie in one row R and one column
//! C of the box, not all in R nor all in C (the other four cells, the "empty
//! rectangle", cannot hold it); and a strong link outside the box's band and stack: a
//! column with exactly two places, one (P) in row R, the other (Q) elsewhere; or a row
//! with two places, P in column C. **Eliminations.** The digit from the cell where Q's
//! line crosses C (for a column link) or R (for a row link): if it held the digit, Q
//! would not, P would, and the box would have no place left. As a grouped chain,
//! `(d)Q=(d)P-(d)R-group=(d)C-group`.
//! **Order.** Digits 1 to 9; boxes 1 to 9; the cross's row then column (top to bottom,
//! left to right); links in columns 1 to 9, then in rows 1 to 9.
//! **Rating.** 4.6, Expert (the eight-tier ladder; Sudoku Explainer 1.2.1 has no Empty Rectangle).
//!
//! **Example.** In box 6 the 5s lie only in row 5 and column 8; column 3 holds 5 only in
//! r3c3 and r5c3; so r3c8 is not 5 (sudokusolver.app's Empty Rectangle page).

use std::ops::ControlFlow;

use super::{pair, x_chain};
use crate::grid::{Cell, CellSet, Digit, House};
use crate::logic::registry::Sink;
use crate::logic::{Board, Step, Technique};

/// Sends every Empty Rectangle that eliminates something.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for digit in Digit::ALL {
        for b in 0..9u8 {
            let places = board.cells_with_in(digit, House::box_(b));
            if places.len() < 2 {
                continue;
            }
            let (band, stack) = (b / 3 * 3, b % 3 * 3);
            for row in band..band + 3 {
                for col in stack..stack + 3 {
                    let (r_line, c_line) = (House::row(row), House::column(col));
                    let in_row = places & r_line.cell_set();
                    let in_col = places & c_line.cell_set();
                    if (in_row | in_col) != places || in_row == places || in_col == places {
                        continue;
                    }
                    let cross = Cross {
                        digit,
                        in_row,
                        in_col,
                        row,
                        col,
                    };
                    cross.column_links(board, stack, sink)?;
                    cross.row_links(board, band, sink)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// A box's places for `digit`: those in row `row` and those in column `col`.
struct Cross {
    digit: Digit,
    in_row: CellSet,
    in_col: CellSet,
    row: u8,
    col: u8,
}

impl Cross {
    /// Strong links in columns outside the box's stack with one end in the cross's row.
    fn column_links(&self, board: &Board, stack: u8, sink: &mut Sink<'_>) -> ControlFlow<()> {
        for c in (0..9).filter(|c| !(stack..stack + 3).contains(c)) {
            let Some((a, b)) = pair(board.cells_with_in(self.digit, House::column(c))) else {
                continue;
            };
            for (p, q) in [(a, b), (b, a)] {
                if p.row() != self.row || q.row() / 3 == self.row / 3 {
                    continue;
                }
                let victim = Cell::at(q.row(), self.col);
                // The row group is the far end of the weak link from P, so the column
                // group (the cells off row R) closes the chain.
                self.send(
                    board,
                    victim,
                    [q, p],
                    self.in_row,
                    self.in_col - self.in_row,
                    sink,
                )?;
            }
        }
        ControlFlow::Continue(())
    }

    /// Strong links in rows outside the box's band with one end in the cross's column.
    fn row_links(&self, board: &Board, band: u8, sink: &mut Sink<'_>) -> ControlFlow<()> {
        for r in (0..9).filter(|r| !(band..band + 3).contains(r)) {
            let Some((a, b)) = pair(board.cells_with_in(self.digit, House::row(r))) else {
                continue;
            };
            for (p, q) in [(a, b), (b, a)] {
                if p.col() != self.col || q.col() / 3 == self.col / 3 {
                    continue;
                }
                let victim = Cell::at(self.row, q.col());
                self.send(
                    board,
                    victim,
                    [q, p],
                    self.in_col,
                    self.in_row - self.in_col,
                    sink,
                )?;
            }
        }
        ControlFlow::Continue(())
    }

    fn send(
        &self,
        board: &Board,
        victim: Option<Cell>,
        link: [Cell; 2],
        near: CellSet,
        far: CellSet,
        sink: &mut Sink<'_>,
    ) -> ControlFlow<()> {
        let Some(victim) = victim.filter(|&v| board.has(v, self.digit)) else {
            return ControlFlow::Continue(());
        };
        let nodes = [
            CellSet::single(link[0]),
            CellSet::single(link[1]),
            near,
            far,
        ];
        let step = Step::new(Technique::EmptyRectangle, x_chain(self.digit, &nodes))
            .eliminate(victim, self.digit);
        sink(step)
    }
}

#[cfg(test)]
mod tests {
    use crate::grid::{Cell, Digit};
    use crate::logic::testing::first_step_on;
    use crate::logic::{Board, Technique};

    /// sudokusolver.app's Empty Rectangle example: in box 6 the 5s are only in row 5 and
    /// column 8 (r4c7, r4c9, r6c7 and r6c9 are empty of 5), and column 3 has 5 only in
    /// r3c3 and r5c3, so r3c8 is not 5. Built on an empty board by removing those 5s.
    fn box_six_rectangle(column_three: &[&str]) -> Board {
        let mut board = Board::new(&crate::Grid::EMPTY);
        let five = Digit::new(5).unwrap();
        for name in ["r4c7", "r4c9", "r6c7", "r6c9"].iter().chain(column_three) {
            board.eliminate(name.parse::<Cell>().unwrap(), five);
        }
        board
    }

    #[test]
    fn column_link_into_the_cross_row() {
        let board = box_six_rectangle(&["r1c3", "r2c3", "r4c3", "r6c3", "r7c3", "r8c3", "r9c3"]);
        let step = first_step_on(&board, Technique::EmptyRectangle).expect("empty rectangle");
        assert_eq!(
            step.explanation(),
            "Empty Rectangle on 5: (5)r3c3=(5)r5c3-(5)r5c789=(5)r46c8: r3c8<>5"
        );
    }

    #[test]
    fn no_rectangle_when_the_link_stays_in_the_band() {
        // Column 3's 5s in r4c3 and r5c3: Q shares the box's band, so the victim would be
        // inside the box.
        let board = box_six_rectangle(&["r1c3", "r2c3", "r3c3", "r6c3", "r7c3", "r8c3", "r9c3"]);
        assert!(first_step_on(&board, Technique::EmptyRectangle).is_none());
    }
}
