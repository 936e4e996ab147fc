//! Little killers: the digits along a diagonal sum to the clue outside the grid.
//!
//! Pattern: the cells of the diagonal, whose digits may repeat unless two of them are
//! peers (two cells of one box, or of any group the rules add).
//!
//! Eliminations: every candidate no way of making the total uses, and each digit every
//! way uses from the cells outside that see all its places on the diagonal
//! ([`Support`]). The ways come from the shared search of sums whose digits repeat
//! ([`ways`]), exact within its budget: a diagonal it cannot settle in the budget gets
//! no step until its candidates narrow.
//!
//! Example: a clue of 6 on the three cells r1c3, r2c2, r3c1 (all in box 1, so distinct):
//! 1+2+3, so each keeps 1, 2 and 3 only.

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::step::Step;
use super::super::technique::Technique;
use super::support::Support;
use super::weighted_sum::ways;
use super::{Reasoned, indexed};
use crate::grid::Cell;
use crate::rules::Constraint;
use crate::rules::kinds::LittleKiller;

impl Reasoned for LittleKiller {
    const TECHNIQUES: &'static [Technique] = &[Technique::LittleKiller, Technique::InniesOuties];
}

/// Search nodes per diagonal.
const BUDGET: u32 = 40_000;

/// Sends each diagonal's whole step, in the rules' order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::LittleKiller(clue) = constraint else {
            continue;
        };
        let line = clue.line();
        if line.iter().all(|&c| board.value(c).is_some()) {
            continue;
        }
        if let Some(step) = diagonal_step(board, index, &line, clue.total) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// What the ways of making the diagonal's total say, as a step if it concludes
/// anything.
fn diagonal_step(board: &Board, index: usize, line: &[Cell], total: u16) -> Option<Step> {
    let weights = vec![1; line.len()];
    let found = ways(board, line, &weights, i32::from(total), BUDGET).ok()?;
    let mut support = Support::new(line);
    if let Some(found) = found {
        support.add_all(&found.per_cell, found.required);
    }
    support.step(
        board,
        Technique::LittleKiller,
        index,
        Some(total),
        Vec::new(),
    )
}

/// The sentence's part after the clue: the diagonal's cells, and the digits it must
/// hold when that removed a candidate outside it.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    let cells: Vec<String> = reasoning.cells.iter().map(|c| c.to_string()).collect();
    let mut out = format!("the diagonal {} sums to", cells.join(", "));
    if let Some(total) = reasoning.clue {
        out.push_str(&format!(" {total}"));
    }
    if !reasoning.required.is_empty() {
        out.push_str(&format!(
            ", so it holds {}",
            super::digits(reasoning.required)
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{CellSet, Grid};
    use crate::rules::kinds::DiagonalStep;
    use crate::rules::testing::cell;
    use crate::rules::{Layout, Rules};

    fn steps(givens: &Grid, clues: Vec<LittleKiller>) -> Vec<Step> {
        let constraints = clues.into_iter().map(Constraint::LittleKiller).collect();
        let rules = Rules::new(Layout::Boxes, constraints).unwrap();
        let board = Board::for_rules(givens, &rules, Grid::EMPTY);
        let mut out = Vec::new();
        let _ = find(&board, &mut |s| {
            out.push(s);
            ControlFlow::Continue(())
        });
        out
    }

    #[test]
    fn three_cells_of_one_box_making_6_hold_1_2_3() {
        let clue = LittleKiller {
            start: cell("r1c3"),
            step: DiagonalStep::DownLeft,
            total: 6,
        };
        let steps = steps(&Grid::EMPTY, vec![clue]);
        let step = steps.first().expect("a step");
        assert!(
            step.explanation().starts_with(
                "Little Killer 6 at r1c3: the diagonal r1c3, r2c2, r3c1 sums to 6, so it holds 1, 2 and 3"
            ),
            "{step}"
        );
        // Each keeps 1, 2, 3; box 1's other cells lose them.
        for e in &step.eliminations {
            let on_line = [cell("r1c3"), cell("r2c2"), cell("r3c1")].contains(&e.cell);
            assert_eq!(on_line, e.digit.get() > 3, "{e:?}");
        }
        assert!(step.eliminations.iter().any(|e| e.cell == cell("r1c1")));
    }

    #[test]
    fn digits_in_different_boxes_may_repeat() {
        // From r4c1 up-right: r4c1 (box 4), r3c2 and r2c3 (box 1), r1c4 (box 2). Only
        // the two cells of box 1 must differ, so 5 is 1 + (1+2) + 1.
        let clue = LittleKiller {
            start: cell("r4c1"),
            step: DiagonalStep::UpRight,
            total: 5,
        };
        let step = steps(&Grid::EMPTY, vec![clue]).remove(0);
        // r4c1 and r1c4 may both be 1; r3c2, r2c3 are 1 and 2. Nothing can be 3 or more.
        let kept = |c: &str| {
            (1..=9u8)
                .filter(|&d| {
                    !step
                        .eliminations
                        .iter()
                        .any(|e| e.cell == cell(c) && e.digit.get() == d)
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(kept("r4c1"), vec![1]);
        assert_eq!(kept("r1c4"), vec![1]);
        assert_eq!(kept("r3c2"), vec![1, 2]);
        assert_eq!(kept("r2c3"), vec![1, 2]);
    }

    #[test]
    fn a_loose_clue_says_nothing() {
        // r4c1, r3c2, r2c3, r1c4 (boxes 4, 1, 1, 2) making 20: every digit of every
        // cell has a way, and no digit is in all of them.
        let clue = LittleKiller {
            start: cell("r4c1"),
            step: DiagonalStep::UpRight,
            total: 20,
        };
        assert_eq!(steps(&Grid::EMPTY, vec![clue]), Vec::new());
    }

    /// Random clues on random boards: every step sound.
    #[test]
    fn little_killer_steps_are_sound_on_random_boards() {
        let steps = [
            DiagonalStep::DownRight,
            DiagonalStep::DownLeft,
            DiagonalStep::UpRight,
            DiagonalStep::UpLeft,
        ];
        let found = super::super::testing::assert_sound_on_random_boards(
            100,
            5,
            |solution, rng| {
                let mut clues = Vec::new();
                let mut seen = CellSet::EMPTY;
                for _ in 0..6 {
                    let step = steps[rng.index(4)];
                    let (dr, dc) = step.delta();
                    // A start on the edge the clue points away from.
                    let along = rng.index(9) as u8;
                    let (row, col) = if rng.below(2) == 0 {
                        (if dr > 0 { 0 } else { 8 }, along)
                    } else {
                        (along, if dc > 0 { 0 } else { 8 })
                    };
                    let start = Cell::at(row, col).unwrap();
                    let mut clue = LittleKiller {
                        start,
                        step,
                        total: 0,
                    };
                    let line = clue.line();
                    let cells: CellSet = line.iter().copied().collect();
                    if seen.is_superset(cells) {
                        continue;
                    }
                    seen |= cells;
                    clue.total = line
                        .iter()
                        .map(|&c| u16::from(solution.get(c).unwrap().get()))
                        .sum();
                    clues.push(Constraint::LittleKiller(clue));
                }
                clues
            },
            find,
        );
        assert!(found > 100, "{found} steps");
    }
}
