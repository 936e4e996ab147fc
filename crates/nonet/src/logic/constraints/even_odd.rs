//! Even and odd cells: the cell keeps the digits of its parity.
//!
//! Pattern: a shaded square (even) or a circle (odd) on an unfilled cell.
//! Eliminations: the cell's candidates of the other parity; when one digit is left, its
//! peers lose it (what every way of filling the one cell uses).
//! Example: an odd circle at r1c1 with every candidate: r1c1<>2, r1c1<>4, r1c1<>6, r1c1<>8.

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::technique::Technique;
use super::allowed::keep_allowed;
use super::{Reasoned, indexed};
use crate::rules::Constraint;
use crate::rules::kinds::{EvenOdd, Parity};

impl Reasoned for EvenOdd {
    const TECHNIQUES: &'static [Technique] = &[Technique::EvenOddCell];
}

/// Sends each even/odd cell's step, in the rules' order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::EvenOdd(cell) = constraint else {
            continue;
        };
        let allowed = cell.parity.digits();
        if let Some(step) = keep_allowed(board, Technique::EvenOddCell, index, cell.cell, allowed) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// The sentence's part after the cell: its parity.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    match reasoning.combinations.first() {
        Some(&set) if set == Parity::Even.digits() => "it is even".to_string(),
        Some(&set) if set == Parity::Odd.digits() => "it is odd".to_string(),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;
    use crate::grid::Digit;
    use crate::logic::constraints::probe::{board, first_step};
    use crate::logic::constraints::testing::assert_sound_on_random_boards;

    #[test]
    fn an_odd_cell_loses_its_even_candidates() {
        let mut board = board(".~R1C1_1_3_5_7_9");
        assert!(matches!(board.constraints()[0], Constraint::EvenOdd(_)));
        let step = first_step(&board, find).expect("a step");
        assert_eq!(
            step.explanation(),
            "Even/Odd Cell at r1c1: it is odd: r1c1<>2, r1c1<>4, r1c1<>6, r1c1<>8"
        );
        board.apply(&step);
        assert_eq!(first_step(&board, find), None);
    }

    #[test]
    fn an_even_cell_with_one_even_candidate_left_clears_it_from_its_peers() {
        let mut board = board(".~R5C5_2_4_6_8");
        for d in [2, 4, 6] {
            board.eliminate(Cell::from_index(40), Digit::new(d).unwrap());
        }
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("Even/Odd Cell at r5c5: it is even"),
            "{text}"
        );
        assert!(text.contains("r5c1<>8"), "{text}");
        assert!(text.contains("r5c5<>9"), "{text}");
    }

    #[test]
    fn even_odd_steps_are_sound_on_random_boards() {
        let found = assert_sound_on_random_boards(
            60,
            11,
            |solution, rng| {
                (0..10)
                    .map(|_| {
                        let cell = Cell::from_index(rng.index(81));
                        let even = solution.get(cell).unwrap().get() % 2 == 0;
                        Constraint::EvenOdd(EvenOdd {
                            cell,
                            parity: if even { Parity::Even } else { Parity::Odd },
                        })
                    })
                    .collect()
            },
            find,
        );
        assert!(found > 200, "{found} steps");
    }
}
