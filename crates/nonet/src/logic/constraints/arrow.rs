//! Arrows: the number in the circle (one cell, or a pill of two or three read as a
//! number, most significant digit first) is the sum of the digits along the shaft.
//!
//! Pattern: the circle and the shaft as one sum, the shaft's digits counted once each
//! (twice for a cell the shaft passes twice) and the circle's at their place value
//! subtracted, making 0; shaft digits repeat unless the cells are peers.
//!
//! Eliminations: every candidate no way of making the sum uses, in the circle (its
//! bounds from the shaft) and on the shaft (its bounds from the circle and from each
//! other), and each digit every way uses from the cells outside that see all its
//! places ([`Support`]). The ways come from the shared search of sums whose digits
//! repeat ([`ways`]); an arrow too long for its budget gets the bounds of the sum
//! alone ([`bounds`]): not whole, but sound, and on a long shaft (the pill arrows of
//! thirty cells) the bounds are what a solver reads anyway.
//!
//! Example: a circle r1c1 with the shaft r1c2, r1c3 (one row, so distinct): the circle
//! is at least 1+2 = 3.

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::{Pattern, Reasoning};
use super::super::registry::Sink;
use super::super::step::Step;
use super::super::technique::Technique;
use super::support::Support;
use super::weighted_sum::{OverBudget, bounds, ways};
use super::{Reasoned, indexed};
use crate::grid::{Candidates, Cell, CellSet};
use crate::rules::Constraint;
use crate::rules::kinds::Arrow;

impl Reasoned for Arrow {
    const TECHNIQUES: &'static [Technique] = &[Technique::Arrow];
}

/// Search nodes per arrow.
const BUDGET: u32 = 40_000;

/// The most shaft cells a sentence lists; a longer shaft is counted.
const LISTED: u32 = 6;

/// Sends each arrow's whole step, in the rules' order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::Arrow(arrow) = constraint else {
            continue;
        };
        let (cells, weights) = terms(arrow);
        if cells.iter().all(|&c| board.value(c).is_some()) {
            continue;
        }
        if let Some(step) = arrow_step(board, index, &cells, &weights, BUDGET) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// The arrow as one sum making 0: each distinct cell once, the circle's at minus its
/// place value, the shaft's at the times the shaft passes it.
fn terms(arrow: &Arrow) -> (Vec<Cell>, Vec<i32>) {
    let mut cells: Vec<Cell> = Vec::new();
    let mut weights: Vec<i32> = Vec::new();
    let mut place = 1;
    for &c in arrow.circle.iter().rev() {
        cells.push(c);
        weights.push(-place);
        place *= 10;
    }
    for &c in &arrow.shaft {
        match cells.iter().position(|&o| o == c) {
            Some(i) => weights[i] += 1,
            None => {
                cells.push(c);
                weights.push(1);
            }
        }
    }
    (cells, weights)
}

/// What the ways of filling the arrow say (or, over `budget` search nodes, its
/// bounds), as a step if it concludes anything.
fn arrow_step(
    board: &Board,
    index: usize,
    cells: &[Cell],
    weights: &[i32],
    budget: u32,
) -> Option<Step> {
    let mut support = Support::new(cells);
    match ways(board, cells, weights, 0, budget) {
        Ok(Some(found)) => support.add_all(&found.per_cell, found.required),
        Ok(None) => {}
        Err(OverBudget) => support.add_all(&bounds(board, cells, weights, 0)?, Candidates::EMPTY),
    }
    let mut step = support.step(board, Technique::Arrow, index, None, Vec::new())?;
    if let Pattern::Constraint(reasoning) = &mut step.pattern {
        reasoning.subtracted = cells
            .iter()
            .zip(weights)
            .filter(|&(_, &w)| w < 0)
            .map(|(&c, _)| c)
            .collect();
    }
    Some(step)
}

