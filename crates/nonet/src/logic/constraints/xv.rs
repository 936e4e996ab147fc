//! XV signs and their negative rule.
//!
//! Pattern: an X (the two digits sum to 10) or a V (they sum to 5) between two
//! neighbours; the negative rule: neighbours without a letter sum to neither.
//! Eliminations: a sign keeps each candidate whose complement the other cell holds,
//! and removes a digit every remaining pair uses from the cells that see both; the
//! negative rule removes, in one step, each candidate a neighbour without a letter
//! leaves without a partner (beside a given 3: 2 and 7).
//! Example: a V between r1c1 and r2c1 keeps 1 to 4 in both cells.

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::technique::Technique;
use super::kropki::with_required;
use super::negative::{Exempt, negative_step};
use super::relation::{Relation, pair_step, related};
use super::{Pair, Reasoned, indexed, sums};
use crate::rules::Constraint;
use crate::rules::kinds::{Xv, XvNegative};

impl Reasoned for Xv {
    const TECHNIQUES: &'static [Technique] = &[Technique::XvSign, Technique::DotChain];

    /// The sign's two cells sum to its total.
    fn pairs(&self, out: &mut Vec<Pair>) {
        out.push(related(self.cells, Relation::Sum(self.letter.total())));
    }
}

impl Reasoned for XvNegative {
    const TECHNIQUES: &'static [Technique] = &[Technique::NoXvSign];
}

/// Sends each sign's step, in the rules' order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::Xv(sign) = constraint else {
            continue;
        };
        let total = sign.letter.total();
        let relation = Relation::Sum(total);
        let clue = Some(u16::from(total));
        let technique = Technique::XvSign;
        if let Some(step) = pair_step(board, technique, index, &sign.cells, relation, clue, true) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// Sends the negative rule's step, if the rules have it.
pub(crate) fn find_negative(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::XvNegative(_) = constraint else {
            continue;
        };
        let exempt = signed(board);
        let relations = [Relation::Sum(10), Relation::Sum(5)];
        if let Some(step) = negative_step(board, Technique::NoXvSign, index, &relations, &exempt) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// The pairs an X or a V marks, which the negative rule leaves alone.
pub(super) fn signed(board: &Board) -> Exempt {
    Exempt::from_marks(board, |c| match c {
        Constraint::Xv(sign) => Some(sign.cells),
        _ => None,
    })
}

/// The sentence's part after a sign: the pairs of digits left.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    with_required(sums(&reasoning.combinations), reasoning)
}

/// The sentence's part after the negative rule.
pub(crate) fn found_negative(_: &Reasoning) -> String {
    "neighbours without an X or a V sum to neither 5 nor 10".to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Cell, CellSet, Grid};
    use crate::logic::Sink;
    use crate::logic::constraints::probe::{board, first_step};
    use crate::logic::constraints::testing::assert_sound_on_random_boards;
    use crate::rules::kinds::XvLetter;

    #[test]
    fn a_v_keeps_1_to_4() {
        let board = board(".V~R1C1~R2C1");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("XV Sign 5 at r1c1: 1+4 or 2+3: "),
            "{text}"
        );
        assert_eq!(step.eliminations.len(), 10, "{text}");
    }

    #[test]
    fn an_x_beside_a_given_places_nothing_but_leaves_one_candidate() {
        let board = board(".~R2C1_3.X~R1C1~R2C1");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("XV Sign 10 at r1c1: 3+7, so they hold 7"),
            "{text}"
        );
        assert!(
            text.contains("r1c1<>9") && !text.contains("r1c1<>7"),
            "{text}"
        );
        assert!(text.contains("r1c5<>7"), "{text}");
    }

    #[test]
    fn the_negative_rule_spares_lettered_pairs() {
        let board = board(".~R5C5_3.X~R5C5~R5C6.StrictXV");
        assert!(matches!(board.constraints()[1], Constraint::XvNegative(_)));
        let step = first_step(&board, find_negative).expect("a step");
        let text = step.explanation();
        assert!(
            text.contains("r4c5<>2") && text.contains("r4c5<>7"),
            "{text}"
        );
        assert!(!text.contains("r5c6<>"), "{text}");
    }

    /// Signs on the solution's pairs that sum to 5 or 10, a share of them (all when
    /// the negative rule is on).
    fn signs_of(solution: &Grid, rng: &mut crate::rng::Rng, share: u32) -> Vec<Constraint> {
        let mut out = Vec::new();
        for a in Cell::all() {
            for b in CellSet::peers_of(a).iter() {
                if b <= a || a.row().abs_diff(b.row()) + a.col().abs_diff(b.col()) != 1 {
                    continue;
                }
                let sum = solution.get(a).unwrap().get() + solution.get(b).unwrap().get();
                let letter = match sum {
                    10 => XvLetter::X,
                    5 => XvLetter::V,
                    _ => continue,
                };
                if rng.below(8) < share {
                    out.push(Constraint::Xv(Xv {
                        cells: [a, b],
                        letter,
                    }));
                }
            }
        }
        out
    }

    #[test]
    fn sign_steps_are_sound_on_random_boards() {
        let found = assert_sound_on_random_boards(60, 31, |s, rng| signs_of(s, rng, 4), find);
        assert!(found > 200, "{found} steps");
    }

    #[test]
    fn negative_rule_steps_are_sound_on_random_boards() {
        fn negative(b: &Board, s: &mut Sink<'_>) -> ControlFlow<()> {
            find_negative(b, s)
        }
        let found = assert_sound_on_random_boards(
            60,
            32,
            |solution, rng| {
                let mut rules = signs_of(solution, rng, 8);
                rules.push(Constraint::XvNegative(XvNegative));
                rules
            },
            negative,
        );
        assert!(found > 100, "{found} steps");
    }
}
