//! Non-consecutive as SukakuExplainer rates it (`--isNC=1`): orthogonal neighbours
//! never hold consecutive digits (1 and 9 are not consecutive).
//!
//! SukakuExplainer treats the rule in two places, and so does this file:
//! - placing a digit (a given, or any hint's placement) also takes the digits one above
//!   and one below it from the cell's four neighbours ([`NonConsecutive::cancel`]), as
//!   its `setValueAndCancel` does;
//! - two producers run right after the naked single, before the direct hidden triple:
//!   the NC forcing cell (2.4) and locked NC (2.5), each found in SukakuExplainer's
//!   order (its first hint is the one the rating applies).
//!
//! Its other producers (subsets, fish, wings, aligned exclusions) do not read the rule;
//! its chaining links do, and nonet's SE chaining engine has not got those links, so
//! a non-consecutive puzzle that needs chains rates differently.

use crate::grid::{Candidates, Cell, CellSet, Digit};
use crate::logic::{Board, Pattern, Reasoning, SeValue, Step, Technique};
use crate::rules::shape::orthogonal_neighbours as neighbours;

/// SukakuExplainer's NC forcing cell rating (`forcingCellNCHint.getDifficulty`).
const FORCING_CELL: SeValue = SeValue::new(2.4);
/// SukakuExplainer's locked NC rating (`lockedNCHint.getDifficulty`).
const LOCKED: SeValue = SeValue::new(2.5);

/// The non-consecutive rule of a board SukakuExplainer rates.
#[derive(Clone, Copy, Debug)]
pub(super) struct NonConsecutive {
    /// The rule's index in the puzzle's constraints (for the steps' evidence).
    pub index: usize,
    /// Whether the rules have windoku: locked NC then looks at the four drawn windows.
    pub windows: bool,
}

impl NonConsecutive {
    /// Removes the digits consecutive to every placed digit from its neighbours, as
    /// SukakuExplainer does once the givens are read.
    pub(super) fn cancel_placed(self, board: &mut Board) {
        for cell in Cell::all() {
            if let Some(d) = board.value(cell) {
                self.cancel(board, cell, d);
            }
        }
    }

    /// Removes `digit`'s consecutive digits from the neighbours of `cell`, where it has
    /// just been placed.
    pub(super) fn cancel(self, board: &mut Board, cell: Cell, digit: Digit) {
        let gone = consecutive(digit);
        for n in neighbours(cell) {
            for d in gone {
                board.eliminate(n, d);
            }
        }
    }

    /// The first hint of SukakuExplainer's NC forcing cell, then of its locked NC.
    pub(super) fn first_hint(self, board: &Board) -> Option<Step> {
        self.forcing_cell(board).or_else(|| self.locked(board))
    }

    /// NC forcing cell: a cell of two or three candidates. Two consecutive digits
    /// (4 or 5) leave neither to a neighbour: the one the cell holds is in its row or
    /// column, the other is consecutive to it. Three in a row (4, 5, 6) or two a step
    /// apart (4, 6) leave the neighbours without the middle digit, which is the cell's
    /// or consecutive to it. Cells in index order, the run before the middle.
    fn forcing_cell(self, board: &Board) -> Option<Step> {
        for cell in board.empty_cells() {
            let cands = board.candidates(cell);
            let n = cands.len();
            if !(2..=3).contains(&n) {
                continue;
            }
            let lo = cands.first().expect("two or more candidates");
            let hi = cands.iter().last().expect("two or more candidates");
            let span = usize::from(hi.get() - lo.get());
            let middle = Digit::new(lo.get() + 1);
            if span + 1 == n as usize {
                let gone = if n == 2 {
                    cands
                } else {
                    Candidates::single(middle.expect("a run of three has a middle"))
                };
                if let Some(step) = self.step(board, FORCING_CELL, &[cell], cell, gone) {
                    return Some(step);
                }
            }
            if span == 2 {
                let gone = Candidates::single(middle.expect("a gap of two has a middle"));
                if let Some(step) = self.step(board, FORCING_CELL, &[cell], cell, gone) {
                    return Some(step);
                }
            }
        }
        None
    }

