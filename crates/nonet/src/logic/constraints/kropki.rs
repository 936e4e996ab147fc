//! Kropki dots and their negative rule.
//!
//! Pattern: a white dot (the two digits differ by 1) or a black dot (one is twice the
//! other) between two neighbours; the negative rule, per colour: neighbours without a
//! dot stand in no such relation.
//! Eliminations: a dot keeps each candidate that has a partner across it, and removes
//! a digit both cells need (4 and 5 when they hold only 4 and 5) from the cells that
//! see both; a negative rule removes, in one step, each candidate a neighbour without a
//! dot leaves without a partner (beside a given 4: 3 and 5).
//! Example: a white dot between r1c1 and r1c2 with r1c1 = 9 leaves r1c2 only 8.

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::technique::Technique;
use super::negative::{Exempt, negative_step};
use super::relation::{Relation, pair_name, pair_step, related};
use super::{Pair, Reasoned, indexed};
use crate::rules::Constraint;
use crate::rules::kinds::{KropkiColor, KropkiDot, KropkiNegative};

impl Reasoned for KropkiDot {
    const TECHNIQUES: &'static [Technique] = &[
        Technique::WhiteKropkiDot,
        Technique::BlackKropkiDot,
        Technique::DotChain,
    ];

    /// The dot's two cells stand in its relation.
    fn pairs(&self, out: &mut Vec<Pair>) {
        let relation = relation(self.color);
        out.push(related(self.cells, relation));
    }
}

impl Reasoned for KropkiNegative {
    const TECHNIQUES: &'static [Technique] = &[Technique::NoWhiteDot, Technique::NoBlackDot];
}

/// The relation a dot of `color` stands for.
pub(super) fn relation(color: KropkiColor) -> Relation {
    match color {
        KropkiColor::White => Relation::Consecutive,
        KropkiColor::Black => Relation::Double,
    }
}

