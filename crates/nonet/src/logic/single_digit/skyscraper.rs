//! Skyscraper: two parallel strong links whose bases share a line.
//!
//! **Pattern.** For a digit, two rows (or two columns) where it has exactly two places
//! each; one place of each (the bases) lies in the same column (row), the other two
//! (the tops) do not. One of the bases is not the digit, so one of the tops is:
//! `(d)top1=(d)base1-(d)base2=(d)top2`. **Eliminations.** The digit from every cell that
//! sees both tops. **Order.** Digits 1 to 9; rows, then columns; line pairs in colex
//! order. Two tops in the same line would make an X-Wing, which is not reported here.
//! **Rating.** 4.0: Sudoku Explainer 1.2.1 has no Skyscraper; this is SukakuExplainer's
//! turbot-family rating (Skyscraper 4.0, 2-String Kite 4.1). The eight-tier ladder gives it
//! no tier, so it sits with Empty Rectangle in Expert.
//!
//! **Example.** HoDoKu's Skyscraper: 1 in columns 6 and 9 only in r1c6/r5c6 and
//! r3c9/r5c9; the bases r5c6 and r5c9 share row 5, so r1c6 or r3c9 is 1, and r1c7,
//! r1c8, r3c4 and r3c5 are not.

use std::ops::ControlFlow;

use super::x_chain;
use crate::grid::{CellSet, Digit, House, HouseKind};
use crate::logic::registry::Sink;
use crate::logic::{Board, Step, Technique};

/// Sends every Skyscraper that eliminates something.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for digit in Digit::ALL {
        for kind in [HouseKind::Row, HouseKind::Column] {
            // The lines holding the digit exactly twice; their pairs in colex order.
            let mut lines = [House::row(0); 9];
            let mut n = 0;
            for i in 0..9 {
                let line = House::new(kind, i);
                if board.positions(line, digit).count_ones() == 2 {
                    lines[n] = line;
                    n += 1;
                }
            }
            for j in 1..n {
                for i in 0..j {
                    send(board, digit, lines[i], lines[j], sink)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The Skyscraper of two lines holding `digit` twice each, if their bases align.
fn send(board: &Board, digit: Digit, a: House, b: House, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let (pa, pb) = (board.positions(a, digit), board.positions(b, digit));
    let base = pa & pb;
    if base.count_ones() != 1 {
        return ControlFlow::Continue(());
    }
    let at = |h: House, pos: u16| h.cells()[pos.trailing_zeros() as usize];
    let (base_a, base_b) = (at(a, base), at(b, base));
    let (top_a, top_b) = (at(a, pa ^ base), at(b, pb ^ base));
    let cells: CellSet = [top_a, base_a, base_b, top_b].into_iter().collect();
    let victims =
        CellSet::peers_of(top_a) & CellSet::peers_of(top_b) & (board.cells_with(digit) - cells);
    if victims.is_empty() {
        return ControlFlow::Continue(());
    }
    let nodes = [top_a, base_a, base_b, top_b].map(CellSet::single);
    let mut step = Step::new(Technique::Skyscraper, x_chain(digit, &nodes));
    for cell in victims {
        step.push_elimination(cell, digit);
    }
    sink(step)
}

#[cfg(test)]
pub(crate) mod tests {
    use crate::logic::Technique;
    use crate::logic::testing::{first_step_on, pencil};

    /// HoDoKu's Skyscraper example sk01 (hodoku.sourceforge.net, show_example.php?file=
    /// sk01&tech=Skyscraper): "Skyscraper: 1 in r1c6,r3c9 (connected by r5c69) =>
    /// r1c78,r3c45<>1".
    pub(crate) const HODOKU_SK01: &str = "
        6 9 7 | 1345 13458 158 | 1458 148 2
        45 58 1 | 9 7 2 | 458 6 3
        245 258 3 | 145 1458 6 | 7 9 18
        9 1 2 | 345 3458 58 | 6 38 7
        3 7 4 | 2 6 18 | 9 5 18
        8 6 5 | 7 13 9 | 13 2 4
        1 4 8 | 6 9 3 | 2 7 5
        7 35 9 | 15 2 4 | 138 138 6
        25 235 6 | 8 15 7 | 134 134 9";

    #[test]
    fn hodoku_skyscraper() {
        let step = first_step_on(&pencil(HODOKU_SK01), Technique::Skyscraper).expect("skyscraper");
        assert_eq!(
            step.explanation(),
            "Skyscraper on 1: (1)r1c6=(1)r5c6-(1)r5c9=(1)r3c9: \
             r1c7<>1, r1c8<>1, r3c4<>1, r3c5<>1"
        );
    }

    #[test]
    fn no_skyscraper_on_an_empty_grid() {
        let board = crate::logic::Board::new(&crate::Grid::EMPTY);
        assert!(first_step_on(&board, Technique::Skyscraper).is_none());
    }
}
