//! Each constraint kind's drawing: where it shows (in the borders, in a cell, on a
//! border, as a line, or only in the legend) and what the legend says of it, one `impl`
//! per row of the table of kinds (`rules/constraint.rs`), in the table's order.
//! [`draw_rules`](super::draw_rules) dispatches with
//! [`each_kind!`](crate::rules::each_kind), so a kind without an `impl` here fails to
//! compile.

use super::{Drawing, FULL_BORDER, PIECES, cell_list, touches};
use crate::grid::Cell;
use crate::rules::kinds::*;
use crate::rules::{Constraint, each_kind};

/// A constraint kind's drawing.
pub(super) trait Drawn {
    /// Draws `c` (this constraint, the `index`-th of the rules): by default, one legend
    /// line with its [`detail`](Drawn::detail).
    fn draw(&self, c: &Constraint, _index: usize, d: &mut Drawing) {
        d.legend.item(detail(c));
    }

    /// What the legend says of it, given `what`, its kind and place: by default just
    /// that.
    fn detail(&self, what: String) -> String {
        what
    }
}

/// A constraint in the legend: where it is and what it asks, with its numbers (the
/// vector figure's legend says it the same way).
pub(in crate::format) fn detail(c: &Constraint) -> String {
    let what = c.describe();
    each_kind!(c, k => k.detail(what))
}

impl Drawn for Diagonal {
    fn detail(&self, what: String) -> String {
        format!("{what}: holds each digit once")
    }
}

impl Drawn for Windoku {
    fn detail(&self, _: String) -> String {
        "windoku: the four windows r2-4c2-4, r2-4c6-8, r6-8c2-4, r6-8c6-8 each hold each \
         digit once"
            .to_string()
    }
}

impl Drawn for DisjointGroups {
    fn detail(&self, _: String) -> String {
        "disjoint groups: the cells at the same place in each box hold each digit once".to_string()
    }
}

impl Drawn for ExtraRegion {
    fn detail(&self, what: String) -> String {
        format!("{what}: {} hold distinct digits", cell_list(&self.cells))
    }
}

impl Drawn for AntiKnight {
    fn detail(&self, what: String) -> String {
        format!("{what}: cells a knight's move apart differ")
    }
}

impl Drawn for AntiKing {
    fn detail(&self, what: String) -> String {
        format!("{what}: cells a king's move apart differ")
    }
}

impl Drawn for NonConsecutive {
    fn detail(&self, what: String) -> String {
        format!("{what}: orthogonal neighbours are not consecutive")
    }
}

impl Drawn for KropkiDot {
    fn draw(&self, c: &Constraint, _: usize, d: &mut Drawing) {
        d.legend
            .key("kropki dots: ○ white, consecutive digits; ● black, one digit twice the other");
        let mark = match self.color {
            KropkiColor::White => '○',
            KropkiColor::Black => '●',
        };
        if !d.canvas.between(self.cells, mark) {
            d.legend
                .item(format!("{}, not drawn: {FULL_BORDER}", detail(c)));
        }
    }

    fn detail(&self, what: String) -> String {
        match self.color {
            KropkiColor::White => format!("{what}: white, consecutive digits"),
            KropkiColor::Black => format!("{what}: black, one digit twice the other"),
        }
    }
}

impl Drawn for KropkiNegative {
    fn detail(&self, what: String) -> String {
        let colours = match (self.white, self.black) {
            (true, true) => "white and black dots",
            (true, false) => "white dots",
            _ => "black dots",
        };
        format!("{what}: all {colours} are given")
    }
}

impl Drawn for Xv {
    fn draw(&self, c: &Constraint, _: usize, d: &mut Drawing) {
        d.legend
            .key("XV signs: X, the two digits sum to 10; V, to 5");
        let mark = match self.letter {
            XvLetter::X => 'X',
            XvLetter::V => 'V',
        };
        if !d.canvas.between(self.cells, mark) {
            d.legend
                .item(format!("{}, not drawn: {FULL_BORDER}", detail(c)));
        }
    }

    fn detail(&self, what: String) -> String {
        match self.letter {
            XvLetter::X => format!("{what}: X, the digits sum to 10"),
            XvLetter::V => format!("{what}: V, the digits sum to 5"),
        }
    }
}

impl Drawn for XvNegative {
    fn detail(&self, what: String) -> String {
        format!("{what}: all Xs and Vs are given")
    }
}

impl Drawn for EvenOdd {
    fn draw(&self, c: &Constraint, _: usize, d: &mut Drawing) {
        d.legend
            .key("□ even cell, ○ odd cell (left of the digit, or above it)");
        let mark = match self.parity {
            Parity::Even => '□',
            Parity::Odd => '○',
        };
        if !d.canvas.cell_mark(self.cell, mark) {
            d.legend.item(format!(
                "{}, not drawn: the cell has two other marks",
                detail(c)
            ));
        }
    }

