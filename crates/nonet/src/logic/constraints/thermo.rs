//! Thermometers: digits rise from the bulb (a slow thermometer's never fall), as one
//! step per line.
//!
//! Pattern: a thermometer and its cells' candidates.
//! Eliminations: every cell's bounds at once, exact on the candidates: a forward pass
//! raises each cell above the lowest digit the cell before can hold, a backward pass
//! lowers it below the highest the cell after can hold (two passes decide a chain of
//! order relations exactly: every candidate left is in some rising filling). Then a
//! digit every filling uses (a 4-cell thermometer on 1 to 5 holds 2, 3 and 4) leaves
//! the cells outside that see all its places on the line.
//! Example: a bulb at r1c1 and three cells after it: r1c1 keeps 1 to 6, the tip 4 to 9.
//!
//! A slow thermometer may come back to a cell: the passes then repeat, each cell
//! keeping what all its places on the line allow, until nothing changes (sound, and
//! exact on a line that does not come back).

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::step::Step;
use super::super::technique::Technique;
use super::support::{Support, options};
use super::{Pair, Reasoned, digits, indexed};
use crate::grid::{Candidates, Cell, CellSet};
use crate::rules::Constraint;
use crate::rules::kinds::Thermo;

impl Reasoned for Thermo {
    const TECHNIQUES: &'static [Technique] = &[Technique::Thermometer, Technique::SlowThermometer];

    /// Each cell and every later one: `k` steps further along, the digit is at least
    /// `k` higher (at least as high, on a slow thermometer). Not only neighbours: a
    /// chain through the bulb and the tip needs the pair they make.
    fn pairs(&self, out: &mut Vec<Pair>) {
        let rise = usize::from(self.rise());
        for (i, &a) in self.cells.iter().enumerate() {
            for (k, &b) in self.cells[i + 1..].iter().enumerate() {
                if a != b {
                    let gap = rise * (k + 1);
                    out.push(Pair::new(a, b, |x, y| y.index() >= x.index() + gap));
                }
            }
        }
    }
}