    /// Locked NC: the places of a digit in a house all lie in or beside some cells; those
    /// cells lose the digits consecutive to it (each is the digit's place or a
    /// neighbour of it). Digits 1 to 9; for each, the four drawn windows (with windoku),
    /// the columns, the rows, then the boxes, as SukakuExplainer visits them; at most
    /// five places in a box or window, three in a line.
    fn locked(self, board: &Board) -> Option<Step> {
        for digit in Digit::ALL {
            let gone = consecutive(digit);
            let windows = if self.windows { &WINDOWS[..] } else { &[] };
            let houses = windows
                .iter()
                .map(|&(r, c)| (block(r, c), 5))
                .chain((0..9).map(|c| (column(c), 3)))
                .chain((0..9).map(|r| (row(r), 3)))
                .chain((0..9).map(|b| (block(b / 3 * 3, b % 3 * 3), 5)));
            for (house, most) in houses {
                let places: Vec<Cell> = house
                    .iter()
                    .copied()
                    .filter(|&c| board.has(c, digit))
                    .collect();
                if places.is_empty() || places.len() > most {
                    continue;
                }
                let mut near = CellSet::ALL;
                for &p in &places {
                    near &= neighbour_set(p) | CellSet::single(p);
                }
                if let Some(step) = self.step_over(board, LOCKED, &places, near, gone) {
                    return Some(step);
                }
            }
        }
        None
    }

    /// A step removing `gone` from the neighbours of `cell`, if it removes anything.
    fn step(
        self,
        board: &Board,
        rating: SeValue,
        read: &[Cell],
        cell: Cell,
        gone: Candidates,
    ) -> Option<Step> {
        self.step_over(board, rating, read, neighbour_set(cell), gone)
    }

    /// A step removing `gone` from `victims`, if it removes anything.
    fn step_over(
        self,
        board: &Board,
        rating: SeValue,
        read: &[Cell],
        victims: CellSet,
        gone: Candidates,
    ) -> Option<Step> {
        let mut step = Step::new(
            Technique::NonConsecutive,
            Pattern::Constraint(Reasoning {
                constraints: vec![self.index],
                cells: read.iter().copied().collect(),
                ..Reasoning::default()
            }),
        );
        for v in victims.iter() {
            for d in gone.iter().filter(|&d| board.has(v, d)) {
                step.push_elimination(v, d);
            }
        }
        step.rating = rating;
        (!step.eliminations.is_empty()).then_some(step)
    }
}

/// The drawn windows' top-left corners (rows and columns from 0), in SukakuExplainer's
/// order.
const WINDOWS: [(usize, usize); 4] = [(1, 1), (1, 5), (5, 1), (5, 5)];

/// The digits one below and one above `digit` (1 and 9 have one).
fn consecutive(digit: Digit) -> Candidates {
    let v = digit.get();
    [v - 1, v + 1]
        .into_iter()
        .filter_map(Digit::new)
        .fold(Candidates::EMPTY, Candidates::with)
}

fn neighbour_set(cell: Cell) -> CellSet {
    neighbours(cell).collect()
}

fn row(r: usize) -> [Cell; 9] {
    std::array::from_fn(|i| Cell::from_index(r * 9 + i))
}

fn column(c: usize) -> [Cell; 9] {
    std::array::from_fn(|i| Cell::from_index(i * 9 + c))
}

