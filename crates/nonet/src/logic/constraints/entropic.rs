//! Entropic lines: every three consecutive cells hold one low (1-3), one middle (4-6)
//! and one high (7-9) digit, so the sets repeat every three places: the line's sets
//! are one of six orders of low, middle and high over the places' positions modulo
//! three. Each order stands when every place can take a digit of its set; a place keeps
//! the digits of its set under some standing order (exact for the sets rule), settled
//! with what the line's cells owe each other ([`line::settle`]), then each digit left
//! checked by a whole way of the line ([`witness::narrow`]).

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::step::Step;
use super::super::technique::Technique;
use super::support::Support;
use super::{Reasoned, indexed, line, witness};
use crate::grid::Candidates;
use crate::rules::Constraint;
use crate::rules::kinds::EntropicLine;

impl Reasoned for EntropicLine {
    const TECHNIQUES: &'static [Technique] = &[Technique::EntropicLine];
}

/// Low, middle and high digits, as bits.
const SETS: [u16; 3] = [0b000_000_111, 0b000_111_000, 0b111_000_000];

/// The six orders of the sets over positions 0, 1 and 2 modulo three.
const ORDERS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// Sends each entropic line's whole step, in the rules' order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::Entropic(entropic) = constraint else {
            continue;
        };
        if entropic.cells.iter().all(|&c| board.value(c).is_some()) {
            continue;
        }
        if let Some(step) = line_step(board, index, entropic) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// What the orders that stand prove, as a step if it concludes anything.
fn line_step(board: &Board, index: usize, entropic: &EntropicLine) -> Option<Step> {
    let mut kept = line::settle(board, &entropic.cells, orders)?;
    let set = |d: u8| (d - 1) / 3;
    let fits = |digits: &[u8], k: usize, d: u8| {
        (k.saturating_sub(2)..digits.len().min(k + 3))
            .filter(|&j| j != k && digits[j] != 0)
            .all(|j| set(digits[j]) != set(d))
    };
    let order: Vec<usize> = (0..entropic.cells.len()).collect();
    witness::narrow(board, &entropic.cells, &order, &mut kept, &fits);
    let mut support = Support::new(&entropic.cells);
    support.add_all(&kept, Candidates::EMPTY);
    support.step(board, Technique::EntropicLine, index, None, Vec::new())
}

/// Each place keeps the digits of its set under some order that stands. Whether
/// anything changed.
fn orders(options: &mut [Candidates]) -> bool {
    let mut kept = vec![Candidates::EMPTY; options.len()];
    for order in ORDERS {
        let set = |i: usize| Candidates::from_bits(SETS[order[i % 3]]);
        if options
            .iter()
            .enumerate()
            .all(|(i, &o)| !(o & set(i)).is_empty())
        {
            for (i, k) in kept.iter_mut().enumerate() {
                *k |= options[i] & set(i);
            }
        }
    }
    let changed = kept.as_slice() != &*options;
    options.copy_from_slice(&kept);
    changed
}

/// The sentence's part after the line: the rule it applied.
pub(crate) fn found(_: &Reasoning) -> String {
    "every three cells in a row hold 1-3, 4-6 and 7-9".to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::constraints::probe::{board, first_step, has};

    #[test]
    fn givens_fix_the_sets_along_the_line() {
        // 2 in r1c1 and 5 in r1c2: r1c3 is high, and so is r1c6 three places later;
        // r1c4 is low like r1c1, r1c5 middle like r1c2.
        let board = board(".~R1C1_2~R1C2_5.Entropic~R1C1~R1C2~R1C3~R1C4~R1C5~R1C6");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with(
                "Entropic Line at r1c1: every three cells in a row hold 1-3, 4-6 and 7-9"
            ),
            "{text}"
        );
        for d in 1..=6 {
            assert!(
                d == 2 || d == 5 || has(&step, "r1c3", d),
                "r1c3<>{d}: {text}"
            );
            assert!(
                d == 2 || d == 5 || has(&step, "r1c6", d),
                "r1c6<>{d}: {text}"
            );
        }
        for d in 4..=9 {
            assert!(d == 5 || has(&step, "r1c4", d), "r1c4<>{d}: {text}");
        }
        assert!(!has(&step, "r1c4", 1) && !has(&step, "r1c5", 4), "{text}");
    }

    #[test]
    fn a_lone_line_of_digits_says_nothing() {
        let board = board(".Entropic~R1C1~R1C2~R1C3~R1C4");
        assert_eq!(first_step(&board, find), None);
    }

    /// Random lines of 2 to 9 cells whose solution digits satisfy the rule: every step
    /// sound.
    #[test]
    fn entropic_steps_are_sound_on_random_boards() {
        use crate::rules::kinds::entropy_set;
        let found = super::super::testing::assert_sound_on_random_boards(
            120,
            23,
            |solution, rng| {
                let mut lines = Vec::new();
                for _ in 0..300 {
                    let len = 2 + rng.index(8);
                    let set = |c| entropy_set(solution.get(c).unwrap().get());
                    let cells = line::random_path(rng, len, |path, next| {
                        path.iter().rev().take(2).all(|&c| set(c) != set(next))
                    });
                    if let Some(cells) = cells {
                        lines.push(Constraint::Entropic(EntropicLine { cells }));
                    }
                    if lines.len() == 4 {
                        break;
                    }
                }
                lines
            },
            find,
        );
        assert!(found > 200, "{found} steps");
    }
}
