//! Hidden Rectangle (SudokuWiki's Hidden Unique Rectangle type 1, HoDoKu's Hidden
//! Rectangle).
//!
//! **Pattern.** A rectangle of four unsolved cells over two rows, two columns and two
//! boxes, all holding digits `u` and `v`; one corner holds nothing else. In the row and
//! in the column of the opposite corner, `u` can go only in rectangle cells (a strong
//! link on `u` in each line).
//!
//! **Eliminations.** `v` from the opposite corner: were it `v`, the two strong links
//! would put `u` in its row-mate and column-mate, which leaves the bivalue corner `v`:
//! the rectangle would hold `u`/`v` swapped at its diagonals, a deadly pattern.
//!
//! **Order.** Rectangles by rows then columns, digit pairs ascending, the bivalue
//! corner in the order r1c1, r1c2, r2c1, r2c2; both digits are tried as `u` and every
//! elimination goes into one step.
//!
//! **Example.** r4c3, r4c7, r6c3, r6c7 on 1 and 6 with r6c7 = {1, 6}, and 1 only in
//! r4c3 and r4c7 in row 4 and only in r4c3 and r6c3 in column 3: r4c3<>6.

use std::ops::ControlFlow;

use super::rectangles;
use crate::grid::{Candidates, Cell, CellSet, Digit, House, HouseKind};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every hidden rectangle that eliminates something.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for corners in rectangles() {
        let shared = corners
            .iter()
            .fold(Candidates::ALL, |acc, &c| acc & board.candidates(c));
        if shared.len() < 2 {
            continue;
        }
        for u in shared {
            for v in shared {
                if v <= u {
                    continue;
                }
                let pair = Candidates::single(u).with(v);
                for (k, &floor) in corners.iter().enumerate() {
                    if board.candidates(floor) != pair {
                        continue;
                    }
                    if let Some(step) = hidden(board, corners, pair, corners[3 - k]) {
                        sink(step)?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The step for the corner `target` opposite a bivalue corner, if a digit of `pair`
/// is strongly linked in both its lines.
fn hidden(board: &Board, corners: [Cell; 4], pair: Candidates, target: Cell) -> Option<Step> {
    let rect: CellSet = corners.iter().copied().collect();
    let row = target.house(HouseKind::Row);
    let col = target.house(HouseKind::Column);
    let mut links: Vec<(House, Digit)> = Vec::new();
    let mut removed = Vec::new();
    for u in pair {
        let confined = |h: House| (board.cells_with_in(u, h) - rect).is_empty();
        if confined(row) && confined(col) {
            links.push((row, u));
            links.push((col, u));
            removed.extend((pair - Candidates::single(u)).first());
        }
    }
    if removed.is_empty() {
        return None;
    }
    let mut step = Step::new(
        Technique::HiddenRectangle,
        Pattern::Uniqueness {
            cells: corners.to_vec(),
            digits: pair,
            extra: Vec::new(),
            subset: None,
            extra_digits: Candidates::EMPTY,
            hidden: false,
            links,
        },
    );
    for v in removed {
        step.push_elimination(target, v);
    }
    Some(step)
}

#[cfg(test)]
mod tests {
    use crate::grid::{Cell, Digit};
    use crate::logic::testing::{first_step_on, hodoku, sent};
    use crate::logic::{Board, Technique};

    fn cell(name: &str) -> Cell {
        name.parse().unwrap()
    }

    fn d(v: u8) -> Digit {
        Digit::new(v).unwrap()
    }

    /// SudokuWiki, "Hidden Unique Rectangles", Figure 1 (first edition of the page):
    /// rectangle D3, D7, F3, F7 (r4c3, r4c7, r6c3, r6c7) on 1 and 6, bivalue F7, 1 only
    /// twice in row D and in column 3: D3 cannot be 6. Rebuilt on an empty grid by
    /// removing candidates until just those conditions hold; without the column's
    /// strong link (`column_link` false) nothing follows.
    fn wiki_board(column_link: bool) -> Board {
        let mut b = Board::new(&crate::Grid::EMPTY);
        for v in [2, 3, 4, 5, 7, 8, 9] {
            b.eliminate(cell("r6c7"), d(v));
        }
        for c in ["r4c1", "r4c2", "r4c4", "r4c5", "r4c6", "r4c8", "r4c9"] {
            b.eliminate(cell(c), d(1));
        }
        if column_link {
            for c in ["r1c3", "r2c3", "r3c3", "r5c3", "r7c3", "r8c3", "r9c3"] {
                b.eliminate(cell(c), d(1));
            }
        }
        b
    }

    #[test]
    fn opposite_corner_loses_the_other_digit() {
        let step =
            first_step_on(&wiki_board(true), Technique::HiddenRectangle).expect("hidden rectangle");
        assert_eq!(
            step.explanation(),
            "Hidden Rectangle on 1 and 6 in r4c3, r4c7, r6c3, r6c7 \
             (strong links on 1 in row 4 and column 3): r4c3<>6"
        );
    }

    /// HoDoKu's example for Hidden Rectangle (hodoku.sourceforge.net/en/
    /// show_example.php?file=hr01): "Hidden Rectangle: 5/9 in r7c57,r9c57 =>
    /// r9c5<>9" (r7c7 is the bivalue corner; 5 is strongly linked in row 9 and
    /// column 5).
    #[test]
    fn hodoku_example() {
        let b = hodoku(
            ":0606:9:+39+4+6+821+5+7+6+1+873+5+42+952+7+4..+3+681+53.47..+6+4+7.+56+8.3+18+6....+7+457+368.4..+29+4+5.....+3+2+81.....4::995:",
        );
        let all: Vec<String> = sent(&b, super::find)
            .iter()
            .map(|s| s.explanation())
            .collect();
        // The board holds a second one, on 3/9 in r6c46, r9c46, found first.
        assert_eq!(
            all,
            vec![
                "Hidden Rectangle on 3 and 9 in r6c4, r6c6, r9c4, r9c6 \
                 (strong links on 3 in row 6 and column 6): r6c6<>9",
                "Hidden Rectangle on 5 and 9 in r7c5, r7c7, r9c5, r9c7 \
                 (strong links on 5 in row 9 and column 5): r9c5<>9"
            ]
        );
    }

    #[test]
    fn needs_both_strong_links() {
        assert!(first_step_on(&wiki_board(false), Technique::HiddenRectangle).is_none());
    }
}
