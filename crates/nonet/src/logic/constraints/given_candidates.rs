//! Given candidates: the cell keeps the printed digits.
//!
//! Pattern: a cell whose digit is one of a printed set (given pencil marks).
//! Eliminations: the cell's candidates outside the set; when one digit is left, its
//! peers lose it.
//! Example: marks 1, 2 and 4 at r4c4 with every candidate: r4c4 loses 3 and 5 to 9.

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::technique::Technique;
use super::allowed::keep_allowed;
use super::{Reasoned, indexed};
use crate::rules::Constraint;
use crate::rules::kinds::GivenCandidates;

impl Reasoned for GivenCandidates {
    const TECHNIQUES: &'static [Technique] = &[Technique::GivenCandidates];
}

/// Sends each marked cell's step, in the rules' order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::Candidates(marks) = constraint else {
            continue;
        };
        let technique = Technique::GivenCandidates;
        if let Some(step) = keep_allowed(board, technique, index, marks.cell, marks.digits) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// The sentence's part after the cell: the digits it may hold.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    match reasoning.combinations.first() {
        Some(&set) => {
            let names: Vec<String> = set.iter().map(|d| d.to_string()).collect();
            match names.as_slice() {
                [] => String::new(),
                [one] => format!("it holds {one}"),
                [rest @ .., last] => format!("it holds {} or {last}", rest.join(", ")),
            }
        }
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Candidates, Cell, Digit};
    use crate::logic::constraints::probe::{board, first_step};
    use crate::logic::constraints::testing::assert_sound_on_random_boards;

    #[test]
    fn marked_cell_keeps_its_marks() {
        let mut board = board(".~R4C4_1_2_4");
        assert!(matches!(board.constraints()[0], Constraint::Candidates(_)));
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("Given Candidates at r4c4: it holds 1, 2 or 4: r4c4<>3, r4c4<>5"),
            "{text}"
        );
        assert_eq!(step.eliminations.len(), 6, "{text}");
        board.apply(&step);
        assert_eq!(first_step(&board, find), None);
    }

    #[test]
    fn given_candidate_steps_are_sound_on_random_boards() {
        let found = assert_sound_on_random_boards(
            60,
            12,
            |solution, rng| {
                let mut cells = Vec::new();
                for _ in 0..10 {
                    let cell = Cell::from_index(rng.index(81));
                    if cells.contains(&cell) {
                        continue;
                    }
                    cells.push(cell);
                }
                cells
                    .into_iter()
                    .map(|cell| {
                        let mut digits = Candidates::single(solution.get(cell).unwrap());
                        for _ in 0..rng.index(4) {
                            digits.insert(Digit::from_index(rng.index(9)));
                        }
                        Constraint::Candidates(GivenCandidates { cell, digits })
                    })
                    .collect()
            },
            find,
        );
        assert!(found > 200, "{found} steps");
    }
}
