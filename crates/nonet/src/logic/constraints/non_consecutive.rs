//! Non-consecutive: orthogonal neighbours never hold consecutive digits (pairs with a
//! kropki dot exempt).
//!
//! Pattern: the rule, over every pair of neighbours.
//! Eliminations: in one step, each candidate a neighbour leaves without a partner:
//! beside a given 4, the neighbours lose 3 and 5; beside a cell holding only 4 and 5,
//! a neighbour loses both.
//! Example: r5c5 = 4 removes 3 and 5 from r4c5, r6c5, r5c4 and r5c6.

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::technique::Technique;
use super::kropki::dotted;
use super::negative::negative_step;
use super::relation::Relation;
use super::{Reasoned, indexed};
use crate::rules::Constraint;
use crate::rules::kinds::NonConsecutive;

impl Reasoned for NonConsecutive {
    const TECHNIQUES: &'static [Technique] = &[Technique::NonConsecutive];
}

/// Sends the rule's step, if the rules have it.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::NonConsecutive(_) = constraint else {
            continue;
        };
        let exempt = dotted(board);
        let relations = [Relation::Consecutive];
        let technique = Technique::NonConsecutive;
        if let Some(step) = negative_step(board, technique, index, &relations, &exempt) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// The sentence's part after the rule.
pub(crate) fn found(_: &Reasoning) -> String {
    "neighbours are not consecutive".to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::constraints::probe::{board, first_step};
    use crate::logic::constraints::testing::assert_sound_on_random_boards;

    #[test]
    fn a_given_4_takes_3_and_5_from_its_neighbours() {
        let mut board = board(".~R5C5_4.AntiConsecutive");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("Non-Consecutive at r4c5: neighbours are not consecutive: "),
            "{text}"
        );
        for cell in ["r4c5", "r6c5", "r5c4", "r5c6"] {
            assert!(text.contains(&format!("{cell}<>3, {cell}<>5")), "{text}");
        }
        assert_eq!(step.eliminations.len(), 8, "{text}");
        board.apply(&step);
        assert_eq!(first_step(&board, find), None);
    }

    #[test]
    fn non_consecutive_steps_are_sound_on_random_boards() {
        // Solutions rarely avoid consecutive neighbours, so each board marks the pairs
        // its solution breaks with kropki dots, which the rule exempts.
        let found = assert_sound_on_random_boards(
            60,
            41,
            |solution, _| {
                let mut rules = vec![Constraint::NonConsecutive(NonConsecutive)];
                for a in crate::grid::Cell::all() {
                    for b in [a.index() + 1, a.index() + 9] {
                        if b >= 81 || (b == a.index() + 1 && a.col() == 8) {
                            continue;
                        }
                        let b = crate::grid::Cell::from_index(b);
                        let (x, y) = (
                            solution.get(a).unwrap().get(),
                            solution.get(b).unwrap().get(),
                        );
                        if x.abs_diff(y) == 1 {
                            rules.push(Constraint::Kropki(crate::rules::kinds::KropkiDot {
                                cells: [a, b],
                                color: crate::rules::kinds::KropkiColor::White,
                            }));
                        }
                    }
                }
                rules
            },
            find,
        );
        assert!(found > 50, "{found} steps");
    }
}