    fn detail(&self, what: String) -> String {
        match self.parity {
            Parity::Even => format!("{what}: even"),
            Parity::Odd => format!("{what}: odd"),
        }
    }
}

impl Drawn for GivenCandidates {
    fn detail(&self, what: String) -> String {
        let digits: Vec<String> = self.digits.iter().map(|d| d.to_string()).collect();
        format!("{what}: one of {}", digits.join(","))
    }
}

impl Drawn for Quadruple {
    fn detail(&self, what: String) -> String {
        let digits: Vec<String> = self.digits.iter().map(|d| d.get().to_string()).collect();
        format!(
            "{what}: {} appear in the 2x2 cells from {}",
            digits.join(","),
            self.top_left
        )
    }
}

impl Drawn for KillerCage {
    /// In the borders (see `drawn_cages`), its total in its first cell; listed too when
    /// the borders cannot show it.
    fn draw(&self, c: &Constraint, index: usize, d: &mut Drawing) {
        match d.undrawn_cages.iter().find(|(j, _)| *j == index) {
            Some((_, why)) if *why != PIECES => d.legend.item(format!(
                "{}: {}, not drawn: {why}",
                detail(c),
                cell_list(&self.cells)
            )),
            listed => {
                if listed.is_some() {
                    d.legend.item(format!(
                        "{}: {}, {PIECES}",
                        detail(c),
                        cell_list(&self.cells)
                    ));
                }
                d.legend.key(
                    "killer cages: cells with no line between them (a dashed line where a \
                     cage crosses a region's border), the total (if any) in the cage's \
                     first cell; digits in a cage differ",
                );
                if let (Some(total), Some(&first)) = (self.total, self.cells.iter().min()) {
                    d.canvas.text(first, 0, 0, &total.to_string());
                }
            }
        }
    }

    fn detail(&self, what: String) -> String {
        match self.total {
            Some(total) => format!("{what}: distinct digits summing to {total}"),
            None => format!("{what}: distinct digits"),
        }
    }
}

impl Drawn for LittleKiller {
    fn detail(&self, what: String) -> String {
        format!(
            "{what}: the diagonal sums to {} ({:?})",
            self.total, self.step
        )
    }
}

impl Drawn for Arrow {
    /// A line from the circle cell next to the shaft, every circle cell a capital.
    fn draw(&self, c: &Constraint, _: usize, d: &mut Drawing) {
        let from = self
            .shaft
            .first()
            .and_then(|&s| self.circle.iter().copied().find(|&c| touches(c, s)))
            .or_else(|| self.circle.first().copied());
        let mut path: Vec<Cell> = from.into_iter().collect();
        path.extend(&self.shaft);
        d.line(c, &self.circle, &path);
    }
}

impl Drawn for Sandwich {
    fn detail(&self, what: String) -> String {
        format!(
            "{what}: the digits between the 1 and the 9 sum to {}",
            self.total
        )
    }
}

impl Drawn for XSum {
    fn detail(&self, what: String) -> String {
        format!(
            "{what}: the first X digits sum to {}, X being the first",
            self.total
        )
    }
}

impl Drawn for Skyscraper {
    fn detail(&self, what: String) -> String {
        format!("{what}: {} digits are seen", self.count)
    }
}

/// A line drawn from its first cell.
macro_rules! line_from_first {
    () => {
        fn draw(&self, c: &Constraint, _: usize, d: &mut Drawing) {
            d.line(c, &self.cells[..self.cells.len().min(1)], &self.cells);
        }
    };
}

impl Drawn for RegionSumLine {
    line_from_first!();
}

impl Drawn for Thermo {
    line_from_first!();

    fn detail(&self, what: String) -> String {
        if self.slow {
            format!("{what} (slow: equal neighbours allowed)")
        } else {
            what
        }
    }
}

impl Drawn for Palindrome {
    line_from_first!();
}

impl Drawn for Renban {
    line_from_first!();
}

impl Drawn for Whispers {
    line_from_first!();

    fn detail(&self, what: String) -> String {
        format!("{what} (neighbours differ by {} or more)", self.difference)
    }
}

impl Drawn for BetweenLine {
    /// A line whose two ends, the circles, are capitals.
    fn draw(&self, c: &Constraint, _: usize, d: &mut Drawing) {
        let ends: Vec<Cell> = [self.cells.first(), self.cells.last()]
            .into_iter()
            .flatten()
            .copied()
            .collect();
        d.line(c, &ends, &self.cells);
    }
}

impl Drawn for EntropicLine {
    line_from_first!();
}

impl Drawn for ZipperLine {
    line_from_first!();
}