/// The 3x3 block whose top-left cell is at row `r`, column `c`, row by row.
fn block(r: usize, c: usize) -> [Cell; 9] {
    std::array::from_fn(|i| Cell::from_index((r + i / 3) * 9 + c + i % 3))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::rules::testing::cell;

    const RULE: NonConsecutive = NonConsecutive {
        index: 0,
        windows: false,
    };

    /// An empty grid whose cells hold every digit but where `marks` say otherwise.
    fn board(marks: &[(&str, &[u8])]) -> Board {
        let mut all = [Candidates::from_bits(0x1ff); 81];
        for &(name, digits) in marks {
            all[cell(name).index()] = digits
                .iter()
                .map(|&v| Digit::new(v).unwrap())
                .fold(Candidates::EMPTY, Candidates::with);
        }
        Board::with_candidates(&Grid::EMPTY, &all)
    }

    fn eliminations(step: &Step) -> Vec<String> {
        step.eliminations
            .iter()
            .map(|c| format!("{}<>{}", c.cell, c.digit.get()))
            .collect()
    }

    #[test]
    fn a_cell_of_4_or_5_takes_both_from_its_four_neighbours() {
        let step = RULE.first_hint(&board(&[("r5c5", &[4, 5])])).unwrap();
        assert_eq!(step.rating, FORCING_CELL);
        assert_eq!(
            eliminations(&step),
            [
                "r4c5<>4", "r4c5<>5", "r5c4<>4", "r5c4<>5", "r5c6<>4", "r5c6<>5", "r6c5<>4",
                "r6c5<>5"
            ]
        );
    }

    #[test]
    fn a_corner_of_2_or_4_takes_3_from_its_two_neighbours() {
        let step = RULE.first_hint(&board(&[("r1c1", &[2, 4])])).unwrap();
        assert_eq!(eliminations(&step), ["r1c2<>3", "r2c1<>3"]);
    }

    #[test]
    fn a_cell_of_2_or_5_forces_nothing() {
        assert!(RULE.first_hint(&board(&[("r1c1", &[2, 5])])).is_none());
    }

    #[test]
    fn a_digit_on_two_neighbours_of_a_row_takes_its_successor_from_both() {
        // 1 sits only on r1c4 or r1c5 in row 1: whichever holds it, the other is its
        // neighbour, so neither holds 2.
        let no_one: &[u8] = &[2, 3, 4, 5, 6, 7, 8, 9];
        let marks: Vec<(String, &[u8])> = (1..=9)
            .filter(|&c| c != 4 && c != 5)
            .map(|c| (format!("r1c{c}"), no_one))
            .collect();
        let marks: Vec<(&str, &[u8])> = marks.iter().map(|(n, d)| (n.as_str(), *d)).collect();
        let step = RULE.first_hint(&board(&marks)).unwrap();
        assert_eq!(step.rating, LOCKED);
        assert_eq!(eliminations(&step), ["r1c4<>2", "r1c5<>2"]);
    }

    /// Every hint of both producers, and every cancellation, keeps the solution's
    /// digits: on each non-consecutive puzzle of the serate fixtures, solved by the
    /// hints and, where they have none, by placing the solution's digit.
    #[test]
    fn hints_and_cancellations_keep_the_solution() {
        let fixtures = include_str!("../../../tests/fixtures/se_variants.tsv");
        let mut hints = 0;
        for line in fixtures.lines().filter(|l| l.contains("non-consecutive\t")) {
            let f: Vec<&str> = line.split('\t').collect();
            let grid: Grid = f[1].parse().unwrap();
            let puzzle = crate::format::apply_rules_list(grid.into(), f[0]).unwrap();
            let rule = super::super::rule_sets::non_consecutive(&puzzle.rules).unwrap();
            let (_, solution) = crate::logic::start(&puzzle).unwrap();
            let topology = super::super::se_houses::topology(&puzzle.rules);
            let mut board = Board::for_variant(&puzzle.givens, topology, solution);
            rule.cancel_placed(&mut board);
            while let Some(cell) = board.empty_cells().first() {
                for c in Cell::all() {
                    let d = solution.get(c).unwrap();
                    assert!(board.value(c) == Some(d) || board.has(c, d), "{line}");
                }
                if let Some(step) = rule.first_hint(&board) {
                    hints += 1;
                    board.apply(&step);
                } else {
                    let d = solution.get(cell).unwrap();
                    board.place(cell, d);
                    rule.cancel(&mut board, cell, d);
                }
            }
        }
        assert!(hints > 100, "{hints} hints");
    }
}
