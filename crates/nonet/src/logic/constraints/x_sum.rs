//! X-sum clues: the first X digits of a row or column, seen from the clue, sum to the
//! clue, X being the first of them. The ways of filling the line (its nine digits in
//! viewing order) are searched exactly by [`row::supports`], the state being X once the
//! first cell is filled (the sum so far is the sum of the digits used, which the search
//! already knows); each cell keeps the digits it takes in some way.

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::technique::Technique;
use super::row::{self, RowRule};
use super::{Reasoned, indexed};
use crate::rules::Constraint;
use crate::rules::kinds::XSum;

impl Reasoned for XSum {
    const TECHNIQUES: &'static [Technique] = &[Technique::XSum];
}

/// Sends each X-sum clue's whole step, in the rules' order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::XSum(clue) = constraint else {
            continue;
        };
        let rule = FirstX(clue.total);
        let step = row::clue_step(board, Technique::XSum, index, clue.clue, clue.total, &rule);
        if let Some(step) = step {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// The rule: the state is X (0 before the first cell); the X-th cell brings the sum of
/// the digits used to the total, and no cell before it reaches the total (each cell
/// left adds at least 1).
struct FirstX(u16);

impl RowRule for FirstX {
    fn next(&self, used: u16, state: u8, digit: u16) -> Option<u8> {
        let placed = used.count_ones() as u8 + 1;
        let x = if placed == 1 {
            row::value(digit)
        } else {
            state
        };
        let sum = row::sum(used | digit);
        let left = u16::from(x.saturating_sub(placed));
        let fits = match placed.cmp(&x) {
            std::cmp::Ordering::Less => sum + left <= self.0,
            std::cmp::Ordering::Equal => sum == self.0,
            std::cmp::Ordering::Greater => true,
        };
        fits.then_some(x)
    }
}

/// The sentence's part after the clue: the rule it applied.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    format!(
        "the first X digits sum to {}, X the first of them",
        reasoning.clue.unwrap_or(0)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::constraints::probe::{board, first_step, has};

    #[test]
    fn a_clue_of_1_is_a_1_first() {
        // 1 is only 1 alone: r1c1 is 1, and the rest of the row loses 1.
        let board = board(".XSum~R1~1~");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("X-Sum 1 at r1c1: the first X digits sum to 1, X the first of them"),
            "{text}"
        );
        for d in 2..=9 {
            assert!(has(&step, "r1c1", d), "{text}");
        }
        assert!(has(&step, "r1c5", 1) && !has(&step, "r1c5", 2), "{text}");
    }

    #[test]
    fn the_first_digit_bounds_the_sum() {
        // 7: X = 1 sums to 1; X = 3 needs two other digits making 4 (1+3 repeats the
        // 3); X = 4 or more needs at least 4+1+2+3 = 10. So X is 2, with 5 after it.
        let seven = board(".XSum~R1~7~");
        let step = first_step(&seven, find).expect("a step");
        let text = step.explanation();
        for d in [1, 3, 4, 5, 6, 7, 8, 9] {
            assert!(has(&step, "r1c1", d), "r1c1<>{d}: {text}");
        }
        // r1c2 is 5.
        for d in [1, 2, 3, 4, 6, 7, 8, 9] {
            assert!(has(&step, "r1c2", d), "r1c2<>{d}: {text}");
        }
        // 45 needs all nine digits: X is 9.
        let full = board(".XSum~R1~45~");
        let step = first_step(&full, find).expect("a step");
        assert!(has(&step, "r1c1", 1) && !has(&step, "r1c1", 9));
    }

    /// Every row and column clued from either end with its solution's X-sum, a random
    /// few kept: every step sound.
    #[test]
    fn x_sum_steps_are_sound_on_random_boards() {
        use crate::rules::{Outside, Side};
        let found = super::super::testing::assert_sound_on_random_boards(
            80,
            37,
            |solution, rng| {
                let mut clues = Vec::new();
                for side in [Side::Left, Side::Right, Side::Top, Side::Bottom] {
                    for index in 0..9 {
                        if rng.below(4) != 0 {
                            continue;
                        }
                        let clue = Outside { side, index };
                        let line = clue
                            .cells()
                            .unwrap()
                            .map(|c| solution.get(c).unwrap().get());
                        let x = usize::from(line[0]);
                        let total = line[..x].iter().map(|&d| u16::from(d)).sum();
                        clues.push(Constraint::XSum(XSum { clue, total }));
                    }
                }
                clues
            },
            find,
        );
        assert!(found > 500, "{found} steps");
    }
}