/// Sends each thermometer's step (strict ones, or slow ones when `slow`), in the
/// rules' order.
pub(crate) fn find(board: &Board, slow: bool, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::Thermo(thermo) = constraint else {
            continue;
        };
        if thermo.slow != slow {
            continue;
        }
        if let Some(step) = thermo_step(board, index, thermo) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// The line's step, or `None` when it is filled or concludes nothing.
fn thermo_step(board: &Board, index: usize, thermo: &Thermo) -> Option<Step> {
    let cells = &thermo.cells;
    if cells.iter().all(|&c| board.value(c).is_some()) {
        return None;
    }
    let mut masks = [0u16; 81];
    let masks = &mut masks[..cells.len()];
    for (m, &c) in masks.iter_mut().zip(cells) {
        *m = options(board, c).bits();
    }
    let rise = u32::from(thermo.rise());
    let repeats = has_repeats(thermo);
    if !narrow(masks, rise, repeats.then_some(cells.as_slice())) {
        return None;
    }
    let required = if repeats {
        Candidates::EMPTY
    } else {
        required(masks, rise)
    };
    let per_cell: Vec<Candidates> = masks.iter().map(|&m| Candidates::from_bits(m)).collect();
    let mut support = Support::new(cells);
    support.add_all(&per_cell, required);
    let technique = if thermo.slow {
        Technique::SlowThermometer
    } else {
        Technique::Thermometer
    };
    support.step(board, technique, index, None, Vec::new())
}

/// Whether the line visits a cell twice (only a slow one may).
fn has_repeats(thermo: &Thermo) -> bool {
    let set: CellSet = thermo.cells.iter().copied().collect();
    set.len() as usize != thermo.cells.len()
}

/// Narrows `masks` (bit k: digit k + 1) to the digits of some filling that rises by
/// at least `rise` per step; `cells` names the places when a cell comes back, whose
/// masks are then kept equal (passes repeated until nothing changes: each pass that
/// changes something removes a digit, so at most 9 per place). Returns false when no
/// filling is left.
fn narrow(masks: &mut [u16], rise: u32, cells: Option<&[Cell]>) -> bool {
    let Some(cells) = cells else {
        return passes(masks, rise);
    };
    loop {
        let mut before = [0u16; 81];
        before[..masks.len()].copy_from_slice(masks);
        if !passes(masks, rise) {
            return false;
        }
        for i in 0..masks.len() {
            masks[i] = (0..masks.len())
                .filter(|&j| cells[j] == cells[i])
                .fold(0x1ff, |all, j| all & masks[j]);
        }
        if masks.contains(&0) {
            return false;
        }
        if before[..masks.len()] == *masks {
            return true;
        }
    }
}

/// One forward pass (each cell at least the lowest digit before it plus `rise`) and
/// one backward pass (at most the highest after it minus `rise`); false when a cell
/// is left without a digit.
fn passes(masks: &mut [u16], rise: u32) -> bool {
    for i in 1..masks.len() {
        if masks[i - 1] == 0 {
            return false;
        }
        let lowest = masks[i - 1].trailing_zeros() + 1;
        masks[i] &= at_least(lowest + rise);
    }
    for i in (0..masks.len() - 1).rev() {
        if masks[i + 1] == 0 {
            return false;
        }
        let highest = 16 - masks[i + 1].leading_zeros();
        masks[i] &= at_most(highest.saturating_sub(rise));
    }
    masks.iter().all(|&m| m != 0)
}

/// The digits every filling of a line without repeats uses: a digit is required when
/// the line cannot be filled without it (the forward pass alone decides that, taking
/// the lowest digit each cell can).
fn required(masks: &[u16], rise: u32) -> Candidates {
    let union = masks.iter().fold(0, |all, &m| all | m);
    let mut out = Candidates::EMPTY;
    for d in Candidates::from_bits(union) {
        if !fillable(masks, rise, !d.bit()) {
            out.insert(d);
        }
    }
    out
}

/// Whether the line can rise through `masks` using only the digits of `allowed`.
fn fillable(masks: &[u16], rise: u32, allowed: u16) -> bool {
    let mut floor = 1;
    for &m in masks {
        let open = m & allowed & at_least(floor);
        if open == 0 {
            return false;
        }
        floor = open.trailing_zeros() + 1 + rise;
    }
    true
}

/// The digits from `low` up, as a mask.
fn at_least(low: u32) -> u16 {
    if low > 9 {
        0
    } else {
        0x1ff & !((1u16 << (low - 1)) - 1)
    }
}

/// The digits up to `high`, as a mask.
fn at_most(high: u32) -> u16 {
    if high == 0 {
        0
    } else {
        (1u16 << high.min(9)) - 1
    }
}

/// The sentence's part after the line.
pub(crate) fn found(reasoning: &Reasoning, slow: bool) -> String {
    let mut out = if slow {
        "digits never fall along it".to_string()
    } else {
        "digits rise along it".to_string()
    };
    if !reasoning.required.is_empty() {
        out.push_str(&format!(", so it holds {}", digits(reasoning.required)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::logic::Sink;
    use crate::logic::constraints::probe::{board, first_step};
    use crate::logic::constraints::testing::assert_sound_on_random_boards;

    fn strict(b: &Board, s: &mut Sink<'_>) -> ControlFlow<()> {
        find(b, false, s)
    }

    fn slow(b: &Board, s: &mut Sink<'_>) -> ControlFlow<()> {
        find(b, true, s)
    }

    /// The candidates of `cell` (`r1c1`) the step leaves on `board`.
    fn left(board: &Board, step: &Step, cell: &str) -> Vec<u8> {
        let cell = Cell::all().find(|c| c.to_string() == cell).unwrap();
        let gone: Vec<u8> = step
            .eliminations
            .iter()
            .filter(|e| e.cell == cell)
            .map(|e| e.digit.get())
            .collect();
        board
            .candidates(cell)
            .iter()
            .map(|d| d.get())
            .filter(|d| !gone.contains(d))
            .collect()
    }

    #[test]
    fn a_four_cell_thermometer_bounds_every_cell_in_one_step() {
        let board = board(".Thermo~R1C1~R1C2~R1C3~R1C4");
        let step = first_step(&board, strict).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("Thermometer at r1c1: digits rise along it: "),
            "{text}"
        );
        assert_eq!(left(&board, &step, "r1c1"), [1, 2, 3, 4, 5, 6], "{text}");
        assert_eq!(left(&board, &step, "r1c2"), [2, 3, 4, 5, 6, 7], "{text}");
        assert_eq!(left(&board, &step, "r1c4"), [4, 5, 6, 7, 8, 9], "{text}");
    }

    #[test]
    fn bounds_follow_the_candidates_both_ways() {
        // A 5 given in the middle: the bulb below 5, the tip above; 4 is missing
        // from r1c1 and r1c2's candidates, so r1c1 stays at most 3.
        let mut board = board(".~R1C2_5.Thermo~R1C1~R1C2~R1C3");
        board.eliminate(Cell::from_index(0), crate::grid::Digit::new(4).unwrap());
        let step = first_step(&board, strict).expect("a step");
        assert_eq!(
            left(&board, &step, "r1c1"),
            [1, 2, 3],
            "{}",
            step.explanation()
        );
        assert_eq!(
            left(&board, &step, "r1c3"),
            [6, 7, 8, 9],
            "{}",
            step.explanation()
        );
    }

    #[test]
    fn a_digit_the_line_needs_leaves_the_cells_that_see_its_places() {
        // The bulb holds 1 or 4, the next cell 2 or 3: the bulb is 1, which the line
        // must hold, so the rest of row 1 loses it.
        let mut board = board(".Thermo~R1C1~R1C2");
        for (i, keep) in [(0, [1, 4]), (1, [2, 3])] {
            let cell = Cell::from_index(i);
            for d in board.candidates(cell) {
                if !keep.contains(&d.get()) {
                    board.eliminate(cell, d);
                }
            }
        }
        let step = first_step(&board, strict).expect("a step");
        let text = step.explanation();
        assert!(text.contains("so it holds 1: "), "{text}");
        assert!(
            text.contains("r1c1<>4") && text.contains("r1c9<>1"),
            "{text}"
        );
        assert_eq!(required(&[0b1, 0b110], 1), Candidates::from_bits(1));
        // 1-2-3, 1-2-4, 1-3-4 and 2-3-4 share no digit.
        assert_eq!(required(&[0b11, 0b110, 0b1100], 1), Candidates::EMPTY);
    }

    #[test]
    fn a_slow_thermometer_allows_equal_neighbours() {
        let (puzzle, ..): (crate::rules::Puzzle, _, _) =
            crate::format::read_puzzle(".~R1C1_4.Thermo~R1C1~R2C2~R3C3").unwrap();
        let mut constraints = puzzle.rules.constraints().to_vec();
        let Constraint::Thermo(t) = &mut constraints[0] else {
            panic!("{constraints:?}")
        };
        t.slow = true;
        let rules = crate::rules::Rules::new(crate::rules::Layout::Boxes, constraints).unwrap();
        let board = Board::for_rules(&puzzle.givens, &rules, Grid::EMPTY);
        let step = first_step(&board, slow).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("Slow Thermometer at r1c1: digits never fall along it"),
            "{text}"
        );
        // r2c2 and r3c3 are in r1c1's box: they cannot be 4, so they are 5 to 9.
        assert_eq!(left(&board, &step, "r3c3"), [5, 6, 7, 8, 9], "{text}");
        assert_eq!(first_step(&board, strict), None);
    }

    /// Lines grown from a random cell through neighbours (a king's move) whose digits
    /// rise in the solution; some slow.
    fn thermos_of(solution: &Grid, rng: &mut crate::rng::Rng) -> Vec<Constraint> {
        let mut out = Vec::new();
        for _ in 0..6 {
            let mut cells = vec![Cell::from_index(rng.index(81))];
            let size = 2 + rng.index(6);
            while cells.len() < size {
                let last = *cells.last().unwrap();
                let v = solution.get(last).unwrap();
                let next: Vec<Cell> = CellSet::peers_of(last)
                    .iter()
                    .filter(|c| {
                        c.row().abs_diff(last.row()) <= 1
                            && c.col().abs_diff(last.col()) <= 1
                            && solution.get(*c).unwrap() > v
                    })
                    .collect();
                if next.is_empty() {
                    break;
                }
                cells.push(next[rng.index(next.len())]);
            }
            if cells.len() < 2 {
                continue;
            }
            let slow = rng.below(4) == 0;
            out.push(Constraint::Thermo(Thermo { cells, slow }));
        }
        out
    }

    #[test]
    fn thermometer_steps_are_sound_on_random_boards() {
        fn both(b: &Board, s: &mut Sink<'_>) -> ControlFlow<()> {
            strict(b, s)?;
            slow(b, s)
        }
        let found = assert_sound_on_random_boards(80, 61, thermos_of, both);
        assert!(found > 200, "{found} steps");
    }
}