/// Sends the step of each dot of `color`, in the rules' order.
pub(crate) fn find_dots(board: &Board, color: KropkiColor, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let technique = match color {
        KropkiColor::White => Technique::WhiteKropkiDot,
        KropkiColor::Black => Technique::BlackKropkiDot,
    };
    for (index, constraint) in indexed(board) {
        let Constraint::Kropki(dot) = constraint else {
            continue;
        };
        if dot.color != color {
            continue;
        }
        let step = pair_step(
            board,
            technique,
            index,
            &dot.cells,
            relation(color),
            None,
            false,
        );
        if let Some(step) = step {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// Sends the step of the negative rule of `color`, if the rules have it.
pub(crate) fn find_negative(
    board: &Board,
    color: KropkiColor,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::KropkiNegative(rule) = constraint else {
            continue;
        };
        let (applies, technique) = match color {
            KropkiColor::White => (rule.white, Technique::NoWhiteDot),
            KropkiColor::Black => (rule.black, Technique::NoBlackDot),
        };
        if !applies {
            continue;
        }
        let exempt = dotted(board);
        if let Some(step) = negative_step(board, technique, index, &[relation(color)], &exempt) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// The pairs with a kropki dot of either colour, which both negative rules and
/// non-consecutive leave alone.
pub(super) fn dotted(board: &Board) -> Exempt {
    Exempt::from_marks(board, |c| match c {
        Constraint::Kropki(dot) => Some(dot.cells),
        _ => None,
    })
}

/// The sentence's part after a white dot.
pub(crate) fn found_white(reasoning: &Reasoning) -> String {
    with_required(
        format!("{} differ by 1", pair_name(reasoning.cells)),
        reasoning,
    )
}

/// The sentence's part after a black dot.
pub(crate) fn found_black(reasoning: &Reasoning) -> String {
    with_required(
        format!("one of {} is twice the other", pair_name(reasoning.cells)),
        reasoning,
    )
}

/// The sentence's part after a negative rule of white dots.
pub(crate) fn found_no_white(_: &Reasoning) -> String {
    "neighbours without a dot are not consecutive".to_string()
}

/// The sentence's part after a negative rule of black dots.
pub(crate) fn found_no_black(_: &Reasoning) -> String {
    "neither of two neighbours without a dot is twice the other".to_string()
}

/// `what`, and the digits the pair must hold when that removed a candidate outside it.
pub(super) fn with_required(what: String, reasoning: &Reasoning) -> String {
    if reasoning.required.is_empty() {
        what
    } else {
        format!("{what}, so they hold {}", super::digits(reasoning.required))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Cell, CellSet, Grid};
    use crate::logic::Sink;
    use crate::logic::constraints::probe::{board, first_step};
    use crate::logic::constraints::testing::assert_sound_on_random_boards;
    use crate::rules::kinds::KropkiNegative;

    fn white(b: &Board, s: &mut Sink<'_>) -> ControlFlow<()> {
        find_dots(b, KropkiColor::White, s)
    }

    fn black(b: &Board, s: &mut Sink<'_>) -> ControlFlow<()> {
        find_dots(b, KropkiColor::Black, s)
    }

    fn no_white(b: &Board, s: &mut Sink<'_>) -> ControlFlow<()> {
        find_negative(b, KropkiColor::White, s)
    }

    fn no_black(b: &Board, s: &mut Sink<'_>) -> ControlFlow<()> {
        find_negative(b, KropkiColor::Black, s)
    }

    #[test]
    fn a_white_dot_beside_a_9_leaves_an_8() {
        let board = board(".~R1C1_9.WhiteDot~R1C1~R1C2");
        let step = first_step(&board, white).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("White Kropki Dot at r1c1: r1c1 and r1c2 differ by 1"),
            "{text}"
        );
        let left: Vec<u8> = step
            .eliminations
            .iter()
            .filter(|e| e.cell.to_string() == "r1c2")
            .map(|e| e.digit.get())
            .collect();
        assert_eq!(left, [1, 2, 3, 4, 5, 6, 7], "{text}");
    }

    #[test]
    fn a_black_dot_drops_digits_without_a_double_or_half() {
        let board = board(".BlackDot~R5C5~R5C6");
        let step = first_step(&board, black).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("Black Kropki Dot at r5c5: one of r5c5 and r5c6 is twice the other"),
            "{text}"
        );
        // 5, 7 and 9 have neither a double nor a half.
        for cell in ["r5c5", "r5c6"] {
            let gone: Vec<u8> = step
                .eliminations
                .iter()
                .filter(|e| e.cell.to_string() == cell)
                .map(|e| e.digit.get())
                .collect();
            assert_eq!(gone, [5, 7, 9], "{text}");
        }
    }

    #[test]
    fn a_dot_on_two_digits_clears_them_from_the_cells_seeing_both() {
        let mut board = board(".WhiteDot~R1C1~R1C2");
        for cell in [Cell::from_index(0), Cell::from_index(1)] {
            for d in board.candidates(cell) {
                if d.get() != 4 && d.get() != 5 {
                    board.eliminate(cell, d);
                }
            }
        }
        let step = first_step(&board, white).expect("a step");
        let text = step.explanation();
        assert!(text.contains("so they hold 4 and 5"), "{text}");
        assert!(
            text.contains("r1c9<>4") && text.contains("r2c3<>5"),
            "{text}"
        );
        assert!(!text.contains("r2c4<>"), "{text}");
    }

    #[test]
    fn the_white_negative_rule_narrows_every_undotted_neighbour_of_a_given() {
        let mut board = board(".~R5C5_4.WhiteDot~R5C5~R5C6");
        board = with_rule(
            board,
            KropkiNegative {
                white: true,
                black: false,
            },
        );
        let step = first_step(&board, no_white).expect("a step");
        let text = step.explanation();
        assert!(text.starts_with("No White Dot at "), "{text}");
        assert!(
            text.contains("neighbours without a dot are not consecutive"),
            "{text}"
        );
        for cell in ["r4c5", "r6c5", "r5c4"] {
            for d in [3, 5] {
                assert!(text.contains(&format!("{cell}<>{d}")), "{text}");
            }
        }
        // r5c6 carries the dot: exempt.
        assert!(!text.contains("r5c6<>"), "{text}");
        assert_eq!(first_step(&board, no_black), None);
    }

    #[test]
    fn the_negative_rule_reads_a_neighbour_with_two_options() {
        // r1c2 holds 4 or 5: r1c1 can hold neither (4 beside 5, 5 beside 4 or itself).
        let mut board = with_rule(
            board(".WhiteDot~R9C8~R9C9"),
            KropkiNegative {
                white: true,
                black: false,
            },
        );
        let c = Cell::from_index(1);
        for d in board.candidates(c) {
            if d.get() != 4 && d.get() != 5 {
                board.eliminate(c, d);
            }
        }
        let step = first_step(&board, no_white).expect("a step");
        let r1c1: Vec<u8> = step
            .eliminations
            .iter()
            .filter(|e| e.cell == Cell::from_index(0))
            .map(|e| e.digit.get())
            .collect();
        assert_eq!(r1c1, [4, 5], "{}", step.explanation());
    }

    /// `board`'s rules with `rule` added.
    fn with_rule(board: Board, rule: KropkiNegative) -> Board {
        let mut constraints = board.constraints().to_vec();
        constraints.push(Constraint::KropkiNegative(rule));
        let rules = crate::rules::Rules::new(crate::rules::Layout::Boxes, constraints).unwrap();
        let mut out = Board::for_rules(&board.to_grid(), &rules, Grid::EMPTY);
        for cell in out.empty_cells() {
            for d in out.candidates(cell) - board.candidates(cell) {
                out.eliminate(cell, d);
            }
        }
        out
    }

    /// Every pair of neighbours of the solution whose digits fit `color`, dotted with
    /// probability `share` out of 8 (all of them when the negative rule is on).
    fn dots_of(solution: &Grid, rng: &mut crate::rng::Rng, share: u32) -> Vec<Constraint> {
        let mut out = Vec::new();
        for a in Cell::all() {
            for b in CellSet::peers_of(a).iter() {
                if b <= a || a.row().abs_diff(b.row()) + a.col().abs_diff(b.col()) != 1 {
                    continue;
                }
                let (x, y) = (
                    solution.get(a).unwrap().get(),
                    solution.get(b).unwrap().get(),
                );
                for color in [KropkiColor::White, KropkiColor::Black] {
                    if color.allows(x, y) && rng.below(8) < share {
                        out.push(Constraint::Kropki(KropkiDot {
                            cells: [a, b],
                            color,
                        }));
                        break;
                    }
                }
            }
        }
        out
    }

    #[test]
    fn dot_steps_are_sound_on_random_boards() {
        fn both(b: &Board, s: &mut Sink<'_>) -> ControlFlow<()> {
            white(b, s)?;
            black(b, s)
        }
        let found = assert_sound_on_random_boards(60, 21, |s, rng| dots_of(s, rng, 3), both);
        assert!(found > 300, "{found} steps");
    }

    #[test]
    fn negative_rule_steps_are_sound_on_random_boards() {
        fn negatives(b: &Board, s: &mut Sink<'_>) -> ControlFlow<()> {
            no_white(b, s)?;
            no_black(b, s)
        }
        let found = assert_sound_on_random_boards(
            60,
            22,
            |solution, rng| {
                let mut rules = dots_of(solution, rng, 8);
                let (white, black) = (rng.below(2) == 0, rng.below(2) == 0);
                rules.push(Constraint::KropkiNegative(KropkiNegative {
                    white: white || !black,
                    black,
                }));
                rules
            },
            negatives,
        );
        assert!(found > 100, "{found} steps");
    }
}
