//! Whisper lines: neighbours on the line differ by at least the line's amount (5 on
//! German whispers, so 5 is never on one, and 4 and 6 sit only beside 9 and 1). A
//! forward and a backward sweep keep, at each place of the line, the digits some
//! assignment of the whole line allows ([`line::sweep`], exact for the neighbour rule),
//! settled with the digits the line's cells owe each other ([`line::settle`]), then
//! each digit left checked by a whole way of the line ([`witness::narrow`]).

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::step::Step;
use super::super::technique::Technique;
use super::support::Support;
use super::{Pair, Reasoned, indexed, line, witness};
use crate::rules::Constraint;
use crate::rules::kinds::Whispers;

impl Reasoned for Whispers {
    const TECHNIQUES: &'static [Technique] = &[Technique::WhisperLine];

    /// Neighbours on the line differ by at least the line's difference.
    fn pairs(&self, out: &mut Vec<Pair>) {
        let least = self.difference;
        for w in self.cells.windows(2) {
            if w[0] != w[1] {
                out.push(Pair::new(w[0], w[1], |a, b| {
                    a.get().abs_diff(b.get()) >= least
                }));
            }
        }
    }
}

/// Sends each whisper line's whole step, in the rules' order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::Whispers(whispers) = constraint else {
            continue;
        };
        if whispers.cells.iter().all(|&c| board.value(c).is_some()) {
            continue;
        }
        if let Some(step) = line_step(board, index, whispers) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// What the line's neighbour rule proves, as a step if it concludes anything.
fn line_step(board: &Board, index: usize, whispers: &Whispers) -> Option<Step> {
    let far = line::far(whispers.difference);
    let mut kept = line::settle(board, &whispers.cells, |o| line::sweep(o, &far))?;
    let fits = |digits: &[u8], k: usize, d: u8| {
        [k.wrapping_sub(1), k + 1]
            .iter()
            .filter_map(|&j| digits.get(j).filter(|&&v| v != 0))
            .all(|&v| far[usize::from(v - 1)] & 1 << (d - 1) != 0)
    };
    let order: Vec<usize> = (0..whispers.cells.len()).collect();
    witness::narrow(board, &whispers.cells, &order, &mut kept, &fits);
    let mut support = Support::new(&whispers.cells);
    support.add_all(&kept, crate::grid::Candidates::EMPTY);
    // The clue is the difference where it is not the German 5, which the name says.
    let clue = (whispers.difference != Whispers::GERMAN).then_some(u16::from(whispers.difference));
    support.step(board, Technique::WhisperLine, index, clue, Vec::new())
}

/// The sentence's part after the line: the rule it applied.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    let difference = reasoning.clue.unwrap_or(u16::from(Whispers::GERMAN));
    format!("neighbours differ by at least {difference}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::constraints::probe::{board, first_step, has};

    #[test]
    fn five_is_never_on_a_german_whisper() {
        let board = board(".Whisper~R1C1~R1C2~R1C3");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("Whisper Line at r1c1: neighbours differ by at least 5"),
            "{text}"
        );
        for cell in ["r1c1", "r1c2", "r1c3"] {
            assert!(has(&step, cell, 5), "{text}");
        }
        // The ends keep 4 and 6 (beside a 9 or a 1 in the middle); the middle loses
        // them: a 4 there needs 9 at both ends, which share row 1.
        for cell in ["r1c1", "r1c3"] {
            assert!(!has(&step, cell, 4) && !has(&step, cell, 6), "{text}");
        }
        assert!(has(&step, "r1c2", 4) && has(&step, "r1c2", 6), "{text}");
        // Nothing outside the line: no digit is required on it.
        assert!(
            step.eliminations
                .iter()
                .all(|e| e.cell.row() == 0 && e.cell.col() < 3)
        );
    }

    #[test]
    fn a_given_reaches_along_the_line() {
        // 4 in r1c1: r1c2 is 9 (the only digit 5 away), so r1c3 is 1 to 3 (row 1
        // holds the 4), and it loses 9, which r1c2 must hold, in the same step.
        let board = board(".~R1C1_4.Whisper~R1C1~R1C2~R1C3");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        for d in [1, 2, 3, 5, 6, 7, 8] {
            assert!(has(&step, "r1c2", d), "r1c2<>{d}: {text}");
        }
        for d in 5..=9 {
            assert!(has(&step, "r1c3", d), "r1c3<>{d}: {text}");
        }
        assert!(!has(&step, "r1c3", 1) && !has(&step, "r1c3", 3), "{text}");
    }

    #[test]
    fn a_dutch_whisper_names_its_difference() {
        // Every digit has a neighbour at least 4 away (5 has 1 and 9): nothing to say
        // on an empty board; with 5 in r1c1, r1c2 is 1 or 9.
        assert_eq!(first_step(&board(".Whisper~4~R1C1~R1C2"), find), None);
        let board = board(".~R1C1_5.Whisper~4~R1C1~R1C2");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("Whisper Line 4 at r1c1: neighbours differ by at least 4"),
            "{text}"
        );
        for d in [2, 3, 4, 6, 7, 8] {
            assert!(has(&step, "r1c2", d), "r1c2<>{d}: {text}");
        }
        assert!(!has(&step, "r1c2", 1) && !has(&step, "r1c2", 9), "{text}");
    }

    /// Random lines of 2 to 8 cells whose solution digits differ by at least a random
    /// amount (mostly 5) between neighbours: every step sound.
    #[test]
    fn whisper_steps_are_sound_on_random_boards() {
        let found = super::super::testing::assert_sound_on_random_boards(
            120,
            13,
            |solution, rng| {
                let mut lines = Vec::new();
                for _ in 0..60 {
                    let difference = if rng.below(3) == 0 {
                        2 + rng.below(4) as u8
                    } else {
                        5
                    };
                    let len = 2 + rng.index(7);
                    let digit = |c| solution.get(c).unwrap().get();
                    let cells = line::random_path(rng, len, |path, next| {
                        path.last()
                            .is_none_or(|&l| digit(l).abs_diff(digit(next)) >= difference)
                    });
                    if let Some(cells) = cells {
                        lines.push(Constraint::Whispers(Whispers { cells, difference }));
                    }
                    if lines.len() == 4 {
                        break;
                    }
                }
                lines
            },
            find,
        );
        assert!(found > 250, "{found} steps");
    }
}
