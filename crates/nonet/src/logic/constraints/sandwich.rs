//! Sandwich clues: the digits between the 1 and the 9 of a row or column sum to the
//! clue. The ways of filling the line (its nine digits in order) are searched exactly
//! by [`row::supports`], the state being the sum so far between the 1 and the 9; each
//! cell keeps the digits it takes in some way.

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::technique::Technique;
use super::row::{self, RowRule};
use super::{Reasoned, indexed};
use crate::rules::Constraint;
use crate::rules::kinds::Sandwich;

impl Reasoned for Sandwich {
    const TECHNIQUES: &'static [Technique] = &[Technique::Sandwich];
}

/// Sends each sandwich clue's whole step, in the rules' order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::Sandwich(clue) = constraint else {
            continue;
        };
        let rule = Between(clue.total);
        let step = row::clue_step(
            board,
            Technique::Sandwich,
            index,
            clue.clue,
            clue.total,
            &rule,
        );
        if let Some(step) = step {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// The rule: the state is the sum of the digits since the first of 1 and 9 (0 outside
/// them), which must equal the total when the second comes.
struct Between(u16);

/// The bits of 1 and 9.
const ENDS: u16 = 1 | 1 << 8;

impl RowRule for Between {
    fn next(&self, used: u16, state: u8, digit: u16) -> Option<u8> {
        let inside = (used & ENDS).count_ones() == 1;
        if digit & ENDS != 0 {
            return (!inside || u16::from(state) == self.0).then_some(0);
        }
        if !inside {
            return Some(0);
        }
        let sum = u16::from(state) + u16::from(row::value(digit));
        (sum <= self.0).then_some(sum as u8)
    }
}

/// The sentence's part after the clue: the rule it applied.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    format!(
        "the digits between the 1 and the 9 sum to {}",
        reasoning.clue.unwrap_or(0)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::constraints::probe::{board, first_step, has};

    #[test]
    fn a_full_sandwich_puts_1_and_9_at_the_ends() {
        // 35 is 2+...+8: the 1 and the 9 are the ends of the row, and nothing else is.
        let board = board(".Sandwich~35~R1");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("Sandwich 35 at r1c1: the digits between the 1 and the 9 sum to 35"),
            "{text}"
        );
        for d in 2..=8 {
            assert!(has(&step, "r1c1", d) && has(&step, "r1c9", d), "{text}");
        }
        for c in 2..=8 {
            let cell = format!("r1c{c}");
            assert!(has(&step, &cell, 1) && has(&step, &cell, 9), "{text}");
            assert!(!has(&step, &cell, 5), "{text}");
        }
    }

    #[test]
    fn a_zero_sandwich_keeps_1_and_9_together() {
        // 0: the 1 and the 9 touch. With 1 in r1c5, the 9 is in r1c4 or r1c6.
        let board = board(".~R1C5_1.Sandwich~0~R1");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        for c in [1, 2, 3, 7, 8, 9] {
            assert!(has(&step, &format!("r1c{c}"), 9), "{text}");
        }
        assert!(!has(&step, "r1c4", 9) && !has(&step, "r1c6", 9), "{text}");
        assert!(!has(&step, "r1c4", 5), "{text}");
    }

    /// Every row and column clued with its solution's sandwich, a random few kept:
    /// every step sound.
    #[test]
    fn sandwich_steps_are_sound_on_random_boards() {
        use crate::rules::{Outside, Side};
        let found = super::super::testing::assert_sound_on_random_boards(
            80,
            31,
            |solution, rng| {
                let mut clues = Vec::new();
                for side in [Side::Left, Side::Top] {
                    for index in 0..9 {
                        if rng.below(3) != 0 {
                            continue;
                        }
                        let clue = Outside { side, index };
                        let line = clue
                            .cells()
                            .unwrap()
                            .map(|c| solution.get(c).unwrap().get());
                        let at = |v| line.iter().position(|&d| d == v).unwrap();
                        let (a, b) = (at(1).min(at(9)), at(1).max(at(9)));
                        let total = line[a + 1..b].iter().map(|&d| u16::from(d)).sum();
                        clues.push(Constraint::Sandwich(Sandwich { clue, total }));
                    }
                }
                clues
            },
            find,
        );
        assert!(found > 350, "{found} steps");
    }
}