/// The sentence's part after the circle: the circle (the subtracted cells) is the sum
/// of the shaft, and the digits it must hold when that removed a candidate outside.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    let circle = reasoning.subtracted;
    let shaft = reasoning.cells - circle;
    let what = if circle.len() == 1 { "circle" } else { "pill" };
    let summed = match shaft.first() {
        Some(first) if shaft.len() > LISTED => format!("{} shaft cells from {first}", shaft.len()),
        _ => list(shaft),
    };
    let mut out = format!("the {what} {} is the sum of {summed}", list(circle));
    if !reasoning.required.is_empty() {
        out.push_str(&format!(
            ", so the arrow holds {}",
            super::digits(reasoning.required)
        ));
    }
    out
}

/// "r1c1, r1c2".
fn list(cells: CellSet) -> String {
    let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
    names.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Digit, Grid};
    use crate::logic::constraints::probe::first_step;
    use crate::rules::testing::{cell, cells};
    use crate::rules::{Layout, Rules};

    fn board(arrows: Vec<Arrow>) -> Board {
        let constraints = arrows.into_iter().map(Constraint::Arrow).collect();
        let rules = Rules::new(Layout::Boxes, constraints).unwrap();
        Board::for_rules(&Grid::EMPTY, &rules, Grid::EMPTY)
    }

    fn removed(step: &Step, text: &str) -> Vec<u8> {
        step.eliminations
            .iter()
            .filter(|e| e.cell == cell(text))
            .map(|e| e.digit.get())
            .collect()
    }

    #[test]
    fn a_circle_is_at_least_its_shaft_s_smallest_sum() {
        let board = board(vec![Arrow {
            circle: cells(&["r1c1"]),
            shaft: cells(&["r1c2", "r1c3"]),
        }]);
        let step = first_step(&board, find).expect("a step");
        assert!(
            step.explanation()
                .starts_with("Arrow at r1c1: the circle r1c1 is the sum of r1c2, r1c3"),
            "{step}"
        );
        // 1+2 at least: the circle loses 1 and 2; the shaft, at most 9 - 1 = 8, loses 9.
        assert_eq!(removed(&step, "r1c1"), vec![1, 2]);
        assert_eq!(removed(&step, "r1c2"), vec![9]);
        assert_eq!(removed(&step, "r1c3"), vec![9]);
    }

    #[test]
    fn a_pill_reads_its_digits_as_a_number() {
        // A pill of two cells on a shaft of three cells of one row: at most 9+8+7 = 24,
        // so its tens digit is 1 or 2 and a 2 needs 0..4 in the units.
        let board = board(vec![Arrow {
            circle: cells(&["r5c1", "r5c2"]),
            shaft: cells(&["r6c1", "r6c2", "r6c3"]),
        }]);
        let step = first_step(&board, find).expect("a step");
        assert_eq!(removed(&step, "r5c1"), (3..=9).collect::<Vec<u8>>());
        assert!(
            step.explanation()
                .contains("the pill r5c1, r5c2 is the sum")
        );
    }

    #[test]
    fn over_its_budget_an_arrow_keeps_its_bounds() {
        // A pill of two cells, 11 to 15 (tens digit 1, units at most 5), on a shaft of
        // nine cells no two of which see each other (so no group of them says more than
        // the cells alone): the shaft makes at least 9, so each cell is at most
        // 15 - 8 = 7.
        let shaft: Vec<Cell> = [
            (0, 0),
            (1, 3),
            (2, 6),
            (3, 1),
            (4, 4),
            (5, 7),
            (6, 2),
            (7, 5),
        ]
        .into_iter()
        .chain([(8, 8)])
        .map(|(r, c)| Cell::at(r, c).unwrap())
        .collect();
        let arrow = Arrow {
            circle: cells(&["r9c1", "r9c2"]),
            shaft,
        };
        let (cells, weights) = terms(&arrow);
        let mut board = board(vec![arrow]);
        for d in 2..=9 {
            board.eliminate(cell("r9c1"), Digit::new(d).unwrap());
        }
        for d in 6..=9 {
            board.eliminate(cell("r9c2"), Digit::new(d).unwrap());
        }
        let step = arrow_step(&board, 0, &cells, &weights, 0).expect("a bounds step");
        assert!(
            step.explanation()
                .contains("the pill r9c1, r9c2 is the sum of 9 shaft cells from r1c1"),
            "{step}"
        );
        assert_eq!(removed(&step, "r1c1"), vec![8, 9]);
        assert_eq!(removed(&step, "r9c9"), vec![8, 9]);
        assert_eq!(removed(&step, "r9c2"), Vec::<u8>::new());
    }

    #[test]
    fn a_shaft_too_long_for_its_pill_has_no_way() {
        // A pill of two cells whose tens digit is 1 on a shaft of twelve cells, four
        // rows of three: each row's three cells make at least 1+2+3, so the shaft makes
        // at least 24 > 19 and the candidates admit no way. A board without a way has no
        // solution, and the step removes every candidate of the arrow's empty cells (the
        // contradiction a trial looks for); the rows read as groups see it with no
        // search at all.
        let shaft: Vec<Cell> = (0..4u8)
            .flat_map(|r| (3..6u8).map(move |c| Cell::at(r * 2, c).unwrap()))
            .collect();
        let arrow = Arrow {
            circle: cells(&["r9c8", "r9c9"]),
            shaft,
        };
        let (cells, weights) = terms(&arrow);
        let mut board = board(vec![arrow]);
        for d in 2..=9 {
            board.eliminate(cell("r9c8"), Digit::new(d).unwrap());
        }
        for budget in [0, BUDGET] {
            let none = arrow_step(&board, 0, &cells, &weights, budget).expect("a step");
            assert_eq!(removed(&none, "r1c4"), (1..=9).collect::<Vec<u8>>());
            assert_eq!(removed(&none, "r9c8"), vec![1]);
        }
    }

    /// Random arrows on random boards: every step sound.
    #[test]
    fn arrow_steps_are_sound_on_random_boards() {
        use crate::grid::CellSet;
        let found = super::super::testing::assert_sound_on_random_boards(
            100,
            3,
            |solution, rng| {
                let mut used = CellSet::EMPTY;
                let mut arrows = Vec::new();
                for _ in 0..8 {
                    // A shaft: a path of 1..4 cells summing to at most 9, then a circle
                    // anywhere else holding that sum.
                    let digit = |c: Cell| u32::from(solution.get(c).unwrap().get());
                    let start = Cell::from_index(rng.index(81));
                    if used.contains(start) {
                        continue;
                    }
                    let mut shaft = vec![start];
                    while shaft.len() < 1 + rng.index(4) {
                        let from = *shaft.last().unwrap();
                        let sum: u32 = shaft.iter().map(|&c| digit(c)).sum();
                        let next: Vec<Cell> = Cell::all()
                            .filter(|c| {
                                c.row().abs_diff(from.row()) <= 1
                                    && c.col().abs_diff(from.col()) <= 1
                                    && !used.contains(*c)
                                    && !shaft.contains(c)
                                    && sum + digit(*c) <= 9
                            })
                            .collect();
                        if next.is_empty() {
                            break;
                        }
                        shaft.push(next[rng.index(next.len())]);
                    }
                    let sum: u32 = shaft.iter().map(|&c| digit(c)).sum();
                    let circles: Vec<Cell> = Cell::all()
                        .filter(|&c| digit(c) == sum && !used.contains(c) && !shaft.contains(&c))
                        .collect();
                    if circles.is_empty() {
                        continue;
                    }
                    let circle = circles[rng.index(circles.len())];
                    used.insert(circle);
                    used |= shaft.iter().copied().collect();
                    arrows.push(Constraint::Arrow(Arrow {
                        circle: vec![circle],
                        shaft,
                    }));
                }
                arrows
            },
            find,
        );
        assert!(found > 60, "{found} steps");
    }
}
